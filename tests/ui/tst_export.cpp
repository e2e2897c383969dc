// SPDX-License-Identifier: GPL-3.0-or-later
// Chart export without a window: PNG, SVG, PDF and CSV of each chart, the clipboard image, the
// report, and the command line's BatchExport::write().
#include "charts/chart.h"
#include "charts/chartset.h"
#include "export/batchexport.h"
#include "export/chartcaption.h"
#include "export/chartfile.h"
#include "export/chartrender.h"
#include "export/csvtable.h"
#include "export/curveclip.h"
#include "export/exportmenu.h"
#include "export/report.h"
#include "export/reportviews.h"
#include "io/scenariofile.h"
#include "model/fleetcost.h"
#include "uitesting.h"

#include <QDir>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <map>

using namespace lorafleet;
using uitesting::paramsFrom;

namespace {

// A chart showing the scenario as BatchExport::write() shows it.
std::unique_ptr<Chart> chartFor(std::size_t index, const Params &params, QSize size = kExportSize)
{
    std::vector<std::unique_ptr<Chart>> charts = createCharts();
    std::unique_ptr<Chart> chart = std::move(charts[index]);
    showOffscreen(*chart, size, uitesting::chartData(params));
    return chart;
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Where the axes map their ranges when the chart is drawn at size (drawing lays the chart out at that
// size). QCustomPlot maps a vertical range onto bottom() - height() .. bottom(), one pixel above top().
QRectF plotAreaAt(Chart &chart, QSize size)
{
    chart.plot()->toPixmap(size.width(), size.height());
    const QRect rect = chart.plot()->axisRect()->rect();
    return QRectF(rect.left(), rect.bottom() - rect.height(), rect.width(), rect.height());
}

// What the chart shows is in the image, drawn at scale: its curves (those not drawn over by another:
// the re-stream line lies under the total until the pool overflows, so its fill stands for it), the
// skew bands in use, and its labels. tst_chartimages proves each check fails when the thing is missing.
// mainCurvesOnly: scenarios at the model's edges, where bands coincide and labels move to fit.
void verifyDrawn(const QImage &image, Chart &chart, double scale, bool mainCurvesOnly = false)
{
    const std::map<QString, std::vector<CurveId>> curves{
        {"fleet-advantage", {CurveId::CurrentSkew, CurveId::NoOverhead}},
        {"overhead", {CurveId::OverheadTotal}},
        {"catalog-growth", {CurveId::CurrentSkew, CurveId::CatalogSize}},
        {"breakeven", {CurveId::Breakeven, CurveId::TopShare}},
        {"cost", {CurveId::CostMultiplexed, CurveId::CostDedicated}}};
    QVERIFY(curves.count(chart.fileStem()));
    for (const CurveId id : curves.at(chart.fileStem()))
        QVERIFY2(uitesting::curveVisible(image, chart.curve(id), scale), qPrintable(chart.curve(id)->name()));
    if (mainCurvesOnly)
        return;
    for (std::size_t band = 0; const QCPGraph *graph = chart.curve(CurveId::Band, band); ++band)
        if (graph->visible())
            QVERIFY2(uitesting::curveVisible(image, graph, scale), qPrintable(graph->name()));
    if (const QCPGraph *restream = chart.curve(CurveId::Restream))
        QVERIFY(uitesting::fillVisible(image, restream, chart.chartStyle().background, scale));
    int labels = 0;
    for (int i = 0; i < chart.plot()->itemCount(); ++i)
        if (auto *label = qobject_cast<QCPItemText *>(chart.plot()->item(i)); label && label->visible()) {
            QVERIFY2(uitesting::labelVisible(image, label, scale), qPrintable(label->text()));
            ++labels;
        }
    QVERIFY(labels > 0);
}

void addChartRows()
{
    QTest::addColumn<int>("chart");
    QTest::addColumn<QStringList>("settings");
    const std::vector<std::unique_ptr<Chart>> charts = createCharts();
    for (int chart = 0; chart < int(charts.size()); ++chart) {
        const QByteArray name = charts[std::size_t(chart)]->fileStem().toLatin1();
        QTest::addRow("%s, defaults", name.constData()) << chart << QStringList{};
        QTest::addRow("%s, flat traffic at 512", name.constData())
            << chart << QStringList{"adapters=512", "skew=0.5"};
    }
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void allChartsAsPng_data();
    void allChartsAsPng();
    void telltaleScenariosRender_data();
    void telltaleScenariosRender();
    void unwritableFolderIsReported();

    void formatNames();
    void svgIsTextWithTheChartsSize_data();
    void svgIsTextWithTheChartsSize();
    void svgKeepsEverythingInsideThePlotArea_data();
    void svgKeepsEverythingInsideThePlotArea();
    void clipCurve();
    void pdfIsOnePageWithTitle_data();
    void pdfIsOnePageWithTitle();
    void csvHoldsTheModelsSeries_data();
    void csvHoldsTheModelsSeries();
    void batchCsvIsEachChartsTable_data();
    void batchCsvIsEachChartsTable();
    void clipboardImage_data();
    void clipboardImage();
    void reportFitsItsPages_data();
    void reportFitsItsPages();
    void unwritablePathsAreReported_data();
    void unwritablePathsAreReported();
    void exportScenarioWritesEveryFile_data();
    void exportScenarioWritesEveryFile();
};

// ---------------------------------------------------------------- PNG (and the shared plumbing)

void TestExport::allChartsAsPng_data()
{
    QTest::addColumn<double>("scale");
    QTest::newRow("1x") << 1.0;
    QTest::newRow("2x") << 2.0;
    QTest::newRow("3x") << 3.0;
}

void TestExport::allChartsAsPng()
{
    QFETCH(double, scale);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const ExportResult result = BatchExport::writePngs(Params{}, dir.path(), scale);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.written.size(), qsizetype(ChartSet::kCount));
    for (const char *name : {"cost", "fleet-advantage", "overhead", "catalog-growth", "breakeven"}) {
        const QString stem = QString::fromLatin1(name);
        const QString path = dir.filePath(stem + QStringLiteral(".png"));
        QVERIFY(result.written.contains(path));
        const QImage image(path);
        QVERIFY2(!image.isNull(), qPrintable(path));
        QCOMPARE(image.size(), QSize(int(1200 * scale), int(750 * scale)));
        // The chart's curves and labels are in the file, where a twin laid out at the export size
        // draws them.
        std::size_t index = 0;
        while (createCharts()[index]->fileStem() != stem)
            ++index;
        const std::unique_ptr<Chart> twin = chartFor(index, Params{});
        // Laid out at the export size above the caption, as for the file.
        const ChartCaption caption = ChartCaption::of(Params{}, evaluate(Params{}));
        chartImage(*twin, kExportSize, 1, &caption);
        verifyDrawn(image, *twin, scale);
    }
}

void TestExport::telltaleScenariosRender_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::newRow("flat traffic at K = 512") << QStringList{"adapters=512", "skew=0.5"};
    QTest::newRow("pool smaller than one adapter") << QStringList{"pool_gb=0.1"};
    QTest::newRow("memory over budget") << QStringList{"pool_gb=100"};
    QTest::newRow("a million adapters") << QStringList{"adapters=1000000", "plot_max_adapters=1000000"};
    QTest::newRow("single adapter, uniform, batch 1") << QStringList{"adapters=1", "skew=0", "batch=1"};
    QTest::newRow("no catalog growth") << QStringList{"catalog_growth_per_week=0", "skew_bands="};
}

void TestExport::telltaleScenariosRender()
{
    QFETCH(QStringList, settings);
    const Params params = paramsFrom(settings);
    QTemporaryDir dir;
    const ExportResult result = BatchExport::writePngs(params, dir.path(), 1);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    for (const QString &path : result.written) {
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1200, 750));
        std::size_t index = 0;
        while (createCharts()[index]->fileStem() != QFileInfo(path).baseName())
            ++index;
        const std::unique_ptr<Chart> twin = chartFor(index, params);
        // Laid out at the export size above the caption, as for the file.
        const ChartCaption caption = ChartCaption::of(params, evaluate(params));
        chartImage(*twin, kExportSize, 1, &caption);
        verifyDrawn(image, *twin, 1, true);
    }
}

