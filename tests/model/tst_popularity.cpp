// SPDX-License-Identifier: GPL-3.0-or-later
// Empirical popularity (model/popularity*.h): a request log's own shares in place of Zipf(s). Shares equal
// to Zipf's give Zipf's figures; a small catalog gives the figures its direct formulas give; the sampler's
// batches agree with the sums; stored shares that are not a popularity are refused.
#include "comparerel.h"
#include "model/batchsimulation.h"
#include "model/fleetmodel.h"
#include "model/launchflags.h"
#include "model/lruhitrate.h"
#include "model/popularity.h"
#include "model/popularitylru.h"
#include "model/popularitysums.h"

#include <QTest>

#include <cmath>
#include <numeric>
#include <vector>

using namespace lorafleet;

Q_DECLARE_METATYPE(lorafleet::Params)

namespace {

// The Zipf(s) shares of ranks 1..K: the head exactly as far as `head` ranks, the rest as a Zipf tail at s.
EmpiricalShares zipfAsEmpirical(std::int64_t adapters, double skew, std::int64_t head)
{
    double total = 0;
    for (std::int64_t i = adapters; i >= 1; --i)
        total += std::pow(double(i), -skew);
    EmpiricalShares shares;
    double tail = 0;
    for (std::int64_t i = adapters; i >= 1; --i) {
        const double share = std::pow(double(i), -skew) / total;
        if (i <= head)
            shares.head.insert(shares.head.begin(), share);
        else
            tail += share;
    }
    shares.tailShare = tail;
    shares.tailSkew = skew;
    return shares;
}

Params empirical(Params params, EmpiricalShares shares)
{
    params.popularity.kind = PopularityKind::Empirical;
    params.popularity.empirical = std::move(shares);
    return params;
}

void compareFigures(const Figures &actual, const Figures &expected, double tolerance)
{
    COMPARE_REL(actual.overhead.distinctResident, expected.overhead.distinctResident, tolerance);
    COMPARE_REL(actual.overhead.distinctOutOfPool + 1, expected.overhead.distinctOutOfPool + 1, tolerance);
    COMPARE_REL(actual.overhead.total(), expected.overhead.total(), tolerance);
    COMPARE_REL(actual.gpusMultiplex, expected.gpusMultiplex, tolerance);
    COMPARE_REL(actual.gpusDedicated, expected.gpusDedicated, tolerance);
    COMPARE_REL(actual.fleetAdvantage, expected.fleetAdvantage, tolerance);
    COMPARE_REL(actual.topAdapterShare, expected.topAdapterShare, tolerance);
    COMPARE_REL(actual.poolHitRate, expected.poolHitRate, tolerance);
    COMPARE_REL(actual.breakevenShare, expected.breakevenShare, tolerance);
    QCOMPARE(actual.adaptersToDedicate, expected.adaptersToDedicate);
}

} // namespace

class TestPopularity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void zipfSharesGiveZipfFigures_data();
    void zipfSharesGiveZipfFigures();
    void smallCatalogByHand();
    void distinctAgainstDirectSums();
    void lruHitRateAgainstDirectSums();
    void simulationAgreesWithSums();
    void sharesFromCounts();
    void launchFlagsUseThePopularity();
    void malformedSharesAreRefused();
};

void TestPopularity::zipfSharesGiveZipfFigures_data()
{
    QTest::addColumn<Params>("params");
    QTest::addColumn<qint64>("head");
    Params paper;
    QTest::newRow("paper default, head = all 32") << paper << qint64(32);
    Params overflow;
    overflow.adapters = 700; // past the pool (C = 223)
    overflow.skew = 0.8;
    QTest::newRow("pool overflow, head = all 700") << overflow << qint64(700);
    Params tail = overflow;
    tail.adapters = 20000;
    QTest::newRow("head 1000 + Zipf tail") << tail << qint64(1000);
    Params whole;
    whole.adapters = 500;
    whole.skew = 1.3;
    whole.wholeGpus = true;
    whole.requestsPerMonth = 3e10; // the top adapters need many GPUs each
    QTest::newRow("whole GPUs, heavy head") << whole << qint64(500);
    Params engineLru;
    engineLru.model = ModelKind::Engine;
    engineLru.adapters = 3000;
    QTest::newRow("engine, lru, head 1000 + tail") << engineLru << qint64(1000);
    Params enginePinned = engineLru;
    enginePinned.poolPolicy = PoolPolicy::Pinned;
    enginePinned.adapters = 900;
    QTest::newRow("engine, pinned, head = all 900") << enginePinned << qint64(900);
}

