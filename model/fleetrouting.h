// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

namespace lorafleet {

// The fleet of replicas under the scenario's routing (docs/model.md, "Fleets and routing"): fills
// f.fleet for every policy and, where the routing is not load_balanced or the replicas are given, makes
// the chosen policy's fleet the multiplexed one (its GPUs, costs, fleet advantage and, in the engine model,
// its TTFT). With routing = load_balanced and replicas = auto every other figure is left as it was.
// f is what evaluate() computed for the scenario.
void applyFleetRouting(const Params &params, Figures &f);

} // namespace lorafleet
