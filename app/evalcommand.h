// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// `lorafleet eval [SCENARIO] [--json]`: the scenario's figures as a table, or one JSON object.
int runEval(const QStringList &arguments);
// `lorafleet presets`: the shipped presets, one per line.
int runPresets();

} // namespace lorafleet
