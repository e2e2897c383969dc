// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer window as a user drives it, offscreen: sliders, typed values, the charts' data, the
// verdict, the layout at 1280x720, live coalesced updates and hover.
#include "charts/chart.h"
#include "charts/chartset.h"
#include "document/scenariodocument.h"
#include "io/calibration.h"
#include "model/fleetgrid.h"
#include "panels/choiceswitch.h"
#include "panels/parameterpanel.h"
#include "panels/paramspinbox.h"
#include "panels/summarypanel.h"
#include "text/format.h"
#include "text/skewbands.h"
#include "uitesting.h"
#include "window/mainwindow.h"
#include "window/viewswitcher.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

using namespace lorafleet;

namespace {

// Every curve on every chart equals the model's series for the window's scenario.
void verifyChartsShowTheModel(MainWindow &window)
{
    const Series series = computeSeries(window.params());
    const auto sameAs = [](const QCPGraph *graph, const Eigen::ArrayXd &keys, const Eigen::ArrayXd &values) {
        return uitesting::keys(graph).size() == keys.size() && (uitesting::keys(graph) == keys).all() &&
            (uitesting::values(graph) == values).all();
    };
    // Fleet advantage and catalog growth: the current skew, and each band in use (SkewBands::kMax
    // graphs are ready for them).
    const auto skewCurves = [&](const Chart *chart, const std::vector<SkewCurve> &curves,
                                const Eigen::ArrayXd &keys) {
        QVERIFY(sameAs(chart->curve(CurveId::CurrentSkew), keys, curves.back().values));
        QVERIFY(chart->curve(CurveId::Band, SkewBands::kMax - 1) &&
                !chart->curve(CurveId::Band, SkewBands::kMax));
        for (std::size_t i = 0; i + 1 < curves.size(); ++i)
            if (chart->curve(CurveId::Band, i)->visible())
                QVERIFY(sameAs(chart->curve(CurveId::Band, i), keys, curves[i].values));
    };
    const ChartSet &charts = window.charts();
    skewCurves(charts.get<FleetAdvantageChart>(), series.fleetAdvantage, series.adapters);
    skewCurves(charts.get<CatalogGrowthChart>(), series.catalogGrowth, series.weeks);
    QVERIFY(sameAs(charts.get<CatalogGrowthChart>()->curve(CurveId::CatalogSize), series.weeks,
                   series.catalogAdapters));
    // Overhead: re-stream, and re-stream + host-link stacked on it.
    const OverheadChart *overhead = charts.get<OverheadChart>();
    // The engine model stacks them on its fixed term, and its memory term on top where there is one.
    const bool engine = series.model == ModelKind::Engine;
    const Eigen::ArrayXd fixed = engine ? series.overheadFixed : Eigen::ArrayXd::Zero(series.adapters.size());
    QCOMPARE(overhead->curve(CurveId::OverheadFixed)->visible(), engine);
    if (engine)
        QVERIFY(sameAs(overhead->curve(CurveId::OverheadFixed), series.adapters, fixed));
    QVERIFY(sameAs(overhead->curve(CurveId::Restream), series.adapters, fixed + series.overheadRestream));
    QVERIFY(sameAs(overhead->curve(CurveId::OverheadTotal), series.adapters,
                   fixed + series.overheadRestream + series.overheadHostlink));
    QCOMPARE(overhead->curve(CurveId::OverheadMemory)->visible(),
             engine && (series.overheadMemory > 0).any());
    // Break-even: p*, p1.
    const BreakevenChart *breakeven = charts.get<BreakevenChart>();
    QVERIFY(sameAs(breakeven->curve(CurveId::Breakeven), series.adapters, series.breakevenShare));
    QVERIFY(sameAs(breakeven->curve(CurveId::TopShare), series.adapters, series.topAdapterShare));
    // Monthly cost: the three fleets priced at the window's price (it moves no series).
    const CostCurves costs = monthlyCostCurves(window.params(), series);
    const CostChart *cost = charts.get<CostChart>();
    QVERIFY(sameAs(cost->curve(CurveId::CostMultiplexed), series.adapters, costs.multiplexed));
    QVERIFY(sameAs(cost->curve(CurveId::CostDedicated), series.adapters, costs.dedicated));
    QVERIFY(sameAs(cost->curve(CurveId::CostHybrid), series.adapters, costs.hybrid));
}

QLineEdit *editorOf(QWidget *field)
{
    return field->findChild<QLineEdit *>();
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void opensOnTheDefaultScenario();
    void hiddenChartsCatchUpWhenShown();
    void slidersChangeTheScenario_data();
    void slidersChangeTheScenario();
    void fieldAndSliderStayInSync();
    void arrowKeysStepCountsByOne();
    void keysStepInRoundUnits_data();
    void keysStepInRoundUnits();
    void typedOutOfRangeIsRejected_data();
    void typedOutOfRangeIsRejected();
    void typedValueAnyIntegerBeyondTheSlider();
    void advancedFieldsEditEveryOtherParameter();
    void ceilingBelowStartIsRejected();
    void verdictChangesAtTheBoundaries();
    void memoryOverBudgetIsShown();
    void resetToDefaults();
    void layoutAt1280x720();
    void summaryKeepsItsHeightDuringADrag();
    void presentationFillsSmallScreens_data();
    void presentationFillsSmallScreens();
    void sliderPanelIsNeverCut();
    void liveUpdatesAreCoalesced();
    void draggingDropsAntialiasingUntilRelease();
    void hoverShowsExactValues();
    void measuredPointsBesideTheModel();
    void engineSwitchShowsTheEngineFigures();
};

void TestMainWindow::opensOnTheDefaultScenario()
{
    MainWindow window;
    window.renderNow();
    QVERIFY(window.params() == Params{});
    QCOMPARE(window.summaryPanel()->verdictHeadline(),
             QStringLiteral("Multiplex: all 32 adapters fit in the pool."));
    verifyChartsShowTheModel(window);
    const auto figures = window.summaryPanel()->figureTexts();
    QVERIFY(figures[0].second.startsWith(QStringLiteral("29.8×")));
    QVERIFY(figures[1].second.startsWith(QStringLiteral("223")));
}

void TestMainWindow::slidersChangeTheScenario_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("position");
    QTest::addColumn<double>("expected");
    QTest::newRow("adapters (log slider)") << "adapters" << 1000 << 512.0;
    QTest::newRow("adapters mid") << "adapters" << 500 << std::round(std::exp(0.5 * std::log(512.0)));
    QTest::newRow("skew") << "skew" << 150 << 1.5;
    QTest::newRow("batch") << "batch" << 63 << 64.0;
    QTest::newRow("pool") << "pool_gb" << 41 << 20.5;
    // The price slider moves in quarter dollars: a drag lands on round prices.
    QTest::newRow("price") << "gpu_price_per_hour" << 12 << 3.0;
    QTest::newRow("price 12.25") << "gpu_price_per_hour" << 49 << 12.25;
}

