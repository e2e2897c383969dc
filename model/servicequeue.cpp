// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/servicequeue.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

namespace lorafleet {

namespace {

// The grid: 1 - rho from 1 down to 1e-6, kGridPerDecade points a decade. C is smooth in log(1 - rho).
constexpr int kGridPerDecade = 24;
constexpr int kGridDecades = 6;
constexpr int kGridPoints = kGridPerDecade * kGridDecades + 1;
constexpr int kDirectPlaces = 64; // up to here C is computed, not interpolated

double gridSlack(int index)
{
    return std::pow(10.0, -double(index) / kGridPerDecade);
}

std::shared_ptr<const std::vector<double>> tableFor(int places)
{
    // Tables are kept for the batches of the last scenarios: the multiplexed and dedicated ones, and the
    // many a bridge's or a view's evaluations reach (each assumption moves the batch the KV cache holds).
    static std::mutex mutex;
    static std::map<int, std::shared_ptr<const std::vector<double>>> cache;
    const std::lock_guard lock(mutex);
    if (const auto found = cache.find(places); found != cache.end())
        return found->second;
    auto table = std::make_shared<std::vector<double>>(kGridPoints);
    for (int i = 0; i < kGridPoints; ++i)
        (*table)[std::size_t(i)] = erlangC(places, 1.0 - gridSlack(i));
    if (cache.size() >= 256)
        cache.clear(); // 256 tables of 145 values: a bound, not a working set
    cache.emplace(places, table);
    return table;
}

} // namespace

double erlangC(int places, double utilisation)
{
    if (!(utilisation > 0))
        return 0.0;
    if (utilisation >= 1)
        return 1.0;
    const double offered = utilisation * places; // a = lambda S
    // Erlang B by its stable recurrence, then C from B. In reciprocals, 1/B_k = 1 + (k / a) / B_(k-1): a
    // multiply-add a step where B_k = a B_(k-1) / (k + a B_(k-1)) waited on a division (2.5x faster; every
    // TTFT of a latency target's solve at 64 places or fewer runs it). All terms are positive: no
    // cancellation; where 1/B overflows, B is 0 as it should be.
    const double inverseOffered = 1.0 / offered;
    double inverseBlocking = 1.0;
    for (int k = 1; k <= places; ++k)
        inverseBlocking = 1.0 + k * inverseOffered * inverseBlocking;
    const double blocking = 1.0 / inverseBlocking;
    return blocking / (1.0 - utilisation * (1.0 - blocking));
}

SlotQueue::SlotQueue(int places)
    : m_places(std::max(1, places))
    , m_table(tableFor(m_places))
{
}

double SlotQueue::waitProbability(double utilisation) const
{
    if (!(utilisation > 0))
        return 0.0;
    if (m_places <= kDirectPlaces)
        return erlangC(m_places, utilisation); // as cheap as the table
    const double slack = 1.0 - utilisation;
    if (!(slack > gridSlack(kGridPoints - 1)))
        return 1.0;
    // Interpolated in log(1 - rho) and log C (C falls faster than any power as rho falls).
    const double position = -std::log10(slack) * kGridPerDecade;
    const int below = std::clamp(int(position), 0, kGridPoints - 2);
    const double t = position - below;
    const double c0 = (*m_table)[std::size_t(below)];
    const double c1 = (*m_table)[std::size_t(below + 1)];
    if (!(c0 > 1e-300) || !(c1 > 1e-300))
        return c0 + t * (c1 - c0);
    return std::exp(std::log(c0) + t * (std::log(c1) - std::log(c0)));
}

double SlotQueue::quantile(double q, double waitProbability, double theta, double loadSeconds,
                           double missRate)
{
    const double alpha = 1.0 - q; // the tail's weight
    const double c = std::clamp(waitProbability, 0.0, 1.0);
    const double m = std::clamp(missRate, 0.0, 1.0);
    const double load = std::max(0.0, loadSeconds);
    if (!(c > 0) || !(theta > 0))
        return m > alpha ? load : 0.0;
    // P(W + L > t) = (1 - m) P(W > t) + m P(W > t - load), P(W > x) = 1 below 0, else C exp(-theta x).
    const auto tailBeyondLoad = [&] {
        // t >= load: C exp(-theta t) ((1 - m) + m exp(theta load)) = alpha, in logs (exp can overflow).
        const double x = theta * load;
        const double logMix = m > 0 ? x + std::log(m + (1.0 - m) * std::exp(-x)) : 0.0;
        return std::max(load, (std::log(c / alpha) + logMix) / theta);
    };
    if (m >= alpha)
        return tailBeyondLoad();
    if ((1.0 - m) * c + m <= alpha)
        return 0.0;
    // 0 <= t < load: (1 - m) C exp(-theta t) + m = alpha.
    const double below = std::log((1.0 - m) * c / (alpha - m)) / theta;
    if (below < load)
        return std::max(0.0, below);
    return tailBeyondLoad();
}

} // namespace lorafleet
