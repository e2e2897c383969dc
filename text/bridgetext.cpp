// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/bridgetext.h"

#include "text/format.h"

namespace lorafleet {

QString BridgeTexts::assumptionName(EngineAssumption assumption)
{
    switch (assumption) {
    case EngineAssumption::Capacity:
        return tr("Capacity from the GPU's own roofline, not Q");
    case EngineAssumption::KvRead:
        return tr("Reading the KV cache every step");
    case EngineAssumption::EngineOverhead:
        return tr("The engine's own time per step");
    case EngineAssumption::LoraFixed:
        return tr("Fixed cost of the LoRA kernels");
    case EngineAssumption::AdapterReads:
        return tr("How the engine reads the batch's adapters");
    case EngineAssumption::AdmissionLoads:
        return tr("Adapters loaded when a request is admitted");
    case EngineAssumption::PoolKvSharing:
        return tr("The pool and the KV cache share memory");
    case EngineAssumption::Prefill:
        return tr("Prefilling the prompts");
    case EngineAssumption::TensorParallel:
        return tr("Tensor parallelism");
    case EngineAssumption::ServiceTarget:
        return tr("Headroom for the latency targets");
    }
    return {};
}

QString BridgeTexts::assumptionShortName(EngineAssumption assumption)
{
    switch (assumption) {
    case EngineAssumption::Capacity:
        return tr("the GPU's roofline");
    case EngineAssumption::KvRead:
        return tr("KV reads");
    case EngineAssumption::EngineOverhead:
        return tr("engine overhead");
    case EngineAssumption::LoraFixed:
        return tr("LoRA kernels");
    case EngineAssumption::AdapterReads:
        return tr("adapter reads");
    case EngineAssumption::AdmissionLoads:
        return tr("adapter loads");
    case EngineAssumption::PoolKvSharing:
        return tr("pool and KV sharing");
    case EngineAssumption::Prefill:
        return tr("prefill");
    case EngineAssumption::TensorParallel:
        return tr("tensor parallelism");
    case EngineAssumption::ServiceTarget:
        return tr("latency headroom");
    }
    return {};
}

QString BridgeTexts::assumptionMeaning(EngineAssumption assumption)
{
    switch (assumption) {
    case EngineAssumption::Capacity:
        return tr("The paper takes a GPU's requests per month as the constant Q; the engine model derives "
                  "them from the GPU's memory bandwidth and compute.");
    case EngineAssumption::KvRead:
        return tr("Each decode step reads every running request's KV cache besides the weights.");
    case EngineAssumption::EngineOverhead:
        return tr("Scheduling, sampling and kernels below the roofline, as measured for the engine.");
    case EngineAssumption::LoraFixed:
        return tr("Any step that runs LoRA kernels pays a fixed share of a base step.");
    case EngineAssumption::AdapterReads:
        return tr("The engine's kernels read each adapter of the batch at their measured cost, not at its "
                  "bytes alone.");
    case EngineAssumption::AdmissionLoads:
        return tr("A request whose adapter is not resident loads it when admitted, with the engine's fixed "
                  "load time.");
    case EngineAssumption::PoolKvSharing:
        return tr("The batch is what the KV cache beside the pool holds; a dedicated GPU uses the pool's "
                  "memory for KV cache.");
    case EngineAssumption::Prefill:
        return tr("The prompts' tokens are computed in the same steps as the decode.");
    case EngineAssumption::TensorParallel:
        return tr("A replica of several GPUs splits the weights and pays all-reduces between them.");
    case EngineAssumption::ServiceTarget:
        return tr("The fleet runs below saturation so that time to first token and per output token meet "
                  "their targets.");
    }
    return {};
}

QString BridgeTexts::summary(const ModelBridge &bridge)
{
    return tr("Why the models differ: %1 in the paper's model, %2 in the engine model.")
        .arg(format::moneyPerMonth(bridge.paper), format::moneyPerMonth(bridge.engine));
}

} // namespace lorafleet
