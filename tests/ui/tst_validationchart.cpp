// SPDX-License-Identifier: GPL-3.0-or-later
// The Validation chart and Help → About the model: the chart draws what model/validation returns for
// every shipped data set (by name), its measured points are seen in a rendered image (and missed once
// hidden), the dialog's table holds validate's values exactly, and the chart exports to files that
// load back.
#include "charts/validationchart.h"
#include "export/chartrender.h"
#include "export/exportformat.h"
#include "io/validationfile.h"
#include "text/format.h"
#include "text/modeltexts.h"
#include "uitesting.h"
#include "window/modeldialog.h"

#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <cstring>

using namespace lorafleet;

namespace {

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// What `lorafleet validate` computes: each shipped file read and run, independently of the dialog.
std::vector<ValidationResult> validateShipped()
{
    std::vector<ValidationResult> results;
    for (const QString &file : shippedValidationFiles()) {
        const ValidationFileResult loaded = loadValidationFile(file);
        if (!loaded.set)
            qFatal("%s: %s", qPrintable(file), qPrintable(loaded.error));
        // Each table in its own mode, as the dialog runs it: relative with a reference point, else absolute.
        results.push_back(runValidation(*loaded.set,
                                        loaded.set->referenceAdapters > 0 ? ValidationMode::Relative
                                                                          : ValidationMode::Absolute));
    }
    return results;
}

// The tables the chart draws: the relative ones.
int relativeCount(const std::vector<ValidationResult> &results)
{
    return int(std::count_if(results.begin(), results.end(),
                             [](const ValidationResult &r) { return r.mode == ValidationMode::Relative; }));
}

// The chart laid out at the export size, showing every shipped data set in the style.
std::unique_ptr<ValidationChart> chartShowing(const ChartStyle &style)
{
    auto chart = std::make_unique<ValidationChart>();
    chart->setChartStyle(style);
    const QSize old = chart->size();
    chart->resize(kExportSize);
    QResizeEvent event(kExportSize, old);
    QCoreApplication::sendEvent(chart.get(), &event);
    chart->showResults(validateShipped());
    return chart;
}

// Share of the pixels within radius of a point that have the colour: a measured point is a filled disc
// of it; its data set's line passing by covers a thin stripe only.
double discShare(const QImage &image, QPointF at, const QColor &color, int radius)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    int inside = 0;
    int found = 0;
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            if (dx * dx + dy * dy > radius * radius)
                continue;
            const QPoint pixel(qRound(at.x()) + dx, qRound(at.y()) + dy);
            ++inside;
            found += argb.rect().contains(pixel) && uitesting::near(argb.pixel(pixel), color, 40);
        }
    return inside ? double(found) / inside : 0;
}

// The measured points of a graph, in the image's pixels, that no later data set draws over (the
// reference point is (K_ref, 1) in every set that shares K_ref).
QList<QPointF> uncoveredPoints(const ValidationChart &chart, const QCPGraph *graph)
{
    QList<QPointF> points = uitesting::pixelPath(graph);
    bool later = false;
    for (const Chart::Curve &curve : chart.curves()) {
        if (curve.graph == graph) {
            later = true;
            continue;
        }
        if (!later || curve.id != CurveId::ValidationMeasured)
            continue;
        for (const QPointF &other : uitesting::pixelPath(curve.graph))
            points.removeIf([&](const QPointF &p) { return QLineF(p, other).length() < 12; });
    }
    return points;
}

void addStyleRows()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<bool>("presenting");
    for (const QString &theme : ChartStyle::names()) {
        QTest::newRow(qPrintable(theme)) << theme << false;
        QTest::newRow(qPrintable(theme + QStringLiteral(", presenting"))) << theme << true;
    }
}

ChartStyle styleFor(const QString &theme, bool presenting)
{
    const ChartStyle style = ChartStyle::named(theme);
    return presenting ? style.scaled(1.6) : style;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestValidationChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void drawsEveryDataSetByName_data() { addStyleRows(); }
    void drawsEveryDataSetByName();
    void measuredPointsAreSeen_data() { addStyleRows(); }
    void measuredPointsAreSeen();
    void dialogTableIsValidate();
    void dialogSummarySetsTrainingBesideHeldOut();
    void dialogExportsLoadableFiles();
    void dialogReportsFailedExports();
};