void TestExport::unwritableFolderIsReported()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    // A folder that cannot exist: its parent is a file.
    const ExportResult result = BatchExport::writePngs(Params{}, blocker + QStringLiteral("/charts"), 1);
    QVERIFY(!result.error.isEmpty());
    QVERIFY(result.error.contains(QStringLiteral("charts")));
    QVERIFY(result.written.isEmpty());
}

void TestExport::formatNames()
{
    QCOMPARE(exportFormatNames(), (QStringList{"png", "svg", "pdf", "csv", "report"}));
    for (const QString &name : exportFormatNames()) {
        const auto format = exportFormatFromName(name);
        QVERIFY(format);
        QCOMPARE(exportFormatName(*format), name);
        QCOMPARE(exportFormatFromName(name.toUpper()), format);
        QVERIFY(!ExportMenu::fileFilter(*format).isEmpty());
    }
    QCOMPARE(exportFileSuffix(ExportFormat::Report), QStringLiteral("pdf"));
    QCOMPARE(exportFileSuffix(ExportFormat::Csv), QStringLiteral("csv"));
    QVERIFY(!exportFormatFromName(u"jpeg"));
    QVERIFY(!exportFormatFromName(u""));
    QVERIFY(!exportFormatFromName(u"png "));
}

// ---------------------------------------------------------------- SVG

