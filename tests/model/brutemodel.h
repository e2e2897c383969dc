// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

// MODEL.md's equations summed term by term, O(K): the reference the fast model is checked against.
namespace brute {

double harmonic(std::int64_t n, double skew);
// sum_{i=lo..hi} (1 - (1 - q_i(n, s))^b)
double distinct(std::int64_t lo, std::int64_t hi, std::int64_t n, double skew, std::int64_t batch);
lorafleet::Figures evaluate(const lorafleet::Params &params);
// sum_{i=1..n} ceil(scale i^-s), adapter by adapter (whole GPUs for adapters whose need is scale i^-s)
double ceilingSum(double scale, std::int64_t n, double skew);

} // namespace brute
