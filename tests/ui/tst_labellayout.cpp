// SPDX-License-Identifier: GPL-3.0-or-later
// Labels and legends of every chart across a matrix of scenarios, sizes, languages, themes, presentation
// and pixel ratios: no label covers a curve, a data point, a marker or another label, none is cut by the
// plot's edge, no legend leaves the chart. CI runs a sampled subset; LORAFLEET_FULL_MATRIX=1
// (scripts/label-matrix.sh) runs all of it.
#include "charts/chartset.h"
#include "export/chartrender.h"
#include "model/fleetmodel.h"
#include "text/i18n.h"
#include "uitesting.h"

#include <qcustomplot.h>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace lorafleet;
using uitesting::paramsFrom;

namespace {

struct Case
{
    QString name;
    QStringList settings;
};

QList<Case> scenarios()
{
    return {
        {"defaults", {}},
        {"one adapter, uniform, batch 1", {"adapters=1", "skew=0", "batch=1"}},
        {"a million adapters", {"adapters=1000000", "plot_max_adapters=1000000"}},
        {"steep, batch 1024", {"skew=3", "batch=1024"}},
        {"flat traffic past the pool", {"adapters=512", "skew=0.5"}},
        {"tiny pool", {"pool_gb=0.1"}},
        {"huge pool, does not fit", {"pool_gb=1000"}},
        {"heavy traffic, head dedicated", {"requests_per_month=1e10", "skew=1.5"}},
        {"batch 1", {"batch=1", "adapters=120"}},
        {"engine model", {"model=engine", "adapters=300"}},
    };
}

QList<QSize> sizes()
{
    // A chart's size in the window at 1280x720 (a third of the board) and at 1366x768, presentation's
    // grid of four at 1280x720, an export, presentation at 1920x1080 and at 3840x2160.
    return {{300, 210}, {420, 260}, {640, 400}, {1200, 750}, {1900, 1000}, {3800, 1960}};
}

// How much of the curves' lines and milestone lines lies inside rect, in pixels, and how many of their
// data points and of the markers: measured here on its own, by walking every drawn segment in half-pixel
// steps.
struct Hidden
{
    double line = 0;
    int points = 0;
    QString what;
};

Hidden hiddenBy(const QCustomPlot &plot, const QRectF &rect)
{
    Hidden hidden;
    for (int i = 0; i < plot.graphCount(); ++i) {
        const QCPGraph *graph = plot.graph(i);
        if (!graph->realVisibility())
            continue;
        const bool line = graph->lineStyle() != QCPGraph::lsNone && graph->pen().style() != Qt::NoPen;
        const bool points = !graph->scatterStyle().isNone();
        const bool logValues = graph->valueAxis()->scaleType() == QCPAxis::stLogarithmic;
        std::optional<QPointF> previous;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            if (!std::isfinite(it->value) || (logValues && it->value <= 0)) {
                previous.reset();
                continue;
            }
            const QPointF at = graph->coordsToPixels(it->key, it->value);
            if (points && rect.contains(at)) {
                ++hidden.points;
                hidden.what = graph->name();
            }
            if (line && previous) {
                const double length = QLineF(*previous, at).length();
                const int steps = int(std::ceil(length * 2));
                for (int step = 0; step < steps; ++step)
                    if (rect.contains(*previous + (at - *previous) * (double(step) / steps))) {
                        hidden.line += length / steps;
                        hidden.what = graph->name();
                    }
            }
            previous = at;
        }
    }
    for (int i = 0; i < plot.itemCount(); ++i)
        if (auto *marker = qobject_cast<QCPItemTracer *>(plot.item(i));
            marker && marker->visible() && rect.contains(marker->position->pixelPosition())) {
            ++hidden.points;
            hidden.what = QStringLiteral("a marker");
        }
    // Milestone lines (the pool's boundary, "now"): vertical, across the whole plot.
    for (int i = 0; i < plot.itemCount(); ++i)
        if (auto *line = qobject_cast<QCPItemStraightLine *>(plot.item(i)); line && line->visible()) {
            const double x = line->point1->pixelPosition().x();
            if (x > rect.left() && x < rect.right()) {
                hidden.line += rect.height();
                hidden.what = QStringLiteral("a milestone line");
            }
        }
    return hidden;
}