void TestExport::svgIsTextWithTheChartsSize_data()
{
    addChartRows();
}

void TestExport::svgIsTextWithTheChartsSize()
{
    QFETCH(int, chart);
    QFETCH(QStringList, settings);
    const std::unique_ptr<Chart> c = chartFor(std::size_t(chart), paramsFrom(settings));
    QTemporaryDir dir;
    const QString path = dir.filePath(c->fileStem() + QStringLiteral(".svg"));
    QString error;
    QVERIFY2(ChartFile::writeSvg(*c, path, kExportSize, &error), qPrintable(error));

    const uitesting::SvgContent svg = uitesting::readSvg(path);
    QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
    QCOMPARE(svg.viewBox, QStringLiteral("0 0 1200 750"));
    // The physical size says how large the logical pixels are: the plot's DPI.
    const double dpi = c->plot()->logicalDpiX();
    QVERIFY(svg.width.endsWith(QStringLiteral("mm")) && svg.height.endsWith(QStringLiteral("mm")));
    QCOMPARE(qRound(svg.width.chopped(2).toDouble() * dpi / 25.4), 1200);
    QCOMPARE(qRound(svg.height.chopped(2).toDouble() * dpi / 25.4), 750);
    QCOMPARE(svg.title, c->exportTitle()); // names the model that drew it
    // Text stays text: the title and every axis title are <text> elements, and nothing is a picture.
    QStringList expected{c->exportTitle(), c->plot()->xAxis->label(), c->plot()->yAxis->label()};
    if (c->plot()->yAxis2->visible())
        expected << c->plot()->yAxis2->label();
    for (const QString &text : expected)
        QVERIFY2(svg.texts.contains(text),
                 qPrintable(text + QStringLiteral(" not in ") + svg.texts.join(u'|')));
    QCOMPARE(svg.images, 0);
    QVERIFY(svg.shapes.size() > 10);
}

void TestExport::svgKeepsEverythingInsideThePlotArea_data()
{
    addChartRows();
}

