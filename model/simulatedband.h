// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <cstdint>
#include <vector>

namespace lorafleet {

// The Monte-Carlo batches (simulateBatches) along the K axis, as the overhead chart overlays them: at each
// K, the distinct resident adapters per batch (mean, 5th and 95th percentiles) next to the model's
// expectation, and the same turned into the re-stream layer's height.
struct SimulatedBandPoint
{
    double adapters = 0; // K
    double distinctMean = 0; // simulated distinct resident adapters per batch
    double distinctLow = 0; // 5th percentile
    double distinctHigh = 0; // 95th percentile
    double distinctAnalytic = 0; // the model's E(min(K, C), s, b)
    // The re-stream layer's top (what the overhead chart draws) with the simulated counts: the layers
    // below it (the engine's fixed term) plus the model's re-stream cost per distinct adapter times each.
    double restreamBase = 0;
    double restreamPerAdapter = 0;
    double restreamAt(double distinct) const { return restreamBase + restreamPerAdapter * distinct; }
};

struct SimulatedBandOptions
{
    int points = 24; // K values, log-spaced from 1 to the axis' end (fewer where K is small)
    std::int64_t batches = 400; // per K: fewer while a slider is dragged keeps the band live
    std::uint64_t seed = 13; // the same seed draws the same band
    // Requests drawn in all, at most: what the defaults draw at the paper's batch of 32. A larger batch
    // keeps the band within the window's frame budget with fewer K values (down to 8), then fewer
    // batches per K (down to 20); a batch of 1024 at K = 10^12 froze the window for seconds.
    std::int64_t requestBudget = 24 * 400 * 32;
};
// The K values and batches per K simulateBand() draws for this batch size, within the budget.
struct SimulatedBandSize
{
    int points = 0;
    std::int64_t batches = 0;
};
SimulatedBandSize simulatedBandSize(std::int64_t batch, const SimulatedBandOptions &options);

// Deterministic for a given seed; each K draws from its own seed so that moving the axis' end keeps the
// points that stay.
std::vector<SimulatedBandPoint> simulateBand(const Params &params, double adaptersEnd,
                                             const SimulatedBandOptions &options = {});

} // namespace lorafleet
