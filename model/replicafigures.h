// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace lorafleet {

// What stops a replica from serving more (engine model; docs/model.md, "Which limit binds").
enum class BindingLimit { KvMemory, HbmBandwidth, Compute, Tpot, Ttft, BatchCap };
// "kv_memory", "hbm_bandwidth", "compute", "tpot", "ttft", "batch_cap"
std::string_view bindingLimitKey(BindingLimit limit);

// The engine model's figures of one replica at the current K (docs/model.md); zero in the paper's.
struct ReplicaFigures
{
    int tensorParallel = 1; // GPUs per replica (tensor_parallel, or what auto chose)
    double outputTokensPerSecondPerGpuDedicated = 0; // a dedicated replica, saturated, per GPU
    double outputTokensPerSecondPerGpuMultiplexed = 0; // a multiplexed replica at the current K, per GPU
    double tpotMs = 0; // time per output token on a multiplexed replica
    double ttftMsP50 = 0; // time to first token: prefill, the queue at the sizing load, adapter loads
    double ttftMsP95 = 0;
    double ttftMsP99 = 0;
    bool ttftQueueIncluded = false; // false when saturated (service_target = throughput): no queue bound
    double utilisation = 1; // of a multiplexed replica's running places, as sized
    bool latencyTargetMet = true; // service_target = latency: false when no load meets the TTFT target
    BindingLimit binding = BindingLimit::KvMemory;
    // The band the engine preset's held-out errors imply: a figure times (1 + q10) ... (1 + q90).
    double bandLow = 1;
    double bandHigh = 1;
    bool bandFromOwnTables = false; // false: every preset's held-out errors (this engine has none)
};

} // namespace lorafleet
