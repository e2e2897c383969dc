// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files and presets: exact round trips, one precise message for every kind of bad file, atomic
// saves.
#include "fulldisk.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "model/fleetmodel.h"
#include "text/jsonio.h"
#include "text/safetext.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <bit>
#include <cmath>
#include <limits>
#include <memory>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lorafleet {
// Failed comparisons print the scenario as its file.
char *toString(const Scenario &scenario)
{
    return qstrdup(encodeScenario(scenario).constData());
}
} // namespace lorafleet

using namespace lorafleet;
using lorafleet::testing::FullDisk;

namespace {

// A valid scenario whose every value is drawn at random, doubles with all 53 bits of precision.
// Negative zero is left out: Qt's JSON reader reads "-0" as +0 (equal, but not the same bits).
class RandomScenario
{
public:
    explicit RandomScenario(std::uint64_t seed)
        : m_rng(seed)
    {
    }

    Scenario make()
    {
        Scenario s;
        s.name = text(pick(0, 30));
        s.notes = pick(0, 3) == 0 ? QString() : text(pick(0, 400));
        for (const ParamInfo &info : paramInfos()) {
            std::visit(
                [&](auto member) {
                    auto &value = s.params.*member;
                    using T = std::decay_t<decltype(value)>;
                    if constexpr (std::is_same_v<T, std::int64_t>)
                        value = integer(info.minimum, info.maximum);
                    else if constexpr (std::is_same_v<T, double>)
                        value = real(info.minimum, info.maximum);
                    else if constexpr (std::is_same_v<T, bool>)
                        value = pick(0, 1) == 1;
                    else if constexpr (std::is_enum_v<T>)
                        value = static_cast<T>(pick(0, int(info.maximum)));
                    else
                        value = list(info.minimum, info.maximum);
                },
                info.field);
        }
        if (s.params.catalogCeiling < s.params.catalogStart)
            s.params.catalogCeiling =
                integer(double(s.params.catalogStart), findParam("catalog_ceiling")->maximum);
        return s;
    }

private:
    int pick(int low, int high) { return std::uniform_int_distribution<int>(low, high)(m_rng); }

    double real(double low, double high)
    {
        switch (pick(0, 5)) {
        case 0:
            return low;
        case 1:
            return high;
        case 2: {
            const double u = std::uniform_real_distribution<double>(0.0, 1.0)(m_rng);
            return std::clamp(low + (high - low) * u, low, high);
        }
        default: { // log-uniform, so that small values are as likely as large ones
            const double floor = std::max(low, 1e-12);
            const double x =
                std::exp(std::uniform_real_distribution<double>(std::log(floor), std::log(high))(m_rng));
            return std::clamp(x, low, high);
        }
        }
    }

    std::int64_t integer(double low, double high)
    {
        if (pick(0, 4) == 0)
            return std::int64_t(pick(0, 1) ? low : high);
        const double x = std::exp(
            std::uniform_real_distribution<double>(std::log(std::max(low, 1.0)), std::log(high + 1))(m_rng));
        return std::int64_t(std::clamp(std::floor(x), low, high));
    }

    std::vector<double> list(double low, double high)
    {
        std::vector<double> values(std::size_t(pick(0, 6)));
        for (double &v : values)
            v = real(low, high);
        return values;
    }

    QString text(int length)
    {
        // Quotes, backslashes, controls, NUL, accents, Hangul, right-to-left, and characters outside the BMP.
        static const QString alphabet = QStringLiteral("aZ 09\"'\\/\n\r\t{}[]:,éü한국어שלום€") + QChar(0x01) +
            QChar(0x00) + QChar(0x1F) + QChar(0x7F) + QChar(0x2028) + QChar(0xFEFF);
        static const QString astral = QString::fromUcs4(U"😀𝄞");
        QString out;
        for (int i = 0; i < length; ++i) {
            if (pick(0, 9) == 0)
                out += astral.mid(2 * pick(0, 1), 2); // a whole surrogate pair, never half of one
            else
                out += alphabet.at(pick(0, int(alphabet.size()) - 1));
        }
        return out;
    }

    std::mt19937_64 m_rng;
};

// Every double field compared by its bits, not by ==.
bool bitIdentical(const Params &a, const Params &b)
{
    bool same = a == b;
    for (const ParamInfo &info : paramInfos()) {
        std::visit(
            [&](auto member) {
                using T = std::decay_t<decltype(a.*member)>;
                if constexpr (std::is_same_v<T, double>) {
                    same = same &&
                        std::bit_cast<std::uint64_t>(a.*member) == std::bit_cast<std::uint64_t>(b.*member);
                } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                    for (std::size_t i = 0; same && i < (a.*member).size(); ++i)
                        same = std::bit_cast<std::uint64_t>((a.*member)[i]) ==
                            std::bit_cast<std::uint64_t>((b.*member)[i]);
                }
            },
            info.field);
    }
    return same;
}

// The paper's scenario as a file, with one line changed: the tests break it in one place at a time.
QByteArray validFile()
{
    Scenario s;
    s.name = QStringLiteral("Test");
    return encodeScenario(s);
}

QByteArray withParam(const char *key, const QByteArray &json)
{
    QByteArray bytes = validFile();
    const QByteArray marker = QByteArray("\"") + key + "\": ";
    const qsizetype start = bytes.indexOf(marker) + marker.size();
    qsizetype end = bytes.indexOf('\n', start);
    if (bytes.at(end - 1) == ',')
        --end;
    return bytes.replace(start, end - start, json);
}

QByteArray withTop(const char *line, const QByteArray &replacement)
{
    QByteArray bytes = validFile();
    const qsizetype start = bytes.indexOf(line);
    const qsizetype end = bytes.indexOf('\n', start) + 1;
    return bytes.replace(start, end - start, replacement);
}

QByteArray withoutParam(QByteArray bytes, const char *key)
{
    const qsizetype start = bytes.indexOf(QByteArray("\"") + key + "\"");
    const qsizetype lineStart = bytes.lastIndexOf('\n', start) + 1;
    return bytes.remove(lineStart, bytes.indexOf('\n', start) + 1 - lineStart);
}

// "line L, column C" of a byte position, counted the way a text editor does (a character outside the BMP,
// two UTF-16 units, is one column).
QString where(const QByteArray &bytes, qsizetype position)
{
    const qsizetype lineStart = position > 0 ? bytes.lastIndexOf('\n', position - 1) + 1 : 0;
    const int line = int(bytes.left(position).count('\n')) + 1;
    const int column = int(QString::fromUtf8(bytes.mid(lineStart, position - lineStart)).toUcs4().size()) + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

// The same for the first occurrence of marker.
QString whereIs(const QByteArray &bytes, const QByteArray &marker)
{
    return where(bytes, bytes.indexOf(marker));
}

// Where the value of key begins (the marker must come after "key": ).
QString whereIn(const QByteArray &bytes, const char *key, const QByteArray &marker)
{
    const qsizetype value = bytes.indexOf(QByteArray("\"") + key + "\": ");
    return where(bytes, bytes.indexOf(marker, value));
}

// The line (from 1) of the n-th occurrence (from 1) of marker.
int lineOf(const QByteArray &bytes, const QByteArray &marker, int n = 1)
{
    qsizetype position = -1;
    for (int i = 0; i < n; ++i)
        position = bytes.indexOf(marker, position + 1);
    return int(bytes.left(position).count('\n')) + 1;
}

// Runs work on its own thread and waits at most timeoutMs: a read that blocks fails the test instead of
// hanging it. unblock() must make the blocked call return (it is called only on a timeout).
template<typename Work, typename Unblock> bool finishesWithin(int timeoutMs, Work work, Unblock unblock)
{
    std::unique_ptr<QThread> thread(QThread::create(std::move(work)));
    thread->start();
    if (thread->wait(QDeadlineTimer(timeoutMs)))
        return true;
    unblock();
    thread->wait();
    return false;
}

// Opening a FIFO's write end lets a reader blocked in open() go on (and read an empty file).
void releaseFifoReader(const QString &fifo)
{
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0)
        ::close(fd);
}

