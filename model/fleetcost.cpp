// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleetcost.h"

#include <cmath>
#include <limits>

namespace lorafleet {

std::string_view verdictKey(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Either:
        return "either";
    case Verdict::Multiplex:
        return "multiplex";
    case Verdict::MultiplexPoolOverflow:
        return "multiplex_pool_overflow";
    case Verdict::DoesNotFit:
        return "does_not_fit";
    }
    return "multiplex";
}

double gpuMonthPrice(const Params &params)
{
    return params.gpuPricePerHour * params.hoursPerMonth;
}

CostCurves monthlyCostCurves(const Params &params, const Series &series)
{
    const double price = gpuMonthPrice(params);
    CostCurves costs{series.adapters,
                     series.gpusMultiplex * price,
                     series.gpusDedicated * price,
                     series.gpusHybrid * price,
                     {}};
    costs.cheaper = costs.multiplexed.min(costs.dedicated);
    return costs;
}

CumulativeCost cumulativeCost(const Params &params, const Series &series)
{
    CumulativeCost total;
    const Eigen::Index steps = series.weeks.size() - 1;
    if (steps < 1 || series.catalogGpusMultiplex.size() != series.weeks.size())
        return total;
    total.weeks = series.weeks(steps);
    // K(t) is a step function: each week is priced at the catalog it starts with.
    const Eigen::ArrayXd weekLengths = series.weeks.tail(steps) - series.weeks.head(steps);
    const double price = gpuMonthPrice(params) * kMonthsPerWeek;
    total.multiplexed = price * (weekLengths * series.catalogGpusMultiplex.head(steps)).sum();
    total.dedicated = price * (weekLengths * series.catalogGpusDedicated.head(steps)).sum();
    total.hybrid = price * (weekLengths * series.catalogGpusHybrid.head(steps)).sum();
    return total;
}

std::optional<double> weekCatalogReaches(const Params &params, std::int64_t adapters)
{
    if (adapters < params.catalogStart || adapters > params.catalogCeiling)
        return std::nullopt;
    if (adapters == params.catalogStart)
        return 0.0;
    if (!(params.catalogGrowthPerWeek > 0))
        return std::nullopt;
    // K(t) = floor(K0 + r t) reaches K when K0 + r t >= K; the division may round just below that week.
    double week = double(adapters - params.catalogStart) / params.catalogGrowthPerWeek;
    while (catalogSizeAt(params, week) < adapters)
        week = std::nextafter(week, std::numeric_limits<double>::infinity());
    return week;
}

} // namespace lorafleet
