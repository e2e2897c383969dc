// SPDX-License-Identifier: GPL-3.0-or-later
// File → Import traffic…: the fit is applied as one undo step (undo restores everything), Cancel and bad
// files change nothing and say why; the rank-frequency chart draws the log, the fit and its band (seen in
// the rendered image, and missed once the data is gone); View → Show simulated batches overlays the
// Monte-Carlo band on the overhead chart.
#include "charts/overheadchart.h"
#include "charts/rankfrequencychart.h"
#include "document/scenariodocument.h"
#include "export/chartrender.h"
#include "model/simulatedband.h"
#include "text/i18n.h"
#include "uitesting.h"
#include "window/importtrafficdialog.h"
#include "window/mainwindow.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

#include <map>

using namespace lorafleet;

namespace {

constexpr QSize kSize(1280, 720);
constexpr std::int64_t kStart = 1796032800; // a clock hour's start (UTC)

// A log of 20 adapters with about 2000 / rank requests each, interleaved; the first half of the requests
// 20 s apart, the rest 60 s apart (so the busy hours are the first ones). Returns the file and fills
// the figures the reader must find.
struct GeneratedLog
{
    QString path;
    std::vector<std::int64_t> counts;
    std::int64_t requests = 0;
    double requestsPerMonth = 0;
    double peakFactor = 0;
};

GeneratedLog writeLog(const QTemporaryDir &dir)
{
    GeneratedLog log;
    for (int rank = 1; rank <= 20; ++rank)
        log.counts.push_back(std::llround(2000.0 / rank));
    std::vector<std::int64_t> left = log.counts;
    std::vector<int> order;
    for (bool any = true; any;) {
        any = false;
        for (int a = 0; a < 20; ++a)
            if (left[std::size_t(a)] > 0) {
                --left[std::size_t(a)];
                order.push_back(a);
                any = true;
            }
    }
    log.requests = std::int64_t(order.size());
    QByteArray bytes = "timestamp,adapter\n";
    std::map<std::int64_t, std::int64_t> hours;
    std::int64_t time = kStart;
    for (std::size_t j = 0; j < order.size(); ++j) {
        if (j > 0)
            time += j < order.size() / 2 ? 20 : 60;
        bytes += QByteArray::number(time) + ",adapter-" + QByteArray::number(order[j]) + "\n";
        ++hours[(time - kStart) / 3600];
    }
    const double span = double(time - kStart);
    log.requestsPerMonth = double(log.requests - 1) / span * 730.0 * 3600.0;
    std::int64_t peak = 0;
    for (const auto &hour : hours)
        peak = std::max(peak, hour.second);
    const double hoursSpanned = double(hours.rbegin()->first + 1);
    log.peakFactor = double(peak) / (double(log.requests) / hoursSpanned);
    log.path = dir.filePath(QStringLiteral("traffic.csv"));
    QFile file(log.path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
    return log;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
    return path;
}

// Share of the graph's data points with a pixel of the colour within radius (its scatter symbols).
double pointsShown(const QImage &image, const QCPGraph *graph, const QColor &color)
{
    const QPolygonF points = uitesting::pixelPath(graph);
    int found = 0;
    for (const QPointF &point : points)
        found += uitesting::colorNear(image, point, color, 3, 30);
    return points.isEmpty() ? 0.0 : double(found) / double(points.size());
}

} // namespace

class TestImportTraffic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void appliesAsOneUndoStep();
    void appliesTheLogsOwnShares();
    void cancelChangesNothing();
    void badFilesSayWhy_data();
    void badFilesSayWhy();
    void rankChartShowsLogFitAndBand();
    void simulatedBandOnOverheadChart();
    void fullBandIsDrawnOffTheWindowThread();
    void screenshots();
};

