// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"
#include "model/zipfsampler.h"

#include <cstdint>

namespace lorafleet {

// A Monte-Carlo check of the analytical batch model: batches of b requests drawn independently from the
// scenario's popularity (Zipf or empirical), counted one by one, next to what evaluate() says they average.
struct BatchSimulation
{
    struct Spread
    {
        double mean = 0;
        double p5 = 0; // 5th and 95th percentiles over the batches
        double p95 = 0;
        double analytic = 0; // the model's value (evaluate())
        double standardError = 0; // of the mean: the batches' standard deviation over sqrt(batches)
    };
    std::int64_t batches = 0;
    std::int64_t batchSize = 0; // b, or the engine model's effective batch
    PoolPolicy policy = PoolPolicy::Pinned; // the paper's pool is always pinned
    Spread distinctResident; // distinct resident adapters per batch
    // Pinned: distinct adapters per batch outside the pool. LRU: adapters loaded over the host link per
    // step (the batch's misses times the requests admitted per step over b), as the engine model counts.
    Spread distinctOutOfPool;
    double hitRateSimulated = 0; // requests whose adapter was resident
    double hitRateAnalytic = 0;
    // The model's overhead terms at this scenario (evaluate()), so that callers need not evaluate it again.
    double restreamAnalytic = 0;
    double fixedAnalytic = 0; // engine model: LoRA kernels at all
    ZipfSampler::Work work; // ranks drawn (the LRU pool's warm-up included) and what they cost
};

// The most requests one simulation draws (batches times the batch), so that it ends within a second at any
// catalog size: more batches than that allows are cut to batchesWithin(). An LRU pool draws at most
// kMaxLruWarmUp more to warm up before the batches are counted.
constexpr std::int64_t kMaxSimulatedRequests = 1048576; // 1024 batches of 1024
constexpr std::int64_t kMaxLruWarmUp = 1000000;
// The batch a simulation of these parameters draws: b, or the engine model's effective batch.
std::int64_t simulatedBatchSize(const Params &params);
// The most batches of this size within kMaxSimulatedRequests.
constexpr std::int64_t batchesWithin(std::int64_t batchSize)
{
    return kMaxSimulatedRequests / (batchSize < 1 ? 1 : batchSize);
}

// Deterministic for a given seed; batches beyond batchesWithin(the batch) are not drawn. Ranks are drawn by
// inverse CDF (ZipfSampler), so memory does not grow with K; an LRU pool keeps only its residents.
BatchSimulation simulateBatches(const Params &params, std::int64_t batches, std::uint64_t seed);

} // namespace lorafleet
