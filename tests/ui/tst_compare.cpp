// SPDX-License-Identifier: GPL-3.0-or-later
// Comparing scenarios in the window (Compare menu): pinned scenarios are drawn over every chart with
// the model's own series for them, in styles of their own and named in the legend; removing one
// removes its curve from the drawn image; the differences are each scenario's own evaluation; the
// exports carry them (CSV's second table, the report's comparison page); the report holds the phase
// map and tornado pages; pins are no part of the saved scenario.
#include "charts/chartset.h"
#include "export/chartrender.h"
#include "export/csvtable.h"
#include "export/report.h"
#include "export/reportviews.h"
#include "io/presets.h"
#include "pdftext.h"
#include "text/format.h"
#include "text/i18n.h"
#include "uitesting.h"
#include "window/comparemenu.h"
#include "window/comparepins.h"
#include "window/differencesdock.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace lorafleet;

namespace {

constexpr QSize kImageSize(1000, 640);

Params paramsWith(std::int64_t adapters, double skew)
{
    Params params;
    params.adapters = adapters;
    params.skew = skew;
    return params;
}

// What each chart draws of a scenario, taken from the model's series field by field (not from the
// chart's own hook): x and y of the curve.
std::pair<Eigen::ArrayXd, Eigen::ArrayXd> expectedCurve(const Chart *chart, const Params &params)
{
    const Series s = computeSeries(params);
    const QString stem = chart->fileStem();
    if (stem == QLatin1String("cost")) // the multiplexed fleet's USD a month, at the pin's own price
        return {s.adapters, s.gpusMultiplex * (params.gpuPricePerHour * params.hoursPerMonth)};
    if (stem == QLatin1String("fleet-advantage"))
        return {s.adapters, s.fleetAdvantage.back().values};
    if (stem == QLatin1String("overhead"))
        return {s.adapters, s.overheadRestream + s.overheadHostlink};
    if (stem == QLatin1String("catalog-growth"))
        return {s.weeks, s.catalogGrowth.back().values};
    if (stem == QLatin1String("breakeven"))
        return {s.adapters, s.breakevenShare};
    return {};
}

bool sameArrays(const Eigen::ArrayXd &a, const Eigen::ArrayXd &b)
{
    return a.size() == b.size() && (a == b).all();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString cell(const QTableWidget *table, const QString &rowLabel, int column)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == rowLabel)
            return table->item(row, column) ? table->item(row, column)->text() : QString();
    return QStringLiteral("(no row %1)").arg(rowLabel);
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void pinsDrawTheModelsSeriesOnEveryChart();
    void removingAPinRemovesItsCurveFromTheImage();
    void differencesAreEachScenariosOwnFigures();
    void csvGainsThePinnedScenarios();
    void reportHoldsViewsAndComparison();
    void pinsAreNotSaved();
    void pinsTellTwoGpusApart();
    void presetPinKeepsTheWorkload();
    void atMostFourPins();
    void pinsFollowThemeAndPresentation();
    // Last: its Korean row installs the Korean translation.
    void windowWithTwoPinsIsDrawn_data();
    void windowWithTwoPinsIsDrawn();
};

void TestCompare::pinsDrawTheModelsSeriesOnEveryChart()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.setParams(paramsWith(400, 1.2));
    window.renderNow();
    window.compareMenu()->pinAction()->trigger(); // Ctrl+P: the scenario shown
    const QString preset = presets().front().id;
    QVERIFY(window.pins()->pinPreset(preset).isEmpty());
    window.setParams(paramsWith(48, 0.9));
    window.renderNow();
    QCOMPARE(window.pins()->count(), 2);
    const QList<Params> pinned{paramsWith(400, 1.2), loadPreset(preset).scenario->params};
    for (const Chart *chart : window.charts()) {
        std::set<std::pair<QRgb, int>> styles;
        for (int i = 0; i < 2; ++i) {
            const QCPGraph *graph = chart->curve(CurveId::Pinned, std::size_t(i));
            QVERIFY2(graph, qPrintable(chart->fileStem()));
            const auto [keys, values] = expectedCurve(chart, pinned[i]);
            QVERIFY2(sameArrays(uitesting::keys(graph), keys), qPrintable(chart->fileStem()));
            QVERIFY2(sameArrays(uitesting::values(graph), values), qPrintable(chart->fileStem()));
            // Named in the legend by the scenario's label, in a colour and dash pattern of its own.
            QCOMPARE(graph->name(), window.pins()->pins()[i].label);
            QVERIFY(chart->plot()->legend->hasItemWithPlottable(graph));
            styles.insert({graph->pen().color().rgb(), int(graph->pen().style())});
        }
        QCOMPARE(styles.size(), std::size_t(2));
        QVERIFY(!chart->curve(CurveId::Pinned, 2));
    }
    // The pins keep their series when the scenario shown changes; removing one leaves the other.
    window.pins()->remove(0);
    window.renderNow();
    for (const Chart *chart : window.charts()) {
        const auto [keys, values] = expectedCurve(chart, pinned[1]);
        QVERIFY(sameArrays(uitesting::values(chart->curve(CurveId::Pinned, 0)), values));
        QVERIFY(!chart->curve(CurveId::Pinned, 1));
    }
    window.pins()->clear();
    window.renderNow();
    for (const Chart *chart : window.charts())
        QVERIFY(!chart->curve(CurveId::Pinned, 0));
}