void TestMainWindow::slidersChangeTheScenario()
{
    QFETCH(QString, key);
    QFETCH(int, position);
    QFETCH(double, expected);
    MainWindow window;
    window.renderNow();
    const Params before = window.params();
    QSlider *slider = window.parameterPanel()->slider(key.toStdString());
    QVERIFY(slider);
    slider->setValue(position);
    window.renderNow();
    Params expectedParams = before;
    QVERIFY(!setParam(expectedParams, key.toStdString(), formatNumber(expected)));
    QVERIFY(window.params() == expectedParams);
    QCOMPARE(window.parameterPanel()->field(key.toStdString())->value(), expected);
    verifyChartsShowTheModel(window);
    // The summary follows: it shows the model's figures for the new scenario.
    const Figures figures = evaluate(window.params());
    QCOMPARE(window.figures().fleetAdvantage, figures.fleetAdvantage);
}

// Below 100, one arrow press adds or removes one adapter, wherever K sits on the logarithmic slider.
void TestMainWindow::arrowKeysStepCountsByOne()
{
    MainWindow window;
    QSlider *adapters = window.parameterPanel()->slider("adapters");
    // A slider position there is less than one adapter: one press is still exactly one.
    for (const std::int64_t start : {1, 32, 99}) {
        window.parameterPanel()->field("adapters")->setValue(double(start));
        QCOMPARE(window.params().adapters, start);
        QTest::keyClick(adapters, Qt::Key_Right);
        QCOMPARE(window.params().adapters, start + 1);
        QTest::keyClick(adapters, Qt::Key_Left);
        QTest::keyClick(adapters, Qt::Key_Left);
        QCOMPARE(window.params().adapters, std::max<std::int64_t>(1, start - 1));
    }
}

