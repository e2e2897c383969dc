// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/popularity.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

namespace lorafleet {

std::string_view popularityName(PopularityKind kind)
{
    return kind == PopularityKind::Empirical ? "empirical" : "zipf";
}

std::optional<PopularityKind> popularityNamed(std::string_view name)
{
    if (name == "zipf")
        return PopularityKind::Zipf;
    if (name == "empirical")
        return PopularityKind::Empirical;
    return std::nullopt;
}

std::optional<PopularityProblem> checkEmpiricalShares(const EmpiricalShares &shares)
{
    using Kind = PopularityProblem::Kind;
    const std::vector<double> &head = shares.head;
    if (head.empty())
        return PopularityProblem{Kind::Empty, 0, 0};
    if (head.size() > kMaxHeadShares)
        return PopularityProblem{Kind::TooMany, head.size(), static_cast<double>(head.size())};
    double sum = 0;
    for (std::size_t i = 0; i < head.size(); ++i) {
        const double share = head[i];
        if (!std::isfinite(share))
            return PopularityProblem{Kind::NotANumber, i, share};
        if (!(share > 0))
            return PopularityProblem{Kind::NotPositive, i, share};
        if (share > 1)
            return PopularityProblem{Kind::AboveOne, i, share};
        // Sorted, so that the head's ranks are the adapters' ranks (the pinned pool keeps the first C).
        if (i > 0 && share > head[i - 1])
            return PopularityProblem{Kind::NotSorted, i, share};
        sum += share;
    }
    if (!(shares.tailShare >= 0 && shares.tailShare <= 1))
        return PopularityProblem{Kind::TailShare, 0, shares.tailShare};
    if (!(shares.tailSkew >= 0 && shares.tailSkew <= kMaxTailSkew))
        return PopularityProblem{Kind::TailSkew, 0, shares.tailSkew};
    sum += shares.tailShare;
    if (!(std::abs(sum - 1.0) <= kShareSumTolerance))
        return PopularityProblem{Kind::Sum, 0, sum};
    return std::nullopt;
}

double tailSkewMaximumLikelihood(std::int64_t first, std::int64_t last, double meanLogRank, double maxSkew)
{
    if (last <= first)
        return 0.0;
    // Log ranks relative to the first, so that the weights exp(-t x) stay near 1 at any t.
    const auto count = static_cast<std::size_t>(last - first + 1);
    std::vector<double> x(count);
    for (std::size_t j = 0; j < count; ++j)
        x[j] = std::log(static_cast<double>(first) + static_cast<double>(j)) -
            std::log(static_cast<double>(first));
    const double target = meanLogRank - std::log(static_cast<double>(first));
    // The mean of x under weights exp(-t x), and its variance (minus the mean's derivative in t).
    const auto moments = [&](double t, double &variance) {
        double s0 = 0, s1 = 0, s2 = 0;
        for (const double xi : x) {
            const double w = std::exp(-t * xi);
            s0 += w;
            s1 += w * xi;
            s2 += w * xi * xi;
        }
        const double mean = s1 / s0;
        variance = std::max(1e-300, s2 / s0 - mean * mean);
        return mean;
    };
    double variance = 0;
    if (target >= moments(0.0, variance)) // as flat as uniform, or flatter
        return 0.0;
    if (target <= moments(maxSkew, variance))
        return maxSkew;
    // The mean falls as t grows: Newton inside a shrinking bracket.
    double low = 0.0, high = maxSkew, t = 1.0;
    for (int iteration = 0; iteration < 200 && high - low > 1e-13 * std::max(1.0, t); ++iteration) {
        const double excess = moments(t, variance) - target;
        (excess > 0 ? low : high) = t;
        const double next = t + excess / variance;
        t = next > low && next < high ? next : 0.5 * (low + high);
    }
    return t;
}

EmpiricalShares empiricalShares(std::vector<std::int64_t> counts, double fallbackSkew, std::size_t maxHead)
{
    counts.erase(std::remove_if(counts.begin(), counts.end(), [](std::int64_t c) { return c <= 0; }),
                 counts.end());
    std::sort(counts.begin(), counts.end(), std::greater<>());
    EmpiricalShares shares;
    shares.tailSkew = std::clamp(fallbackSkew, 0.0, kMaxTailSkew);
    const double total = std::accumulate(counts.begin(), counts.end(), 0.0,
                                         [](double sum, std::int64_t c) { return sum + double(c); });
    if (counts.empty())
        return shares;
    const std::size_t head = std::min(std::max<std::size_t>(maxHead, 1), counts.size());
    shares.head.resize(head);
    for (std::size_t i = 0; i < head; ++i)
        shares.head[i] = static_cast<double>(counts[i]) / total;
    // The tail's share from its own counts (not 1 - sum(head)), so that no rounding of the head leaks in.
    double tailCount = 0, tailLogRanks = 0;
    for (std::size_t i = head; i < counts.size(); ++i) {
        tailCount += static_cast<double>(counts[i]);
        tailLogRanks += static_cast<double>(counts[i]) * std::log(static_cast<double>(i + 1));
    }
    shares.tailShare = tailCount / total;
    if (counts.size() - head >= 2)
        shares.tailSkew = tailSkewMaximumLikelihood(static_cast<std::int64_t>(head) + 1,
                                                    static_cast<std::int64_t>(counts.size()),
                                                    tailLogRanks / tailCount, kMaxTailSkew);
    return shares;
}

} // namespace lorafleet
