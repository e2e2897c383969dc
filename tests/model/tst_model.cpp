// SPDX-License-Identifier: GPL-3.0-or-later
// The model against MODEL.md's published figures, against brute-force summation, at its edges and
// over thousands of random scenarios.
#include "brutemodel.h"
#include "comparerel.h"
#include "figurechecks.h"
#include "model/fleetmodel.h"
#include "model/zipfsums.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace lorafleet;
using lorafleet::testing::closeRel;
using lorafleet::testing::finite;

namespace {

// |actual - expected| <= tolerance * max(|expected|, floor); the floor keeps values near 0 meaningful.
double logUniform(std::mt19937_64 &rng, double low, double high)
{
    return std::exp(std::uniform_real_distribution<double>(std::log(low), std::log(high))(rng));
}

// A random valid scenario; K up to maxAdapters.
Params randomParams(std::mt19937_64 &rng, double maxAdapters)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    Params p;
    p.adapters = std::int64_t(std::floor(logUniform(rng, 1.0, maxAdapters + 0.999)));
    p.skew = unit(rng) < 0.1 ? 0.0 : 3.0 * unit(rng);
    p.batch = std::int64_t(std::floor(logUniform(rng, 1.0, 1024.999)));
    p.poolGb = unit(rng) < 0.1 ? 0.0 : 100.0 * unit(rng);
    p.adapterGb = logUniform(rng, 0.01, 5.0);
    p.baseGb = logUniform(rng, 1.0, 200.0);
    p.kvGb = 50.0 * unit(rng);
    p.hbmGb = logUniform(rng, 10.0, 300.0);
    p.hbmBandwidthTbps = logUniform(rng, 0.5, 10.0);
    p.linkBandwidthGbps = logUniform(rng, 8.0, 1000.0);
    p.overlap = 2.0 * unit(rng);
    p.requestsPerMonth = logUniform(rng, 1e5, 1e11);
    p.gpuRequestsPerMonth = logUniform(rng, 1e6, 1e9);
    p.gpuPricePerHour = 20.0 * unit(rng);
    p.hoursPerMonth = logUniform(rng, 1.0, 1000.0);
    p.catalogStart = std::int64_t(std::floor(logUniform(rng, 1.0, 1000.0)));
    p.catalogCeiling = p.catalogStart + std::int64_t(std::floor(logUniform(rng, 1.0, 5000.0)));
    p.catalogGrowthPerWeek = unit(rng) < 0.1 ? 0.0 : logUniform(rng, 0.1, 100.0);
    p.horizonWeeks = logUniform(rng, 1.0, 2000.0);
    p.wholeGpus = unit(rng) < 0.2;
    return p;
}

} // namespace

class TestModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paperFigures();
    void peakFactorSizesBothFleets();
    void catalogWeeks();
    void fastMatchesBruteForce_data();
    void fastMatchesBruteForce();
    void figuresMatchBruteForce();
    void singleAdapter();
    void uniformTraffic();
    void batchOfOne();
    void poolBelowOneAdapter();
    void poolHoldsEverything();
    void memoryOverBudget();
    void wholeGpus();
    void millionAdapters();
    void randomScenariosKeepTheirPromises();
    void adapterGrid();
    void seriesMatchTheModel();
    void seriesStayFinite();
    void adaptersForAGivenNumberOfDistinctAdapters();
};