void TestValidationChart::drawsEveryDataSetByName()
{
    QFETCH(QString, theme);
    QFETCH(bool, presenting);
    const ChartStyle style = styleFor(theme, presenting);
    const std::unique_ptr<ValidationChart> chart = chartShowing(style);
    const std::vector<ValidationResult> results = validateShipped();
    QVERIFY(results.size() >= 3);
    QCOMPARE(chart->model(), ModelKind::Engine);
    QVERIFY(chart->exportTitle().contains(QStringLiteral("engine model")));

    // One curve and one set of points per data set, found by its name.
    int curves = 0;
    int pointGraphs = 0;
    for (const Chart::Curve &curve : chart->curves()) {
        curves += curve.id == CurveId::Validation && curve.graph->visible();
        pointGraphs += curve.id == CurveId::ValidationMeasured && curve.graph->visible();
    }
    QCOMPARE(curves, relativeCount(results));
    QCOMPARE(pointGraphs, relativeCount(results));
    QSet<QRgb> colours;
    std::size_t drawn = 0; // the relative data sets' order: the palette's
    for (std::size_t set = 0; set < results.size(); ++set) {
        const ValidationResult &result = results[set];
        if (result.mode != ValidationMode::Relative)
            continue;
        const std::size_t colour = drawn++;
        const QCPGraph *predicted = chart->predictedCurve(result.name);
        const QCPGraph *measured = chart->measuredPoints(result.name);
        QVERIFY2(predicted && measured, result.name.c_str());
        QCOMPARE(predicted->data()->size(), int(result.points.size()));
        QCOMPARE(measured->data()->size(), int(result.points.size())); // one point per measured point
        const Eigen::ArrayXd keys = uitesting::keys(measured);
        const Eigen::ArrayXd measuredRatios = uitesting::values(measured);
        const Eigen::ArrayXd predictedRatios = uitesting::values(predicted);
        for (std::size_t i = 0; i < result.points.size(); ++i) {
            const ValidationResult::Point &point = result.points[i];
            const Eigen::Index row = Eigen::Index(i);
            QVERIFY(sameBits(keys(row), double(point.adapters)));
            QVERIFY(sameBits(uitesting::keys(predicted)(row), double(point.adapters)));
            QVERIFY(sameBits(measuredRatios(row), point.measuredRatio));
            QVERIFY(sameBits(predictedRatios(row), point.predictedRatio));
        }
        // Its own colour from the style's palette, the same for its line and its points.
        QCOMPARE(predicted->pen().color(), style.bandColor(colour));
        QCOMPARE(measured->scatterStyle().brush().color(), style.bandColor(colour));
        colours.insert(style.bandColor(colour).rgb());
        // The legend names it with its largest error.
        QVERIFY(chart->plot()->legend->hasItemWithPlottable(predicted));
        QVERIFY2(predicted->name().contains(QString::fromStdString(result.name)),
                 qPrintable(predicted->name()));
        QVERIFY2(predicted->name().contains(format::percent(result.maxAbsError, 1)),
                 qPrintable(predicted->name()));
        // Every point of the data set within the axes.
        for (const ValidationResult::Point &point : result.points) {
            QVERIFY(chart->plot()->xAxis->range().contains(double(point.adapters)));
            QVERIFY(chart->plot()->yAxis->range().contains(point.measuredRatio));
            QVERIFY(chart->plot()->yAxis->range().contains(point.predictedRatio));
        }
    }
    QCOMPARE(colours.size(), qsizetype(relativeCount(results)));
    // Presenting: bigger text, from the style.
    QCOMPARE(chart->plot()->xAxis->labelFont().pointSizeF(), style.labelPointSize);
    QCOMPARE(chart->plot()->legend->font().pointSizeF(), style.tickPointSize);
}

void TestValidationChart::measuredPointsAreSeen()
{
    QFETCH(QString, theme);
    QFETCH(bool, presenting);
    const ChartStyle style = styleFor(theme, presenting);
    const std::unique_ptr<ValidationChart> chart = chartShowing(style);
    const int radius = int(style.lineWidth); // the discs are 6 line widths across
    for (const ValidationResult &result : chart->results()) {
        QCPGraph *measured = chart->measuredPoints(result.name);
        QCPGraph *predicted = chart->predictedCurve(result.name);
        const QColor color = measured->scatterStyle().brush().color();
        const QImage shown = chartImage(*chart, kExportSize, 1);
        QVERIFY2(uitesting::curveVisible(shown, predicted), result.name.c_str());
        const QList<QPointF> points = uncoveredPoints(*chart, measured);
        QVERIFY(points.size() >= 3);
        for (const QPointF &at : points)
            QVERIFY2(discShare(shown, at, color, radius) >= 0.8,
                     qPrintable(QStringLiteral("%1 at %2, %3: %4")
                                    .arg(QString::fromStdString(result.name))
                                    .arg(at.x())
                                    .arg(at.y())
                                    .arg(discShare(shown, at, color, radius))));
        // Hidden once: the check misses every point, though the line of the same colour passes by.
        measured->setVisible(false);
        const QImage hidden = chartImage(*chart, kExportSize, 1);
        measured->setVisible(true);
        for (const QPointF &at : points)
            QVERIFY2(discShare(hidden, at, color, radius) < 0.6,
                     qPrintable(QStringLiteral("%1 hidden at %2, %3: %4")
                                    .arg(QString::fromStdString(result.name))
                                    .arg(at.x())
                                    .arg(at.y())
                                    .arg(discShare(hidden, at, color, radius))));
        // And the line check misses the line once it is hidden.
        predicted->setVisible(false);
        QVERIFY(!uitesting::curveVisible(chartImage(*chart, kExportSize, 1), predicted));
        predicted->setVisible(true);
    }
}

