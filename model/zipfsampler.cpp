// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/zipfsampler.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lorafleet {

namespace {

// Ranks up to this are found by bisection in a table; beyond, from the fast sums.
constexpr std::int64_t kTable = 4096;

// The b with integral_a^b x^-s dx = area.
double powerIntegralInverse(double a, double area, double s)
{
    const double e = 1.0 - s;
    if (std::abs(e) < 1e-12)
        return a * std::exp(area);
    const double inner = std::pow(a, e) + e * area;
    if (inner <= 0.0) // beyond the catalog's reach (s > 1): the caller clamps
        return std::numeric_limits<double>::infinity();
    return std::pow(inner, 1.0 / e);
}

} // namespace

ZipfSampler::ZipfSampler(std::int64_t adapters, double skew)
    : m_adapters(std::max<std::int64_t>(1, adapters))
    , m_skew(skew)
    , m_sums(skew, 1, kTable)
    , m_harmonic(m_sums.harmonic(m_adapters))
{
    const std::int64_t head = std::min(m_adapters, kTable);
    m_cumulative.resize(head);
    double sum = 0.0;
    for (std::int64_t i = 1; i <= head; ++i) {
        sum += m_sums.weight(i);
        m_cumulative[i - 1] = sum;
    }
    // The normaliser the ranks are inverted against, so that u < 1 never falls past the last rank.
    m_harmonic = head == m_adapters ? sum : sum + tailSum(m_adapters);
}

std::int64_t ZipfSampler::rankAt(double u) const
{
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
    return tailRank(target);
}

// Sum of i^-s over i in (table, n], by the midpoint rule with its first correction: the integral over
// (table + 1/2, n + 1/2) less (f'(n + 1/2) - f'(table + 1/2)) / 24 for f = x^-s. What is left is below
// 1e-15 of the sum, far below one term; and it rises with n, so the inverse is well defined.
double ZipfSampler::tailSum(std::int64_t n) const
{
    const double a = static_cast<double>(m_cumulative.size()) + 0.5;
    const double b = static_cast<double>(n) + 0.5;
    const double e = 1.0 - m_skew;
    const double integral = std::abs(e) < 1e-12 ? std::log(b / a) : (std::pow(b, e) - std::pow(a, e)) / e;
    const auto derivative = [&](double x) { return -m_skew * std::pow(x, -m_skew - 1.0); };
    return integral - (derivative(b) - derivative(a)) / 24.0;
}

// The smallest n > table whose cumulative sum exceeds target, knowing H(table) <= target.
std::int64_t ZipfSampler::tailRank(double target) const
{
    const auto table = static_cast<std::int64_t>(m_cumulative.size());
    const double area = target - m_cumulative[table - 1];
    const double edge = powerIntegralInverse(static_cast<double>(table) + 0.5, area, m_skew);
    std::int64_t n = std::isfinite(edge) && edge < static_cast<double>(m_adapters)
        ? std::clamp<std::int64_t>(static_cast<std::int64_t>(std::ceil(edge - 0.5)), table + 1, m_adapters)
        : m_adapters;
    while (n < m_adapters && tailSum(n) <= area)
        ++n;
    while (n > table + 1 && tailSum(n - 1) > area)
        --n;
    return n;
}

} // namespace lorafleet