void TestPopularity::zipfSharesGiveZipfFigures()
{
    QFETCH(Params, params);
    QFETCH(qint64, head);
    const Figures zipf = evaluate(params);
    const Figures shares = evaluate(empirical(params, zipfAsEmpirical(params.adapters, params.skew, head)));
    compareFigures(shares, zipf, 1e-9);
}

// Three adapters with shares 0.5, 0.3, 0.2 and a batch of 2: every figure by its formula.
void TestPopularity::smallCatalogByHand()
{
    Params params;
    params.adapters = 3;
    params.batch = 2;
    EmpiricalShares shares;
    shares.head = {0.5, 0.3, 0.2};
    params = empirical(params, shares);
    // E = sum_i 1 - (1 - p_i)^2 = 0.75 + 0.51 + 0.36.
    Figures f = evaluate(params);
    COMPARE_REL(f.overhead.distinctResident, 1.62, 1e-14);
    COMPARE_REL(f.topAdapterShare, 0.5, 1e-15);
    QCOMPARE(f.overhead.distinctOutOfPool, 0.0);

    // A pool of one adapter: E(min(K, C)) is the catalog of one (1 adapter per batch), the other two are
    // out of the pool with their shares in the three-adapter catalog, and half of the requests hit.
    params.poolGb = params.adapterGb;
    f = evaluate(params);
    QCOMPARE(f.poolCapacity, std::int64_t(1));
    COMPARE_REL(f.overhead.distinctResident, 1.0, 1e-15);
    COMPARE_REL(f.overhead.distinctOutOfPool, 0.51 + 0.36, 1e-14);
    COMPARE_REL(f.poolHitRate, 0.5, 1e-15);

    // Dedicated fleet: max(1, p_i lambda / Q_b) with lambda / Q_b = 3 (Q_b = Q at b = 2 is Q / 16).
    params.requestsPerMonth = 3 * params.gpuRequestsPerMonth * 2.0 / 32.0;
    f = evaluate(params);
    COMPARE_REL(f.gpusDedicated, 1.5 + 1.0 + 1.0, 1e-14);
    params.wholeGpus = true;
    f = evaluate(params);
    COMPARE_REL(f.gpusDedicated, 2.0 + 1.0 + 1.0, 1e-15);
}

// The distinct adapters of any range of ranks and catalog size against the direct sum, term by term, for
// small and large batches (the head's light shares go by a series, its heavy ones one by one).
void TestPopularity::distinctAgainstDirectSums()
{
    EmpiricalShares shares = zipfAsEmpirical(3000, 1.1, 1000);
    for (std::size_t i = 0; i < 5; ++i) // a flat top: several heavy shares alike
        shares.head[i] = shares.head[5];
    shares.tailShare = 1.0 - std::accumulate(shares.head.begin(), shares.head.end(), 0.0);
    shares.tailSkew = 0.7;
    const Popularity popularity{PopularityKind::Empirical, shares};
    for (const std::int64_t batch : {1, 7, 32, 1024}) {
        const PopularitySums sums(popularity, 1.0, 3000, batch, 1024);
        for (const std::int64_t catalog : {5, 200, 1000, 3000, 50000}) {
            const double w = sums.normaliser(catalog);
            for (const auto &[lo, hi] :
                 {std::pair<std::int64_t, std::int64_t>{1, catalog}, {3, 600}, {224, catalog}, {990, 1010}}) {
                double direct = 0;
                for (std::int64_t i = lo; i <= std::min(hi, catalog); ++i)
                    direct += distinctProbability(sums.weight(i) / w, batch);
                const double fast = sums.distinct(lo, hi, catalog, w);
                QVERIFY2(lorafleet::testing::closeRel(fast, direct, 1e-11, 1e-300) || direct == fast,
                         qPrintable(QStringLiteral("b %1, K %2, ranks %3..%4: %5 against %6")
                                        .arg(batch)
                                        .arg(catalog)
                                        .arg(lo)
                                        .arg(hi)
                                        .arg(fast, 0, 'g', 17)
                                        .arg(direct, 0, 'g', 17)));
            }
        }
    }
}