// A message is one line with no control or bidi character that could restyle a terminal, and no lone
// surrogate (it cannot be written out as UTF-8).
bool isOneSafeLine(const QString &message)
{
    for (qsizetype i = 0; i < message.size(); ++i) {
        const QChar c = message.at(i);
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029 || u == 0x202E || u == 0x200F)
            return false;
        if (c.isHighSurrogate() && (i + 1 == message.size() || !message.at(i + 1).isLowSurrogate()))
            return false;
        if (c.isLowSurrogate() && (i == 0 || !message.at(i - 1).isHighSurrogate()))
            return false;
    }
    return true;
}

bool runningAsRoot()
{
    return ::geteuid() == 0;
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void encodingIsReadable();
    void figuresJsonOfTheChosenPolicy();
    void roundTrip_data();
    void roundTrip();
    void trickyDoublesRoundTrip_data();
    void trickyDoublesRoundTrip();
    void malformedIsRefused_data();
    void malformedIsRefused();
    void strictJsonIsRequired_data();
    void strictJsonIsRequired();
    void validJsonLoads_data();
    void validJsonLoads();
    void duplicateKeysAreRefused_data();
    void duplicateKeysAreRefused();
    void duplicatesInsideUnknownValuesPass();
    void longListIsRefusedQuickly();
    void messagesAreSafe_data();
    void messagesAreSafe();
    void safeText_data();
    void safeText();
    void onlyRegularFilesAreRead();
    void missingKeysTakeDefaults();
    void unknownKeysAreIgnored();
    void byteOrderMarkIsAccepted();
    void fuzzCorpus_data();
    void fuzzCorpus();
    void peakFactorRoundTrips();
    void fileErrors();
    void saveIntoMissingFolderFails();
    void saveIsAtomic();
    void presetsLoad_data();
    void presetsLoad();
    void presetList();
    void presetValues();
    void unknownPreset();
};

void TestScenario::encodingIsReadable()
{
    const QByteArray bytes = encodeScenario(Scenario{});
    QVERIFY(bytes.startsWith("{\n    \"format\": \"lorafleet-scenario\",\n    \"version\": 1,\n"));
    // MODEL.md order, integers as integers, doubles in shortest form.
    QVERIFY(bytes.indexOf("\"adapters\": 32,") < bytes.indexOf("\"skew\": 1,"));
    QVERIFY(bytes.indexOf("\"skew_bands\": [0.5, 1, 1.5]") < bytes.indexOf("\"whole_gpus\": false"));
    QVERIFY(bytes.contains("\"adapter_gb\": 0.268,"));
    QVERIFY(bytes.contains("\"requests_per_month\": 1e8,"));
    QVERIFY(bytes.indexOf("\"requests_per_month\": 1e8,") < bytes.indexOf("\"demand_peak_factor\": 1,"));
    const LoadResult result = decodeScenario(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.warnings.isEmpty());
    QCOMPARE(result.scenario->params, Params{});
}

void TestScenario::peakFactorRoundTrips()
{
    Scenario peak;
    peak.params.demandPeakFactor = 2.375;
    const QByteArray bytes = encodeScenario(peak);
    QVERIFY(bytes.contains("\"demand_peak_factor\": 2.375,"));
    const LoadResult decoded = decodeScenario(bytes);
    QVERIFY2(decoded.ok(), qPrintable(decoded.error));
    QCOMPARE(*decoded.scenario, peak);
    // A file written before the key existed reads as the mean demand.
    QByteArray older = encodeScenario(Scenario{});
    older.replace("    \"demand_peak_factor\": 1,\n", "");
    QVERIFY(!older.contains("demand_peak_factor"));
    const LoadResult old = decodeScenario(older);
    QVERIFY2(old.ok(), qPrintable(old.error));
    QVERIFY(old.warnings.isEmpty()); // nothing was lost: those files sized for the mean
    QCOMPARE(old.scenario->params.demandPeakFactor, 1.0);
    // Out of its range: refused with the range named.
    QByteArray tooHigh = bytes;
    tooHigh.replace("\"demand_peak_factor\": 2.375", "\"demand_peak_factor\": 101");
    const LoadResult refused = decodeScenario(tooHigh);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.contains(QStringLiteral("demand_peak_factor")), qPrintable(refused.error));
}

void TestScenario::roundTrip_data()
{
    QTest::addColumn<std::uint64_t>("seed");
    for (std::uint64_t seed = 1; seed <= 300; ++seed)
        QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed;
}

void TestScenario::roundTrip()
{
    QFETCH(std::uint64_t, seed);
    const Scenario original = RandomScenario(seed).make();
    QVERIFY(validate(original.params).empty());

    const LoadResult decoded = decodeScenario(encodeScenario(original));
    QVERIFY2(decoded.ok(), qPrintable(decoded.error));
    QVERIFY(decoded.warnings.isEmpty());
    QCOMPARE(decoded.scenario->name, original.name);
    QCOMPARE(decoded.scenario->notes, original.notes);
    QCOMPARE(*decoded.scenario, original);
    QVERIFY(bitIdentical(decoded.scenario->params, original.params));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QString error;
    QVERIFY2(saveScenarioFile(path, original, &error), qPrintable(error));
    const LoadResult loaded = loadScenarioFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QCOMPARE(*loaded.scenario, original);
    QVERIFY(bitIdentical(loaded.scenario->params, original.params));
}

void TestScenario::trickyDoublesRoundTrip_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::newRow("0.1 + 0.2") << "skew" << 0.1 + 0.2;
    QTest::newRow("1/3") << "adapter_gb" << 1.0 / 3.0;
    QTest::newRow("smallest subnormal") << "pool_gb" << std::numeric_limits<double>::denorm_min();
    QTest::newRow("smallest normal") << "kv_gb" << std::numeric_limits<double>::min();
    QTest::newRow("cap") << "requests_per_month" << 1e12;
    QTest::newRow("below the cap") << "requests_per_month" << std::nextafter(1e12, 0.0);
    QTest::newRow("floor") << "base_gb" << 1e-9;
    QTest::newRow("above the floor") << "base_gb" << std::nextafter(1e-9, 1.0);
    QTest::newRow("skew 20") << "skew" << 20.0;
    QTest::newRow("just below 20") << "skew" << std::nextafter(20.0, 0.0);
    QTest::newRow("huge mantissa") << "overlap" << 123456789.12345678;
}

void TestScenario::trickyDoublesRoundTrip()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    Scenario s;
    const ParamInfo *info = findParam(key.toStdString());
    QVERIFY(info);
    s.params.*std::get<double Params::*>(info->field) = value;
    QVERIFY(validate(s.params).empty());
    const LoadResult result = decodeScenario(encodeScenario(s));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(bitIdentical(result.scenario->params, s.params));
}

