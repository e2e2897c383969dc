// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/enginemodel.h"

#include "model/enginepresets.h"
#include "model/popularitylru.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr double kActivationBytes = 2.0; // 16-bit activations cross the link
constexpr int kMaxLatencySteps = 48;
constexpr double kMinimumKvShare = 0.1; // tensor_parallel = auto: the KV cache's least share of a GPU

// The batch a KV budget holds: whole requests, at most the engine's cap, at least one (when not even one
// fits, the memory bar says so; the figures stay finite).
double batchThatFits(const Params &params, int tp, double kvGb)
{
    const double cap = static_cast<double>(params.batch);
    const double perRequest = kvGbPerRequest(params, tp);
    if (!(perRequest > 0) || !params.engineAssumes(EngineAssumption::PoolKvSharing))
        return cap;
    return std::clamp(std::floor(std::max(0.0, kvGb) / perRequest), 1.0, cap);
}

// The model width d from its weights, 12 L d^2 for a dense transformer: sizes the attention's work and
// the all-reduce messages, where d enters alone.
double modelWidth(const Params &params)
{
    const double weights = params.baseGb * 1e9 / params.weightBytes;
    return std::sqrt(weights / (12.0 * static_cast<double>(params.layers)));
}

// The scenario with the assumptions the bridge switched off set back to the paper's where keys carry them
// (the KV reads, the pool's sharing with the KV cache and the capacity's scale are switched in the code).
Params withPaperAssumptions(const Params &params)
{
    Params p = params;
    if (!p.engineAssumes(EngineAssumption::EngineOverhead)) {
        p.engineOverhead = 0;
        p.computeOverhead = 0;
        p.engineStepMs = 0;
        p.engineLayerUs = 0;
    }
    if (!p.engineAssumes(EngineAssumption::LoraFixed))
        p.loraFixedOverhead = 0;
    if (!p.engineAssumes(EngineAssumption::AdapterReads)) {
        p.adapterCostFactor = 1;
        p.adapterRereadFactor = 0;
        p.adapterReadOverlap = 0;
    }
    if (!p.engineAssumes(EngineAssumption::AdmissionLoads)) {
        p.poolPolicy = PoolPolicy::Pinned;
        p.adapterLoadMs = 0;
        p.adapterSource = AdapterSource::Host;
    }
    if (!p.engineAssumes(EngineAssumption::Prefill)) {
        p.contextTokens = contextTokensUsed(params); // a request holds the same KV cache
        p.promptTokens = 0;
    }
    if (!p.engineAssumes(EngineAssumption::TensorParallel))
        p.tensorParallel = TensorParallel::One;
    if (!p.engineAssumes(EngineAssumption::ServiceTarget))
        p.serviceTarget = ServiceTarget::Throughput;
    return p;
}

} // namespace

ReplicaFigures replicaFigures(const EnginePoint &e, const Params &params)
{
    ReplicaFigures r;
    r.tensorParallel = e.tensorParallel;
    r.outputTokensPerSecondPerGpuDedicated = e.tokensPerSecondDedicated / e.tensorParallel;
    r.outputTokensPerSecondPerGpuMultiplexed = e.tokensPerSecondMultiplexed / e.tensorParallel;
    r.tpotMs = 1e3 * e.multiplexedStep;
    r.ttftMsP50 = 1e3 * e.ttftP50;
    r.ttftMsP95 = 1e3 * e.ttftP95;
    r.ttftMsP99 = 1e3 * e.ttftP99;
    r.ttftQueueIncluded = params.serviceTarget == ServiceTarget::Latency;
    r.utilisation = e.utilisation;
    r.latencyTargetMet = e.latencyTargetMet;
    r.binding = e.binding;
    const EnginePreset &preset = enginePreset(params.engine);
    r.bandLow = 1.0 + preset.heldOutErrorLow;
    r.bandHigh = 1.0 + preset.heldOutErrorHigh;
    r.bandFromOwnTables = preset.bandFromOwnTables;
    return r;
}

