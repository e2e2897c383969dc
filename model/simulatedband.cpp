// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/simulatedband.h"

#include "model/batchsimulation.h"
#include "model/vectorstate.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

SimulatedBandSize simulatedBandSize(std::int64_t batch, const SimulatedBandOptions &options)
{
    SimulatedBandSize size{std::max(options.points, 2), std::max<std::int64_t>(options.batches, 1)};
    const double budget = double(std::max<std::int64_t>(options.requestBudget, 1));
    const double perBatch = double(std::max<std::int64_t>(batch, 1));
    const auto drawn = [&] { return double(size.points) * double(size.batches) * perBatch; };
    if (drawn() > budget)
        size.points = std::clamp(int(budget / (double(size.batches) * perBatch)), std::min(size.points, 8),
                                 size.points);
    if (drawn() > budget)
        size.batches = std::clamp(std::int64_t(budget / (double(size.points) * perBatch)),
                                  std::min<std::int64_t>(size.batches, 20), size.batches);
    return size;
}

std::vector<SimulatedBandPoint> simulateBand(const Params &params, double adaptersEnd,
                                             const SimulatedBandOptions &options)
{
    clearUpperVectorState(); // docs in model/vectorstate.h
    std::vector<SimulatedBandPoint> band;
    if (!(adaptersEnd >= 1.0) || options.points < 1 || options.batches < 1)
        return band;
    const SimulatedBandSize size = simulatedBandSize(params.batch, options);
    const int points = size.points;
    const double logEnd = std::log(adaptersEnd);
    std::int64_t previous = 0;
    for (int i = 0; i < points; ++i) {
        const double position = logEnd * static_cast<double>(i) / static_cast<double>(points - 1);
        const auto adapters = std::max<std::int64_t>(1, std::llround(std::exp(position)));
        if (adapters <= previous) // small K: log steps round to the same integer
            continue;
        previous = adapters;
        Params at = params;
        at.adapters = adapters;
        const BatchSimulation simulated =
            simulateBatches(at, size.batches, options.seed + static_cast<std::uint64_t>(adapters));
        SimulatedBandPoint point;
        point.adapters = static_cast<double>(adapters);
        point.distinctMean = simulated.distinctResident.mean;
        point.distinctLow = simulated.distinctResident.p5;
        point.distinctHigh = simulated.distinctResident.p95;
        point.distinctAnalytic = simulated.distinctResident.analytic;
        point.restreamBase = simulated.fixedAnalytic;
        point.restreamPerAdapter =
            point.distinctAnalytic > 0 ? simulated.restreamAnalytic / point.distinctAnalytic : 0;
        band.push_back(point);
    }
    return band;
}

} // namespace lorafleet
