// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/popularity.h"
#include "model/zipfsums.h"

#include <Eigen/Core>

#include <array>
#include <cstdint>
#include <vector>

namespace lorafleet {

// The model's sums over a catalog for one popularity and batch b, at any catalog size n. Adapter i has the
// weight w_i (Zipf: i^-s; empirical: see EmpiricalShares) and the share w_i / W(n), W(n) = sum_{i<=n} w_i.
// The Zipf path is ZipfSums itself, call for call, so its figures stay the same to the last bit; the
// empirical path sums its head (at most kMaxHeadShares adapters) one by one and its tail with ZipfSums at
// the tail's exponent, scaled.
class PopularitySums
{
public:
    // Zipf(skew).
    PopularitySums(double skew, std::int64_t batch, std::int64_t tableSize);
    // The scenario's popularity: Zipf(skew), or the empirical shares with the tail's weights set at the
    // scenario's catalog size (see EmpiricalShares).
    PopularitySums(const Popularity &popularity, double skew, std::int64_t catalog, std::int64_t batch,
                   std::int64_t tableSize);

    bool isEmpirical() const { return m_empirical; }
    std::int64_t batch() const { return m_sums.batch(); }
    // Zipf: the skew's sums; empirical: the tail's (weights i^-tailSkew, to be scaled by tailScale()).
    const ZipfSums &zipf() const { return m_sums; }
    double tailScale() const { return m_tailScale; } // c: a tail adapter's weight is c i^-tailSkew
    const std::vector<double> &head() const { return m_head; } // empty for Zipf
    std::int64_t headSize() const { return static_cast<std::int64_t>(m_head.size()); }

    // W(n) = sum_{i<=n} w_i (Zipf: H(n, s)).
    double normaliser(std::int64_t n) const;
    // sum_{i=lo..hi} (1 - (1 - w_i/W)^b) for the catalog of n adapters whose normaliser is W = normaliser(n).
    double distinct(std::int64_t lo, std::int64_t hi, std::int64_t n, double normaliserN) const;
    // How many of adapters 1..n have w_i > threshold (Zipf: the largest such i).
    std::int64_t countAbove(double threshold, std::int64_t n) const;
    // The largest weight among adapters 1..n (Zipf: 1).
    double topWeight(std::int64_t n) const;
    double weight(std::int64_t i) const;
    // The dedicated fleet: sum_{i<=n} max(1, demand w_i / W), or with whole GPUs max(1, ceil(...)); budget as
    // for ZipfSums::ceilingSum().
    double dedicatedGpus(std::int64_t n, double normaliserN, double demand, bool wholeGpus,
                         std::int64_t budget) const;

private:
    // Zipf sums of i^-tailSkew over ranks h+1..n (0 when n <= h).
    double tailHarmonic(std::int64_t n) const;
    // sum_{i=lo..hi} (1 - (1 - head_i/W)^b) over head ranks, lo <= hi <= h.
    double headDistinct(std::int64_t lo, std::int64_t hi, double normaliserN) const;

    ZipfSums m_sums;
    bool m_empirical = false;
    std::vector<double> m_head;
    std::vector<double> m_headPrefix; // m_headPrefix[j]: sum of the first j head shares
    double m_tailScale = 0;
    double m_harmonicHead = 0; // H(h, tailSkew)
    // As ZipfSums does for its tail: head shares with b w/W <= 1 are summed as a short series in powers of
    // w/W, from suffix sums of the shares' powers (row j, column k-1: sum_{i>j} head_i^k, 0-based), so a
    // plotted point costs the heavy few adapters and kMaxOrder terms, not one term per head share.
    int m_order = 0;
    std::array<double, ZipfSums::kMaxOrder> m_coefficient{}; // (-1)^(k+1) C(b, k)
    Eigen::ArrayXXd m_powerSuffix;
};

} // namespace lorafleet