// Che's approximation for an empirical popularity against its sums taken one adapter at a time.
void TestPopularity::lruHitRateAgainstDirectSums()
{
    EmpiricalShares shares = zipfAsEmpirical(4000, 0.9, 300);
    // Not Zipf: flatten the head's top (sorted still) and give the tail another exponent.
    for (std::size_t i = 0; i < 10; ++i)
        shares.head[i] = shares.head[10];
    const double headSum = std::accumulate(shares.head.begin(), shares.head.end(), 0.0);
    shares.tailShare = 1.0 - headSum;
    shares.tailSkew = 0.6;
    Popularity popularity{PopularityKind::Empirical, shares};
    const std::int64_t catalog = 4000;
    const PopularitySums sums(popularity, 1.0, catalog, 32, 1024);
    std::vector<double> w(catalog);
    for (std::int64_t i = 1; i <= catalog; ++i)
        w[std::size_t(i - 1)] = sums.weight(i);
    const double total = std::accumulate(w.begin(), w.end(), 0.0);
    COMPARE_REL(sums.normaliser(catalog), total, 1e-12);
    COMPARE_REL(total, 1.0, 1e-12); // the stored shares, at the scenario's own K
    for (const double capacity : {50.0, 223.0, 1500.0}) {
        double low = 0, high = 1e9;
        for (int it = 0; it < 300; ++it) {
            const double x = 0.5 * (low + high);
            double distinct = 0;
            for (const double wi : w)
                distinct += -std::expm1(-x * wi);
            (distinct < capacity ? low : high) = x;
        }
        double resident = 0;
        for (const double wi : w)
            resident += wi * -std::expm1(-low * wi);
        const LruHitRate::Result result =
            empiricalLruHitRate(sums, LruHitRate(shares.tailSkew), catalog, total, capacity);
        COMPARE_REL(result.hit, resident / total, 1e-9);
        COMPARE_REL(result.hit + result.miss, 1.0, 1e-12);
    }
    // A tail without traffic: the pool holds every adapter that is ever requested, whatever K.
    const Popularity three{PopularityKind::Empirical, {{0.5, 0.3, 0.2}, 0.0, 1.0}};
    const PopularitySums headOnly(three, 1.0, 500, 32, 1024);
    const LruHitRate::Result all = empiricalLruHitRate(headOnly, LruHitRate(1.0), 500, 1.0, 3.0);
    QCOMPARE(all.hit, 1.0);
    QCOMPARE(all.miss, 0.0);
    QVERIFY(empiricalLruHitRate(headOnly, LruHitRate(1.0), 500, 1.0, 2.0).hit < 1.0);
}

void TestPopularity::simulationAgreesWithSums()
{
    Params params;
    params.adapters = 20000;
    EmpiricalShares shares;
    // A two-level head (40 adapters at 1 % each, 60 at 0.5 %) and a flat-ish tail: nothing like Zipf.
    shares.head.assign(40, 0.01);
    shares.head.insert(shares.head.end(), 60, 0.005);
    shares.tailShare = 0.3;
    shares.tailSkew = 0.7;
    params = empirical(params, shares);
    const auto verifyMean = [](const BatchSimulation::Spread &spread) {
        QVERIFY2(std::abs(spread.mean - spread.analytic) <= 5.0 * spread.standardError,
                 qPrintable(QStringLiteral("simulated %1 +- %2, model %3")
                                .arg(spread.mean)
                                .arg(spread.standardError)
                                .arg(spread.analytic)));
    };
    // Past the pool (C = 223) the out-of-pool count and the hit rate are exact means (the paper counts the
    // resident ones in a catalog of C, not in the batch: tst_batchsimulation pins that down).
    const BatchSimulation sim = simulateBatches(params, 20000, 7);
    verifyMean(sim.distinctOutOfPool);
    QVERIFY(sim.distinctOutOfPool.mean > 1.0);
    const double p = sim.hitRateAnalytic;
    QVERIFY(std::abs(sim.hitRateSimulated - p) <= 5.0 * std::sqrt(p * (1 - p) / (20000.0 * 32)));
    // Inside the pool, the distinct adapters per batch: the head and 100 tail ranks.
    params.adapters = 200;
    verifyMean(simulateBatches(params, 20000, 8).distinctResident);
    QVERIFY(p > 0.7 && p < 0.8);
}