void TestCompare::removingAPinRemovesItsCurveFromTheImage()
{
    const Params shown = paramsWith(48, 0.9);
    const Params other = paramsWith(600, 1.3);
    const ChartData data = uitesting::chartData(shown);
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        for (const QString &theme : ChartStyle::names()) {
            chart->setChartStyle(ChartStyle::named(theme));
            chart->setOverlays({});
            showOffscreen(*chart, kImageSize, data);
            const QImage plain = chartImage(*chart, kImageSize, 1);
            chart->setOverlays({{QStringLiteral("Big catalog"),
                                 std::make_shared<const Evaluation>(evaluateScenario(other))}});
            showOffscreen(*chart, kImageSize, data);
            const QImage pinned = chartImage(*chart, kImageSize, 1);
            const QCPGraph *graph = chart->curve(CurveId::Pinned);
            const QString what = chart->fileStem() + u' ' + theme;
            QVERIFY2(graph, qPrintable(what));
            // The x axis reaches the end of the pinned curve (K = 600 beyond the shown plot's 512).
            QVERIFY2(chart->plot()->xAxis->range().upper >= (graph->data()->constEnd() - 1)->key,
                     qPrintable(what));
            const QPolygonF path = uitesting::pixelPath(graph);
            QVERIFY2(uitesting::pathCoverage(pinned, graph->pen().color(), path) > 0.5, qPrintable(what));
            chart->setOverlays({});
            showOffscreen(*chart, kImageSize, data);
            const QImage removed = chartImage(*chart, kImageSize, 1);
            QVERIFY2(pinned != removed, qPrintable(what));
            QVERIFY2(removed == plain, qPrintable(what));
        }
    }
}

void TestCompare::differencesAreEachScenariosOwnFigures()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    const Params first = paramsWith(30, 1.1);
    const Params second = paramsWith(900, 0.7);
    QVERIFY(window.pins()->pin(QStringLiteral("Thirty"), QString(), first).isEmpty());
    QVERIFY(window.pins()->pin(QStringLiteral("Nine hundred"), QString(), second).isEmpty());
    window.renderNow();
    const QList<ComparedScenario> &pins = window.pins()->pins();
    for (const auto &[pin, params] : {std::pair{pins[0], first}, std::pair{pins[1], second}}) {
        const Figures own = evaluate(params);
        QCOMPARE(pin.figures.fleetAdvantage, own.fleetAdvantage);
        QCOMPARE(pin.figures.savingsPerMonth, own.savingsPerMonth);
        QCOMPARE(pin.figures.gpusMultiplex, own.gpusMultiplex);
        QCOMPARE(pin.figures.overhead.total(), own.overhead.total());
        QCOMPARE(pin.figures.verdict, own.verdict);
    }
    // The dock: the scenario shown, then each pin and its difference from the scenario shown.
    window.compareMenu()->differencesAction()->trigger();
    const QTableWidget *table = window.compareMenu()->dock()->table();
    QCOMPARE(table->columnCount(), 1 + 1 + 2 * 2);
    const Figures shown = evaluate(window.params());
    const QString label = QCoreApplication::translate("lorafleet::Comparison", "Fleet advantage R");
    QCOMPARE(cell(table, label, 1), format::multiple(shown.fleetAdvantage));
    QCOMPARE(cell(table, label, 2), format::multiple(evaluate(first).fleetAdvantage));
    QCOMPARE(cell(table, label, 4), format::multiple(evaluate(second).fleetAdvantage));
    const double delta = evaluate(second).fleetAdvantage - shown.fleetAdvantage;
    QCOMPARE(cell(table, label, 5),
             (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + format::number(std::abs(delta), 3));
    // The verdict in words, not its JSON key ("multiplex_pool_overflow").
    QCOMPARE(evaluate(second).verdict, Verdict::MultiplexPoolOverflow);
    const QString verdict = QCoreApplication::translate("lorafleet::Comparison", "Verdict");
    QCOMPARE(cell(table, verdict, 4), QStringLiteral("Multiplex, pool overflows"));
    QCOMPARE(cell(table, verdict, 2), QStringLiteral("Multiplex"));
    const QJsonObject json = comparisonJson(pins);
    bool keyed = false;
    for (const QJsonValue &row : json[QLatin1String("rows")].toArray())
        if (row[QLatin1String("key")] == QLatin1String("verdict"))
            keyed = row[QLatin1String("values")].toArray().at(1) == QLatin1String("multiplex_pool_overflow");
    QVERIFY(keyed);
    // The dock follows the scenario shown.
    window.setParams(paramsWith(200, 1.0));
    window.renderNow();
    QCOMPARE(cell(table, label, 1), format::multiple(evaluate(paramsWith(200, 1.0)).fleetAdvantage));
}

