// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace lorafleet {

// lorafleet-bench's traffic section: reading and fitting a generated request log (against
// `cut -d, -f2 | sort | uniq -c` on the same file), the fit alone at large K, and the Monte-Carlo
// batches at K = 10^6. Prints a table; returns the figures for the JSON line.
QJsonObject benchTraffic();

} // namespace lorafleet
