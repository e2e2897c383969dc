// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/paramsteps.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr double kRoundingSlack = 1e-9; // 5.25 typed is on the $0.25 grid, whatever its binary form

// The 1-2-5 value after (direction +1) or before (-1) k: 1, 2, 5, 10, 20, 50, 100, …
double nextOneTwoFive(double k, int direction)
{
    const double decade = std::pow(10.0, std::floor(std::log10(std::max(1.0, k))));
    if (direction > 0) {
        for (double d = decade;; d *= 10)
            for (const double m : {1.0, 2.0, 5.0})
                if (m * d > k + kRoundingSlack)
                    return m * d;
    }
    double before = 1;
    for (double d = decade / 10; d <= decade; d *= 10)
        for (const double m : {1.0, 2.0, 5.0})
            if (m * d < k - kRoundingSlack)
                before = std::max(before, m * d);
    return before;
}

double stepAdapters(double k, int direction, bool page)
{
    constexpr double kOneByOneUpTo = 100;
    if (page || (direction > 0 ? k >= kOneByOneUpTo : k > kOneByOneUpTo))
        return nextOneTwoFive(k, direction);
    return direction > 0 ? std::floor(k) + 1 : std::max(1.0, std::ceil(k) - 1);
}

// The next multiple of `grid` above (or below) value.
double stepOnGrid(double value, double grid, int direction)
{
    const double units = value / grid;
    const double at =
        direction > 0 ? std::floor(units + kRoundingSlack) + 1 : std::ceil(units - kRoundingSlack) - 1;
    return std::max(0.0, at * grid);
}

} // namespace

std::optional<double> steppedParamValue(std::string_view key, double value, int steps, bool page)
{
    const int direction = steps > 0 ? 1 : -1;
    const int count = std::abs(steps);
    for (int i = 0; i < count; ++i) {
        if (key == "adapters")
            value = stepAdapters(value, direction, page);
        else if (key == "gpu_price_per_hour")
            value = stepOnGrid(value, page ? 2.5 : 0.25, direction);
        else if (key == "skew")
            value = stepOnGrid(value, page ? 0.5 : 0.05, direction);
        else
            return std::nullopt;
    }
    return value;
}

} // namespace lorafleet
