// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario file's popularity keys (ui/scenario/popularityfile.h): an empirical popularity saves and
// loads back to the same bits; a Zipf scenario writes none of the keys; shares that are not a popularity
// are refused with a message naming the key.
#include "io/popularityfile.h"
#include "io/scenariofile.h"

#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lorafleet;

namespace {

Scenario empiricalScenario()
{
    Scenario scenario;
    scenario.name = QStringLiteral("logged");
    scenario.params.adapters = 5000;
    Popularity &popularity = scenario.params.popularity;
    popularity.kind = PopularityKind::Empirical;
    // Shares that need all 17 digits, a full head of kMaxHeadShares, and a tail.
    double sum = 0;
    for (std::size_t i = 0; i < kMaxHeadShares; ++i) {
        const double share = 0.9 / 7.485470860550345 * std::pow(double(i + 1), -1.0); // about 0.9 in all
        popularity.empirical.head.push_back(share);
        sum += share;
    }
    popularity.empirical.tailShare = 1.0 - sum;
    popularity.empirical.tailSkew = 0.8314159265358979;
    return scenario;
}

// The default scenario's file with the given text put in "params" before its first key.
QByteArray withParams(const QString &entries)
{
    QByteArray bytes = encodeScenario(Scenario{});
    const QByteArray marker = "\"params\": {\n";
    const qsizetype at = bytes.indexOf(marker);
    bytes.insert(at + marker.size(), (QStringLiteral("        ") + entries + QStringLiteral(",\n")).toUtf8());
    return bytes;
}

QString refusal(const QString &entries)
{
    const LoadResult result = decodeScenario(withParams(entries));
    return result.ok() ? QString() : result.error;
}

} // namespace

class TestPopularityFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void empiricalRoundTripsExactly();
    void zipfWritesNoPopularityKeys();
    void zipfNamedOrMissingIsZipf();
    void malformedSharesAreRefused_data();
    void malformedSharesAreRefused();
};

void TestPopularityFile::empiricalRoundTripsExactly()
{
    const Scenario scenario = empiricalScenario();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empirical.json"));
    QString error;
    QVERIFY2(saveScenarioFile(path, scenario, &error), qPrintable(error));
    const LoadResult loaded = loadScenarioFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY2(loaded.warnings.isEmpty(), qPrintable(loaded.warnings.join(u' ')));
    QCOMPARE(loaded.scenario->params.popularity.empirical.head, scenario.params.popularity.empirical.head);
    QVERIFY(loaded.scenario->params == scenario.params); // every bit, the kind and the tail included
    QVERIFY(*loaded.scenario == scenario);
    QCOMPARE(encodeScenario(*loaded.scenario), encodeScenario(scenario));
    QVERIFY(encodeScenario(scenario).size() < kMaxScenarioFileBytes / 4); // a full head fits with room
}

void TestPopularityFile::zipfWritesNoPopularityKeys()
{
    Scenario scenario = empiricalScenario();
    scenario.params.popularity.kind = PopularityKind::Zipf; // shares kept in memory, but not in use
    const QByteArray bytes = encodeScenario(scenario);
    QVERIFY(!bytes.contains("popularity"));
    Scenario zipf = scenario;
    zipf.params.popularity = {};
    QCOMPARE(bytes, encodeScenario(zipf));
}

void TestPopularityFile::zipfNamedOrMissingIsZipf()
{
    const LoadResult named = decodeScenario(withParams(QStringLiteral("\"popularity\": \"zipf\"")));
    QVERIFY2(named.ok(), qPrintable(named.error));
    QVERIFY(named.warnings.isEmpty());
    QVERIFY(named.scenario->params.popularity == Popularity{});
    // Shares beside zipf are ignored, as the engine keys are in the paper model.
    const LoadResult ignored =
        decodeScenario(withParams(QStringLiteral("\"popularity\": \"zipf\", \"popularity_head\": [2, 3]")));
    QVERIFY2(ignored.ok(), qPrintable(ignored.error));
    QVERIFY(ignored.scenario->params.popularity == Popularity{});
}

