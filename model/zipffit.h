// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <vector>

namespace lorafleet {

// Sums over a Zipf catalog with log weights, S_m(K, s) = sum_{i=1..K} i^-s (ln i)^m for m = 0, 1, 2:
// the normaliser H(K, s) and its first two derivatives in s (up to sign). Exact terms for the first
// ranks, Euler-Maclaurin beyond, so any K costs the same (relative error about 1e-13).
struct LogMoments
{
    double s0 = 0; // H(K, s)
    double s1 = 0; // sum i^-s ln i
    double s2 = 0; // sum i^-s (ln i)^2
};
LogMoments zipfLogMoments(std::int64_t adapters, double skew);

// How the fit's interval is found.
struct ZipfFitOptions
{
    int replicates = 200; // bootstrap samples
    std::uint64_t seed = 13; // the same seed gives the same interval
    double maxSkew = 20.0; // the largest s the fit returns (the scenario's own limit)
    // Set from another thread to stop the fit (the window's Cancel): checked every 65,536 adapters of
    // each pass, so the fit returns Cancelled within milliseconds at any K.
    const std::atomic<bool> *stop = nullptr;
};

// A discrete Zipf law, truncated at the K adapters seen, fitted to rank-frequency counts.
struct ZipfFit
{
    enum class Status {
        Ok,
        NoRequests, // no counts at all
        OneAdapter, // every request for one adapter: any s fits, none is estimated
        Cancelled // options.stop was set: nothing else is meaningful
    };
    Status status = Status::NoRequests;
    std::int64_t requests = 0; // N, the sum of the counts
    std::int64_t adapters = 0; // K, the adapters with a nonzero count
    // Maximum likelihood on the ranks as observed: solves E_s[ln rank] = mean ln rank of the requests.
    double skewMaximumLikelihood = 0;
    // The estimate: the maximum-likelihood s less its bias (ranking adapters by their own counts makes
    // a sample look more skewed than its source; the bootstrap measures by how much).
    double skew = 0;
    double skewLow = 0; // 95 % interval: the estimate +- 1.96 bootstrap standard deviations
    double skewHigh = 0;
    int bootstrapReplicates = 0; // the passes the interval took: fewer as K grows (O(N + K passes))
    std::int64_t adaptersVisited = 0; // the work done: adapters drawn or compared, over every pass
    // Goodness of fit, all as traffic shares (0..1) of the fitted law against the counts:
    double ksDistance = 0; // max over ranks r of |fitted - observed cumulative share of ranks <= r|
    std::int64_t ksRank = 0; // the rank where it is largest
    std::int64_t headAdapters = 0; // the head: the top tenth of the adapters (at least one)
    double headShareObserved = 0;
    double headShareFitted = 0;
    std::int64_t tailAdapters = 0; // the tail: the less popular half of the adapters
    double tailShareObserved = 0;
    double tailShareFitted = 0;
};

// counts: requests per adapter, any order (zeros are ignored).
ZipfFit fitZipf(std::vector<std::int64_t> counts, const ZipfFitOptions &options = {});

// The maximum-likelihood s for counts already sorted by decreasing count (no zeros), from the start
// value given; 0 for fewer than two adapters. Exposed for tests.
double zipfMaximumLikelihood(const std::vector<std::int64_t> &sortedCounts, double start, double maxSkew);

// The empirical popularity: each adapter's share of the requests, most popular first.
std::vector<double> rankShares(std::vector<std::int64_t> counts);

} // namespace lorafleet