// Arrows and Page Up/Down step in round units, the same on the field and on its slider: K by one up to
// 100, then along 1-2-5 (Page keys along 1-2-5 at any K); the price by $0.25, the skew by 0.05.
void TestMainWindow::keysStepInRoundUnits_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("start");
    QTest::addColumn<int>("steps"); // +1 right/up, -1 left/down
    QTest::addColumn<bool>("page");
    QTest::addColumn<double>("expected");
    const QString k = QStringLiteral("adapters");
    QTest::newRow("K 32 up") << k << 32.0 << 1 << false << 33.0;
    QTest::newRow("K 99 up") << k << 99.0 << 1 << false << 100.0;
    QTest::newRow("K 100 up") << k << 100.0 << 1 << false << 200.0;
    QTest::newRow("K 150 up") << k << 150.0 << 1 << false << 200.0;
    QTest::newRow("K 200 up") << k << 200.0 << 1 << false << 500.0;
    QTest::newRow("K 500 up") << k << 500.0 << 1 << false << 1000.0;
    QTest::newRow("K 1000 up") << k << 1000.0 << 1 << false << 2000.0;
    QTest::newRow("K 200 down") << k << 200.0 << -1 << false << 100.0;
    QTest::newRow("K 150 down") << k << 150.0 << -1 << false << 100.0;
    QTest::newRow("K 100 down") << k << 100.0 << -1 << false << 99.0;
    QTest::newRow("K 2 down") << k << 2.0 << -1 << false << 1.0;
    QTest::newRow("K 1 down") << k << 1.0 << -1 << false << 1.0;
    QTest::newRow("K 32 page up") << k << 32.0 << 1 << true << 50.0;
    QTest::newRow("K 100 page up") << k << 100.0 << 1 << true << 200.0;
    QTest::newRow("K 32 page down") << k << 32.0 << -1 << true << 20.0;
    QTest::newRow("K 1000 page down") << k << 1000.0 << -1 << true << 500.0;
    const QString price = QStringLiteral("gpu_price_per_hour");
    QTest::newRow("price 5 up") << price << 5.0 << 1 << false << 5.25;
    QTest::newRow("price 5.1 up") << price << 5.1 << 1 << false << 5.25;
    QTest::newRow("price 5.1 down") << price << 5.1 << -1 << false << 5.0;
    QTest::newRow("price 5 down") << price << 5.0 << -1 << false << 4.75;
    QTest::newRow("price 5 page up") << price << 5.0 << 1 << true << 7.5;
    const QString skew = QStringLiteral("skew");
    QTest::newRow("skew 1 up") << skew << 1.0 << 1 << false << 1.05;
    QTest::newRow("skew 1 down") << skew << 1.0 << -1 << false << 0.95;
    QTest::newRow("skew 1.02 down") << skew << 1.02 << -1 << false << 1.0;
    QTest::newRow("skew 0.05 down") << skew << 0.05 << -1 << false << 0.0;
    QTest::newRow("skew 1 page up") << skew << 1.0 << 1 << true << 1.5;
}

void TestMainWindow::keysStepInRoundUnits()
{
    QFETCH(QString, key);
    QFETCH(double, start);
    QFETCH(int, steps);
    QFETCH(bool, page);
    QFETCH(double, expected);
    const QByteArray name = key.toUtf8();
    const ParamInfo &info = *findParam(name.toStdString());
    for (const bool onSlider : {true, false}) {
        MainWindow window;
        ParamSpinBox *field = window.parameterPanel()->field(name.constData());
        field->setValue(start);
        QCOMPARE(numericParamValue(window.params(), info), start);
        const Qt::Key pressed = page ? (steps > 0 ? Qt::Key_PageUp : Qt::Key_PageDown)
            : onSlider               ? (steps > 0 ? Qt::Key_Right : Qt::Key_Left)
                                     : (steps > 0 ? Qt::Key_Up : Qt::Key_Down);
        if (onSlider)
            QTest::keyClick(window.parameterPanel()->slider(name.constData()), pressed);
        else
            QTest::keyClick(field, pressed);
        QVERIFY2(qFuzzyCompare(numericParamValue(window.params(), info), expected),
                 qPrintable(QStringLiteral("%1: %2")
                                .arg(onSlider ? u"slider" : u"field")
                                .arg(numericParamValue(window.params(), info))));
    }
}

void TestMainWindow::fieldAndSliderStayInSync()
{
    MainWindow window;
    ParamSpinBox *skew = window.parameterPanel()->field("skew");
    skew->setValue(2.0);
    QCOMPARE(window.parameterPanel()->slider("skew")->value(), 200);
    QCOMPARE(window.params().skew, 2.0);
    window.parameterPanel()->slider("batch")->setValue(127);
    QCOMPARE(window.parameterPanel()->field("batch")->value(), 128.0);
}

