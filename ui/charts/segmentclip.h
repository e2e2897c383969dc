// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <optional>
#include <utility>

namespace lorafleet {

// The part of the segment from (ax, ay) by (dx, dy) inside the x range [left, right] and, when clipY,
// the y range [top, bottom]: its parameter range [enter, leave] within [0, 1], or nothing when no part
// of it is inside (Liang–Barsky). Shared by the label layout and the SVG export's curve clipping.
inline std::optional<std::pair<double, double>> insideRange(double ax, double ay, double dx, double dy,
                                                            double left, double right, double top,
                                                            double bottom, bool clipY)
{
    double enter = 0.0;
    double leave = 1.0;
    // Each edge cuts the range of the part inside.
    const auto cut = [&](double denominator, double numerator) {
        if (denominator == 0.0)
            return numerator >= 0.0;
        const double t = numerator / denominator;
        if (denominator < 0.0)
            enter = std::max(enter, t);
        else
            leave = std::min(leave, t);
        return enter <= leave;
    };
    bool inside = cut(-dx, ax - left) && cut(dx, right - ax);
    if (clipY)
        inside = inside && cut(-dy, ay - top) && cut(dy, bottom - ay);
    if (!inside)
        return std::nullopt;
    return std::pair{enter, leave};
}

} // namespace lorafleet
