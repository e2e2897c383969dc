// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Eigen/Core>

#include <array>
#include <cstdint>
#include <memory>

namespace lorafleet {

// 1 - (1 - q)^b with full relative precision for tiny q; q >= 1 gives 1.
double distinctProbability(double q, std::int64_t batch);

// Sums over a Zipf catalog for one skew s and batch b, fast at any catalog size n:
//   H(n)               = sum_{i=1..n} i^-s
//   distinct(lo,hi,n)  = sum_{i=lo..hi} (1 - (1 - q_i)^b),  q_i = i^-s / H(n)
// Terms with b*q_i > 1 (the popular head, a handful of adapters) are summed one by one. For the
// rest, 1-(1-q)^b is expanded in powers of q, so the tail becomes a short series in generalised
// harmonic sums sum i^(-k s). Those come from cumulative tables up to tableSize and from
// Euler-Maclaurin beyond. Relative error against brute force is about 1e-13.
class ZipfSums
{
public:
    // tableSize: largest n expected to be queried often; larger n still work (Euler-Maclaurin).
    ZipfSums(double skew, std::int64_t batch, std::int64_t tableSize = 1024);

    double skew() const { return m_skew; }
    std::int64_t batch() const { return m_batch; }

    // H(n, s) = sum_{i=1..n} i^-s, n >= 0.
    double harmonic(std::int64_t n) const;
    // sum_{i=lo..hi} (1 - (1 - i^-s/H)^b) for the catalog whose normaliser is H = harmonic(n);
    // 1 <= lo, hi <= n; empty ranges give 0.
    double distinct(std::int64_t lo, std::int64_t hi, std::int64_t n, double harmonicN) const;
    double distinct(std::int64_t lo, std::int64_t hi, std::int64_t n) const
    {
        return distinct(lo, hi, n, harmonic(n));
    }
    // Largest i in [0, n] with i^-s > threshold (the adapters more popular than a share, scaled).
    std::int64_t countAbove(double threshold, std::int64_t n) const;
    // i^-s
    double weight(std::int64_t i) const;
    // sum_{i=1..n} ceil(scale i^-s), a whole number. Exact while that takes at most about `budget` weight
    // evaluations (one per adapter rounded on its own, one or a few per whole value shared by a run of
    // adapters), which covers scales up to about budget^2 / 4 at s = 1; beyond, the heaviest adapters count
    // scale i^-s + 1/2 each, off by at most 1/2 each on values above the budget's reach (in practice their
    // roundings average out).
    double ceilingSum(double scale, std::int64_t n, std::int64_t budget) const;

    // Terms of the series in powers of q; with b*q <= 1 the 16th is below 1e-13 of the first.
    static constexpr int kMaxOrder = 15;
    using OrderSums = std::array<double, kMaxOrder>;

private:
    // ceilingSum() itself; ceilingSum() keeps the last few costly ones.
    double roundedSum(double scale, std::int64_t n, std::int64_t budget) const;
    // sums[k-1] = sum_{i=lo..hi} i^(-k s) for k = 1..order; 1 <= lo <= hi
    void powerSums(std::int64_t lo, std::int64_t hi, OrderSums &sums, int order) const;
    void eulerMaclaurin(std::int64_t lo, std::int64_t hi, OrderSums &sums, int order) const;
    // sum_{i=lo..hi} (1 - (1 - i^-s/H)^b) for lo <= hi <= N0
    double headSum(std::int64_t lo, std::int64_t hi, double harmonicN) const;
    // 1 - i^-s
    double deficit(std::int64_t i) const;
    // Row k, column j-1: sum_{i=1..k} (1 - i^-s)^j for k = 0..N0, j = 1..order.
    const Eigen::ArrayXXd &deficitSums() const;
    // floor(t^(-1/s)) clamped to [1, n]: countAbove(t, n) up to the rounding of pow, surely so when `sure` is
    // set; 0 < t < 1, s > 0.
    std::int64_t guessAbove(double threshold, std::int64_t n, bool &sure) const;

    double m_skew;
    std::int64_t m_batch;
    int m_order; // number of series terms used: min(b, kMaxOrder)
    std::int64_t m_tableSize; // N0
    // What the skew, the order and N0 alone fix, shared by every copy and by the sums of the same three
    // (a scenario's evaluations build several; the bridge and the views evaluate thousands).
    struct Tables
    {
        Eigen::ArrayXd weights; // i^-s for i = 1..N0 (index i-1)
        // Column k-1: cumulative sums of i^(-k s), prefix sums (index j: sum over i <= j) when k s <= 1,
        // suffix sums (index j: sum over j <= i <= N0) when k s > 1, so that differences of two entries
        // never cancel badly.
        Eigen::ArrayXXd cumulative;
        std::array<bool, kMaxOrder> isSuffix{};
    };
    static std::shared_ptr<const Tables> tablesFor(double skew, int order, std::int64_t tableSize);
    std::shared_ptr<const Tables> m_tables;
    std::array<double, kMaxOrder> m_seriesCoefficient{}; // (-1)^(k+1) C(b, k)
    mutable Eigen::ArrayXXd m_deficitSums; // see deficitSums(); empty until first used
};

} // namespace lorafleet
