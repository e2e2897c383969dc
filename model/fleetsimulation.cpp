// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleetsimulation.h"

#include "model/enginemodel.h"
#include "model/fleetgrid.h"
#include "model/lrupool.h"
#include "model/popularitysampler.h"
#include "model/popularitysums.h"
#include "model/replicafleet.h"
#include "model/vectorstate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <unordered_map>
#include <vector>

namespace lorafleet {

namespace {

// Beyond this many replicas an adapter's replicas are a seeded draw of the same distribution (uniform
// subsets) rather than the top scores of all N: rendezvous hashing costs N hashes per adapter.
constexpr std::int64_t kMaxRendezvousReplicas = 64;

std::uint64_t mix(std::uint64_t x)
{
    // splitmix64's finaliser: a hash whose bits look independent.
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// A generator of a few numbers per adapter, cheap to seed (a Mersenne Twister's seeding costs 312 words).
struct SplitMix
{
    using result_type = std::uint64_t;
    std::uint64_t state;
    static constexpr result_type min() { return 0; }
    static constexpr result_type max() { return ~result_type(0); }
    result_type operator()() { return mix(state += 0x9e3779b97f4a7c15ULL); }
};

// The replicas holding an adapter under one placement (its hash seed): the `copies` highest rendezvous
// scores hash(seed, adapter, replica).
std::vector<std::int32_t> replicasOf(std::int64_t adapter, std::int64_t copies, std::int64_t replicas,
                                     std::uint64_t seed)
{
    std::vector<std::int32_t> chosen;
    const std::uint64_t key = mix(seed ^ mix(static_cast<std::uint64_t>(adapter)));
    if (replicas <= kMaxRendezvousReplicas) {
        std::vector<std::pair<std::uint64_t, std::int32_t>> scores;
        scores.reserve(static_cast<std::size_t>(replicas));
        for (std::int64_t j = 0; j < replicas; ++j)
            scores.emplace_back(mix(key ^ mix(static_cast<std::uint64_t>(j) + 1)),
                                static_cast<std::int32_t>(j));
        std::partial_sort(scores.begin(), scores.begin() + copies, scores.end(), std::greater<>());
        for (std::int64_t k = 0; k < copies; ++k)
            chosen.push_back(scores[static_cast<std::size_t>(k)].second);
        return chosen;
    }
    SplitMix draw{key};
    if (copies <= kMaxRendezvousReplicas) {
        std::uniform_int_distribution<std::int64_t> pick(0, replicas - 1);
        while (static_cast<std::int64_t>(chosen.size()) < copies) {
            const auto j = static_cast<std::int32_t>(pick(draw));
            if (std::find(chosen.begin(), chosen.end(), j) == chosen.end())
                chosen.push_back(j);
        }
        return chosen;
    }
    std::vector<std::int32_t> all(static_cast<std::size_t>(replicas));
    for (std::int64_t j = 0; j < replicas; ++j)
        all[static_cast<std::size_t>(j)] = static_cast<std::int32_t>(j);
    for (std::int64_t k = 0; k < copies; ++k) { // a partial Fisher-Yates shuffle
        std::uniform_int_distribution<std::int64_t> pick(k, replicas - 1);
        std::swap(all[static_cast<std::size_t>(k)], all[static_cast<std::size_t>(pick(draw))]);
    }
    all.resize(static_cast<std::size_t>(copies));
    return all;
}

double quantile(std::vector<double> &values, double q)
{
    if (values.empty())
        return 0;
    const auto at =
        static_cast<std::size_t>(std::min<double>(double(values.size() - 1), q * double(values.size())));
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(at), values.end());
    return values[at];
}

// The engine's first token, a load's time and a replica's saturated request rate (engine model only).
struct LoadTimes
{
    bool known = false;
    double firstToken = 0; // seconds, no miss
    double load = 0; // seconds per adapter load
    double arrivalsPerReplica = 0; // requests per second
};

LoadTimes loadTimes(const Params &params, const Figures &f)
{
    LoadTimes t;
    if (params.model != ModelKind::Engine)
        return t;
    const EngineSkewModel model(params, params.skew, f.poolCapacity, popularityTableSize(params),
                                params.popularity);
    const double harmonic = model.sums().normaliser(params.adapters);
    const EnginePoint hit = model.at(params.adapters, harmonic, true, 1.0);
    const EnginePoint miss = model.at(params.adapters, harmonic, true, 0.0);
    const EnginePoint fleet = model.at(params.adapters, harmonic, true, f.fleet.chosen.hitRate);
    t.known = miss.linkAdapters > 0;
    t.firstToken = hit.ttftP50;
    t.load = t.known ? miss.linkSeconds / miss.linkAdapters : 0;
    t.arrivalsPerReplica = fleet.capacityMultiplexed;
    return t;
}

} // namespace

namespace {

// The adapters one replica's pool can come to hold: its slots, at most the catalog and the draws.
std::int64_t heldAtMost(std::int64_t slots, std::int64_t adapters, const FleetSimulationOptions &options)
{
    const std::int64_t draws = std::min<std::int64_t>(
        kMaxFleetSimulationDraws, std::max<std::int64_t>(1, options.requests) * 6 / 5 + 1);
    return std::max<std::int64_t>(1, std::min({slots, adapters, draws}));
}

} // namespace

bool fleetSimulationFits(std::int64_t replicas, std::int64_t slots, std::int64_t adapters,
                         FleetSimulationOptions options)
{
    const std::int64_t held = heldAtMost(slots, adapters, options);
    return std::max<std::int64_t>(1, replicas) <= kMaxFleetSimulationSlots / held;
}

FleetSimulation simulateFleet(const Params &params, std::int64_t replicas, std::int64_t poolSlots,
                              FleetSimulationOptions options)
{
    clearUpperVectorState(); // docs in model/vectorstate.h
    FleetSimulation sim;
    sim.routing = params.routing;
    sim.replicas = std::max<std::int64_t>(1, replicas);
    sim.replicaSlots = std::max<std::int64_t>(0, poolSlots);
    sim.placements = std::clamp(options.placements, 1, 64);
    // Draws per placement, its warm-up (a fifth of the counted requests) included, within the bound.
    const std::int64_t perPlacement = std::max<std::int64_t>(2, kMaxFleetSimulationDraws / sim.placements);
    sim.requests = std::clamp<std::int64_t>(options.requests, 1, perPlacement * 5 / 6);
    const std::int64_t warmUp = std::max<std::int64_t>(1, sim.requests / 5);
    const std::int64_t n = sim.replicas;

    const PopularitySampler sampler(params.popularity, params.skew, params.adapters);
    const PopularitySums sums(params.popularity, params.skew, params.adapters, params.batch,
                              popularityTableSize(params));
    const double normaliser = sums.normaliser(params.adapters);
    const Figures figures = evaluate(params);
    const LoadTimes times = loadTimes(params, figures);
    std::vector<double> ttft;
    if (times.known)
        ttft.reserve(static_cast<std::size_t>(sim.requests) * static_cast<std::size_t>(sim.placements));

    std::mt19937_64 random(options.seed);
    double hits = 0, imbalanceSum = 0;
    sim.loadImbalanceLowest = std::numeric_limits<double>::infinity();
    sim.loadImbalanceHighest = 0;
    for (int p = 0; p < sim.placements; ++p) {
        const std::uint64_t placementSeed = mix(options.seed * 1000003ULL + static_cast<std::uint64_t>(p));
        std::vector<LruPool> pools;
        pools.reserve(static_cast<std::size_t>(n));
        // A pool never holds more adapters than the catalog or the draws.
        const std::int64_t held =
            std::clamp<std::int64_t>(std::min({sim.replicaSlots, params.adapters, warmUp + sim.requests}), 1,
                                     std::max<std::int64_t>(1, kMaxFleetSimulationSlots / n));
        for (std::int64_t j = 0; j < n; ++j)
            pools.emplace_back(held, held + 1);
        std::vector<std::int64_t> load(static_cast<std::size_t>(n), 0);
        std::vector<double> loaderFree(static_cast<std::size_t>(n), 0.0);
        std::unordered_map<std::int64_t, std::vector<std::int32_t>> placed;
        std::uniform_int_distribution<std::int64_t> anyReplica(0, n - 1);
        std::exponential_distribution<double> gap(times.known ? times.arrivalsPerReplica * double(n) : 1.0);
        double now = 0;
        for (std::int64_t r = 0; r < warmUp + sim.requests; ++r) {
            const std::int64_t adapter = sampler(random);
            std::int64_t replica = 0;
            if (params.routing == Routing::LoadBalanced || n == 1) {
                replica = anyReplica(random);
            } else {
                auto found = placed.find(adapter);
                if (found == placed.end()) {
                    const std::int64_t copies = params.routing == Routing::Replicated
                        ? ReplicaFleet::copies(sums.weight(adapter) / normaliser, n, double(sim.replicaSlots))
                        : 1;
                    found = placed.emplace(adapter, replicasOf(adapter, copies, n, placementSeed)).first;
                }
                const auto &holders = found->second;
                replica = holders.size() == 1 ? holders[0]
                                              : holders[static_cast<std::size_t>(random() % holders.size())];
            }
            const auto j = static_cast<std::size_t>(replica);
            const bool hit = sim.replicaSlots > 0 && pools[j].request(adapter);
            now += times.known ? gap(random) : 0.0;
            double delay = 0;
            if (!hit && times.known) { // the load waits for the replica's loader
                const double start = std::max(now, loaderFree[j]);
                loaderFree[j] = start + times.load;
                delay = loaderFree[j] - now;
            }
            if (r < warmUp)
                continue;
            ++load[j];
            hits += hit ? 1.0 : 0.0;
            if (times.known)
                ttft.push_back(1e3 * (times.firstToken + delay));
        }
        const double busiest = static_cast<double>(*std::max_element(load.begin(), load.end()));
        const double imbalance = busiest * double(n) / double(sim.requests);
        imbalanceSum += imbalance;
        sim.loadImbalanceLowest = std::min(sim.loadImbalanceLowest, imbalance);
        sim.loadImbalanceHighest = std::max(sim.loadImbalanceHighest, imbalance);
    }
    sim.hitRate = hits / (double(sim.requests) * sim.placements);
    sim.loadImbalance = imbalanceSum / sim.placements;
    sim.ttftMsP50 = quantile(ttft, 0.5);
    sim.ttftMsP95 = quantile(ttft, 0.95);
    sim.ttftMsP99 = quantile(ttft, 0.99);
    return sim;
}

} // namespace lorafleet