void TestModel::paperFigures()
{
    const Params defaults;
    const Figures f = evaluate(defaults);
    QCOMPARE(f.poolCapacity, std::int64_t(223));
    COMPARE_REL(f.adapterToBaseRatio, 0.268 / 54.0, 1e-15);
    QCOMPARE(std::round(f.fleetAdvantage * 100) / 100, 29.78); // article: R ~ 30, the model 29.78
    QCOMPARE(f.verdict, Verdict::Multiplex);
    QCOMPARE(f.adaptersToDedicate, std::int64_t(0));
    QCOMPARE(f.overhead.hostlink, 0.0);
    QVERIFY(f.memoryFits);
    // The money, as eval prints it: $112,878 a month, $1,354,536 a year (12 months, from the model).
    QCOMPARE(std::round(f.savingsPerMonth), 112878.0);
    QCOMPARE(f.savingsPerYear, 12 * f.savingsPerMonth);

    // Re-stream levels off at about 11 % once K reaches the boundary, and stays there.
    Params p = defaults;
    p.adapters = 223;
    const double levelled = evaluate(p).overhead.restream;
    QVERIFY2(std::abs(levelled - 0.11) < 0.005, qPrintable(QString::number(levelled)));
    p.adapters = 512;
    const Figures at512 = evaluate(p);
    QCOMPARE(at512.overhead.restream, levelled);
    // Host-link: exactly 0 up to the boundary, +22.0 points at K = 512.
    QVERIFY2(std::abs(at512.overhead.hostlink - 0.2201) < 5e-5,
             qPrintable(QString::number(at512.overhead.hostlink)));
    QCOMPARE(at512.verdict, Verdict::MultiplexPoolOverflow);
    for (std::int64_t k = 1; k <= 223; ++k) {
        p.adapters = k;
        QCOMPARE(evaluate(p).overhead.hostlink, 0.0);
    }
    // No adapter is cheaper dedicated for 2 <= K <= 512 and s <= 1.5 at the defaults.
    for (const double skew : {0.0, 0.5, 1.0, 1.5}) {
        p.skew = skew;
        for (const std::int64_t k : {2, 3, 10, 32, 100, 223, 224, 400, 512}) {
            p.adapters = k;
            QCOMPARE(evaluate(p).adaptersToDedicate, std::int64_t(0));
        }
    }
}

void TestModel::peakFactorSizesBothFleets()
{
    // Every adapter needs more than one dedicated GPU at this demand, so G_ded is linear in it too.
    Params p;
    p.requestsPerMonth = 1e11;
    const Figures mean = evaluate(p);
    QVERIFY(mean.gpusDedicated > 2.0 * static_cast<double>(p.adapters));
    p.demandPeakFactor = 2;
    const Figures peak = evaluate(p);
    QCOMPARE(peak.gpusMultiplex, 2.0 * mean.gpusMultiplex);
    QCOMPARE(peak.gpusDedicated, 2.0 * mean.gpusDedicated);
    QCOMPARE(peak.costMultiplexPerMonth, 2.0 * mean.costMultiplexPerMonth);
    QCOMPARE(peak.costDedicatedPerMonth, 2.0 * mean.costDedicatedPerMonth);
    // The overhead per step does not depend on the demand.
    QCOMPARE(peak.overhead.total(), mean.overhead.total());
    // A factor is the same as its demand: 3 x lambda at factor 1.
    p.demandPeakFactor = 3;
    Params same = p;
    same.demandPeakFactor = 1;
    same.requestsPerMonth = 3e11;
    QCOMPARE(evaluate(p).gpusMultiplex, evaluate(same).gpusMultiplex);
    QCOMPARE(evaluate(p).gpusDedicated, evaluate(same).gpusDedicated);
    // The engine model sizes its fleets at the peak too.
    p.model = ModelKind::Engine;
    p.requestsPerMonth = 1e12; // the engine's GPU serves more than Q
    p.demandPeakFactor = 1;
    const Figures engineMean = evaluate(p);
    QVERIFY(engineMean.gpusDedicated > 2.0 * static_cast<double>(p.adapters));
    p.demandPeakFactor = 2;
    const Figures enginePeak = evaluate(p);
    QCOMPARE(enginePeak.gpusMultiplex, 2.0 * engineMean.gpusMultiplex);
    QCOMPARE(enginePeak.gpusDedicated, 2.0 * engineMean.gpusDedicated);
    // The defaults' factor is 1: the paper's figures (paperFigures) are the mean's.
    QCOMPARE(Params().demandPeakFactor, 1.0);
}

