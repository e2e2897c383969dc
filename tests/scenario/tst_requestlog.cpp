// SPDX-License-Identifier: GPL-3.0-or-later
// Reading request logs (ui/scenario/requestlog.h): CSV, JSON Lines and counts tables of the same traffic
// agree; CRLF, a byte-order mark, quoted commas and garbage lines are read as the user means; every refusal
// names its problem; results never depend on how the bytes were split into blocks.
#include "adaptertablecheck.h"
#include "io/adaptertable.h"
#include "io/requestlog.h"
#include "io/requestlogparse.h"
#include "model/zipffit.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <numeric>
#include <random>

using namespace lorafleet;

namespace {

std::optional<RequestLog> readBytes(const QByteArray &bytes, QString *error = nullptr,
                                    const RequestLogOptions &options = {}, int block = 1 << 20)
{
    RequestLogReader reader(options);
    for (qsizetype at = 0; at < bytes.size(); at += block)
        if (!reader.feed(bytes.constData() + at, std::size_t(std::min<qsizetype>(block, bytes.size() - at))))
            break;
    std::optional<RequestLog> log = reader.finish();
    if (error)
        *error = reader.error();
    return log;
}

std::map<std::string, std::int64_t> countsById(const RequestLog &log)
{
    return {log.adapters.begin(), log.adapters.end()};
}

// The same traffic three ways: 6 requests for "a", 3 for "b,c" (a comma inside), 1 for "d ""q""".
const QByteArray kCsv = "\xEF\xBB\xBFts,adapter,prompt\r\n"
                        "2026-11-30T10:00:00Z,a,hello\r\n"
                        "2026-11-30T10:05:00Z,\"b,c\",\"x, y\"\r\n"
                        "2026-11-30T10:10:00Z,a,\r\n"
                        "garbage\r\n"
                        "2026-11-30T11:00:00+00:00,a,z\r\n"
                        "\r\n"
                        "2026-11-30 11:30:00,\"b,c\",z\r\n"
                        "1796032800,a,z\r\n"
                        "not-a-time,a,z\r\n"
                        "2026-11-30T12:00:00Z,\"d \"\"q\"\"\",z\r\n"
                        "2026-11-30T12:10:00.5Z,a,z\r\n"
                        "2026-11-30T12:20:00Z,,z\r\n"
                        "2026-11-30T12:30:00Z,\"b,c\",z\r\n"
                        "2026-11-30T12:40:00Z,a,z"; // no newline at the end

const QByteArray kJson = "{\"adapter\": \"a\", \"time\": 1796032800}\n"
                         "{\"time\": 1796033100, \"adapter\": \"b,c\", \"extra\": {\"adapter\": \"x\"}}\n"
                         "{\"adapter\": \"a\", \"time\": \"2026-11-30T10:10:00Z\", \"list\": [1, \"}\"]}\n"
                         "{broken\n"
                         "{\"adapter\": \"a\", \"time\": 1796036400000}\n"
                         "{\"adapter\": \"b\\u002cc\", \"time\": 1796038200}\n"
                         "{\"adapter\": \"a\", \"time\": 1796032800.5}\n"
                         "{\"adapter\": \"d \\\"q\\\"\", \"time\": 1796040000}\n"
                         "{\"adapter\": null, \"time\": 1796040000}\n"
                         "{\"adapter\": \"a\", \"time\": 1796040600}\n"
                         "{\"adapter\": \"b,c\", \"time\": 1796041800}\n"
                         "{\"adapter\": \"a\", \"time\": 1796042400}\n";

const QByteArray kCounts = "adapter,count\n\"b,c\",3\na,4\n\"d \"\"q\"\"\",1\na,2\nz,0\nbad,-1\n";

} // namespace

class TestRequestLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void csvLog();
    void countColumnBesideTimesIsALog();
    void nulBytesAreBadAnywhere();
    void jsonLinesAndCountsAgree();
    void blocksOfAnySize();
    void refusals_data();
    void refusals();
    void columnsGiven();
    void times_data();
    void times();
    void peakAndMonth();
    void strayTimestampsAreLeftOut();
    void tenPercentGarbage();
    void readsAFile();
    void growingFileEndsAtItsFirstSize();
    void fuzzCorpus();
    void adapterTableWorkIsBounded();
    void adapterTableAgreesWithAMap();
    void manyAdaptersKeepTheTopIds();
};

// A log with timestamps and a column named n, count or requests was read as a counts table (20,000 lines
// as 200,010,000 requests, no demand): with a time column it is a log of requests, one a line.
void TestRequestLog::countColumnBesideTimesIsALog()
{
    for (const char *column : {"n", "count", "requests"}) {
        QByteArray bytes = QByteArray("adapter,timestamp,") + column + "\n";
        for (int i = 0; i < 200; ++i)
            bytes += "a" + QByteArray::number(i % 7) + "," + QByteArray::number(1700000000 + 60 * i) + "," +
                QByteArray::number(i + 1) + "\n";
        QString error;
        const std::optional<RequestLog> log = readBytes(bytes, &error);
        QVERIFY2(log, qPrintable(error));
        QCOMPARE(log->format, RequestLog::Format::Csv);
        QCOMPARE(log->requests, std::int64_t(200));
        QCOMPARE(log->timeColumn, QStringLiteral("timestamp"));
        QVERIFY(log->requestsPerMonth && *log->requestsPerMonth > 0);
    }
    // Without a time column it is still a counts table.
    const std::optional<RequestLog> table = readBytes("adapter,n\na,5\nb,3\n");
    QVERIFY(table);
    QCOMPARE(table->format, RequestLog::Format::CountsTable);
    QCOMPARE(table->requests, std::int64_t(8));
}

// NUL bytes after the first 64 KiB became part of adapter ids: a line with one is bad wherever it is.
void TestRequestLog::nulBytesAreBadAnywhere()
{
    QByteArray bytes = "adapter,timestamp\n";
    int good = 0;
    while (bytes.size() < 200000) {
        bytes += "a" + QByteArray::number(good % 5) + "," + QByteArray::number(1700000000 + good) + "\n";
        ++good;
    }
    bytes += QByteArray("evil\0id,1700300000\n", 19);
    bytes += "a1,1700300001\n";
    QString error;
    const std::optional<RequestLog> log = readBytes(bytes, &error, {}, 4096);
    QVERIFY2(log, qPrintable(error));
    QCOMPARE(log->badLines, std::int64_t(1));
    QVERIFY2(log->firstBadLines.constFirst().reason.contains(QStringLiteral("NUL")),
             qPrintable(log->firstBadLines.constFirst().reason));
    QCOMPARE(log->requests, std::int64_t(good + 1));
    for (const auto &adapter : log->adapters)
        QVERIFY(adapter.first.find('\0') == std::string::npos);
}

void TestRequestLog::csvLog()
{
    QString error;
    const auto log = readBytes(kCsv, &error);
    QVERIFY2(log, qPrintable(error));
    QCOMPARE(log->format, RequestLog::Format::Csv);
    QCOMPARE(log->adapterColumn, QStringLiteral("adapter"));
    QCOMPARE(log->timeColumn, QStringLiteral("ts"));
    QCOMPARE(log->requests, qint64(10));
    QCOMPARE(log->badLines, qint64(3));
    QCOMPARE(log->lines, qint64(13));
    QCOMPARE(log->firstBadLines.size(), 3);
    QCOMPARE(log->firstBadLines[0].number, qint64(5));
    QCOMPARE(log->firstBadLines[1].number, qint64(10));
    QCOMPARE(log->firstBadLines[2].number, qint64(13));
    QCOMPARE(log->firstBadLines[2].reason, QStringLiteral("empty adapter id"));
    const std::map<std::string, std::int64_t> expected{{"a", 6}, {"b,c", 3}, {"d \"q\"", 1}};
    QCOMPARE(countsById(*log), expected);
    QCOMPARE(log->adapters.front().first, std::string("a"));
    QCOMPARE(log->counts(), (std::vector<std::int64_t>{6, 3, 1}));
}

