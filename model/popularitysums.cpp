// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/popularitysums.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace lorafleet {

PopularitySums::PopularitySums(double skew, std::int64_t batch, std::int64_t tableSize)
    : m_sums(skew, batch, tableSize)
{
}

PopularitySums::PopularitySums(const Popularity &popularity, double skew, std::int64_t catalog,
                               std::int64_t batch, std::int64_t tableSize)
    : m_sums(popularity.kind == PopularityKind::Empirical ? popularity.empirical.tailSkew : skew, batch,
             tableSize)
    , m_empirical(popularity.kind == PopularityKind::Empirical)
{
    if (!m_empirical)
        return;
    m_head = popularity.empirical.head;
    m_headPrefix.assign(m_head.size() + 1, 0.0);
    for (std::size_t i = 0; i < m_head.size(); ++i)
        m_headPrefix[i + 1] = m_headPrefix[i] + m_head[i];
    const auto h = static_cast<std::int64_t>(m_head.size());
    m_harmonicHead = m_sums.harmonic(h);
    // The tail's share is spread over the scenario's own catalog; a catalog no larger than the head keeps
    // it for the one rank past the head, so that plots beyond still see a tail.
    const double anchor = tailHarmonic(std::max(catalog, h + 1));
    m_tailScale = anchor > 0 ? popularity.empirical.tailShare / anchor : 0.0;

    m_order = static_cast<int>(std::min<std::int64_t>(this->batch(), ZipfSums::kMaxOrder));
    double binomial = 1.0;
    for (int k = 1; k <= m_order; ++k) {
        binomial *= static_cast<double>(this->batch() - k + 1) / k;
        m_coefficient[static_cast<std::size_t>(k - 1)] = (k % 2 ? 1.0 : -1.0) * binomial;
    }
    // Suffix sums: the shares fall with the rank, so each difference of two entries sums the smaller ones
    // without cancelling against the heavy head.
    m_powerSuffix = Eigen::ArrayXXd::Zero(static_cast<Eigen::Index>(h) + 1, std::max(m_order, 1));
    for (Eigen::Index j = static_cast<Eigen::Index>(h) - 1; j >= 0; --j) {
        double power = 1.0;
        for (int k = 0; k < m_order; ++k) {
            power *= m_head[static_cast<std::size_t>(j)];
            m_powerSuffix(j, k) = m_powerSuffix(j + 1, k) + power;
        }
    }
}

double PopularitySums::headDistinct(std::int64_t lo, std::int64_t hi, double normaliserN) const
{
    // Heavy shares (b w/W > 1, fewer than b of them) one by one; the others as the series.
    const double heavyAbove = normaliserN / static_cast<double>(batch());
    const std::int64_t heavy =
        std::partition_point(m_head.begin(), m_head.begin() + hi, [&](double w) { return w > heavyAbove; }) -
        m_head.begin();
    double sum = 0.0;
    for (std::int64_t i = lo; i <= std::min(hi, heavy); ++i)
        sum += distinctProbability(m_head[static_cast<std::size_t>(i - 1)] / normaliserN, batch());
    const std::int64_t from = std::max(lo, heavy + 1);
    if (from > hi)
        return sum;
    double scale = 1.0;
    for (int k = 0; k < m_order; ++k) {
        scale /= normaliserN;
        sum += m_coefficient[static_cast<std::size_t>(k)] * scale *
            (m_powerSuffix(from - 1, k) - m_powerSuffix(hi, k));
    }
    return sum;
}

double PopularitySums::tailHarmonic(std::int64_t n) const
{
    const auto h = static_cast<std::int64_t>(m_head.size());
    return n > h ? m_sums.harmonic(n) - m_harmonicHead : 0.0;
}

double PopularitySums::normaliser(std::int64_t n) const
{
    if (!m_empirical)
        return m_sums.harmonic(n);
    if (n <= 0)
        return 0.0;
    const auto h = static_cast<std::int64_t>(m_head.size());
    const double head = m_headPrefix[static_cast<std::size_t>(std::min(n, h))];
    return n > h && m_tailScale > 0 ? head + m_tailScale * tailHarmonic(n) : head;
}

