// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>

#include <vector>

namespace lorafleet::exportdetail {

// One axis of a plot: its visible range and whether it is logarithmic.
struct AxisSpan
{
    double lower = 0;
    double upper = 1;
    bool logarithmic = false;
};

// A curve (x ascending) cut to the rectangle x × y, the crossing points interpolated in the axes'
// own scale. With gaps (a line), what lies outside is dropped and a point with a NaN y marks each
// break; without (the edge of a filled area), y beyond the range is held at the range's end so that
// the fill keeps its shape up to the border. Points inside are kept bit-exact. SVG needs it: Qt's
// SVG writer emits no clip paths.
std::vector<QPointF> clipCurve(const std::vector<QPointF> &points, AxisSpan x, AxisSpan y, bool gaps);

} // namespace lorafleet::exportdetail