void TestExport::svgKeepsEverythingInsideThePlotArea()
{
    // Qt's SVG writer drops clipping: with the axes narrowed so that every curve and marker leaves
    // the plot area, nothing drawn with many points (curves, fills) may lie outside it.
    QFETCH(int, chart);
    QFETCH(QStringList, settings);
    const std::unique_ptr<Chart> c = chartFor(std::size_t(chart), paramsFrom(settings));
    QCustomPlot *plot = c->plot();
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis, plot->yAxis2}) {
        const QCPRange range = axis->range();
        if (axis->scaleType() == QCPAxis::stLogarithmic) {
            const double middle = std::sqrt(range.lower * range.upper);
            const double spread = std::pow(range.upper / range.lower, 0.2);
            axis->setRange(middle / spread, middle * spread);
        } else {
            axis->setRange(range.lower + range.size() * 0.3, range.upper - range.size() * 0.3);
        }
    }
    std::vector<std::pair<const QCPGraph *, const QCPGraphDataContainer *>> before;
    for (int i = 0; i < plot->graphCount(); ++i)
        before.emplace_back(plot->graph(i), plot->graph(i)->data().data());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("narrow.svg"));
    QString error;
    QVERIFY2(ChartFile::writeSvg(*c, path, kExportSize, &error), qPrintable(error));
    // The chart's own data is back in place afterwards.
    for (const auto &[graph, data] : before)
        QCOMPARE(graph->data().data(), data);

    const QRectF area = plotAreaAt(*c, kExportSize);
    const uitesting::SvgContent svg = uitesting::readSvg(path);
    QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
    QCOMPARE(svg.clipPaths, 0); // the premise: Qt 6.4 writes none, so the drawing must not need them
    const QRectF tolerance = area.adjusted(-0.6, -0.6, 0.6, 0.6);
    int curves = 0;
    for (const QPolygonF &shape : svg.shapes) {
        if (shape.size() < 4) // axis lines, ticks, grid lines, legend icons
            continue;
        ++curves;
        for (const QPointF &point : shape)
            QVERIFY2(tolerance.contains(point),
                     qPrintable(QStringLiteral("(%1, %2) outside (%3, %4) - (%5, %6)")
                                    .arg(point.x())
                                    .arg(point.y())
                                    .arg(area.left())
                                    .arg(area.top())
                                    .arg(area.right())
                                    .arg(area.bottom())));
    }
    QVERIFY(curves > 0);
    // Labels in the plot (markers, boundaries) are anchored inside it too.
    for (const auto &[text, at] : svg.textPositions)
        if (text.startsWith(QStringLiteral("K = ")) || text.startsWith(QStringLiteral("pool holds")))
            QVERIFY2(tolerance.contains(at), qPrintable(text));
}

void TestExport::clipCurve()
{
    using exportdetail::AxisSpan;
    using exportdetail::clipCurve;
    const AxisSpan unit{0, 10, false};
    // Inside: unchanged, bit-exact.
    const std::vector<QPointF> inside{{0.1, 1.0 / 3}, {2, 5}, {9.9, 9.99}};
    QCOMPARE(clipCurve(inside, unit, unit, true), inside);

    // A line that rises through the top: cut where it crosses (interpolated), then a gap.
    const std::vector<QPointF> peak{{0, 0}, {4, 20}, {8, 0}};
    std::vector<QPointF> cut = clipCurve(peak, unit, unit, true);
    QCOMPARE(cut.size(), std::size_t(5));
    QCOMPARE(cut[0], QPointF(0, 0));
    QCOMPARE(cut[1], QPointF(2, 10));
    QVERIFY(std::isnan(cut[2].y()));
    QCOMPARE(cut[3], QPointF(6, 10));
    QCOMPARE(cut[4], QPointF(8, 0));

    // The edge of a fill is held at the border instead, with the crossings added.
    const std::vector<QPointF> held = clipCurve(peak, unit, unit, false);
    QCOMPARE(held, (std::vector<QPointF>{{0, 0}, {2, 10}, {4, 10}, {6, 10}, {8, 0}}));

    // Beyond the x range: interpolated at both ends.
    const std::vector<QPointF> wide{{-10, 0}, {10, 10}, {30, 0}};
    QCOMPARE(clipCurve(wide, {0, 20, false}, unit, true), (std::vector<QPointF>{{0, 5}, {10, 10}, {20, 5}}));

    // Logarithmic axes interpolate in the logarithm: the crossing of 1→10000 with 100 is at x = 10
    // on a log-log line from (1, 1) to (100, 10000).
    const std::vector<QPointF> steep{{1, 1}, {100, 10000}};
    const std::vector<QPointF> logCut = clipCurve(steep, {1, 1000, true}, {1, 100, true}, true);
    QCOMPARE(logCut.size(), std::size_t(2));
    QCOMPARE(logCut[0], QPointF(1, 1));
    QVERIFY(std::abs(logCut[1].x() - 10) < 1e-9 && std::abs(logCut[1].y() - 100) < 1e-9);

    // Entirely outside: nothing; gaps in the data stay gaps.
    QVERIFY(clipCurve({{0, 20}, {10, 30}}, unit, unit, true).empty());
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const std::vector<QPointF> gapped =
        clipCurve({{1, 1}, {1.5, 1.5}, {2, nan}, {3, 3}, {4, 4}}, unit, unit, true);
    QCOMPARE(gapped.size(), std::size_t(5));
    QCOMPARE(gapped[1], QPointF(1.5, 1.5));
    QVERIFY(std::isnan(gapped[2].y()));
    QCOMPARE(gapped[3], QPointF(3, 3));
}

