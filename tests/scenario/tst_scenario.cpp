// Scenario files and presets: exact round trips, one precise message for every kind of bad file, atomic
// saves.
#include "presets.h"
#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cmath>
#include <limits>
#include <random>

#include <unistd.h>

namespace lorafleet {
// Failed comparisons print the scenario as its file.
char *toString(const Scenario &scenario)
{
    return qstrdup(encodeScenario(scenario).constData());
}
} // namespace lorafleet

using namespace lorafleet;

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
        const double x =
            std::exp(std::uniform_real_distribution<double>(std::log(low), std::log(high + 1))(m_rng));
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

// "line L, column C" of the first occurrence of marker, counted the way a text editor does.
QString whereIs(const QByteArray &bytes, const QByteArray &marker)
{
    const qsizetype position = bytes.indexOf(marker);
    const qsizetype lineStart = bytes.lastIndexOf('\n', position) + 1;
    const int line = int(bytes.left(position).count('\n')) + 1;
    const int column = int(QString::fromUtf8(bytes.mid(lineStart, position - lineStart)).size()) + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
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
    void roundTrip_data();
    void roundTrip();
    void trickyDoublesRoundTrip_data();
    void trickyDoublesRoundTrip();
    void malformedIsRefused_data();
    void malformedIsRefused();
    void missingKeysTakeDefaults();
    void unknownKeysAreIgnored();
    void byteOrderMarkIsAccepted();
    void fuzzCorpus_data();
    void fuzzCorpus();
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
    const LoadResult result = decodeScenario(bytes);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.warnings.isEmpty());
    QCOMPARE(result.scenario->params, Params{});
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
        << QStringList{"batch must be an integer from 1 to 1024", "the text \"32\""};
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
    QTest::newRow("seven skew bands")
        << withParam("skew_bands", "[1, 1, 1, 1, 1, 1, 1]")
        << QStringList{"skew_bands = [1, 1, 1, 1, 1, 1, 1] is not valid", "at most 6"};
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
                               << QStringList{"base_gb = 0 is not valid: expected a real number from 1e-09"};
    QTest::newRow("zero batch") << withParam("batch", "0")
                                << QStringList{"batch = 0 is not valid: expected an integer from 1 to 1024."};
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

    // A file with no size of its own (a Linux pseudo-file) is read up to the limit, not to its end.
    if (QFile::exists(QStringLiteral("/dev/zero"))) {
        result = loadScenarioFile(QStringLiteral("/dev/zero"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QStringLiteral("too large")), qPrintable(result.error));
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

    if (runningAsRoot())
        QSKIP(
            "Running as root: a read-only folder does not stop root from writing, so a failing commit cannot "
            "be "
            "provoked here; run the tests as a normal user to check that a failed save keeps the old file.");
    const QByteArray before = [&] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    const auto permissions = QFile::permissions(dir.path());
    QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    Scenario third;
    third.name = QStringLiteral("third");
    const bool saved = saveScenarioFile(path, third, &error);
    QFile::setPermissions(dir.path(), permissions);
    QVERIFY(!saved);
    QVERIFY2(error.contains(QStringLiteral("could not be saved")), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
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
    QCOMPARE(list.size(), 10);
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
    QCOMPARE(loadPreset(QStringLiteral("h200")).scenario->params, Params{});

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

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
