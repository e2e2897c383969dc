// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Eigen/Core>

#include <array>
#include <cstdint>

namespace lorafleet {

// How often a request finds its adapter already resident in a pool kept by least-recent use, when
// adapters are requested independently with Zipf popularity q_i = i^-s / H(K, s).
//
// Che's characteristic-time approximation (Che, Tung and Wang, IEEE JSAC 20(7), 2002; shown exact in the
// limit of large catalogs by Fricker, Robert and Roberts, ITC 24, 2012): an adapter is resident when it
// was requested within the last T requests, and T is set so that the expected number of distinct
// adapters requested in that window fills the pool:
//   sum_i (1 - exp(-T q_i)) = C,   hit = sum_i q_i (1 - exp(-T q_i)),   miss = sum_i q_i exp(-T q_i).
// The sums run over the first adapters one by one and over the rest by Euler-Maclaurin, with the integral
// in closed form where T q_i is small or large and by Gauss-Legendre between: a few hundred
// exponentials per evaluation at any K up to 1e12, whatever the pool.
class LruHitRate
{
public:
    explicit LruHitRate(double skew);

    struct Result
    {
        double hit = 1; // fraction of requests whose adapter is resident
        double miss = 0; // 1 - hit, computed on its own (no cancellation when hit is close to 1)
        double scale = 0; // T / H(K, s): the characteristic time in units of 1 / i^-s (0 when not needed)
    };

    // Pool of `capacity` adapters (real, >= 0) over a catalog of K adapters whose normaliser is
    // harmonic = H(K, s). One to a few evaluations of the sums: one when a positive `start` (the scale
    // predicted from nearby K, see LruScaleTrail) is within about 1e-5 of the root. The result is the
    // root's to about 1e-15 from any start.
    Result operator()(std::int64_t catalog, double harmonic, double capacity, double start = 0) const;

    // Che's sums at a given scale c = T / H(K, s), no root solved: `distinct` adapters requested within
    // the window, and the hit and miss rates if the pool held exactly those. For checking the solve.
    struct AtScale
    {
        double distinct = 0;
        double hit = 0;
        double miss = 0;
    };
    AtScale atScale(std::int64_t catalog, double scale) const;

    // Che's sums over the adapters of ranks lo+1..hi at a scale c, raw: distinct = sum (1 - exp(-c w_i)),
    // resident = sum w_i (1 - exp(-c w_i)), missing = sum w_i exp(-c w_i). Where lo is past the adapters
    // summed one by one (32 to 96, by the skew), both ends' direct sums would cancel, so neither is
    // summed: a routed fleet's replicated runs take four of these per node of its tail table.
    struct RangeSums
    {
        double distinct = 0;
        double resident = 0;
        double missing = 0;
    };
    RangeSums rangeSums(std::int64_t lo, std::int64_t hi, double scale) const;

private:
    struct Sums
    {
        double distinct = 0; // sum_i (1 - exp(-c w_i)), w_i = i^-s
        double resident = 0; // sum_i w_i (1 - exp(-c w_i))
        double missing = 0; // sum_i w_i exp(-c w_i)
        double curvature = 0; // sum_i w_i^2 exp(-c w_i)
        double third = 0; // sum_i w_i^3 exp(-c w_i)
    };
    // What the sums need of the catalog's last adapter, the same at every scale.
    struct CatalogEnd
    {
        std::int64_t catalog = 0;
        double end = 0; // K as a real
        double logEnd = 0; // ln K
        double weightEnd = 0; // K^-s
    };
    CatalogEnd catalogEnd(std::int64_t catalog) const;
    Sums sums(const CatalogEnd &end, double scale, bool withDirect = true) const;
    void addDirect(std::int64_t count, double scale, Sums &sums) const;
    void addIntegral(double from, double to, double logTo, double scale, Sums &sums) const;
    void addSeriesIntegral(double from, double logFrom, double weightFrom, double logTo, double scale,
                           Sums &sums) const;
    void addQuadrature(double from, double to, double scale, Sums &sums) const;

    double m_skew;
    std::int64_t m_direct; // adapters summed one by one
    Eigen::ArrayXd m_weights; // i^-s for i = 1..m_direct
    double m_tailStart; // m_direct + 1, where Euler-Maclaurin takes over
    double m_tailWeight; // m_tailStart^-s
};

// The scales solved at the last few catalog sizes of a series, and the next one predicted from them: the
// plotted series ask for K in increasing order, along which ln T is a smooth function of ln K, so a
// quadratic through the last three lands within about 1e-7 of the next root on the dense part of the grid.
class LruScaleTrail
{
public:
    // A starting scale for `catalog` (0 when there is nothing to go on).
    double predict(std::int64_t catalog) const;
    // The scale solved at `catalog`; a catalog not above the last starts the trail again.
    void record(std::int64_t catalog, double scale);

private:
    static constexpr int kLength = 3;
    std::array<double, kLength> m_logCatalog{}; // oldest first
    std::array<double, kLength> m_logScale{};
    int m_count = 0;
};

} // namespace lorafleet