void TestRequestLog::jsonLinesAndCountsAgree()
{
    QString error;
    const auto csv = readBytes(kCsv);
    const auto json = readBytes(kJson, &error);
    QVERIFY2(json, qPrintable(error));
    QCOMPARE(json->format, RequestLog::Format::JsonLines);
    QCOMPARE(json->timeColumn, QStringLiteral("time"));
    QCOMPARE(json->badLines, qint64(2));
    QCOMPARE(json->firstBadLines[0].number, qint64(4));
    QCOMPARE(json->firstBadLines[1].number, qint64(9));
    QCOMPARE(countsById(*json), countsById(*csv));
    QCOMPARE(*json->firstTime, *csv->firstTime);
    QCOMPARE(*json->lastTime, *csv->lastTime);
    const auto counts = readBytes(kCounts, &error);
    QVERIFY2(counts, qPrintable(error));
    QCOMPARE(counts->format, RequestLog::Format::CountsTable);
    QCOMPARE(counts->countColumn, QStringLiteral("count"));
    QCOMPARE(counts->badLines, qint64(1));
    // Counts that would overflow are bad lines, not a wrapped total.
    const auto huge = readBytes("adapter,count\na,999999999999999990\nb,999999999999999999\nc,5\n");
    QVERIFY(huge);
    QCOMPARE(huge->badLines, qint64(1));
    QCOMPARE(huge->requests, qint64(999999999999999995));
    QCOMPARE(countsById(*counts), countsById(*csv));
    QVERIFY(!counts->requestsPerMonth);
    // The same counts fit the same.
    const ZipfFit a = fitZipf(csv->counts());
    const ZipfFit b = fitZipf(counts->counts());
    QCOMPARE(a.skew, b.skew);
    QCOMPARE(a.skewHigh, b.skewHigh);
}

void TestRequestLog::blocksOfAnySize()
{
    for (const QByteArray &bytes : {kCsv, kJson, kCounts}) {
        const auto whole = readBytes(bytes);
        QVERIFY(whole);
        for (const int block : {1, 2, 3, 7, 64}) {
            const auto pieces = readBytes(bytes, nullptr, {}, block);
            QVERIFY(pieces);
            QCOMPARE(countsById(*pieces), countsById(*whole));
            QCOMPARE(pieces->badLines, whole->badLines);
            QCOMPARE(pieces->firstBadLines.constLast().number, whole->firstBadLines.constLast().number);
            QCOMPARE(pieces->requestsPerMonth, whole->requestsPerMonth);
        }
    }
}

void TestRequestLog::refusals_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << "the file is empty";
    QTest::newRow("binary") << QByteArray("PK\x03\x04\x00\x00junk", 10)
                            << "this is a binary file, not a CSV or JSON Lines log";
    QTest::newRow("not UTF-8")
        << QByteArray("\xff\xfe\x8d,\xc3x\n1,2\n")
        << "line 1 is not UTF-8 text: this looks like a binary file, not a CSV or JSON "
           "Lines log";
    QTest::newRow("no adapter column")
        << QByteArray("time,model,user\n1,x,y\n")
        << "no adapter column: expected one named adapter, adapter_id, adapter_name, lora, lora_id, "
           "lora_name, lora_adapter, lora_request, model_adapter, or give --adapter-column NAME (the header "
           "has: time, model, user)";
    QTest::newRow("UTF-16")
        << QByteArray("\xff\xfe"
                      "a\0d\0,\0\n\0",
                      10)
        << "the file is saved as UTF-16 text; request logs are UTF-8: save it again as UTF-8";
    QTest::newRow("UTF-32")
        << QByteArray("\xff\xfe\0\0a\0\0\0\n\0\0\0", 12)
        << "the file is saved as UTF-32 text; request logs are UTF-8: save it again as UTF-8";
    QTest::newRow("UTF-32 BE")
        << QByteArray("\0\0\xfe\xff\0\0\0a\0\0\0\n", 12)
        << "the file is saved as UTF-32 text; request logs are UTF-8: save it again as UTF-8";
    QTest::newRow("two byte-order marks") << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF"
                                                        "adapter\na\n")
                                          << "the file starts with two UTF-8 byte-order marks (EF BB BF "
                                             "twice): save it again as UTF-8 with one or "
                                             "none";
    QTest::newRow("header only") << QByteArray("adapter,timestamp\r\n") << "the log has no requests";
    QTest::newRow("all bad") << QByteArray("adapter,timestamp\n,1\nx,yesterday\n")
                             << "no request could be read: all 2 line(s) are bad (line 2: empty adapter id)";
    QTest::newRow("json header not an object") << QByteArray("{\"adapter\": \n")
                                               << "line 1 is not a JSON "
                                                  "object: a JSON Lines "
                                                  "log has one object "
                                                  "per line";
    QTest::newRow("line 1 too long") << QByteArray(int(RequestLogReader::kMaxLineBytes) + 10, 'x') + "\n"
                                     << "line 1 is longer than 1048576 bytes: not a request log";
}

