// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/modeltexts.h"

#include "model/enginepresets.h"

namespace lorafleet {

QString ModelTexts::modelName(ModelKind model)
{
    return model == ModelKind::Engine ? tr("engine model") : tr("paper model");
}

QString ModelTexts::choiceLabel(const ParamInfo &info, std::size_t index)
{
    const auto names = info.choices();
    if (index >= names.size())
        return {};
    const std::string_view name = names[index];
    if (name == modelKindName(ModelKind::Paper))
        return tr("Paper");
    if (name == modelKindName(ModelKind::Engine))
        return tr("Engine");
    if (name == poolPolicyName(PoolPolicy::Pinned))
        return tr("Pinned");
    if (name == poolPolicyName(PoolPolicy::Lru))
        return tr("LRU");
    if (info.key == "engine")
        for (const EnginePreset &preset : enginePresets())
            if (engineKindName(preset.engine) == name)
                return QString::fromUtf8(preset.label.data(), qsizetype(preset.label.size())); // a name
    if (name == "auto")
        return tr("Auto");
    if (name == "throughput")
        return tr("Throughput");
    if (name == "latency")
        return tr("Latency");
    if (name == "host")
        return tr("Host memory");
    if (name == "disk")
        return tr("Disk");
    if (name == routingName(Routing::LoadBalanced))
        return tr("Load-balanced");
    if (name == routingName(Routing::Affinity))
        return tr("Affinity");
    if (name == routingName(Routing::Replicated))
        return tr("Replicated");
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

QString ModelTexts::ignoredInPaperMode()
{
    return tr("Used by the engine model only: the paper model ignores it. Switch the model to Engine to "
              "use it.");
}

QString ModelTexts::validationGroup(ValidationSet::Role role, ValidationMode mode)
{
    const QString name = role == ValidationSet::Role::HeldOut ? tr("Held out") : tr("Training");
    return mode == ValidationMode::Absolute ? tr("%1 · absolute (nothing fitted)").arg(name)
                                            : tr("%1 · relative (one overhead fitted per table)").arg(name);
}

} // namespace lorafleet
