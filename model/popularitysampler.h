// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/popularity.h"
#include "model/zipfsampler.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace lorafleet {

// Draws adapter ranks from the scenario's popularity by inverse CDF: Zipf through ZipfSampler (the same
// ranks for the same seed as before empirical popularity existed); empirical from the head's cumulative
// shares, then the tail's ranks h+1..K through a ZipfSampler at the tail's exponent.
class PopularitySampler
{
public:
    PopularitySampler(const Popularity &popularity, double skew, std::int64_t adapters);

    std::int64_t adapters() const { return m_zipf.adapters(); }
    // The rank whose cumulative share first reaches u, for u in [0, 1).
    std::int64_t rankAt(double u, ZipfSampler::Work *work = nullptr) const;
    template<typename Engine> std::int64_t operator()(Engine &engine, ZipfSampler::Work *work = nullptr) const
    {
        return rankAt(ZipfSampler::uniform(engine), work);
    }

private:
    ZipfSampler m_zipf; // Zipf: the popularity; empirical: the tail's exponent over 1..K
    bool m_empirical = false;
    std::vector<double> m_headCumulative; // the first min(h, K) weights, summed
    double m_tail = 0; // the tail's total weight over h+1..K (the same units)
    double m_tailFrom = 0; // the ZipfSampler's cumulative share of ranks 1..h, and of h+1..K
    double m_tailSpan = 0;
};

} // namespace lorafleet
