// SPDX-License-Identifier: GPL-3.0-or-later
// The window's views (Charts, Phase map, Sensitivity) as a user switches them: the menu actions and
// their shortcuts show the right page; the phase map's cells and regions are the model's verdicts; the
// tornado's bars are computeSensitivity()'s rows, found by key, and seen in the rendered image; every
// view exports in every format to files that load back; presenting shows the view chosen.
#include "charts/chartset.h"
#include "charts/phasemapchart.h"
#include "charts/tornadochart.h"
#include "export/chartfile.h"
#include "export/chartrender.h"
#include "export/csvtable.h"
#include "model/phasemap.h"
#include "panels/parameterpanel.h"
#include "panels/segmentedchoice.h"
#include "text/modeltexts.h"
#include "text/paramtexts.h"
#include "uitesting.h"
#include "window/mainwindow.h"
#include "window/phasemapview.h"
#include "window/sensitivityview.h"
#include "window/viewswitcher.h"

#include <QAbstractButton>
#include <QElapsedTimer>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace lorafleet;
using View = ViewSwitcher::View;

namespace {

constexpr QSize kImageSize(1200, 750);

// The parameter key each bar of the tornado is labelled with, bar by bar (the axis' tick labels).
std::map<int, QString> barKeys(const TornadoChart &chart)
{
    std::map<int, QString> keys;
    auto ticker = chart.plot()->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
    if (!ticker)
        return keys;
    // A bar is named in words ("GPU price  3.75 … 6.25"): back to the key of the parameter so named.
    for (auto it = ticker->ticks().constBegin(); it != ticker->ticks().constEnd(); ++it) {
        const QString label = it.value().section(QStringLiteral("  "), 0, 0);
        keys[int(it.key())] = label;
        for (const lorafleet::ParamInfo &info : lorafleet::paramInfos())
            if (lorafleet::paramLabel(info) == label)
                keys[int(it.key())] = QString::fromLatin1(info.key.data(), qsizetype(info.key.size()));
    }
    return keys;
}

// Whether each bar's colour fills the middle of the span it draws (from the centre line to its value),
// in an image of the chart laid out at the image's size.
bool barsVisible(const QImage &image, const TornadoChart &chart)
{
    const QCustomPlot *plot = chart.plot();
    for (const QCPBars *bars : {chart.lowBars(), chart.highBars()}) {
        const QColor colour = bars->brush().color();
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
            const double from = plot->xAxis->coordToPixel(bars->baseValue());
            const double to = plot->xAxis->coordToPixel(bars->baseValue() + it->value);
            if (std::abs(to - from) < 6)
                continue; // too short to sample
            const QPointF middle((from + to) / 2, plot->yAxis->coordToPixel(it->key));
            if (!uitesting::colorNear(image, middle, colour, 1, 12))
                return false;
        }
    }
    return true;
}

} // namespace

class TestViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void menuActionsAndShortcutsSwitchViews();
    void exportMenuFollowsTheView();
    void phaseMapCellsAreTheModelsVerdicts();
    void phaseMapCoarseWhileDraggingFullOnRelease();
    void phaseMapStopsAStaleFullMap();
    void tornadoBarsAreTheModelsRows();
    void tornadoBarsAreSeen();
    void everyViewExportsInEveryFormat();
    void viewsNameTheirModel();
    void presentingShowsTheCurrentView();
};

void TestViews::menuActionsAndShortcutsSwitchViews()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    ViewSwitcher *views = window.views();
    QCOMPARE(views->view(), View::Charts);
    QVERIFY(views->page(View::Charts)->isVisible());
    QVERIFY(!views->page(View::PhaseMap)->isVisible());

    views->action(View::Sensitivity)->trigger();
    QCOMPARE(views->view(), View::Sensitivity);
    QVERIFY(views->sensitivityView()->isVisible());
    QVERIFY(!views->page(View::Charts)->isVisible());
    QVERIFY(views->action(View::Sensitivity)->isChecked());

    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(views->view(), View::PhaseMap);
    QVERIFY(views->phaseMapView()->isVisible());
    QVERIFY(views->action(View::PhaseMap)->isChecked());
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(views->view(), View::Charts);
    QVERIFY(views->page(View::Charts)->isVisible());

    // The View menu lists them, and no shortcut of the window is taken twice.
    QSet<QString> shortcuts;
    for (const QAction *action : window.findChildren<QAction *>())
        for (const QKeySequence &key : action->shortcuts()) {
            QVERIFY2(!shortcuts.contains(key.toString()), qPrintable(key.toString()));
            shortcuts.insert(key.toString());
        }
    QVERIFY(shortcuts.contains(QStringLiteral("Ctrl+Shift+3")));
}