void TestScenario::malformedIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("mustSay");

    const QByteArray valid = validFile();
    QTest::newRow("empty") << QByteArray() << QStringList{"The file is empty"};
    QTest::newRow("whitespace only") << QByteArray(" \n\t\r\n  ") << QStringList{"only blank space"};
    QTest::newRow("truncated") << valid.left(valid.size() / 2)
                               << QStringList{"ends too early", "line", "cut off"};
    QTest::newRow("truncated in a number")
        << valid.left(valid.indexOf("0.268") + 3) << QStringList{"ends too early", "middle of a number"};
    QTest::newRow("binary junk") << QByteArray("\x7f\x45\x4c\x46\x02\x01\x01\x00\x00\x00\xff\xfe", 12)
                                 << QStringList{"binary data"};
    const QByteArray latin1 = withTop("\"name\"", "    \"name\": \"caf\xe9\",\n");
    QTest::newRow("not UTF-8") << latin1 << QStringList{"not UTF-8", whereIs(latin1, "\xe9")};
    QTest::newRow("UTF-16") << QByteArray("\xff\xfe{\x00}\x00", 6) << QStringList{"UTF-16"};
    QTest::newRow("UTF-32 LE") << QByteArray("\xff\xfe\x00\x00{\x00\x00\x00}\x00\x00\x00", 12)
                               << QStringList{"UTF-32"};
    QTest::newRow("UTF-32 BE") << QByteArray("\x00\x00\xfe\xff\x00\x00\x00{\x00\x00\x00}", 12)
                               << QStringList{"UTF-32"};
    QTest::newRow("two byte-order marks")
        << QByteArray("\xEF\xBB\xBF\xEF\xBB\xBF{}") << QStringList{"two UTF-8 byte-order marks"};
    QTest::newRow("top-level array") << QByteArray("[1, 2, 3]")
                                     << QStringList{"holds a list, not a scenario"};
    QTest::newRow("top-level number") << QByteArray("42\n") << QStringList{"starts with \"42\"", "\"{\""};
    QTest::newRow("top-level text") << QByteArray("hello, world")
                                    << QStringList{"starts with \"hello, world\""};
    QTest::newRow("garbage after the end")
        << valid + "xyz" << QStringList{"follows the end", whereIs(valid + "xyz", "xyz")};
    const QByteArray noComma = withTop("\"version\"", "    \"version\": 1\n");
    QTest::newRow("missing comma") << noComma << QStringList{"\",\" is missing", "at line 4, column"};
    QTest::newRow("wrong format") << withTop("\"format\"", "    \"format\": \"excel\",\n")
                                  << QStringList{"the text \"excel\"", "not a LoRA Fleet Explorer scenario"};
    QTest::newRow("format is a number") << withTop("\"format\"", "    \"format\": 3,\n")
                                        << QStringList{"the number 3", "not a LoRA Fleet Explorer scenario"};
    QTest::newRow("missing format") << withTop("\"format\"", "") << QStringList{"no \"format\" entry"};
    QTest::newRow("future version") << withTop("\"version\"", "    \"version\": 7,\n")
                                    << QStringList{
                                           "written by a newer LoRA Fleet Explorer (version 7); this one "
                                           "reads version 1."};
    QTest::newRow("version as string") << withTop("\"version\"", "    \"version\": \"1\",\n")
                                       << QStringList{"version must be a whole number", "the text \"1\""};
    QTest::newRow("version 0") << withTop("\"version\"", "    \"version\": 0,\n")
                               << QStringList{"version is 0", "reads version 1"};
    QTest::newRow("version 1.5") << withTop("\"version\"", "    \"version\": 1.5,\n")
                                 << QStringList{"version is 1.5"};
    QTest::newRow("missing version") << withTop("\"version\"", "") << QStringList{"no \"version\" entry"};
    QTest::newRow("name as number") << withTop("\"name\"", "    \"name\": 5,\n")
                                    << QStringList{"\"name\" must be text", "the number 5"};
    QTest::newRow("notes as list") << withTop("\"notes\"", "    \"notes\": [],\n")
                                   << QStringList{"\"notes\" must be text", "a list"};
    QTest::newRow("missing params") << QByteArray("{\"format\": \"lorafleet-scenario\", \"version\": 1}")
                                    << QStringList{"no \"params\" entry"};
    QTest::newRow("params as list")
        << QByteArray("{\"format\": \"lorafleet-scenario\", \"version\": 1, \"params\": []}")
        << QStringList{"\"params\" must be an object", "a list"};
    QTest::newRow("string for a number")
        << withParam("batch", "\"32\"")
        << QStringList{"batch must be an integer from 1 to 4096", "the text \"32\""};
    QTest::newRow("real for an integer")
        << withParam("adapters", "2.5")
        << QStringList{"adapters = 2.5 is not valid: expected an integer from 1"};
    QTest::newRow("bool for a number")
        << withParam("skew", "true")
        << QStringList{"skew must be a real number from 0 to 20", "the value true"};
    QTest::newRow("null for a number")
        << withParam("pool_gb", "null") << QStringList{"pool_gb must be", "null"};
    QTest::newRow("number for whole_gpus")
        << withParam("whole_gpus", "1") << QStringList{"whole_gpus must be true or false", "the number 1"};
    QTest::newRow("string for whole_gpus")
        << withParam("whole_gpus", "\"yes\"")
        << QStringList{"whole_gpus must be true or false", "the text \"yes\""};
    QTest::newRow("object for skew_bands")
        << withParam("skew_bands", "{\"low\": 0.5}") << QStringList{"skew_bands must be a list", "an object"};
    QTest::newRow("list with a string")
        << withParam("skew_bands", "[0.5, \"x\", 1.5]")
        << QStringList{"skew_bands must be a list", "item 2 of the list", "the text \"x\""};
    QTest::newRow("seven skew bands") << withParam("skew_bands", "[1, 1, 1, 1, 1, 1, 1]")
                                      << QStringList{"skew_bands has 7 items; at most 6 are allowed."};
    QTest::newRow("skew band out of range")
        << withParam("skew_bands", "[0.5, 25]")
        << QStringList{"skew_bands = [0.5, 25] is not valid", "from 0 to 20"};
    const QByteArray nan = withParam("skew", "NaN");
    QTest::newRow("NaN literal") << nan << QStringList{"not valid JSON", whereIs(nan, "NaN"), "NaN"};
    const QByteArray infinity = withParam("overlap", "Infinity");
    QTest::newRow("Infinity literal")
        << infinity << QStringList{"not valid JSON", whereIs(infinity, "Infinity"), "Infinity"};
    const QByteArray unicodeColumn = withTop("\"name\"", "    \"name\": \"한국어 😀\", \"x\": -Infinity,\n");
    QTest::newRow("column counts characters")
        << unicodeColumn << QStringList{whereIs(unicodeColumn, "-Infinity")};
    QTest::newRow("1e300") << withParam("skew", "1e300")
                           << QStringList{"skew = 1e+300 is not valid: expected a real number from 0 to 20"};
    QTest::newRow("1e400") << withParam("kv_gb", "1e400") << QStringList{"not valid JSON", "too large"};
    QTest::newRow("negative size") << withParam("pool_gb", "-1")
                                   << QStringList{"pool_gb = -1 is not valid: expected a real number from 0"};
    QTest::newRow("zero base") << withParam("base_gb", "0")
                               << QStringList{"base_gb = 0 is not valid: expected a real number from 1e-9"};
    QTest::newRow("zero batch") << withParam("batch", "0")
                                << QStringList{"batch = 0 is not valid: expected an integer from 1 to 4096."};
    QTest::newRow("huge adapters") << withParam("adapters", "1e13")
                                   << QStringList{"adapters = 1e+13 is not valid"};
    QTest::newRow("ceiling below start")
        << withParam("catalog_ceiling", "16")
        << QStringList{"catalog_ceiling = 16 is not valid", "from catalog_start (32)"};
    const QByteArray deep =
        "{\"format\": \"lorafleet-scenario\", \"version\": 1, \"params\": {\"skew_bands\": " +
        QByteArray(5000, '[') + QByteArray(5000, ']') + "}}";
    QTest::newRow("very deep nesting")
        << deep << QStringList{"nests lists or objects more deeply", "1024 levels"};
    QTest::newRow("over the size limit")
        << QByteArray(kMaxScenarioFileBytes + 1, ' ') << QStringList{"too large"};
}

