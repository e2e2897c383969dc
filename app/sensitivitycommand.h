// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// lorafleet sensitivity [SCENARIO] [--output savings|advantage|gpus] [--range PERCENT] [--json]: every
// numeric parameter moved down and up by PERCENT (25 by default), the output at each end, largest swing
// first; with --json one JSON object last. Returns the exit status.
int runSensitivity(const QStringList &arguments);

} // namespace lorafleet
