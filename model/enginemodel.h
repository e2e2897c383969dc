// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/lruhitrate.h"
#include "model/params.h"
#include "model/popularitysums.h"
#include "model/replicafigures.h"
#include "model/servicequeue.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace lorafleet {

// The engine model of docs/model.md at one catalog size: what one replica (tensor_parallel GPUs) serves
// when a real multi-LoRA engine prefills and decodes. Times in seconds, sizes in GB.
struct EnginePoint
{
    int tensorParallel = 1; // GPUs per replica
    double batchMultiplexed = 0; // running requests on a multiplexed replica
    double batchDedicated = 0; // the same on a dedicated replica, whose pool memory holds KV cache
    double distinct = 0; // E(K, s, b): distinct adapters in a multiplexed batch, each read every step
    double distinctResident = 0; // of those, the ones resident in the pool (all of them under lru)
    double linkAdapters = 0; // adapters crossing the host link per step: pinned D_out, lru loads
    double hitRate = 1; // fraction of admitted requests whose adapter is resident
    bool hitRateKnown = true; // false when it was not needed (it cannot change the capacity) and skipped
    double baseStep = 0; // a base (no LoRA) step at the multiplexed batch
    double dedicatedStep = 0; // a dedicated replica's step
    double multiplexedStep = 0; // the multiplexed replica's step: the time per output token
    double linkSeconds = 0; // host-link time per step
    double capacityMultiplexed = 0; // requests per second per replica, at the service target
    double capacityDedicated = 0; // requests per second per replica
    double tokensPerSecondMultiplexed = 0; // output tokens per second per replica, saturated
    double tokensPerSecondDedicated = 0;
    double ttftP50 = 0; // multiplexed replica, at its sizing utilisation (throughput: queue left out)
    double ttftP95 = 0;
    double ttftP99 = 0;
    double loaderUtilisation = 0; // routed fleets: fraction of the time a replica's adapter loader is busy
    double utilisation = 1; // of the multiplexed replica's running places, as sized
    BindingLimit binding = BindingLimit::KvMemory;
    bool latencyTargetMet = true; // latency target: false when no load meets it (sized at a token load)
    // The overhead of multiplexing, capacity_dedicated / capacity_multiplexed - 1, split by cause:
    double fixed = 0; // LoRA kernels at all
    double restream = 0; // reading the batch's adapters
    double hostlink = 0; // host-link transfers the step cannot hide (and, at a latency target, loads)
    double memory = 0; // the smaller batch the pool's memory leaves for KV cache
    double total() const { return restream + hostlink + fixed + memory; }
};

// The engine model for one scenario and one skew, at any catalog size; a few microseconds per K (plus
// the LRU hit rate where it matters, a few more).
class EngineSkewModel
{
public:
    // poolCapacity: C of the scenario; tableSize: as for ZipfSums. popularity: Zipf(skew), or the scenario's
    // empirical shares (then skew is unused).
    EngineSkewModel(const Params &params, double skew, std::int64_t poolCapacity, std::int64_t tableSize,
                    const Popularity &popularity = {});

    // harmonic = H(K, s) (the popularity's normaliser W(K)). With alwaysHitRate false, the LRU hit rate is
    // skipped where it cannot change the capacity (the plotted series); evaluate() always asks for it.
    // routedHitRate: a replica of a routed fleet (applyFleetRouting() in model/fleetmodel.h), whose LRU
    // pool's hit rate is the fleet's and whose loads queue behind each other; not given, the model's own
    // (load-balanced) replica.
    EnginePoint at(std::int64_t adapters, double harmonic, bool alwaysHitRate = true,
                   std::optional<double> routedHitRate = std::nullopt) const;

    const PopularitySums &sums() const { return m_sums; }

private:
    // One step's parts on each GPU of a replica, seconds at the GPU's rates (docs/model.md, "A request's
    // whole life"): the matrix products read the weights or run their FLOPs, whichever is longer; the
    // attention reads the KV cache and runs its own FLOPs after them; the engine adds its share of each and
    // its fixed time.
    struct StepParts
    {
        double weights = 0; // reading this GPU's share of the weights
        double kvCache = 0; // reading the running requests' KV cache (what they hold now, not reserve)
        double matrix = 0; // the weights' FLOPs over every token of the step (decode and chunked prefill)
        double attention = 0; // the attention's FLOPs (prompts and decodes)
        double allReduce = 0; // between the replica's GPUs
        double fixed = 0; // the engine's fixed time: per step and per layer
        double memory() const { return weights + kvCache; }
        double compute() const { return matrix + attention; }
    };
    StepParts stepParts(double batch) const;
    // What the engine adds to the parts' bare times (epsilon, epsilon_c, and the fixed time).
    double engineOwnSeconds(const StepParts &parts) const;
    double stepSeconds(double batch) const; // a base step: the parts with the engine's own time
    double batchWithinTpot(double upTo, bool lora) const; // upTo unless a TPOT target lowers it
    double prefillSeconds() const; // the extra compute of one request's prompt
    double adapterLoadSeconds() const;
    // Requests per second one replica of `slots` places serves with its TTFT p95 within the target.
    double latencyCapacity(const SlotQueue &queue, double step, double loadSeconds, double missRate,
                           bool &met) const;

    Params m_params;
    int m_tp;
    double m_readTokens; // what it holds on average, read every step
    std::int64_t m_capacity;
    double m_batchKvMultiplexed; // what the KV cache holds, before the cap and the TPOT target
    double m_kvBudgetMultiplexed; // GB of KV cache a multiplexed GPU holds
    double m_batchMultiplexed;
    double m_batchDedicated;
    bool m_tpotLowered = false;
    PopularitySums m_sums;
    LruHitRate m_lru; // at the skew, or the empirical tail's
    double m_baseMultiplexed;
    double m_dedicatedStep;
    std::optional<SlotQueue> m_queueMultiplexed; // latency target only
    std::optional<SlotQueue> m_queueDedicated;
    double m_capacityDedicated = 0;
    // The plotted series ask for K in increasing order: the last LRU solves start the next one.
    mutable LruScaleTrail m_trail;
};

// The replica's figures evaluate() reports, with the engine preset's band.
ReplicaFigures replicaFigures(const EnginePoint &point, const Params &params);

// KV-cache gigabytes one token takes on each GPU of a replica of `tensorParallel` GPUs.
double kvGbPerToken(const Params &params, int tensorParallel = 1);
// KV-cache gigabytes one running request reserves on each GPU of such a replica (contextTokensUsed()).
double kvGbPerRequest(const Params &params, int tensorParallel = 1);
// GPUs per replica: tensor_parallel, or for auto the fewest of 1, 2, 4, 8 whose share of the weights
// leaves a tenth of each GPU's memory for the KV cache (8 when none does).
int tensorParallelUsed(const Params &params);

} // namespace lorafleet