double kvGbPerToken(const Params &params, int tensorParallel)
{
    // The KV heads split over the GPUs; beyond the heads each GPU holds one head's share (replicated).
    const double split = std::min<double>(std::max(1, tensorParallel), static_cast<double>(params.kvHeads));
    return params.kvMbPerToken * 1e-3 / split;
}

double kvGbPerRequest(const Params &params, int tensorParallel)
{
    return contextTokensUsed(params) * kvGbPerToken(params, tensorParallel);
}

int tensorParallelUsed(const Params &params)
{
    if (const int given = tensorParallelCount(params.tensorParallel); given > 0)
        return given;
    // The fewest GPUs whose share of the weights leaves a tenth of each GPU's memory for the KV cache (the
    // pool and the KV reservation are then the scenario's to fit: the memory check says when they do not).
    for (const int tp : {1, 2, 4, 8})
        if (params.baseGb / tp + kMinimumKvShare * params.hbmGb <= params.hbmGb)
            return tp;
    return 8;
}

EngineSkewModel::EngineSkewModel(const Params &params, double skew, std::int64_t poolCapacity,
                                 std::int64_t tableSize, const Popularity &popularity)
    : m_params(withPaperAssumptions(params))
    , m_tp(tensorParallelUsed(m_params))
    , m_readTokens(kvReadTokens(m_params))
    , m_capacity(poolCapacity)
    // The pool and the KV cache share what the weights leave: a multiplexed GPU keeps its KV budget only
    // as far as the pool allows, a dedicated one (no pool) may use the pool's memory for KV cache.
    , m_batchKvMultiplexed(batchThatFits(
          m_params, m_tp, std::min(m_params.kvGb, m_params.hbmGb - m_params.baseGb / m_tp - m_params.poolGb)))
    , m_kvBudgetMultiplexed(
          std::min(m_params.kvGb, m_params.hbmGb - m_params.baseGb / m_tp - m_params.poolGb))
    , m_batchMultiplexed(batchWithinTpot(m_batchKvMultiplexed, true))
    , m_batchDedicated(batchWithinTpot(
          batchThatFits(m_params, m_tp,
                        std::min(m_params.kvGb + m_params.poolGb, m_params.hbmGb - m_params.baseGb / m_tp)),
          false))
    , m_tpotLowered(m_batchMultiplexed < m_batchKvMultiplexed)
    , m_sums(popularity, skew, m_params.adapters, static_cast<std::int64_t>(m_batchMultiplexed), tableSize)
    , m_lru(m_sums.zipf().skew())
    , m_baseMultiplexed(stepSeconds(m_batchMultiplexed))
    , m_dedicatedStep(stepSeconds(m_batchDedicated))
{
    if (m_params.serviceTarget == ServiceTarget::Latency) {
        m_queueMultiplexed.emplace(static_cast<int>(m_batchMultiplexed));
        m_queueDedicated.emplace(static_cast<int>(m_batchDedicated));
        bool met = true;
        m_capacityDedicated = latencyCapacity(*m_queueDedicated, m_dedicatedStep, 0.0, 0.0, met);
    } else {
        m_capacityDedicated = m_batchDedicated / (m_params.outputTokens * m_dedicatedStep);
    }
}

double EngineSkewModel::batchWithinTpot(double upTo, bool lora) const
{
    const Params &p = m_params;
    if (p.serviceTarget != ServiceTarget::Latency)
        return upTo;
    // The largest batch whose step meets the TPOT target, even were every request's adapter another (the
    // target never raises the batch).
    const double target = p.targetTpotMs * 1e-3;
    const double adapterRead = p.adapterCostFactor * p.adapterGb / m_tp / (p.hbmBandwidthTbps * 1e3);
    const auto fits = [&](double batch) {
        const double step = stepSeconds(batch);
        return (lora ? (1.0 + p.loraFixedOverhead) * step + adapterRead * batch : step) <= target;
    };
    if (fits(upTo))
        return upTo;
    double low = 1, high = upTo; // fits(1) may fail too: the batch stays 1, the target unmet
    while (high - low > 1) {
        const double middle = std::floor((low + high) / 2);
        (fits(middle) ? low : high) = middle;
    }
    return low;
}

