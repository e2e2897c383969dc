// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// `lorafleet simulate [SCENARIO] [--batches N] [--seed S] [--json]`: draws batches of the scenario
// (simulateBatches()) and prints them beside the model's values; with --json, one JSON object last.
// Returns the exit status.
int runSimulate(const QStringList &arguments);

} // namespace lorafleet