void TestPopularity::sharesFromCounts()
{
    // Counts from a Zipf law at 1.3 over 5000 adapters: a head of 100 exact shares, the tail refitted.
    std::vector<std::int64_t> counts;
    for (int i = 1; i <= 5000; ++i)
        counts.push_back(std::llround(1e9 * std::pow(double(i), -1.3)));
    std::reverse(counts.begin(), counts.end()); // any order
    const double total = std::accumulate(counts.begin(), counts.end(), 0.0);
    const EmpiricalShares shares = empiricalShares(counts, 1.0, 100);
    QCOMPARE(shares.head.size(), std::size_t(100));
    QCOMPARE(shares.head.front(), 1e9 / total);
    QCOMPARE(shares.head.back(), double(std::llround(1e9 * std::pow(100.0, -1.3))) / total);
    QVERIFY(!checkEmpiricalShares(shares));
    QVERIFY2(std::abs(shares.tailSkew - 1.3) < 1e-3, qPrintable(QString::number(shares.tailSkew, 'g', 10)));
    // A log no longer than the head: all of it exact, no tail.
    const EmpiricalShares all = empiricalShares({5, 3, 2}, 0.8);
    QCOMPARE(all.head, (std::vector<double>{0.5, 0.3, 0.2}));
    QCOMPARE(all.tailShare, 0.0);
    QCOMPARE(all.tailSkew, 0.8);
}

// The launch flags' distinct adapters per batch (mean and percentile) come from the popularity too.
void TestPopularity::launchFlagsUseThePopularity()
{
    Params small;
    small.adapters = 3;
    small.batch = 2;
    small = empirical(small, {{0.5, 0.3, 0.2}, 0.0, 1.0});
    COMPARE_REL(launchPlan(small, 0.99, std::nullopt).meanDistinct, 1.62, 1e-14);
    Params zipf;
    zipf.adapters = 700;
    zipf.skew = 0.8;
    const LaunchPlan expected = launchPlan(zipf, 0.99, std::nullopt);
    const LaunchPlan shares = launchPlan(empirical(zipf, zipfAsEmpirical(700, 0.8, 700)), 0.99, std::nullopt);
    COMPARE_REL(shares.meanDistinct, expected.meanDistinct, 1e-9);
    QCOMPARE(shares.batchSlots, expected.batchSlots);
}

void TestPopularity::malformedSharesAreRefused()
{
    using Kind = PopularityProblem::Kind;
    const auto problem = [](std::vector<double> head, double tailShare = 0, double tailSkew = 1) {
        const auto found = checkEmpiricalShares({std::move(head), tailShare, tailSkew});
        return found ? found->kind : Kind(-1);
    };
    QVERIFY(!checkEmpiricalShares({{0.5, 0.3, 0.2}, 0, 1}));
    QCOMPARE(problem({}), Kind::Empty);
    QCOMPARE(problem(std::vector<double>(kMaxHeadShares + 1, 1.0 / double(kMaxHeadShares + 1))),
             Kind::TooMany);
    QCOMPARE(problem({0.5, std::nan(""), 0.5}), Kind::NotANumber);
    QCOMPARE(problem({1.0, 0.0}), Kind::NotPositive);
    QCOMPARE(problem({0.7, -0.1, 0.4}), Kind::NotPositive);
    QCOMPARE(problem({1.5}), Kind::AboveOne);
    QCOMPARE(problem({0.3, 0.5, 0.2}), Kind::NotSorted);
    QCOMPARE(checkEmpiricalShares({{0.3, 0.5, 0.2}, 0, 1})->item, std::size_t(1));
    QCOMPARE(problem({0.5}, 1.5), Kind::TailShare);
    QCOMPARE(problem({0.5}, 0.5, -1), Kind::TailSkew);
    QCOMPARE(problem({0.5, 0.3}), Kind::Sum);
    QCOMPARE(problem({0.5, 0.3}, 0.2 + 1e-7), Kind(-1)); // within the tolerance
}

QTEST_GUILESS_MAIN(TestPopularity)
#include "tst_popularity.moc"