EngineSkewModel::StepParts EngineSkewModel::stepParts(double batch) const
{
    const Params &p = m_params;
    const double tp = m_tp;
    const double layers = static_cast<double>(p.layers);
    const double width = modelWidth(p);
    // Chunked prefill: a step decodes one token of every running request and prefills the prompts of the
    // requests admitted meanwhile (batch / output_tokens of them a step).
    const double admitted = batch / p.outputTokens;
    const double tokens = batch + admitted * p.promptTokens;
    StepParts parts;
    // Each GPU reads its share of the weights and of every running request's KV cache: what a request holds
    // on average (its prompt and half its output), whatever the engine reserves for it at admission.
    const double kvRead = p.engineAssumes(EngineAssumption::KvRead) ? 1.0 : 0.0;
    const double bandwidth = p.hbmBandwidthTbps * 1e3;
    parts.weights = p.baseGb / tp / bandwidth;
    parts.kvCache = kvRead * batch * m_readTokens * kvGbPerToken(p, m_tp) / bandwidth;
    // 2 FLOPs per weight per token, and the attention (prompt: 2 L d P^2; decode: 4 L d context). The paper's
    // capacity is memory-bound at any batch: its compute side is not there.
    const double rate = p.engineAssumes(EngineAssumption::Capacity) ? tp * p.computeTflops * 1e12 : 0.0;
    if (rate > 0) {
        parts.matrix = 2.0 * (p.baseGb / p.weightBytes) * 1e9 * tokens / rate;
        parts.attention = (admitted * 2.0 * layers * width * p.promptTokens * p.promptTokens +
                           kvRead * batch * 4.0 * layers * width * m_readTokens) /
            rate;
    }
    // Two all-reduces a layer of every token's activations (ring: 2 (T - 1) / T of the message each way).
    if (m_tp > 1)
        parts.allReduce = 2.0 * layers *
            (p.allReduceUs * 1e-6 +
             2.0 * (tp - 1) / tp * tokens * width * kActivationBytes / (p.tpLinkGbps * 1e9));
    parts.fixed = p.engineStepMs * 1e-3 + p.engineLayerUs * 1e-6 * layers;
    return parts;
}

double EngineSkewModel::engineOwnSeconds(const StepParts &parts) const
{
    const Params &p = m_params;
    const double bare = std::max(parts.weights, parts.matrix) + parts.kvCache + parts.attention;
    const double withEngine =
        std::max((1.0 + p.engineOverhead) * parts.weights, (1.0 + p.computeOverhead) * parts.matrix) +
        (1.0 + p.engineOverhead) * parts.kvCache + (1.0 + p.computeOverhead) * parts.attention;
    return withEngine - bare + parts.fixed;
}

double EngineSkewModel::stepSeconds(double batch) const
{
    // The matrix products and the attention are separate kernels, one after the other: their times add.
    const StepParts parts = stepParts(batch);
    return std::max(parts.weights, parts.matrix) + parts.kvCache + parts.attention + engineOwnSeconds(parts) +
        parts.allReduce;
}

double EngineSkewModel::prefillSeconds() const
{
    const Params &p = m_params;
    const double flops = 2.0 * (p.baseGb / p.weightBytes) * 1e9 * p.promptTokens +
        2.0 * static_cast<double>(p.layers) * modelWidth(p) * p.promptTokens * p.promptTokens;
    return (1.0 + p.computeOverhead) * flops / m_tp / (p.computeTflops * 1e12);
}

double EngineSkewModel::adapterLoadSeconds() const
{
    const Params &p = m_params;
    double seconds = p.adapterGb / p.linkBandwidthGbps + p.adapterLoadMs * 1e-3;
    if (p.adapterSource == AdapterSource::Disk)
        seconds += p.adapterGb / p.diskBandwidthGbps;
    return seconds;
}

