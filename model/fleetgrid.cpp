// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleetgrid.h"

#include "model/popularitysums.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr int kLogPointsPerDecade = 100;
// Larger pool capacities behave like an infinite pool and would overflow std::int64_t.
constexpr double kMaxPoolCapacity = 1e15;

} // namespace

// The Zipf sums' table size: as far as the plots' dense grid reaches, at most 1024 (ZipfSums extends it to
// the batch). It depends on the scenario's ranges, never on K, so that a figure is the same to the last bit
// at any K and wherever it is computed (evaluate() and computeSeries() agree exactly; with whole_gpus, as
// long as a plotted point's rounding budget suffices).
std::int64_t popularityTableSize(const Params &params)
{
    return std::min(std::max(params.plotMaxAdapters, params.catalogCeiling), kDenseGridEnd);
}

std::int64_t poolCapacity(const Params &params)
{
    const double ratio = params.poolGb / params.adapterGb;
    if (!(ratio < kMaxPoolCapacity))
        return static_cast<std::int64_t>(kMaxPoolCapacity);
    double capacity = std::floor(ratio);
    // 2.68 / 0.268 is 9.999999999999998 in binary: a pool written as an exact multiple holds it.
    if ((capacity + 1.0) * params.adapterGb <= params.poolGb * (1.0 + 1e-12))
        capacity += 1.0;
    return static_cast<std::int64_t>(capacity);
}

std::int64_t catalogSizeAt(const Params &params, double week)
{
    const double size =
        std::min(static_cast<double>(params.catalogStart) + params.catalogGrowthPerWeek * week,
                 static_cast<double>(params.catalogCeiling));
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(std::floor(size)));
}

std::vector<std::int64_t> adapterGrid(const Params &params, std::int64_t capacity)
{
    const std::int64_t axisEnd = std::max(params.plotMaxAdapters, params.adapters);
    const std::int64_t denseEnd = std::min(axisEnd, kDenseGridEnd);
    std::vector<std::int64_t> grid;
    grid.reserve(static_cast<std::size_t>(denseEnd) + 4 + kLogPointsPerDecade * 10);
    for (std::int64_t k = 1; k <= denseEnd; ++k)
        grid.push_back(k);
    if (axisEnd > denseEnd) {
        for (int j = 1;; ++j) {
            const double k =
                std::round(static_cast<double>(denseEnd) * std::pow(10.0, double(j) / kLogPointsPerDecade));
            if (k >= static_cast<double>(axisEnd))
                break;
            grid.push_back(static_cast<std::int64_t>(k));
        }
        grid.push_back(axisEnd);
        for (const std::int64_t k : {capacity, capacity + 1, params.adapters})
            if (k > denseEnd && k <= axisEnd)
                grid.push_back(k);
        std::sort(grid.begin() + denseEnd, grid.end());
        grid.erase(std::unique(grid.begin() + denseEnd, grid.end()), grid.end());
    }
    return grid;
}

std::optional<double> adaptersForDistinct(const Params &params, double distinct)
{
    const std::int64_t capacity = poolCapacity(params);
    if (capacity < 1 || !(distinct >= 1))
        return std::nullopt;
    const PopularitySums sums(params.popularity, params.skew, params.adapters, params.batch,
                              popularityTableSize(params));
    const auto expected = [&](std::int64_t n) { return sums.distinct(1, n, n, sums.normaliser(n)); };
    if (expected(capacity) < distinct)
        return std::nullopt;
    // E(n) grows with n: bisect for the last whole n below the target, then interpolate.
    std::int64_t low = 1;
    std::int64_t high = capacity;
    if (expected(low) >= distinct)
        return 1.0;
    while (high - low > 1) {
        const std::int64_t middle = low + (high - low) / 2;
        (expected(middle) < distinct ? low : high) = middle;
    }
    const double below = expected(low);
    const double above = expected(high);
    return double(low) + (distinct - below) / std::max(above - below, 1e-300);
}

double restreamForDistinct(const Params &params, double distinct)
{
    return params.adapterGb / params.baseGb * distinct;
}

} // namespace lorafleet
