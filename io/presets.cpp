// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/presets.h"

#include "io/calibration.h"

#include <QCoreApplication>
#include <QStringList>

namespace lorafleet {

namespace {

// The menu order; each id has a file resources/presets/<id>.json embedded under :/presets/.
const QStringList &presetIds()
{
    static const QStringList ids = {
        QStringLiteral("paper-default"),  QStringLiteral("flat-traffic"),
        QStringLiteral("skewed-traffic"), QStringLiteral("quantised-base"),
        QStringLiteral("a100-pcie-80gb"), QStringLiteral("h100-sxm"),
        QStringLiteral("h200"),           QStringLiteral("gh200"),
        QStringLiteral("b200"),           QStringLiteral("h200-measured-engine"),
        QStringLiteral("slora-a100-80"),  QStringLiteral("vllm-h100"),
    };
    return ids;
}

// The shipped presets' names, listed for lupdate: menus show them in the user's language.
[[maybe_unused]] const char *const kPresetNames[] = {
    QT_TRANSLATE_NOOP("lorafleet::Presets", "NVIDIA A100 80GB PCIe"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "NVIDIA B200 (DGX B200)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "Flat traffic (s = 0.5)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "NVIDIA GH200 Grace Hopper (144 GB HBM3e)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "NVIDIA H100 SXM"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "NVIDIA H200"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "Paper default (H200)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "Quantised base (27 GB)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "Skewed traffic (s = 1.5)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "NVIDIA H200, measured (engine model)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "S-LoRA on A100 80GB SXM (engine model)"),
    QT_TRANSLATE_NOOP("lorafleet::Presets", "vLLM on H100 SXM (engine model)"),
};

// Built from the shipped calibration measurement rather than a file of its own.
const QString kMeasuredPreset = QStringLiteral("h200-measured");

} // namespace

QString presetDisplayName(const QString &name)
{
    return QCoreApplication::translate("lorafleet::Presets", name.toUtf8().constData());
}

QList<PresetInfo> presets()
{
    QList<PresetInfo> list;
    for (const QString &id : presetIds()) {
        const LoadResult result = loadPreset(id);
        if (result.ok())
            list.append({id, presetDisplayName(result.scenario->name), result.scenario->notes});
    }
    if (const LoadResult measured = loadPreset(kMeasuredPreset); measured.ok())
        list.append({kMeasuredPreset, measured.scenario->name, measured.scenario->notes});
    return list;
}

LoadResult loadPreset(const QString &id)
{
    if (id == kMeasuredPreset) {
        const CalibrationResult calibration = shippedCalibration();
        LoadResult result;
        if (calibration.calibration)
            result.scenario = measuredScenario(*calibration.calibration);
        else
            result.error = calibration.error;
        return result;
    }
    if (!presetIds().contains(id)) {
        LoadResult result;
        result.error = QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "There is no preset \"%1\"; the presets are: %2.")
                           .arg(id, (presetIds() + QStringList{kMeasuredPreset}).join(QStringLiteral(", ")));
        return result;
    }
    return loadScenarioFile(QStringLiteral(":/presets/%1.json").arg(id));
}

} // namespace lorafleet