// Where a label of size could go in the plot without hiding a curve, a point or a marker, off the
// labels placed before it: on the layout's grid of places (40 x 30 at most), with a pixel more room
// around the label than the layout asks for itself.
std::optional<QRectF> freePlace(const QCustomPlot &plot, const QSizeF &size,
                                const std::vector<std::pair<QString, QRectF>> &placed)
{
    const QRectF area = plot.axisRect()->rect();
    const double stepX = std::max(4.0, area.width() / 40);
    const double stepY = std::max(4.0, area.height() / 30);
    for (double top = area.top(); top + size.height() <= area.bottom(); top += stepY)
        for (double left = area.left(); left + size.width() <= area.right(); left += stepX) {
            const QRectF place(QPointF(left, top), size);
            if (std::any_of(placed.begin(), placed.end(), [&](const auto &other) {
                    return place.adjusted(-1, -1, 1, 1).intersects(other.second);
                }))
                continue;
            const Hidden hidden = hiddenBy(plot, place.adjusted(-3, -3, 3, 3));
            if (hidden.line == 0 && hidden.points == 0)
                return place;
        }
    return std::nullopt;
}

} // namespace

class TestLabelLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelsNeitherOverlapNorClip_data();
    void labelsNeitherOverlapNorClip();
    void overlapIsSeen();
    void swatchesGrowWithText();
    void labelsStayPutWhileDragging();
};

void TestLabelLayout::labelsNeitherOverlapNorClip_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("theme");
    QTest::addColumn<bool>("presenting");
    QTest::addColumn<double>("pixelRatio");
    const bool full = qEnvironmentVariableIntValue("LORAFLEET_FULL_MATRIX") != 0;
    int row = 0;
    // English first: a translation, once installed, stays for the rest of the run.
    for (const char *language : {"en", "ko"})
        for (const QString &theme : ChartStyle::names())
            for (const bool presenting : {false, true})
                for (const double pixelRatio : {1.0, 2.0})
                    for (const QSize size : sizes())
                        for (const Case &scenario : scenarios()) {
                            // Presentation shows one chart, or four, on a whole screen: never a third of a
                            // small window.
                            if (presenting && size.width() < 640)
                                continue;
                            // A chart 3800 pixels wide is presentation on a 4K screen at ratio 1; at ratio 2
                            // that screen shows it 1900 wide.
                            if (pixelRatio > 1 && size.width() > 2000)
                                continue;
                            // The sample: one row in 13 (13 shares no factor with the matrix's sides, so
                            // every scenario, size, language, theme and ratio comes up).
                            if (!full && row++ % 13 != 0)
                                continue;
                            QTest::addRow("%s, %dx%d, %s, %s%s, dpr %g", qPrintable(scenario.name),
                                          size.width(), size.height(), qPrintable(language),
                                          qPrintable(theme), presenting ? ", presenting" : "", pixelRatio)
                                << scenario.settings << size << QString::fromLatin1(language) << theme
                                << presenting << pixelRatio;
                        }
}

