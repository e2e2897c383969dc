// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/zipfsums.h"

#include <Eigen/Core>

#include <cstdint>
#include <random>

namespace lorafleet {

// Draws adapter ranks from the Zipf popularity q_i = i^-s / H(K, s), i = 1..K, by inverting its
// cumulative distribution: a table of the first few thousand ranks (ZipfSums' weights), and beyond it
// the Euler-Maclaurin (midpoint) form of the sums, inverted in closed form and corrected by a step, so
// memory and set-up do not grow with K (K = 10^6 or 10^9 alike). The same seed gives the same ranks.
class ZipfSampler
{
public:
    ZipfSampler(std::int64_t adapters, double skew);

    std::int64_t adapters() const { return m_adapters; }
    double harmonic() const { return m_harmonic; } // H(K, s), to about 1e-15

    // What draws cost, for the bounded-time tests: draws made and tail sums evaluated (each a few pow and
    // log calls). A draw evaluates at most kMaxTailSumsPerDraw sums, about 2 log2(K) + 3.
    struct Work
    {
        std::int64_t draws = 0;
        std::int64_t tailSums = 0;
    };
    static constexpr std::int64_t kMaxTailSumsPerDraw = 2 * 40 + 3;

    // The rank whose cumulative share first reaches u, for u in [0, 1); work, when given, adds its cost.
    std::int64_t rankAt(double u, Work *work = nullptr) const;
    template<typename Engine> std::int64_t operator()(Engine &engine) const
    {
        return rankAt(uniform(engine));
    }

    // A uniform double in [0, 1) from 53 random bits (the same on every platform, unlike
    // std::uniform_real_distribution).
    template<typename Engine> static double uniform(Engine &engine)
    {
        return static_cast<double>(engine() >> 11) * 0x1.0p-53;
    }

private:
    std::int64_t tailRank(double target, Work *work) const;
    double tailSum(std::int64_t n) const;

    std::int64_t m_adapters;
    double m_skew;
    ZipfSums m_sums;
    double m_harmonic;
    Eigen::ArrayXd m_cumulative; // H(i, s) for i = 1..min(K, table)
    double m_tailEdge = 0; // a = table + 1/2, where the tail's sums start
    double m_tailEdgePower = 0; // a^(1 - s)
    double m_tailEdgeSlope = 0; // s a^(-s - 1), minus the derivative of x^-s at a
};

} // namespace lorafleet
