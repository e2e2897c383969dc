// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// lorafleet explain [SCENARIO] [--json]: the bridge from the paper's monthly cost of the operating rule to
// the engine model's, one step per assumption the engine model changes (Shapley values that sum to the
// difference); with --json one object {"paper", "engine", "steps": [{"key", "name", "delta"}]}.
int runExplain(const QStringList &arguments);

} // namespace lorafleet