void TestRequestLog::refusals()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!readBytes(bytes, &error));
    QCOMPARE(error, message);
}

void TestRequestLog::columnsGiven()
{
    RequestLogOptions options;
    options.adapterColumn = QStringLiteral("Model");
    options.timeColumn = QStringLiteral("when");
    QString error;
    const auto log = readBytes("when,model\n5,x\n3605,y\n7205,x\n", &error, options);
    QVERIFY2(log, qPrintable(error));
    QCOMPARE(log->adapterColumn, QStringLiteral("model"));
    QCOMPARE(log->requests, qint64(3));
    QCOMPARE(*log->firstTime, 5.0);
    options.timeColumn = QStringLiteral("nope");
    QVERIFY(!readBytes("when,model\n5,x\n", &error, options));
    QCOMPARE(error, QStringLiteral("no column named \"nope\" (the header has: when, model)"));
    // One adapter reads, and the fit says it cannot estimate a skew.
    const auto one = readBytes("adapter\nx\nx\nx\n");
    QVERIFY(one);
    QCOMPARE(fitZipf(one->counts()).status, ZipfFit::Status::OneAdapter);
    // A long line after the header is one bad line, and the next line reads.
    const QByteArray longLine =
        "adapter\n" + QByteArray(int(RequestLogReader::kMaxLineBytes) + 5, 'y') + "\nz\n";
    for (const int block : {1 << 20, 4096}) {
        const auto skipped = readBytes(longLine, nullptr, {}, block);
        QVERIFY(skipped);
        QCOMPARE(skipped->badLines, qint64(1));
        QCOMPARE(skipped->firstBadLines[0].number, qint64(2));
        QCOMPARE(skipped->requests, qint64(1));
    }
}

void TestRequestLog::times_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("seconds"); // -1: refused
    QTest::newRow("unix") << "1796032800" << 1796032800.0;
    QTest::newRow("unix fraction") << "1796032800.25" << 1796032800.25;
    QTest::newRow("unix ms") << "1796032800250" << 1796032800.25;
    QTest::newRow("iso Z") << "2026-11-30T10:00:00Z" << 1796032800.0;
    QTest::newRow("iso space") << "2026-11-30 10:00:00" << 1796032800.0;
    QTest::newRow("iso offset") << "2026-11-30T19:00:00+09:00" << 1796032800.0;
    QTest::newRow("iso offset compact") << "2026-11-30T05:30:00-0430" << 1796032800.0;
    QTest::newRow("iso minutes") << "2026-11-30T10:00" << 1796032800.0;
    QTest::newRow("iso fraction") << "2026-11-30T10:00:00.125Z" << 1796032800.125;
    QTest::newRow("date") << "2026-11-30" << 1795996800.0;
    QTest::newRow("leap day") << "2028-02-29T00:00:00Z" << 1835395200.0;
    QTest::newRow("not leap") << "2027-02-29T00:00:00Z" << -1.0;
    QTest::newRow("month 13") << "2026-13-01" << -1.0;
    QTest::newRow("hour 25") << "2026-11-30T25:00:00Z" << -1.0;
    QTest::newRow("words") << "yesterday" << -1.0;
    QTest::newRow("negative") << "-5" << -1.0;
    QTest::newRow("trailing") << "2026-11-30T10:00:00Zulu" << -1.0;
    QTest::newRow("empty") << "" << -1.0;
    QTest::newRow("past 9999") << "888888888888888888888888888882026808" << -1.0; // found by the fuzzer
    QTest::newRow("year 9999") << "9999-12-31T23:59:59Z" << 253402300799.0;
}

