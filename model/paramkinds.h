// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The kinds a scenario's choice keys take (model/params.h), apart so that the engine presets can name an
// engine without the parameters.
namespace lorafleet {

// Which model draws the figures: the paper's equations (shared/MODEL.md) or the engine model
// (docs/model.md), validated against measured multi-LoRA servers.
enum class ModelKind { Paper, Engine };
// How the adapter pool chooses its residents (engine model): the C most popular stay and the rest cross
// the host link every step (the paper), or an adapter is loaded once when a request for it is admitted
// and the least recently used one leaves.
enum class PoolPolicy { Pinned, Lru };
// The serving engine whose measured constants the engine model uses (model/enginepresets.h).
enum class EngineKind { Vllm, Sglang, Trtllm, Slora, Punica };
// GPUs per replica: the smallest that holds the weights and a minimum KV cache, or a given count.
enum class TensorParallel { Auto, One, Two, Four, Eight };
// What a fleet is sized for: saturated throughput, as benchmarks run, or TTFT and TPOT targets.
enum class ServiceTarget { Throughput, Latency };
// Where a missing adapter is loaded from.
enum class AdapterSource { Host, Disk };
// How a fleet of replicas routes requests (docs/model.md, "Fleets and routing"): by load alone (every
// replica sees the whole catalog), by adapter (each adapter hashed to one replica), or by adapter with the
// popular ones on several replicas in proportion to their demand (Dynamo's allocation rule).
enum class Routing { LoadBalanced, Affinity, Replicated };
// The engine model's assumptions beyond the paper's (docs/model.md, "Why the models differ"): each can be
// switched back to the paper's, which the bridge from one model's cost to the other's does. In the order
// `lorafleet explain` lists them.
enum class EngineAssumption {
    Capacity, // the GPU's capacity from its own roofline, not the constant Q
    KvRead, // each step reads (and attends over) every running request's KV cache
    EngineOverhead, // the engine's own time per step: epsilon, epsilon_c, tau
    LoraFixed, // any step with LoRA kernels pays phi
    AdapterReads, // the engine's reads of the batch's adapters (f, gamma, overlap), not rho E(min(K, C))
    AdmissionLoads, // adapters loaded per admission (the scenario's pool policy, load time, source)
    PoolKvSharing, // the batch is what the KV memory beside the pool holds, not b on both sides
    Prefill, // prompts prefilled in the steps (chunked prefill)
    TensorParallel, // replicas of several GPUs
    ServiceTarget, // sized for latency targets rather than saturated
};
constexpr int kEngineAssumptionCount = 10;

} // namespace lorafleet