void TestValidationChart::dialogTableIsValidate()
{
    const ModelDialog dialog(nullptr, ChartStyle::light());
    // It opens within a 1280 × 720 screen; its content scrolls.
    QVERIFY(dialog.width() <= 1280 && dialog.height() <= 720);
    const std::vector<ValidationResult> results = validateShipped();
    QCOMPARE(dialog.runs().size(), results.size());
    QCOMPARE(int(dialog.chart()->results().size()), relativeCount(results));
    QString shownText;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        shownText += label->text() + u'\n';
    QVERIFY(shownText.contains(QStringLiteral("5 %"))); // the target is stated
    for (std::size_t set = 0; set < results.size(); ++set) {
        const ValidationResult &expected = results[set];
        const ValidationRun &run = dialog.runs()[set];
        QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem));
        QCOMPARE(run.result.name, expected.name);
        QVERIFY(shownText.contains(QString::fromStdString(run.set.name).toHtmlEscaped()));
        QVERIFY(shownText.contains(QString::fromStdString(run.set.sourceText()).toHtmlEscaped()));
        QVERIFY(shownText.contains(format::percent(expected.maxAbsError, 2)));
        const QTableWidget *table = dialog.table(set);
        QVERIFY(table);
        QCOMPARE(table->rowCount(), int(expected.points.size()));
        QCOMPARE(table->columnCount(), 5);
        for (int row = 0; row < table->rowCount(); ++row) {
            const ValidationResult::Point &point = expected.points[std::size_t(row)];
            const auto exact = [&](int column) {
                return table->item(row, column)->data(Qt::UserRole).toDouble();
            };
            QVERIFY(sameBits(exact(ModelDialog::AdaptersColumn), double(point.adapters)));
            QVERIFY(sameBits(exact(ModelDialog::MeasuredColumn), point.measured));
            QVERIFY(sameBits(exact(ModelDialog::MeasuredRatioColumn), point.measuredRatio));
            QVERIFY(sameBits(exact(ModelDialog::PredictedRatioColumn), point.predictedRatio));
            QVERIFY(sameBits(exact(ModelDialog::ErrorColumn), point.error));
            // What the cell shows is that value.
            QCOMPARE(table->item(row, ModelDialog::PredictedRatioColumn)->text(),
                     QLocale().toString(point.predictedRatio, 'f', 4));
            QVERIFY(table->item(row, ModelDialog::ErrorColumn)
                        ->text()
                        .contains(format::percent(std::abs(point.error), 2)));
        }
    }
}

// Training and held-out errors side by side: each row the validation functions' summary of the shipped
// tables (summariseRuns), and that summary what the tables' own points give (median and worst |error|,
// a relative table's reference left out).
void TestValidationChart::dialogSummarySetsTrainingBesideHeldOut()
{
    const ModelDialog dialog(nullptr, ChartStyle::light());
    const QTableWidget *table = dialog.summaryTable();
    QVERIFY(table);
    const std::vector<ValidationSummary> summaries = summariseRuns(dialog.runs());
    QCOMPARE(table->rowCount(), int(summaries.size()));
    bool training = false;
    bool heldOut = false;
    for (int row = 0; row < table->rowCount(); ++row) {
        const ValidationSummary &summary = summaries[std::size_t(row)];
        training |= summary.role == ValidationSet::Role::Training;
        heldOut |= summary.role == ValidationSet::Role::HeldOut;
        const auto exact = [&](int column) {
            return table->item(row, column)->data(Qt::UserRole).toDouble();
        };
        QCOMPARE(table->item(row, ModelDialog::GroupColumn)->text(),
                 ModelTexts::validationGroup(summary.role, summary.mode));
        QCOMPARE(exact(ModelDialog::TablesColumn), double(summary.tables));
        QCOMPARE(exact(ModelDialog::PointsColumn), double(summary.points));
        QVERIFY(sameBits(exact(ModelDialog::MedianColumn), summary.medianAbsError));
        QVERIFY(sameBits(exact(ModelDialog::WorstColumn), summary.worstAbsError));
        QCOMPARE(table->item(row, ModelDialog::MedianColumn)->text(),
                 format::percent(summary.medianAbsError, 1));
        // The same from the tables' points, counted here.
        int tables = 0;
        std::vector<double> errors;
        for (const ValidationRun &run : dialog.runs()) {
            if (run.set.role != summary.role || run.result.mode != summary.mode)
                continue;
            ++tables;
            for (const ValidationResult::Point &point : run.result.points)
                if (summary.mode == ValidationMode::Absolute || point.adapters != run.set.referenceAdapters)
                    errors.push_back(std::abs(point.error));
        }
        std::sort(errors.begin(), errors.end());
        QCOMPARE(summary.tables, tables);
        QCOMPARE(summary.points, int(errors.size()));
        QVERIFY(!errors.empty());
        const std::size_t n = errors.size();
        const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
        QCOMPARE(summary.medianAbsError, median);
        QCOMPARE(summary.worstAbsError, errors.back());
    }
    QVERIFY(training && heldOut);
}