double EngineSkewModel::latencyCapacity(const SlotQueue &queue, double step, double loadSeconds,
                                        double missRate, bool &met) const
{
    const Params &p = m_params;
    const double slots = queue.places();
    const double firstToken = step + prefillSeconds(); // the step that runs the prompt
    const double service = firstToken + p.outputTokens * step; // a place is held this long
    const double target = p.targetTtftP95Ms * 1e-3;
    const auto ttftP95 = [&](double rho) {
        const double theta = slots * (1.0 - rho) / service;
        return firstToken +
            SlotQueue::quantile(0.95, queue.waitProbability(rho), theta, loadSeconds, missRate);
    };
    constexpr double kLeast = 1e-3; // a target no load meets: sized at this utilisation, said as unmet
    met = ttftP95(kLeast) <= target;
    double rho = kLeast;
    if (met) {
        // The TTFT grows with the load: the largest utilisation that meets the target, bracketed by one
        // that meets it (low) and one that does not (high). The TTFT grows like 1 / (1 - rho), so in
        // log(1 - rho) and log(TTFT) the curve is nearly straight: regula falsi there, with the Illinois
        // step (the end that stays halves its weight), takes a few evaluations where bisection took thirty,
        // and every point of every plotted curve solves one (the time bound of issue 26).
        double low = kLeast, high = 1.0 - 1e-6;
        const auto excess = [&](double r) { return std::log(ttftP95(r) / target); };
        double lowExcess = excess(low);
        double highExcess = excess(high);
        if (highExcess <= 0)
            low = high;
        int side = 0; // which end moved last: -1 low, +1 high
        for (int i = 0; i < kMaxLatencySteps && high - low > 1e-9; ++i) {
            const double lowSlack = std::log1p(-low);
            const double highSlack = std::log1p(-high);
            double slack = lowSlack - lowExcess * (highSlack - lowSlack) / (highExcess - lowExcess);
            double next = -std::expm1(slack);
            // A step that would land on an end, or outside, bisects instead.
            if (!(next > low && next < high))
                next = 0.5 * (low + high);
            const double at = excess(next);
            if (at <= 0) {
                low = next;
                lowExcess = at;
                if (side == -1)
                    highExcess *= 0.5;
                side = -1;
            } else {
                high = next;
                highExcess = at;
                if (side == 1)
                    lowExcess *= 0.5;
                side = 1;
            }
            if (at == 0)
                break;
        }
        rho = low;
    }
    return rho * slots / service;
}

