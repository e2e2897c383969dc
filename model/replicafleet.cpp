// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/replicafleet.h"

#include "model/cheroot.h"
#include "model/hashplacements.h"
#include "model/popularitylru.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <optional>
#include <unordered_map>
#include <utility>

namespace lorafleet {

namespace {

constexpr std::int64_t kMaxBand = 128; // replicated adapters beyond the head summed one by one
constexpr int kMaxIterations = 100;
constexpr std::size_t kMaxSolvesPerPlacement = 128;
constexpr double kRootTolerance = 1e-9;

// What reaches one replica from the tail, on a grid in ln x: the sums' logarithms, interpolated linearly
// (the sums are smooth in ln x; 24 nodes a decade keep them within about 1e-4). A node is computed when a
// lookup first needs it: the classes' roots cluster in a few decades of the grid's ten or more.
template<typename At> class TailTable
{
public:
    static constexpr double kNodesPerDecade = 24;
    static constexpr double kMaxNodes = 240;
    // Nodes at whole multiples of the step in ln x (node k at x = exp(k step)), so that tables of other
    // ranges share them; at(x, k) gives the sums there.
    TailTable(double low, double high, At at)
        : m_at(std::move(at))
    {
        // A range that starts at 0 (or is not a number) starts at the smallest normal double: its
        // logarithm stays finite, and so do the node indices (UBSan found ln 0 cast to int).
        if (!(low >= std::numeric_limits<double>::min()))
            low = std::numeric_limits<double>::min();
        if (!(high >= low))
            high = low;
        const double span = std::max(1e-9, std::log(high) - std::log(low));
        m_step = std::max(std::log(10.0) / kNodesPerDecade, span / kMaxNodes);
        m_first = static_cast<int>(std::floor(std::log(low) / m_step));
        const int nodes = std::max(2, static_cast<int>(std::ceil(std::log(high) / m_step)) - m_first + 1);
        m_shared = m_step == std::log(10.0) / kNodesPerDecade; // else wider: nodes of its own
        m_low = m_first * m_step;
        m_ready.assign(static_cast<std::size_t>(nodes), false);
        m_distinct.resize(static_cast<std::size_t>(nodes));
        m_resident.resize(static_cast<std::size_t>(nodes));
        m_missing.resize(static_cast<std::size_t>(nodes));
    }
    // distinct, resident, missing at x (clamped to the grid).
    void at(double x, double &distinct, double &resident, double &missing) const
    {
        const double u = std::clamp((std::log(x) - m_low) / m_step, 0.0, double(m_distinct.size() - 1));
        const auto i = std::min(static_cast<std::size_t>(u), m_distinct.size() - 2);
        const double t = u - static_cast<double>(i);
        node(i);
        node(i + 1);
        const auto lerp = [&](const std::vector<double> &v) {
            return std::exp(v[i] + t * (v[i + 1] - v[i]));
        };
        distinct = lerp(m_distinct);
        resident = lerp(m_resident);
        missing = lerp(m_missing);
    }

private:
    void node(std::size_t i) const
    {
        if (m_ready[i])
            return;
        const int index = static_cast<int>(i);
        const auto s = m_at(std::exp(m_low + index * m_step),
                            m_shared ? std::optional<int>(m_first + index) : std::nullopt);
        m_distinct[i] = std::log(std::max(s.distinct, 1e-300));
        m_resident[i] = std::log(std::max(s.resident, 1e-300));
        m_missing[i] = std::log(std::max(s.missing, 1e-300));
        m_ready[i] = true;
    }

    At m_at;
    double m_low = 0;
    double m_step = 1;
    int m_first = 0;
    bool m_shared = false;
    mutable std::vector<bool> m_ready;
    mutable std::vector<double> m_distinct, m_resident, m_missing;
};

} // namespace

ReplicaFleet::ReplicaFleet(const PopularitySums &sums, const LruHitRate &lru, std::int64_t catalog)
    : m_sums(sums)
    , m_lru(lru)
    , m_catalog(std::max<std::int64_t>(1, catalog))
    , m_normaliser(sums.normaliser(m_catalog))
    , m_head(std::min<std::int64_t>(m_catalog, kHeadAdapters))
    , m_direct(std::min<std::int64_t>(m_catalog, m_head + kMaxBand))
{
    m_weights.reserve(static_cast<std::size_t>(m_direct));
    for (std::int64_t i = 1; i <= m_direct; ++i) {
        m_weights.push_back(sums.weight(i));
        m_directWeight += m_weights.back();
    }
}

std::int64_t ReplicaFleet::copies(double share, std::int64_t replicas, double poolSlots)
{
    const double wanted = std::ceil(share * static_cast<double>(replicas) * std::max(0.0, poolSlots));
    return static_cast<std::int64_t>(std::clamp(wanted, 1.0, static_cast<double>(replicas)));
}

ReplicaFleet::TailSums ReplicaFleet::tailAt(double x, const std::vector<double> &copies,
                                            std::int64_t replicas, const std::vector<FarRun> &runs,
                                            const TailSums *base) const
{
    // The tail as if each adapter were on one replica: the catalog's sums less the head's, over N.
    const double n = static_cast<double>(replicas);
    TailSums t;
    if (base) {
        t = {base->distinct / n, base->resident / n, base->missing / n};
    } else {
        const CheSums all = popularityCheSums(m_sums, m_lru, m_catalog, x);
        const CheSums head = popularityCheSums(m_sums, m_lru, m_head, x);
        t = {(all.distinct - head.distinct) / n, (all.resident - head.resident) / n,
             std::max(0.0, all.missing - head.missing) / n};
    }
    // Adapters beyond the head on R_i > 1 replicas: each replica holds one with probability R_i / N and
    // sees w_i / R_i of its traffic there.
    for (std::size_t j = 0; j < copies.size(); ++j) {
        const double r = copies[j];
        if (r <= 1.0)
            break; // copies fall with the rank
        const double w = m_weights[static_cast<std::size_t>(m_head) + j];
        const double one = -std::expm1(-x * w);
        const double spread = -std::expm1(-x * w / r);
        t.distinct += (r * spread - one) / n;
        t.resident += w * (spread - one) / n;
        t.missing += w * (std::exp(-x * w / r) - std::exp(-x * w)) / n;
    }
    // A run's own sums, ranks lo+1..hi (Zipf: LruHitRate::rangeSums, without the direct adapters that
    // would cancel).
    const auto runSums = [&](const FarRun &run, double at) -> CheSums {
        if (!m_sums.isEmpirical()) {
            const LruHitRate::RangeSums range = m_lru.rangeSums(run.lo, run.hi, at);
            return {range.distinct, range.resident, range.missing};
        }
        const CheSums hi = popularityCheSums(m_sums, m_lru, run.hi, at);
        const CheSums lo = popularityCheSums(m_sums, m_lru, run.lo, at);
        return {hi.distinct - lo.distinct, hi.resident - lo.resident, hi.missing - lo.missing};
    };
    // Beyond the band, runs of adapters on r replicas each: at the window x / r, less the sums counted
    // above as if each were on one.
    for (const FarRun &run : runs) {
        const double r = run.copies;
        const CheSums spread = runSums(run, x / r);
        const CheSums one = runSums(run, x);
        t.distinct += (r * spread.distinct - one.distinct) / n;
        t.resident += (spread.resident - one.resident) / n;
        t.missing += (spread.missing - one.missing) / n;
    }
    t.distinct = std::max(0.0, t.distinct);
    t.resident = std::max(0.0, t.resident);
    t.missing = std::max(0.0, t.missing);
    return t;
}

double ReplicaFleet::tailLoadVariance(const std::vector<double> &copies, std::int64_t replicas,
                                      const std::vector<FarRun> &runs) const
{
    // A replica's tail load is sum_i (w_i / R_i) X_i with X_i ~ Bernoulli(R_i / N): its variance is
    // sum_i (w_i / R_i)^2 (R_i / N)(1 - R_i / N), one by one to m_direct and beyond as Zipf's integral.
    const double n = static_cast<double>(replicas);
    double variance = 0;
    for (std::int64_t i = m_head; i < m_direct; ++i) {
        const auto j = static_cast<std::size_t>(i - m_head);
        const double r = j < copies.size() ? copies[j] : 1.0;
        const double w = m_weights[static_cast<std::size_t>(i)] / r;
        variance += w * w * (r / n) * (1.0 - r / n);
    }
    if (m_catalog <= m_direct || m_direct <= 0)
        return std::max(0.0, variance);
    // sum_{lo < i <= hi} w_i^2, from the last direct weight and the tail's exponent (an integral).
    const double d = static_cast<double>(m_direct);
    const double wd = m_weights.back();
    const double e = 1.0 - 2.0 * m_sums.zipf().skew();
    const auto squares = [&](std::int64_t lo, std::int64_t hi) {
        const double a = static_cast<double>(lo) + 0.5;
        const double b = static_cast<double>(hi) + 0.5;
        const double integral = std::abs(e) < 1e-9
            ? d * std::log(b / a)
            : std::pow(d, 1.0 - e) * (std::pow(b, e) - std::pow(a, e)) / e;
        return wd * wd * std::max(0.0, integral);
    };
    variance += squares(m_direct, m_catalog) * (1.0 / n) * (1.0 - 1.0 / n);
    for (const FarRun &run : runs) { // those on r replicas: (w / r)^2 (r / N)(1 - r / N) in place of R = 1's
        const double r = run.copies;
        variance += squares(run.lo, run.hi) * ((1.0 / (r * n)) * (1.0 - r / n) - (1.0 / n) * (1.0 - 1.0 / n));
    }
    return std::max(0.0, variance);
}

double ReplicaFleet::expectedMaximum(const std::vector<std::pair<double, std::int64_t>> &classLoads,
                                     double highest, double spread)
{
    // Each replica's load is its class's plus the tail's spread, taken as normal: E[max] from the
    // distribution of the maximum, P(max <= t) = prod_j Phi((t - mu_j) / sigma)^(count_j), on a grid.
    if (!(spread > 1e-9 * highest))
        return highest;
    // The grid runs from kBelow spreads below the highest class load to kAbove above it; classes within
    // kReach spreads below it count, in kBins bins (a sixth of the spread: a few dozen at most, however
    // many classes a placement has).
    constexpr int kGrid = 48;
    constexpr double kBelow = 4.0, kAbove = 6.0, kReach = 10.0;
    constexpr int kBins = 60;
    const double from = highest - kBelow * spread;
    const double to = highest + kAbove * spread;
    const double reach = kReach * spread;
    std::vector<double> binned(kBins + 1, 0.0);
    for (const auto &[mu, count] : classLoads)
        if (mu > highest - reach)
            binned[static_cast<std::size_t>(std::lround((mu - (highest - reach)) / reach * kBins))] +=
                static_cast<double>(count);
    // Grid point g and bin b are (t - mu) / spread = kReach - kBelow + (kBelow + kAbove) g / kGrid
    // - kReach b / kBins apart, whatever the spread and the highest load: log Phi there is one table,
    // computed once (an erfc and a log1p per pair were most of a routed fleet's time).
    static const auto logPhi = [] {
        std::array<std::array<double, kBins + 1>, kGrid + 1> table{};
        for (int g = 0; g <= kGrid; ++g)
            for (int b = 0; b <= kBins; ++b) {
                const double z = kReach - kBelow + (kBelow + kAbove) * g / kGrid - kReach * b / kBins;
                table[std::size_t(g)][std::size_t(b)] =
                    std::log1p(-std::min(1.0 - 1e-16, 0.5 * std::erfc(z / std::sqrt(2.0))));
            }
        return table;
    }();
    double above = 0; // integral of 1 - F over the grid
    const double step = (to - from) / kGrid;
    for (int g = 0; g <= kGrid; ++g) {
        double logF = 0;
        for (int b = 0; b <= kBins; ++b)
            if (const double count = binned[static_cast<std::size_t>(b)]; count > 0)
                logF += count * logPhi[std::size_t(g)][std::size_t(b)];
        const double weight = (g == 0 || g == kGrid) ? 0.5 : 1.0;
        above += weight * (1.0 - std::exp(logF)) * step;
    }
    return std::max(highest, from + above);
}

ReplicaFleet::Result ReplicaFleet::operator()(Routing routing, std::int64_t replicas, double poolSlots) const
{
    const double slots = poolSlots;
    replicas = std::max<std::int64_t>(1, replicas);
    Result result;
    if (!(slots >= 1.0)) { // no pool: every request loads its adapter
        result.hitRate = result.hottestHitRate = 0;
    }
    if (routing == Routing::LoadBalanced || replicas == 1) {
        // Every replica sees the whole catalog: one LRU pool's hit rate, and even load.
        if (slots >= 1.0) {
            const LruHitRate::Result r = m_sums.isEmpirical()
                ? empiricalLruHitRate(m_sums, m_lru, m_catalog, m_normaliser, slots)
                : m_lru(m_catalog, m_normaliser, slots);
            result.hitRate = result.hottestHitRate = r.hit;
        }
        return result;
    }

    const double n = static_cast<double>(replicas);
    // Copies of the head adapters, and of the band beyond it while they exceed one.
    std::vector<std::int64_t> headCopies(static_cast<std::size_t>(m_head), 1);
    std::vector<double> bandCopies;
    double extraCopies = 0; // sum over the band of R_i - 1
    if (routing == Routing::Replicated) {
        for (std::int64_t i = 0; i < m_head; ++i)
            headCopies[static_cast<std::size_t>(i)] =
                copies(m_weights[static_cast<std::size_t>(i)] / m_normaliser, replicas, slots);
        for (std::int64_t i = m_head; i < m_direct; ++i) {
            const std::int64_t r =
                copies(m_weights[static_cast<std::size_t>(i)] / m_normaliser, replicas, slots);
            if (r <= 1)
                break;
            bandCopies.push_back(static_cast<double>(r));
            extraCopies += static_cast<double>(r - 1);
        }
    }
    // Replicated adapters beyond the band (a flat catalog on a large fleet replicates all of them): runs of
    // equal R_a, found by counting the adapters above each share, grouped into at most kFarGroups runs.
    std::vector<FarRun> runs;
    const bool bandFull = static_cast<std::int64_t>(bandCopies.size()) == m_direct - m_head;
    if (routing == Routing::Replicated && bandFull && m_direct < m_catalog) {
        const std::int64_t farthest = copies(m_sums.weight(m_direct + 1) / m_normaliser, replicas, slots);
        // Adapters with R_a > r: share above r / (N C).
        const auto above = [&](double r) {
            return std::clamp<std::int64_t>(m_sums.countAbove(r * m_normaliser / (n * slots), m_catalog),
                                            m_direct, m_catalog);
        };
        constexpr int kFarGroups = 8;
        const double factor =
            std::pow(static_cast<double>(std::max<std::int64_t>(farthest, 2)), 1.0 / kFarGroups);
        double a = 1;
        while (a < static_cast<double>(farthest)) {
            const double b = std::min(static_cast<double>(farthest), std::max(a + 1, std::ceil(a * factor)));
            FarRun run{above(b), above(a), 0.5 * (a + 1 + b)};
            if (run.hi > run.lo) {
                runs.push_back(run);
                extraCopies += (run.copies - 1) * static_cast<double>(run.hi - run.lo);
            }
            a = b;
        }
    }
    double headWeight = 0;
    for (std::int64_t i = 0; i < m_head; ++i)
        headWeight += m_weights[static_cast<std::size_t>(i)];
    const double tailWeight = std::max(0.0, m_normaliser - headWeight) / n; // per replica
    const double tailCount = (static_cast<double>(m_catalog - m_head) + extraCopies) / n;

    const double tailSpread = std::sqrt(tailLoadVariance(bandCopies, replicas, runs));
    const auto tail = [&](double x) { return tailAt(x, bandCopies, replicas, runs); };

    // The grid spans every class's window: from slots / W (no class weighs more than the catalog) to the
    // window of a replica holding the tail alone (classes with head adapters fill sooner).
    const double low = slots / m_normaliser;
    double high = 0;
    if (tailCount > slots) {
        high = cheRoot(
            slots, slots / std::max(tailWeight, 1e-300), 0, 1e-10, kMaxIterations,
            [&](double x) {
                const TailSums t = tail(x);
                return CheSlope{t.distinct, t.missing};
            },
            [](double, double, double) { return false; });
    } else {
        const double lightest = m_sums.weight(m_catalog);
        high = lightest > 0 ? 60.0 / lightest : 1e6 * low;
    }
    high = std::max(high * 1.0001, low * 1.01);
    const TailTable table(low, high, [&](double x, std::optional<int> node) {
        if (!node)
            return tail(x);
        // The catalog's sums less the head's, each adapter on one replica, are the same at every N and
        // for every policy: memoised by node. Replication adds its copies' corrections.
        const auto found = m_tailCache.find(*node);
        const TailSums &base = found != m_tailCache.end()
            ? found->second
            : m_tailCache.emplace(*node, tailAt(x, {}, 1)).first->second;
        return tailAt(x, bandCopies, replicas, runs, &base);
    });

    struct ClassFigures
    {
        double load = 0; // weight of the requests it receives
        double hits = 0; // weight of those that hit
    };
    // What a replica holding head adapter a receives of it; a class's load sums its set bits in rank order.
    std::vector<double> headShare(static_cast<std::size_t>(m_head));
    for (std::int64_t a = 0; a < m_head; ++a)
        headShare[static_cast<std::size_t>(a)] = m_weights[static_cast<std::size_t>(a)] /
            static_cast<double>(headCopies[static_cast<std::size_t>(a)]);
    const auto loadOf = [&](std::uint64_t mask) {
        double load = tailWeight;
        for (; mask != 0; mask &= mask - 1)
            load += headShare[static_cast<std::size_t>(std::countr_zero(mask))];
        return load;
    };
    std::unordered_map<std::uint64_t, ClassFigures> solved;
    const auto solveClass = [&](std::uint64_t mask) -> ClassFigures {
        if (const auto found = solved.find(mask); found != solved.end())
            return found->second;
        ClassFigures c;
        c.load = tailWeight;
        double count = tailCount;
        std::vector<double> rates;
        for (std::int64_t a = 0; a < m_head; ++a)
            if (mask & (std::uint64_t(1) << a)) {
                rates.push_back(m_weights[static_cast<std::size_t>(a)] /
                                static_cast<double>(headCopies[static_cast<std::size_t>(a)]));
                c.load += rates.back();
                count += 1;
            }
        if (!(slots >= 1.0)) {
            c.hits = 0;
        } else if (count <= slots) {
            c.hits = c.load; // it holds every adapter it serves
        } else {
            const auto sumsAt = [&](double x, double &resident) {
                double distinct = 0, missing = 0;
                table.at(x, distinct, resident, missing);
                for (const double v : rates) {
                    const double in = -std::expm1(-x * v);
                    distinct += in;
                    resident += v * in;
                    missing += v * (1.0 - in);
                }
                ++result.classSumEvaluations;
                return CheSlope{distinct, missing};
            };
            // Every class fills before the tail alone does: its root is below `high`, where the table ends.
            const double x = cheRootBelow(
                slots, slots / c.load, high, 0, kRootTolerance, kMaxIterations,
                [&](double at) {
                    double resident = 0;
                    return sumsAt(at, resident);
                },
                [](double, double, double) { return false; });
            sumsAt(x, c.hits);
            c.hits = std::min(c.hits, c.load);
        }
        solved.emplace(mask, c);
        return c;
    };

    // Hash placements (model/hashplacements.h); the fewer, the more copies each costs to place.
    double placedCopies = 0;
    for (std::int64_t a = 0; a < m_head; ++a)
        if (headCopies[static_cast<std::size_t>(a)] < replicas)
            placedCopies += static_cast<double>(headCopies[static_cast<std::size_t>(a)]);
    const int placements =
        std::clamp(static_cast<int>(kPlacements * 256.0 / std::max(256.0, placedCopies)), 4, kPlacements);
    HashPlacements hashPlacements(headCopies, replicas);
    std::vector<std::pair<double, std::int64_t>> classLoads;
    double hitSum = 0, imbalanceSum = 0, hottestSum = 0;
    for (int p = 0; p < placements; ++p) {
        const HashPlacements::Classes &classes = hashPlacements.next();
        // Loads cost a sum each; hit rates a solve: beyond kMaxSolvesPerPlacement classes, an even sample
        // of them gives the fleet's hit rate as hits per request of load (a ratio estimate).
        const std::size_t stride = (classes.size() + kMaxSolvesPerPlacement - 1) / kMaxSolvesPerPlacement;
        double sampledHits = 0, sampledLoad = 0, totalLoad = 0, hottestLoad = -1;
        std::uint64_t hottest = classes.begin()->first;
        std::size_t index = 0;
        classLoads.clear();
        for (const auto &[mask, count] : classes) {
            const double load = loadOf(mask);
            classLoads.emplace_back(load, count);
            totalLoad += static_cast<double>(count) * load;
            if (load > hottestLoad) {
                hottestLoad = load;
                hottest = mask;
            }
            if (index++ % stride == 0) {
                const ClassFigures c = solveClass(mask);
                sampledHits += static_cast<double>(count) * c.hits;
                sampledLoad += static_cast<double>(count) * c.load;
            }
        }
        const double hits =
            stride == 1 || !(sampledLoad > 0) ? sampledHits : sampledHits / sampledLoad * totalLoad;
        const double hottestHits = solveClass(hottest).hits;
        hitSum += hits / m_normaliser;
        imbalanceSum += expectedMaximum(classLoads, hottestLoad, tailSpread) * n / m_normaliser;
        hottestSum += hottestLoad > 0 ? hottestHits / hottestLoad : 1.0;
    }
    result.hitRate = std::clamp(hitSum / placements, 0.0, 1.0);
    result.loadImbalance = std::max(1.0, imbalanceSum / placements);
    result.hottestHitRate = std::clamp(hottestSum / placements, 0.0, 1.0);
    result.replicaClasses = static_cast<int>(solved.size());
    return result;
}

} // namespace lorafleet
