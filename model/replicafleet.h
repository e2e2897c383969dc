// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/lruhitrate.h"
#include "model/paramkinds.h"
#include "model/popularitysums.h"

#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

namespace lorafleet {

// A fleet of N replicas, each an LRU pool of `slots` adapters, under a routing policy (docs/model.md,
// "Fleets and routing"). Each replica's hit rate is Che's approximation over that replica's own request
// mix. Under affinity every adapter is hashed to one replica (rendezvous hashing: a uniformly random one);
// under replication adapter a is on R_a = clamp(ceil(p_a N C), 1, N) replicas (Dynamo's rule), its
// requests spread evenly over them. The figures are expectations over hash placements: the head adapters
// are placed one by one in a fixed set of sampled placements, and replicas holding the same head adapters
// are one class (solved once); the tail reaches each replica in expectation, R_i / N of adapter i.
class ReplicaFleet
{
public:
    // The catalog of `catalog` adapters of the popularity `sums` (Zipf: `lru` is the LruHitRate at its
    // skew; empirical: at its tail's exponent).
    ReplicaFleet(const PopularitySums &sums, const LruHitRate &lru, std::int64_t catalog);

    struct Result
    {
        double hitRate = 1; // the fleet's hits divided by its requests
        double loadImbalance = 1; // the hottest replica's request rate over the mean replica's
        double hottestHitRate = 1; // the hit rate of the hottest replica
        int replicaClasses = 1; // replica classes solved (work done, for the time bound)
        int classSumEvaluations = 0; // Che sums evaluated by those solves (the same)
    };
    Result operator()(Routing routing, std::int64_t replicas, double poolSlots) const;

    // Dynamo's allocation rule: replicas holding an adapter of traffic share `share`.
    static std::int64_t copies(double share, std::int64_t replicas, double poolSlots);

    static constexpr int kHeadAdapters = 32; // placed one by one
    static constexpr int kPlacements = 32; // sampled hash placements the expectation is taken over

private:
    // Che's sums of what reaches one replica from the adapters beyond the head, at a window x (in units
    // of the catalog's weights): distinct, resident (weight) and missing (weight, distinct's slope).
    struct TailSums
    {
        double distinct = 0;
        double resident = 0;
        double missing = 0;
    };
    // Replicated adapters beyond the band, ranks lo+1..hi, on `copies` replicas each (a run of equal R_a,
    // or a few runs grouped).
    struct FarRun
    {
        std::int64_t lo = 0;
        std::int64_t hi = 0;
        double copies = 1;
    };
    // base: the sums of the catalog less the head at x, each adapter on one replica (computed if null).
    TailSums tailAt(double x, const std::vector<double> &copies, std::int64_t replicas,
                    const std::vector<FarRun> &runs = {}, const TailSums *base = nullptr) const;
    // The variance of one replica's load from the adapters beyond the head (weights, squared).
    double tailLoadVariance(const std::vector<double> &copies, std::int64_t replicas,
                            const std::vector<FarRun> &runs) const;
    // The expected busiest replica's load over the classes (load, count), each load its class's plus a
    // normal spread; highest is the largest class load.
    static double expectedMaximum(const std::vector<std::pair<double, std::int64_t>> &classLoads,
                                  double highest, double spread);

    const PopularitySums &m_sums;
    const LruHitRate &m_lru;
    std::int64_t m_catalog;
    double m_normaliser; // W(K)
    std::int64_t m_head; // adapters placed one by one
    std::int64_t m_direct; // the head and the band summed one by one beyond it
    std::vector<double> m_weights; // w_i for i = 1..m_direct
    double m_directWeight = 0; // sum of m_weights
    // The tail's sums at the grid's nodes, each adapter on one replica of one (every policy's, over N).
    mutable std::unordered_map<int, TailSums> m_tailCache;
};

} // namespace lorafleet
