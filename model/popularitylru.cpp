// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/popularitylru.h"

#include "model/cheroot.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr int kMaxIterations = 200;

CheSums cheSums(const PopularitySums &sums, const LruHitRate &tail, std::int64_t catalog, double x)
{
    CheSums s;
    const std::int64_t h = sums.headSize();
    for (std::int64_t i = 1; i <= std::min(catalog, h); ++i) {
        const double w = sums.head()[static_cast<std::size_t>(i - 1)];
        const double resident = -std::expm1(-x * w);
        s.distinct += resident;
        s.resident += w * resident;
        s.missing += w * (1.0 - resident);
    }
    const double c = sums.tailScale();
    if (catalog <= h || !(c > 0))
        return s;
    // Ranks h+1..K of the tail's Zipf sums: the sums to K less those to h, at the scale c x.
    const double y = c * x;
    const LruHitRate::AtScale all = tail.atScale(catalog, y);
    const double harmonicAll = sums.zipf().harmonic(catalog);
    s.distinct += all.distinct;
    s.resident += c * all.hit * harmonicAll;
    s.missing += c * all.miss * harmonicAll;
    if (h > 0) {
        const LruHitRate::AtScale head = tail.atScale(h, y);
        const double harmonicHead = sums.zipf().harmonic(h);
        s.distinct -= head.distinct;
        s.resident -= c * head.hit * harmonicHead;
        s.missing -= c * head.miss * harmonicHead;
    }
    s.missing = std::max(0.0, s.missing);
    return s;
}

} // namespace

CheSums popularityCheSums(const PopularitySums &sums, const LruHitRate &tail, std::int64_t catalog, double x)
{
    if (!sums.isEmpirical()) {
        const LruHitRate::AtScale all = tail.atScale(catalog, x);
        const double total = sums.normaliser(catalog);
        return {all.distinct, all.hit * total, all.miss * total};
    }
    return cheSums(sums, tail, catalog, x);
}

LruHitRate::Result empiricalLruHitRate(const PopularitySums &sums, const LruHitRate &tail,
                                       std::int64_t catalog, double normaliser, double capacity, double start)
{
    // Adapters without traffic (a tail of share 0) never enter the pool: only the others compete for it.
    const std::int64_t requested = sums.tailScale() > 0 ? catalog : std::min(catalog, sums.headSize());
    if (!(capacity < static_cast<double>(requested)))
        return {1.0, 0.0, 0.0};
    if (!(capacity > 0))
        return {0.0, 1.0, 0.0};
    // distinct(x) <= x W: the root is above capacity / W (cheRoot solves as LruHitRate does).
    const double x = cheRoot(
        capacity, capacity / normaliser, start, 1e-13, kMaxIterations,
        [&](double at) {
            const CheSums s = cheSums(sums, tail, catalog, at);
            return CheSlope{s.distinct, s.missing};
        },
        [](double, double, double) { return false; });
    const CheSums s = cheSums(sums, tail, catalog, x);
    const double total = s.resident + s.missing;
    return {s.resident / total, s.missing / total, x};
}

} // namespace lorafleet