void TestScenario::malformedIsRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, mustSay);
    const LoadResult result = decodeScenario(bytes);
    QVERIFY(!result.ok());
    QVERIFY(result.warnings.isEmpty());
    // One full sentence: starts with a capital or a key, ends with a full stop.
    QVERIFY2(result.error.endsWith(u'.'), qPrintable(result.error));
    for (const QString &fragment : mustSay)
        QVERIFY2(result.error.contains(fragment),
                 qPrintable(QStringLiteral("\"%1\" does not say \"%2\"").arg(result.error, fragment)));
}

void TestScenario::strictJsonIsRequired_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("mustSay");

    // Each row breaks RFC 8259 in one place that QJsonDocument alone lets through, or words it more
    // precisely; the message names the place and what is wrong.
    QByteArray b = withParam("skew", ".5");
    QTest::newRow("leading decimal point")
        << b
        << QStringList{"not valid JSON", whereIn(b, "skew", ".5"), "cannot start with a decimal point",
                       "write \"0.5\""};
    b = withParam("skew", "2.");
    QTest::newRow("trailing decimal point")
        << b
        << QStringList{whereIn(b, "skew", "2."), "\"2.\" needs a digit after its decimal point",
                       "write \"2.0\""};
    b = withParam("pool_gb", "1e");
    QTest::newRow("exponent without digits")
        << b << QStringList{whereIn(b, "pool_gb", "1e"), "\"1e\" needs digits after its exponent"};
    b = withParam("batch", "032");
    QTest::newRow("leading zero") << b
                                  << QStringList{whereIn(b, "batch", "032"), "\"032\" starts with a zero"};
    b = withParam("skew", "+1");
    QTest::newRow("plus sign") << b << QStringList{whereIn(b, "skew", "+1"), "cannot start with \"+\""};
    b = withParam("adapters", "0x20");
    QTest::newRow("hexadecimal") << b
                                 << QStringList{whereIn(b, "adapters", "0x20"), "\"0x20\" is not a number"};
    b = withParam("skew", "1.5.2");
    QTest::newRow("two decimal points")
        << b << QStringList{whereIn(b, "skew", "1.5"), "\"1.5.2\" is not a number"};
    b = withTop("\"name\"", "    \"name\": \"caf\\xe9\",\n");
    QTest::newRow("escape \\x") << b
                                << QStringList{whereIs(b, "\\x"),
                                               "a backslash followed by \"x\" is not an escape JSON knows"};
    b = withTop("\"name\"", "    \"name\": \"it\\'s\",\n");
    QTest::newRow("escape \\'") << b << QStringList{whereIs(b, "\\'"), "a backslash followed by \"'\""};
    b = withTop("\"name\"", "    \"name\": \"\\u12G4\",\n");
    QTest::newRow("short \\u") << b
                               << QStringList{whereIs(b, "\\u"),
                                              "\\u in a text must be followed by four hexadecimal digits"};
    b = withTop("\"name\"", "    \"name\": \"a\tb\",\n");
    QTest::newRow("raw tab in a text")
        << b << QStringList{whereIs(b, "\t"), "control character U+0009", "written as \\t"};
    b = withTop("\"name\"", "    \"name\": \"a\fb\",\n");
    QTest::newRow("raw form feed in a text")
        << b << QStringList{whereIs(b, "\f"), "control character U+000C", "written as \\f"};
    b = withTop("\"name\"", "    \"name\": \"Te\nst\",\n");
    QTest::newRow("raw line break in a text")
        << b << QStringList{where(b, b.indexOf("Te\n") + 2), "not closed before the end of its line"};
    b = withParam("skew", "\f1");
    QTest::newRow("form feed as blank space")
        << b << QStringList{whereIs(b, "\f"), "\"\\x0c\" (U+000C) cannot start a value"};
    b = withParam("skew", QByteArray("\xc2\xa0") + "1"); // a no-break space before the value
    QTest::newRow("no-break space as blank space")
        << b << QStringList{whereIs(b, "\xc2\xa0"), "(U+00A0) cannot start a value"};
    b = withTop("\"notes\"", "    \"notes\": \"\", // why\n");
    QTest::newRow("line comment") << b << QStringList{whereIs(b, "//"), "comments are not allowed in JSON"};
    b = withParam("skew", "/* s */ 1");
    QTest::newRow("block comment") << b << QStringList{whereIs(b, "/*"), "comments are not allowed in JSON"};
    b = withParam("skew_bands", "[0.5, 1,]");
    QTest::newRow("comma before ]") << b
                                    << QStringList{whereIn(b, "skew_bands", ",]"), "no comma before \"]\""};
    b = validFile();
    const qsizetype lastParamEnd = b.lastIndexOf("\n    }"); // after the last key's value
    b.insert(lastParamEnd, ',');
    QTest::newRow("comma before }") << b << QStringList{where(b, lastParamEnd), "no comma before \"}\""};
    b = withTop("\"name\"", "    \"name\": 'Test',\n");
    QTest::newRow("single quotes") << b << QStringList{whereIs(b, "'"), "texts need double quotes"};
    b = withTop("\"version\"", "    version: 1,\n");
    QTest::newRow("key without quotes")
        << b << QStringList{whereIs(b, "version"), "a key must be written in double quotes: \"version\""};
    b = withParam("whole_gpus", "True");
    QTest::newRow("True") << b << QStringList{whereIs(b, "True"), "\"True\" must be written in lower case"};
    b = withTop("\"version\"", "    \"version\" 1,\n");
    QTest::newRow("missing colon") << b
                                   << QStringList{whereIs(b, "1,"),
                                                  "\":\" is missing after the key \"version\""};
    b = withParam("skew", "");
    QTest::newRow("missing value") << b
                                   << QStringList{whereIn(b, "skew", ","),
                                                  "value is missing after the key \"skew\""};
    b = withParam("skew_bands", "[, 1]");
    QTest::newRow("missing item") << b
                                  << QStringList{whereIn(b, "skew_bands", ","),
                                                 "value is missing before \",\""};
    b = validFile() + "\n// the end\n";
    QTest::newRow("comment after the end") << b << QStringList{whereIs(b, "//"), "comments are not allowed"};
}

void TestScenario::strictJsonIsRequired()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, mustSay);
    const LoadResult result = decodeScenario(bytes);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.endsWith(u'.'), qPrintable(result.error));
    QVERIFY2(isOneSafeLine(result.error), qPrintable(result.error));
    for (const QString &fragment : mustSay)
        QVERIFY2(result.error.contains(fragment),
                 qPrintable(QStringLiteral("\"%1\" does not say \"%2\"").arg(result.error, fragment)));
}