double PopularitySums::distinct(std::int64_t lo, std::int64_t hi, std::int64_t n, double normaliserN) const
{
    if (!m_empirical)
        return m_sums.distinct(lo, hi, n, normaliserN);
    lo = std::max<std::int64_t>(lo, 1);
    hi = std::min(hi, n);
    if (lo > hi)
        return 0.0;
    const auto h = static_cast<std::int64_t>(m_head.size());
    double sum = lo <= h ? headDistinct(lo, std::min(hi, h), normaliserN) : 0.0;
    // The tail's shares c i^-t / W are Zipf's with the normaliser W / c.
    if (hi > h && m_tailScale > 0)
        sum += m_sums.distinct(std::max(lo, h + 1), hi, n, normaliserN / m_tailScale);
    return sum;
}

std::int64_t PopularitySums::countAbove(double threshold, std::int64_t n) const
{
    if (!m_empirical)
        return m_sums.countAbove(threshold, n);
    if (n <= 0)
        return 0;
    const auto h = static_cast<std::int64_t>(m_head.size());
    const auto headEnd = m_head.begin() + std::min(n, h);
    // The head is sorted from the largest down; the tail falls with i, but may start above the head's last.
    std::int64_t count =
        std::partition_point(m_head.begin(), headEnd, [&](double w) { return w > threshold; }) -
        m_head.begin();
    if (n > h && m_tailScale > 0)
        count += std::max<std::int64_t>(0, m_sums.countAbove(threshold / m_tailScale, n) - h);
    return count;
}

double PopularitySums::topWeight(std::int64_t n) const
{
    if (!m_empirical)
        return 1.0;
    const auto h = static_cast<std::int64_t>(m_head.size());
    const double tail = n > h ? weight(h + 1) : 0.0;
    return std::max(n >= 1 ? m_head.front() : 0.0, tail);
}

double PopularitySums::weight(std::int64_t i) const
{
    if (!m_empirical)
        return m_sums.weight(i);
    const auto h = static_cast<std::int64_t>(m_head.size());
    return i <= h ? m_head[static_cast<std::size_t>(i - 1)] : m_tailScale * m_sums.weight(i);
}

double PopularitySums::dedicatedGpus(std::int64_t n, double normaliserN, double demand, bool wholeGpus,
                                     std::int64_t budget) const
{
    if (!m_empirical) {
        // Adapters needing more than one GPU: p_i lambda/Q_b > 1  <=>  i^-s > H Q_b / lambda.
        const std::int64_t heavy = m_sums.countAbove(normaliserN / demand, n);
        const double light = static_cast<double>(n - heavy);
        if (!wholeGpus)
            return light + demand * m_sums.harmonic(heavy) / normaliserN;
        if (m_sums.skew() == 0.0)
            return static_cast<double>(n) * std::max(1.0, std::ceil(demand / normaliserN));
        return light + m_sums.ceilingSum(demand / normaliserN, heavy, budget);
    }
    const double threshold = normaliserN / demand; // w_i above this needs more than one GPU
    const auto h = static_cast<std::int64_t>(m_head.size());
    double gpus = 0.0;
    for (std::int64_t i = 1; i <= std::min(n, h); ++i) {
        const double w = m_head[static_cast<std::size_t>(i - 1)];
        const double need = demand * w / normaliserN;
        gpus += w > threshold ? (wholeGpus ? std::ceil(need) : need) : 1.0;
    }
    if (n <= h)
        return gpus;
    const auto tail = static_cast<double>(n - h);
    if (!(m_tailScale > 0))
        return gpus + tail;
    const double scale = demand * m_tailScale / normaliserN; // a tail adapter needs scale i^-t GPUs
    const std::int64_t heavyEnd = std::max(h, m_sums.countAbove(threshold / m_tailScale, n));
    const double light = static_cast<double>(n - heavyEnd);
    if (!wholeGpus)
        return gpus + light + scale * (m_sums.harmonic(heavyEnd) - m_harmonicHead);
    if (m_sums.skew() == 0.0)
        return gpus + tail * std::max(1.0, std::ceil(scale));
    return gpus + light + m_sums.ceilingSum(scale, heavyEnd, budget) - m_sums.ceilingSum(scale, h, budget);
}

} // namespace lorafleet