// ---------------------------------------------------------------- PDF

void TestExport::pdfIsOnePageWithTitle_data()
{
    addChartRows();
}

void TestExport::pdfIsOnePageWithTitle()
{
    QFETCH(int, chart);
    QFETCH(QStringList, settings);
    const std::unique_ptr<Chart> c = chartFor(std::size_t(chart), paramsFrom(settings));
    QTemporaryDir dir;
    const QString path = dir.filePath(c->fileStem() + QStringLiteral(".pdf"));
    QString error;
    QVERIFY2(ChartFile::writePdf(*c, path, kExportSize, &error), qPrintable(error));
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF"));
    QCOMPARE(uitesting::pdfPageCount(pdf), 1);
    QVERIFY(uitesting::pdfHasTitle(pdf, c->exportTitle()));
    // The page has the chart's aspect: 1200 × 750 logical pixels at the plot's DPI, in points.
    static const QRegularExpression mediaBox(
        QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\])"));
    const QRegularExpressionMatch match = mediaBox.match(QString::fromLatin1(pdf));
    QVERIFY(match.hasMatch());
    const double dpi = c->plot()->logicalDpiX();
    QVERIFY(std::abs(match.captured(1).toDouble() - 1200 * 72 / dpi) <= 1);
    QVERIFY(std::abs(match.captured(2).toDouble() - 750 * 72 / dpi) <= 1);
}

// ---------------------------------------------------------------- CSV

void TestExport::csvHoldsTheModelsSeries_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::newRow("defaults") << QStringList{};
    QTest::newRow("flat traffic at 512") << QStringList{"adapters=512", "skew=0.5"};
    QTest::newRow("a million adapters, five bands")
        << QStringList{"adapters=1000000", "plot_max_adapters=1000000", "skew_bands=0.25,0.5,0.75,1.25,2"};
    QTest::newRow("no bands, odd skew")
        << QStringList{"skew_bands=", "skew=0.7071067811865476", "pool_gb=33.3"};
}

