// SPDX-License-Identifier: GPL-3.0-or-later
#include "brutemodel.h"

#include <cmath>

namespace brute {

using lorafleet::Params;

double harmonic(std::int64_t n, double skew)
{
    double sum = 0;
    for (std::int64_t i = n; i >= 1; --i) // smallest terms first
        sum += std::pow(double(i), -skew);
    return sum;
}

double distinct(std::int64_t lo, std::int64_t hi, std::int64_t n, double skew, std::int64_t batch)
{
    const double h = harmonic(n, skew);
    double sum = 0;
    for (std::int64_t i = hi; i >= lo; --i) {
        const double q = std::pow(double(i), -skew) / h;
        sum += q >= 1 ? 1.0 : -std::expm1(double(batch) * std::log1p(-q));
    }
    return sum;
}

double ceilingSum(double scale, std::int64_t n, double skew)
{
    double sum = 0;
    for (std::int64_t i = 1; i <= n; ++i)
        sum += std::ceil(scale * std::pow(double(i), -skew));
    return sum;
}

lorafleet::Figures evaluate(const Params &p)
{
    lorafleet::Figures f;
    const std::int64_t k = p.adapters;
    f.adapterToBaseRatio = p.adapterGb / p.baseGb;
    const double rho = f.adapterToBaseRatio;
    f.poolCapacity = static_cast<std::int64_t>(std::floor(p.poolGb / p.adapterGb + 1e-12));
    const std::int64_t c = f.poolCapacity;
    const std::int64_t resident = std::min(k, c);
    f.overhead.distinctResident = resident > 0 ? distinct(1, resident, resident, p.skew, p.batch) : 0.0;
    f.overhead.distinctOutOfPool = k > c ? distinct(c + 1, k, k, p.skew, p.batch) : 0.0;
    f.overhead.restream = rho * f.overhead.distinctResident;
    f.overhead.hostlink = std::max(
        0.0,
        f.overhead.distinctOutOfPool * rho * (p.hbmBandwidthTbps * 1000 / p.linkBandwidthGbps) - p.overlap);
    const double delta = f.overhead.total();
    const double qb = p.gpuRequestsPerMonth * double(p.batch) / 32.0;
    f.gpuCapacity = qb;
    f.gpusMultiplex = (1 + delta) * p.requestsPerMonth / qb;
    const double h = harmonic(k, p.skew);
    f.gpusDedicated = 0;
    for (std::int64_t i = 1; i <= k; ++i) {
        const double need = std::pow(double(i), -p.skew) / h * p.requestsPerMonth / qb;
        f.gpusDedicated += p.wholeGpus ? std::max(1.0, std::ceil(need)) : std::max(1.0, need);
    }
    if (p.wholeGpus)
        f.gpusMultiplex = std::ceil(f.gpusMultiplex);
    f.fleetAdvantage = f.gpusDedicated / f.gpusMultiplex;
    f.costMultiplexPerMonth = f.gpusMultiplex * p.gpuPricePerHour * p.hoursPerMonth;
    f.costDedicatedPerMonth = f.gpusDedicated * p.gpuPricePerHour * p.hoursPerMonth;
    f.savingsPerMonth = f.costDedicatedPerMonth - f.costMultiplexPerMonth;
    f.breakevenShare = std::min(1.0, qb / (p.requestsPerMonth * (1 + delta)));
    f.topAdapterShare = 1.0 / h;
    f.adaptersToDedicate = 0;
    for (std::int64_t i = 1; i <= k; ++i)
        if (std::pow(double(i), -p.skew) / h > f.breakevenShare)
            ++f.adaptersToDedicate;
    return f;
}

} // namespace brute