void TestCompare::csvGainsThePinnedScenarios()
{
    const Params shown = paramsWith(48, 0.9);
    const Params other = paramsWith(5000, 1.3);
    const Evaluation evaluation = evaluateScenario(shown);
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        const QByteArray plain = chartCsv(*chart, evaluation);
        chart->setOverlays({{QStringLiteral("Five thousand, skewed"),
                             std::make_shared<const Evaluation>(evaluateScenario(other))}});
        const QByteArray csv = chartCsv(*chart, evaluation);
        QVERIFY(csv.startsWith(plain)); // the scenario's own table, unchanged
        const QList<QStringList> rows = uitesting::parseCsv(csv.mid(plain.size()));
        QVERIFY(rows.size() > 3);
        QCOMPARE(rows[0], QStringList{QString()}); // the blank line between the tables
        QCOMPARE(rows[1].size(), 4);
        const auto [keys, values] = expectedCurve(chart.get(), other);
        QCOMPARE(rows.size() - 2, qsizetype(keys.size()));
        for (Eigen::Index i = 0; i < keys.size(); ++i) {
            const QStringList &row = rows[2 + i];
            QCOMPARE(row[0], QStringLiteral("Five thousand, skewed"));
            QCOMPARE(row[1].toDouble(), keys(i));
            QCOMPARE(row[2].toDouble(), values(i)); // shortest exact form: reads back bit-exact
            QCOMPARE(row[3], QStringLiteral("paper"));
        }
    }
}

void TestCompare::reportHoldsViewsAndComparison()
{
    Scenario scenario;
    scenario.name = QStringLiteral("Report with pins");
    scenario.params = paramsWith(48, 0.9);
    QTemporaryDir dir;
    QString error;
    const QString plainPath = dir.filePath(QStringLiteral("plain.pdf"));
    QVERIFY2(Report::writePdf(plainPath, scenario, &error, QDate(2025, 3, 14)), qPrintable(error));
    const QByteArray plain = readAll(plainPath);
    QCOMPARE(uitesting::pdfPageCount(plain), reportPageCount(0));
    QCOMPARE(reportPageCount(0), 3);
    const QString plainText = pdftext::extract(plain);
    QVERIFY2(pdftext::contains(plainText, QStringLiteral("Where the answer changes")),
             qPrintable(plainText.left(400)));
    QVERIFY(pdftext::contains(plainText, QStringLiteral("Which assumption matters most")));
    QVERIFY(!pdftext::contains(plainText, QStringLiteral("Compared with the pinned scenarios")));

    const QList<ComparedScenario> pins{
        comparedScenario(QStringLiteral("Kilo catalog"), QString(), paramsWith(1000, 1.1)),
        comparedScenario(QStringLiteral("Flat"), QString(), paramsWith(48, 0.3))};
    const QString pinnedPath = dir.filePath(QStringLiteral("pinned.pdf"));
    QVERIFY2(Report::writePdf(pinnedPath, scenario, &error, QDate(2025, 3, 14), pins), qPrintable(error));
    const QByteArray pinned = readAll(pinnedPath);
    if (const QString folder = qEnvironmentVariable("LORAFLEET_SHOT_DIR"); !folder.isEmpty()) {
        QFile::remove(QDir(folder).filePath(QStringLiteral("compare-report.pdf")));
        QFile::copy(pinnedPath, QDir(folder).filePath(QStringLiteral("compare-report.pdf")));
    }
    QCOMPARE(uitesting::pdfPageCount(pinned), 4);
    const QString text = pdftext::extract(pinned);
    QVERIFY(pdftext::contains(text, QStringLiteral("Compared with the pinned scenarios")));
    QVERIFY(pdftext::contains(text, QStringLiteral("Kilo catalog")));
    // The difference table's values are the pins' own figures, as the rows word them.
    for (const ComparisonRow &row : comparisonRows(
             QList<ComparedScenario>{comparedScenario(scenario.name, QString(), scenario.params)} + pins))
        for (const QString &value : row.values)
            QVERIFY2(pdftext::contains(text, value), qPrintable(row.key + u' ' + value));
    QCOMPARE(pinned.count("/Subtype /Image"), plain.count("/Subtype /Image")); // the comparison is vector
}