void TestViews::exportMenuFollowsTheView()
{
    MainWindow window;
    QMenu *exportChart = nullptr;
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>())
        if (menu->title() == QStringLiteral("&Export chart"))
            exportChart = menu;
    QVERIFY(exportChart);
    const auto listed = [&] {
        Q_EMIT exportChart->aboutToShow();
        QStringList texts;
        for (const QAction *action : exportChart->actions())
            texts << action->text();
        return texts;
    };
    QCOMPARE(listed().size(), qsizetype(ChartSet::kCount));
    window.views()->setView(View::PhaseMap);
    QCOMPARE(listed(), QStringList{window.views()->phaseMapView()->chart()->title() + u'…'});
    window.views()->setView(View::Sensitivity);
    QCOMPARE(listed(), QStringList{window.views()->sensitivityView()->chart()->title() + u'…'});
}

void TestViews::phaseMapCellsAreTheModelsVerdicts()
{
    for (const ModelKind model : {ModelKind::Paper, ModelKind::Engine}) {
        MainWindow window;
        Params params;
        params.model = model;
        params.adapters = 200;
        params.skew = 0.6;
        window.setParams(params);
        window.views()->setView(View::PhaseMap);
        window.renderNow();
        const PhaseMapChart *chart = window.views()->phaseMapView()->chart();
        const PhaseMap &map = chart->phaseMap();
        QCOMPARE(int(map.adapters.size()), PhaseMapView::kFullColumns);
        QCOMPARE(int(map.skews.size()), PhaseMapView::kFullRows);
        // The current scenario is marked where it is.
        QCOMPARE(uitesting::keys(chart->curve(CurveId::CurrentSkew))(0), 200.0);
        QCOMPARE(uitesting::values(chart->curve(CurveId::CurrentSkew))(0), 0.6);
        const QImage image = chartImage(*const_cast<PhaseMapChart *>(chart), kImageSize, 1);
        const QCPColorMap *colours = chart->colorMap();
        int seen = 0;
        int sampled = 0;
        std::set<PhaseRegion> regions;
        for (Eigen::Index r = 3; r < map.skews.size(); r += 9)
            for (std::size_t c = 2; c < map.adapters.size(); c += 11) {
                Params cell = params;
                cell.adapters = map.adapters[c];
                cell.skew = map.skews(r);
                const Figures figures = evaluate(cell);
                QCOMPARE(map.region(r, Eigen::Index(c)), phaseRegion(figures));
                regions.insert(phaseRegion(figures));
                QCOMPARE(colours->data()->cell(int(c), int(r)), figures.fleetAdvantage);
                // The pixel at the cell's centre has the cell's colour (unless a label covers it).
                const QColor expected = QColor::fromRgb(
                    colours->gradient().color(figures.fleetAdvantage, colours->dataRange(),
                                              colours->dataScaleType() == QCPAxis::stLogarithmic));
                const QPointF at(chart->plot()->xAxis->coordToPixel(double(cell.adapters)),
                                 chart->plot()->yAxis->coordToPixel(cell.skew));
                ++sampled;
                if (uitesting::colorNear(image, at, expected, 1, 6))
                    ++seen;
                const QString hover = chart->describeCell(double(cell.adapters), cell.skew);
                QVERIFY2(hover.contains(PhaseMapChart::regionName(phaseRegion(figures))), qPrintable(hover));
            }
        QVERIFY2(seen >= sampled * 3 / 4, qPrintable(QStringLiteral("%1 of %2").arg(seen).arg(sampled)));
        QVERIFY(regions.size() >= 2); // the samples cross a boundary

        // The measure switch colours by savings.
        window.views()->phaseMapView()->measureSwitch()->button(1)->click();
        QCOMPARE(chart->measure(), PhaseMapChart::Measure::Savings);
        QCOMPARE(chart->colorMap()->data()->cell(10, 10), map.savings(10, 10));
    }
}

