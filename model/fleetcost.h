// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <Eigen/Core>

#include <optional>

namespace lorafleet {

// Months in a week (365.25 / 12 days a month): what a week of a fleet costs in GPU-months.
inline constexpr double kMonthsPerWeek = 7.0 / (365.25 / 12.0);

// USD one GPU costs per month: c h.
double gpuMonthPrice(const Params &params);

// The three fleets' monthly cost over the K axis, in USD (the series' GPU-months priced at c h).
struct CostCurves
{
    Eigen::ArrayXd adapters; // K, as Series::adapters
    Eigen::ArrayXd multiplexed;
    Eigen::ArrayXd dedicated;
    Eigen::ArrayXd hybrid; // the operating rule's fleet
    // The cheaper of the multiplexed and dedicated fleets at each K: where the savings end and a loss
    // begins (the chart shades each side in its own colour).
    Eigen::ArrayXd cheaper;
};
CostCurves monthlyCostCurves(const Params &params, const Series &series);

// What each fleet costs in total while the catalog grows over the horizon: each week at K(t), summed week
// by week (the catalog-growth plot's weeks; a week's cost is its monthly cost times kMonthsPerWeek).
struct CumulativeCost
{
    double weeks = 0; // the horizon T
    double multiplexed = 0; // USD
    double dedicated = 0;
    double hybrid = 0;
    double savings() const { return dedicated - multiplexed; }
};
CumulativeCost cumulativeCost(const Params &params, const Series &series);

// The first week at which the growing catalog K(t) holds `adapters` (MODEL.md item 14); nothing when it never
// does: below the catalog's start, above its ceiling, or with no growth and more adapters than it starts
// with. It may lie beyond the horizon T.
std::optional<double> weekCatalogReaches(const Params &params, std::int64_t adapters);

} // namespace lorafleet
