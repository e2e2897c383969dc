// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleetmodel.h"

#include "model/enginemodel.h"
#include "model/fleetgrid.h"
#include "model/popularitysums.h"
#include "model/replicafleet.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <tuple>
#include <vector>

namespace lorafleet {

namespace {

constexpr std::int64_t kMaxReplicas = 10000; // the largest fleet the routing is computed for
constexpr int kMaxFixedPointSteps = 8;

// What one replica serves at a hit rate: the replicas the demand needs if each carried the mean load, and
// (engine model) the TTFT of a replica of a routed fleet.
struct ReplicaAtHitRate
{
    double replicasNeeded = 0; // fractional
    double ttftMsP50 = 0;
    double ttftMsP95 = 0;
    double ttftMsP99 = 0;
};

// What the replicas' hit rates and loads depend on: the catalog's popularity, not the batch, the GPU, the
// demand or the engine's assumptions. The bridge's 2^n evaluations and the sensitivity rows that move
// neither K nor the skew share it, so the last few are kept, per thread, with each (routing, N, slots)
// they solved: the same figures to the last bit, without solving the replicas again. (A drag moves K or
// the skew every frame: it gains nothing, and pays a few key comparisons.) The sums read only weights
// and normalisers, so they take one batch and one table size whatever the scenario's: a sensitivity row
// that moves the batch or the plotted range does not solve the fleet again.
class RoutingContext
{
public:
    struct Key
    {
        Popularity popularity;
        double skew = 0;
        std::int64_t adapters = 0;
        bool operator==(const Key &) const = default;
    };

    explicit RoutingContext(Key key)
        : m_key(std::move(key))
        , m_sums(m_key.popularity, m_key.skew, m_key.adapters, 1, kDenseGridEnd)
        , m_lru(m_sums.zipf().skew())
        , m_fleet(m_sums, m_lru, m_key.adapters)
    {
    }
    RoutingContext(const RoutingContext &) = delete;
    RoutingContext &operator=(const RoutingContext &) = delete;

    const Key &key() const { return m_key; }
    const PopularitySums &sums() const { return m_sums; }

    ReplicaFleet::Result routed(Routing routing, std::int64_t replicas, double slots)
    {
        constexpr std::size_t kMaxKept = 4096; // a bound on memory, far above one scenario's needs
        const auto key = std::make_tuple(static_cast<int>(routing), replicas, slots);
        if (const auto found = m_routed.find(key); found != m_routed.end())
            return found->second;
        if (m_routed.size() >= kMaxKept)
            m_routed.clear();
        return m_routed.emplace(key, m_fleet(routing, replicas, slots)).first->second;
    }

private:
    Key m_key;
    PopularitySums m_sums;
    LruHitRate m_lru;
    ReplicaFleet m_fleet;
    std::map<std::tuple<int, std::int64_t, double>, ReplicaFleet::Result> m_routed;
};

RoutingContext &routingContext(const Params &params)
{
    // A few contexts, most recent first: a sensitivity row that moves K or the skew comes back to the
    // scenario's own catalog at the next row, which would otherwise solve its replicas again.
    constexpr std::size_t kKeptContexts = 8;
    thread_local std::vector<std::unique_ptr<RoutingContext>> kept;
    RoutingContext::Key key{params.popularity, params.skew, params.adapters};
    auto found = std::find_if(kept.begin(), kept.end(), [&](const auto &c) { return c->key() == key; });
    if (found == kept.end()) {
        if (kept.size() >= kKeptContexts)
            kept.pop_back();
        kept.insert(kept.begin(), std::make_unique<RoutingContext>(std::move(key)));
    } else {
        std::rotate(kept.begin(), found, found + 1);
    }
    return *kept.front();
}

class FleetSizing
{
public:
    FleetSizing(const Params &params, const Figures &f)
        : m_params(params)
        , m_figures(f)
        , m_engine(params.model == ModelKind::Engine)
        , m_context(routingContext(params))
        , m_sums(m_context.sums())
        , m_gpusPerReplica(m_engine ? std::max(1, f.replica.tensorParallel) : 1)
    {
        if (m_engine)
            m_model.emplace(params, params.skew, f.poolCapacity, popularityTableSize(params),
                            params.popularity);
        // The engine's LRU pool holds at least the batch's own adapters (docs/model.md, item 4).
        m_slots = static_cast<double>(f.poolCapacity);
        if (m_engine && params.poolPolicy == PoolPolicy::Lru)
            m_slots = std::max(m_slots, f.overhead.distinctResident);
    }

    double slots() const { return m_slots; }

