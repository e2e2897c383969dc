// SPDX-License-Identifier: GPL-3.0-or-later
// The choices' names (model, engine, tensor_parallel, ...) and the values derived from them.
#include "model/params.h"

#include "model/enginepresets.h"
#include "model/replicafigures.h"

#include <string>
#include <type_traits>
#include <utility>
#include <variant>

namespace lorafleet {

namespace {

// The names of an enum's values, in the enum's order.
template<typename T> std::vector<std::string_view> choiceNames();
template<> std::vector<std::string_view> choiceNames<ModelKind>()
{
    return {"paper", "engine"};
}
template<> std::vector<std::string_view> choiceNames<PoolPolicy>()
{
    return {"pinned", "lru"};
}
template<> std::vector<std::string_view> choiceNames<EngineKind>()
{
    return {"vllm", "sglang", "trtllm", "slora", "punica"};
}
template<> std::vector<std::string_view> choiceNames<TensorParallel>()
{
    return {"auto", "1", "2", "4", "8"};
}
template<> std::vector<std::string_view> choiceNames<ServiceTarget>()
{
    return {"throughput", "latency"};
}
template<> std::vector<std::string_view> choiceNames<AdapterSource>()
{
    return {"host", "disk"};
}
template<> std::vector<std::string_view> choiceNames<Routing>()
{
    return {"load_balanced", "affinity", "replicated"};
}

template<typename T> std::string choiceName(T value)
{
    const auto names = choiceNames<T>();
    const auto index = static_cast<std::size_t>(value);
    return index < names.size() ? std::string(names[index]) : std::to_string(index);
}

} // namespace

std::vector<std::string_view> ParamInfo::choices() const
{
    return std::visit(
        [](auto member) -> std::vector<std::string_view> {
            using T = std::decay_t<decltype(std::declval<Params>().*member)>;
            if constexpr (std::is_enum_v<T>)
                return choiceNames<T>();
            else
                return {};
        },
        field);
}

std::optional<ParamValue> ParamInfo::choice(std::size_t index) const
{
    if (index >= choices().size())
        return std::nullopt;
    return std::visit(
        [index](auto member) -> std::optional<ParamValue> {
            using T = std::decay_t<decltype(std::declval<Params>().*member)>;
            if constexpr (std::is_enum_v<T>)
                return static_cast<T>(index);
            else
                return std::nullopt;
        },
        field);
}

std::string choiceValueText(const ParamValue &value)
{
    return std::visit(
        [](const auto &v) -> std::string {
            using V = std::decay_t<decltype(v)>;
            if constexpr (std::is_enum_v<V>) {
                const auto names = choiceNames<V>();
                const auto index = static_cast<std::size_t>(v);
                return index < names.size() ? std::string(names[index]) : std::to_string(index);
            } else {
                return {};
            }
        },
        value);
}

std::string choiceText(const ParamInfo &info, std::size_t index)
{
    const auto names = info.choices();
    return index < names.size() ? std::string(names[index]) : std::to_string(index);
}

std::string_view modelKindName(ModelKind kind)
{
    return kind == ModelKind::Engine ? "engine" : "paper";
}

std::string_view poolPolicyName(PoolPolicy policy)
{
    return policy == PoolPolicy::Lru ? "lru" : "pinned";
}

std::string_view routingName(Routing routing)
{
    return choiceNames<Routing>().at(static_cast<std::size_t>(routing));
}

std::string_view engineKindName(EngineKind engine)
{
    return choiceNames<EngineKind>().at(static_cast<std::size_t>(engine));
}

int tensorParallelCount(TensorParallel tp)
{
    switch (tp) {
    case TensorParallel::Auto:
        return 0;
    case TensorParallel::One:
        return 1;
    case TensorParallel::Two:
        return 2;
    case TensorParallel::Four:
        return 4;
    case TensorParallel::Eight:
        return 8;
    }
    return 1;
}

double kvReadTokens(const Params &params)
{
    if (params.contextTokens > 0)
        return params.contextTokens;
    return params.promptTokens + 0.5 * (params.outputTokens + 1.0);
}

double contextTokensUsed(const Params &params)
{
    if (params.contextTokens == 0 && enginePreset(params.engine).reservesFullLength)
        return params.promptTokens + params.outputTokens;
    return kvReadTokens(params);
}

void applyEnginePreset(Params &params, EngineKind engine)
{
    const EnginePreset &preset = enginePreset(engine);
    params.engine = engine;
    params.engineOverhead = preset.engineOverhead;
    params.engineStepMs = preset.engineStepMs;
    params.engineLayerUs = preset.engineLayerUs;
    params.allReduceUs = preset.allReduceUs;
    params.computeOverhead = preset.computeOverhead;
    params.loraFixedOverhead = preset.loraFixedOverhead;
    params.adapterCostFactor = preset.adapterCostFactor;
    params.adapterRereadFactor = preset.adapterRereadFactor;
    params.adapterReadOverlap = preset.adapterReadOverlap;
    params.adapterLoadMs = preset.adapterLoadMs;
}

bool matchesEnginePreset(const Params &params)
{
    Params preset = params;
    applyEnginePreset(preset, params.engine);
    return preset == params;
}

std::string_view bindingLimitKey(BindingLimit limit)
{
    switch (limit) {
    case BindingLimit::KvMemory:
        return "kv_memory";
    case BindingLimit::HbmBandwidth:
        return "hbm_bandwidth";
    case BindingLimit::Compute:
        return "compute";
    case BindingLimit::Tpot:
        return "tpot";
    case BindingLimit::Ttft:
        return "ttft";
    case BindingLimit::BatchCap:
        return "batch_cap";
    }
    return "kv_memory";
}

} // namespace lorafleet
