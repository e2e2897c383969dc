// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/curveclip.h"

#include "charts/segmentclip.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lorafleet::exportdetail {

namespace {

double toScale(double value, bool logarithmic)
{
    if (!logarithmic)
        return value;
    return value > 0 ? std::log10(value) : std::numeric_limits<double>::quiet_NaN();
}

double fromScale(double value, bool logarithmic)
{
    return logarithmic ? std::pow(10.0, value) : value;
}

} // namespace

std::vector<QPointF> clipCurve(const std::vector<QPointF> &points, AxisSpan x, AxisSpan y, bool gaps)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double x0 = toScale(std::min(x.lower, x.upper), x.logarithmic);
    const double x1 = toScale(std::max(x.lower, x.upper), x.logarithmic);
    const double y0 = toScale(std::min(y.lower, y.upper), y.logarithmic);
    const double y1 = toScale(std::max(y.lower, y.upper), y.logarithmic);
    const double yLow = std::min(y.lower, y.upper);
    const double yHigh = std::max(y.lower, y.upper);

    std::vector<QPointF> result;
    bool broken = false; // the next point starts a new piece of line
    // A point given in the axes' scale, back in data coordinates; original points stay bit-exact.
    const auto add = [&](const QPointF &original, double sx, double sy, bool exact) {
        QPointF point =
            exact ? original : QPointF(fromScale(sx, x.logarithmic), fromScale(sy, y.logarithmic));
        if (!gaps)
            point.setY(std::clamp(point.y(), yLow, yHigh));
        if (broken && !result.empty() && !std::isnan(result.back().y()))
            result.emplace_back(result.back().x(), nan);
        broken = false;
        // Exact comparison: QPointF's operator== is fuzzy, and close points inside must all stay.
        if (result.empty() || result.back().x() != point.x() || result.back().y() != point.y())
            result.push_back(point);
    };
    const auto inside = [&](double sx, double sy) {
        return sx >= x0 && sx <= x1 && (!gaps || (sy >= y0 && sy <= y1));
    };

    if (points.size() == 1) {
        const double sx = toScale(points[0].x(), x.logarithmic);
        const double sy = toScale(points[0].y(), y.logarithmic);
        if (std::isfinite(sx) && std::isfinite(sy) && inside(sx, sy))
            add(points[0], sx, sy, true);
        return result;
    }
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        const QPointF &a = points[i];
        const QPointF &b = points[i + 1];
        const double ax = toScale(a.x(), x.logarithmic);
        const double ay = toScale(a.y(), y.logarithmic);
        const double bx = toScale(b.x(), x.logarithmic);
        const double by = toScale(b.y(), y.logarithmic);
        if (!std::isfinite(ax) || !std::isfinite(ay) || !std::isfinite(bx) || !std::isfinite(by)) {
            broken = true; // a gap in the data stays a gap
            continue;
        }
        // The part of a→b inside the x range (and the y range when cutting gaps).
        const double dx = bx - ax;
        const double dy = by - ay;
        const auto range = insideRange(ax, ay, dx, dy, x0, x1, y0, y1, gaps);
        if (!range) {
            broken = true;
            continue;
        }
        const auto [t0, t1] = *range;
        add(a, ax + t0 * dx, ay + t0 * dy, t0 == 0);
        if (!gaps) {
            // The edge of a fill follows the border where it leaves the range: add the crossings.
            std::vector<double> crossings;
            for (const double edge : {y0, y1})
                if ((ay - edge) * (by - edge) < 0) {
                    const double t = (edge - ay) / dy;
                    if (t > t0 && t < t1)
                        crossings.push_back(t);
                }
            std::sort(crossings.begin(), crossings.end());
            for (const double t : crossings)
                add(a, ax + t * dx, ay + t * dy, false);
        }
        add(b, ax + t1 * dx, ay + t1 * dy, t1 == 1);
        if (t1 < 1)
            broken = true;
    }
    return result;
}

} // namespace lorafleet::exportdetail