    RoutedFleet fleet(Routing routing) const
    {
        RoutedFleet r;
        r.routing = routing;
        const bool given = m_params.replicas > 0;
        if (routing == Routing::LoadBalanced && !given) {
            // Today's multiplexed fleet, unchanged.
            const ReplicaFleet::Result lb = m_context.routed(routing, 1, m_slots);
            r.hitRate = r.hottestHitRate = lb.hitRate;
            r.gpus = m_figures.gpusMultiplex;
            r.replicas = std::max<std::int64_t>(
                1, static_cast<std::int64_t>(std::ceil(r.gpus / m_gpusPerReplica - 1e-9)));
            r.ttftMsP50 = m_figures.replica.ttftMsP50;
            r.ttftMsP95 = m_figures.replica.ttftMsP95;
            r.ttftMsP99 = m_figures.replica.ttftMsP99;
            r.replicasAtMeanLoad = r.gpus / m_gpusPerReplica;
            return price(r);
        }
        std::int64_t n = given
            ? m_params.replicas
            : std::max<std::int64_t>(
                  1, static_cast<std::int64_t>(std::ceil(m_figures.gpusMultiplex / m_gpusPerReplica - 1e-9)));
        double need = 0;
        ReplicaFleet::Result routed;
        ReplicaAtHitRate at;
        bool infeasible = false;
        for (int step = 0; step < kMaxFixedPointSteps; ++step) {
            // N -> hit rate and imbalance -> capacity -> N: replicas so that the hottest carries its load.
            routed = routedAt(routing, std::min(n, kMaxReplicas));
            at = atHitRate(routing, routed.hitRate);
            need = routed.loadImbalance * at.replicasNeeded;
            if (given)
                break;
            // The busiest adapter's share of one of its replicas cannot be split further: where it alone
            // exceeds a replica's capacity no fleet of this policy serves it (affinity at steep skews).
            const double topShare = m_sums.weight(1) / m_sums.normaliser(m_params.adapters);
            const double topCopies = routing == Routing::Replicated
                ? double(ReplicaFleet::copies(topShare, std::min(n, kMaxReplicas), m_slots))
                : 1.0;
            if (topShare / topCopies * at.replicasNeeded > 1.0 + 1e-9) {
                infeasible = true;
                break;
            }
            std::int64_t next = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(need - 1e-9)));
            if (step >= kMaxFixedPointSteps / 2)
                next = std::max(next, n); // settle an oscillation on the larger fleet
            if (next == n)
                break;
            n = next;
        }
        r.replicas = n;
        r.replicasAtMeanLoad = at.replicasNeeded;
        r.hitRate = routed.hitRate;
        r.loadImbalance = routed.loadImbalance;
        r.hottestHitRate = routed.hottestHitRate;
        if (given || infeasible) {
            // The fleet as it stands (as given, or the load-balanced size where none serves).
            r.gpus = static_cast<double>(n) * m_gpusPerReplica;
            r.overloaded = infeasible || need > static_cast<double>(n) * (1.0 + 1e-9);
        } else {
            r.gpus = (m_params.wholeGpus ? std::ceil(need - 1e-9) : need) * m_gpusPerReplica;
        }
        r.ttftMsP50 = at.ttftMsP50;
        r.ttftMsP95 = at.ttftMsP95;
        r.ttftMsP99 = at.ttftMsP99;
        return price(r);
    }

    // The head of the catalog under a fleet: each adapter's replicas, and whether it is a hotspot.
    std::vector<AdapterPlacement> plan(const RoutedFleet &fleet) const
    {
        std::vector<AdapterPlacement> placements;
        const double normaliser = m_sums.normaliser(m_params.adapters);
        const std::int64_t n = std::min(fleet.replicas, kMaxReplicas);
        const std::int64_t head = std::min<std::int64_t>(m_params.adapters, FleetFigures::kPlannedAdapters);
        for (std::int64_t i = 1; i <= head; ++i) {
            AdapterPlacement a;
            a.rank = i;
            a.share = m_sums.weight(i) / normaliser;
            a.replicas = fleet.routing == Routing::LoadBalanced ? fleet.replicas
                : fleet.routing == Routing::Replicated          ? ReplicaFleet::copies(a.share, n, m_slots)
                                                                : 1;
            a.hotspot = a.share / static_cast<double>(a.replicas) * fleet.replicasAtMeanLoad > 1.0 + 1e-9;
            placements.push_back(a);
        }
        return placements;
    }

private:
    // The fixed point revisits fleets, and the policies share sizes: each (routing, N) is solved once.
    ReplicaFleet::Result routedAt(Routing routing, std::int64_t replicas) const
    {
        return m_context.routed(routing, replicas, m_slots);
    }

    RoutedFleet price(RoutedFleet r) const
    {
        r.costPerMonth = r.gpus * m_params.gpuPricePerHour * m_params.hoursPerMonth;
        return r;
    }

