// The engine model (docs/model.md): its physics one term at a time, the LRU hit rate against brute force
// and a simulation, its speed at any K, and the validation's calibration. The paper's figures are
// tst_model's.
#include "enginemodel.h"
#include "fleetmodel.h"
#include "lruhitrate.h"
#include "validation.h"
#include "zipfsums.h"

#include <QTest>

#include <chrono>
#include <cmath>
#include <list>
#include <random>
#include <unordered_map>

using namespace lorafleet;

namespace {

// Wall-time bound of the hang guards: far above any valid scenario, even with sanitizers on a busy machine;
// a hang takes minutes. Speed itself is lorafleet-bench's to measure.
constexpr double kHangMs = 2000.0;

bool closeRel(double actual, double expected, double tolerance)
{
    return std::abs(actual - expected) <= tolerance * std::max(std::abs(expected), 1e-300);
}

#define COMPARE_REL(actual, expected, tolerance)                                                             \
    QVERIFY2(closeRel((actual), (expected), (tolerance)),                                                    \
             qPrintable(QStringLiteral("%1 = %2, expected %3 (relative tolerance %4)")                       \
                            .arg(QStringLiteral(#actual))                                                    \
                            .arg((actual), 0, 'g', 17)                                                       \
                            .arg((expected), 0, 'g', 17)                                                     \
                            .arg((tolerance))))

Params engine()
{
    Params p;
    p.model = ModelKind::Engine;
    return p;
}

// Che's equations summed term by term, T found by bisection: the reference for the fast sums.
LruHitRate::Result bruteChe(double skew, std::int64_t catalog, double capacity)
{
    std::vector<double> q(static_cast<std::size_t>(catalog));
    double harmonic = 0;
    for (std::int64_t i = catalog; i >= 1; --i)
        harmonic += std::pow(double(i), -skew);
    for (std::int64_t i = 1; i <= catalog; ++i)
        q[static_cast<std::size_t>(i - 1)] = std::pow(double(i), -skew) / harmonic;
    const auto distinct = [&](double t) {
        double sum = 0;
        for (auto it = q.rbegin(); it != q.rend(); ++it)
            sum += -std::expm1(-t * *it);
        return sum;
    };
    double low = capacity;
    double high = -std::log1p(-capacity / double(catalog)) / q.back() * 1.001;
    for (int i = 0; i < 200; ++i) {
        const double middle = std::sqrt(low * high);
        (distinct(middle) < capacity ? low : high) = middle;
    }
    const double t = std::sqrt(low * high);
    LruHitRate::Result r;
    r.hit = 0;
    r.miss = 0;
    for (auto it = q.rbegin(); it != q.rend(); ++it) {
        r.hit += *it * -std::expm1(-t * *it);
        r.miss += *it * std::exp(-t * *it);
    }
    return r;
}

// An LRU pool of `capacity` adapters fed independent Zipf requests: the fraction that hit.
double simulatedLru(double skew, int catalog, int capacity, int requests, std::uint64_t seed)
{
    std::vector<double> weights(static_cast<std::size_t>(catalog));
    for (int i = 0; i < catalog; ++i)
        weights[static_cast<std::size_t>(i)] = std::pow(i + 1.0, -skew);
    std::discrete_distribution<int> popularity(weights.begin(), weights.end());
    std::mt19937_64 rng(seed);
    std::list<int> order; // most recent first
    std::unordered_map<int, std::list<int>::iterator> resident;
    int hits = 0;
    for (int r = 0; r < requests + catalog * 20; ++r) {
        const int adapter = popularity(rng);
        const auto found = resident.find(adapter);
        const bool counted = r >= catalog * 20; // after warming up
        if (found != resident.end()) {
            hits += counted;
            order.erase(found->second);
        } else if (int(resident.size()) == capacity) {
            resident.erase(order.back());
            order.pop_back();
        }
        order.push_front(adapter);
        resident[adapter] = order.begin();
    }
    return double(hits) / requests;
}

} // namespace

class TestEngineModel : public QObject
{
    Q_OBJECT

private slots:
    void paperModeIgnoresEngineKeys();
    void lruHitRateMatchesBruteForce_data();
    void lruHitRateMatchesBruteForce();
    void lruHitRateMatchesASimulation();
    void lruHitRateEdges();
    void capacityFollowsTheGpu();
    void computeBoundDecode();
    void kvCacheLimitsTheBatch();
    void growingThePoolIsNotFree();
    void overheadSplitAddsUp();
    void distinctAdaptersCountedOnce();
    void lruLoadsOnceAtAdmission();
    void seriesMatchTheFigures();
    void anyCatalogIsFast();
    void randomEngineScenariosStayFiniteAndFast();
    void validationRecoversAKnownEngine();
    void validationIsNotFittedPerPoint();
};

void TestEngineModel::paperModeIgnoresEngineKeys()
{
    Params changed;
    changed.loraFixedOverhead = 0.5;
    changed.adapterCostFactor = 3;
    changed.adapterRereadFactor = 1;
    changed.contextTokens = 2000;
    changed.kvMbPerToken = 1;
    changed.outputTokens = 10;
    changed.poolPolicy = PoolPolicy::Pinned;
    changed.computeTflops = 1;
    changed.weightBytes = 1;
    changed.engineOverhead = 7;
    changed.adapterLoadMs = 100;
    for (const std::int64_t k : {1, 32, 223, 224, 512, 100000}) {
        Params a;
        a.adapters = k;
        Params b = changed;
        b.adapters = k;
        const Figures fa = evaluate(a);
        const Figures fb = evaluate(b);
        // Bit for bit: paper mode never reads an engine key.
        QCOMPARE(fb.fleetAdvantage, fa.fleetAdvantage);
        QCOMPARE(fb.overhead.total(), fa.overhead.total());
        QCOMPARE(fb.gpusMultiplex, fa.gpusMultiplex);
        QCOMPARE(fb.gpusDedicated, fa.gpusDedicated);
        QCOMPARE(fb.poolHitRate, fa.poolHitRate);
        QCOMPARE(fa.overhead.fixed, 0.0);
        QCOMPARE(fa.overhead.memory, 0.0);
        QCOMPARE(fa.gpuCapacityDedicated, fa.gpuCapacity);
        COMPARE_REL(fa.gpuCapacityMultiplexed * (1 + fa.overhead.total()), fa.gpuCapacity, 1e-15);
    }
    QVERIFY(seriesInputs(Params{}) == seriesInputs(changed));
    // The pinned pool's hit rate in paper mode: the C most popular adapters' share, H(C) / H(K).
    Params p;
    p.adapters = 512;
    const ZipfSums sums(1.0, 32);
    COMPARE_REL(evaluate(p).poolHitRate, sums.harmonic(223) / sums.harmonic(512), 1e-12);
}

void TestEngineModel::lruHitRateMatchesBruteForce_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<qint64>("catalog");
    QTest::addColumn<double>("capacity");
    for (const double skew : {0.3, 0.8, 1.0, 1.5, 3.0})
        for (const qint64 catalog : {40, 300, 5000, 200000})
            for (const double fraction : {0.005, 0.1, 0.5, 0.9})
                if (fraction * catalog >= 1)
                    QTest::addRow("s=%g K=%lld C=%g", skew, catalog, fraction * catalog)
                        << skew << catalog << fraction * catalog;
}

void TestEngineModel::lruHitRateMatchesBruteForce()
{
    QFETCH(double, skew);
    QFETCH(qint64, catalog);
    QFETCH(double, capacity);
    const ZipfSums sums(skew, 32);
    const LruHitRate::Result fast = LruHitRate(skew)(catalog, sums.harmonic(catalog), capacity);
    const LruHitRate::Result brute = bruteChe(skew, catalog, capacity);
    // Euler-Maclaurin from the 33rd adapter on: about 1e-7 at worst, 1e-9 typically.
    COMPARE_REL(fast.hit, brute.hit, 1e-6);
    COMPARE_REL(fast.miss, brute.miss, 1e-6);
}

void TestEngineModel::lruHitRateMatchesASimulation()
{
    // Che's approximation is known to be accurate for LRU under independent requests: within 1.5 points
    // of a simulated pool here (the simulation's own noise is about 0.3 points).
    for (const auto &[skew, catalog, capacity] :
         {std::tuple{0.8, 400, 40}, std::tuple{1.2, 1000, 50}, std::tuple{0.0, 300, 100}}) {
        const ZipfSums sums(skew, 32);
        const double che = LruHitRate(skew)(catalog, sums.harmonic(catalog), capacity).hit;
        const double simulated = simulatedLru(skew, catalog, capacity, 200000, 7);
        QVERIFY2(std::abs(che - simulated) < 0.015,
                 qPrintable(QStringLiteral("s=%1: Che %2, simulated %3").arg(skew).arg(che).arg(simulated)));
    }
}

void TestEngineModel::lruHitRateEdges()
{
    const LruHitRate lru(1.0);
    const ZipfSums sums(1.0, 32);
    QCOMPARE(lru(100, sums.harmonic(100), 100).hit, 1.0); // everything fits
    QCOMPARE(lru(100, sums.harmonic(100), 0).hit, 0.0); // no pool
    QCOMPARE(LruHitRate(0.0)(1000, 1000, 250).hit, 0.25); // uniform: a random C of K
    // Monotone in the pool; finite at the extremes of K.
    double previous = 0;
    for (const double c : {1.0, 10.0, 1e3, 1e6, 1e9}) {
        const double hit = lru(1000000000000, sums.harmonic(1000000000000), c).hit;
        QVERIFY(std::isfinite(hit) && hit > previous && hit < 1);
        previous = hit;
    }
}

void TestEngineModel::capacityFollowsTheGpu()
{
    // Same model and batch: a GPU with more memory bandwidth serves more (the paper's Q is the same for
    // every GPU), in proportion while decode stays memory-bound.
    Params h100 = engine();
    h100.hbmBandwidthTbps = 3.35;
    Params b200 = engine();
    b200.hbmBandwidthTbps = 8.0;
    const double ratio = evaluate(b200).gpuCapacityDedicated / evaluate(h100).gpuCapacityDedicated;
    COMPARE_REL(ratio, 8.0 / 3.35, 1e-12);
    // The engine's overhead lengthens every step alike.
    Params slower = engine();
    slower.engineOverhead = 3.0;
    COMPARE_REL(evaluate(engine()).gpuCapacityDedicated / evaluate(slower).gpuCapacityDedicated,
                4.0 / (1.0 + Params{}.engineOverhead), 1e-12);
}

void TestEngineModel::computeBoundDecode()
{
    // A small base on a slow-compute GPU: past b* = W_h bytes-per-FLOP crossover, a step's compute
    // outlasts its memory time and capacity stops growing with the batch.
    Params p = engine();
    p.baseGb = 2;
    p.contextTokens = 0; // no KV reads: the crossover is b* = F * weight_bytes / (2 W_h)
    p.computeTflops = 100;
    p.hbmBandwidthTbps = 4.8;
    const double crossover = 100e12 * 2 / (2 * 4.8e12); // 20.8
    p.batch = 16;
    const double at16 = evaluate(p).gpuCapacityDedicated;
    p.batch = 512;
    const double at512 = evaluate(p).gpuCapacityDedicated;
    p.batch = 1024;
    const double at1024 = evaluate(p).gpuCapacityDedicated;
    COMPARE_REL(at1024, at512, 1e-12); // compute-bound: the same requests per second
    COMPARE_REL(at512 / at16, crossover / 16, 1e-12);
}

void TestEngineModel::kvCacheLimitsTheBatch()
{
    Params p = engine();
    p.batch = 1024;
    const Figures f = evaluate(p);
    // 27 GB of KV at 430 tokens x 0.377 MB = 0.16211 GB a request: 166 requests.
    QCOMPARE(f.batchEffective, 166.0);
    p.batch = 100;
    QCOMPARE(evaluate(p).batchEffective, 100.0);
}

void TestEngineModel::growingThePoolIsNotFree()
{
    // The paper's GPU is full (54 + 27 + 60 = 141 GB): a larger pool leaves less for the KV cache.
    Params p = engine();
    p.batch = 166;
    const Figures before = evaluate(p);
    p.poolGb = 80;
    const Figures after = evaluate(p);
    QCOMPARE(after.batchEffective, std::floor(7.0 / (430 * 0.377e-3)));
    QVERIFY(after.gpuCapacityMultiplexed < before.gpuCapacityMultiplexed);
    QVERIFY(after.overhead.memory > before.overhead.memory);
}

void TestEngineModel::overheadSplitAddsUp()
{
    for (const double pool : {0.0, 60.0, 100.0}) {
        for (const auto policy : {PoolPolicy::Pinned, PoolPolicy::Lru}) {
            Params p = engine();
            p.poolGb = pool;
            p.poolPolicy = policy;
            p.batch = 256;
            p.adapters = 5000;
            p.overlap = 0.05;
            p.adapterRereadFactor = 0.5;
            const Figures f = evaluate(p);
            QVERIFY(f.overhead.fixed > 0 && f.overhead.restream > 0);
            COMPARE_REL(1 + f.overhead.total(), f.gpuCapacityDedicated / f.gpuCapacityMultiplexed, 1e-12);
            COMPARE_REL(f.gpusMultiplex,
                        (1 + f.overhead.total()) * p.requestsPerMonth / f.gpuCapacityDedicated, 1e-12);
        }
    }
}

void TestEngineModel::distinctAdaptersCountedOnce()
{
    // Pinned: the batch's distinct adapters are either in the pool or cross the link, never both:
    // together exactly E(K, s, b), not the paper's E(C) + D_out.
    Params p = engine();
    p.poolPolicy = PoolPolicy::Pinned;
    p.adapters = 2000;
    const Figures f = evaluate(p);
    const ZipfSums sums(1.0, 32);
    COMPARE_REL(f.overhead.distinctResident + f.overhead.distinctOutOfPool, sums.distinct(1, 2000, 2000),
                1e-12);
    QVERIFY(f.overhead.distinctOutOfPool > 0);
    COMPARE_REL(f.poolHitRate, sums.harmonic(223) / sums.harmonic(2000), 1e-12);
}

void TestEngineModel::lruLoadsOnceAtAdmission()
{
    // LRU: the adapters crossing the link per step are the admissions that miss, (b / output) (1 - hit),
    // and with the loads not hidden (overlap 0) each costs its bytes over W_l plus the load latency.
    Params p = engine();
    p.adapters = 5000;
    p.overlap = 0;
    const Figures f = evaluate(p);
    const double admissions = 32.0 / 260.0;
    COMPARE_REL(f.overhead.distinctOutOfPool, admissions * (1 - f.poolHitRate), 1e-12);
    COMPARE_REL(f.linkTransferMs, f.overhead.distinctOutOfPool * (0.268 / 128 * 1e3 + p.adapterLoadMs),
                1e-12);
    QVERIFY(f.poolHitRate > 0.3 && f.poolHitRate < 1);
    // Far more than the pool: every step of the paper's pinned pool pays the link instead.
    p.poolPolicy = PoolPolicy::Pinned;
    QVERIFY(evaluate(p).overhead.hostlink > 10 * f.overhead.hostlink);
}

void TestEngineModel::seriesMatchTheFigures()
{
    for (const double overlap : {0.0, 0.5}) {
        Params p = engine();
        p.overlap = overlap; // 0: every point needs the hit rate; 0.5: the series skip it
        p.plotMaxAdapters = 100000;
        const Series s = computeSeries(p);
        QCOMPARE(s.overheadFixed.size(), s.adapters.size());
        for (Eigen::Index i = 0; i < s.adapters.size(); i += 37) {
            Params q = p;
            q.adapters = static_cast<std::int64_t>(s.adapters(i));
            const Figures f = evaluate(q);
            COMPARE_REL(s.fleetAdvantage.back().values(i), f.fleetAdvantage, 1e-12);
            COMPARE_REL(s.overheadRestream(i), f.overhead.restream, 1e-12);
            QCOMPARE(s.overheadFixed(i), f.overhead.fixed);
            QVERIFY(std::abs(s.overheadHostlink(i) - f.overhead.hostlink) <= 1e-12);
        }
    }
}

void TestEngineModel::anyCatalogIsFast()
{
    // A guard against hangs, not a benchmark (lorafleet-bench measures speed: about 11 ms here in a
    // release build, 0.3 s with sanitizers). A hang would take minutes.
    Params p = engine();
    p.adapters = 1000000000000;
    p.plotMaxAdapters = 1000000000000;
    p.catalogCeiling = 1000000000000;
    p.overlap = 0; // the hit rate at every plotted point
    p.skew = 1.3;
    const auto start = std::chrono::steady_clock::now();
    const Figures f = evaluate(p);
    const Series s = computeSeries(p);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    QVERIFY(std::isfinite(f.fleetAdvantage) && std::isfinite(f.poolHitRate));
    QVERIFY(s.fleetAdvantage.back().values.allFinite());
    QVERIFY2(ms < kHangMs, qPrintable(QStringLiteral("%1 ms").arg(ms)));
}

void TestEngineModel::randomEngineScenariosStayFiniteAndFast()
{
    // Every valid input, extremes included: finite figures and series, within the hang guard.
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto logUniform = [&](double low, double high) {
        return std::exp(std::log(low) + unit(rng) * std::log(high / low));
    };
    const auto pick = [&](std::initializer_list<double> values) {
        return *(values.begin() + int(unit(rng) * values.size()));
    };
    double slowest = 0;
    for (int n = 0; n < 300; ++n) {
        Params p = engine();
        p.adapters = std::int64_t(logUniform(1, 1e12));
        p.skew = pick({0.0, 5e-324, 1e-9, 0.3, 1.0, 1.7, 20.0});
        p.batch = std::int64_t(logUniform(1, 1024));
        p.poolGb = pick({0.0, 1e-9, 0.3, 60.0, 1e12});
        p.adapterGb = logUniform(1e-9, 1e3);
        p.baseGb = logUniform(1e-9, 1e4);
        p.kvGb = pick({0.0, 27.0, 1e12});
        p.hbmGb = logUniform(1e-9, 1e4);
        p.hbmBandwidthTbps = logUniform(1e-9, 1e3);
        p.linkBandwidthGbps = logUniform(1e-9, 1e4);
        p.overlap = pick({0.0, 0.5, 1e12});
        p.loraFixedOverhead = unit(rng);
        p.adapterCostFactor = logUniform(1, 100);
        p.adapterRereadFactor = pick({0.0, 1.0, 100.0});
        p.contextTokens = pick({0.0, 1.0, 430.0, 1e7});
        p.kvMbPerToken = pick({0.0, 0.377, 1e4});
        p.outputTokens = logUniform(1, 1e7);
        p.poolPolicy = unit(rng) < 0.5 ? PoolPolicy::Lru : PoolPolicy::Pinned;
        p.computeTflops = logUniform(1e-9, 1e12);
        p.weightBytes = logUniform(0.01, 16);
        p.engineOverhead = pick({0.0, 1.46, 1e4});
        p.adapterLoadMs = pick({0.0, 2.0, 1e7});
        p.plotMaxAdapters = pick({2.0, 512.0, 1e6, 1e12});
        p.catalogCeiling = std::max(p.catalogStart, std::int64_t(pick({512.0, 1e12})));
        p.wholeGpus = unit(rng) < 0.3;
        QVERIFY(validate(p).empty());
        const auto start = std::chrono::steady_clock::now();
        const Figures f = evaluate(p);
        const Series s = computeSeries(p);
        slowest = std::max(
            slowest,
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        const double figures[] = {
            f.fleetAdvantage,         f.gpusMultiplex,        f.gpusDedicated,  f.costMultiplexPerMonth,
            f.gpuCapacityMultiplexed, f.gpuCapacityDedicated, f.batchEffective, f.poolHitRate,
            f.overhead.total(),       f.breakevenShare,       f.baseStepMs,     f.linkTransferMs};
        for (const double v : figures)
            QVERIFY2(std::isfinite(v), qPrintable(QStringLiteral("scenario %1").arg(n)));
        QVERIFY(f.poolHitRate >= 0 && f.poolHitRate <= 1 && f.batchEffective >= 1);
        for (const SkewCurve &curve : s.fleetAdvantage)
            QVERIFY2(curve.values.allFinite(), qPrintable(QStringLiteral("scenario %1").arg(n)));
        QVERIFY(s.overheadFixed.allFinite() && s.overheadMemory.allFinite() &&
                s.overheadHostlink.allFinite());
    }
    qInfo("slowest engine scenario: %.2f ms", slowest);
    QVERIFY2(slowest < kHangMs, qPrintable(QStringLiteral("slowest %1 ms").arg(slowest)));
}

void TestEngineModel::validationRecoversAKnownEngine()
{
    // A table drawn from the model itself with a known engine overhead: validation finds that overhead
    // from the reference alone and predicts every other point exactly.
    ValidationSet set;
    set.name = "synthetic";
    set.scenario = engine();
    set.scenario.overlap = 0;
    set.scenario.engineOverhead = 2.5;
    set.referenceAdapters = 10;
    for (const std::int64_t k : {10, 100, 1000, 10000}) {
        Params p = set.scenario;
        p.adapters = k;
        set.points.push_back({k, evaluate(p).gpuCapacityMultiplexed / (3600 * p.hoursPerMonth), {}});
    }
    set.scenario.engineOverhead = 1; // what the file says does not matter
    const ValidationResult r = runValidation(set);
    QVERIFY(r.problem.empty());
    COMPARE_REL(r.engineOverhead, 2.5, 1e-9);
    QVERIFY(r.maxAbsError < 1e-9);
    QCOMPARE(r.points.size(), std::size_t(4));
    QVERIFY(r.points[3].measuredRatio < 0.99); // the table does vary
}

void TestEngineModel::validationIsNotFittedPerPoint()
{
    ValidationSet set;
    set.name = "synthetic";
    set.scenario = engine();
    set.referenceAdapters = 5;
    set.points = {
        {5, 8.0, {{"batch", "163"}}}, {100, 7.9, {{"batch", "168"}}}, {1000, 7.6, {{"batch", "184"}}}};
    const ValidationResult before = runValidation(set);
    set.points[1].measured *= 1.1; // one point's measurement changes...
    const ValidationResult after = runValidation(set);
    // ...and only that point's error moves: nothing is fitted to it.
    QCOMPARE(after.engineOverhead, before.engineOverhead);
    QCOMPARE(after.points[2].error, before.points[2].error);
    QCOMPARE(after.points[1].predictedRatio, before.points[1].predictedRatio);
    COMPARE_REL(1 + after.points[1].error, (1 + before.points[1].error) / 1.1, 1e-12);
    // The reference's measurement is the one figure the model takes: it moves the calibration.
    set.points[0].measured *= 1.1;
    QVERIFY(runValidation(set).engineOverhead < before.engineOverhead);
    // A per-point key that is not valid is named.
    set.points[2].set = {{"batch", "0"}};
    QVERIFY(runValidation(set).problem.find("batch = 0") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestEngineModel)
#include "tst_enginemodel.moc"
