// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartset.h"

namespace lorafleet {

std::vector<std::unique_ptr<Chart>> createCharts()
{
    std::vector<std::unique_ptr<Chart>> charts;
    for (Chart *chart : ChartSet::create())
        charts.emplace_back(chart);
    return charts;
}

} // namespace lorafleet