void TestCompare::pinsAreNotSaved()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.setParams(paramsWith(64, 1.0));
    QTemporaryDir dir;
    const QString before = dir.filePath(QStringLiteral("before.json"));
    const QString after = dir.filePath(QStringLiteral("after.json"));
    QString error;
    QVERIFY2(window.saveTo(before, &error), qPrintable(error));
    window.compareMenu()->pinCurrent();
    QVERIFY(window.pins()->pinPreset(presets().front().id).isEmpty());
    QVERIFY2(window.saveTo(after, &error), qPrintable(error));
    QCOMPARE(readAll(after), readAll(before));
}

// Two GPUs pinned at the same K and skew were "K = 32, s = 1" and "K = 32, s = 1 (2)": the name says which.
void TestCompare::pinsTellTwoGpusApart()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    Params small = paramsWith(32, 1.0);
    small.hbmGb = 80;
    small.gpuPricePerHour = 3;
    Params large = small;
    large.hbmGb = 141;
    large.gpuPricePerHour = 5;
    window.setParams(small);
    window.compareMenu()->pinCurrent();
    window.setParams(large);
    window.compareMenu()->pinCurrent();
    QCOMPARE(window.pins()->count(), 2);
    const QString first = window.pins()->pins()[0].label;
    const QString second = window.pins()->pins()[1].label;
    QVERIFY2(first.contains(QStringLiteral("80 GB")) && first.contains(QStringLiteral("$3")),
             qPrintable(first));
    QVERIFY2(second.contains(QStringLiteral("141 GB")) && second.contains(QStringLiteral("$5")),
             qPrintable(second));
    QVERIFY2(!second.endsWith(QStringLiteral("(2)")), qPrintable(second));
}

// "Add preset" pinned the preset's own K = 32 whatever the user's K: it is the preset's GPU at the user's
// workload (K, skew, demand, model, base model, request lengths, targets), and a preset that equals the
// defaults in a key (the paper's own H200) still brings it.
void TestCompare::presetPinKeepsTheWorkload()
{
    Params current = paramsWith(300, 1.3);
    current.model = ModelKind::Engine;
    current.requestsPerMonth = 4e8;
    current.batch = 48;
    current.baseGb = 40;
    current.promptTokens = 900;
    current.serviceTarget = ServiceTarget::Latency;
    current.targetTpotMs = 70;
    current.routing = Routing::Affinity;
    current.hbmGb = 96; // the user's own GPU, which a preset replaces
    current.gpuPricePerHour = 2;
    ComparePins pins;
    // presets() returns a fresh list: iterators into one call must not meet another's.
    const QList<PresetInfo> all = presets();
    const auto h100 = std::find_if(all.begin(), all.end(),
                                   [](const PresetInfo &p) { return p.id == QLatin1String("h100-sxm"); });
    QVERIFY(h100 != all.end());
    for (const PresetInfo &info : {all.front(), *h100}) {
        const LoadResult preset = loadPreset(info.id);
        QVERIFY(preset.ok());
        pins.clear();
        QVERIFY(pins.pinPreset(info.id, current).isEmpty());
        const Params &pinned = pins.pins().front().params;
        QCOMPARE(pinned.adapters, std::int64_t(300));
        QCOMPARE(pinned.skew, 1.3);
        QCOMPARE(pinned.requestsPerMonth, 4e8);
        QVERIFY(pinned.model == ModelKind::Engine);
        QCOMPARE(pinned.batch, std::int64_t(48));
        QCOMPARE(pinned.baseGb, 40.0);
        QCOMPARE(pinned.promptTokens, 900.0);
        QVERIFY(pinned.serviceTarget == ServiceTarget::Latency);
        QCOMPARE(pinned.targetTpotMs, 70.0);
        QVERIFY(pinned.routing == Routing::Affinity);
        QCOMPARE(pinned.hbmGb, preset.scenario->params.hbmGb);
        QCOMPARE(pinned.hbmBandwidthTbps, preset.scenario->params.hbmBandwidthTbps);
        QCOMPARE(pinned.gpuPricePerHour, preset.scenario->params.gpuPricePerHour);
        QCOMPARE(pinned.poolGb, preset.scenario->params.poolGb);
        QCOMPARE(pins.pins().front().figures.gpusDedicated, evaluate(pinned).gpusDedicated);
    }
}