void TestScenario::validJsonLoads_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("key"); // a parameter to check, or empty
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("name"); // the name it must load with

    const QString test = QStringLiteral("Test");
    // Every number form RFC 8259 allows.
    QTest::newRow("-0") << withParam("skew", "-0") << "skew" << 0.0 << test;
    QTest::newRow("-0.0e-0") << withParam("skew", "-0.0e-0") << "skew" << 0.0 << test;
    QTest::newRow("1E+2") << withParam("adapters", "1E+2") << "adapters" << 100.0 << test;
    QTest::newRow("1e2 for an integer") << withParam("batch", "1e2") << "batch" << 100.0 << test;
    QTest::newRow("0.5e-3") << withParam("pool_gb", "0.5e-3") << "pool_gb" << 0.5e-3 << test;
    QTest::newRow("5E-1") << withParam("overlap", "5E-1") << "overlap" << 0.5 << test;
    QTest::newRow("20.000") << withParam("skew", "20.000") << "skew" << 20.0 << test;
    QTest::newRow("0 in a list") << withParam("skew_bands", "[0, 0.0, 1e0]") << "" << 0.0 << test;
    // Every escape, a surrogate pair, a lone surrogate (our writer escapes those), raw DEL and "/".
    QTest::newRow("every escape")
        << withTop("\"name\"", "    \"name\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\u00C9\\ud83d\\ude00\",\n")
        << "" << 0.0 << QStringLiteral("\"\\/\b\f\n\r\téÉ😀");
    QTest::newRow("lone surrogate") << withTop("\"name\"", "    \"name\": \"\\udc00x\",\n") << "" << 0.0
                                    << QString(QChar(0xDC00)) + u'x';
    QTest::newRow("raw DEL, slash and Hangul")
        << withTop("\"name\"", "    \"name\": \"a\x7f/한\",\n") << "" << 0.0 << QStringLiteral("a\x7f/한");
    QTest::newRow("empty name") << withTop("\"name\"", "    \"name\": \"\",\n") << "" << 0.0 << QString();
    // JSON's four kinds of blank space, and none at all.
    QTest::newRow("tabs and CRLF") << validFile().replace("    ", "\t").replace("\n", "\r\n") << "adapters"
                                   << 32.0 << test;
    QTest::newRow("no blank space")
        << QByteArray(
               "{\"format\":\"lorafleet-scenario\",\"version\":1,\"name\":\"Test\",\"params\":{\"skew\":2}}")
        << "skew" << 2.0 << test;
    QTest::newRow("blank space everywhere")
        << QByteArray(
               " \r\n\t{ \"format\" :\t\"lorafleet-scenario\" ,\r\n \"version\"\n:\n1 , \"name\" : \"Test\" "
               ", \"params\" : { \"skew_bands\" : [ 1 , 2 ] , \"skew\" : 3 } } \r\n\t ")
        << "skew" << 3.0 << test;
    // Unknown keys may hold values of any kind, nested.
    QTest::newRow("nested unknown values")
        << withParam("skew", "4, \"extra\": [[], {}, \"x\", -1.5e-7, false, null, {\"a\": [{\"b\": {}}]}]")
               .replace("\"name\"",
                        "\"meta\": {\"a\": [1, {\"b\": null}], \"c\": true, \"d\": {\"e\": {\"f\": []}}}, "
                        "\"name\"")
        << "skew" << 4.0 << test;
}

void TestScenario::validJsonLoads()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, name);
    const LoadResult result = decodeScenario(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.scenario->name, name);
    if (!key.isEmpty()) {
        const ParamInfo *info = findParam(key.toStdString());
        QVERIFY(info);
        QCOMPARE(QString::fromStdString(paramText(result.scenario->params, *info)),
                 QString::fromStdString(formatNumber(value)));
    }
}

void TestScenario::duplicateKeysAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");

    const auto twice = [](const QString &key, int first, int second) {
        return QStringLiteral(
                   "%1 is given twice, at lines %2 and %3: a scenario file gives each key only once.")
            .arg(key)
            .arg(first)
            .arg(second);
    };
    // QJsonDocument keeps the last value: this file would load adapters = 64 without a word.
    QByteArray b = validFile()
                       .replace("\"adapters\": 32", "\"adapters\": -5")
                       .replace("\"batch\": 32", "\"adapters\": 64");
    QTest::newRow("adapters in params") << b << twice("adapters", 7, 9);
    QCOMPARE(lineOf(b, "\"adapters\"", 2), 9);
    b = withTop("\"notes\"", "    \"name\": \"Other\",\n");
    QTest::newRow("name") << b << twice("name", lineOf(b, "\"name\""), lineOf(b, "\"name\"", 2));
    b = withTop("\"version\"", "    \"version\": 1,\n    \"format\": \"lorafleet-scenario\",\n");
    QTest::newRow("format") << b << twice("format", lineOf(b, "\"format\""), lineOf(b, "\"format\"", 2));
    b = withTop("\"name\"", "    \"version\": 1,\n");
    QTest::newRow("version") << b << twice("version", lineOf(b, "\"version\""), lineOf(b, "\"version\"", 2));
    b = validFile().replace("    \"params\": {", "    \"params\": {},\n    \"params\": {");
    QTest::newRow("params") << b << twice("params", lineOf(b, "\"params\""), lineOf(b, "\"params\"", 2));
    b = withTop("\"notes\"", "    \"notes\": \"\", \"author\": 1,\n    \"author\": 2,\n");
    QTest::newRow("unknown top-level key")
        << b << twice("author", lineOf(b, "\"author\""), lineOf(b, "\"author\"", 2));
    b = withParam("skew", "1, \"colour\": \"red\",\n        \"colour\": \"blue\"");
    QTest::newRow("unknown key in params")
        << b << twice("colour", lineOf(b, "\"colour\""), lineOf(b, "\"colour\"", 2));
    b = withParam("skew_bands", "[1],\n        \"skew_b\\u0061nds\": [2]");
    QTest::newRow("spelt with an escape")
        << b << twice("skew_bands", lineOf(b, "\"skew_bands\""), lineOf(b, "\"skew_b\\u0061nds\""));
    QTest::newRow("on one line")
        << QByteArray("{\"format\":\"lorafleet-scenario\",\"version\":1,\"params\":{\"skew\":1,\"skew\":2}}")
        << QStringLiteral("skew is given twice on line 1, at columns 54 and 63: a scenario file gives each "
                          "key only once.");
    // The first problem in the file is the one named.
    b = validFile().replace("\"batch\": 32", "\"adapters\": 64").replace("\"skew\": 1", "\"skew\": .5");
    QTest::newRow("after a syntax error")
        << b
        << QStringLiteral("The file is not valid JSON at %1: a number cannot start with a decimal point: "
                          "write \"0.5\".")
               .arg(whereIs(b, ".5"));
}

void TestScenario::duplicateKeysAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const LoadResult result = decodeScenario(bytes);
    QVERIFY(!result.ok());
    QCOMPARE(result.error, message);
}