EnginePoint EngineSkewModel::at(std::int64_t adapters, double harmonic, bool alwaysHitRate,
                                std::optional<double> routedHitRate) const
{
    const Params &p = m_params;
    const bool latency = m_queueMultiplexed.has_value();
    // A series walks K upwards: its hit rates start from the trail's prediction (the figures' from scratch).
    const bool fromTrail = !alwaysHitRate;
    if (latency)
        alwaysHitRate = true; // the loads enter the TTFT
    EnginePoint e;
    e.tensorParallel = m_tp;
    e.batchDedicated = m_batchDedicated;
    e.dedicatedStep = m_dedicatedStep;
    double batch = m_batchMultiplexed;
    double baseStep = m_baseMultiplexed;
    const std::int64_t catalog = adapters;

    // Every distinct adapter of the batch is read once per step (grouped kernels); gather kernels read
    // it again for each further request that uses it. Where the kernels overlap the reads with the
    // engine's own time per step, only what exceeds it costs.
    e.distinct = m_sums.distinct(1, catalog, catalog, harmonic);
    if (!enginePreset(p.engine).capsAdaptersPerBatch && p.engineAssumes(EngineAssumption::PoolKvSharing)) {
        // The batch's adapters are resident while they run: beyond the pool they take KV memory (S-LoRA's
        // unified pool), so the batch shrinks until both fit. E(b) is taken as E(b0) b / b0 (exact when
        // every request's adapter is another; an upper bound on the shrinking otherwise).
        const double perRequest = kvGbPerRequest(p, m_tp);
        const double distinctPerRequest = e.distinct / batch;
        const double adapterPerGpu = p.adapterGb / m_tp;
        if (perRequest > 0 && distinctPerRequest * batch * adapterPerGpu > p.poolGb) {
            // b r + (d b a - P) = V: the batch whose KV cache and adapters beyond the pool fill the budget.
            const double fits =
                (m_kvBudgetMultiplexed + p.poolGb) / (perRequest + distinctPerRequest * adapterPerGpu);
            batch = std::clamp(std::floor(fits), 1.0, m_batchMultiplexed);
        }
        if (batch < m_batchMultiplexed) {
            e.distinct = distinctPerRequest * batch;
            baseStep = stepSeconds(batch);
        }
    }
    e.batchMultiplexed = batch;
    e.baseStep = baseStep;
    double readAdapters = e.distinct + p.adapterRereadFactor * std::max(0.0, batch - e.distinct);
    if (!p.engineAssumes(EngineAssumption::AdapterReads) && catalog > m_capacity) {
        // The paper's re-stream term: the resident adapters alone, as if the pool's C were the catalog.
        const double pool = m_capacity > 0
            ? m_sums.distinct(1, m_capacity, m_capacity, m_sums.normaliser(m_capacity))
            : 0.0; // no pool: nothing resident is re-read (MODEL.md item 5)
        readAdapters = pool * batch / m_batchMultiplexed;
    }
    const double reads = p.adapterCostFactor * p.adapterGb / m_tp * readAdapters / (p.hbmBandwidthTbps * 1e3);
    const StepParts parts = stepParts(batch);
    const double engineOwn = engineOwnSeconds(parts);
    const double adapterSeconds = std::max(0.0, reads - p.adapterReadOverlap * engineOwn);

    // One adapter over the host link: its bytes, plus the engine's fixed cost of a load.
    const double transfer = adapterLoadSeconds();
    const double hidden = p.overlap * baseStep; // what a step hides of host-link transfers
    const double capacity = static_cast<double>(m_capacity);
    double missRate = 0; // of admissions, waiting for a load (the pinned pool streams instead)
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
        if (routedHitRate) {
            // A replica of a routed fleet (applyFleetRouting(), model/fleetrouting.cpp): its hit rate comes
            // from the fleet's.
            e.hitRate = std::clamp(*routedHitRate, 0.0, 1.0);
            missRate = 1.0 - e.hitRate;
            e.linkAdapters = admissions * missRate;
        } else if (static_cast<double>(catalog) <= pool) {
            e.hitRate = 1.0;
        } else if (alwaysHitRate || admissions * transfer > hidden) {
            const double start = fromTrail ? m_trail.predict(catalog) : 0.0;
            const LruHitRate::Result lru = m_sums.isEmpirical()
                ? empiricalLruHitRate(m_sums, m_lru, catalog, harmonic, pool, start)
                : m_lru(catalog, harmonic, pool, start);
            if (fromTrail)
                m_trail.record(catalog, lru.scale);
            e.hitRate = lru.hit;
            e.linkAdapters = admissions * lru.miss;
            missRate = lru.miss;
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

    const double multiplexedStep = (1.0 + p.loraFixedOverhead) * baseStep + adapterSeconds + stall;
    e.multiplexedStep = multiplexedStep;
    e.tokensPerSecondMultiplexed = batch / multiplexedStep;
    e.tokensPerSecondDedicated = m_batchDedicated / m_dedicatedStep;
    e.capacityDedicated = m_capacityDedicated;
    const double firstToken = multiplexedStep + prefillSeconds();
    // In a routed fleet the loads of one replica are serialized: a miss waits for the loads before it.
    // The loader is busy linkSeconds of every step; its mean wait is Pollaczek-Khinchine's for fixed load
    // times, u L / (2 (1 - u)), added to each miss (u capped at 0.999: the cliff, finite).
    double missDelay = transfer;
    if (routedHitRate && multiplexedStep > 0) {
        const double busy = std::clamp(e.linkSeconds / multiplexedStep, 0.0, 0.999);
        missDelay = transfer * (1.0 + busy / (2.0 * (1.0 - busy)));
        e.loaderUtilisation = busy;
    }
    if (latency) {
        e.capacityMultiplexed =
            latencyCapacity(*m_queueMultiplexed, multiplexedStep, missDelay, missRate, e.latencyTargetMet);
        const double service = firstToken + p.outputTokens * multiplexedStep;
        e.utilisation = e.capacityMultiplexed * service / batch;
        const double theta = batch * (1.0 - e.utilisation) / service;
        const double waits = m_queueMultiplexed->waitProbability(e.utilisation);
        e.ttftP50 = firstToken + SlotQueue::quantile(0.5, waits, theta, missDelay, missRate);
        e.ttftP95 = firstToken + SlotQueue::quantile(0.95, waits, theta, missDelay, missRate);
        e.ttftP99 = firstToken + SlotQueue::quantile(0.99, waits, theta, missDelay, missRate);
    } else {
        // Saturated, as benchmarks run: the queue has no bound, so the TTFT is its service part alone.
        e.capacityMultiplexed = batch / (p.outputTokens * multiplexedStep);
        e.ttftP50 = firstToken + SlotQueue::quantile(0.5, 0.0, 0.0, missDelay, missRate);
        e.ttftP95 = firstToken + SlotQueue::quantile(0.95, 0.0, 0.0, missDelay, missRate);
        e.ttftP99 = firstToken + SlotQueue::quantile(0.99, 0.0, 0.0, missDelay, missRate);
    }

    if (!p.engineAssumes(EngineAssumption::Capacity)) {
        // The paper's capacity: Q at batch 32, scaled by what the other assumptions change in the step
        // against the bare roofline (b requests, the weights read once per output token).
        const double paper =
            p.gpuRequestsPerMonth * static_cast<double>(p.batch) / 32.0 / (3600.0 * p.hoursPerMonth);
        const double roofline =
            static_cast<double>(p.batch) / (p.outputTokens * p.baseGb / (p.hbmBandwidthTbps * 1e3));
        e.capacityDedicated *= paper / roofline;
        e.capacityMultiplexed *= paper / roofline;
    }

    // 1 + delta = capacity_dedicated / capacity_multiplexed = m (1 + phi + adapters/t + stall/t), with t
    // the multiplexed base step and m what the smaller batch alone costs.
    const double m = (m_batchDedicated / batch) * (baseStep / m_dedicatedStep);
    e.memory = m - 1.0;
    e.fixed = m * p.loraFixedOverhead;
    e.restream = m * adapterSeconds / baseStep;
    e.hostlink = m * stall / baseStep;
    if (latency) {
        // At a latency target the capacities are the loads that meet it: the causes keep their shares of
        // the step, and what the loads' waits add is the host link's.
        const double onePlusDelta = e.capacityDedicated / e.capacityMultiplexed;
        if (e.total() > 0 && onePlusDelta - 1.0 < e.total()) {
            const double scale = std::max(0.0, onePlusDelta - 1.0) / e.total();
            e.memory *= scale;
            e.fixed *= scale;
            e.restream *= scale;
            e.hostlink *= scale;
        } else {
            e.hostlink += onePlusDelta - 1.0 - e.total();
        }
    }

    // Which limit binds (docs/model.md): at a latency target the TPOT where it lowered the batch, else
    // the TTFT; saturated, compute where the step is compute-bound, else what caps the batch.
    if (latency) {
        e.binding = m_tpotLowered ? BindingLimit::Tpot : BindingLimit::Ttft;
    } else {
        if ((1.0 + p.computeOverhead) * parts.compute() > (1.0 + p.engineOverhead) * parts.memory())
            e.binding = BindingLimit::Compute;
        else if (batch >= static_cast<double>(p.batch))
            e.binding = BindingLimit::BatchCap;
        else if (batch <= 1)
            e.binding = BindingLimit::HbmBandwidth;
        else
            e.binding = BindingLimit::KvMemory;
    }
    return e;
}

} // namespace lorafleet
