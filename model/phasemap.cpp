#include "phasemap.h"

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

PhaseMap computePhaseMap(const Params &params, int columns, int rows)
{
    columns = std::max(columns, 2);
    rows = std::max(rows, 2);
    PhaseMap map;
    const std::int64_t last = std::max(params.plotMaxAdapters, params.adapters);
    const double logLast = std::log(static_cast<double>(last));
    for (int c = 0; c < columns; ++c) {
        const auto k = static_cast<std::int64_t>(std::llround(std::exp(logLast * c / (columns - 1))));
        if (map.adapters.empty() || k > map.adapters.back())
            map.adapters.push_back(std::min(k, last));
    }
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
            cell.adapters = map.adapters[static_cast<std::size_t>(c)];
            const Figures figures = evaluate(cell);
            map.advantage(r, c) = figures.fleetAdvantage;
            map.savings(r, c) = figures.savingsPerMonth;
            map.regions[static_cast<std::size_t>(r) * map.adapters.size() + static_cast<std::size_t>(c)] =
                phaseRegion(figures);
            map.poolCapacity = figures.poolCapacity;
            map.memoryFits = figures.memoryFits;
        }
    }
    return map;
}

} // namespace lorafleet