void TestViews::phaseMapCoarseWhileDraggingFullOnRelease()
{
    MainWindow window;
    window.views()->setView(View::PhaseMap);
    PhaseMapView *view = window.views()->phaseMapView();
    QSignalSpy full(view, &PhaseMapView::fullMapShown);
    QVERIFY(full.wait(20000) || full.count() > 0); // hang guard only
    Q_EMIT window.parameterPanel()->dragStarted();
    Params params = window.params();
    params.skew = 1.4;
    window.setParams(params);
    QTRY_COMPARE_WITH_TIMEOUT(view->chart()->phaseMap().adapters.size(),
                              std::size_t(PhaseMapView::kCoarseColumns), 20000);
    QCOMPARE(view->chart()->phaseMap().skews.size(), Eigen::Index(PhaseMapView::kCoarseRows));
    const PhaseMap coarse = computePhaseMap(params, PhaseMapView::kCoarseColumns, PhaseMapView::kCoarseRows);
    QVERIFY((view->chart()->phaseMap().advantage == coarse.advantage).all());
    full.clear();
    Q_EMIT window.parameterPanel()->dragFinished();
    QVERIFY(full.wait(20000)); // hang guard only
    const PhaseMap fine = computePhaseMap(params, PhaseMapView::kFullColumns, PhaseMapView::kFullRows);
    QCOMPARE(view->chart()->phaseMap().adapters, fine.adapters);
    QVERIFY((view->chart()->phaseMap().advantage == fine.advantage).all());
    QVERIFY(view->chart()->phaseMap().regions == fine.regions);
}

namespace {
// Spins the event loop until the view draws a coarse map (the full one then starts at once).
bool waitForCoarseMap(const PhaseMapView *view)
{
    QElapsedTimer waited;
    waited.start();
    while (view->chart()->phaseMap().adapters.size() != std::size_t(PhaseMapView::kCoarseColumns)) {
        if (waited.elapsed() > 60000)
            return false; // hang guard only
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    }
    return true;
}
} // namespace

void TestViews::phaseMapStopsAStaleFullMap()
{
    MainWindow window;
    window.views()->setView(View::PhaseMap);
    PhaseMapView *view = window.views()->phaseMapView();
    QSignalSpy full(view, &PhaseMapView::fullMapShown);
    QVERIFY(full.wait(20000) || full.count() > 0); // hang guard only
    const Params fast = window.params();
    // 64 replicas, replicated, to a million adapters: the full map takes seconds (3.8 s in Release).
    Params slow = fast;
    slow.model = ModelKind::Engine;
    slow.routing = Routing::Replicated;
    slow.replicas = 64;
    slow.plotMaxAdapters = 1000000;
    window.setParams(slow);
    QVERIFY(waitForCoarseMap(view));
    QVERIFY(view->isComputing());
    QCOMPARE(view->stoppedJobs(), 0);
    // Left for another scenario, the slow full map stops, and the new scenario's full map is drawn.
    full.clear();
    window.setParams(fast);
    QVERIFY(full.wait(20000)); // hang guard only
    QCOMPARE(view->stoppedJobs(), 1);
    const PhaseMap fine = computePhaseMap(fast, PhaseMapView::kFullColumns, PhaseMapView::kFullRows);
    QVERIFY((view->chart()->phaseMap().advantage == fine.advantage).all());
    QVERIFY(view->refineButton()->isHidden());
    // A full map that takes a while says how far it is; Stop keeps the coarse map, Refine starts again.
    window.setParams(slow);
    QVERIFY(waitForCoarseMap(view));
    QTRY_VERIFY_WITH_TIMEOUT(!view->refineButton()->isHidden(), 20000);
    QVERIFY2(view->refineStatus()->text().contains(u'%'), qPrintable(view->refineStatus()->text()));
    QCOMPARE(view->refineButton()->text(), QStringLiteral("Stop"));
    view->refineButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(view->stoppedJobs(), 2, 20000);
    QVERIFY(!view->isComputing()); // held: no job starts again by itself
    QCOMPARE(view->chart()->phaseMap().adapters.size(), std::size_t(PhaseMapView::kCoarseColumns));
    QCOMPARE(view->refineButton()->text(), QStringLiteral("Refine"));
    QVERIFY(view->refineStatus()->text().contains(QStringLiteral("stopped")));
    view->refineButton()->click();
    QVERIFY(view->isComputing());
    // Hidden, the view stops its job too.
    window.views()->setView(View::Charts);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isComputing(), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(view->stoppedJobs(), 3, 20000);
}

