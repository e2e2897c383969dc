// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// lorafleet fit-log FILE [--adapter-column NAME] [--time-column NAME] [--json]: reads a request log (CSV,
// JSON Lines or an adapter,count table), fits a Zipf law to it and prints the catalog it describes; with
// --json, one JSON object last. Returns the exit status.
int runFitLog(const QStringList &arguments);

} // namespace lorafleet
