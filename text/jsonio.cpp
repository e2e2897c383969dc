// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/jsonio.h"

#include "model/figurebands.h"

#include <QJsonArray>

#include <algorithm>
#include <variant>

namespace lorafleet {

QJsonObject paramsToJson(const Params &params)
{
    QJsonObject json;
    for (const ParamInfo &info : paramInfos()) {
        const QString key = QString::fromUtf8(info.key.data(), qsizetype(info.key.size()));
        std::visit(
            [&](auto member) {
                const auto &value = params.*member;
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, std::vector<double>>) {
                    QJsonArray list;
                    for (const double v : value)
                        list.append(v);
                    json.insert(key, list);
                } else if constexpr (std::is_same_v<T, std::int64_t>) {
                    json.insert(key, qint64(value));
                } else if constexpr (std::is_enum_v<T>) {
                    const std::string text = paramText(params, info);
                    json.insert(key, QString::fromStdString(text));
                } else {
                    json.insert(key, value);
                }
            },
            info.field);
    }
    return json;
}

namespace {
// The engine model's replica figures and the engine preset's band (`<key>_low`, `<key>_high`).
void addReplicaFigures(QJsonObject &json, const Params &params, const Figures &f);

QString routingText(Routing routing)
{
    const std::string_view name = routingName(routing);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

void addPolicies(QJsonObject &json, const Figures &f);

// The fleet of replicas under the scenario's routing, each policy's, and the cheapest other one.
void addFleetFigures(QJsonObject &json, const Figures &f)
{
    const FleetFigures &fleet = f.fleet;
    json.insert("routing", routingText(fleet.chosen.routing));
    json.insert("replicas", qint64(fleet.chosen.replicas));
    json.insert("replica_slots", fleet.replicaSlots);
    json.insert("fleet_hit_rate", fleet.chosen.hitRate);
    json.insert("load_imbalance", fleet.chosen.loadImbalance);
    json.insert("hottest_replica_hit_rate", fleet.chosen.hottestHitRate);
    json.insert("fleet_overloaded", fleet.chosen.overloaded);
    addPolicies(json, f); // each policy's fleet and the cheapest lever, where they were evaluated
    QJsonArray plan;
    for (const AdapterPlacement &a : fleet.plan)
        plan.append(QJsonObject{{"rank", qint64(a.rank)},
                                {"share", a.share},
                                {"replicas", qint64(a.replicas)},
                                {"hotspot", a.hotspot}});
    json.insert("adapter_plan", plan);
}

void addPolicies(QJsonObject &json, const Figures &f)
{
    const FleetFigures &fleet = f.fleet;
    if (!fleet.everyPolicy)
        return; // evaluated for the chosen policy alone: no other policy, no lever to name
    json.insert("cheapest_lever",
                QJsonObject{{"name", routingText(fleet.cheapestLever)},
                            {"cost_per_month", fleet.cheapestLeverCostPerMonth}});
    QJsonObject policies;
    for (const RoutedFleet &p : fleet.policies) {
        QJsonObject policy{{"replicas", qint64(p.replicas)},    {"fleet_hit_rate", p.hitRate},
                           {"load_imbalance", p.loadImbalance}, {"gpus", p.gpus},
                           {"cost_per_month", p.costPerMonth},  {"overloaded", p.overloaded}};
        if (f.model == ModelKind::Engine) {
            policy.insert("ttft_ms_p50", p.ttftMsP50);
            policy.insert("ttft_ms_p95", p.ttftMsP95);
            policy.insert("ttft_ms_p99", p.ttftMsP99);
        }
        policies.insert(routingText(p.routing), policy);
    }
    json.insert("routing_policies", policies);
}
} // namespace

QJsonObject figuresToJson(const Params &params, const Figures &f)
{
    const auto optionalWeek = [](const std::optional<double> &week) {
        return week ? QJsonValue(*week) : QJsonValue(QJsonValue::Null);
    };
    const std::string_view verdict = verdictKey(f.verdict);
    QJsonObject json{
        {"params", paramsToJson(params)},
        {"adapter_to_base_ratio", f.adapterToBaseRatio},
        {"pool_capacity", qint64(f.poolCapacity)},
        {"distinct_resident", f.overhead.distinctResident},
        {"distinct_out_of_pool", f.overhead.distinctOutOfPool},
        {"overhead_restream", f.overhead.restream},
        {"overhead_hostlink", f.overhead.hostlink},
        {"overhead_fixed", f.overhead.fixed},
        {"overhead_memory", f.overhead.memory},
        {"overhead_total", f.overhead.total()},
        {"base_step_ms", f.baseStepMs},
        {"link_transfer_ms", f.linkTransferMs},
        {"gpu_capacity_requests_per_month", f.gpuCapacity},
        {"fleet_advantage", f.fleetAdvantage},
        {"gpus_multiplex", f.gpusMultiplex},
        {"gpus_dedicated", f.gpusDedicated},
        {"cost_multiplex_per_month", f.costMultiplexPerMonth},
        {"cost_dedicated_per_month", f.costDedicatedPerMonth},
        {"gpus_hybrid", f.gpusHybrid},
        {"cost_hybrid_per_month", f.costHybridPerMonth},
        {"savings_per_month", f.savingsPerMonth},
        {"savings_per_year", f.savingsPerYear},
        {"breakeven_share", f.breakevenShare},
        {"top_adapter_share", f.topAdapterShare},
        {"adapters_to_dedicate", qint64(f.adaptersToDedicate)},
        {"verdict", QString::fromLatin1(verdict.data(), qsizetype(verdict.size()))},
        {"memory_used_gb", f.memoryUsedGb},
        {"memory_fits", f.memoryFits},
        {"memory_over_gb", f.memoryOverGb},
        {"memory_free_gb", f.memoryFreeGb},
        {"crossing_week", optionalWeek(f.crossingWeek)},
        {"saturation_week", optionalWeek(f.saturationWeek)},
        {"model",
         QString::fromLatin1(modelKindName(f.model).data(), qsizetype(modelKindName(f.model).size()))},
        {"gpu_capacity_multiplexed", f.gpuCapacityMultiplexed},
        {"gpu_capacity_dedicated", f.gpuCapacityDedicated},
        {"batch_effective", f.batchEffective},
        {"pool_hit_rate", f.poolHitRate},
        {"popularity",
         QString::fromLatin1(popularityName(params.popularity.kind).data(),
                             qsizetype(popularityName(params.popularity.kind).size()))},
    };
    // The operating rule's plan: what a person reads as the verdict, and what it costs.
    json.insert(QStringLiteral("plan"),
                QJsonObject{{"dedicated_adapters", qint64(f.adaptersToDedicate)},
                            {"gpus", f.gpusHybrid},
                            {"gpus_to_rent", f.gpusToRent},
                            {"cost_per_month", f.costHybridPerMonth},
                            {"cost_to_rent_per_month", f.costToRentPerMonth},
                            {"savings_per_month", f.planSavingsPerMonth}});
    addFleetFigures(json, f);
    if (f.model == ModelKind::Engine)
        addReplicaFigures(json, params, f);
    return json;
}

namespace {

void addReplicaFigures(QJsonObject &json, const Params &params, const Figures &f)
{
    const ReplicaFigures &r = f.replica;
    const auto text = [](std::string_view name) {
        return QString::fromLatin1(name.data(), qsizetype(name.size()));
    };
    json.insert("engine", text(engineKindName(params.engine)));
    json.insert("prompt_tokens", params.promptTokens);
    json.insert("context_tokens_used", contextTokensUsed(params));
    json.insert("tensor_parallel_used", r.tensorParallel);
    json.insert("output_tokens_per_s_per_gpu_dedicated", r.outputTokensPerSecondPerGpuDedicated);
    json.insert("output_tokens_per_s_per_gpu_multiplexed", r.outputTokensPerSecondPerGpuMultiplexed);
    json.insert("tpot_ms", r.tpotMs);
    json.insert("ttft_ms_p50", r.ttftMsP50);
    json.insert("ttft_ms_p95", r.ttftMsP95);
    json.insert("ttft_ms_p99", r.ttftMsP99);
    json.insert("ttft_includes_queue", r.ttftQueueIncluded);
    json.insert("replica_utilisation", r.utilisation);
    json.insert("latency_target_met", r.latencyTargetMet);
    json.insert("binding_limit", text(bindingLimitKey(r.binding)));
    json.insert("band_from_own_tables", r.bandFromOwnTables);
    // The held-out band, as the model returns it (model/figurebands.h).
    const FigureBands bands = figureBands(params, f);
    const auto band = [&](const char *key, const FigureRange &range) {
        json.insert(QString::fromLatin1(key) + "_low", range.low);
        json.insert(QString::fromLatin1(key) + "_high", range.high);
    };
    band("gpus_multiplex", bands.gpusMultiplex);
    band("gpus_dedicated", bands.gpusDedicated);
    band("gpus_hybrid", bands.gpusHybrid);
    band("cost_multiplex_per_month", bands.costMultiplexPerMonth);
    band("cost_dedicated_per_month", bands.costDedicatedPerMonth);
    band("cost_hybrid_per_month", bands.costHybridPerMonth);
    band("ttft_ms_p50", bands.ttftMsP50);
    band("ttft_ms_p95", bands.ttftMsP95);
    band("ttft_ms_p99", bands.ttftMsP99);
    band("tpot_ms", bands.tpotMs);
    band("output_tokens_per_s_per_gpu_dedicated", bands.outputTokensPerSecondPerGpuDedicated);
    band("output_tokens_per_s_per_gpu_multiplexed", bands.outputTokensPerSecondPerGpuMultiplexed);
}

} // namespace

} // namespace lorafleet