void TestCompare::atMostFourPins()
{
    ComparePins pins;
    for (int i = 0; i < ComparePins::kMaxPins; ++i)
        QVERIFY(pins.pin(QStringLiteral("Same"), QString(), paramsWith(10 + i, 1.0)).isEmpty());
    QCOMPARE(pins.pins()[1].label, QStringLiteral("Same (2)"));
    QVERIFY(!pins.pin(QStringLiteral("Fifth"), QString(), Params{}).isEmpty());
    QCOMPARE(pins.count(), 4);
    QVERIFY(!pins.pinFile(QStringLiteral("/no/such/file.json")).isEmpty());
    // A file that cannot be read is refused with its reason, and nothing changes.
    pins.clear();
    QVERIFY(pins.pinFile(QStringLiteral("/no/such/file.json")).contains(QStringLiteral("file.json")));
    QCOMPARE(pins.count(), 0);
}

void TestCompare::pinsFollowThemeAndPresentation()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.resize(1280, 720);
    window.show();
    window.compareMenu()->pinCurrent();
    QVERIFY(window.pins()->pin(QStringLiteral("Second"), QString(), paramsWith(500, 1.2)).isEmpty());
    window.renderNow();
    for (const QString &theme : ChartStyle::names()) {
        window.setTheme(theme);
        for (const bool presenting : {false, true}) {
            window.setPresentationMode(presenting, false);
            window.renderNow();
            const ChartStyle style =
                presenting ? ChartStyle::named(theme).scaled(1.6) : ChartStyle::named(theme);
            for (const Chart *chart : window.charts())
                for (std::size_t i = 0; i < 2; ++i) {
                    const QPen pen = chart->curve(CurveId::Pinned, i)->pen();
                    QCOMPARE(pen.color(), style.pinned[i]);
                    QCOMPARE(pen.widthF(), style.lineWidth * 1.1);
                }
        }
    }
}

void TestCompare::windowWithTwoPinsIsDrawn_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("theme");
    QTest::newRow("en light") << QStringLiteral("en") << QStringLiteral("light");
    QTest::newRow("en dark") << QStringLiteral("en") << QStringLiteral("dark");
    QTest::newRow("ko high-contrast") << QStringLiteral("ko") << QStringLiteral("high-contrast");
    QTest::newRow("ko light") << QStringLiteral("ko") << QStringLiteral("light");
}

// The window at 1280 × 720 with two pinned scenarios: each chart draws both pinned curves where their
// data maps to. LORAFLEET_SHOT_DIR=folder keeps the window's picture (compare-<row>.png) to look at.
void TestCompare::windowWithTwoPinsIsDrawn()
{
    QFETCH(QString, language);
    QFETCH(QString, theme);
    if (language == QLatin1String("ko"))
        QVERIFY(installTranslations(language));
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.setTheme(theme);
    window.setParams(paramsWith(120, 1.1));
    window.renderNow();
    window.compareMenu()->pinCurrent();
    QVERIFY(window.pins()->pinPreset(presets().front().id).isEmpty());
    window.setParams(paramsWith(40, 0.8));
    if (theme == QLatin1String("dark")) // the differences docked under the charts
        window.compareMenu()->differencesAction()->trigger();
    window.resize(1280, 720);
    window.show();
    window.renderNow();
    QCoreApplication::processEvents();
    window.renderNow();
    const QImage shot = window.grab().toImage();
    QCOMPARE(shot.size(), QSize(1280, 720));
    if (const QString folder = qEnvironmentVariable("LORAFLEET_SHOT_DIR"); !folder.isEmpty())
        shot.save(QDir(folder).filePath(QStringLiteral("compare-%1-%2.png").arg(language, theme)));
    for (Chart *chart : window.charts()) {
        const QImage image = chart->plotWidget()->grab().toImage();
        const double scale = image.devicePixelRatio();
        for (std::size_t i = 0; i < 2; ++i) {
            const QCPGraph *graph = chart->curve(CurveId::Pinned, i);
            QVERIFY2(uitesting::pathCoverage(image, graph->pen().color(), uitesting::pixelPath(graph, scale),
                                             3, 2) > 0.4,
                     qPrintable(chart->fileStem() + QString::number(i)));
        }
    }
}

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