void TestModel::catalogWeeks()
{
    const Figures f = evaluate(Params{});
    QVERIFY(f.crossingWeek && f.saturationWeek);
    QCOMPARE(*f.crossingWeek, 47.75); // "crosses the boundary near week 48"
    QCOMPARE(*f.saturationWeek, 120.0); // "saturates at 512 in week 120"
    Params p;
    p.catalogGrowthPerWeek = 0;
    QVERIFY(!evaluate(p).crossingWeek && !evaluate(p).saturationWeek);
    p = Params{};
    p.poolGb = 200; // C = 746 >= Kss: the catalog never crosses
    QVERIFY(!evaluate(p).crossingWeek);
    p.poolGb = 2; // C = 7 < K0: it starts beyond the boundary
    QVERIFY(!evaluate(p).crossingWeek);
    QCOMPARE(catalogSizeAt(Params{}, 0), std::int64_t(32));
    QCOMPARE(catalogSizeAt(Params{}, 47.9), std::int64_t(223)); // integer part of 223.6
    QCOMPARE(catalogSizeAt(Params{}, 500), std::int64_t(512));
}

void TestModel::fastMatchesBruteForce_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<qint64>("batch");
    for (const double s : {0.0, 0.3, 0.5, 1.0, 1.5, 2.0, 3.0})
        for (const qint64 b : {1, 2, 32, 256})
            QTest::addRow("s=%g b=%lld", s, b) << s << b;
}

