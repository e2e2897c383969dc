// SPDX-License-Identifier: GPL-3.0-or-later
// The engine model (docs/model.md): its physics one term at a time, the LRU hit rate against brute force
// and a simulation, its speed at any K, and the validation's calibration. The paper's figures are
// tst_model's.
#include "comparerel.h"
#include "model/enginemodel.h"
#include "model/fleetmodel.h"
#include "model/lruhitrate.h"
#include "model/validation.h"
#include "model/zipfsums.h"

#include <QTest>

#include <chrono>
#include <cmath>
#include <list>
#include <random>
#include <unordered_map>

using namespace lorafleet;
using lorafleet::testing::closeRel;

namespace {

// Wall-time bound of the hang guards: far above any valid scenario, even with sanitizers on a busy machine;
// a hang takes minutes. Speed itself is lorafleet-bench's to measure.
constexpr double kHangMs = 2000.0;

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
    void lruHitRateWarmStartsMatchAPlainSolve();
    void lruHitRateMatchesThePlainSums();
    void lruHitRateExactJustPastTheDirectSums();
    void lruRangeSumsMatchBruteForce();
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

void TestEngineModel::lruRangeSumsMatchBruteForce()
{
    // Ranks lo+1..hi summed one by one, against rangeSums: from the first rank, from inside the direct
    // adapters, from past them (where neither end sums them), and uniform popularity.
    for (const auto &[skew, lo, hi, scale] :
         {std::tuple{1.0, 0, 5000, 300.0}, std::tuple{0.7, 10, 20000, 50.0}, std::tuple{1.3, 200, 90000, 4e4},
          std::tuple{2.0, 100, 3000, 1e5}, std::tuple{0.0, 40, 1000, 0.3}}) {
        double distinct = 0, resident = 0, missing = 0;
        for (std::int64_t i = lo + 1; i <= hi; ++i) {
            const double w = std::pow(double(i), -skew);
            distinct += -std::expm1(-scale * w);
            resident += w * -std::expm1(-scale * w);
            missing += w * std::exp(-scale * w);
        }
        const LruHitRate::RangeSums range = LruHitRate(skew).rangeSums(lo, hi, scale);
        const QString where = QStringLiteral("s=%1, ranks %2..%3").arg(skew).arg(lo + 1).arg(hi);
        QVERIFY2(std::abs(range.distinct - distinct) <= 1e-6 * distinct, qPrintable(where));
        QVERIFY2(std::abs(range.resident - resident) <= 1e-6 * resident, qPrintable(where));
        QVERIFY2(std::abs(range.missing - missing) <= 1e-6 * missing, qPrintable(where));
    }
    QCOMPARE(LruHitRate(1.0).rangeSums(50, 50, 10.0).distinct, 0.0); // an empty range
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

void TestEngineModel::lruHitRateWarmStartsMatchAPlainSolve()
{
    // Along a plotted series each solve starts from the trail's prediction and usually ends after one
    // evaluation (Taylor's expansion of the sums): the same hit and miss rates as bisecting the very same
    // sums to the last bit, at every point, whatever the skew and pool.
    for (const double skew : {0.3, 0.5, 1.0, 1.2, 1.5, 3.0}) {
        const LruHitRate lru(skew);
        const ZipfSums sums(skew, 32);
        for (const double fraction : {0.02, 0.3, 0.9}) {
            LruScaleTrail trail;
            std::vector<std::int64_t> grid;
            for (std::int64_t k = 2; k <= 1024; ++k)
                grid.push_back(k);
            for (double k = 1100; k < 1e12; k *= 1.3)
                grid.push_back(std::int64_t(k));
            for (std::size_t i = 0; i < grid.size(); i += grid[i] < 1024 ? 3 : 1) {
                const std::int64_t catalog = grid[i];
                const double capacity = std::max(1.0, std::min(fraction * double(catalog), 1e6));
                const double harmonic = sums.harmonic(catalog);
                const LruHitRate::Result fast = lru(catalog, harmonic, capacity, trail.predict(catalog));
                trail.record(catalog, fast.scale);
                if (!(capacity < double(catalog)))
                    continue;
                double low = capacity / harmonic;
                double high = low;
                while (lru.atScale(catalog, high).distinct < capacity)
                    high *= 2;
                for (int n = 0; n < 200 && high > low * (1 + 1e-16); ++n) {
                    const double middle = 0.5 * (low + high);
                    (lru.atScale(catalog, middle).distinct < capacity ? low : high) = middle;
                }
                const LruHitRate::AtScale plain = lru.atScale(catalog, 0.5 * (low + high));
                QVERIFY2(closeRel(fast.hit, plain.hit, 1e-9) && closeRel(fast.miss, plain.miss, 1e-9),
                         qPrintable(QStringLiteral("s=%1 K=%2 C=%3: hit %4 miss %5, plain %6 %7")
                                        .arg(skew)
                                        .arg(catalog)
                                        .arg(capacity)
                                        .arg(fast.hit, 0, 'g', 17)
                                        .arg(fast.miss, 0, 'g', 17)
                                        .arg(plain.hit, 0, 'g', 17)
                                        .arg(plain.miss, 0, 'g', 17)));
            }
        }
    }
}

void TestEngineModel::lruHitRateMatchesThePlainSums()
{
    // Hit and miss rates of the first implementation (every sum by expm1 one term at a time, a solve
    // iterated to 1e-12), recorded before the sums were vectorised and the solve shortened.
    struct Row
    {
        double skew;
        std::int64_t catalog;
        double capacity;
        double hit;
        double miss;
    };
    const Row rows[] = {
        {0.3, 40, 1.5, 0.041013242749144065, 0.95898675725085603},
        {0.3, 40, 12, 0.32191405472483725, 0.67808594527516275},
        {0.3, 40, 38, 0.95728315417681842, 0.042716845823181533},
        {0.3, 300, 3, 0.011505762264418238, 0.98849423773558187},
        {0.3, 300, 90, 0.33144404158088941, 0.66855595841911053},
        {0.3, 300, 285, 0.95837379012904034, 0.041626209870959656},
        {0.3, 1024, 10.24, 0.01173982224113415, 0.98826017775886577},
        {0.3, 1024, 307.19999999999999, 0.33441313531968009, 0.66558686468031991},
        {0.3, 1024, 972.79999999999995, 0.95860510269600796, 0.041394897303992088},
        {0.3, 100000, 1000, 0.012113579327806594, 0.98788642067219334},
        {0.3, 100000, 30000, 0.33708439558299053, 0.66291560441700936},
        {0.3, 100000, 95000, 0.95878111844388514, 0.041218881556114806},
        {0.3, 1000000000, 10000000, 0.012180188315407733, 0.98781981168459221},
        {0.3, 1000000000, 500, 6.1238002886245321e-07, 0.99999938761997109},
        {0.3, 1000000000, 3000000, 0.0036677241319087459, 0.99633227586809114},
        {0.3, 1000000000000, 10000000000, 0.01218049788860223, 0.9878195021113978},
        {0.3, 1000000000000, 500, 6.1249242071039496e-10, 0.9999999993875075},
        {0.3, 1000000000000, 3000000, 3.6749467630484381e-06, 0.99999632505323699},
        {0.7, 40, 1.5, 0.068730430864587938, 0.93126956913541215},
        {0.7, 40, 12, 0.45144910628140206, 0.548550893718598},
        {0.7, 40, 38, 0.97391713946646419, 0.026082860533535802},
        {0.7, 300, 3, 0.033588700782787022, 0.96641129921721303},
        {0.7, 300, 90, 0.52387015497344114, 0.47612984502655875},
        {0.7, 300, 285, 0.97747385707170253, 0.022526142928297514},
        {0.7, 1024, 10.24, 0.048636323665155391, 0.95136367633484464},
        {0.7, 1024, 307.19999999999999, 0.54768687575892849, 0.45231312424107156},
        {0.7, 1024, 972.79999999999995, 0.97861243113523222, 0.021387568864767836},
        {0.7, 100000, 1000, 0.10885990730799555, 0.89114009269200445},
        {0.7, 100000, 30000, 0.58353080137699487, 0.41646919862300519},
        {0.7, 100000, 95000, 0.98031175270090043, 0.019688247299099619},
        {0.7, 1000000000, 10000000, 0.13087460204109347, 0.86912539795890653},
        {0.7, 1000000000, 500, 0.00051932997719888931, 0.99948067002280117},
        {0.7, 1000000000, 3000000, 0.076805688412041301, 0.92319431158795873},
        {0.7, 1000000000000, 10000000000, 0.13213832373202281, 0.86786167626797728},
        {0.7, 1000000000000, 500, 8.7385469604313417e-06, 0.99999126145303963},
        {0.7, 1000000000000, 3000000, 0.0037921520657548083, 0.99620784793424522},
        {1, 40, 1.5, 0.12427698020878145, 0.87572301979121858},
        {1, 40, 12, 0.60839446831289412, 0.39160553168710593},
        {1, 40, 38, 0.98468490137547482, 0.015315098624525241},
        {1, 300, 3, 0.11128831419740835, 0.88871168580259174},
        {1, 300, 90, 0.7278831846032594, 0.2721168153967406},
        {1, 300, 285, 0.98945061224297726, 0.010549387757022709},
        {1, 1024, 10.24, 0.21167735718309655, 0.78832264281690345},
        {1, 1024, 307.19999999999999, 0.77182423466942895, 0.22817576533057113},
        {1, 1024, 972.79999999999995, 0.99116257692500809, 0.0088374230749918969},
        {1, 100000, 1000, 0.50617014874835609, 0.49382985125164386},
        {1, 100000, 30000, 0.85815116130057612, 0.14184883869942394},
        {1, 100000, 95000, 0.99450824596642218, 0.0054917540335778781},
        {1, 1000000000, 10000000, 0.71967526282713667, 0.28032473717286344},
        {1, 1000000000, 500, 0.21080587996179945, 0.78919412003820055},
        {1, 1000000000, 3000000, 0.65469598205266721, 0.34530401794733279},
        {1, 1000000000000, 10000000000, 0.78832239734371934, 0.21167760265628058},
        {1, 1000000000000, 500, 0.14707718649516308, 0.85292281350483701},
        {1, 1000000000000, 3000000, 0.47155844741536584, 0.52844155258463421},
        {1.5, 40, 1.5, 0.29799691924227534, 0.70200308075772477},
        {1.5, 40, 12, 0.833606658473106, 0.16639334152689389},
        {1.5, 40, 38, 0.9953002997780428, 0.0046997002219572861},
        {1.5, 300, 3, 0.42821688906612065, 0.57178311093387946},
        {1.5, 300, 90, 0.94222805638960694, 0.057771943610392978},
        {1.5, 300, 285, 0.9983936331013008, 0.0016063668986991072},
        {1.5, 1024, 10.24, 0.68313040653709167, 0.31686959346290838},
        {1.5, 1024, 307.19999999999999, 0.96926819690591481, 0.030731803094085262},
        {1.5, 1024, 972.79999999999995, 0.9991469672022274, 0.00085303279777263407},
        {1.5, 100000, 1000, 0.9678032958138687, 0.032196704186131284},
        {1.5, 100000, 30000, 0.9969526720945675, 0.0030473279054325903},
        {1.5, 100000, 95000, 0.99991547433253969, 8.4525667460323659e-05},
        {1.5, 1000000000, 10000000, 0.9996787162444416, 0.00032128375555833118},
        {1.5, 1000000000, 500, 0.9500143473440672, 0.049985652655932827},
        {1.5, 1000000000, 3000000, 0.99938638544584313, 0.00061361455415686315},
        {1.5, 1000000000000, 10000000000, 0.99998984035348526, 1.0159646514714037e-05},
        {1.5, 1000000000000, 500, 0.94998425806226716, 0.050015741937732859},
        {1.5, 1000000000000, 3000000, 0.99935498458202177, 0.00064501541797826298},
        {3, 40, 1.5, 0.830802999448779, 0.16919700055122092},
        {3, 40, 12, 0.99601847546891331, 0.003981524531086693},
        {3, 40, 38, 0.99996147422645509, 3.852577354494571e-05},
        {3, 300, 3, 0.94291473149687921, 0.057085268503120769},
        {3, 300, 90, 0.99992367049561015, 7.6329504389792608e-05},
        {3, 300, 285, 0.99999929210500671, 7.078949933401161e-07},
        {3, 1024, 10.24, 0.99403145318270436, 0.0059685468172956209},
        {3, 1024, 307.19999999999999, 0.99999339345367444, 6.6065463256774972e-06},
        {3, 1024, 972.79999999999995, 0.99999993901622264, 6.0983777336202845e-08},
        {3, 100000, 1000, 0.99999931222682414, 6.8777317583022072e-07},
        {3, 100000, 30000, 0.99999999930486128, 6.9513860993187491e-10},
        {3, 100000, 95000, 0.99999999999359579, 6.4043358335977078e-12},
        {3, 1000000000, 10000000, 0.99999999999999312, 6.884611207183598e-15},
        {3, 1000000000, 500, 0.99999725137792861, 2.7486220712927417e-06},
        {3, 1000000000, 3000000, 0.99999999999992351, 7.65026719102531e-14},
        {3, 1000000000000, 10000000000, 1, 6.8846118950249034e-21},
        {3, 1000000000000, 500, 0.99999725137792861, 2.7486220712934312e-06},
        {3, 1000000000000, 3000000, 0.99999999999992351, 7.6503365166454014e-14},
    };
    for (const Row &row : rows) {
        const ZipfSums sums(row.skew, 32);
        const LruHitRate::Result r =
            LruHitRate(row.skew)(row.catalog, sums.harmonic(row.catalog), row.capacity);
        COMPARE_REL(r.hit, row.hit, 1e-10);
        COMPARE_REL(r.miss, row.miss, 1e-10);
    }
}

void TestEngineModel::lruHitRateExactJustPastTheDirectSums()
{
    // One adapter past those summed one by one, Euler-Maclaurin's range is a single point and its sum is
    // exact (the derivative terms cancel): the brute force's figures to rounding. They once did not
    // (both ends were taken for the first).
    for (const double skew : {0.5, 1.0, 1.5}) {
        const std::int64_t catalog = 33; // 32 summed one by one below s = 4
        const ZipfSums sums(skew, 32);
        const LruHitRate::Result fast = LruHitRate(skew)(catalog, sums.harmonic(catalog), 9.9);
        const LruHitRate::Result brute = bruteChe(skew, catalog, 9.9);
        COMPARE_REL(fast.hit, brute.hit, 1e-12);
        COMPARE_REL(fast.miss, brute.miss, 1e-12);
    }
}

void TestEngineModel::capacityFollowsTheGpu()
{
    // Same model and batch: a GPU with more memory bandwidth serves more (the paper's Q is the same for
    // every GPU), in proportion while decode stays memory-bound.
    // (The attention's FLOPs run after the memory-bound products and do not scale with the bandwidth: a
    // compute rate far beyond either leaves the reads alone.)
    Params h100 = engine();
    h100.hbmBandwidthTbps = 3.35;
    h100.computeTflops = 1e15;
    Params b200 = engine();
    b200.hbmBandwidthTbps = 8.0;
    b200.computeTflops = 1e15;
    const double ratio = evaluate(b200).gpuCapacityDedicated / evaluate(h100).gpuCapacityDedicated;
    COMPARE_REL(ratio, 8.0 / 3.35, 1e-12);
    // The engine's overhead lengthens every memory-bound step alike.
    Params slower = h100;
    slower.engineOverhead = 3.0;
    COMPARE_REL(evaluate(h100).gpuCapacityDedicated / evaluate(slower).gpuCapacityDedicated,
                4.0 / (1.0 + Params{}.engineOverhead), 1e-12);
}

void TestEngineModel::computeBoundDecode()
{
    // A small base on a slow-compute GPU: past b* = W_h bytes-per-FLOP crossover, a step's compute
    // outlasts its memory time and capacity stops growing with the batch.
    Params p = engine();
    p.baseGb = 2;
    p.promptTokens = 0; // no prefill and (almost) no KV: the crossover is b* = F * weight_bytes / (2 W_h)
    p.contextTokens = 1e-300;
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
        set.points.push_back({k, evaluate(p).gpuCapacityMultiplexed / (3600 * p.hoursPerMonth), true, {}});
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
    set.scenario.batch = 163; // the engine's cap, a setting: the KV cache holds 166
    set.referenceAdapters = 5;
    set.points = {{5, 6.0, true, {{"adapter_gb", "0.02"}}}, {100, 5.9, true, {}}, {1000, 5.7, true, {}}};
    const ValidationResult before = runValidation(set);
    QVERIFY(before.engineOverhead > 0); // the reference is slower than the bare roofline: it calibrates
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