void TestImportTraffic::appliesAsOneUndoStep()
{
    QTemporaryDir dir;
    const GeneratedLog log = writeLog(dir);
    ScenarioDocument document;
    ImportTrafficDialog dialog(&document);
    QVERIFY2(dialog.load(log.path), qPrintable(dialog.errorText()));
    QVERIFY(dialog.errorText().isEmpty());
    const ZipfFit fit = fitZipf(log.counts);
    const Params before = document.params();
    dialog.apply();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const Params &after = document.params();
    QCOMPARE(after.adapters, std::int64_t(20));
    QCOMPARE(after.skew, fit.skew);
    QCOMPARE(after.requestsPerMonth, log.requestsPerMonth);
    QCOMPARE(after.demandPeakFactor, log.peakFactor);
    QVERIFY(log.peakFactor > 1.2); // the first hours are busier
    Params expected = before; // nothing else moved
    expected.adapters = after.adapters;
    expected.skew = after.skew;
    expected.requestsPerMonth = after.requestsPerMonth;
    expected.demandPeakFactor = after.demandPeakFactor;
    QCOMPARE(after, expected);
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Import traffic"));
    document.undoStack()->undo();
    QCOMPARE(document.params(), before);
    QVERIFY(!document.isModified());
    document.undoStack()->redo();
    QCOMPARE(document.params(), expected);
}

// The second Apply sets popularity = empirical with the log's shares (all 20 adapters: the whole head), in
// the same one undo step as the Zipf fit's keys.
void TestImportTraffic::appliesTheLogsOwnShares()
{
    QTemporaryDir dir;
    const GeneratedLog log = writeLog(dir);
    ScenarioDocument document;
    ImportTrafficDialog dialog(&document);
    QVERIFY2(dialog.load(log.path), qPrintable(dialog.errorText()));
    const Params before = document.params();
    auto *button = dialog.findChild<QPushButton *>(QStringLiteral("applyEmpirical"));
    QVERIFY(button);
    QVERIFY(button->isEnabled());
    button->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const Params after = document.params();
    QCOMPARE(after.popularity.kind, PopularityKind::Empirical);
    QCOMPARE(after.popularity.empirical.head, rankShares(log.counts));
    QCOMPARE(after.popularity.empirical.tailShare, 0.0);
    Params zipf = after; // the rest as the Zipf apply sets it
    zipf.popularity = {};
    QCOMPARE(zipf, *dialog.proposedParams(false));
    QCOMPARE(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    QCOMPARE(document.params(), before);
    QCOMPARE(document.params().popularity.kind, PopularityKind::Zipf);
    document.undoStack()->redo();
    QCOMPARE(document.params(), after);
    // Before a log is loaded there is nothing to apply.
    ImportTrafficDialog empty(&document);
    QVERIFY(!empty.findChild<QPushButton *>(QStringLiteral("applyEmpirical"))->isEnabled());
}

void TestImportTraffic::cancelChangesNothing()
{
    QTemporaryDir dir;
    const GeneratedLog log = writeLog(dir);
    ScenarioDocument document;
    const Params before = document.params();
    {
        ImportTrafficDialog dialog(&document);
        QVERIFY(dialog.load(log.path));
        QVERIFY(dialog.proposedParams().has_value());
        auto *cancel = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel);
        QVERIFY(cancel);
        cancel->click();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
    QCOMPARE(document.params(), before);
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(!document.isModified());
}

void TestImportTraffic::badFilesSayWhy_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason"); // part of the message
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x00\x00\xff\xfe",
                                          10)
                            << QStringLiteral("binary file");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("cannot be imported: the file is empty");
    QTest::newRow("no adapter column")
        << QByteArray("when,size\n1,2\n3,4\n") << QStringLiteral("cannot be imported: no adapter column");
    QTest::newRow("one adapter") << QByteArray("adapter\nonly\nonly\nonly\n")
                                 << QStringLiteral("is for one adapter (\"only\")");
    QTest::newRow("one adapter, other lines bad")
        << QByteArray("adapter,timestamp\nonly,1\nother,never\n")
        << QStringLiteral(
               "are all for one adapter (\"only\") and 1 other line(s) are bad (line 3: the time is not ISO");
}

