// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <cstdint>

namespace lorafleet {

// `lorafleet simulate --fleet [--requests N] [--placements P]`: simulates the scenario's fleet of replicas
// under its routing (simulateFleet()) and prints it beside the closed form (docs/model.md, "Fleets and
// routing"); with json, one JSON object last. Returns the exit status.
int runFleetSimulate(const Params &params, std::int64_t requests, int placements, std::uint64_t seed,
                     bool json);

} // namespace lorafleet
