// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/launchflagstext.h"

#include "text/format.h"

#include <QJsonArray>

namespace lorafleet {

namespace {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString percentile(const LaunchPlan &plan)
{
    return QStringLiteral("p") + format::plainNumber(100.0 * plan.percentile);
}

QString shapeText(const LaunchPlan &plan)
{
    return LaunchFlagsText::tr("hidden size %1, %2 layers").arg(plan.shape.hiddenSize).arg(plan.shape.layers);
}

} // namespace

QString flagWhy(const LaunchFlag &flag, const LaunchPlan &plan, ServingEngine engine)
{
    switch (flag.reason) {
    case FlagReason::EnableLora:
        return LaunchFlagsText::tr("turns multi-LoRA serving on");
    case FlagReason::BatchSlots:
        return LaunchFlagsText::tr(
                   "%1 of batches of %2 requests hold at most this many distinct adapters (mean %3)")
            .arg(percentile(plan))
            .arg(plan.batch)
            .arg(format::number(plan.meanDistinct, 3));
    case FlagReason::RankAllowed:
        return LaunchFlagsText::tr(
                   "the adapters' rank (about %1 on %2), rounded up to a rank the engine accepts")
            .arg(format::number(flag.exact, 3), shapeText(plan));
    case FlagReason::RankCeil:
        return LaunchFlagsText::tr("the adapters' rank (about %1 on %2), rounded up to a whole number")
            .arg(format::number(flag.exact, 3), shapeText(plan));
    case FlagReason::CpuCatalog:
        return LaunchFlagsText::tr("the whole catalog of %1 adapters stays in host memory (%2)")
            .arg(format::adapters(static_cast<double>(plan.catalog)), format::gigabytes(flag.exact));
    case FlagReason::MemoryUtilization:
        return LaunchFlagsText::tr("base + KV cache + adapter pool = %1 of the GPU's memory, rounded up")
            .arg(format::percent(flag.exact, 1));
    case FlagReason::EvictionLru:
        return LaunchFlagsText::tr("the scenario's pool keeps the most recently used adapters");
    case FlagReason::EvictionPinnedApproximation:
        return LaunchFlagsText::tr(
                   "closest to the scenario's pinned pool; pin the %1 most popular adapters with "
                   "\"pinned\": true in --lora-paths")
            .arg(std::min(plan.poolCapacity, plan.catalog));
    case FlagReason::AdapterMemory:
        return LaunchFlagsText::tr("the adapter pool P as a share of the GPU's memory (%1)")
            .arg(format::percent(flag.exact, 2));
    case FlagReason::ActivePool:
        return LaunchFlagsText::tr(
                   "the adapters the pool holds on the GPU (%1 fit; at least the batch's slots, at most the "
                   "catalog)")
            .arg(format::adapters(flag.exact));
    }
    Q_UNUSED(engine);
    return {};
}

QString flagWarningText(FlagWarning warning, const LaunchPlan &plan, ServingEngine engine)
{
    const QString product = qs(engineSource(engine).product);
    switch (warning) {
    case FlagWarning::DoesNotFit:
        return LaunchFlagsText::tr(
            "The scenario does not fit on the GPU (base + KV cache + pool exceed its memory): no "
            "setting makes it run as modelled.");
    case FlagWarning::RankTooLarge:
        return LaunchFlagsText::tr(
                   "%1 accepts ranks up to %2; the adapters' rank of about %3 cannot be served.")
            .arg(product, format::adapters(static_cast<double>(largestRank(engine))),
                 format::number(plan.rank, 3));
    case FlagWarning::PoolBeyondSlots:
        return LaunchFlagsText::tr(
                   "%1 keeps only the batch's slots on the GPU: the scenario's pool of %2 resident adapters "
                   "cannot be expressed; the others are copied from host memory when a batch needs them.")
            .arg(product, format::adapters(static_cast<double>(std::min(plan.poolCapacity, plan.catalog))));
    case FlagWarning::PoolBelowSlots:
        return LaunchFlagsText::tr(
                   "A batch needs %1 adapters on the GPU at the %2, but the pool holds %3: the engine needs "
                   "%4 more than pool_gb.")
            .arg(plan.batchSlots)
            .arg(percentile(plan))
            .arg(plan.poolCapacity)
            .arg(
                format::gigabytes(static_cast<double>(plan.batchSlots - plan.poolCapacity) * plan.adapterGb));
    case FlagWarning::NoPinnedPolicy:
        return LaunchFlagsText::tr(
                   "%1 evicts the least recently used adapter; it cannot pin the most popular ones as the "
                   "scenario's pool does.")
            .arg(product);
    case FlagWarning::NoAdapterPool:
        return LaunchFlagsText::tr("The scenario reserves no memory for adapters (pool_gb = 0).");
    case FlagWarning::AdapterLargerThanPool:
        return LaunchFlagsText::tr(
                   "One adapter (%1) is larger than the pool (%2): the pool holds none; raise "
                   "pool_gb or lower adapter_gb.")
            .arg(format::gigabytes(plan.adapterGb), format::gigabytes(plan.poolGb));
    case FlagWarning::HostCacheTooLarge:
        return LaunchFlagsText::tr(
                   "The engine's host cache would hold the whole catalog, %1: more memory than "
                   "a server has (%2); serve fewer adapters or smaller ones.")
            .arg(format::gigabytes(plan.hostGb), format::gigabytes(kMostHostGb));
    case FlagWarning::NoHeadroom:
        return LaunchFlagsText::tr(
                   "Base + KV cache + pool use %1 of the GPU: no room is left for activations and CUDA "
                   "graphs; lower kv_gb or pool_gb.")
            .arg(format::percent(plan.memoryFraction, 1));
    }
    return {};
}

QString launchCommand(const EngineFlags &flags)
{
    QStringList parts;
    if (flags.engine == ServingEngine::TrtLlm) {
        for (const LaunchFlag &flag : flags.flags)
            parts << qs(flag.name) + u'=' + qs(flag.value);
        return QStringLiteral("LoraConfig(lora_dir=[...], %1)").arg(parts.join(QStringLiteral(", ")));
    }
    switch (flags.engine) {
    case ServingEngine::Vllm:
        parts << QStringLiteral("vllm serve BASE_MODEL");
        break;
    case ServingEngine::Sglang:
        parts << QStringLiteral("python -m sglang.launch_server --model-path BASE_MODEL");
        break;
    default:
        parts << QStringLiteral("lorax-launcher --model-id BASE_MODEL");
        break;
    }
    for (const LaunchFlag &flag : flags.flags)
        parts << (flag.value.empty() ? qs(flag.name) : qs(flag.name) + u' ' + qs(flag.value));
    return parts.join(QStringLiteral(" \\\n    "));
}

QStringList planLines(const LaunchPlan &plan, ServingEngine engine)
{
    const EngineSource source = engineSource(engine);
    QStringList lines;
    lines << LaunchFlagsText::tr("Checked against %1 %2: %3")
                 .arg(qs(source.product), qs(source.version), qs(source.reference));
    lines << (plan.shapeGuessed ? LaunchFlagsText::tr(
                                      "Base model: %1 (%2), the known model nearest in size; give yours with "
                                      "--hidden-size and --layers.")
                                      .arg(qs(plan.shape.name), shapeText(plan))
                                : LaunchFlagsText::tr("Base model: %1.").arg(shapeText(plan)));
    lines << LaunchFlagsText::tr(
                 "Adapter rank: about %1 (adapters on the q, k, v and o projections of every layer).")
                 .arg(format::number(plan.rank, 3));
    lines << LaunchFlagsText::tr("Batch: %1 requests; distinct adapters per batch: mean %2, %3 %4.")
                 .arg(plan.batch)
                 .arg(format::number(plan.meanDistinct, 3), percentile(plan))
                 .arg(plan.batchSlots);
    return lines;
}

QString launchFlagsReport(const LaunchPlan &plan, const EngineFlags &flags)
{
    QString text = planLines(plan, flags.engine).join(u'\n') + QStringLiteral("\n\n") + launchCommand(flags) +
        QStringLiteral("\n\n");
    for (const LaunchFlag &flag : flags.flags)
        text += QStringLiteral("  %1: %2\n")
                    .arg(flag.value.empty() ? qs(flag.name) : qs(flag.name) + u' ' + qs(flag.value),
                         flagWhy(flag, plan, flags.engine));
    for (const FlagWarning warning : flags.warnings)
        text += LaunchFlagsText::tr("Warning: %1").arg(flagWarningText(warning, plan, flags.engine)) + u'\n';
    return text;
}

QJsonObject launchFlagsJson(const LaunchPlan &plan, const EngineFlags &flags)
{
    const EngineSource source = engineSource(flags.engine);
    QJsonArray list;
    for (const LaunchFlag &flag : flags.flags)
        list.append(QJsonObject{
            {"name", qs(flag.name)}, {"value", qs(flag.value)}, {"why", flagWhy(flag, plan, flags.engine)}});
    QJsonArray warnings;
    for (const FlagWarning warning : flags.warnings)
        warnings.append(flagWarningText(warning, plan, flags.engine));
    return {{"engine", qs(servingEngineName(flags.engine))},
            {"product", qs(source.product)},
            {"version", qs(source.version)},
            {"source", qs(source.reference)},
            {"command", launchCommand(flags)},
            {"flags", list},
            {"warnings", warnings},
            {"plan",
             QJsonObject{{"percentile", plan.percentile},
                         {"batch", qint64(plan.batch)},
                         {"mean_distinct", plan.meanDistinct},
                         {"slots", qint64(plan.batchSlots)},
                         {"pool_capacity", qint64(plan.poolCapacity)},
                         {"adapters", qint64(plan.catalog)},
                         {"hidden_size", qint64(plan.shape.hiddenSize)},
                         {"layers", qint64(plan.shape.layers)},
                         {"rank", plan.rank},
                         {"memory_fraction", plan.memoryFraction},
                         {"pool_fraction", plan.poolFraction}}}};
}

} // namespace lorafleet