// RFC 8259 only says names SHOULD be unique: inside values the scenario does not read, duplicates pass.
void TestScenario::duplicatesInsideUnknownValuesPass()
{
    QByteArray bytes = withParam("adapters", "64, \"x\": {\"k\": 1, \"k\": [{\"k\": 1, \"k\": 2}]}");
    bytes.replace("\"name\"",
                  "\"meta\": {\"a\": 1, \"a\": 2, \"params\": {\"adapters\": 1, \"adapters\": 2}}, \"name\"");
    const LoadResult result = decodeScenario(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.warnings, QStringList{"Unknown keys were ignored: meta, x."});
    QCOMPARE(result.scenario->params.adapters, std::int64_t(64));
}

// A list far beyond the model's limit is refused by its length, before any of it becomes text: this file
// took 18 s (setParam() re-reads the text in quadratic time) and gave a 1.5 MB message.
void TestScenario::longListIsRefusedQuickly()
{
    constexpr int items = 524200;
    QByteArray list;
    list.reserve(2 * items);
    for (int i = 0; i < items; ++i)
        list += i ? ",1" : "1";
    const QByteArray bytes =
        "{\"format\":\"lorafleet-scenario\",\"version\":1,\"params\":{\"skew_bands\":[" + list + "]}}";
    QVERIFY(bytes.size() <= kMaxScenarioFileBytes);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("long.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    for (const bool fromFile : {false, true}) {
        QElapsedTimer timer;
        timer.start();
        const LoadResult result = fromFile ? loadScenarioFile(path) : decodeScenario(bytes);
        const qint64 elapsed = timer.elapsed();
        QVERIFY(!result.ok());
        QCOMPARE(
            result.error,
            QStringLiteral("skew_bands has %1 items; at most 6 are allowed.").arg(QLocale().toString(items)));
        QVERIFY2(result.error.size() < 300, qPrintable(result.error));
        QVERIFY2(elapsed < 1000, qPrintable(QStringLiteral("took %1 ms").arg(elapsed))); // a hang guard
    }
}

void TestScenario::messagesAreSafe_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("mustSay"); // in the error or a warning

    // Texts from the file reach messages escaped: a terminal that prints them is not steered by them.
    QTest::newRow("escape sequence in an unknown key")
        << withTop("\"name\"", "    \"\\u001b]0;pwned\\u0007\\u001b[2J\": 1, \"name\": \"x\",\n")
        << QStringLiteral("ignored: \\x1b]0;pwned\\x07\\x1b[2J.");
    QTest::newRow("line break in an unknown key in params")
        << withParam("skew", "1, \"a\\nb\\r\\tc\": 2") << QStringLiteral("ignored: a\\nb\\r\\tc.");
    QTest::newRow("C1 controls and DEL in an unknown key")
        << withParam("skew", "1, \"\\u0085\\u009b\\u007f\": 2")
        << QStringLiteral("ignored: \\x85\\x9b\\x7f.");
    QTest::newRow("bidi override in the format")
        << withTop("\"format\"", "    \"format\": \"\\u202elorafleet\",\n")
        << QStringLiteral("the text \"\\u202elorafleet\"");
    QTest::newRow("NUL in the version") << withTop("\"version\"", "    \"version\": \"1\\u0000\",\n")
                                        << QStringLiteral("the text \"1\\x00\"");
    QTest::newRow("line break in a wrong-typed value")
        << withParam("batch", "\"3\\n2\"") << QStringLiteral("the text \"3\\n2\"");
    QTest::newRow("tab in a duplicate key") << withTop("\"name\"", "    \"a\\tb\": 1,\n    \"a\\tb\": 2,\n")
                                            << QStringLiteral("a\\tb is given twice, at lines 4 and 5");
    QTest::newRow("long unknown key") << withParam("skew", "1, \"" + QByteArray(1000, 'k') + "\": 2")
                                      << QStringLiteral("ignored: %1….").arg(QString(40, u'k'));
    QTest::newRow("long wrong-typed value")
        << withParam("batch", "\"" + QByteArray(100000, 'v') + "\"") << QString(40, u'v') + u'…';
    QTest::newRow("line separator and lone surrogate in a name of the wrong key")
        << withParam("skew", "1, \"\\u2028\\ud800\": 2") << QStringLiteral("ignored: \\u2028\\ud800.");
}

void TestScenario::messagesAreSafe()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, mustSay);
    const LoadResult result = decodeScenario(bytes);
    const QStringList messages = QStringList{result.error} + result.warnings;
    QVERIFY2(messages.join(u' ').contains(mustSay),
             qPrintable(QStringLiteral("\"%1\" does not say \"%2\"").arg(messages.join(u' '), mustSay)));
    for (const QString &message : messages) {
        QVERIFY2(isOneSafeLine(message), qPrintable(message.toUtf8().toPercentEncoding(" ")));
        QVERIFY2(message.size() < 300, qPrintable(message));
    }
}

void TestScenario::safeText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxChars");
    QTest::addColumn<QString>("expected");

    QTest::newRow("escape") << QStringLiteral("\x1b[31mred") << 40 << QStringLiteral("\\x1b[31mred");
    QTest::newRow("line breaks and tab")
        << QStringLiteral("a\nb\r\tc") << 40 << QStringLiteral("a\\nb\\r\\tc");
    QTest::newRow("NUL") << QString(QChar(0)) << 40 << QStringLiteral("\\x00");
    QTest::newRow("DEL and C1") << QString(QChar(0x7F)) + QChar(0x85) + QChar(0x9F) << 40
                                << QStringLiteral("\\x7f\\x85\\x9f");
    QTest::newRow("bidi and separators") << QString(QChar(0x202E)) + QChar(0x2066) + QChar(0x200F) +
            QChar(0x2028) << 40 << QStringLiteral("\\u202e\\u2066\\u200f\\u2028");
    QTest::newRow("lone surrogates") << QString(QChar(0xD800)) + u'x' + QChar(0xDC00) << 40
                                     << QStringLiteral("\\ud800x\\udc00");
    QTest::newRow("backslash") << QStringLiteral("a\\n") << 40 << QStringLiteral("a\\\\n");
    QTest::newRow("quote stays") << QStringLiteral("a\"b") << 40 << QStringLiteral("a\"b");
    QTest::newRow("printable text") << QStringLiteral("café 한국어 שלום 😀") << 40
                                    << QStringLiteral("café 한국어 שלום 😀");
    QTest::newRow("cut") << QString(50, u'x') << 40 << QString(40, u'x') + u'…';
    QTest::newRow("exactly the limit") << QString(40, u'x') << 40 << QString(40, u'x');
    QTest::newRow("a pair counts once, never halved")
        << QString::fromUcs4(U"😀😀😀") << 2 << QString::fromUcs4(U"😀😀") + u'…';
    QTest::newRow("an escape is never halved")
        << QStringLiteral("xxxxxxxxx\n") << 10 << QStringLiteral("xxxxxxxxx…");
}

void TestScenario::safeText()
{
    QFETCH(QString, text);
    QFETCH(int, maxChars);
    QFETCH(QString, expected);
    QCOMPARE(lorafleet::safeText(text, maxChars), expected);
    QCOMPARE(safeQuoted(text, maxChars),
             u'"' + QString(expected).replace(u'"', QStringLiteral("\\\"")) + u'"');
}