void TestMainWindow::typedOutOfRangeIsRejected_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("message");
    QTest::newRow("batch too large") << "batch"
                                     << "5000"
                                     << "batch = 5000 is not valid: expected an integer from 1 to 4096";
    QTest::newRow("zero adapters") << "adapters"
                                   << "0"
                                   << "adapters = 0 is not valid: expected an integer from 1";
    QTest::newRow("fractional adapters") << "adapters"
                                         << "2.5"
                                         << "adapters = 2.5 is not valid";
    QTest::newRow("negative pool") << "pool_gb"
                                   << "-3"
                                   << "pool_gb = -3 is not valid: expected a real number from 0";
    QTest::newRow("skew beyond 20") << "skew"
                                    << "25"
                                    << "skew = 25 is not valid: expected a real number from 0 to 20";
    QTest::newRow("not a number") << "gpu_price_per_hour"
                                  << "cheap"
                                  << "gpu_price_per_hour = cheap is not a number";
    QTest::newRow("zero base (advanced)") << "base_gb"
                                          << "0"
                                          << "base_gb = 0 is not valid";
}

void TestMainWindow::typedOutOfRangeIsRejected()
{
    QFETCH(QString, key);
    QFETCH(QString, typed);
    QFETCH(QString, message);
    MainWindow window;
    window.show();
    window.parameterPanel()->setAdvancedVisible(true);
    window.renderNow();
    const Params before = window.params();
    ParamSpinBox *field = window.parameterPanel()->field(key.toStdString());
    QVERIFY(field);
    const QString shownBefore = editorOf(field)->text();
    field->setFocus();
    editorOf(field)->selectAll();
    QTest::keyClicks(field, typed);
    // Marked and explained while typed...
    QVERIFY2(field->problem().contains(message), qPrintable(field->problem()));
    QVERIFY(field->property("invalid").toBool());
    QVERIFY(window.parameterPanel()->problemText().contains(message));
    // ...and on Enter refused: the scenario and the field stay as they were.
    QTest::keyClick(field, Qt::Key_Return);
    window.renderNow();
    QVERIFY(window.params() == before);
    QCOMPARE(editorOf(field)->text(), shownBefore);
    QVERIFY2(window.parameterPanel()->problemText().contains(message),
             qPrintable(window.parameterPanel()->problemText()));
    QVERIFY(window.parameterPanel()->problemText().contains(QStringLiteral("unchanged")));
    QVERIFY(!field->property("invalid").toBool());
}

void TestMainWindow::typedValueAnyIntegerBeyondTheSlider()
{
    MainWindow window;
    window.show();
    ParamSpinBox *adapters = window.parameterPanel()->field("adapters");
    adapters->setFocus();
    editorOf(adapters)->selectAll();
    QTest::keyClicks(adapters, QStringLiteral("123457"));
    QTest::keyClick(adapters, Qt::Key_Return);
    window.renderNow();
    QCOMPARE(window.params().adapters, std::int64_t(123457));
    QCOMPARE(window.parameterPanel()->slider("adapters")->value(), 1000); // pinned at its end
    QVERIFY(window.parameterPanel()->problemText().isEmpty());
    // The K axes reach the typed K.
    QCOMPARE(window.series().adapters(window.series().adapters.size() - 1), 123457.0);
    verifyChartsShowTheModel(window);
}

void TestMainWindow::advancedFieldsEditEveryOtherParameter()
{
    MainWindow window;
    ParameterPanel *panel = window.parameterPanel();
    for (const ParamInfo &info : paramInfos()) {
        if (info.mainControl)
            continue;
        if (info.kind == ParamInfo::Kind::RealList) {
            panel->skewBandsField()->setText(QStringLiteral("0.3, 2"));
            Q_EMIT panel->skewBandsField()->editingFinished();
            QCOMPARE(window.params().skewBands, (std::vector<double>{0.3, 2.0}));
        } else if (info.kind == ParamInfo::Kind::Boolean) {
            panel->wholeGpusField()->setChecked(true);
            QVERIFY(window.params().wholeGpus);
        } else if (info.kind == ParamInfo::Kind::Choice) {
            // Segmented buttons: a click chooses the other name; undo brings the first back.
            ChoiceSwitch *choice = panel->choice(info.key);
            QVERIFY2(choice, info.key.data());
            const std::string before = paramText(window.params(), info);
            const int other = before == info.choices().at(0) ? 1 : 0;
            choice->button(other)->click();
            QCOMPARE(paramText(window.params(), info), std::string(info.choices().at(std::size_t(other))));
            window.document()->undoStack()->undo();
            QCOMPARE(paramText(window.params(), info), before);
            QCOMPARE(choice->index(), 1 - other);
            window.document()->undoStack()->redo();
            QCOMPARE(choice->index(), other);
        } else {
            ParamSpinBox *field = panel->field(info.key);
            QVERIFY2(field, info.key.data());
            QVERIFY(!field->toolTip().isEmpty());
            const double value = info.key == "catalog_ceiling" ? 600 : field->value() + field->singleStep();
            field->setValue(value);
            Params probe;
            std::visit(
                [&](auto member) {
                    using T = std::decay_t<decltype(probe.*member)>;
                    if constexpr (std::is_same_v<T, double> || std::is_same_v<T, std::int64_t>)
                        QCOMPARE(double(window.params().*member), value);
                },
                info.field);
        }
    }
    window.renderNow();
    verifyChartsShowTheModel(window);
    // An invalid band list is refused with its message.
    panel->skewBandsField()->setText(QStringLiteral("0.5, -1"));
    Q_EMIT panel->skewBandsField()->editingFinished();
    QCOMPARE(window.params().skewBands, (std::vector<double>{0.3, 2.0}));
    QVERIFY(panel->problemText().contains(QStringLiteral("skew_bands = 0.5, -1 is not valid")));
}

