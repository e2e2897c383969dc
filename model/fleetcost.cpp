#include "fleetcost.h"

namespace lorafleet {

double gpuMonthPrice(const Params &params)
{
    return params.gpuPricePerHour * params.hoursPerMonth;
}

CostCurves monthlyCostCurves(const Params &params, const Series &series)
{
    const double price = gpuMonthPrice(params);
    return {series.adapters, series.gpusMultiplex * price, series.gpusDedicated * price,
            series.gpusHybrid * price};
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

} // namespace lorafleet
