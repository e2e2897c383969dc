// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// qcustomplot.h costs seconds per file: it stays out of headers.
class QCPAxis;

namespace lorafleet {

// An axis title that fits its axis: of its wordings (the whole title first, then shorter ones), the axis
// shows the first no longer than the axis, chosen again at every layout (a resize, an export at its own
// size); when none fits, the last (which may be empty where the chart's title names the quantity).
// Calling it again replaces the wordings.
void fitAxisTitle(QCPAxis *axis, const QStringList &wordings);

} // namespace lorafleet
