// SPDX-License-Identifier: GPL-3.0-or-later
// The image checks the other tests rely on (uitesting.h) can fail: each sees a curve, a skew band, a
// label or a fill in a rendered chart, and no longer sees it once that one thing is hidden.
#include "charts/breakevenchart.h"
#include "charts/chartset.h"
#include "export/chartrender.h"
#include "export/exportformat.h"
#include "model/evaluation.h"
#include "model/fleetmodel.h"
#include "text/format.h"
#include "uitesting.h"

#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace lorafleet;
using uitesting::paramsFrom;

Q_DECLARE_METATYPE(lorafleet::CurveId)

namespace {

// The chart with this file stem, showing the default scenario at the export size.
std::unique_ptr<Chart> chartShowing(const QString &stem, const Params &params = Params{})
{
    for (std::unique_ptr<Chart> &chart : createCharts())
        if (chart->fileStem() == stem) {
            showOffscreen(*chart, kExportSize, uitesting::chartData(params));
            return std::move(chart);
        }
    return nullptr;
}

QImage render(Chart &chart)
{
    return chartImage(chart, kExportSize, 1);
}

// The labels drawn in the plot.
std::vector<QCPItemText *> labelsOf(const Chart &chart)
{
    std::vector<QCPItemText *> labels;
    for (int i = 0; i < chart.plot()->itemCount(); ++i)
        if (auto *label = qobject_cast<QCPItemText *>(chart.plot()->item(i));
            label && label->visible() && !label->text().isEmpty())
            labels.push_back(label);
    return labels;
}

} // namespace

class TestChartImages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void missingCurveIsSeen_data();
    void missingCurveIsSeen();
    void missingLabelIsSeen_data();
    void missingLabelIsSeen();
    void missingFillIsSeen();
    void engineStackIsSeen();
    void costBandIsSeen_data();
    void costBandIsSeen();
    void catalogGrowthShowsNow();
    void filesAreDrawnWholeMidDrag();
    void axesHoldWhileDragging();
    void costShadesLossAndUnfitApart();
    void breakevenSaysItsMessage();
    void costMarkerNamesThePlan();
    void freeGpusAreSaid();
    void routedFleetMarkersSitAtTheirFigures();
};

void TestChartImages::missingCurveIsSeen_data()
{
    QTest::addColumn<QString>("stem");
    QTest::addColumn<CurveId>("curve");
    QTest::addColumn<int>("band");
    QTest::addColumn<QStringList>("settings");
    // At the defaults the bands are s = 0.5, 1 and 1.5, and the current skew (1) stands for band 1.
    // The re-stream line shows where host-link overhead lifts the total above it, and R = K stands apart
    // from the curves where they fall below it: beyond a small pool.
    QTest::newRow("fleet advantage, current skew")
        << "fleet-advantage" << CurveId::CurrentSkew << 0 << QStringList{};
    QTest::newRow("fleet advantage, low band") << "fleet-advantage" << CurveId::Band << 0 << QStringList{};
    QTest::newRow("fleet advantage, high band") << "fleet-advantage" << CurveId::Band << 2 << QStringList{};
    QTest::newRow("fleet advantage, R = K")
        << "fleet-advantage" << CurveId::NoOverhead << 0 << QStringList{"pool_gb=2"};
    QTest::newRow("overhead, re-stream") << "overhead" << CurveId::Restream << 0 << QStringList{"pool_gb=2"};
    QTest::newRow("overhead, total") << "overhead" << CurveId::OverheadTotal << 0 << QStringList{};
    QTest::newRow("catalog growth, current skew")
        << "catalog-growth" << CurveId::CurrentSkew << 0 << QStringList{};
    QTest::newRow("catalog growth, low band") << "catalog-growth" << CurveId::Band << 0 << QStringList{};
    QTest::newRow("catalog growth, high band") << "catalog-growth" << CurveId::Band << 2 << QStringList{};
    QTest::newRow("catalog growth, K(t)") << "catalog-growth" << CurveId::CatalogSize << 0 << QStringList{};
    QTest::newRow("break-even, p*") << "breakeven" << CurveId::Breakeven << 0 << QStringList{};
    QTest::newRow("break-even, p1") << "breakeven" << CurveId::TopShare << 0 << QStringList{};
    QTest::newRow("cost, multiplexed") << "cost" << CurveId::CostMultiplexed << 0 << QStringList{};
    QTest::newRow("cost, dedicated") << "cost" << CurveId::CostDedicated << 0 << QStringList{};
    // Heavy traffic on a steep catalog: the operating rule dedicates the head, and its fleet is its own.
    QTest::newRow("cost, operating rule")
        << "cost" << CurveId::CostHybrid << 0 << QStringList{"requests_per_month=1e10", "skew=1.5"};
}

