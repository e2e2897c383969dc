// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/figurebands.h"

#include <algorithm>

namespace lorafleet {

FigureRange neededRange(double figure, const ReplicaFigures &replica)
{
    const double a = figure * replica.bandLow;
    const double b = figure * replica.bandHigh;
    return {std::min(a, b), std::max(a, b)};
}

FigureRange rateRange(double figure, const ReplicaFigures &replica)
{
    const double a = figure / replica.bandHigh;
    const double b = figure / replica.bandLow;
    return {std::min(a, b), std::max(a, b)};
}

FigureBands figureBands(const Params &params, const Figures &f)
{
    FigureBands bands;
    bands.shown = f.model == ModelKind::Engine;
    Figures low = f;
    Figures high = f;
    if (bands.shown) {
        // What the fleets would be were every replica's capacity off by the band: the demand scaled.
        Params scaled = params;
        scaled.requestsPerMonth = params.requestsPerMonth * std::min(f.replica.bandLow, f.replica.bandHigh);
        low = evaluate(scaled, FleetDetail::ChosenPolicy);
        scaled.requestsPerMonth = params.requestsPerMonth * std::max(f.replica.bandLow, f.replica.bandHigh);
        high = evaluate(scaled, FleetDetail::ChosenPolicy);
    }
    const auto range = [&](double Figures::*figure) {
        return FigureRange{std::min(low.*figure, high.*figure), std::max(low.*figure, high.*figure)};
    };
    bands.gpusMultiplex = range(&Figures::gpusMultiplex);
    bands.gpusDedicated = range(&Figures::gpusDedicated);
    bands.gpusHybrid = range(&Figures::gpusHybrid);
    bands.costMultiplexPerMonth = range(&Figures::costMultiplexPerMonth);
    bands.costDedicatedPerMonth = range(&Figures::costDedicatedPerMonth);
    bands.costHybridPerMonth = range(&Figures::costHybridPerMonth);
    bands.savingsPerMonth = range(&Figures::savingsPerMonth);
    bands.savingsPerYear = range(&Figures::savingsPerYear);
    bands.planSavingsPerMonth = range(&Figures::planSavingsPerMonth);
    bands.planSavingsPerYear = range(&Figures::planSavingsPerYear);
    // The replica's own figures: a time scales with the error, a rate against it (the paper's carry
    // no band: a factor of one leaves each as it is).
    ReplicaFigures exact;
    const ReplicaFigures &r = bands.shown ? f.replica : exact;
    bands.ttftMsP50 = neededRange(f.replica.ttftMsP50, r);
    bands.ttftMsP95 = neededRange(f.replica.ttftMsP95, r);
    bands.ttftMsP99 = neededRange(f.replica.ttftMsP99, r);
    bands.tpotMs = neededRange(f.replica.tpotMs, r);
    bands.outputTokensPerSecondPerGpuDedicated = rateRange(f.replica.outputTokensPerSecondPerGpuDedicated, r);
    bands.outputTokensPerSecondPerGpuMultiplexed =
        rateRange(f.replica.outputTokensPerSecondPerGpuMultiplexed, r);
    return bands;
}

CostBands costBands(const Figures &f, const CostCurves &costs)
{
    CostBands bands;
    if (f.model != ModelKind::Engine)
        return bands;
    const double low = std::min(f.replica.bandLow, f.replica.bandHigh);
    const double high = std::max(f.replica.bandLow, f.replica.bandHigh);
    bands.multiplexedLow = costs.multiplexed * low;
    bands.multiplexedHigh = costs.multiplexed * high;
    return bands;
}

} // namespace lorafleet
