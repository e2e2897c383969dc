// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/enginemodel.h"

#include "model/popularitylru.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

// The batch a KV budget holds: whole requests of kvGbPerRequest each, at most the engine's batch, and at
// least one (when not even one fits, the memory bar says so; the figures stay finite).
double batchThatFits(const Params &params, double kvGb)
{
    const double batch = static_cast<double>(params.batch);
    const double perRequest = kvGbPerRequest(params);
    if (!(perRequest > 0))
        return batch;
    return std::clamp(std::floor(std::max(0.0, kvGb) / perRequest), 1.0, batch);
}

} // namespace

double kvGbPerRequest(const Params &params)
{
    return params.contextTokens * params.kvMbPerToken * 1e-3;
}

EngineSkewModel::EngineSkewModel(const Params &params, double skew, std::int64_t poolCapacity,
                                 std::int64_t tableSize, const Popularity &popularity)
    : m_params(params)
    , m_capacity(poolCapacity)
    // The pool and the KV cache share what the weights leave: a multiplexed GPU keeps its KV budget only
    // as far as the pool allows, a dedicated one (no pool) may use the pool's memory for KV cache.
    , m_batchMultiplexed(
          batchThatFits(params, std::min(params.kvGb, params.hbmGb - params.baseGb - params.poolGb)))
    , m_batchDedicated(
          batchThatFits(params, std::min(params.kvGb + params.poolGb, params.hbmGb - params.baseGb)))
    , m_sums(popularity, skew, params.adapters, static_cast<std::int64_t>(m_batchMultiplexed), tableSize)
    , m_lru(m_sums.zipf().skew())
    , m_baseMultiplexed(baseStep(m_batchMultiplexed))
    , m_dedicatedStep(baseStep(m_batchDedicated))
{
}

double EngineSkewModel::baseStep(double batch) const
{
    const Params &p = m_params;
    // A decode step reads the weights and every running request's KV cache...
    const double memory = (p.baseGb + batch * kvGbPerRequest(p)) / (p.hbmBandwidthTbps * 1e3);
    // ...and does 2 FLOPs per weight per request; whichever takes longer sets the step.
    const double compute = 2.0 * (p.baseGb / p.weightBytes) * batch / (p.computeTflops * 1e3);
    return (1.0 + p.engineOverhead) * std::max(memory, compute);
}

EnginePoint EngineSkewModel::at(std::int64_t adapters, double harmonic, bool alwaysHitRate) const
{
    const Params &p = m_params;
    EnginePoint e;
    e.batchMultiplexed = m_batchMultiplexed;
    e.batchDedicated = m_batchDedicated;
    e.baseStep = m_baseMultiplexed;
    e.dedicatedStep = m_dedicatedStep;
    const double batch = m_batchMultiplexed;
    const std::int64_t catalog = adapters;

    // Every distinct adapter of the batch is read once per step (grouped kernels); gather kernels read
    // it again for each further request that uses it.
    e.distinct = m_sums.distinct(1, catalog, catalog, harmonic);
    const double adapterSeconds = p.adapterCostFactor * p.adapterGb *
        (e.distinct + p.adapterRereadFactor * std::max(0.0, batch - e.distinct)) / (p.hbmBandwidthTbps * 1e3);

    // One adapter over the host link: its bytes, plus the engine's fixed cost of a load.
    const double transfer = p.adapterGb / p.linkBandwidthGbps + p.adapterLoadMs * 1e-3;
    const double hidden = p.overlap * m_baseMultiplexed; // what a step hides of host-link transfers
    const double capacity = static_cast<double>(m_capacity);
    if (p.poolPolicy == PoolPolicy::Pinned) {
        // The C most popular stay; the batch's other distinct adapters cross the link every step.
        e.linkAdapters =
            catalog > m_capacity ? m_sums.distinct(m_capacity + 1, catalog, catalog, harmonic) : 0.0;
        e.distinctResident = e.distinct - e.linkAdapters;
        e.hitRate = catalog > m_capacity ? m_sums.normaliser(m_capacity) / harmonic : 1.0;
    } else {
        // A request loads its adapter when it is admitted unless it is resident. The batch's own adapters
        // are resident whatever the pool (they are in use), so the pool holds at least those.
        e.distinctResident = e.distinct;
        const double pool = std::max(capacity, e.distinct);
        const double admissions = batch / p.outputTokens; // requests admitted per step
        if (static_cast<double>(catalog) <= pool) {
            e.hitRate = 1.0;
        } else if (alwaysHitRate || admissions * transfer > hidden) {
            const double start = alwaysHitRate ? 0.0 : m_trail.predict(catalog);
            const LruHitRate::Result lru = m_sums.isEmpirical()
                ? empiricalLruHitRate(m_sums, m_lru, catalog, harmonic, pool, start)
                : m_lru(catalog, harmonic, pool, start);
            if (!alwaysHitRate)
                m_trail.record(catalog, lru.scale);
            e.hitRate = lru.hit;
            e.linkAdapters = admissions * lru.miss;
        } else {
            // Even if every admission loaded its adapter the step would hide it: the capacity does not
            // depend on the hit rate, which is not computed.
            e.hitRate = 0.0;
            e.hitRateKnown = false;
            e.linkAdapters = admissions; // an upper bound, never shown
        }
    }
    e.linkSeconds = e.linkAdapters * transfer;
    const double stall = e.hitRateKnown ? std::max(0.0, e.linkSeconds - hidden) : 0.0;

    const double multiplexedStep = (1.0 + p.loraFixedOverhead) * m_baseMultiplexed + adapterSeconds + stall;
    e.capacityMultiplexed = batch / (p.outputTokens * multiplexedStep);
    e.capacityDedicated = m_batchDedicated / (p.outputTokens * m_dedicatedStep);

    // 1 + delta = capacity_dedicated / capacity_multiplexed = m (1 + phi + adapters/t + stall/t), with t
    // the multiplexed base step and m what the smaller batch alone costs.
    const double m = (m_batchDedicated / batch) * (m_baseMultiplexed / m_dedicatedStep);
    e.memory = m - 1.0;
    e.fixed = m * p.loraFixedOverhead;
    e.restream = m * adapterSeconds / m_baseMultiplexed;
    e.hostlink = m * stall / m_baseMultiplexed;
    return e;
}

} // namespace lorafleet
