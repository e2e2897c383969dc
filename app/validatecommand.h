// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// lorafleet validate [FILE...] [--json]: the engine model against published measurements (the shipped
// tables when no file is given). Prints a table per data set; with --json, one JSON object last.
// Returns the exit status.
int runValidate(const QStringList &arguments);

} // namespace lorafleet
