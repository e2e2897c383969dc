// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <limits>
#include <utility>

namespace lorafleet {

// What cheRoot() needs of Che's sums at a trial x: distinct(x) = sum_i (1 - exp(-x w_i)) and its
// derivative in x, missing(x) = sum_i w_i exp(-x w_i).
struct CheSlope
{
    double distinct = 0;
    double missing = 0;
};

// The root x of distinct(x) = capacity: Che's characteristic time, for LruHitRate (Zipf weights) and
// empiricalLruHitRate (a request log's shares). distinct is increasing and concave in x, so a Newton step
// never overshoots from below, but climbs slowly where distinct grows like a small power of x (steep
// skews); there a step in ln distinct against ln x is nearly exact. Each iteration takes the log step when
// it stays inside the bracket, else the Newton step, else the bracket's geometric middle, and the search
// ends when a step or the bracket is within `tolerance` of x (relative), or distinct(x) = capacity.
// `low` is below the root (distinct(x) <= x W for weights summing to W: capacity / W); the search starts
// at `start` when that is above it. sumsAt(x) evaluates the sums at x (the caller keeps what else it needs
// of them); settled(x, low, high), asked once each evaluation has narrowed the bracket, ends the search
// when it returns true (a caller that can finish from there on its own). Returns the last x.
// cheRootBelow() also takes an x known to be above the root: the caller's sums may be flat beyond it (a
// table clamped at its end), where Newton steps would crawl.
template<typename SumsAt, typename Settled>
double cheRootBelow(double capacity, double low, double high, double start, double tolerance,
                    int maxIterations, SumsAt &&sumsAt, Settled &&settled)
{
    double x = start > low ? start : low;
    if (x >= high)
        x = std::sqrt(low * high);
    for (int iteration = 0; iteration < maxIterations; ++iteration) {
        const CheSlope s = sumsAt(x);
        const double f = s.distinct - capacity;
        if (f == 0.0)
            break;
        (f < 0 ? low : high) = x;
        if (settled(x, low, high))
            break;
        const auto inside = [&](double v) { return v > low && v < high; };
        double next = std::isfinite(high) ? std::sqrt(low * high) : 1e4 * x;
        if (s.missing > 0 && s.distinct > 0) {
            const double logStep =
                std::exp(std::log(x) + std::log(capacity / s.distinct) * s.distinct / (x * s.missing));
            const double newton = x - f / s.missing;
            if (inside(logStep))
                next = logStep;
            else if (inside(newton))
                next = newton;
        }
        const bool done = std::abs(next - x) <= tolerance * x; // Newton: the error left is about its square
        x = next;
        if (done || high - low <= tolerance * low)
            break;
    }
    return x;
}

template<typename SumsAt, typename Settled>
double cheRoot(double capacity, double low, double start, double tolerance, int maxIterations,
               SumsAt &&sumsAt, Settled &&settled)
{
    return cheRootBelow(capacity, low, std::numeric_limits<double>::infinity(), start, tolerance,
                        maxIterations, std::forward<SumsAt>(sumsAt), std::forward<Settled>(settled));
}

} // namespace lorafleet
