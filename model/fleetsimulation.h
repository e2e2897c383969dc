// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <cstdint>

namespace lorafleet {

// What `lorafleet simulate --fleet` runs (docs/model.md, "Fleets and routing"): requests drawn from the
// scenario's popularity, routed by the policy (rendezvous hashing for affinity and replication), each
// replica an LRU pool of its slots, under several hash placements. The check on ReplicaFleet.
struct FleetSimulationOptions
{
    std::int64_t requests = 200000; // per placement, counted after a warm-up of a fifth as many
    int placements = 8; // hash placements (seeds, 1-64): the closed form is their expectation
    std::uint64_t seed = 1;
};

struct FleetSimulation
{
    Routing routing = Routing::LoadBalanced;
    std::int64_t replicas = 1;
    std::int64_t replicaSlots = 0; // per replica
    std::int64_t requests = 0; // per placement, counted
    int placements = 0;
    double hitRate = 0; // hits over requests, all placements
    double loadImbalance = 1; // the busiest replica's requests over the mean's, averaged over placements
    double loadImbalanceLowest = 1; // over single placements
    double loadImbalanceHighest = 1;
    // Engine model: first token plus, on a miss, the load and its wait behind the replica's earlier loads,
    // with requests arriving as Poisson at the fleet's saturated rate (0 in the paper model).
    double ttftMsP50 = 0;
    double ttftMsP95 = 0;
    double ttftMsP99 = 0;
};

// The most requests a simulation draws, placements and warm-up included: about a second at most.
constexpr std::int64_t kMaxFleetSimulationDraws = 4000000;

// The most adapter slots a simulation keeps over all its replicas' pools (memory: about 40 bytes each).
constexpr std::int64_t kMaxFleetSimulationSlots = std::int64_t(1) << 22;
// Whether a fleet's pools fit that bound: a pool never holds more than the catalog or the draws.
bool fleetSimulationFits(std::int64_t replicas, std::int64_t slots, std::int64_t adapters,
                         FleetSimulationOptions options = {});

// Simulates the fleet of `replicas` replicas (at least 1; the closed form's fleet when the caller has no
// other) with `poolSlots` slots each under params.routing. Options beyond kMaxFleetSimulationDraws are cut to
// it.
FleetSimulation simulateFleet(const Params &params, std::int64_t replicas, std::int64_t poolSlots,
                              FleetSimulationOptions options = {});

} // namespace lorafleet
