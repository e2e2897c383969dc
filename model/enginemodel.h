// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/lruhitrate.h"
#include "model/params.h"
#include "model/popularitysums.h"

#include <cstdint>
#include <optional>

namespace lorafleet {

// The engine model of docs/model.md at one catalog size: what one GPU serves when a real multi-LoRA
// engine decodes a batch. Times in seconds, sizes in GB.
struct EnginePoint
{
    double batchMultiplexed = 0; // requests per step on the multiplexed GPU: the batch its KV cache holds
    double batchDedicated = 0; // the same on a dedicated GPU, whose pool memory holds KV cache
    double distinct = 0; // E(K, s, b): distinct adapters in a multiplexed batch, each read every step
    double distinctResident = 0; // of those, the ones resident in the pool (all of them under lru)
    double linkAdapters = 0; // adapters crossing the host link per step: pinned D_out, lru loads
    double hitRate = 1; // fraction of admitted requests whose adapter is resident
    bool hitRateKnown = true; // false when it was not needed (it cannot change the capacity) and skipped
    double baseStep = 0; // (1 + epsilon) max(memory, compute) of a base step at the multiplexed batch
    double dedicatedStep = 0; // the same at the dedicated batch: a dedicated GPU's step
    double linkSeconds = 0; // host-link time per step
    double capacityMultiplexed = 0; // requests per second
    double capacityDedicated = 0; // requests per second
    // The overhead of multiplexing, capacity_dedicated / capacity_multiplexed - 1, split by cause:
    double fixed = 0; // LoRA kernels at all
    double restream = 0; // reading the batch's adapters
    double hostlink = 0; // host-link transfers the step cannot hide
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
    EnginePoint at(std::int64_t adapters, double harmonic, bool alwaysHitRate = true) const;

    const PopularitySums &sums() const { return m_sums; }

private:
    double baseStep(double batch) const; // (1 + epsilon) max(memory, compute), seconds

    Params m_params;
    std::int64_t m_capacity;
    double m_batchMultiplexed;
    double m_batchDedicated;
    PopularitySums m_sums;
    LruHitRate m_lru; // at the skew, or the empirical tail's
    double m_baseMultiplexed;
    double m_dedicatedStep;
    // The plotted series ask for K in increasing order: the last LRU solves start the next one.
    mutable LruScaleTrail m_trail;
};

// KV-cache gigabytes of one running request: context_tokens times kv_mb_per_token.
double kvGbPerRequest(const Params &params);

} // namespace lorafleet
