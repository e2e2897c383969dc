// SPDX-License-Identifier: GPL-3.0-or-later
// The Monte-Carlo batches of model/batchsimulation.h against the analytical model: where the model is an
// exact mean (out-of-pool adapters, the pinned pool's hit rate, a catalog inside the pool) the simulated
// mean agrees within its sampling error; where the paper counts otherwise, the difference is pinned down.
#include "model/batchsimulation.h"
#include "model/fleetmodel.h"

#include <QTest>

#include <cmath>

using namespace lorafleet;

namespace {

// Within five standard errors, plus a floor for values the model rounds nowhere.
#define VERIFY_WITHIN_ERROR(spread)                                                                          \
    QVERIFY2(std::abs((spread).mean - (spread).analytic) <= 5.0 * (spread).standardError + 1e-12,            \
             qPrintable(QStringLiteral("%1: simulated %2 +- %3, model %4")                                   \
                            .arg(QStringLiteral(#spread))                                                    \
                            .arg((spread).mean)                                                              \
                            .arg((spread).standardError)                                                     \
                            .arg((spread).analytic)))

void verifyHitRate(const BatchSimulation &sim, double relative = 0.0)
{
    const double p = sim.hitRateAnalytic;
    const double requests = static_cast<double>(sim.batches * sim.batchSize);
    const double error = 5.0 * std::sqrt(std::max(p * (1 - p), 1e-12) / requests) + relative * p;
    QVERIFY2(std::abs(sim.hitRateSimulated - p) <= error,
             qPrintable(QStringLiteral("hit rate: simulated %1, model %2").arg(sim.hitRateSimulated).arg(p)));
}

} // namespace

class TestBatchSimulation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paperInsideThePool();
    void paperBeyondThePool_data();
    void paperBeyondThePool();
    void enginePinned();
    void engineLru();
    void deterministicPerSeed();
};

void TestBatchSimulation::paperInsideThePool()
{
    const BatchSimulation sim = simulateBatches(Params{}, 20000, 1);
    QCOMPARE(sim.batches, qint64(20000));
    QCOMPARE(sim.batchSize, qint64(32));
    QCOMPARE(sim.policy, PoolPolicy::Pinned);
    QCOMPARE(sim.distinctResident.analytic, evaluate(Params{}).overhead.distinctResident);
    VERIFY_WITHIN_ERROR(sim.distinctResident);
    QVERIFY(sim.distinctResident.standardError > 0 && sim.distinctResident.standardError < 0.05);
    QVERIFY(sim.distinctResident.p5 < sim.distinctResident.mean &&
            sim.distinctResident.mean < sim.distinctResident.p95);
    QCOMPARE(sim.distinctOutOfPool.mean, 0.0);
    QCOMPARE(sim.hitRateSimulated, 1.0);
    QCOMPARE(sim.hitRateAnalytic, 1.0);
}

void TestBatchSimulation::paperBeyondThePool_data()
{
    QTest::addColumn<qint64>("adapters");
    QTest::addColumn<double>("skew");
    QTest::newRow("K=512 s=1") << qint64(512) << 1.0;
    QTest::newRow("K=1e6 s=0.8") << qint64(1000000) << 0.8;
    QTest::newRow("K=1e6 s=1.5") << qint64(1000000) << 1.5;
}

// D_out and the hit rate H(C)/H(K) are exact means of independent draws. The re-stream term is not: the
// paper counts E(C, s, b), a whole batch drawn from the pool's C adapters, where a batch of the K catalog
// holds fewer distinct resident ones (docs/traffic.md).
void TestBatchSimulation::paperBeyondThePool()
{
    QFETCH(qint64, adapters);
    QFETCH(double, skew);
    Params params;
    params.adapters = adapters;
    params.skew = skew;
    const BatchSimulation sim = simulateBatches(params, 20000, 2);
    VERIFY_WITHIN_ERROR(sim.distinctOutOfPool);
    verifyHitRate(sim);
    QVERIFY(sim.distinctResident.mean <
            sim.distinctResident.analytic - 5 * sim.distinctResident.standardError);
}

void TestBatchSimulation::enginePinned()
{
    Params params;
    params.model = ModelKind::Engine;
    params.poolPolicy = PoolPolicy::Pinned;
    params.adapters = 3000;
    const BatchSimulation sim = simulateBatches(params, 20000, 3);
    QCOMPARE(double(sim.batchSize), evaluate(params).batchEffective);
    VERIFY_WITHIN_ERROR(sim.distinctResident);
    VERIFY_WITHIN_ERROR(sim.distinctOutOfPool);
    verifyHitRate(sim);
}

// The LRU hit rate is Che's approximation, exact only for large catalogs: within 2 % of it here.
void TestBatchSimulation::engineLru()
{
    Params params;
    params.model = ModelKind::Engine;
    params.poolPolicy = PoolPolicy::Lru;
    params.adapters = 5000;
    const BatchSimulation sim = simulateBatches(params, 20000, 4);
    QCOMPARE(sim.policy, PoolPolicy::Lru);
    VERIFY_WITHIN_ERROR(sim.distinctResident);
    verifyHitRate(sim, 0.02);
    QVERIFY(std::abs(sim.distinctOutOfPool.mean - sim.distinctOutOfPool.analytic) <=
            0.05 * sim.distinctOutOfPool.analytic + 5 * sim.distinctOutOfPool.standardError);
}

void TestBatchSimulation::deterministicPerSeed()
{
    Params params;
    params.adapters = 100000;
    const BatchSimulation a = simulateBatches(params, 500, 9);
    const BatchSimulation b = simulateBatches(params, 500, 9);
    const BatchSimulation c = simulateBatches(params, 500, 10);
    QCOMPARE(a.distinctResident.mean, b.distinctResident.mean);
    QCOMPARE(a.distinctOutOfPool.p95, b.distinctOutOfPool.p95);
    QCOMPARE(a.hitRateSimulated, b.hitRateSimulated);
    QVERIFY(a.hitRateSimulated != c.hitRateSimulated);
}

QTEST_GUILESS_MAIN(TestBatchSimulation)
#include "tst_batchsimulation.moc"
