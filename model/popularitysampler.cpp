// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/popularitysampler.h"

#include "model/popularitysums.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

PopularitySampler::PopularitySampler(const Popularity &popularity, double skew, std::int64_t adapters)
    : m_zipf(adapters, popularity.kind == PopularityKind::Empirical ? popularity.empirical.tailSkew : skew)
    , m_empirical(popularity.kind == PopularityKind::Empirical)
{
    if (!m_empirical)
        return;
    const std::int64_t k = m_zipf.adapters();
    // The same weights as the model's sums (PopularitySums): the head's shares and the tail scaled.
    const PopularitySums sums(popularity, 0.0, k, 1, 1024);
    const std::int64_t head = std::min(sums.headSize(), k);
    m_headCumulative.resize(static_cast<std::size_t>(head));
    double sum = 0.0;
    for (std::int64_t i = 0; i < head; ++i)
        m_headCumulative[static_cast<std::size_t>(i)] = sum += sums.head()[static_cast<std::size_t>(i)];
    if (k > head && sums.tailScale() > 0) {
        const double all = sums.zipf().harmonic(k);
        const double before = sums.zipf().harmonic(head);
        m_tail = sums.tailScale() * (all - before);
        m_tailFrom = before / all;
        m_tailSpan = (all - before) / all;
    }
}

std::int64_t PopularitySampler::rankAt(double u, ZipfSampler::Work *work) const
{
    if (!m_empirical)
        return m_zipf.rankAt(u, work);
    const auto head = static_cast<std::int64_t>(m_headCumulative.size());
    const double headTotal = head > 0 ? m_headCumulative.back() : 0.0;
    const double target = u * (headTotal + m_tail);
    if (head > 0 && (target < headTotal || !(m_tail > 0))) {
        if (work)
            ++work->draws;
        const auto found = std::upper_bound(m_headCumulative.begin(), m_headCumulative.end(), target);
        return std::min<std::int64_t>(head, found - m_headCumulative.begin() + 1);
    }
    // Within the tail: the same fraction of the tail's own cumulative shares.
    const double v = std::clamp((target - headTotal) / m_tail, 0.0, 1.0);
    const double w = std::min(m_tailFrom + v * m_tailSpan, std::nextafter(1.0, 0.0));
    return std::clamp<std::int64_t>(m_zipf.rankAt(w, work), head + 1, m_zipf.adapters());
}

} // namespace lorafleet
