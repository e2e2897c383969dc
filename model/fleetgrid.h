// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <cstdint>
#include <optional>
#include <vector>

// The K axis and the pool: what the fleet model and the charts share about the catalog's sizes, apart from
// the model itself (model/fleetmodel.h includes this).
namespace lorafleet {

// Integers up to here are all on the K grid; above it the grid is log-spaced.
constexpr std::int64_t kDenseGridEnd = 1024;

// The Zipf sums' table size (model/fleetgrid.cpp says why it never depends on K).
std::int64_t popularityTableSize(const Params &params);

// The K values of the K plots (see Series::adapters).
std::vector<std::int64_t> adapterGrid(const Params &params, std::int64_t poolCapacity);
// Pool capacity C = floor(P / a), robust to P being an exact multiple of a written in decimal.
std::int64_t poolCapacity(const Params &params);
// K(t) of MODEL.md item 14, integer part.
std::int64_t catalogSizeAt(const Params &params, double week);

// The catalog size K at which the expected number of distinct resident adapters in a batch,
// E(min(K, C), s, b), reaches `distinct` (interpolated between whole K), at the scenario's skew and
// batch; nothing when it never does (E is at most E(C)). Places a measurement taken with a given
// number of distinct adapters on the K axis.
std::optional<double> adaptersForDistinct(const Params &params, double distinct);
// The model's re-stream term for a batch with `distinct` resident adapters: rho times distinct.
double restreamForDistinct(const Params &params, double distinct);

} // namespace lorafleet
