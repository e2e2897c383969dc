// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <array>
#include <string_view>

namespace lorafleet {

// One step of the bridge from the paper's monthly cost to the engine model's: what switching one of the
// engine model's assumptions on adds, as its Shapley value (the mean over every order of switching the
// assumptions on), so that the steps sum to the difference whatever the order.
struct BridgeStep
{
    EngineAssumption assumption = EngineAssumption::Capacity;
    double delta = 0; // USD per month; 0 where the assumption changes nothing in this scenario
};

struct ModelBridge
{
    double paper = 0; // the operating rule's cost per month in the paper's model
    double engine = 0; // the same in the engine model
    std::array<BridgeStep, kEngineAssumptionCount> steps{}; // in EngineAssumption's order
    int evaluations = 0; // scenarios evaluated (2 to the number of assumptions that change something)
};

// "capacity", "kv_read", ... in EngineAssumption's order.
std::string_view engineAssumptionKey(EngineAssumption assumption);

// The bridge for one scenario (its `model` key is not read: both models are evaluated). The parameters
// must be valid. The steps sum to engine - paper up to rounding, and the last nonzero step takes the
// rounding, so that they sum to it exactly as doubles add them in order.
ModelBridge modelBridge(const Params &params);

} // namespace lorafleet