void TestModel::fastMatchesBruteForce()
{
    QFETCH(double, skew);
    QFETCH(qint64, batch);
    const ZipfSums sums(skew, batch);
    // Sizes around the table end (1024) and the short-range cut-off, up to 100,000.
    for (const std::int64_t n :
         {1, 2, 3, 7, 31, 100, 223, 512, 1023, 1024, 1025, 1030, 1041, 4000, 33333, 100000}) {
        COMPARE_REL(sums.harmonic(n), brute::harmonic(n, skew), 1e-12);
        COMPARE_REL(sums.distinct(1, n, n), brute::distinct(1, n, n, skew, batch), 1e-9);
        // Out-of-pool ranges: from just past a boundary to K, including very short ones.
        for (const std::int64_t from : {std::int64_t(2), n / 3 + 1, n / 2 + 1, n - 10, n - 1, n}) {
            if (from < 1 || from > n)
                continue;
            const double expected = brute::distinct(from, n, n, skew, batch);
            QVERIFY2(closeRel(sums.distinct(from, n, n), expected, 1e-9),
                     qPrintable(QStringLiteral("n=%1 from=%2: %3 vs %4")
                                    .arg(n)
                                    .arg(from)
                                    .arg(sums.distinct(from, n, n), 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
        }
    }
}

void TestModel::figuresMatchBruteForce()
{
    std::mt19937_64 rng(20261129);
    for (int trial = 0; trial < 400; ++trial) {
        Params p = randomParams(rng, 3000);
        p.wholeGpus = false; // rounding at exact integers is compared separately
        const Figures fast = evaluate(p);
        const Figures ref = brute::evaluate(p);
        const QByteArray where = QByteArray("trial ") + QByteArray::number(trial);
        QVERIFY2(fast.poolCapacity == ref.poolCapacity, where);
        for (const auto &[a, b] : {std::pair{fast.overhead.restream, ref.overhead.restream},
                                   std::pair{fast.overhead.distinctOutOfPool, ref.overhead.distinctOutOfPool},
                                   std::pair{fast.gpusMultiplex, ref.gpusMultiplex},
                                   std::pair{fast.gpusDedicated, ref.gpusDedicated},
                                   std::pair{fast.fleetAdvantage, ref.fleetAdvantage},
                                   std::pair{fast.breakevenShare, ref.breakevenShare},
                                   std::pair{fast.topAdapterShare, ref.topAdapterShare},
                                   std::pair{fast.costDedicatedPerMonth, ref.costDedicatedPerMonth}})
            QVERIFY2(closeRel(a, b, 1e-9, 1e-12),
                     where + QByteArray(": ") + QByteArray::number(a, 'g', 17) + " vs " +
                         QByteArray::number(b, 'g', 17));
        // Host-link is a hinge: compare in absolute terms around its kink.
        QVERIFY2(std::abs(fast.overhead.hostlink - ref.overhead.hostlink) <=
                     1e-9 * (1 + ref.overhead.hostlink),
                 where);
        QVERIFY2(fast.adaptersToDedicate == ref.adaptersToDedicate,
                 where + " K=" + QByteArray::number(qint64(p.adapters)) + " s=" + QByteArray::number(p.skew) +
                     " fast=" + QByteArray::number(qint64(fast.adaptersToDedicate)) +
                     " ref=" + QByteArray::number(qint64(ref.adaptersToDedicate)) +
                     " p*=" + QByteArray::number(fast.breakevenShare, 'g', 17) +
                     " p1=" + QByteArray::number(fast.topAdapterShare, 'g', 17));
    }
}

void TestModel::singleAdapter()
{
    Params p;
    p.adapters = 1;
    const Figures f = evaluate(p);
    const double rho = 0.268 / 54.0;
    QCOMPARE(f.verdict, Verdict::Either);
    QCOMPARE(f.overhead.distinctResident, 1.0); // the only adapter is in every batch
    COMPARE_REL(f.overhead.restream, rho, 1e-15);
    COMPARE_REL(f.fleetAdvantage, 1.0 / (1.0 + rho), 1e-15); // cheaper dedicated by its re-stream cost
    QCOMPARE(f.topAdapterShare, 1.0);
    QCOMPARE(f.adaptersToDedicate, std::int64_t(1));
    QVERIFY(finite(f));
    p.skew = 0;
    QCOMPARE(evaluate(p).overhead.distinctResident, 1.0);
}

void TestModel::uniformTraffic()
{
    Params p;
    p.skew = 0;
    for (const std::int64_t k : {1, 2, 32, 223, 224, 512, 100000}) {
        p.adapters = k;
        const Figures f = evaluate(p);
        const double n = double(std::min<std::int64_t>(k, 223));
        // E(n, 0, b) = n (1 - (1 - 1/n)^b) in closed form
        COMPARE_REL(f.overhead.distinctResident, n * -std::expm1(32.0 * std::log1p(-1.0 / n)), 1e-13);
        COMPARE_REL(f.topAdapterShare, 1.0 / double(k), 1e-15);
        if (k > 223)
            COMPARE_REL(f.overhead.distinctOutOfPool,
                        double(k - 223) * -std::expm1(32.0 * std::log1p(-1.0 / double(k))), 1e-13);
        QVERIFY(finite(f));
    }
}

void TestModel::batchOfOne()
{
    Params p;
    p.batch = 1;
    for (const double skew : {0.0, 0.7, 1.0, 2.5})
        for (const std::int64_t k : {1, 5, 223, 5000, 1000000}) {
            p.skew = skew;
            p.adapters = k;
            const Figures f = evaluate(p);
            // One request per batch: one distinct resident adapter in a resident-only catalog, and the
            // out-of-pool adapters' traffic share outside it.
            COMPARE_REL(f.overhead.distinctResident, 1.0, 1e-12);
            const double outside =
                k > 223 ? 1.0 - brute::harmonic(223, skew) / brute::harmonic(k, skew) : 0.0;
            QVERIFY(closeRel(f.overhead.distinctOutOfPool, outside, 1e-9, 1e-12));
            COMPARE_REL(f.gpuCapacity, 1e8 / 32.0, 1e-15);
            QVERIFY(finite(f));
        }
}

void TestModel::poolBelowOneAdapter()
{
    Params p;
    p.poolGb = 0.1; // smaller than one 0.268 GB adapter
    p.adapters = 64;
    const Figures f = evaluate(p);
    QCOMPARE(f.poolCapacity, std::int64_t(0));
    QCOMPARE(f.overhead.restream, 0.0);
    COMPARE_REL(f.overhead.distinctOutOfPool, brute::distinct(1, 64, 64, 1.0, 32), 1e-12);
    QCOMPARE(f.verdict, Verdict::MultiplexPoolOverflow);
    QVERIFY(f.overhead.hostlink > 0);
    QVERIFY(finite(f));
    p.poolGb = 0;
    QCOMPARE(evaluate(p).poolCapacity, std::int64_t(0));
    // A pool that is an exact multiple of the adapter size holds that many.
    p.poolGb = 2.68;
    QCOMPARE(evaluate(p).poolCapacity, std::int64_t(10));
}

void TestModel::poolHoldsEverything()
{
    Params p;
    p.poolGb = 86; // C = 320
    p.kvGb = 1;
    for (const std::int64_t k : {2, 100, 320}) {
        p.adapters = k;
        const Figures f = evaluate(p);
        QCOMPARE(f.overhead.hostlink, 0.0);
        QCOMPARE(f.overhead.distinctOutOfPool, 0.0);
        QCOMPARE(f.verdict, Verdict::Multiplex);
    }
}

void TestModel::memoryOverBudget()
{
    Params p;
    p.poolGb = 80; // 54 + 27 + 80 = 161 > 141
    const Figures f = evaluate(p);
    QVERIFY(!f.memoryFits);
    COMPARE_REL(f.memoryOverGb, 20.0, 1e-12);
    QCOMPARE(f.memoryFreeGb, 0.0);
    QVERIFY(finite(f)); // the figures are still computed
    QCOMPARE(f.poolCapacity, std::int64_t(298));
    QCOMPARE(f.verdict, Verdict::DoesNotFit); // whatever the rule says for its figures
    QCOMPARE(verdictKey(f.verdict), std::string_view("does_not_fit"));
    p.poolGb = 60; // exactly full
    QVERIFY(evaluate(p).memoryFits);
    QCOMPARE(evaluate(p).verdict, Verdict::Multiplex);
    QCOMPARE(evaluate(p).memoryOverGb, 0.0);
    p.poolGb = 50;
    COMPARE_REL(evaluate(p).memoryFreeGb, 10.0, 1e-12);
}

void TestModel::wholeGpus()
{
    Params p;
    p.wholeGpus = true;
    Figures f = evaluate(p);
    QCOMPARE(f.gpusMultiplex, 2.0); // ceil(1.0745)
    QCOMPARE(f.gpusDedicated, 32.0);
    QCOMPARE(f.fleetAdvantage, 16.0);
    // Heavy traffic: adapters that need several GPUs each are rounded up one by one.
    p.requestsPerMonth = 2.5e9;
    p.adapters = 200;
    f = evaluate(p);
    const Figures ref = brute::evaluate(p);
    QCOMPARE(f.gpusDedicated, ref.gpusDedicated);
    QCOMPARE(f.gpusMultiplex, ref.gpusMultiplex);
    QCOMPARE(f.gpusMultiplex, std::ceil(f.gpusMultiplex));
    QVERIFY(f.gpusDedicated > 200);
    p.skew = 0; // uniform: every adapter needs the same whole number of GPUs
    p.requestsPerMonth = 4.5e11; // 22.5 GPUs each
    QCOMPARE(evaluate(p).gpusDedicated, 200.0 * 23.0);
}

void TestModel::millionAdapters()
{
    Params p;
    p.adapters = 1000000;
    p.plotMaxAdapters = 1000000;
    const Figures f = evaluate(p);
    QVERIFY(finite(f));
    const Figures ref = brute::evaluate(p);
    COMPARE_REL(f.overhead.distinctOutOfPool, ref.overhead.distinctOutOfPool, 1e-9);
    COMPARE_REL(f.overhead.hostlink, ref.overhead.hostlink, 1e-9);
    COMPARE_REL(f.fleetAdvantage, ref.fleetAdvantage, 1e-9);
    COMPARE_REL(f.topAdapterShare, ref.topAdapterShare, 1e-12);
    const Series s = computeSeries(p);
    QCOMPARE(s.adapters(s.adapters.size() - 1), 1e6);
    QVERIFY(s.fleetAdvantage.back().values.allFinite());
}

void TestModel::randomScenariosKeepTheirPromises()
{
    std::mt19937_64 rng(7);
    for (int trial = 0; trial < 3000; ++trial) {
        Params p = randomParams(rng, 1e6);
        const QByteArray where = QByteArray("trial ") + QByteArray::number(trial);
        QVERIFY2(validate(p).empty(), where);
        const Figures f = evaluate(p);
        QVERIFY2(finite(f), where);
        QVERIFY2(f.overhead.restream >= 0 && f.overhead.hostlink >= 0, where);
        QVERIFY2(f.topAdapterShare > 0 && f.topAdapterShare <= 1 && f.breakevenShare <= 1, where);
        // Host-link is exactly 0 while the catalog fits in the pool.
        if (p.adapters <= f.poolCapacity)
            QVERIFY2(f.overhead.hostlink == 0.0 && f.overhead.distinctOutOfPool == 0.0, where);
        // Re-stream is the same for every K >= C.
        if (f.poolCapacity >= 1 && f.poolCapacity < 1000000) {
            Params atBoundary = p;
            atBoundary.adapters = f.poolCapacity;
            Params beyond = p;
            beyond.adapters = f.poolCapacity + 1 + trial % 5000;
            QVERIFY2(evaluate(atBoundary).overhead.restream == evaluate(beyond).overhead.restream, where);
        }
        // With lambda = Q and b = 32, R = K / (1 + delta).
        Params ideal = p;
        ideal.requestsPerMonth = ideal.gpuRequestsPerMonth;
        ideal.batch = 32;
        ideal.wholeGpus = false;
        const Figures g = evaluate(ideal);
        QVERIFY2(closeRel(g.fleetAdvantage, double(ideal.adapters) / (1.0 + g.overhead.total()), 1e-12),
                 where);
    }
}

void TestModel::adapterGrid()
{
    Params p;
    p.plotMaxAdapters = 1000000;
    p.adapters = 32;
    p.poolGb = 600; // C = 2238, off the log grid
    const std::vector<std::int64_t> grid = lorafleet::adapterGrid(p, poolCapacity(p));
    for (std::int64_t k = 1; k <= 1024; ++k)
        QCOMPARE(grid[std::size_t(k - 1)], k);
    QVERIFY(std::is_sorted(grid.begin(), grid.end()));
    QVERIFY(std::adjacent_find(grid.begin(), grid.end()) == grid.end());
    QCOMPARE(grid.back(), std::int64_t(1000000));
    const auto above = grid.size() - 1024;
    QVERIFY2(above >= 200 && above <= 400, qPrintable(QString::number(above))); // a few hundred
    QVERIFY(std::binary_search(grid.begin(), grid.end(), std::int64_t(2238)));
    QVERIFY(std::binary_search(grid.begin(), grid.end(), std::int64_t(2239)));
    // The axis reaches the current K when it is beyond Kmax.
    p.plotMaxAdapters = 512;
    p.adapters = 777777;
    const std::vector<std::int64_t> wide = lorafleet::adapterGrid(p, 10);
    QCOMPARE(wide.back(), std::int64_t(777777));
    p.adapters = 20;
    QCOMPARE(lorafleet::adapterGrid(p, 10).size(), std::size_t(512));
}

void TestModel::seriesMatchTheModel()
{
    Params p;
    p.skew = 1.2;
    const Series s = computeSeries(p);
    QCOMPARE(s.fleetAdvantage.size(), std::size_t(4));
    QCOMPARE(s.fleetAdvantage.back().skew, 1.2);
    QVERIFY(s.fleetAdvantage.back().current);
    QCOMPARE(s.fleetAdvantage[0].skew, 0.5);
    QCOMPARE(s.adapters.size(), Eigen::Index(512));
    for (const Eigen::Index i : {0, 31, 222, 223, 511}) {
        Params at = p;
        at.adapters = std::int64_t(s.adapters(i));
        const Figures f = evaluate(at);
        COMPARE_REL(s.fleetAdvantage.back().values(i), f.fleetAdvantage, 1e-14);
        COMPARE_REL(s.overheadRestream(i), f.overhead.restream, 1e-14);
        QCOMPARE(s.overheadHostlink(i), f.overhead.hostlink);
        COMPARE_REL(s.breakevenShare(i), f.breakevenShare, 1e-14);
        COMPARE_REL(s.topAdapterShare(i), f.topAdapterShare, 1e-14);
        at.skew = 0.5;
        COMPARE_REL(s.fleetAdvantage[0].values(i), evaluate(at).fleetAdvantage, 1e-14);
    }
    // Catalog growth: weekly points, K(t) = min(32 + 4t, 512).
    QCOMPARE(s.weeks.size(), Eigen::Index(157));
    QCOMPARE(s.weeks(48), 48.0);
    QCOMPARE(s.catalogAdapters(48), 224.0);
    QCOMPARE(s.catalogAdapters(156), 512.0);
    Params at = p;
    at.adapters = 224;
    at.skew = 1.5;
    COMPARE_REL(s.catalogGrowth[2].values(48), evaluate(at).fleetAdvantage, 1e-14);
}

void TestModel::seriesStayFinite()
{
    std::mt19937_64 rng(99);
    for (int trial = 0; trial < 150; ++trial) {
        Params p = randomParams(rng, 1e6);
        p.plotMaxAdapters = std::int64_t(std::floor(logUniform(rng, 2, 1e6)));
        p.skewBands = {0.0, 0.8, 2.5};
        const Series s = computeSeries(p);
        const QByteArray where = QByteArray("trial ") + QByteArray::number(trial);
        QVERIFY2(s.adapters.allFinite() && s.overheadRestream.allFinite() && s.overheadHostlink.allFinite() &&
                     s.breakevenShare.allFinite() && s.topAdapterShare.allFinite(),
                 where);
        for (const SkewCurve &c : s.fleetAdvantage)
            QVERIFY2(c.values.allFinite() && c.values.size() == s.adapters.size(), where);
        for (const SkewCurve &c : s.catalogGrowth)
            QVERIFY2(c.values.allFinite() && c.values.size() == s.weeks.size(), where);
    }
}

void TestModel::adaptersForAGivenNumberOfDistinctAdapters()
{
    Params p;
    // E(1) = 1: one adapter is always in the batch.
    QCOMPARE(adaptersForDistinct(p, 1.0).value_or(-1), 1.0);
    for (const double distinct : {2.0, 4.0, 8.0, 16.0, 21.0}) {
        const auto k = adaptersForDistinct(p, distinct);
        QVERIFY(k);
        const auto whole = std::int64_t(std::floor(*k));
        // The expected count crosses `distinct` between K and K + 1.
        QVERIFY(brute::distinct(1, whole, whole, 1.0, 32) <= distinct + 1e-12);
        QVERIFY(brute::distinct(1, whole + 1, whole + 1, 1.0, 32) >= distinct - 1e-12);
    }
    // Beyond the full pool's E(C) = 21.86 at s = 1: never reached.
    QVERIFY(!adaptersForDistinct(p, 32.0));
    p.poolGb = 0;
    QVERIFY(!adaptersForDistinct(p, 2.0));
}

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
