// SPDX-License-Identifier: GPL-3.0-or-later
// The H200 calibration measurement: the shipped file, the preset built from it, and malformed files.
#include "io/calibration.h"
#include "io/presets.h"

#include <QDeadlineTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace lorafleet;

namespace {

// The shipped file with one part replaced (as text), to break it in one precise way.
QByteArray shippedWith(const QByteArray &from, const QByteArray &to)
{
    QFile file(QStringLiteral(":/calibration/h200-measured.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray bytes = file.readAll();
    const qsizetype at = bytes.indexOf(from);
    if (at < 0)
        return {};
    return bytes.replace(at, from.size(), to);
}

// Runs work on its own thread and waits at most timeoutMs, so that a read that blocks fails the test
// instead of hanging it; on a timeout, opening the FIFO's write end lets the blocked open() return.
template<typename Work> bool finishesWithin(int timeoutMs, Work work, const QString &fifo)
{
    std::unique_ptr<QThread> thread(QThread::create(std::move(work)));
    thread->start();
    if (thread->wait(QDeadlineTimer(timeoutMs)))
        return true;
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0)
        ::close(fd);
    thread->wait();
    return false;
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedMeasurementReads();
    void measuredPreset();
    void malformedFilesAreRefused_data();
    void malformedFilesAreRefused();
    void missingFile();
    void onlyRegularFilesAreRead();
};

void TestCalibration::shippedMeasurementReads()
{
    const CalibrationResult result = shippedCalibration();
    QVERIFY2(result.calibration, qPrintable(result.error));
    const Calibration &c = *result.calibration;
    QCOMPARE(c.gpuName, QStringLiteral("NVIDIA H200"));
    QVERIFY(c.date.startsWith(QStringLiteral("2026-")));
    QVERIFY(c.hbmBandwidthTbps > 3.5 && c.hbmBandwidthTbps < 5.0); // an H200 reads at most 4.8 TB/s
    QVERIFY(c.linkBandwidthGbps > 20 && c.linkBandwidthGbps < 130);
    QVERIFY(c.overlap > 0 && c.overlap <= 1.5);
    QCOMPARE(c.byteRatio, 0.004963);
    QCOMPARE(int(c.restream.size()), 6);
    QCOMPARE(c.restream.front().distinctAdapters, 1);
    QCOMPARE(c.restream.back().distinctAdapters, 32);
    // More distinct adapters cost more: the curve the overlay draws rises.
    QVERIFY(c.restream.back().relativeOverhead > c.restream.front().relativeOverhead);
}

void TestCalibration::measuredPreset()
{
    const Calibration c = *shippedCalibration().calibration;
    const LoadResult preset = loadPreset(QStringLiteral("h200-measured"));
    QVERIFY2(preset.ok(), qPrintable(preset.error));
    const Scenario &s = *preset.scenario;
    QCOMPARE(s.name, QStringLiteral("H200 (measured)"));
    QVERIFY(validate(s.params).empty());
    Params expected;
    expected.hbmBandwidthTbps = c.hbmBandwidthTbps;
    expected.linkBandwidthGbps = c.linkBandwidthGbps;
    expected.overlap = c.overlap;
    QVERIFY(s.params == expected);
    QVERIFY(s.notes.contains(QStringLiteral("measured")));
    QVERIFY(s.notes.contains(c.date.left(10)));
}

void TestCalibration::malformedFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << "not a JSON object";
    QTest::newRow("an array") << QByteArray("[1, 2]") << "not a JSON object";
    QTest::newRow("a scenario file") << QByteArray(
                                            R"({"format": "lorafleet-scenario", "version": 1, "params": {}})")
                                     << "not a LoRA Fleet Explorer calibration file";
    QTest::newRow("future version") << shippedWith("\"version\": 1", "\"version\": 2") << "version 1";
    QTest::newRow("no GPU name") << shippedWith("\"name\": \"NVIDIA H200\"", "\"name\": \"\"") << "which GPU";
    QTest::newRow("negative bandwidth")
        << shippedWith("\"hbm_bandwidth_tbps\": 4.", "\"hbm_bandwidth_tbps\": -4.")
        << "measured.hbm_bandwidth_tbps";
    QTest::newRow("bandwidth as text")
        << shippedWith("\"link_bandwidth_gbps\": 55", "\"link_bandwidth_gbps\": \"55\", \"x\": 5")
        << "measured.link_bandwidth_gbps";
    QTest::newRow("points not a list")
        << shippedWith("\"restream\": [", "\"restream\": 5, \"old\": [") << "points.restream";
    QTest::newRow("point with text") << shippedWith("\"distinct_adapters\": 8",
                                                    "\"distinct_adapters\": \"8\"")
                                     << "re-stream point";
    QTest::newRow("fractional adapters")
        << shippedWith("\"distinct_adapters\": 8", "\"distinct_adapters\": 8.5") << "whole number";
}

void TestCalibration::malformedFilesAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, mentions);
    QVERIFY(!bytes.isEmpty());
    const CalibrationResult result = decodeCalibration(bytes);
    QVERIFY(!result.calibration);
    QVERIFY(!result.error.isEmpty());
    QVERIFY2(result.error.contains(mentions), qPrintable(result.error));
}

void TestCalibration::missingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("none.json"));
    const CalibrationResult result = loadCalibrationFile(path);
    QVERIFY(!result.calibration);
    QVERIFY(result.error.contains(path));
}

// A FIFO would block open() until a writer comes, a device would be read without end.
void TestCalibration::onlyRegularFilesAreRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    CalibrationResult result;
    QVERIFY2(finishesWithin(
                 5000, [&] { result = loadCalibrationFile(fifo); }, fifo),
             "loadCalibrationFile() blocked on a FIFO");
    QVERIFY(!result.calibration);
    QCOMPARE(result.error,
             QStringLiteral("Cannot read the calibration file %1: it is a named pipe (FIFO), and "
                            "only regular files are read.")
                 .arg(fifo));

    result = loadCalibrationFile(QStringLiteral("/dev/null"));
    QVERIFY(!result.calibration);
    QVERIFY2(result.error.contains(QStringLiteral("it is a character device")), qPrintable(result.error));
    result = loadCalibrationFile(dir.path());
    QVERIFY(!result.calibration);
    QVERIFY2(result.error.contains(QStringLiteral("it is a folder")), qPrintable(result.error));
    result = loadCalibrationFile(QStringLiteral("/proc/self/status"));
    QVERIFY(!result.calibration);
    QVERIFY2(result.error.contains(QStringLiteral("it is a file of the kernel (/proc or /sys)")),
             qPrintable(result.error));

    // A symbolic link to the measurement is read like the file itself.
    const QString copy = dir.filePath(QStringLiteral("measured.json"));
    QVERIFY(QFile::copy(QStringLiteral(":/calibration/h200-measured.json"), copy));
    const QString link = dir.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(copy, link));
    result = loadCalibrationFile(link);
    QVERIFY2(result.calibration, qPrintable(result.error));
    QCOMPARE(result.calibration->gpuName, QStringLiteral("NVIDIA H200"));
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
