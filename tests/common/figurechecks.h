// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Checks on the model's results that several test programs share.
#include "model/fleetmodel.h"

#include <cmath>

namespace lorafleet::testing {

// Every figure of a scenario is a finite number (none is NaN or infinite).
inline bool finite(const Figures &f)
{
    const double values[] = {f.adapterToBaseRatio,
                             f.overhead.distinctResident,
                             f.overhead.distinctOutOfPool,
                             f.overhead.restream,
                             f.overhead.hostlink,
                             f.baseStepMs,
                             f.linkTransferMs,
                             f.gpuCapacity,
                             f.gpusMultiplex,
                             f.gpusDedicated,
                             f.fleetAdvantage,
                             f.costMultiplexPerMonth,
                             f.costDedicatedPerMonth,
                             f.savingsPerMonth,
                             f.savingsPerYear,
                             f.breakevenShare,
                             f.topAdapterShare,
                             f.memoryUsedGb,
                             f.memoryOverGb,
                             f.memoryFreeGb,
                             f.crossingWeek.value_or(0),
                             f.saturationWeek.value_or(0)};
    for (const double v : values)
        if (!std::isfinite(v))
            return false;
    return true;
}

} // namespace lorafleet::testing
