// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/breakevenchart.h"
#include "charts/cataloggrowthchart.h"
#include "charts/costchart.h"
#include "charts/fleetadvantagechart.h"
#include "charts/overheadchart.h"

#include <array>
#include <memory>
#include <tuple>
#include <vector>

namespace lorafleet {

// One chart of each listed type: get<OverheadChart>() reaches one by its type, and iterating visits
// them all, in the listed order.
template<typename... Types> class ChartTuple
{
public:
    static constexpr std::size_t kCount = sizeof...(Types);

    // New charts without a parent: whoever lays them out (or the caller) owns them.
    static ChartTuple create()
    {
        ChartTuple charts;
        charts.m_typed = {new Types...};
        charts.m_all = {std::get<Types *>(charts.m_typed)...};
        return charts;
    }

    template<typename T> T *get() const { return std::get<T *>(m_typed); }
    auto begin() const { return m_all.begin(); }
    auto end() const { return m_all.end(); }
    std::size_t size() const { return kCount; }

private:
    std::tuple<Types *...> m_typed{};
    std::array<Chart *, kCount> m_all{};
};

// The app's charts, in the window's order (left to right, then top to bottom); the first is the one
// presentation mode opens with. A new chart is its
// class and one more type here: the window, its menus, presenting and the exports take it from here.
using ChartSet =
    ChartTuple<CostChart, FleetAdvantageChart, OverheadChart, CatalogGrowthChart, BreakevenChart>;

// The charts as objects of their own, in ChartSet's order, for drawing outside any window.
std::vector<std::unique_ptr<Chart>> createCharts();

} // namespace lorafleet
