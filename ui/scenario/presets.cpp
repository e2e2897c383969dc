#include "presets.h"

#include <QCoreApplication>
#include <QStringList>

namespace lorafleet {

namespace {

// The menu order; each id has a file resources/presets/<id>.json embedded under :/presets/.
const QStringList &presetIds()
{
    static const QStringList ids = {
        QStringLiteral("paper-default"),  QStringLiteral("flat-traffic"),   QStringLiteral("skewed-traffic"),
        QStringLiteral("quantised-base"), QStringLiteral("a100-pcie-80gb"), QStringLiteral("h100-sxm"),
        QStringLiteral("h200"),           QStringLiteral("gh200"),          QStringLiteral("b200"),
    };
    return ids;
}

} // namespace

QList<PresetInfo> presets()
{
    QList<PresetInfo> list;
    for (const QString &id : presetIds()) {
        const LoadResult result = loadPreset(id);
        if (result.ok())
            list.append({id, result.scenario->name, result.scenario->notes});
    }
    return list;
}

LoadResult loadPreset(const QString &id)
{
    if (!presetIds().contains(id)) {
        LoadResult result;
        result.error = QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "There is no preset \"%1\"; the presets are: %2.")
                           .arg(id, presetIds().join(QStringLiteral(", ")));
        return result;
    }
    return loadScenarioFile(QStringLiteral(":/presets/%1.json").arg(id));
}

} // namespace lorafleet
