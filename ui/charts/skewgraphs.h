// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <vector>

// qcustomplot.h costs seconds per file: it stays out of headers.
class QCPGraph;

namespace lorafleet {

struct ChartStyle;

// The curves of one quantity at each skew band and at the current skew, as the fleet advantage and
// catalog growth charts draw them: the current one emphasised, the bands beside it in their colours.
struct SkewGraphs
{
    std::vector<QCPGraph *> bands; // SkewBands::kMax of them; those not in use are hidden
    QCPGraph *current = nullptr;

    // Shows the model's curves over keys. onlyCurrentChanged (a skew drag): the bands' data is the
    // same as before and is left alone. Returns whether the set of visible bands changed (the legend
    // then needs laying out again), or everything was shown anew.
    bool show(const std::vector<SkewCurve> &curves, const Eigen::ArrayXd &keys, bool onlyCurrentChanged);
    void restyle(const ChartStyle &style) const;
    // The current skew first, then the bands: the legend's order.
    std::vector<QCPGraph *> legendOrder() const;
};

} // namespace lorafleet