void TestMainWindow::ceilingBelowStartIsRejected()
{
    MainWindow window;
    const Params before = window.params();
    window.parameterPanel()->field("catalog_ceiling")->setValue(10);
    QVERIFY(window.params() == before);
    QVERIFY(window.parameterPanel()->problemText().contains(
        QStringLiteral("catalog_ceiling = 10 is not valid: expected an integer from catalog_start (32)")));
    QCOMPARE(window.parameterPanel()->field("catalog_ceiling")->value(), 512.0);
}

void TestMainWindow::verdictChangesAtTheBoundaries()
{
    MainWindow window;
    const auto headlineAt = [&](std::int64_t k) {
        Params p = window.params();
        p.adapters = k;
        window.setParams(p);
        window.renderNow();
        return window.summaryPanel()->verdictHeadline();
    };
    const QString one = headlineAt(1);
    const QString atBoundary = headlineAt(223);
    const QString beyond = headlineAt(224);
    QVERIFY2(one.startsWith(QStringLiteral("Either")), qPrintable(one));
    QCOMPARE(atBoundary, QStringLiteral("Multiplex: all 223 adapters fit in the pool."));
    QCOMPARE(beyond, QStringLiteral("Multiplex, but the pool overflows."));
    QVERIFY(window.summaryPanel()->verdictDetail().contains(QStringLiteral("1 of 224 adapters do not fit")));
    QVERIFY(one != atBoundary && atBoundary != beyond && one != beyond);
}

void TestMainWindow::memoryOverBudgetIsShown()
{
    MainWindow window;
    Params p;
    p.poolGb = 80;
    window.setParams(p);
    window.renderNow();
    QVERIFY(window.summaryPanel()->memoryWarning().contains(QStringLiteral("over by 20 GB")));
    QVERIFY(window.summaryPanel()->memoryWarning().startsWith(QStringLiteral("Does not fit on the GPU")));
    p.poolGb = 50;
    window.setParams(p);
    window.renderNow();
    QVERIFY(window.summaryPanel()->memoryWarning().isEmpty());
}

void TestMainWindow::resetToDefaults()
{
    MainWindow window;
    window.parameterPanel()->slider("skew")->setValue(30);
    window.parameterPanel()->field("hbm_gb")->setValue(80);
    QVERIFY(!(window.params() == Params{}));
    QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("resetButton")), Qt::LeftButton);
    window.renderNow();
    QVERIFY(window.params() == Params{});
    QCOMPARE(window.parameterPanel()->field("hbm_gb")->value(), 141.0);
    QCOMPARE(window.parameterPanel()->slider("skew")->value(), 100);
}