void TestImportTraffic::badFilesSayWhy()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("bad.csv"), bytes);
    ScenarioDocument document;
    ImportTrafficDialog dialog(&document);
    QVERIFY(!dialog.load(path));
    const QString message = dialog.errorText();
    QVERIFY2(message.contains(QStringLiteral("\"bad.csv\"")) && message.contains(reason),
             qPrintable(message));
    QVERIFY2(message.size() > 30, qPrintable(message)); // it says why, not just "failed"
    auto *error = dialog.findChild<QLabel *>(QStringLiteral("error"));
    QCOMPARE(error->text(), message);
    QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Apply)->isEnabled());
    QVERIFY(!dialog.proposedParams());
    QCOMPARE(document.undoStack()->count(), 0);

    // A good file after a bad one clears the message; a bad one after a good one withdraws its fit.
    const GeneratedLog good = writeLog(dir);
    QVERIFY(dialog.load(good.path));
    QVERIFY(error->isHidden());
    QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Apply)->isEnabled());
    QVERIFY(!dialog.load(path));
    QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Apply)->isEnabled());
    QVERIFY(!dialog.load(dir.filePath(QStringLiteral("missing.csv"))));
    QVERIFY2(dialog.errorText().contains(QStringLiteral("\"missing.csv\" cannot be imported: ")),
             qPrintable(dialog.errorText()));
}

void TestImportTraffic::rankChartShowsLogFitAndBand()
{
    QTemporaryDir dir;
    const GeneratedLog log = writeLog(dir);
    ScenarioDocument document;
    ImportTrafficDialog dialog(&document);
    QVERIFY(dialog.load(log.path));
    RankFrequencyChart &chart = *dialog.chart();
    const ZipfFit fit = fitZipf(log.counts);
    const std::vector<double> shares = rankShares(log.counts);
    const QCPGraph *observed = chart.curve(CurveId::RankObserved);
    const QCPGraph *fitted = chart.curve(CurveId::RankFit);
    const QCPGraph *low = chart.curve(CurveId::RankFitLow);
    const QCPGraph *high = chart.curve(CurveId::RankFitHigh);
    QVERIFY(observed && fitted && low && high);
    QCOMPARE(observed->name(), QStringLiteral("log"));
    QVERIFY(fitted->name().startsWith(QStringLiteral("Zipf fit, s = ")));
    QVERIFY(high->name().startsWith(QStringLiteral("95 %")));
    QCOMPARE(high->channelFillGraph(), low);
    // Every rank of a small log, its exact share; the fit and the band's ends are the Zipf law.
    QCOMPARE(observed->data()->size(), 20);
    QCOMPARE(uitesting::keys(observed)(0), 1.0);
    QCOMPARE(uitesting::values(observed)(0), shares[0]);
    QCOMPARE(uitesting::values(observed)(19), shares[19]);
    const double harmonic = zipfLogMoments(20, fit.skew).s0;
    QCOMPARE(uitesting::values(fitted)(0), 1.0 / harmonic);
    QCOMPARE(uitesting::values(fitted)(9), std::pow(10.0, -fit.skew) / harmonic);
    QCOMPARE(uitesting::values(low)(0), 1.0 / zipfLogMoments(20, fit.skewLow).s0);
    QCOMPARE(uitesting::values(high)(0), 1.0 / zipfLogMoments(20, fit.skewHigh).s0);

    const QImage shown = chartImage(chart, kSize, 1);
    if (qEnvironmentVariableIsSet("LORAFLEET_SAVE_IMAGES"))
        shown.save(QStringLiteral("/tmp/rankfrequency.png"));
    const QColor pointFill = observed->scatterStyle().brush().color();
    QVERIFY2(pointsShown(shown, observed, pointFill) > 0.8,
             qPrintable(QString::number(pointsShown(shown, observed, pointFill))));
    QVERIFY(uitesting::curveVisible(shown, fitted));
    // The check misses the points once they are gone.
    chart.curve(CurveId::RankObserved)->data()->clear();
    const QImage without = chartImage(chart, kSize, 1);
    chart.showFit(shares, fit); // the path where the points were
    QVERIFY2(pointsShown(without, observed, pointFill) < 0.2,
             qPrintable(QString::number(pointsShown(without, observed, pointFill))));
}