void TestExport::csvHoldsTheModelsSeries()
{
    QFETCH(QStringList, settings);
    const Params params = paramsFrom(settings);
    const Evaluation evaluation = evaluateScenario(params);
    const Series &series = evaluation.series();

    // What each chart draws, in its legend's order, as the model computed it.
    const auto bands = [](const std::vector<SkewCurve> &curves) {
        std::vector<Eigen::ArrayXd> visible;
        const std::size_t count = std::min<std::size_t>(curves.size() - 1, 6);
        for (std::size_t i = 0; i < count; ++i)
            if (curves[i].skew != curves.back().skew)
                visible.push_back(curves[i].values);
        return visible;
    };
    std::vector<std::vector<Eigen::ArrayXd>> expected(5);
    const CostCurves costs = monthlyCostCurves(params, series);
    expected[0] = {series.adapters, costs.multiplexed, costs.dedicated, costs.hybrid};
    expected[1] = {series.adapters, series.fleetAdvantage.back().values};
    for (const Eigen::ArrayXd &band : bands(series.fleetAdvantage))
        expected[1].push_back(band);
    expected[1].push_back(series.adapters); // R = K
    expected[2] = {series.adapters, series.overheadRestream, series.overheadHostlink,
                   series.overheadRestream + series.overheadHostlink};
    expected[3] = {series.weeks, series.catalogAdapters, series.catalogGrowth.back().values};
    for (const Eigen::ArrayXd &band : bands(series.catalogGrowth))
        expected[3].push_back(band);
    expected[4] = {series.adapters, series.breakevenShare, series.topAdapterShare};

    for (std::size_t index = 0; index < expected.size(); ++index) {
        const std::unique_ptr<Chart> chart = chartFor(index, params);
        const QByteArray csv = chartCsv(*chart, evaluation);
        const QList<QStringList> rows = uitesting::parseCsv(csv);
        QVERIFY(!rows.isEmpty());
        const QStringList header = rows.front();
        // One column per curve in the legend: the stacked overhead chart adds its total, the
        // break-even chart's shading (named where it is drawn) is no series.
        const int legendItems = chart->plot()->legend->itemCount();
        const bool shadingNamed = chart->fileStem() == QLatin1String("breakeven") &&
            chart->plot()->legend->hasItemWithPlottable(chart->curve(CurveId::DedicatedRegion));
        const int curves = chart->fileStem() == QLatin1String("overhead") ? legendItems + 1
            : shadingNamed                                                ? legendItems - 1
                                                                          : legendItems;
        // The last column names the model that drew the table.
        QCOMPARE(header.size(), 1 + curves + 1);
        QCOMPARE(header.back(), QStringLiteral("model"));
        QCOMPARE(std::size_t(header.size() - 1), expected[index].size());
        QVERIFY(header[0] == QStringLiteral("adapters K") || header[0] == QStringLiteral("week t"));
        for (qsizetype c = 1; c + 1 < header.size(); ++c) // every value column says its unit
            QVERIFY2(header[c].contains(u'[') && header[c].endsWith(u']'), qPrintable(header[c]));
        if (index == 0)
            QCOMPARE(header[1], QStringLiteral("multiplexed [USD/month]"));
        if (index == 1)
            QVERIFY2(header[1].startsWith(QStringLiteral("fleet advantage R (current s = ")),
                     qPrintable(header[1]));
        if (index == 3)
            QCOMPARE(header[1], QStringLiteral("catalog K(t) [adapters]"));

        const Eigen::Index points = expected[index][0].size();
        QCOMPARE(rows.size() - 1, qsizetype(points));
        for (Eigen::Index row = 0; row < points; ++row) {
            const QStringList &fields = rows[qsizetype(row) + 1];
            QCOMPARE(fields.size(), header.size());
            QCOMPARE(fields.back(), QString::fromLatin1(modelKindName(params.model)));
            for (qsizetype c = 0; c + 1 < fields.size(); ++c) {
                bool ok = false;
                const double value = fields[c].toDouble(&ok); // QString::toDouble is the C locale
                const double model = expected[index][std::size_t(c)](row);
                QVERIFY2(ok && sameBits(value, model),
                         qPrintable(QStringLiteral("%1 row %2 column %3: %4 is not %5")
                                        .arg(chart->fileStem())
                                        .arg(row)
                                        .arg(c)
                                        .arg(fields[c])
                                        .arg(model, 0, 'g', 17)));
            }
        }
        // The file holds the same bytes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("table.csv"));
        QString error;
        QVERIFY2(ChartFile::writeCsv(*chart, evaluation, path, &error), qPrintable(error));
        QCOMPARE(readAll(path), csv);
    }
}

// `lorafleet export --format csv` writes charts that were never drawn: each file is the chart's table
// of the evaluation (dataColumns), header and rows, as a drawn chart writes it.
void TestExport::batchCsvIsEachChartsTable_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::newRow("paper") << QStringList{};
    QTest::newRow("engine") << QStringList{"model=engine"};
    QTest::newRow("price and K") << QStringList{"adapters=700", "gpu_price_per_hour=3.25"};
}