    ReplicaAtHitRate atHitRate(Routing routing, double hitRate) const
    {
        ReplicaAtHitRate r;
        const double demand = m_params.requestsPerMonth * m_params.demandPeakFactor;
        if (!m_engine) {
            // The paper's GPU serves its capacity whatever the hit rate: its overhead is the catalog's.
            r.replicasNeeded = demand / m_figures.gpuCapacityMultiplexed;
            return r;
        }
        const double harmonic = m_model->sums().normaliser(m_params.adapters);
        const std::optional<double> routed =
            routing == Routing::LoadBalanced ? std::nullopt : std::optional<double>(hitRate);
        const EnginePoint e = m_model->at(m_params.adapters, harmonic, true, routed);
        r.replicasNeeded = demand / (e.capacityMultiplexed * 3600.0 * m_params.hoursPerMonth);
        r.ttftMsP50 = 1e3 * e.ttftP50;
        r.ttftMsP95 = 1e3 * e.ttftP95;
        r.ttftMsP99 = 1e3 * e.ttftP99;
        return r;
    }

    const Params &m_params;
    const Figures &m_figures;
    bool m_engine;
    RoutingContext &m_context;
    const PopularitySums &m_sums;
    double m_gpusPerReplica;
    double m_slots = 0;
    std::optional<EngineSkewModel> m_model;
};

} // namespace

void applyFleetRouting(const Params &params, Figures &f, FleetDetail detail)
{
    if (detail == FleetDetail::PlanCost && f.adaptersToDedicate > 0)
        return; // the plan's cost does not depend on the routing (its rest's fleet is the catalog's)
    const FleetSizing sizing(params, f);
    FleetFigures &fleet = f.fleet;
    fleet.replicaSlots = sizing.slots();
    fleet.everyPolicy = detail == FleetDetail::EveryPolicy;
    for (std::size_t i = 0; i < fleet.policies.size(); ++i)
        if (fleet.everyPolicy || i == static_cast<std::size_t>(params.routing))
            fleet.policies[i] = sizing.fleet(static_cast<Routing>(i));
    fleet.chosen = fleet.policies[static_cast<std::size_t>(params.routing)];
    fleet.plan = sizing.plan(fleet.chosen);
    bool first = true;
    if (!fleet.everyPolicy)
        fleet.cheapestLever = params.routing; // not computed: no lever is named
    bool cheapestOverloaded = false;
    for (const RoutedFleet &other : fleet.policies) {
        if (!fleet.everyPolicy)
            break;
        if (other.routing == params.routing)
            continue;
        // A policy whose fleet cannot carry its load is no lever (unless none can).
        const bool better = other.costPerMonth < fleet.cheapestLeverCostPerMonth;
        const bool preferred = first || (!other.overloaded && (better || cheapestOverloaded)) ||
            (other.overloaded && cheapestOverloaded && better);
        if (preferred) {
            cheapestOverloaded = other.overloaded;
            fleet.cheapestLever = other.routing;
            fleet.cheapestLeverCostPerMonth = other.costPerMonth;
            first = false;
        }
    }
    if (params.routing == Routing::LoadBalanced && params.replicas == 0)
        return; // today's figures, every one of them
    const double hourly = params.gpuPricePerHour * params.hoursPerMonth;
    fleet.multiplexedIsRouted = true;
    f.gpusMultiplex = fleet.chosen.gpus;
    f.costMultiplexPerMonth = f.gpusMultiplex * hourly;
    f.fleetAdvantage = f.gpusDedicated / f.gpusMultiplex;
    f.savingsPerMonth = f.costDedicatedPerMonth - f.costMultiplexPerMonth;
    f.savingsPerYear = 12 * f.savingsPerMonth;
    if (f.adaptersToDedicate == 0) {
        // The plan is the multiplexed fleet itself; a plan with dedicated adapters keeps its rest's fleet.
        const double perReplica =
            params.model == ModelKind::Engine ? std::max(1, f.replica.tensorParallel) : 1;
        f.gpusHybrid = f.gpusMultiplex;
        f.costHybridPerMonth = f.gpusHybrid * hourly;
        f.gpusToRent = std::ceil(f.gpusMultiplex / perReplica - 1e-9) * perReplica;
        f.costToRentPerMonth = f.gpusToRent * hourly;
    }
    if (params.model == ModelKind::Engine) {
        f.replica.ttftMsP50 = fleet.chosen.ttftMsP50;
        f.replica.ttftMsP95 = fleet.chosen.ttftMsP95;
        f.replica.ttftMsP99 = fleet.chosen.ttftMsP99;
    }
}

} // namespace lorafleet