void TestImportTraffic::simulatedBandOnOverheadChart()
{
    MainWindow window;
    window.resize(kSize);
    OverheadChart *chart = window.charts().get<OverheadChart>();
    QVERIFY(!chart->curve(CurveId::SimulatedMean)->visible());
    window.setShowSimulated(true);
    window.renderNow();
    const QCPGraph *mean = chart->curve(CurveId::SimulatedMean);
    const QCPGraph *low = chart->curve(CurveId::SimulatedLow);
    const QCPGraph *high = chart->curve(CurveId::SimulatedHigh);
    QVERIFY(mean->visible() && low->visible() && high->visible());
    QCOMPARE(high->channelFillGraph(), low);
    // The band is the model's simulation along the axis, on the re-stream layer's scale.
    const Params &params = window.params();
    const std::vector<SimulatedBandPoint> band =
        simulateBand(params, window.series().adapters(window.series().adapters.size() - 1));
    QCOMPARE(mean->data()->size(), int(band.size()));
    for (std::size_t i = 0; i < band.size(); i += 5) {
        QCOMPARE(uitesting::keys(mean)(Eigen::Index(i)), band[i].adapters);
        QCOMPARE(uitesting::values(mean)(Eigen::Index(i)), band[i].restreamAt(band[i].distinctMean));
        QCOMPARE(uitesting::values(low)(Eigen::Index(i)), band[i].restreamAt(band[i].distinctLow));
        QCOMPARE(uitesting::values(high)(Eigen::Index(i)), band[i].restreamAt(band[i].distinctHigh));
        QVERIFY(band[i].distinctLow <= band[i].distinctMean && band[i].distinctMean <= band[i].distinctHigh);
    }
    // Paper mode: the re-stream term is rho per distinct adapter. While the pool holds the catalog the
    // model's E(K, s, b) is the exact mean: the simulated one agrees within a few standard errors (400
    // batches: about 1 %); beyond the pool the model counts a batch of the pool's C adapters, and the
    // simulated batches hold fewer (docs/traffic.md).
    QCOMPARE(band.front().restreamPerAdapter, params.adapterGb / params.baseGb);
    const double capacity = double(window.figures().poolCapacity);
    const SimulatedBandPoint *inPool = nullptr;
    for (const SimulatedBandPoint &point : band)
        if (point.adapters <= capacity)
            inPool = &point;
    QVERIFY(inPool && inPool->adapters > 100);
    QVERIFY2(std::abs(inPool->distinctMean / inPool->distinctAnalytic - 1) < 0.03,
             qPrintable(QStringLiteral("%1 %2").arg(inPool->distinctMean).arg(inPool->distinctAnalytic)));
    const SimulatedBandPoint &last = band.back();
    QVERIFY2(last.adapters > capacity && last.distinctMean < last.distinctAnalytic - 0.5,
             qPrintable(QStringLiteral("%1 %2").arg(last.distinctMean).arg(last.distinctAnalytic)));

    chart->resize(kSize);
    const QImage shown = chartImage(*chart, kSize, 1);
    if (qEnvironmentVariableIsSet("LORAFLEET_SAVE_IMAGES"))
        shown.save(QStringLiteral("/tmp/overhead-simulated.png"));
    const QColor meanColor = mean->pen().color();
    QVERIFY2(pointsShown(shown, mean, meanColor) > 0.8,
             qPrintable(QString::number(pointsShown(shown, mean, meanColor))));
    const QPolygonF where = uitesting::pixelPath(mean);

    window.setShowSimulated(false);
    window.renderNow();
    QVERIFY(!mean->visible());
    QVERIFY(mean->data()->isEmpty());
    const QImage hidden = chartImage(*chart, kSize, 1);
    int found = 0;
    for (const QPointF &point : where)
        found += uitesting::colorNear(hidden, point, meanColor, 3, 30);
    QVERIFY2(found < where.size() / 5, qPrintable(QString::number(found)));
}