void TestPopularityFile::malformedSharesAreRefused_data()
{
    QTest::addColumn<QString>("entries");
    QTest::addColumn<QString>("expected"); // what the message says, the key included
    const QString tail = QStringLiteral(", \"popularity_tail_share\": 0.2, \"popularity_tail_skew\": 1");
    const auto empirical = [&](const QString &head) {
        return QStringLiteral("\"popularity\": \"empirical\", \"popularity_head\": ") + head + tail;
    };
    QTest::newRow("unknown kind") << QStringLiteral("\"popularity\": \"lognormal\"")
                                  << QStringLiteral("popularity must be \"zipf\" or \"empirical\"");
    QTest::newRow("kind not text") << QStringLiteral("\"popularity\": 1")
                                   << QStringLiteral("popularity must be \"zipf\" or \"empirical\"");
    QTest::newRow("no head") << QStringLiteral("\"popularity\": \"empirical\"")
                             << QStringLiteral("popularity_head is missing");
    QTest::newRow("head not a list") << empirical(QStringLiteral("0.8"))
                                     << QStringLiteral("popularity_head must be a list of shares");
    QTest::newRow("item not a number")
        << empirical(QStringLiteral("[0.5, \"0.3\"]"))
        << QStringLiteral("popularity_head must be a list of shares, but item 2");
    QTest::newRow("empty head") << empirical(QStringLiteral("[]"))
                                << QStringLiteral("popularity_head is empty");
    QTest::newRow("negative") << empirical(QStringLiteral("[0.9, -0.1]"))
                              << QStringLiteral("popularity_head: item 2 is -0.1");
    QTest::newRow("zero") << empirical(QStringLiteral("[0.8, 0]"))
                          << QStringLiteral("popularity_head: item 2 is 0");
    QTest::newRow("above one") << empirical(QStringLiteral("[1.5]"))
                               << QStringLiteral("popularity_head: item 1 is 1.5, but a share is at most 1");
    QTest::newRow("not sorted") << empirical(QStringLiteral("[0.3, 0.5]"))
                                << QStringLiteral("popularity_head: item 2 (0.5) is larger than item 1");
    QTest::newRow("sum") << empirical(QStringLiteral("[0.5, 0.2]"))
                         << QStringLiteral("popularity_head and popularity_tail_share add up to 0.8999");
    QString many = QStringLiteral("[");
    for (std::size_t i = 0; i <= kMaxHeadShares; ++i)
        many += QStringLiteral("0.0001, ");
    many += QStringLiteral("0.0001]");
    QTest::newRow("too many") << empirical(many)
                              << QStringLiteral("popularity_head has %1 items; at most %2")
                                     .arg(QLocale().toString(1002), QLocale().toString(1000));
    QTest::newRow("no tail share") << QStringLiteral(
                                          "\"popularity\": \"empirical\", \"popularity_head\": [1]")
                                   << QStringLiteral("popularity_tail_share is missing");
    QTest::newRow("tail share as text")
        << QStringLiteral("\"popularity\": \"empirical\", \"popularity_head\": [1], "
                          "\"popularity_tail_share\": \"0\"")
        << QStringLiteral("popularity_tail_share must be a number");
    QTest::newRow("tail share above 1")
        << QStringLiteral(
               "\"popularity\": \"empirical\", \"popularity_head\": [0.5], \"popularity_tail_share\": 2, "
               "\"popularity_tail_skew\": 1")
        << QStringLiteral("popularity_tail_share = 2 is not valid");
    QTest::newRow("tail skew negative")
        << QStringLiteral(
               "\"popularity\": \"empirical\", \"popularity_head\": [0.5], \"popularity_tail_share\": "
               "0.5, \"popularity_tail_skew\": -1")
        << QStringLiteral("popularity_tail_skew = -1 is not valid");
}

void TestPopularityFile::malformedSharesAreRefused()
{
    QFETCH(QString, entries);
    QFETCH(QString, expected);
    const QString error = refusal(entries);
    QVERIFY2(error.contains(expected), qPrintable(QStringLiteral("got: ") + error.left(300)));
}

QTEST_GUILESS_MAIN(TestPopularityFile)
#include "tst_popularityfile.moc"