void TestRequestLog::times()
{
    QFETCH(QString, text);
    QFETCH(double, seconds);
    const std::string bytes = text.toStdString();
    const std::optional<double> parsed = logparse::parseTime(bytes);
    if (seconds < 0) {
        QVERIFY(!parsed);
        return;
    }
    QVERIFY(parsed);
    QCOMPARE(*parsed, seconds);
}

void TestRequestLog::peakAndMonth()
{
    // 10, 20 and 30 requests in three clock hours: the mean hour has 20, the peak 30.
    QByteArray bytes = "adapter,timestamp\n";
    const int perHour[] = {10, 20, 30};
    for (int hour = 0; hour < 3; ++hour)
        for (int i = 0; i < perHour[hour]; ++i)
            bytes += "x" + QByteArray::number(i % 4) + "," +
                QByteArray::number(1796032800 + hour * 3600 + i * 60) + "\n";
    const auto log = readBytes(bytes);
    QVERIFY(log);
    QCOMPARE(log->peakHourRequests, qint64(30));
    QCOMPARE(*log->peakFactor, 1.5);
    // 60 requests from 10:00 to 12:29: 59 gaps in 8940 s, per month of 730 hours.
    QCOMPARE(*log->requestsPerMonth, 59.0 / 8940.0 * 730.0 * 3600.0);
    // Within one hour: a month's rate, but no peak to speak of.
    const auto short_ = readBytes("adapter,timestamp\na,100\nb,200\n");
    QVERIFY(short_->requestsPerMonth);
    QVERIFY(!short_->peakFactor);
}

// One stray `0` among 20,000 timestamps of 30 days made the span 56 years: 876,000 requests a month read
// as 30. It is left out of the span, counted and named; evenly spread requests, even few, lose none.
void TestRequestLog::strayTimestampsAreLeftOut()
{
    constexpr int kRequests = 20000;
    constexpr double kSpan = 30.0 * 86400.0;
    QByteArray bytes = "adapter,timestamp\n";
    for (int i = 0; i < kRequests; ++i) {
        bytes += "x" + QByteArray::number(i % 9) + "," +
            QByteArray::number(qint64(1796032800 + i * (kSpan / (kRequests - 1)))) + "\n";
        if (i == 7000)
            bytes += "x1,0\n";
    }
    const auto log = readBytes(bytes);
    QVERIFY(log);
    QCOMPARE(log->requests, qint64(kRequests + 1));
    QCOMPARE(log->strayTimes, qint64(1));
    QCOMPARE(*log->farthestStrayTime, 0.0);
    QCOMPARE(*log->firstTime, 1796032800.0);
    const double expected = (kRequests - 1) / (*log->lastTime - *log->firstTime) * 730.0 * 3600.0;
    QCOMPARE(*log->requestsPerMonth, expected);
    QVERIFY(*log->requestsPerMonth > 20000.0); // 20,000 in 30 days: 20,277 a month of 730 hours
    QVERIFY(*log->peakFactor < 2.0);

    // Evenly spread: nothing stray, however few the requests.
    for (const int n : {3, 50, 5000}) {
        QByteArray even = "adapter,timestamp\n";
        for (int i = 0; i < n; ++i)
            even += "x" + QByteArray::number(i % 3) + "," + QByteArray::number(1796032800 + i * 7919) + "\n";
        const auto evenLog = readBytes(even);
        QVERIFY(evenLog);
        QCOMPARE(evenLog->strayTimes, qint64(0));
        QCOMPARE(*evenLog->firstTime, 1796032800.0);
        QCOMPARE(*evenLog->lastTime, 1796032800.0 + (n - 1) * 7919.0);
    }
}

