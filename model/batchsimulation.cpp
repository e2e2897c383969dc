// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/batchsimulation.h"

#include "model/fleetmodel.h"
#include "model/lrupool.h"
#include "model/popularitysampler.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

namespace lorafleet {

namespace {

// An LRU pool warms up with this many requests per slot before batches are counted (at most kMaxLruWarmUp).
constexpr std::int64_t kWarmUpPerSlot = 20;

BatchSimulation::Spread spread(std::vector<double> values, double analytic)
{
    BatchSimulation::Spread s;
    s.analytic = analytic;
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    double sum = 0.0;
    for (const double v : values)
        sum += v;
    const auto n = static_cast<double>(values.size());
    s.mean = sum / n;
    double squares = 0.0;
    for (const double v : values)
        squares += (v - s.mean) * (v - s.mean);
    s.standardError = n > 1 ? std::sqrt(squares / (n - 1.0) / n) : 0.0;
    const auto at = [&](double level) {
        const double position = level * static_cast<double>(values.size() - 1);
        const auto below = static_cast<std::size_t>(std::floor(position));
        const std::size_t above = std::min(values.size() - 1, below + 1);
        return values[below] + (position - static_cast<double>(below)) * (values[above] - values[below]);
    };
    s.p5 = at(0.05);
    s.p95 = at(0.95);
    return s;
}

} // namespace

std::int64_t simulatedBatchSize(const Params &params)
{
    if (params.model != ModelKind::Engine)
        return std::max<std::int64_t>(1, params.batch);
    return std::max<std::int64_t>(
        1, static_cast<std::int64_t>(evaluate(params, FleetDetail::ChosenPolicy).batchEffective));
}

BatchSimulation simulateBatches(const Params &params, std::int64_t batches, std::uint64_t seed)
{
    const Figures figures = evaluate(params);
    BatchSimulation result;
    result.batches = std::max<std::int64_t>(0, batches);
    result.restreamAnalytic = figures.overhead.restream;
    result.fixedAnalytic = figures.overhead.fixed;
    const bool engine = params.model == ModelKind::Engine;
    result.policy = engine ? params.poolPolicy : PoolPolicy::Pinned;
    result.batchSize = engine ? static_cast<std::int64_t>(figures.batchEffective) : params.batch;
    const std::int64_t b = std::max<std::int64_t>(1, result.batchSize);
    result.batches = std::min(result.batches, batchesWithin(b));
    const std::int64_t capacity = figures.poolCapacity;
    const PopularitySampler sampler(params.popularity, params.skew, params.adapters);
    std::mt19937_64 rng(seed);

    std::vector<double> resident, outside;
    resident.reserve(static_cast<std::size_t>(result.batches));
    outside.reserve(static_cast<std::size_t>(result.batches));
    std::vector<std::int64_t> ranks(static_cast<std::size_t>(b));
    std::int64_t hits = 0;
    std::int64_t requests = 0;

    const bool lru = result.policy == PoolPolicy::Lru;
    // The engine model's LRU pool holds at least the batch's own adapters (they are in use); admissions per
    // step turn a batch's misses into loads per step.
    const double pool = std::max(static_cast<double>(capacity), figures.overhead.distinctResident);
    const std::int64_t warmUp = lru
        ? std::min(kMaxLruWarmUp, kWarmUpPerSlot * static_cast<std::int64_t>(std::min(pool, 1e15)) + 1000)
        : 0;
    LruPool lruPool(lru ? static_cast<std::int64_t>(std::llround(std::min(pool, 1e15))) : 0,
                    warmUp + result.batches * b);
    const double admissionsPerRequest = engine ? 1.0 / params.outputTokens : 0.0;
    for (std::int64_t i = 0; i < warmUp; ++i)
        lruPool.request(sampler(rng, &result.work));
    for (std::int64_t batch = 0; batch < result.batches; ++batch) {
        std::int64_t misses = 0;
        for (std::int64_t &rank : ranks) {
            rank = sampler(rng, &result.work);
            const bool hit = lru ? lruPool.request(rank) : rank <= capacity;
            hits += hit;
            misses += !hit;
        }
        requests += b;
        std::sort(ranks.begin(), ranks.end());
        const auto distinctEnd = std::unique(ranks.begin(), ranks.end());
        const auto distinct = static_cast<double>(distinctEnd - ranks.begin());
        if (lru) {
            resident.push_back(distinct);
            outside.push_back(static_cast<double>(misses) * admissionsPerRequest);
        } else {
            const auto inPool =
                static_cast<double>(std::upper_bound(ranks.begin(), distinctEnd, capacity) - ranks.begin());
            resident.push_back(inPool);
            outside.push_back(distinct - inPool);
        }
    }
    result.distinctResident = spread(std::move(resident), figures.overhead.distinctResident);
    result.distinctOutOfPool = spread(std::move(outside), figures.overhead.distinctOutOfPool);
    result.hitRateSimulated = requests > 0 ? static_cast<double>(hits) / static_cast<double>(requests) : 0.0;
    result.hitRateAnalytic = figures.poolHitRate;
    return result;
}

} // namespace lorafleet