void TestMainWindow::layoutAt1280x720()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    QCOMPARE(window.size(), QSize(1280, 720));
    std::vector<QRect> rects;
    for (Chart *chart : window.charts()) {
        const QRect rect(chart->mapTo(&window, QPoint(0, 0)), chart->size());
        QVERIFY2(chart->isVisible(), qPrintable(chart->fileStem()));
        QVERIFY2(window.rect().contains(rect), qPrintable(chart->fileStem()));
        QVERIFY2(rect.width() >= 280 && rect.height() >= 200, qPrintable(chart->fileStem()));
        QCustomPlot *plot = chart->plot();
        // Nothing inside the chart is cut: axis rect of a usable size, title and legend within.
        QVERIFY2(plot->axisRect()->width() > 180 && plot->axisRect()->height() > 80,
                 qPrintable(chart->fileStem()));
        QVERIFY(plot->rect().contains(plot->legend->outerRect()));
        auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
        QVERIFY(title);
        QVERIFY2(QFontMetrics(title->font()).horizontalAdvance(title->text()) < plot->width() - 8,
                 qPrintable(title->text()));
        for (int i = 0; i < plot->legend->elementCount(); ++i)
            if (QCPLayoutElement *item = plot->legend->elementAt(i))
                QVERIFY2(item->outerRect().right() <= plot->width(), qPrintable(chart->fileStem()));
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto *label = qobject_cast<QCPItemText *>(plot->item(i));
            if (!label || !label->visible() || label->text().isEmpty())
                continue;
            const QPointF at = label->position->pixelPosition();
            QVERIFY2(at.x() >= plot->axisRect()->left() - 1 && at.x() <= plot->axisRect()->right() + 1,
                     qPrintable(label->text()));
        }
        for (const QRect &other : rects)
            QVERIFY(!rect.intersects(other));
        rects.push_back(rect);
    }
    const QRect summary(window.summaryPanel()->mapTo(&window, QPoint(0, 0)), window.summaryPanel()->size());
    QVERIFY(window.summaryPanel()->isVisible() && window.rect().contains(summary));
    for (const QRect &chart : rects)
        QVERIFY(!summary.intersects(chart));
    const QRect panel(window.parameterPanel()->mapTo(&window, QPoint(0, 0)), window.parameterPanel()->size());
    QVERIFY(window.parameterPanel()->isVisible());
    QVERIFY(!panel.intersects(summary));
}

// Every figure stays on one line (elided, whole in the tooltip) and the verdict's detail keeps two lines:
// the summary never changes height as K sweeps, the skew or the model changes, so the charts below it
// never move during a drag.
void TestMainWindow::summaryKeepsItsHeightDuringADrag()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SummaryPanel *summary = window.summaryPanel();
    const int height = summary->height();
    for (const int model : {0, 1}) {
        window.parameterPanel()->choice("model")->button(model)->click();
        for (const double adapters : {1.0, 7.0, 32.0, 333.0, 4096.0, 99999.0, 1e6})
            for (const double skew : {0.0, 1.05, 2.95}) {
                window.parameterPanel()->field("adapters")->setValue(adapters);
                window.parameterPanel()->field("skew")->setValue(skew);
                window.renderNow();
                QCoreApplication::processEvents();
                QVERIFY2(summary->height() == height,
                         qPrintable(QStringLiteral("K %1 s %2: %3 px, was %4")
                                        .arg(adapters)
                                        .arg(skew)
                                        .arg(summary->height())
                                        .arg(height)));
            }
    }
    // The whole figure is still there to read.
    for (const auto &[caption, value] : summary->figureTexts())
        QVERIFY2(!value.contains(QChar(0x2026)), qPrintable(caption + value));
}

void TestMainWindow::presentationFillsSmallScreens_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1366x768") << QSize(1366, 768);
}

// Presentation-size text still fits the smallest common screens: the window stays exactly their size.
void TestMainWindow::presentationFillsSmallScreens()
{
    QFETCH(QSize, size);
    MainWindow window;
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setPresentationMode(true, false);
    window.renderNow();
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), size);
    QCOMPARE(window.grab().size(), size);
    QVERIFY(window.rect().contains(
        QRect(window.summaryPanel()->mapTo(&window, QPoint(0, 0)), window.summaryPanel()->size())));
}

// The sliders' column is never narrower than the panel needs, so no unit is cut ("rec", "US"): with the
// Advanced section open (its scroll bar appears) and in presentation-size text, at 1280x720.
void TestMainWindow::sliderPanelIsNeverCut()
{
    MainWindow window;
    ParameterPanel *panel = window.parameterPanel();
    panel->setAdvancedVisible(true);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const bool presenting : {false, true}) {
        window.setPresentationMode(presenting, false);
        window.renderNow();
        QCoreApplication::processEvents();
        QCOMPARE(window.size(), QSize(1280, 720));
        // What shows of the panel: the scroll area's viewport (the panel itself is never narrower than its
        // minimum; beyond the viewport it is cut).
        const QWidget *shown = panel->parentWidget();
        QVERIFY2(shown->width() >= panel->minimumSizeHint().width(),
                 qPrintable(QStringLiteral("presenting %1: %2 px of %3")
                                .arg(presenting)
                                .arg(shown->width())
                                .arg(panel->minimumSizeHint().width())));
    }
}

