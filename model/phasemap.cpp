// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/phasemap.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr double kMinSkewMax = 2.0; // past the paper's "high" band of 1.5
constexpr double kSkewHeadroom = 1.25; // the scenario's own skew sits inside the map, not on its edge

} // namespace

PhaseRegion phaseRegion(const Figures &figures)
{
    if (!figures.memoryFits)
        return PhaseRegion::DoesNotFit;
    if (figures.adaptersToDedicate > 0 && figures.verdict != Verdict::Either)
        return PhaseRegion::DedicateHead;
    switch (figures.verdict) {
    case Verdict::Either:
        return PhaseRegion::Either;
    case Verdict::MultiplexPoolOverflow:
        return PhaseRegion::PoolOverflow;
    case Verdict::DoesNotFit:
        return PhaseRegion::DoesNotFit;
    case Verdict::Multiplex:
        break;
    }
    return PhaseRegion::Multiplex;
}

double phaseMapSkewMax(const Params &params)
{
    double most = std::max(kMinSkewMax, kSkewHeadroom * params.skew);
    for (const double band : params.skewBands)
        most = std::max(most, band);
    return std::min(most, findParam("skew")->maximum);
}

PhaseMap computePhaseMap(const Params &params, int columns, int rows, PhaseMapProgress *progress)
{
    columns = std::max(columns, 2);
    rows = std::max(rows, 2);
    PhaseMap map;
    const std::int64_t last = std::max(params.plotMaxAdapters, params.adapters);
    const double logLast = std::log(static_cast<double>(last));
    // Evenly spaced in log K, rounded to whole adapters: a colour map's cells are then evenly spaced on
    // the log axis. At small K neighbouring columns share a K (evaluated once).
    for (int c = 0; c < columns; ++c)
        map.adapters.push_back(std::clamp<std::int64_t>(
            static_cast<std::int64_t>(std::llround(std::exp(logLast * c / (columns - 1)))), 1, last));
    map.adapters.back() = last;
    map.skews = Eigen::ArrayXd::LinSpaced(rows, 0.0, phaseMapSkewMax(params));
    const auto width = static_cast<Eigen::Index>(map.adapters.size());
    map.advantage.resize(rows, width);
    map.savings.resize(rows, width);
    map.regions.resize(static_cast<std::size_t>(rows) * map.adapters.size());
    Params cell = params;
    for (Eigen::Index r = 0; r < rows; ++r) {
        cell.skew = map.skews(r);
        for (Eigen::Index c = 0; c < width; ++c) {
            const std::size_t at =
                static_cast<std::size_t>(r) * map.adapters.size() + static_cast<std::size_t>(c);
            if (c > 0 &&
                map.adapters[static_cast<std::size_t>(c)] == map.adapters[static_cast<std::size_t>(c - 1)]) {
                map.advantage(r, c) = map.advantage(r, c - 1);
                map.savings(r, c) = map.savings(r, c - 1);
                map.regions[at] = map.regions[at - 1];
                continue;
            }
            if (progress != nullptr) {
                if (progress->stop.load(std::memory_order_relaxed)) {
                    map.stopped = true;
                    return map;
                }
                progress->cellsDone.store(int(r * width + c), std::memory_order_relaxed);
            }
            cell.adapters = map.adapters[static_cast<std::size_t>(c)];
            const Figures figures = evaluate(cell, FleetDetail::ChosenPolicy);
            map.advantage(r, c) = figures.fleetAdvantage;
            map.savings(r, c) = figures.savingsPerMonth;
            map.regions[at] = phaseRegion(figures);
            map.poolCapacity = figures.poolCapacity;
            map.memoryFits = figures.memoryFits;
        }
    }
    return map;
}

} // namespace lorafleet