void TestRequestLog::tenPercentGarbage()
{
    QByteArray bytes = "timestamp,adapter\n";
    for (int i = 0; i < 1000; ++i) {
        if (i % 10 == 3)
            bytes += QByteArray("\x01\xff\"garbage, \"\"") + QByteArray::number(i) + "\n";
        else
            bytes += QByteArray::number(1796032800 + i) + ",lora-" + QByteArray::number(i % 7) + "\n";
    }
    const auto log = readBytes(bytes);
    QVERIFY(log);
    QCOMPARE(log->requests, qint64(900));
    QCOMPARE(log->badLines, qint64(100));
    QCOMPARE(log->firstBadLines.size(), RequestLogReader::kShownBadLines);
    QCOMPARE(log->firstBadLines[0].number, qint64(5));
    QCOMPARE(log->firstBadLines[1].number, qint64(15));
    QCOMPARE(log->adapters.size(), std::size_t(7));
}

void TestRequestLog::readsAFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kCsv);
    file.close();
    int calls = 0;
    const RequestLogReadResult read = readRequestLog(path, {}, [&](std::int64_t done, std::int64_t total) {
        ++calls;
        return done <= total;
    });
    QVERIFY(read.log);
    QCOMPARE(read.log->requests, qint64(10));
    QCOMPARE(calls, 1);
    const RequestLogReadResult cancelled =
        readRequestLog(path, {}, [](std::int64_t, std::int64_t) { return false; });
    QVERIFY(cancelled.cancelled);
    QVERIFY(!cancelled.log);
    const RequestLogReadResult folder = readRequestLog(dir.path());
    QVERIFY(!folder.log);
    QVERIFY(folder.error.startsWith(QStringLiteral("it is ")));
    const RequestLogReadResult kernel = readRequestLog(QStringLiteral("/proc/self/status"));
    QVERIFY(!kernel.log);
    QCOMPARE(kernel.error,
             QStringLiteral("it is a file of the kernel (/proc or /sys), not a request log: only "
                            "files on a disk are read"));
}

// A log another program writes faster than it is read never ended: only the bytes there were when it was
// opened are read. Lines are appended after each block; the count stays that of the file as opened.
void TestRequestLog::growingFileEndsAtItsFirstSize()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("growing.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("timestamp,adapter\n");
    const QByteArray line = "1796032800,lora-1\n";
    const int lines = (9 << 20) / int(line.size()); // three blocks of the reader's 4 MiB
    for (int i = 0; i < lines; ++i)
        file.write(line);
    file.flush();
    int blocks = 0;
    const RequestLogReadResult read = readRequestLog(path, {}, [&](std::int64_t, std::int64_t) {
        ++blocks;
        for (int i = 0; i < 300000; ++i)
            file.write(line);
        file.flush();
        return blocks < 100;
    });
    QVERIFY2(read.log, qPrintable(read.error));
    QCOMPARE(blocks, 3);
    QCOMPARE(read.log->requests, std::int64_t(lines));
}

