// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/paramkinds.h"

#include <array>
#include <cstdint>
#include <vector>

namespace lorafleet {

// One routing policy's multiplexed fleet (docs/model.md, "Fleets and routing").
struct RoutedFleet
{
    Routing routing = Routing::LoadBalanced;
    std::int64_t replicas = 1; // in the fleet: replicas, or what auto sized
    double hitRate = 1; // the fleet's hits divided by its requests
    double loadImbalance = 1; // the hottest replica's request rate over the mean replica's
    double hottestHitRate = 1; // the hottest replica's own hit rate
    double gpus = 0; // GPU-months per month (whole with whole_gpus)
    double costPerMonth = 0; // USD
    bool overloaded = false; // a given replica count whose hottest replica cannot carry its load
    double replicasAtMeanLoad = 0; // replicas the demand needs were the load even, at this hit rate
    // Engine model: time to first token on the hottest replica, with its misses' loads queued.
    double ttftMsP50 = 0;
    double ttftMsP95 = 0;
    double ttftMsP99 = 0;
};

// Where one of the catalog's most popular adapters is served under the chosen policy.
struct AdapterPlacement
{
    std::int64_t rank = 1; // 1 = most popular
    double share = 0; // p_i, of all requests
    std::int64_t replicas = 1; // replicas holding it (load_balanced: every replica may load it)
    bool hotspot = false; // its requests on one of its replicas alone exceed a replica's capacity
};

// The fleet of replicas in both models: the chosen policy's fleet, each policy's, and the cheapest other.
struct FleetFigures
{
    static constexpr int kPlannedAdapters = 32; // the head of the catalog the plan lists
    double replicaSlots = 0; // adapters one replica's LRU pool holds
    RoutedFleet chosen; // the scenario's routing; its GPUs are Figures::gpusMultiplex
    std::array<RoutedFleet, 3> policies; // load_balanced, affinity, replicated, at the scenario's replicas
    Routing cheapestLever = Routing::LoadBalanced; // the cheapest policy other than the scenario's
    double cheapestLeverCostPerMonth = 0; // USD
    std::vector<AdapterPlacement> plan; // the head of the catalog under the chosen policy, most popular first
    // False where evaluate() was asked for the chosen policy only (FleetDetail::ChosenPolicy): then
    // policies holds the chosen one alone and cheapestLever is not computed.
    bool everyPolicy = true;
    // True where the multiplexed figures are this routed fleet's (a routing other than load_balanced, or
    // a given number of replicas), not the load-balanced fleet sized to the demand that the series plot.
    bool multiplexedIsRouted = false;
};

// How much of the fleet evaluate() computes. A view that reads only costs, verdicts and advantages (the
// bridge's 2^n evaluations, the phase map's cells, the tornado's ends, the bands) needs the chosen policy
// alone, whose figures are the same either way; the other two policies cost most of an evaluation.
// PlanCost is for a reader of the operating rule's cost alone (the bridge): a plan that dedicates adapters
// keeps its rest's fleet whatever the routing, so the routed fleet is solved only where the plan is the
// multiplexed fleet itself. Where it is skipped, Figures::fleet stays empty and the multiplexed figures
// are the load-balanced fleet's.
enum class FleetDetail {
    EveryPolicy,
    ChosenPolicy,
    PlanCost,
};

} // namespace lorafleet