void TestExport::batchCsvIsEachChartsTable()
{
    QFETCH(QStringList, settings);
    Scenario scenario;
    scenario.params = paramsFrom(settings);
    QTemporaryDir dir;
    const ExportResult written = BatchExport::write(scenario, dir.path(), ExportFormat::Csv);
    QVERIFY2(written.error.isEmpty(), qPrintable(written.error));
    const Evaluation evaluation = evaluateScenario(scenario.params);
    const std::vector<std::unique_ptr<Chart>> charts = createCharts();
    for (std::size_t index = 0; index < charts.size(); ++index) {
        const Chart &chart = *charts[index];
        const QByteArray file = readAll(dir.filePath(chart.fileStem() + QStringLiteral(".csv")));
        const QList<QStringList> rows = uitesting::parseCsv(file);
        QVERIFY2(!rows.isEmpty(), qPrintable(chart.fileStem()));
        QStringList header;
        for (const DataColumn &column : chart.dataColumns(evaluation))
            header << column.name;
        header << QStringLiteral("model");
        QCOMPARE(rows.front(), header);
        QVERIFY2(header.size() > 2, qPrintable(chart.fileStem())); // x, at least one curve, the model
        QCOMPARE(rows.size() - 1, qsizetype(chart.dataColumns(evaluation).front().values.size()));
        // The chart never drawn and the same chart shown on screen write the same bytes.
        QCOMPARE(file, chartCsv(chart, evaluation));
        QCOMPARE(file, chartCsv(*chartFor(index, scenario.params), evaluation));
    }
}

// ---------------------------------------------------------------- clipboard

void TestExport::clipboardImage_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("ratio");
    QTest::newRow("1x") << QSize(800, 500) << 1.0;
    QTest::newRow("1.5x") << QSize(640, 400) << 1.5;
    QTest::newRow("2x") << kExportSize << 2.0;
}

void TestExport::clipboardImage()
{
    QFETCH(QSize, size);
    QFETCH(double, ratio);
    const std::unique_ptr<Chart> chart = chartFor(0, Params{}, size);
    const QImage image = chartImage(*chart, size, ratio);
    QCOMPARE(image.size(), QSize(qRound(size.width() * ratio), qRound(size.height() * ratio)));
    QCOMPARE(image.devicePixelRatio(), ratio);
    QCOMPARE(image.deviceIndependentSize().toSize(), size);
    verifyDrawn(image, *chart, ratio, true);
}

// ---------------------------------------------------------------- report

void TestExport::reportFitsItsPages_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("notes");
    QTest::addColumn<QStringList>("settings");
    QTest::newRow("untitled defaults") << QString() << QString() << QStringList{};
    QTest::newRow("flat traffic at 512") << QStringLiteral("Flat traffic (512 adapters)")
                                         << QStringLiteral("Every adapter nearly as popular as the next.")
                                         << QStringList{"adapters=512", "skew=0.5"};
    QString longNotes;
    for (int i = 0; i < 60; ++i)
        longNotes += QStringLiteral("A long note that goes on and on. ");
    QTest::newRow("over budget, long texts")
        << QString(200, u'W') << longNotes
        << QStringList{"pool_gb=100", "adapters=5000", "plot_max_adapters=100000"};
    QTest::newRow("a million adapters, six bands")
        << QStringLiteral("Huge") << QString()
        << QStringList{"adapters=1000000", "plot_max_adapters=1000000", "skew_bands=0.1,0.3,0.6,0.9,1.2,1.8"};
    QTest::newRow("one adapter, no growth")
        << QStringLiteral("Single") << QString()
        << QStringList{"adapters=1", "catalog_growth_per_week=0", "skew_bands="};
}