void TestViews::tornadoBarsAreTheModelsRows()
{
    MainWindow window;
    window.views()->setView(View::Sensitivity);
    SensitivityView *view = window.views()->sensitivityView();
    const TornadoChart *chart = view->chart();
    const std::array outputs{SensitivityOutput::Savings, SensitivityOutput::Advantage,
                             SensitivityOutput::Gpus};
    for (int index = 2; index >= 0; --index) {
        view->outputSwitch()->button(index)->click();
        window.renderNow();
        const SensitivityOutput output = outputs[std::size_t(index)];
        const Sensitivity model = computeSensitivity(window.params(), output);
        QCOMPARE(chart->sensitivity().output, output);
        QCOMPARE(chart->sensitivity().base, sensitivityOutputValue(window.figures(), output));
        std::map<QString, SensitivityRow> byKey;
        for (const SensitivityRow &row : model.rows)
            byKey[QString::fromStdString(row.key)] = row;
        const std::map<int, QString> keys = barKeys(*chart);
        QCOMPARE(int(keys.size()), std::min<int>(int(model.rows.size()), TornadoChart::kMaxBars));
        QVERIFY(!keys.empty());
        // Bar i of each side is the row its label names; the largest swings are the ones drawn.
        std::set<QString> drawn;
        for (const auto &[position, key] : keys) {
            QVERIFY2(byKey.count(key), qPrintable(key));
            const SensitivityRow &row = byKey[key];
            // Bars hold the change from the centre line: base + change is the model's output.
            QCOMPARE(model.base + chart->lowBars()->data()->findBegin(position - 0.5, false)->value,
                     row.outputLow);
            QCOMPARE(model.base + chart->highBars()->data()->findBegin(position - 0.5, false)->value,
                     row.outputHigh);
            QCOMPARE(chart->lowBars()->baseValue(), model.base);
            QVERIFY(chart->describeRow(position).startsWith(TornadoChart::rowLabel(row)));
            drawn.insert(key);
        }
        for (const SensitivityRow &row : model.rows)
            if (!drawn.count(QString::fromStdString(row.key)))
                for (const QString &key : drawn)
                    QVERIFY(row.swing() <= byKey[key].swing());
        // The table behind it has every row, by key.
        const QList<QStringList> csv = uitesting::parseCsv(chartCsv(*chart, Evaluation{}));
        QCOMPARE(csv.size(), qsizetype(model.rows.size()) + 1);
        for (qsizetype i = 1; i < csv.size(); ++i) {
            const SensitivityRow &row = byKey.at(csv[i][0]);
            QCOMPARE(csv[i][3].toDouble(), row.outputLow);
            QCOMPARE(csv[i][4].toDouble(), row.outputHigh);
        }
    }
}

