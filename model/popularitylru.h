// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/lruhitrate.h"
#include "model/popularitysums.h"

#include <cstdint>

namespace lorafleet {

// Che's approximation (see LruHitRate) for an empirical popularity: the window x = T / W in which the
// distinct adapters requested fill the pool, sum_i (1 - exp(-x w_i)) = capacity, with the head's terms one
// by one and the tail's from `tail` (an LruHitRate at the tail's exponent) at the scale c x. A start near
// the root (the last one of a series) saves iterations; Result::scale is x.
LruHitRate::Result empiricalLruHitRate(const PopularitySums &sums, const LruHitRate &tail,
                                       std::int64_t catalog, double normaliser, double capacity,
                                       double start = 0);

} // namespace lorafleet