void TestChartImages::missingCurveIsSeen()
{
    QFETCH(QString, stem);
    QFETCH(CurveId, curve);
    QFETCH(int, band);
    QFETCH(QStringList, settings);
    const std::unique_ptr<Chart> chart = chartShowing(stem, paramsFrom(settings));
    QCPGraph *graph = chart->curve(curve, std::size_t(band));
    QVERIFY(graph && graph->visible());
    const QImage shown = render(*chart);
    QVERIFY2(uitesting::curveVisible(shown, graph),
             qPrintable(QString::number(
                 uitesting::pathCoverage(shown, graph->pen().color(), uitesting::pixelPath(graph)))));
    graph->setVisible(false);
    const QImage hidden = render(*chart);
    QVERIFY2(!uitesting::curveVisible(hidden, graph),
             qPrintable(QString::number(
                 uitesting::pathCoverage(hidden, graph->pen().color(), uitesting::pixelPath(graph)))));
    // The check looks at that curve only: the others are still seen.
    for (const Chart::Curve &other : chart->curves())
        if (other.graph != graph && other.graph->visible() &&
            other.graph->pen().color() != graph->pen().color())
            QVERIFY2(uitesting::curveVisible(hidden, other.graph), qPrintable(other.name));
}

void TestChartImages::missingLabelIsSeen_data()
{
    QTest::addColumn<QString>("stem");
    QTest::addColumn<int>("labels");
    // The marker's, the pool-fit boundary's and the identity line's; the catalog's two milestones.
    QTest::newRow("fleet advantage") << "fleet-advantage" << 3;
    QTest::newRow("overhead") << "overhead" << 2;
    QTest::newRow("catalog growth") << "catalog-growth" << 3; // and "now"
    QTest::newRow("break-even") << "breakeven" << 1;
    // The current K's two costs, and "now".
    QTest::newRow("cost") << "cost" << 3;
}

void TestChartImages::missingLabelIsSeen()
{
    QFETCH(QString, stem);
    QFETCH(int, labels);
    const std::unique_ptr<Chart> chart = chartShowing(stem);
    const QImage shown = render(*chart);
    const std::vector<QCPItemText *> shownLabels = labelsOf(*chart);
    QCOMPARE(int(shownLabels.size()), labels);
    for (QCPItemText *label : shownLabels) {
        QVERIFY2(uitesting::labelVisible(shown, label),
                 qPrintable(label->text() + QStringLiteral(": ") +
                            QString::number(uitesting::labelCoverage(shown, label))));
        label->setVisible(false);
        const QImage hidden = render(*chart);
        QVERIFY2(!uitesting::labelVisible(hidden, label),
                 qPrintable(label->text() + QStringLiteral(": ") +
                            QString::number(uitesting::labelCoverage(hidden, label))));
        label->setVisible(true);
    }
}

void TestChartImages::missingFillIsSeen()
{
    const std::unique_ptr<Chart> chart = chartShowing(QStringLiteral("overhead"));
    QCPGraph *restream = chart->curve(CurveId::Restream);
    const QColor background = chart->chartStyle().background;
    QVERIFY(uitesting::fillVisible(render(*chart), restream, background));
    restream->setBrush(Qt::NoBrush);
    QVERIFY(!uitesting::fillVisible(render(*chart), restream, background));
}

