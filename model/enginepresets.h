// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/paramkinds.h"

#include <string_view>
#include <vector>

namespace lorafleet {

// One serving engine's measured constants (docs/model.md, "Engine presets"): fitted once on the
// training tables of resources/validation/ and shipped; the held-out tables only measure them.
struct EnginePreset
{
    EngineKind engine;
    std::string_view label; // "vLLM"
    double engineOverhead; // epsilon: the engine's time per step in proportion to the roofline step
    double computeOverhead; // epsilon_c: its compute time beyond the FLOPs at the GPU's rate
    double engineStepMs; // tau: its fixed time per step, ms
    double engineLayerUs; // tau_L: its fixed time per layer and step, microseconds
    double allReduceUs; // alpha: one all-reduce's fixed time between a replica's GPUs, microseconds
    double loraFixedOverhead; // phi
    double adapterCostFactor; // f
    double adapterRereadFactor; // gamma: 1 where the kernels gather (re-read) an adapter per request
    double adapterReadOverlap; // fraction of the engine's own time that hides adapter reads
    double adapterLoadMs; // the engine's fixed time per adapter load
    // Where phi comes from: a LoRA-on / LoRA-off pair of this engine, or the nearest kernel family's.
    std::string_view fixedLoraCostSource;
    // Whether the batch's distinct adapters are capped (vLLM's max_loras: the batch waits) rather than
    // taking KV memory beyond the pool.
    bool capsAdaptersPerBatch;
    // Whether admission reserves KV cache for a request's whole length (prompt and every output token) rather
    // than paging it in as the request grows.
    bool reservesFullLength;
    // The q10 and q90 of this preset's signed held-out errors on absolute throughput (predicted /
    // measured - 1), or of every preset's where it has no held-out table: a capacity's band.
    double heldOutErrorLow;
    double heldOutErrorHigh;
    bool bandFromOwnTables; // false: the band is every preset's (this engine has no held-out table)
};

const std::vector<EnginePreset> &enginePresets();
const EnginePreset &enginePreset(EngineKind engine);
} // namespace lorafleet
