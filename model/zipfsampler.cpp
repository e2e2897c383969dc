// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/zipfsampler.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lorafleet {

namespace {

// Ranks up to this are found by bisection in a table; beyond, from the fast sums.
constexpr std::int64_t kTable = 4096;

// The log(b / a) with integral_a^b x^-s dx = area, given aPower = a^(1 - s), in the form that keeps full
// precision however close s is to 1 (log1p; b^e - a^e over e would cancel); infinite when the area is
// beyond the reach of any b (s > 1).
double powerIntegralLogRatio(double aPower, double area, double s)
{
    const double e = 1.0 - s;
    if (e == 0.0)
        return area;
    const double inner = area * e / aPower;
    if (inner <= -1.0)
        return std::numeric_limits<double>::infinity();
    return std::log1p(inner) / e;
}

} // namespace

ZipfSampler::ZipfSampler(std::int64_t adapters, double skew)
    : m_adapters(std::max<std::int64_t>(1, adapters))
    , m_skew(skew)
    , m_sums(skew, 1, kTable)
    , m_harmonic(m_sums.harmonic(m_adapters))
{
    const std::int64_t head = std::min(m_adapters, kTable);
    m_tailEdge = static_cast<double>(head) + 0.5;
    m_tailEdgePower = std::pow(m_tailEdge, 1.0 - m_skew);
    m_tailEdgeSlope = m_skew * std::pow(m_tailEdge, -m_skew - 1.0);
    m_cumulative.resize(head);
    double sum = 0.0;
    for (std::int64_t i = 1; i <= head; ++i) {
        sum += m_sums.weight(i);
        m_cumulative[i - 1] = sum;
    }
    // The normaliser the ranks are inverted against, so that u < 1 never falls past the last rank.
    m_harmonic = head == m_adapters ? sum : sum + tailSum(m_adapters);
}

std::int64_t ZipfSampler::rankAt(double u, Work *work) const
{
    if (work)
        ++work->draws;
    if (m_skew == 0.0)
        return std::min(m_adapters, static_cast<std::int64_t>(u * static_cast<double>(m_adapters)) + 1);
    const double target = u * m_harmonic;
    const auto head = static_cast<std::int64_t>(m_cumulative.size());
    if (head == m_adapters || target < m_cumulative[head - 1]) {
        // First i with H(i) > target: ranks are 1-based, the table 0-based.
        const double *begin = m_cumulative.data();
        const double *found = std::upper_bound(begin, begin + head, target);
        return std::min<std::int64_t>(head, found - begin + 1);
    }
    return tailRank(target, work);
}

// Sum of i^-s over i in (table, n], by the midpoint rule with its first correction: the integral over
// (table + 1/2, n + 1/2) less (f'(n + 1/2) - f'(table + 1/2)) / 24 for f = x^-s. What is left is below
// 1e-15 of the sum, far below one term; and it rises with n, so the inverse is well defined.
double ZipfSampler::tailSum(std::int64_t n) const
{
    const double b = static_cast<double>(n) + 0.5;
    const double logRatio = std::log(b / m_tailEdge);
    const double e = 1.0 - m_skew;
    const double integral = e == 0.0 ? logRatio : m_tailEdgePower * std::expm1(e * logRatio) / e;
    return integral + (m_skew * std::pow(b, -m_skew - 1.0) - m_tailEdgeSlope) / 24.0;
}

// The smallest n > table whose cumulative sum exceeds target, knowing H(table) <= target. The closed-form
// inverse lands within a rank or two; a galloping search from there, then bisection, finds
// the rank in at most about 2 log2(K) sums even where rounding leaves the guess far off, so a draw never
// walks the tail one rank at a time.
std::int64_t ZipfSampler::tailRank(double target, Work *work) const
{
    const auto table = static_cast<std::int64_t>(m_cumulative.size());
    const double area = target - m_cumulative[table - 1];
    std::int64_t evaluations = 0;
    const auto exceeds = [&](std::int64_t n) {
        ++evaluations;
        return tailSum(n) > area;
    };
    const auto clampRank = [&](double x) {
        if (!(x < static_cast<double>(m_adapters))) // also NaN
            return m_adapters;
        return std::clamp<std::int64_t>(static_cast<std::int64_t>(std::ceil(x - 0.5)), table + 1, m_adapters);
    };
    // The integral alone with the correction's fixed part: the other part, at the rank sought, is below
    // one term beyond the table's first few ranks.
    const double logRatio = powerIntegralLogRatio(m_tailEdgePower, area + m_tailEdgeSlope / 24.0, m_skew);
    const std::int64_t guess =
        std::isfinite(logRatio) ? clampRank(m_tailEdge * std::exp(logRatio)) : m_adapters;
    // Bracket (below, above]: tailSum(below) <= area < tailSum(above), below = table standing for H(table).
    std::int64_t below = table;
    std::int64_t above = m_adapters;
    if (exceeds(guess)) {
        above = guess;
        for (std::int64_t step = 1; above - step > table; step *= 2) {
            if (!exceeds(above - step)) {
                below = above - step;
                break;
            }
            above -= step;
        }
    } else {
        below = guess;
        for (std::int64_t step = 1; below < m_adapters; step *= 2) {
            const std::int64_t next = std::min(m_adapters, below + step);
            if (next == m_adapters || exceeds(next)) {
                above = next;
                break;
            }
            below = next;
        }
    }
    while (above - below > 1) {
        const std::int64_t middle = below + (above - below) / 2;
        (exceeds(middle) ? above : below) = middle;
    }
    if (work)
        work->tailSums += evaluations;
    return above;
}

} // namespace lorafleet