// A FIFO would block open() until a writer comes, a device would be read without end: only regular files
// (also through a symbolic link) are opened.
void TestScenario::onlyRegularFilesAreRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString fifoLink = dir.filePath(QStringLiteral("fifo-link.json"));
    QVERIFY(QFile::link(fifo, fifoLink));
    for (const QString &path : {fifo, fifoLink}) {
        LoadResult result;
        QVERIFY2(finishesWithin(
                     5000, [&] { result = loadScenarioFile(path); }, [&] { releaseFifoReader(fifo); }),
                 "loadScenarioFile() blocked on a FIFO");
        QVERIFY(!result.ok());
        QCOMPARE(
            result.error,
            QStringLiteral("%1 is a named pipe (FIFO), not a scenario file: only regular files are read.")
                .arg(path));
    }

    LoadResult result = loadScenarioFile(QStringLiteral("/dev/null"));
    QVERIFY(!result.ok());
    QCOMPARE(
        result.error,
        QStringLiteral("/dev/null is a character device, not a scenario file: only regular files are read."));
    result = loadScenarioFile(dir.path());
    QCOMPARE(result.error, QStringLiteral("%1 is a folder, not a scenario file.").arg(dir.path()));
    // /proc files say they are empty and are made up as they are read (/proc/kmsg never ends).
    result = loadScenarioFile(QStringLiteral("/proc/self/status"));
    QCOMPARE(result.error,
             QStringLiteral("/proc/self/status is a file of the kernel (/proc or /sys), not a scenario file: "
                            "only regular files are read."));

    // A symbolic link to a scenario file is a scenario file.
    const QString file = dir.filePath(QStringLiteral("scenario.json"));
    QString error;
    QVERIFY2(saveScenarioFile(file, Scenario{}, &error), qPrintable(error));
    const QString link = dir.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(file, link));
    result = loadScenarioFile(link);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(*result.scenario, Scenario{});

    // A path with a line break in it is shown escaped, on one line.
    const QString odd = dir.filePath(QStringLiteral("a\nb\x1b.json"));
    result = loadScenarioFile(odd);
    QVERIFY(!result.ok());
    QVERIFY2(isOneSafeLine(result.error), qPrintable(result.error));
    QVERIFY2(result.error.contains(QStringLiteral("a\\nb\\x1b.json")), qPrintable(result.error));
}

void TestScenario::missingKeysTakeDefaults()
{
    QByteArray bytes = withParam("skew", "1.25");
    bytes = withoutParam(withoutParam(bytes, "kv_gb"), "overlap");
    const LoadResult result = decodeScenario(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.warnings, QStringList{"Missing keys took their defaults: kv_gb, overlap."});
    Params expected;
    expected.skew = 1.25;
    QCOMPARE(result.scenario->params, expected);

    // Without "name" and "notes" they are empty; every key missing is one warning that names them all.
    const LoadResult bare =
        decodeScenario("{\"format\": \"lorafleet-scenario\", \"version\": 1, \"params\": {}}");
    QVERIFY2(bare.ok(), qPrintable(bare.error));
    QCOMPARE(*bare.scenario, Scenario{});
    QCOMPARE(bare.warnings.size(), 1);
    QVERIFY(bare.warnings.front().startsWith("Missing keys took their defaults: adapters, skew, batch,"));
    QVERIFY(bare.warnings.front().endsWith(" and 10 more."));
}

void TestScenario::unknownKeysAreIgnored()
{
    QByteArray bytes = withParam("adapters", "64, \"colour\": \"blue\", \"gpu_count\": 3");
    bytes.replace("\"name\"", "\"author\": 1, \"name\"");
    const LoadResult result = decodeScenario(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.warnings, QStringList{"Unknown keys were ignored: author, colour, gpu_count."});
    QCOMPARE(result.scenario->params.adapters, std::int64_t(64));
}

void TestScenario::byteOrderMarkIsAccepted()
{
    const LoadResult result = decodeScenario("\xEF\xBB\xBF" + validFile());
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.scenario->name, QStringLiteral("Test"));
}

void TestScenario::fuzzCorpus_data()
{
    QTest::addColumn<QString>("path");
    const QDir corpus(QStringLiteral(LORAFLEET_FUZZ_CORPUS));
    const QStringList files = corpus.entryList(QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 12);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << corpus.filePath(file);
}

// What the fuzzer checks, for every input in its corpus: a reason for each refusal, exact reloads; files
// named valid-* must load.
void TestScenario::fuzzCorpus()
{
    QFETCH(QString, path);
    const LoadResult first = loadScenarioFile(path);
    if (QFileInfo(path).fileName().startsWith(QStringLiteral("valid-")))
        QVERIFY2(first.ok(), qPrintable(first.error));
    if (!first.ok()) {
        QVERIFY(!first.error.isEmpty());
        return;
    }
    const LoadResult second = decodeScenario(encodeScenario(*first.scenario));
    QVERIFY2(second.ok(), qPrintable(second.error));
    QCOMPARE(*second.scenario, *first.scenario);
}

void TestScenario::fileErrors()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    const QString missing = dir.filePath(QStringLiteral("nowhere.json"));
    LoadResult result = loadScenarioFile(missing);
    QVERIFY(!result.ok());
    QCOMPARE(result.error,
             QStringLiteral("The file %1 does not exist.").arg(QDir::toNativeSeparators(missing)));

    // --scenario "" said "The file  does not exist.".
    QCOMPARE(loadScenarioFile(QString()).error, QStringLiteral("No file was named: the file name is empty."));

    result = loadScenarioFile(dir.path());
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains(QStringLiteral("is a folder, not a scenario file")),
             qPrintable(result.error));

    // A huge file is refused by its size, before it is read.
    const QString huge = dir.filePath(QStringLiteral("huge.json"));
    {
        QFile file(huge);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(3 * kMaxScenarioFileBytes));
    }
    result = loadScenarioFile(huge);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(QStringLiteral("The file is too large (")), qPrintable(result.error));
    QVERIFY2(result.error.contains(QStringLiteral("1 MiB")), qPrintable(result.error));

    // A device is not read at all: /dev/zero would never end, a terminal would wait for input.
    if (QFile::exists(QStringLiteral("/dev/zero"))) {
        result = loadScenarioFile(QStringLiteral("/dev/zero"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QStringLiteral("is a character device")), qPrintable(result.error));
    }

    if (!runningAsRoot()) { // root reads any file, whatever its permissions
        const QString locked = dir.filePath(QStringLiteral("locked.json"));
        QString error;
        QVERIFY(saveScenarioFile(locked, Scenario{}, &error));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));
        result = loadScenarioFile(locked);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QStringLiteral("could not be opened")), qPrintable(result.error));
    }
}

void TestScenario::saveIntoMissingFolderFails()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("no/such/folder/scenario.json"));
    QString error;
    QVERIFY(!saveScenarioFile(path, Scenario{}, &error));
    QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());

    QVERIFY(!saveScenarioFile(dir.path(), Scenario{}, &error));
    QVERIFY2(error.contains(QStringLiteral("is a folder")), qPrintable(error));
    QVERIFY(!saveScenarioFile(path, Scenario{}, nullptr)); // no error wanted: no crash

    // A scenario whose file would be refused on loading is not written either.
    Scenario huge;
    huge.notes = QString(int(kMaxScenarioFileBytes), u'x');
    const QString hugePath = dir.filePath(QStringLiteral("huge.json"));
    QVERIFY(!saveScenarioFile(hugePath, huge, &error));
    QVERIFY2(error.contains(QStringLiteral("too large to save")), qPrintable(error));
    QVERIFY(!QFile::exists(hugePath));
}

