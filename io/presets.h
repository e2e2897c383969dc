// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenariofile.h"

#include <QList>
#include <QString>

namespace lorafleet {

// A scenario shipped with the app (resources/presets/<id>.json), as a menu shows it.
struct PresetInfo
{
    QString id; // file name without ".json", e.g. "h100-sxm"
    QString name; // the scenario's "name"
    QString notes; // the scenario's "notes": where every number comes from
};

// Every preset that loads, in a stable order: the paper's default first, then traffic, model and GPU
// variants.
QList<PresetInfo> presets();
// A preset's name in the user's language.
QString presetDisplayName(const QString &name);
// The preset's scenario; an unknown id is refused with an error that lists the known ones.
LoadResult loadPreset(const QString &id);

} // namespace lorafleet