void TestExport::reportFitsItsPages()
{
    QFETCH(QString, name);
    QFETCH(QString, notes);
    QFETCH(QStringList, settings);
    Scenario scenario;
    scenario.name = name;
    scenario.notes = notes;
    scenario.params = paramsFrom(settings);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(Report::writePdf(path, scenario, &error, QDate(2025, 3, 14)), qPrintable(error));
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF"));
    // The scenario on the first page, the phase map and the tornado on the second.
    QCOMPARE(uitesting::pdfPageCount(pdf), reportPageCount(0));
    const QString shown = name.isEmpty() ? QStringLiteral("Untitled scenario") : name;
    QVERIFY(uitesting::pdfHasTitle(pdf, shown + QStringLiteral(" – LoRA Fleet Explorer report")));
    // A4 landscape.
    static const QRegularExpression mediaBox(
        QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\])"));
    const QRegularExpressionMatch match = mediaBox.match(QString::fromLatin1(pdf));
    QVERIFY(match.hasMatch());
    QVERIFY(std::abs(match.captured(1).toDouble() - 841.89) < 1.5);
    QVERIFY(std::abs(match.captured(2).toDouble() - 595.28) < 1.5);
    // Vector: the charts are drawn, not pasted in as pictures; only the phase map's cells and its
    // colour scale are images (a QCPColorMap draws its cells as one).
    QCOMPARE(pdf.count("/Subtype /Image"), 2);
}

// ---------------------------------------------------------------- failures and the command line's export

void TestExport::unwritablePathsAreReported_data()
{
    QTest::addColumn<QString>("format");
    for (const QString &name : exportFormatNames())
        QTest::newRow(qPrintable(name)) << name;
}

void TestExport::unwritablePathsAreReported()
{
    QFETCH(QString, format);
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    // A file inside a "folder" that is a file, and a path that is a folder.
    for (const QString &path : {blocker + QStringLiteral("/chart.out"), dir.path()}) {
        QString error;
        bool ok = false;
        if (format == QLatin1String("report")) {
            ok = Report::writePdf(path, Scenario{}, &error);
        } else {
            const std::unique_ptr<Chart> chart = chartFor(1, Params{});
            ok = ChartFile::write(*chart, evaluateScenario(Params{}), path, *exportFormatFromName(format), 1,
                                  &error);
        }
        QVERIFY(!ok);
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY2(error.size() > QDir::toNativeSeparators(path).size() + 16, qPrintable(error)); // and why
    }
    // Nothing was left behind: no partial file, no temporary file.
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList{"file"});
    QCOMPARE(QFileInfo(blocker).size(), 0);
}

void TestExport::exportScenarioWritesEveryFile_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("files");
    const QStringList stems{"cost", "fleet-advantage", "overhead", "catalog-growth", "breakeven"};
    for (const char *suffix : {"png", "svg", "pdf", "csv"}) {
        QStringList files;
        for (const QString &stem : stems)
            files << stem + u'.' + QLatin1String(suffix);
        QTest::newRow(suffix) << QString::fromLatin1(suffix) << files;
    }
    QTest::newRow("report") << QStringLiteral("report") << QStringList{"report.pdf"};
}

void TestExport::exportScenarioWritesEveryFile()
{
    QFETCH(QString, format);
    QFETCH(QStringList, files);
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("new/folder"));
    Scenario scenario;
    scenario.name = QStringLiteral("Export test");
    scenario.params = paramsFrom({"adapters=512", "skew=0.5"});
    const ExportResult result = BatchExport::write(scenario, folder, *exportFormatFromName(format), 2);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QStringList expected;
    for (const QString &name : files)
        expected << QDir(folder).filePath(name);
    QCOMPARE(result.written, expected);
    QStringList present = QDir(folder).entryList(QDir::Files);
    present.sort();
    QStringList sorted = files;
    sorted.sort();
    QCOMPARE(present, sorted);
    for (const QString &path : result.written) {
        const QByteArray bytes = readAll(path);
        QVERIFY2(bytes.size() > 1000, qPrintable(path));
        if (format == QLatin1String("png"))
            QCOMPARE(QImage(path).size(), kExportSize * 2);
        if (format == QLatin1String("pdf") || format == QLatin1String("report"))
            QCOMPARE(uitesting::pdfPageCount(bytes),
                     format == QLatin1String("report") ? reportPageCount(0) : 1);
    }
    // A scale beyond what PNG export offers is refused before anything is written.
    if (format == QLatin1String("png")) {
        const ExportResult refused =
            BatchExport::write(scenario, dir.filePath(QStringLiteral("other")), ExportFormat::Png, 8);
        QVERIFY(!refused.error.isEmpty());
        QVERIFY(refused.written.isEmpty());
    }
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