void TestValidationChart::dialogExportsLoadableFiles()
{
    ModelDialog dialog(nullptr, ChartStyle::dark());
    QTemporaryDir dir;
    QString error;
    // PNG: twice the export size, the points seen in it.
    const QString png = dir.filePath(QStringLiteral("validation.png"));
    QVERIFY2(dialog.exportChart(png, &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), kExportSize * 2);
    QVERIFY(uitesting::distinctColors(image) > 20);
    // SVG: text, with the data sets' names in the legend.
    const QString svg = dir.filePath(QStringLiteral("validation.svg"));
    QVERIFY2(dialog.exportChart(svg, &error), qPrintable(error));
    const uitesting::SvgContent content = uitesting::readSvg(svg);
    const QString texts = content.texts.join(u' ');
    for (const ValidationResult &result : dialog.chart()->results())
        QVERIFY2(texts.contains(QString::fromStdString(result.name)), qPrintable(texts));
    // PDF: one page, titled with the engine model.
    const QString pdf = dir.filePath(QStringLiteral("validation.pdf"));
    QVERIFY2(dialog.exportChart(pdf, &error), qPrintable(error));
    const QByteArray pdfBytes = readAll(pdf);
    QVERIFY(pdfBytes.startsWith("%PDF"));
    QCOMPARE(uitesting::pdfPageCount(pdfBytes), 1);
    QVERIFY(uitesting::pdfHasTitle(pdfBytes, dialog.chart()->exportTitle()));
    // CSV: reads back to the validation's values, bit for bit.
    const QString csv = dir.filePath(QStringLiteral("validation.csv"));
    QVERIFY2(dialog.exportChart(csv, &error), qPrintable(error));
    const QList<QStringList> rows = uitesting::parseCsv(readAll(csv));
    int row = 1;
    int set = 1;
    for (const ValidationResult &result : dialog.chart()->results()) {
        for (const ValidationResult::Point &point : result.points) {
            QVERIFY(row < rows.size());
            const QStringList &fields = rows[row++];
            QCOMPARE(fields.size(), 6);
            QCOMPARE(fields[5], QStringLiteral("engine")); // the model that drew it
            QVERIFY(sameBits(fields[0].toDouble(), double(point.adapters)));
            QCOMPARE(fields[1].toInt(), set);
            QVERIFY(sameBits(fields[2].toDouble(), point.measuredRatio));
            QVERIFY(sameBits(fields[3].toDouble(), point.predictedRatio));
            QVERIFY(sameBits(fields[4].toDouble(), point.error));
        }
        ++set;
    }
    QCOMPARE(rows.size(), row);
}

void TestValidationChart::dialogReportsFailedExports()
{
    ModelDialog dialog(nullptr, ChartStyle::light());
    QTemporaryDir dir;
    // A folder where the file should be: nothing written, the reason given.
    const QString blocked = dir.filePath(QStringLiteral("blocked.png"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("blocked.png")));
    QString error;
    QVERIFY(!dialog.exportChart(blocked, &error));
    QVERIFY2(error.contains(QStringLiteral("blocked.png")), qPrintable(error));
    // A name that says no format.
    error.clear();
    const QString unnamed = dir.filePath(QStringLiteral("validation.txt"));
    QVERIFY(!dialog.exportChart(unnamed, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFileInfo::exists(unnamed));
}

QTEST_MAIN(TestValidationChart)
#include "tst_validationchart.moc"
