// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/evaluation.h"

#include <QByteArray>
#include <QString>

namespace lorafleet {

class Chart;

// The table behind the chart (Chart::dataColumns()) as UTF-8 CSV: a header row naming every column
// with its unit, then one row per x of the plot. Values are the model's own doubles in their
// shortest exact form in the C locale (integers without exponent), so they read back bit-exact.
// Fractions are fractions (0.1 = 10 %), as in the JSON output. A last column, "model", names the
// model that computed the series on every row ("paper", "engine"). Empty when the chart has no table.
// With pinned scenarios (Chart::overlays()), a blank line and a second table follow: the scenario's
// label, x, and the curve the chart draws of it, one row per point.
QByteArray chartCsv(const Chart &chart, const Evaluation &evaluation);

// One field of a CSV row as UTF-8, RFC 4180: a field with a comma, a quote or a line break is quoted,
// quotes doubled.
QByteArray csvField(const QString &text);

} // namespace lorafleet
