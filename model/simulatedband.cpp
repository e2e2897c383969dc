// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/simulatedband.h"

#include "model/batchsimulation.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

std::vector<SimulatedBandPoint> simulateBand(const Params &params, double adaptersEnd,
                                             const SimulatedBandOptions &options)
{
    std::vector<SimulatedBandPoint> band;
    if (!(adaptersEnd >= 1.0) || options.points < 1 || options.batches < 1)
        return band;
    const int points = std::max(options.points, 2);
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
            simulateBatches(at, options.batches, options.seed + static_cast<std::uint64_t>(adapters));
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