void TestLabelLayout::labelsNeitherOverlapNorClip()
{
    QFETCH(QStringList, settings);
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QFETCH(QString, theme);
    QFETCH(bool, presenting);
    QFETCH(double, pixelRatio);
    static bool korean = false;
    if (language == QLatin1String("ko") && !korean)
        QVERIFY(korean = installTranslations(language));
    const Params params = paramsFrom(settings);
    const ChartData data = uitesting::chartData(params);
    const ChartStyle style = ChartStyle::named(theme);
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        chart->setChartStyle(presenting ? style.scaled(1.6) : style);
        showOffscreen(*chart, size, data);
        // Lays the chart out and places its labels, as an export does; kept to look at when asked.
        const QImage image = chartImage(*chart, size, pixelRatio);
        if (const QString shots = qEnvironmentVariable("LORAFLEET_LABEL_SHOTS"); !shots.isEmpty())
            image.save(QStringLiteral("%1/%2-%3.png").arg(shots, chart->fileStem(), QTest::currentDataTag()));
        QCustomPlot *plot = chart->plot();
        const QRectF area = QRectF(plot->axisRect()->rect()).adjusted(-1, -1, 1, 1);
        std::vector<std::pair<QString, QRectF>> placed;
        for (QCPItemText *label : chart->labelsInLayoutOrder()) {
            const QRectF rect = chart->labelRect(label);
            const QString where = chart->fileStem() + QStringLiteral(": \"") + label->text() + u'"';
            QVERIFY2(area.contains(rect),
                     qPrintable(where +
                                QStringLiteral(" is cut by the plot's edge: %1,%2 %3x%4 in %5,%6 %7x%8")
                                    .arg(rect.x())
                                    .arg(rect.y())
                                    .arg(rect.width())
                                    .arg(rect.height())
                                    .arg(area.x())
                                    .arg(area.y())
                                    .arg(area.width())
                                    .arg(area.height())));
            for (const auto &[other, otherRect] : placed)
                QVERIFY2(!rect.adjusted(1, 1, -1, -1).intersects(otherRect),
                         qPrintable(where + QStringLiteral(" covers \"") + other + u'"'));
            // A curve may graze the label's edge (its pen is wider than a pixel), not run through it; unless
            // no place in the whole plot would hide less.
            const Hidden hidden = hiddenBy(*plot, rect.adjusted(1, 1, -1, -1));
            const bool hides = hidden.line > 2.0 || hidden.points > 0;
            const std::optional<QRectF> instead =
                hides ? freePlace(*plot, rect.size(), placed) : std::nullopt;
            QVERIFY2(!instead,
                     qPrintable(where +
                                QStringLiteral(" hides %1 px of curve and %2 points (%3) at "
                                               "%4,%5; %6,%7 is free")
                                    .arg(hidden.line, 0, 'f', 1)
                                    .arg(hidden.points)
                                    .arg(hidden.what)
                                    .arg(rect.x())
                                    .arg(rect.y())
                                    .arg(instead ? instead->x() : 0)
                                    .arg(instead ? instead->y() : 0)));
            placed.emplace_back(label->text(), rect);
        }
        QVERIFY2(QRectF(plot->rect()).contains(plot->legend->outerRect()), qPrintable(chart->fileStem()));
        // Tick labels never run together ("100200"): each axis's labels, as its ticker makes them for the
        // range and size drawn, apart along the axis.
        for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
            QVector<double> ticks;
            QVector<double> subTicks;
            QVector<QString> texts;
            axis->ticker()->generate(axis->range(), QLocale(), u'g', 6, ticks, &subTicks, &texts);
            const QFontMetricsF metrics(axis->tickLabelFont());
            const bool horizontal = axis->orientation() == Qt::Horizontal;
            for (qsizetype t = 1; t < ticks.size(); ++t) {
                const double gap = std::abs(axis->coordToPixel(ticks[t]) - axis->coordToPixel(ticks[t - 1]));
                const double needed = horizontal
                    ? (metrics.horizontalAdvance(texts[t]) + metrics.horizontalAdvance(texts[t - 1])) / 2 + 2
                    : metrics.height();
                QVERIFY2(gap >= needed,
                         qPrintable(chart->fileStem() +
                                    QStringLiteral(": tick labels %1 and %2 run "
                                                   "together (%3 px apart)")
                                        .arg(texts[t - 1], texts[t])
                                        .arg(gap)));
            }
        }
        // The title whole, within the chart's width.
        const auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
        QVERIFY(title);
        QVERIFY2(QFontMetricsF(title->font()).size(0, title->text()).width() <= plot->width(),
                 qPrintable(chart->fileStem() + QStringLiteral(": the title \"") + title->text() +
                            QStringLiteral("\" is cut")));
    }
}

// The check itself: two labels put on one spot are caught.
void TestLabelLayout::overlapIsSeen()
{
    std::vector<std::unique_ptr<Chart>> charts = createCharts();
    Chart &chart = *charts.front();
    const Params params;
    showOffscreen(chart, {1200, 750}, uitesting::chartData(params));
    chartImage(chart, {1200, 750}, 1);
    std::vector<QCPItemText *> labels;
    for (int i = 0; i < chart.plot()->itemCount(); ++i)
        if (auto *label = qobject_cast<QCPItemText *>(chart.plot()->item(i));
            label && label->visible() && !label->text().isEmpty())
            labels.push_back(label);
    QVERIFY(labels.size() >= 2);
    QVERIFY(!chart.labelRect(labels[0]).intersects(chart.labelRect(labels[1])));
    labels[1]->position->setParentAnchor(nullptr);
    labels[1]->position->setType(QCPItemPosition::ptAbsolute);
    labels[1]->position->setPixelPosition(labels[0]->position->pixelPosition());
    labels[1]->setPositionAlignment(labels[0]->positionAlignment());
    QVERIFY(chart.labelRect(labels[0]).intersects(chart.labelRect(labels[1])));
}

