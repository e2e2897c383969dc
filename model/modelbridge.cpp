// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/modelbridge.h"

#include "model/enginemodel.h"
#include "model/fleetmodel.h"

#include <bit>
#include <cmath>
#include <vector>

namespace lorafleet {

namespace {

// Whether switching the assumption can change anything in this scenario; one that cannot is a null player
// (Shapley delta 0, the others' unchanged) and is left out of the orders, which halves the work each time.
bool canMatter(const Params &params, EngineAssumption assumption)
{
    switch (assumption) {
    case EngineAssumption::EngineOverhead:
        return params.engineOverhead > 0 || params.computeOverhead > 0 || params.engineStepMs > 0 ||
            params.engineLayerUs > 0;
    case EngineAssumption::LoraFixed:
        return params.loraFixedOverhead > 0;
    case EngineAssumption::AdmissionLoads:
        return params.poolPolicy != PoolPolicy::Pinned || params.adapterLoadMs > 0 ||
            params.adapterSource != AdapterSource::Host;
    case EngineAssumption::Prefill:
        return params.promptTokens > 0;
    case EngineAssumption::TensorParallel:
        return tensorParallelUsed(params) > 1;
    case EngineAssumption::ServiceTarget:
        return params.serviceTarget != ServiceTarget::Throughput;
    case EngineAssumption::KvRead:
        return params.kvMbPerToken > 0;
    case EngineAssumption::Capacity:
    case EngineAssumption::AdapterReads:
    case EngineAssumption::PoolKvSharing:
        return true;
    }
    return true;
}

} // namespace

std::string_view engineAssumptionKey(EngineAssumption assumption)
{
    static constexpr std::array<std::string_view, kEngineAssumptionCount> keys{
        "capacity",        "kv_read",         "engine_overhead", "lora_fixed",      "adapter_reads",
        "admission_loads", "pool_kv_sharing", "prefill",         "tensor_parallel", "service_target"};
    return keys[static_cast<std::size_t>(assumption)];
}

ModelBridge modelBridge(const Params &params)
{
    ModelBridge bridge;
    Params paper = params;
    paper.model = ModelKind::Paper;
    paper.engineAssumptionsOff = 0;
    Params engine = params;
    engine.model = ModelKind::Engine;
    engine.engineAssumptionsOff = 0;
    bridge.paper = evaluate(paper, FleetDetail::PlanCost).costHybridPerMonth;
    bridge.engine = evaluate(engine, FleetDetail::PlanCost).costHybridPerMonth;
    for (int i = 0; i < kEngineAssumptionCount; ++i)
        bridge.steps[static_cast<std::size_t>(i)].assumption = static_cast<EngineAssumption>(i);

    std::vector<int> players; // the assumptions that can matter, by EngineAssumption index
    for (int i = 0; i < kEngineAssumptionCount; ++i)
        if (canMatter(engine, static_cast<EngineAssumption>(i)))
            players.push_back(i);
    const int n = static_cast<int>(players.size());
    const unsigned everyone = (1u << n) - 1;

    // v(S): the engine model's cost with the assumptions of S on and the others the paper's. The empty set
    // is the paper's model itself and the full set the engine's (the engine model with everything off
    // equals the paper's to rounding: tst_modelbridge checks it).
    std::vector<double> cost(std::size_t(1) << n);
    for (unsigned subset = 0; subset <= everyone; ++subset) {
        if (subset == 0 || subset == everyone) {
            cost[subset] = subset == 0 ? bridge.paper : bridge.engine;
            continue;
        }
        Params switched = engine;
        switched.engineAssumptionsOff = 0;
        for (int j = 0; j < n; ++j)
            if ((subset & (1u << j)) == 0)
                switched.engineAssumptionsOff |= 1u
                    << static_cast<unsigned>(players[static_cast<std::size_t>(j)]);
        cost[subset] = evaluate(switched, FleetDetail::PlanCost).costHybridPerMonth;
    }
    bridge.evaluations = static_cast<int>(cost.size());

    // Shapley: delta_i = sum over S without i of |S|! (n - |S| - 1)! / n! (v(S + i) - v(S)), the weight
    // being 1 / (n binomial(n - 1, |S|)).
    std::vector<double> weight(static_cast<std::size_t>(n));
    for (int size = 0; size < n; ++size) {
        double binomial = 1.0;
        for (int k = 1; k <= size; ++k)
            binomial = binomial * double(n - 1 - size + k) / double(k);
        weight[static_cast<std::size_t>(size)] = 1.0 / (double(n) * binomial);
    }
    for (int j = 0; j < n; ++j) {
        const unsigned player = 1u << j;
        double delta = 0;
        for (unsigned subset = 0; subset <= everyone; ++subset)
            if ((subset & player) == 0)
                delta += weight[static_cast<std::size_t>(std::popcount(subset))] *
                    (cost[subset | player] - cost[subset]);
        bridge.steps[static_cast<std::size_t>(players[static_cast<std::size_t>(j)])].delta = delta;
    }
    // The rounding of the sums goes to the last step that moves, so the steps add up to the difference.
    for (int j = n - 1; j >= 0; --j) {
        BridgeStep &last = bridge.steps[static_cast<std::size_t>(players[static_cast<std::size_t>(j)])];
        if (last.delta == 0 && j > 0)
            continue;
        double others = 0;
        for (const BridgeStep &step : bridge.steps)
            if (&step != &last)
                others += step.delta;
        last.delta = (bridge.engine - bridge.paper) - others;
        break;
    }
    return bridge;
}

} // namespace lorafleet
