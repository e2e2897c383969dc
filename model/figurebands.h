// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetcost.h"
#include "model/fleetmodel.h"

#include <Eigen/Core>

namespace lorafleet {

// A figure's range, low <= high, in the figure's own unit.
struct FigureRange
{
    double low = 0;
    double high = 0;
    bool operator==(const FigureRange &) const = default;
};

// The range the engine preset's held-out errors imply (docs/model.md, "Engine presets"), an error being
// predicted / measured - 1 on throughput: what a fleet needs (GPUs, money, a time) is the figure times
// (1 + q10) ... (1 + q90); a rate (tokens per second) is the figure divided by the same.
FigureRange neededRange(double figure, const ReplicaFigures &replica);
FigureRange rateRange(double figure, const ReplicaFigures &replica);

// Every engine-model figure a person reads, each with its band. Paper figures are exact: there `shown` is
// false and the ranges are the figures themselves. The fleets and their money are the model's fleets
// for the demand a capacity off by the band asks for (lambda times 1 + q10 ... 1 + q90): a dedicated
// fleet at its one-GPU-per-adapter floor, whole GPUs and the operating rule's split stay as the fleet
// model sizes them, rather than the figure scaled.
struct FigureBands
{
    bool shown = false;
    FigureRange gpusMultiplex;
    FigureRange gpusDedicated;
    FigureRange gpusHybrid;
    FigureRange costMultiplexPerMonth; // USD
    FigureRange costDedicatedPerMonth;
    FigureRange costHybridPerMonth;
    FigureRange savingsPerMonth;
    FigureRange savingsPerYear;
    FigureRange planSavingsPerMonth;
    FigureRange planSavingsPerYear;
    FigureRange ttftMsP50;
    FigureRange ttftMsP95;
    FigureRange ttftMsP99;
    FigureRange tpotMs;
    FigureRange outputTokensPerSecondPerGpuDedicated;
    FigureRange outputTokensPerSecondPerGpuMultiplexed;
};
// figures = evaluate(params).
FigureBands figureBands(const Params &params, const Figures &figures);

// The same band along the cost chart's K axis for the multiplexed fleet, USD per month, one value per
// costs.adapters (its GPUs are proportional to the demand); empty in the paper model.
struct CostBands
{
    Eigen::ArrayXd multiplexedLow;
    Eigen::ArrayXd multiplexedHigh;
    bool empty() const { return multiplexedLow.size() == 0; }
};
CostBands costBands(const Figures &figures, const CostCurves &costs);

} // namespace lorafleet