// A legend's swatches grow with its text (presenting on a large screen): a 40-point legend with a
// 24-pixel line beside it is hard to match with its curve.
void TestLabelLayout::swatchesGrowWithText()
{
    std::vector<std::unique_ptr<Chart>> charts = createCharts();
    Chart &chart = *charts.front();
    QCOMPARE(chart.plot()->legend->iconSize(), QSize(24, 12));
    chart.setChartStyle(ChartStyle::light().scaled(2.5));
    QCOMPARE(chart.plot()->legend->iconSize(), QSize(60, 30));
    chart.setChartStyle(ChartStyle::light());
    QCOMPARE(chart.plot()->legend->iconSize(), QSize(24, 12));
}

// Mid-drag a marker's label keeps its place beside the marker (no jumping between places); when the drag
// settles it goes where a fresh layout of the same scenario puts it.
void TestLabelLayout::labelsStayPutWhileDragging()
{
    const QSize size(300, 210);
    Params params = paramsFrom({"adapters=20"});
    const auto markerLabel = [](Chart &chart) -> QCPItemText * {
        for (QCPItemText *label : chart.labelsInLayoutOrder())
            if (label->position->parentAnchor())
                return label;
        return nullptr;
    };
    const auto offsetOf = [](Chart &chart, QCPItemText *label) {
        return chart.labelRect(label).topLeft() - label->position->parentAnchor()->pixelPosition();
    };
    int tested = 0;
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        // Shown, as in the window: a drag's frames lay out the labels in the widget's own plot.
        chart->resize(size);
        chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(chart.get()));
        params.adapters = 20;
        chart->showScenario(uitesting::chartData(params, ChartData::Change::Everything));
        chart->replotNow();
        QCPItemText *label = markerLabel(*chart);
        if (!label) // catalog growth: lines only
            continue;
        ++tested;
        const QPointF settled = offsetOf(*chart, label);
        chart->setDragging(true);
        int atSettled = 0;
        for (std::int64_t adapters = 2; adapters <= 500; adapters += 3) {
            params.adapters = adapters;
            chart->showScenario(uitesting::chartData(params, ChartData::Change::Markers));
            QVERIFY(label->visible());
            const QPointF offset = offsetOf(*chart, label);
            if ((offset - settled).manhattanLength() < 0.5) {
                ++atSettled;
                continue;
            }
            // Elsewhere only where the plot's edge pushed it back inside, at the same height or side.
            const QRectF area = chart->plot()->axisRect()->rect();
            const QRectF rect = chart->labelRect(label);
            const bool atEdge = std::abs(rect.left() - area.left()) < 0.5 ||
                std::abs(rect.right() - area.right()) < 0.5 || std::abs(rect.top() - area.top()) < 0.5 ||
                std::abs(rect.bottom() - area.bottom()) < 0.5;
            QVERIFY2(atEdge,
                     qPrintable(chart->fileStem() +
                                QStringLiteral(" at K = %1: the label moved from %2,%3 to %4,%5")
                                    .arg(adapters)
                                    .arg(settled.x())
                                    .arg(settled.y())
                                    .arg(offset.x())
                                    .arg(offset.y())));
        }
        QVERIFY(atSettled > 0);
        // Released at K = 20: where a layout without a drag puts it, whatever the drag did.
        params.adapters = 20;
        chart->showScenario(uitesting::chartData(params, ChartData::Change::Markers));
        chart->setDragging(false);
        chart->replotNow();
        QCOMPARE(offsetOf(*chart, label), settled);
        chart->hide();
    }
    QCOMPARE(tested, 4);
}

QTEST_MAIN(TestLabelLayout)
#include "tst_labellayout.moc"