void TestChartImages::engineStackIsSeen()
{
    // Engine mode, pinned pool (host-link every step): fixed at the bottom, host-link over re-stream.
    const std::unique_ptr<Chart> chart =
        chartShowing(QStringLiteral("overhead"),
                     paramsFrom({"model=engine", "pool_policy=pinned", "pool_gb=2", "adapters=500"}));
    const QColor background = chart->chartStyle().background;
    for (const CurveId id : {CurveId::OverheadFixed, CurveId::OverheadTotal}) {
        QCPGraph *graph = chart->curve(id);
        QVERIFY(graph->visible());
        QVERIFY2(uitesting::fillVisible(render(*chart), graph, background), qPrintable(graph->name()));
        const QBrush brush = graph->brush();
        graph->setBrush(Qt::NoBrush);
        QVERIFY(!uitesting::fillVisible(render(*chart), graph, background));
        graph->setBrush(brush);
    }
    QVERIFY(uitesting::curveVisible(render(*chart), chart->curve(CurveId::OverheadFixed)));
}

void TestChartImages::costBandIsSeen_data()
{
    QTest::addColumn<QString>("theme");
    QTest::addColumn<double>("presentation"); // the presenting look's scale, 1 for the window's
    for (const QString &theme : ChartStyle::names()) {
        QTest::newRow(qPrintable(theme)) << theme << 1.0;
        QTest::newRow(qPrintable(theme + QStringLiteral(", presenting"))) << theme << 1.6;
    }
}

// Engine mode: the multiplexed fleet's held-out band is shaded around its curve in every theme, and
// the pixels between the curve and the band's low edge change once the band is gone. Paper mode has
// none.
void TestChartImages::costBandIsSeen()
{
    QFETCH(QString, theme);
    QFETCH(double, presentation);
    const std::unique_ptr<Chart> paper = chartShowing(QStringLiteral("cost"));
    QVERIFY(!paper->curve(CurveId::CostMultiplexedHigh)->visible());
    QVERIFY(!paper->curve(CurveId::CostMultiplexedLow)->visible());

    const std::unique_ptr<Chart> chart = chartShowing(QStringLiteral("cost"), paramsFrom({"model=engine"}));
    chart->setChartStyle(ChartStyle::named(theme).scaled(presentation));
    showOffscreen(*chart, kExportSize, uitesting::chartData(paramsFrom({"model=engine"})));
    QCPGraph *high = chart->curve(CurveId::CostMultiplexedHigh);
    QCPGraph *low = chart->curve(CurveId::CostMultiplexedLow);
    const QCPGraph *multiplexed = chart->curve(CurveId::CostMultiplexed);
    QVERIFY(high->visible() && low->visible());
    QCOMPARE(high->channelFillGraph(), low);
    const QColor background = chart->chartStyle().background;
    const QColor fill = high->brush().color();
    const double alpha = fill.alphaF();
    const QColor expected = QColor::fromRgbF(float(fill.redF() * alpha + background.redF() * (1 - alpha)),
                                             float(fill.greenF() * alpha + background.greenF() * (1 - alpha)),
                                             float(fill.blueF() * alpha + background.blueF() * (1 - alpha)));
    QVERIFY(!uitesting::near(expected.rgb(), background, 12)); // a band that reads against the page
    // Between the multiplexed curve and the band's low edge, clear of both lines.
    const auto bandShare = [&](const QImage &image) {
        int samples = 0;
        int found = 0;
        for (const QPointF &edge : uitesting::pixelPath(low)) {
            const double key = low->keyAxis()->pixelToCoord(edge.x());
            const auto it = multiplexed->data()->findBegin(key, false);
            if (it == multiplexed->data()->constEnd())
                continue;
            const double curve = multiplexed->valueAxis()->coordToPixel(it->value);
            if (edge.y() - curve < 8)
                continue;
            ++samples;
            // A few heights between them: a thin band (a preset with small held-out errors) may have the
            // operating rule's dashes or a thick presenting pen across one of them.
            bool seen = false;
            for (const double at : {0.3, 0.45, 0.6, 0.75})
                seen = seen ||
                    uitesting::near(image.pixel(QPointF(edge.x(), curve + at * (edge.y() - curve)).toPoint()),
                                    expected, 24);
            found += seen;
        }
        return samples >= 20 ? double(found) / samples : -1.0;
    };
    const double shown = bandShare(render(*chart).convertToFormat(QImage::Format_ARGB32));
    QVERIFY2(shown >= 0.7, qPrintable(QString::number(shown)));
    high->setBrush(Qt::NoBrush);
    const double hidden = bandShare(render(*chart).convertToFormat(QImage::Format_ARGB32));
    QVERIFY2(hidden >= 0 && hidden < 0.2, qPrintable(QString::number(hidden)));
}

