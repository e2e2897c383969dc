// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped validation tables: they load, every point is predicted within 5 %, and a model without
// one of the engine's physical costs fails that check.
#include "io/validationfile.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace lorafleet;

namespace {

ValidationSet shipped(const QString &path)
{
    const ValidationFileResult loaded = loadValidationFile(path);
    if (!loaded.set)
        qFatal("%s: %s", qPrintable(path), qPrintable(loaded.error));
    return *loaded.set;
}

double worstShipped(void (*breakIt)(ValidationSet &))
{
    double worst = 0;
    for (const QString &path : shippedValidationFiles()) {
        ValidationSet set = shipped(path);
        breakIt(set);
        worst = std::max(worst, runValidation(set).maxAbsError);
    }
    return worst;
}

QByteArray fileWith(const QByteArray &from, const QByteArray &to)
{
    QFile file(QStringLiteral(":/validation/slora-a100-80-s1.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no shipped table");
    QByteArray bytes = file.readAll();
    if (!from.isEmpty() && !bytes.contains(from))
        qFatal("%s not in the file", from.constData());
    return bytes.replace(from, to);
}

} // namespace

class TestValidation : public QObject
{
    Q_OBJECT

private slots:
    void shippedTablesAreListed();
    void everyShippedPointWithinFivePercent_data();
    void everyShippedPointWithinFivePercent();
    void theMeasurementsAreThePublishedOnes();
    void aModelWithoutAdapterCostsFails();
    void aModelThatHidesLoadsFails();
    void badFilesAreRefused_data();
    void badFilesAreRefused();
};

void TestValidation::shippedTablesAreListed()
{
    const QStringList files = shippedValidationFiles();
    QCOMPARE(files.size(), 3);
    QVERIFY(files.contains(QStringLiteral(":/validation/slora-a100-80-s1.json")));
}

void TestValidation::everyShippedPointWithinFivePercent_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : shippedValidationFiles())
        QTest::newRow(qPrintable(path)) << path;
}

void TestValidation::everyShippedPointWithinFivePercent()
{
    QFETCH(QString, path);
    const ValidationSet set = shipped(path);
    const ValidationResult result = runValidation(set);
    QVERIFY2(result.problem.empty(), result.problem.c_str());
    QCOMPARE(result.points.size(), set.points.size());
    // The engine's overhead comes out as a plausible engine: its step 1.5 to 4 times the roofline.
    QVERIFY2(result.engineOverhead > 0.5 && result.engineOverhead < 3,
             qPrintable(QString::number(result.engineOverhead)));
    for (const ValidationResult::Point &p : result.points) {
        QVERIFY2(std::abs(p.error) <= 0.05,
                 qPrintable(QStringLiteral("%1 adapters: measured %2, predicted %3")
                                .arg(p.adapters)
                                .arg(p.measuredRatio)
                                .arg(p.predictedRatio)));
        if (p.adapters == set.referenceAdapters)
            QVERIFY(std::abs(p.error) < 1e-12 && std::abs(p.predicted / p.measured - 1) < 1e-9);
    }
}

void TestValidation::theMeasurementsAreThePublishedOnes()
{
    // S-LoRA's table, benchmarks/paper/synthetic/slora/synthetic_num_adapters_a100-80_S1_slora_table.jsonl.
    const ValidationSet set = shipped(QStringLiteral(":/validation/slora-a100-80-s1.json"));
    QCOMPARE(set.points.size(), std::size_t(4));
    QCOMPARE(set.points[0].adapters, std::int64_t(5));
    QCOMPARE(set.points[0].measured, 8.046006778489998);
    QCOMPARE(set.points[3].adapters, std::int64_t(2000));
    QCOMPARE(set.points[3].measured, 7.606813104948825);
    QVERIFY(set.scenario.model == ModelKind::Engine && set.scenario.skew == 0.0);
}

void TestValidation::aModelWithoutAdapterCostsFails()
{
    // Adapters that cost nothing to read or to load: the S1 and S2 tables fall outside 5 %.
    const double worst = worstShipped([](ValidationSet &set) {
        set.scenario.adapterLoadMs = 0;
        for (ValidationSet::Point &p : set.points)
            p.set.emplace_back("adapter_gb", "1e-9");
    });
    QVERIFY2(worst > 0.05, qPrintable(QString::number(worst)));
}

void TestValidation::aModelThatHidesLoadsFails()
{
    // S-LoRA loads an adapter before the request's prefill, in the step's way: hiding the loads behind
    // the step (as a prefetching engine would) misses every table.
    const double worst = worstShipped([](ValidationSet &set) { set.scenario.overlap = 1e6; });
    QVERIFY2(worst > 0.06, qPrintable(QString::number(worst)));
}

void TestValidation::badFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("not json") << QByteArray("{") << QStringLiteral("not a JSON object");
    QTest::newRow("scenario file") << fileWith("lorafleet-validation", "lorafleet-scenario")
                                   << QStringLiteral("not a validation table");
    QTest::newRow("unknown key") << fileWith("\"context_tokens\"", "\"context_token\"")
                                 << QStringLiteral("unknown key \"context_token\"");
    QTest::newRow("bad value") << fileWith("\"pool_policy\": \"lru\"", "\"pool_policy\": \"fifo\"")
                               << QStringLiteral("pool_policy = fifo is not valid");
    QTest::newRow("no reference") << fileWith("\"reference_adapters\": 5", "\"reference_adapters\": 6")
                                  << QStringLiteral("No point has the reference's 6 adapters");
    QTest::newRow("bad unit") << fileWith("requests_per_second", "requests_per_hour")
                              << QStringLiteral("measured_unit");
}

void TestValidation::badFilesAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    const ValidationFileResult result = decodeValidation(bytes);
    QVERIFY(!result.set);
    QVERIFY2(result.error.contains(error), qPrintable(result.error));
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
