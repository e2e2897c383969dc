#pragma once

#include <Eigen/Core>

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
    // harmonic = H(K, s). A few microseconds (3 to 10 steps). A positive `start` (the scale solved for a
    // nearby K) saves steps; the result is the same root, to about 1e-14.
    Result operator()(std::int64_t catalog, double harmonic, double capacity, double start = 0) const;

private:
    struct Sums
    {
        double distinct = 0; // sum_i (1 - exp(-c w_i)), w_i = i^-s
        double resident = 0; // sum_i w_i (1 - exp(-c w_i))
        double missing = 0; // sum_i w_i exp(-c w_i)
        double curvature = 0; // sum_i w_i^2 exp(-c w_i)
    };
    Sums sums(std::int64_t catalog, double scale) const;
    void addIntegral(double from, double to, double scale, Sums &sums) const;
    void addSeriesIntegral(double from, double to, double scale, Sums &sums) const;
    void addQuadrature(double from, double to, double scale, Sums &sums) const;

    double m_skew;
    std::int64_t m_direct; // adapters summed one by one
    Eigen::ArrayXd m_weights; // i^-s for i = 1..m_direct
};

} // namespace lorafleet