// "Now" sits where K(t) first holds the current K, and says why when the horizon never gets there.
void TestChartImages::catalogGrowthShowsNow()
{
    const auto labelWith = [](const Chart &chart, const QString &start) -> QCPItemText * {
        for (QCPItemText *label : labelsOf(chart))
            if (label->text().startsWith(start))
                return label;
        return nullptr;
    };
    const std::unique_ptr<Chart> chart =
        chartShowing(QStringLiteral("catalog-growth"), paramsFrom({"adapters=120"}));
    render(*chart);
    QCPItemText *now = labelWith(*chart, QStringLiteral("now: 120 adapters"));
    QVERIFY(now);
    // Week 0 is the growth plan's start (catalog_start = 32), not now: the axis says so.
    QCOMPARE(chart->plot()->xAxis->label(), QStringLiteral("Weeks of growth from 32 adapters"));
    // The line at (120 - 32) / 4 adapters a week; its label beside it, or pointing at it where the curves
    // leave no room beside it.
    QCustomPlot *plot = chart->plot();
    const QCPItemStraightLine *line = nullptr;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *straight = qobject_cast<QCPItemStraightLine *>(plot->item(i));
            straight && straight->visible() && straight->point1->coords().x() == 22.0)
            line = straight;
    QVERIFY(line);
    const double lineX = line->point1->pixelPosition().x();
    const QRectF nowRect = chart->labelRect(now);
    bool pointed = std::min(std::abs(nowRect.left() - lineX), std::abs(nowRect.right() - lineX)) <= 12;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *leader = qobject_cast<QCPItemLine *>(plot->item(i)); leader && leader->visible())
            pointed = pointed || std::abs(leader->start->pixelPosition().x() - lineX) < 1;
    QVERIFY(pointed);
    QVERIFY(uitesting::labelVisible(render(*chart), now));

    const std::unique_ptr<Chart> far =
        chartShowing(QStringLiteral("catalog-growth"), paramsFrom({"adapters=5000"}));
    render(*far);
    // Above the growth plan's ceiling (512 by default) the catalog never gets there.
    QVERIFY(labelWith(*far, QStringLiteral("now: 5,000 adapters,\nabove the growth's ceiling (512)")));
}

// The window spares its frames (no antialiasing mid-drag, lines segment by segment); a file is drawn
// whole whenever it is made, and the window gets its own hints back.
void TestChartImages::filesAreDrawnWholeMidDrag()
{
    const std::unique_ptr<Chart> chart = chartShowing(QStringLiteral("cost"));
    QVERIFY(chart);
    const QImage settled = render(*chart);
    const QCP::AntialiasedElements settledHints = chart->plot()->notAntialiasedElements();
    QVERIFY(settledHints != QCP::aeAll);
    chart->setDragging(true);
    QCOMPARE(chart->plot()->notAntialiasedElements(), QCP::aeAll);
    const QImage midDrag = render(*chart);
    QCOMPARE(midDrag, settled);
    QCOMPARE(chart->plot()->notAntialiasedElements(), QCP::aeAll);
    QVERIFY(chart->plot()->plottingHints().testFlag(QCP::phFastPolylines));
    chart->setDragging(false);
    QCOMPARE(chart->plot()->notAntialiasedElements(), settledHints);
}