void TestScenario::saveIsAtomic()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    Scenario first;
    first.name = QStringLiteral("first");
    QString error;
    QVERIFY2(saveScenarioFile(path, first, &error), qPrintable(error));

    // Overwriting succeeds and leaves no temporary file behind.
    Scenario second;
    second.name = QStringLiteral("second");
    second.params.adapters = 100;
    QVERIFY2(saveScenarioFile(path, second, &error), qPrintable(error));
    QCOMPARE(*loadScenarioFile(path).scenario, second);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"scenario.json"});

    // The failing half: a save that cannot be completed keeps the old file, byte for byte, and says so.
    // As root (CI) a read-only folder stops nothing, so the save goes to a full file system instead.
    FullDisk disk;
    QString target = path;
    if (runningAsRoot()) {
        LORAFLEET_REQUIRE_FULL_DISK(disk);
        target = disk.filePath(QStringLiteral("scenario.json"));
        QVERIFY2(saveScenarioFile(target, second, &error), qPrintable(error));
        QVERIFY(disk.fill());
    }
    const QByteArray before = [&] {
        QFile file(target);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());
    const auto permissions = QFile::permissions(dir.path());
    if (!runningAsRoot())
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    Scenario third;
    third.name = QStringLiteral("third");
    third.notes = QString(8192, u'n'); // larger than the old file: it cannot be written in place
    const bool saved = saveScenarioFile(target, third, &error);
    QFile::setPermissions(dir.path(), permissions);
    QVERIFY(!saved);
    QVERIFY2(error.contains(QStringLiteral("could not be saved")), qPrintable(error));
    QFile file(target);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    if (runningAsRoot())
        QCOMPARE(disk.entries(), QStringList{QStringLiteral("scenario.json")}); // no temporary left
}

void TestScenario::presetsLoad_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : {"paper-default", "flat-traffic", "skewed-traffic", "quantised-base",
                           "a100-pcie-80gb", "h100-sxm", "h200", "gh200", "b200"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestScenario::presetsLoad()
{
    QFETCH(QString, id);
    const LoadResult result = loadPreset(id);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY2(result.warnings.isEmpty(), qPrintable(result.warnings.join(u' ')));
    const Scenario &s = *result.scenario;
    QVERIFY(!s.name.isEmpty());
    QVERIFY(s.notes.size() > 100);
    QVERIFY(validate(s.params).empty());
    // Base, KV cache and pool fit on the GPU.
    QVERIFY(s.params.baseGb + s.params.kvGb + s.params.poolGb <= s.params.hbmGb);

    // The shipped file is exactly what the app would write: one format for people and for the app.
    QFile file(QStringLiteral(":/presets/%1.json").arg(id));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), QString::fromUtf8(encodeScenario(s)));
}

void TestScenario::presetList()
{
    const QList<PresetInfo> list = presets();
    QCOMPARE(list.size(), 13);
    QCOMPARE(list.front().id, QStringLiteral("paper-default"));
    QCOMPARE(list.back().id, QStringLiteral("h200-measured")); // built from the calibration measurement
    for (const PresetInfo &preset : list) {
        QVERIFY(!preset.name.isEmpty());
        QVERIFY(!preset.notes.isEmpty());
    }
}

void TestScenario::presetValues()
{
    QCOMPARE(loadPreset(QStringLiteral("paper-default")).scenario->params, Params{});
    Params h200; // the paper's figures at the preset's own rental price
    h200.gpuPricePerHour = 5.55;
    QCOMPARE(loadPreset(QStringLiteral("h200")).scenario->params, h200);
    // Every GPU preset has a price of its own (sourced in its notes), none the paper's $5.
    for (const char *id : {"a100-pcie-80gb", "h100-sxm", "h200", "gh200", "b200", "h200-measured-engine",
                           "slora-a100-80", "vllm-h100"}) {
        const auto preset = loadPreset(QLatin1String(id)).scenario;
        QVERIFY2(preset->params.gpuPricePerHour != 5.0, id);
        QVERIFY2(preset->notes.contains(QStringLiteral("USD per GPU-hour")), id);
    }
    // The engine presets draw with the engine model; its S-LoRA one is the validated scenario.
    for (const char *id : {"h200-measured-engine", "slora-a100-80", "vllm-h100"})
        QVERIFY2(loadPreset(QLatin1String(id)).scenario->params.model == ModelKind::Engine, id);
    const Params measured = loadPreset(QStringLiteral("h200-measured-engine")).scenario->params;
    QCOMPARE(measured.adapterCostFactor, 1.4667);
    QCOMPARE(measured.linkBandwidthGbps, 55.328);

    Params flat;
    flat.skew = 0.5;
    QCOMPARE(loadPreset(QStringLiteral("flat-traffic")).scenario->params, flat);
    Params skewed;
    skewed.skew = 1.5;
    QCOMPARE(loadPreset(QStringLiteral("skewed-traffic")).scenario->params, skewed);
    Params quantised;
    quantised.baseGb = 27;
    QCOMPARE(loadPreset(QStringLiteral("quantised-base")).scenario->params, quantised);

    const Params h100 = loadPreset(QStringLiteral("h100-sxm")).scenario->params;
    QCOMPARE(h100.hbmGb, 80.0);
    QCOMPARE(h100.hbmBandwidthTbps, 3.35);
    QCOMPARE(h100.linkBandwidthGbps, 128.0);
    const Params a100 = loadPreset(QStringLiteral("a100-pcie-80gb")).scenario->params;
    QCOMPARE(a100.hbmBandwidthTbps, 1.935);
    QCOMPARE(a100.linkBandwidthGbps, 64.0);
    const Params gh200 = loadPreset(QStringLiteral("gh200")).scenario->params;
    QCOMPARE(gh200.hbmGb, 144.0);
    QCOMPARE(gh200.linkBandwidthGbps, 900.0);
    const Params b200 = loadPreset(QStringLiteral("b200")).scenario->params;
    QCOMPARE(b200.hbmGb, 180.0);
    QCOMPARE(b200.hbmBandwidthTbps, 8.0);
}

void TestScenario::unknownPreset()
{
    const LoadResult result = loadPreset(QStringLiteral("tpu-v5"));
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(
                 QStringLiteral("There is no preset \"tpu-v5\"; the presets are: paper-default, ")),
             qPrintable(result.error));
    QVERIFY(result.error.contains(QStringLiteral("b200")));
    QVERIFY(result.error.endsWith(u'.'));
}

// eval --json's fleet keys: an evaluation of the chosen policy alone names no lever and no other policy,
// and keeps the chosen fleet and its adapter plan.
void TestScenario::figuresJsonOfTheChosenPolicy()
{
    Params params;
    params.routing = Routing::Affinity;
    params.replicas = 8;
    const QJsonObject whole = figuresToJson(params, evaluate(params));
    const QJsonObject chosen = figuresToJson(params, evaluate(params, FleetDetail::ChosenPolicy));
    QVERIFY(whole.contains(QLatin1String("cheapest_lever")) &&
            whole.contains(QLatin1String("routing_policies")));
    QVERIFY(!chosen.contains(QLatin1String("cheapest_lever")));
    QVERIFY(!chosen.contains(QLatin1String("routing_policies")));
    for (const char *key : {"fleet_hit_rate", "load_imbalance", "gpus_multiplex", "adapter_plan"}) {
        QVERIFY2(chosen.contains(QLatin1String(key)), key);
        QCOMPARE(chosen[QLatin1String(key)], whole[QLatin1String(key)]);
    }
    QVERIFY(!chosen[QLatin1String("adapter_plan")].toArray().isEmpty());
}

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
