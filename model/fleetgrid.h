// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <cstdint>

namespace lorafleet {

// Integers up to here are all on the K grid; above it the grid is log-spaced.
constexpr std::int64_t kDenseGridEnd = 1024;

std::int64_t popularityTableSize(const Params &params);

} // namespace lorafleet