// While the skew is dragged the value axis only grows: the frame holds still and the static layers are
// not redrawn each frame; the release fits the axis to the curves again.
void TestChartImages::axesHoldWhileDragging()
{
    const std::unique_ptr<Chart> chart = chartShowing(QStringLiteral("overhead"), paramsFrom({"skew=0.6"}));
    QVERIFY(chart);
    render(*chart);
    const QCPRange wide = chart->plot()->yAxis->range();
    chart->setDragging(true);
    chart->showScenario(uitesting::chartData(paramsFrom({"skew=1.4"}), ChartData::Change::CurrentSkew));
    QCOMPARE(chart->plot()->yAxis->range(), wide); // the curves fell; the axis stays
    chart->setDragging(false);
    const QCPRange fitted = chart->plot()->yAxis->range();
    QVERIFY2(fitted.upper < wide.upper / 2, qPrintable(QString::number(fitted.upper)));
    // The same scenario shown settled fits the same way.
    const std::unique_ptr<Chart> settled = chartShowing(QStringLiteral("overhead"), paramsFrom({"skew=1.4"}));
    QCOMPARE(settled->plot()->yAxis->range(), fitted);
    // A rise beyond the axis mid-drag grows it.
    chart->setDragging(true);
    chart->showScenario(uitesting::chartData(paramsFrom({"skew=0.6"}), ChartData::Change::CurrentSkew));
    QCOMPARE(chart->plot()->yAxis->range(), wide);
}

// The savings are green only where multiplexing saves and the setup fits (issue 24): a loss (the engine
// model at a few adapters) is shaded in the warning colour, and a setup that does not fit on the GPU
// shades its savings grey.
void TestChartImages::costShadesLossAndUnfitApart()
{
    const std::unique_ptr<Chart> engine =
        chartShowing(QStringLiteral("cost"), paramsFrom({"model=engine", "lora_fixed_overhead=1"}));
    QVERIFY(engine);
    const QColor background = engine->chartStyle().background;
    QCPGraph *savings = engine->curve(CurveId::CostDedicated);
    QCPGraph *loss = engine->curve(CurveId::CostLoss);
    QCOMPARE(savings->brush().color().rgb(), engine->chartStyle().savingsRegion.rgb());
    QCOMPARE(loss->brush().color().rgb(), engine->chartStyle().warning.rgb());
    QVERIFY(uitesting::fillVisible(render(*engine), savings, background));
    engine->curve(CurveId::CostMultiplexedHigh)->setVisible(false); // its band lies over the loss
    QVERIFY(uitesting::fillVisible(render(*engine), loss, background));

    const std::unique_ptr<Chart> paper = chartShowing(QStringLiteral("cost"));
    QVERIFY(!uitesting::fillVisible(render(*paper), paper->curve(CurveId::CostLoss), background));

    const std::unique_ptr<Chart> unfit = chartShowing(QStringLiteral("cost"), paramsFrom({"pool_gb=200"}));
    QCPGraph *grey = unfit->curve(CurveId::CostDedicated);
    QCOMPARE(grey->brush().color().rgb(), unfit->chartStyle().muted.rgb());
    QVERIFY(uitesting::fillVisible(render(*unfit), grey, background));
}

// The break-even chart names its shading only where it is drawn, and its marker says the message in
// words (issue 24): the top adapter's share and the share its own GPU would need.
void TestChartImages::breakevenSaysItsMessage()
{
    const auto legendNames = [](const Chart &chart) {
        QStringList names;
        for (int i = 0; i < chart.plot()->legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(chart.plot()->legend->item(i)))
                names << item->plottable()->name();
        return names;
    };
    const QString region = BreakevenChart::tr("dedicated GPU cheaper");
    const std::unique_ptr<Chart> paper = chartShowing(QStringLiteral("breakeven"));
    QVERIFY(paper);
    QVERIFY2(!legendNames(*paper).contains(region), qPrintable(legendNames(*paper).join(u',')));
    QVERIFY(!uitesting::fillVisible(render(*paper), paper->curve(CurveId::DedicatedRegion),
                                    paper->chartStyle().background));
    const Figures f = evaluate(Params{});
    const std::vector<QCPItemText *> labels = labelsOf(*paper);
    QVERIFY(std::any_of(labels.begin(), labels.end(), [&](const QCPItemText *label) {
        return label->text().simplified().contains(format::percent(f.topAdapterShare, 1)) &&
            label->text().simplified().contains(format::percent(f.breakevenShare, 1)) &&
            label->text().contains(QStringLiteral("own GPU"));
    }));
    const std::unique_ptr<Chart> engine =
        chartShowing(QStringLiteral("breakeven"), paramsFrom({"model=engine"}));
    QVERIFY(legendNames(*engine).contains(region));
    QVERIFY(uitesting::fillVisible(render(*engine), engine->curve(CurveId::DedicatedRegion),
                                   engine->chartStyle().background));
}

