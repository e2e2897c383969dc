// SPDX-License-Identifier: GPL-3.0-or-later
// The "Why the models differ" view as a user opens it: Ctrl+Shift+4 shows it, its waterfall is
// modelBridge()'s steps (each floating bar from the running total, the totals the two models' plan costs),
// the bars are seen in the image, and the table behind it runs from the paper's cost to the engine's.
#include "charts/bridgechart.h"
#include "export/chartrender.h"
#include "export/csvtable.h"
#include "uitesting.h"
#include "window/bridgeview.h"
#include "window/mainwindow.h"
#include "window/viewswitcher.h"

#include <qcustomplot.h>

#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace lorafleet;
using View = ViewSwitcher::View;

namespace {

constexpr QSize kImageSize(1200, 750);

// Whether each floating step bar shows its colour at its middle.
bool barsSeen(const QImage &image, const BridgeChart &chart)
{
    const QCustomPlot *plot = chart.plot();
    int sampled = 0;
    for (int row = 1; row < chart.rowCount() - 1; ++row) {
        const QCPBars *bars = chart.stepBars(row);
        const double from = plot->xAxis->coordToPixel(bars->baseValue());
        const double to = plot->xAxis->coordToPixel(bars->baseValue() + bars->data()->constBegin()->value);
        if (std::abs(to - from) < 6)
            continue; // too short to sample
        ++sampled;
        if (!bars->visible() ||
            !uitesting::colorNear(image, QPointF((from + to) / 2, plot->yAxis->coordToPixel(row)),
                                  bars->brush().color(), 1, 12))
            return false;
    }
    return sampled > 0;
}

} // namespace

class TestBridgeView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void shortcutOpensTheView()
    {
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.views()->view(), View::Bridge);
        QVERIFY(window.views()->bridgeView()->isVisible());
        QVERIFY(window.views()->action(View::Bridge)->isChecked());
        QCOMPARE(window.views()->currentCharts().size(), std::size_t(1));
    }

    void barsAreTheModelsSteps_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::newRow("engine defaults") << QStringList{"model=engine"};
        QTest::newRow("the engine cheaper") << QStringList{"gpu_requests_per_month=1e6"};
    }
    void barsAreTheModelsSteps()
    {
        QFETCH(QStringList, settings);
        MainWindow window;
        window.setParams(uitesting::paramsFrom(settings));
        window.views()->setView(View::Bridge);
        window.renderNow();
        const BridgeChart *chart = window.views()->bridgeView()->chart();
        const ModelBridge model = modelBridge(window.params());
        QCOMPARE(chart->bridge().paper, model.paper);
        QCOMPARE(chart->bridge().engine, model.engine);
        // The totals: the paper's plan cost on top, the engine's at the bottom.
        QCOMPARE(chart->totalBars()->data()->findBegin(-0.1, false)->value, model.paper);
        const int rows = chart->rowCount();
        QCOMPARE(chart->totalBars()->data()->findBegin(rows - 1.1, false)->value, model.engine);
        // Every step that moves is one floating bar, on the side of its sign, of its size.
        // Every step that moves is one floating bar from the running total before it to the one after, in
        // the colour of its sign.
        double running = model.paper;
        int moving = 0;
        for (int i = 0; i < kEngineAssumptionCount; ++i) {
            const double delta = model.steps[std::size_t(i)].delta;
            const int row = chart->rowOf(EngineAssumption(i));
            QCOMPARE(row < 0, delta == 0); // a step that moves nothing has no row; the axis title names it
            if (row > 0) {
                ++moving;
                const QCPBars *bars = chart->stepBars(row);
                QCOMPARE(bars->baseValue(), std::min(running, running + delta));
                QCOMPARE(bars->data()->constBegin()->key, double(row));
                QCOMPARE(bars->data()->constBegin()->value, std::abs(delta));
                QCOMPARE(chart->raises(row), delta > 0);
            }
            running += delta;
        }
        QCOMPARE(rows, moving + 2);
        QVERIFY(std::abs(running - model.engine) <= 1e-9 * model.engine);
        // The table: a header and a row for every step; the running total ends at the engine's cost.
        const QList<QStringList> csv = uitesting::parseCsv(chartCsv(*chart, Evaluation{}));
        QCOMPARE(csv.size(), qsizetype(BridgeChart::kMaxRows) + 1);
        QCOMPARE(csv[1][0], QStringLiteral("paper"));
        QCOMPARE(csv[2][0], QStringLiteral("capacity"));
        QCOMPARE(csv.back()[0], QStringLiteral("engine"));
        QVERIFY(std::abs(csv.back()[3].toDouble() - model.engine) <= 1e-6 * model.engine);
        QVERIFY(chart->title().contains(QStringLiteral("most from the GPU's roofline")));
    }

    // While a slider moves the bridge waits (its evaluations would not fit a frame), and follows on release.
    void followsTheScenarioWhenTheDragEnds()
    {
        MainWindow window;
        window.views()->setView(View::Bridge);
        window.renderNow();
        BridgeView *view = window.views()->bridgeView();
        const double before = view->chart()->bridge().engine;
        view->setDragging(true);
        Params moved = window.params();
        moved.adapters = 300;
        view->showScenario(ChartData(std::make_shared<const Evaluation>(evaluateScenario(moved))));
        QCOMPARE(view->chart()->bridge().engine, before);
        view->setDragging(false);
        QCOMPARE(view->chart()->bridge().engine, modelBridge(moved).engine);
        QVERIFY(view->chart()->bridge().engine != before);
    }

    void barsAreSeen_data()
    {
        QTest::addColumn<QStringList>("settings");
        QTest::newRow("engine above") << QStringList{"model=engine"};
        QTest::newRow("running total below 0") << QStringList{"gpu_requests_per_month=1e6"};
    }
    void barsAreSeen()
    {
        QFETCH(QStringList, settings);
        BridgeChart chart;
        chart.showBridge(modelBridge(uitesting::paramsFrom(settings)));
        const QImage shown = chartImage(chart, kImageSize, 1);
        QVERIFY(barsSeen(shown, chart));
        // The check sees bars, not the background: without them it fails.
        chart.stepBars(1)->setVisible(false);
        QVERIFY(!barsSeen(chartImage(chart, kImageSize, 1), chart));
    }
};

QTEST_MAIN(TestBridgeView)
#include "tst_bridgeview.moc"