// A settled edit shows the dragging band (a few ms) at once and the full one (up to ~60 ms: engine model,
// K to 10^6) when a worker has drawn it; a K move after keeps the full band.
void TestImportTraffic::fullBandIsDrawnOffTheWindowThread()
{
    MainWindow window;
    Params params = window.params();
    params.model = ModelKind::Engine;
    params.plotMaxAdapters = 1000000;
    window.setParams(params);
    window.setShowSimulated(true);
    window.renderNow();
    const SimulatedBandOptions full;
    QCOMPARE(window.evaluation().request.bandOptions.points, full.points);
    params.skew = 1.4;
    window.setParams(params);
    while (window.evaluation().params.skew != 1.4)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    QVERIFY2(window.evaluation().request.bandOptions.points < full.points,
             "the full band was drawn on the window's thread");
    QVERIFY(!window.evaluation().simulatedBand.empty()); // the dragging band meanwhile
    QTRY_COMPARE_WITH_TIMEOUT(window.evaluation().request.bandOptions.points, full.points, 20000);
    const std::vector<SimulatedBandPoint> band =
        simulateBand(params, window.series().adapters(window.series().adapters.size() - 1));
    QCOMPARE(window.evaluation().simulatedBand.size(), band.size());
    for (std::size_t i = 0; i < band.size(); ++i)
        QCOMPARE(window.evaluation().simulatedBand[i].distinctMean, band[i].distinctMean);
    const OverheadChart *chart = window.charts().get<OverheadChart>();
    QTRY_COMPARE_WITH_TIMEOUT(chart->curve(CurveId::SimulatedMean)->data()->size(), int(band.size()), 20000);
    params.adapters = 200;
    window.setParams(params);
    while (window.evaluation().params.adapters != 200)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    QCOMPARE(window.evaluation().request.bandOptions.points, full.points);
}

// Not a check: with LORAFLEET_SHOTS_DIR set, renders the dialog and the overhead chart with the band
// for a person to look at (LORAFLEET_SHOTS_LANG=ko, LORAFLEET_SHOTS_QM: a further translation to load).
void TestImportTraffic::screenshots()
{
    const QString shots = qEnvironmentVariable("LORAFLEET_SHOTS_DIR");
    if (shots.isEmpty())
        QSKIP("LORAFLEET_SHOTS_DIR is not set");
    const QString language = qEnvironmentVariable("LORAFLEET_SHOTS_LANG", QStringLiteral("en"));
    if (language != QStringLiteral("en"))
        installTranslations(language);
    QTranslator extra;
    if (extra.load(qEnvironmentVariable("LORAFLEET_SHOTS_QM")))
        QCoreApplication::installTranslator(&extra);
    QTemporaryDir dir;
    const GeneratedLog log = writeLog(dir);
    QByteArray withBad;
    {
        QFile file(log.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        withBad = file.readAll();
    }
    withBad.insert(withBad.indexOf('\n', 2000) + 1, "yesterday,adapter-3\n,\n");
    const QString path = writeFile(dir, QStringLiteral("requests-2026-11.csv"), withBad);
    for (const QString &theme : {QStringLiteral("light"), QStringLiteral("dark")}) {
        MainWindow window;
        window.setTheme(theme);
        window.setShowSimulated(true);
        window.resize(1600, 1000);
        window.renderNow();
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            OverheadChart *chart = window.charts().get<OverheadChart>();
            chart->resize(size);
            chartImage(*chart, size, 1)
                .save(QStringLiteral("%1/overhead-simulated-%2-%3-%4x%5.png")
                          .arg(shots, language, theme)
                          .arg(size.width())
                          .arg(size.height()));
            ImportTrafficDialog dialog(window.document(), &window);
            QVERIFY(dialog.load(path));
            dialog.resize(size);
            dialog.show();
            QCoreApplication::processEvents();
            dialog.grab().save(QStringLiteral("%1/import-dialog-%2-%3-%4x%5.png")
                                   .arg(shots, language, theme)
                                   .arg(size.width())
                                   .arg(size.height()));
        }
    }
}

QTEST_MAIN(TestImportTraffic)
#include "tst_importtraffic.moc"