QTEST_MAIN(TestChartImages)
// One verdict (issue 24): where the plan dedicates adapters the cost chart's marker sits on the
// operating rule and names the plan's price, as the headline and the Plan tile do; else it is the
// multiplexed fleet's. The engine model's defaults dedicate 3 adapters; the paper's dedicate none.
void TestChartImages::costMarkerNamesThePlan()
{
    for (const bool engine : {true, false}) {
        const Params params = paramsFrom({engine ? "model=engine" : "model=paper"});
        const Evaluation e = evaluateScenario(params);
        QCOMPARE(e.figures.planDedicates(), engine);
        const std::unique_ptr<Chart> chart = chartShowing(QStringLiteral("cost"), params);
        QVERIFY(chart);
        const FigureBands &bands = e.bands;
        const QString price = !engine
            ? format::moneyPerMonth(e.figures.costMultiplexPerMonth)
            : format::moneyRangePerMonth(bands.costHybridPerMonth.low, bands.costHybridPerMonth.high);
        const std::vector<QCPItemText *> labels = labelsOf(*chart);
        QVERIFY2(
            std::any_of(labels.begin(), labels.end(), [&](QCPItemText *l) { return l->text() == price; }),
            qPrintable(price));
        QCPGraph *onCurve = chart->curve(engine ? CurveId::CostHybrid : CurveId::CostMultiplexed);
        bool found = false;
        for (int i = 0; i < chart->plot()->itemCount(); ++i)
            if (auto *tracer = qobject_cast<QCPItemTracer *>(chart->plot()->item(i)))
                found = found || (tracer->visible() && tracer->graph() == onCurve);
        QVERIFY(found);
    }
}

// At $0 an hour every fleet costs $0, which the log axis cannot draw: the chart says so, and only then.
void TestChartImages::freeGpusAreSaid()
{
    for (const char *price : {"gpu_price_per_hour=0", "gpu_price_per_hour=5"}) {
        const std::unique_ptr<Chart> chart = chartShowing(QStringLiteral("cost"), paramsFrom({price}));
        QVERIFY(chart);
        const std::vector<QCPItemText *> labels = labelsOf(*chart);
        const bool said = std::any_of(labels.begin(), labels.end(), [](QCPItemText *l) {
            return l->visible() && l->text().contains(QStringLiteral("every fleet costs $0"));
        });
        QCOMPARE(said, QByteArray(price).endsWith("=0"));
    }
}

// A routed fleet (here 8 given replicas under affinity: 8 GPUs, R = 4) is not the load-balanced fleet the
// curves plot (about 1.1 GPUs, R = 30 at K = 32): the cost and fleet-advantage markers sit at the
// figures their labels say, not on those curves.
void TestChartImages::routedFleetMarkersSitAtTheirFigures()
{
    const Params params = paramsFrom({"replicas=8", "routing=affinity"});
    const Evaluation e = evaluateScenario(params);
    QVERIFY(e.figures.fleet.multiplexedIsRouted);
    QVERIFY(!e.figures.planDedicates());
    for (const auto &[stem, figure] :
         {std::pair(QStringLiteral("cost"), e.figures.costMultiplexPerMonth),
          std::pair(QStringLiteral("fleet-advantage"), e.figures.fleetAdvantage)}) {
        const std::unique_ptr<Chart> chart = chartShowing(stem, params);
        QVERIFY(chart);
        bool found = false;
        for (int i = 0; i < chart->plot()->itemCount(); ++i)
            if (auto *tracer = qobject_cast<QCPItemTracer *>(chart->plot()->item(i));
                tracer && tracer->visible() && !tracer->graph())
                found = found ||
                    (tracer->position->coords().x() == double(params.adapters) &&
                     tracer->position->coords().y() == figure);
        QVERIFY2(found, qPrintable(stem));
    }
}

#include "tst_chartimages.moc"
