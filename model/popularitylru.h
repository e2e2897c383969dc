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
// Che's sums over ranks 1..catalog at a window x (adapter i's exponent x w_i): the popularity's own weights,
// Zipf's with `tail` the LruHitRate at the skew, or the empirical head one by one and its tail from `tail`.
struct CheSums
{
    double distinct = 0; // sum_i (1 - exp(-x w_i))
    double resident = 0; // sum_i w_i (1 - exp(-x w_i))
    double missing = 0; // sum_i w_i exp(-x w_i): also distinct's derivative in x
};
CheSums popularityCheSums(const PopularitySums &sums, const LruHitRate &tail, std::int64_t catalog, double x);

LruHitRate::Result empiricalLruHitRate(const PopularitySums &sums, const LruHitRate &tail,
                                       std::int64_t catalog, double normaliser, double capacity,
                                       double start = 0);

} // namespace lorafleet