void TestMainWindow::liveUpdatesAreCoalesced()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    QCoreApplication::processEvents();
    std::vector<std::unique_ptr<QSignalSpy>> spies;
    for (Chart *chart : window.charts())
        spies.push_back(std::make_unique<QSignalSpy>(chart, &Chart::replotted));
    QSlider *skew = window.parameterPanel()->slider("skew");
    for (int position = 50; position < 70; ++position) // a burst of slider events in one frame
        skew->setValue(position);
    QCOMPARE(window.params().skew, 0.69);
    QTRY_VERIFY(std::all_of(spies.begin(), spies.end(), [](const auto &spy) { return spy->count() >= 1; }));
    QTest::qWait(50);
    for (const auto &spy : spies)
        QCOMPARE(spy->count(), 1); // one replot for twenty changes
    verifyChartsShowTheModel(window);
}

void TestMainWindow::draggingDropsAntialiasingUntilRelease()
{
    MainWindow window;
    window.show();
    window.renderNow();
    QSlider *skew = window.parameterPanel()->slider("skew");
    Q_EMIT skew->sliderPressed();
    for (Chart *chart : window.charts()) {
        QVERIFY(chart->isDragging());
        QCOMPARE(chart->plot()->notAntialiasedElements(), QCP::aeAll);
    }
    skew->setValue(130);
    window.renderNow();
    verifyChartsShowTheModel(window); // the data is exact while dragging too
    Q_EMIT skew->sliderReleased();
    for (Chart *chart : window.charts()) {
        QVERIFY(!chart->isDragging());
        // Curves, markers and texts antialiased again (fills, grid and axes need not be: Chart says why).
        const QCP::AntialiasedElements plain = chart->plot()->notAntialiasedElements();
        QVERIFY(!(plain & (QCP::aePlottables | QCP::aeItems | QCP::aeScatters | QCP::aeLegendItems)));
    }
}

void TestMainWindow::hoverShowsExactValues()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    Chart *fleet = window.charts().get<FleetAdvantageChart>();
    QCustomPlot *plot = fleet->plot();
    const double r = window.figures().fleetAdvantage;
    const QPointF at(plot->xAxis->coordToPixel(32), plot->yAxis->coordToPixel(r));
    const QString text = fleet->describeNearest(at);
    QVERIFY2(text.contains(QStringLiteral("K = 32")) && text.contains(QStringLiteral("29.78")),
             qPrintable(text));
    QVERIFY(fleet->describeNearest(QPointF(-500, -500)).isEmpty());
    // At K = 1 every curve has R = 1, drawn over one another: the tooltip names each of them, not one.
    const QString overlapping =
        fleet->describeNearest(QPointF(plot->xAxis->coordToPixel(1), plot->yAxis->coordToPixel(1)));
    QCOMPARE(overlapping.count(QLatin1Char('\n')), 2);
    QVERIFY2(overlapping.contains(QStringLiteral("low s = 0.5")) &&
                 overlapping.contains(QStringLiteral("high s = 1.5")) &&
                 overlapping.contains(QStringLiteral("at the current skew")),
             qPrintable(overlapping));
    // The curve nearest the pointer comes first (the bands, within a few pixels of it, follow).
    QVERIFY2(text.startsWith(QStringLiteral("K = 32 at the current skew")), qPrintable(text));
    // The same through a real mouse move: the tooltip appears.
    QTest::mouseMove(plot, at.toPoint());
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY2(QToolTip::text().contains(QStringLiteral("K = 32")), qPrintable(QToolTip::text()));

    Chart *overhead = window.charts().get<OverheadChart>();
    const double total = window.figures().overhead.total();
    const QString overheadText = overhead->describeNearest(
        QPointF(overhead->plot()->xAxis->coordToPixel(32), overhead->plot()->yAxis->coordToPixel(total)));
    QVERIFY2(overheadText.contains(QStringLiteral("re-stream 7.45 %")), qPrintable(overheadText));
}