void TestViews::tornadoBarsAreSeen()
{
    TornadoChart chart;
    const Params params;
    chart.showSensitivity(computeSensitivity(params, SensitivityOutput::Savings));
    const QImage shown = chartImage(chart, kImageSize, 1);
    if (qEnvironmentVariableIsSet("LORAFLEET_SAVE_IMAGES"))
        shown.save(QStringLiteral("/tmp/tornado.png"));
    QVERIFY(barsVisible(shown, chart));
    // The check sees bars, not the background: without them it fails.
    chart.lowBars()->setVisible(false);
    chart.highBars()->setVisible(false);
    QVERIFY(!barsVisible(chartImage(chart, kImageSize, 1), chart));
}

void TestViews::everyViewExportsInEveryFormat()
{
    MainWindow window;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const View view : {View::PhaseMap, View::Sensitivity, View::Bridge}) {
        window.views()->setView(view);
        window.renderNow();
        for (Chart *chart : window.views()->currentCharts()) {
            for (const ExportFormat format :
                 {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv}) {
                const QString path = dir.filePath(chart->fileStem() + u'.' + exportFileSuffix(format));
                QString error;
                QVERIFY2(ChartFile::write(*chart, window.evaluation(), path, format, 1, &error),
                         qPrintable(error));
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QByteArray bytes = file.readAll();
                switch (format) {
                case ExportFormat::Png: {
                    const QImage image = QImage::fromData(bytes, "PNG");
                    QCOMPARE(image.size(), kExportSize);
                    QVERIFY(uitesting::distinctColors(image) > 8);
                    break;
                }
                case ExportFormat::Svg: {
                    const uitesting::SvgContent svg = uitesting::readSvg(path);
                    QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
                    break;
                }
                case ExportFormat::Pdf:
                    QCOMPARE(uitesting::pdfPageCount(bytes), 1);
                    QVERIFY(uitesting::pdfHasTitle(bytes, chart->exportTitle()));
                    break;
                case ExportFormat::Csv: {
                    const QList<QStringList> rows = uitesting::parseCsv(bytes);
                    const std::vector<DataColumn> columns = chart->dataColumns(Evaluation{});
                    QCOMPARE(rows.size(), columns.front().values.size() + 1);
                    QCOMPARE(rows[0].size(), qsizetype(columns.size()) + 1); // and the model
                    QCOMPARE(rows[0].back(), QStringLiteral("model"));
                    QCOMPARE(rows[1][1].toDouble(), columns[1].values(0)); // bit-exact
                    break;
                }
                case ExportFormat::Report:
                    break;
                }
            }
        }
    }
}

// The decision views' exports name the model that computed them, as the charts' do.
void TestViews::viewsNameTheirModel()
{
    for (const ModelKind model : {ModelKind::Paper, ModelKind::Engine}) {
        Params params;
        params.model = model;
        const QString name = ModelTexts::modelName(model);
        PhaseMapChart phaseMap;
        phaseMap.showPhaseMap(computePhaseMap(params, 12, 9), params);
        QVERIFY2(phaseMap.exportTitle().endsWith(name), qPrintable(phaseMap.exportTitle()));
        MainWindow window;
        window.setParams(params);
        window.views()->setView(View::Sensitivity);
        window.renderNow();
        for (Chart *chart : window.views()->currentCharts())
            QVERIFY2(chart->exportTitle().endsWith(name), qPrintable(chart->exportTitle()));
    }
}

void TestViews::presentingShowsTheCurrentView()
{
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.views()->setView(View::PhaseMap);
    window.setPresentationMode(true, false);
    QVERIFY(window.views()->phaseMapView()->isVisible());
    const PhaseMapChart *chart = window.views()->phaseMapView()->chart();
    QCOMPARE(chart->chartStyle().titlePointSize, ChartStyle::light().scaled(1.6).titlePointSize);
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window.views()->sensitivityView()->isVisible());
    QCOMPARE(window.views()->sensitivityView()->chart()->chartStyle().titlePointSize,
             ChartStyle::light().scaled(1.6).titlePointSize);
    window.setPresentationMode(false);
    QCOMPARE(window.views()->sensitivityView()->chart()->chartStyle().titlePointSize,
             ChartStyle::light().titlePointSize);
}

QTEST_MAIN(TestViews)
#include "tst_views.moc"