// The fuzzer's seeds and the inputs it once failed on: read or refused with a reason, counts adding up.
void TestRequestLog::fuzzCorpus()
{
    const QDir corpus(QStringLiteral(LORAFLEET_REQUESTLOG_CORPUS));
    const QStringList files = corpus.entryList(QDir::Files);
    QVERIFY(files.size() >= 5);
    for (const QString &name : files) {
        QFile file(corpus.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        const auto log = readBytes(file.readAll(), &error);
        if (!log) {
            QVERIFY2(!error.isEmpty(), qPrintable(name));
            continue;
        }
        const std::vector<std::int64_t> counts = log->counts();
        QCOMPARE(std::accumulate(counts.begin(), counts.end(), std::int64_t{0}), log->requests);
    }
}

// Ten million distinct ids are counted in seconds only if finding an id costs a few probes whatever K is,
// and fit in memory only if each costs its bytes and a few more (issue 26: 27.7 s and 1.1 GB before).
// Counted, not timed: probes per id and bytes per id, at 2^18 distinct ids seen three times each.
void TestRequestLog::adapterTableWorkIsBounded()
{
    AdapterTable table;
    constexpr int kIds = 1 << 18;
    std::string id;
    for (int pass = 0; pass < 3; ++pass) {
        for (int i = 0; i < kIds; ++i) {
            id = "org" + std::to_string(i % 997) + "/lora-" + std::to_string(i);
            table.add(id, pass + 1);
        }
    }
    QCOMPARE(table.size(), std::size_t(kIds));
    const double probesPerAdd = double(table.probes()) / (3.0 * kIds);
    QVERIFY2(probesPerAdd < 3.0, qPrintable(QString::number(probesPerAdd)));
    const std::vector<std::int64_t> counts = table.sortedCounts();
    QCOMPARE(counts.size(), std::size_t(kIds));
    QVERIFY(std::all_of(counts.begin(), counts.end(), [](std::int64_t c) { return c == 6; }));
    // Ties by id: the smallest ids as text come first.
    const auto top = table.top(3);
    QCOMPARE(top.size(), std::size_t(3));
    std::vector<std::string> ids;
    for (int i = 0; i < kIds; ++i)
        ids.push_back("org" + std::to_string(i % 997) + "/lora-" + std::to_string(i));
    std::partial_sort(ids.begin(), ids.begin() + 3, ids.end());
    for (std::size_t i = 0; i < 3; ++i)
        QCOMPARE(top[i], (std::pair<std::string, std::int64_t>(ids[i], 6)));
}

// The fuzzer's property (tests/fuzz/adaptertablecheck.h) on fixed random inputs: up to 20,000 ids of up
// to 1,100 bytes, across the store's blocks and the slot table's growth, counted as a std::map counts.
void TestRequestLog::adapterTableAgreesWithAMap()
{
    std::mt19937_64 random(20261203);
    for (int input = 0; input < 12; ++input) {
        std::vector<std::uint8_t> bytes(16 + random() % 1024);
        for (std::uint8_t &byte : bytes)
            byte = static_cast<std::uint8_t>(random());
        const char *difference = fuzzing::checkAdapterTable(bytes.data(), bytes.size());
        QVERIFY2(difference == nullptr, difference);
    }
}

// A log of more adapters than are kept by id: every count is kept (largest first), the ids of the most
// requested only, in order, and the large counts (beyond the tally of small ones) sorted too.
void TestRequestLog::manyAdaptersKeepTheTopIds()
{
    QByteArray bytes = "adapter,count\n";
    const int adapters = int(RequestLog::kKeptIds) * 3;
    for (int i = 0; i < adapters; ++i)
        bytes +=
            "lora-" + QByteArray::number(i) + "," + QByteArray::number(i == 7 ? 1000000 : 1 + i % 50) + "\n";
    const auto log = readBytes(bytes, nullptr, {}, 1000);
    QVERIFY(log);
    QCOMPARE(log->adapterCounts.size(), std::size_t(adapters));
    QVERIFY(std::is_sorted(log->adapterCounts.rbegin(), log->adapterCounts.rend()));
    QCOMPARE(log->adapterCounts.front(), std::int64_t(1000000));
    QCOMPARE(std::accumulate(log->adapterCounts.begin(), log->adapterCounts.end(), std::int64_t{0}),
             log->requests);
    QCOMPARE(log->adapters.size(), RequestLog::kKeptIds);
    QCOMPARE(log->adapters[0], (std::pair<std::string, std::int64_t>("lora-7", 1000000)));
    QCOMPARE(log->adapters[1], (std::pair<std::string, std::int64_t>("lora-149", 50)));
    for (std::size_t i = 0; i < log->adapters.size(); ++i)
        QCOMPARE(log->adapters[i].second, log->adapterCounts[i]);
}

QTEST_GUILESS_MAIN(TestRequestLog)
#include "tst_requestlog.moc"