void TestMainWindow::measuredPointsBesideTheModel()
{
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.setShowMeasurements(true);
    window.renderNow();
    Chart *overhead = window.charts().get<OverheadChart>();
    const QCPGraph *measured = overhead->curve(CurveId::Measured);
    QVERIFY(measured && measured->visible());
    // At s = 1, b = 32 a full pool sees at most 21.9 distinct adapters: D = 1, 2, 4, 8, 16 are placed.
    const Calibration calibration = *shippedCalibration().calibration;
    const Eigen::ArrayXd values = uitesting::values(measured);
    const Eigen::ArrayXd keys = uitesting::keys(measured);
    QCOMPARE(values.size(), Eigen::Index(5));
    for (Eigen::Index i = 0; i < values.size(); ++i) {
        QCOMPARE(values(i), calibration.restream[std::size_t(i)].relativeOverhead);
        QCOMPARE(
            keys(i),
            *adaptersForDistinct(window.params(), calibration.restream[std::size_t(i)].distinctAdapters));
    }
    const QString text = overhead->describeNearest(QPointF(overhead->plot()->xAxis->coordToPixel(keys(3)),
                                                           overhead->plot()->yAxis->coordToPixel(values(3))));
    QVERIFY2(text.contains(QStringLiteral("8 distinct adapters")) &&
                 text.contains(QStringLiteral("residual")),
             qPrintable(text));
    QVERIFY2(text.startsWith(QStringLiteral("measured: ")) && !text.contains(QStringLiteral("on average")),
             qPrintable(text));
    // The legend says the points sit above the curve, and by how much on average (issue 24).
    double residualSum = 0;
    for (Eigen::Index i = 0; i < values.size(); ++i)
        residualSum += values(i) -
            restreamForDistinct(window.params(), calibration.restream[std::size_t(i)].distinctAdapters);
    const QString caveat = format::percentPoints(residualSum / double(values.size()));
    QVERIFY2(measured->name().contains(QStringLiteral("\non average %1 above").arg(caveat)),
             qPrintable(measured->name()));
    if (qEnvironmentVariableIsSet("LORAFLEET_SHOTS"))
        overhead->plot()->savePng(
            qEnvironmentVariable("LORAFLEET_SHOTS") + QStringLiteral("/overhead-measured.png"), 1200, 750);
    window.setShowMeasurements(false);
    window.renderNow();
    QVERIFY(!measured->visible());
}

// Charts hidden behind another view skip the changes in between and draw the newest scenario when they
// are shown again.
void TestMainWindow::hiddenChartsCatchUpWhenShown()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    window.views()->setView(ViewSwitcher::View::PhaseMap);
    Params params = window.params();
    params.skew = 0.6;
    params.adapters = 4000;
    window.setParams(params);
    window.renderNow();
    const Chart *cost = window.charts().begin()[0];
    QVERIFY(!cost->isVisible());
    // Hidden: still the scenario before (the curves end at the old K axis).
    QVERIFY(uitesting::keys(cost->curve(CurveId::CostMultiplexed)).maxCoeff() < 4000);
    window.views()->setView(ViewSwitcher::View::Charts);
    window.renderNow();
    QVERIFY(cost->isVisible());
    verifyChartsShowTheModel(window);
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::engineSwitchShowsTheEngineFigures()
{
    MainWindow window;
    window.setParams([] {
        Params p;
        p.adapters = 1000;
        p.poolGb = 10;
        return p;
    }());
    window.renderNow();
    const QString paperLine = window.summaryPanel()->modelLine();
    QVERIFY(paperLine.startsWith(QStringLiteral("Paper model")));
    window.parameterPanel()->choice("model")->button(1)->click();
    window.renderNow();
    QCOMPARE(window.params().model, ModelKind::Engine);
    const Figures f = evaluate(window.params());
    QCOMPARE(window.figures().gpuCapacityMultiplexed, f.gpuCapacityMultiplexed);
    const QString line = window.summaryPanel()->modelLine();
    QVERIFY2(line.startsWith(QStringLiteral("Engine model")), qPrintable(line));
    for (const QString &figure :
         {format::percent(f.poolHitRate, 1), format::number(f.batchEffective, 4),
          format::compact(f.gpuCapacityMultiplexed), format::compact(f.gpuCapacityDedicated)})
        QVERIFY2(line.contains(figure), qPrintable(line + QStringLiteral(" lacks ") + figure));
    QVERIFY(f.poolHitRate < 1); // a pool of 37 adapters for 1,000: the hit rate means something
    // The LRU pool's verdict: the rest load on demand, not "cross the host link every step".
    QVERIFY2(window.summaryPanel()->verdictHeadline().contains(QStringLiteral("load on demand")),
             qPrintable(window.summaryPanel()->verdictHeadline()));
    // The engine-only keys are enabled now, and the charts name the model.
    QVERIFY(window.parameterPanel()->field("lora_fixed_overhead")->isEnabled());
    QCOMPARE(window.charts().get<OverheadChart>()->shownTitle(),
             QStringLiteral("Overhead per token · engine model"));
    window.parameterPanel()->choice("model")->button(0)->click();
    window.renderNow();
    QVERIFY(!window.parameterPanel()->field("lora_fixed_overhead")->isEnabled());
    QCOMPARE(window.summaryPanel()->modelLine(), paperLine);
}

#include "tst_mainwindow.moc"
