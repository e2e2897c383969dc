// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// lorafleet compare A B [C [D]] [--json]: two to four scenario files or presets side by side, each figure
// and its difference from the first. Returns the exit status.
int runCompare(const QStringList &arguments);

} // namespace lorafleet
