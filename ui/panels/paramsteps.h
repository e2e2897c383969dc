// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

namespace lorafleet {

// Keyboard steps in the domain's own round units, the same on a field and on its slider:
// adapters K by 1 up to 100, then along 1-2-5 (100, 200, 500, 1000, …), Page Up/Down along 1-2-5 at any K;
// the GPU price by $0.25 (a page: $2.50); the skew by 0.05 (a page: 0.5). A step from a value between
// two round ones lands on the next round one. `steps` counts arrow presses, or pages when `page` is set.
// nullopt for a parameter without a rule of its own (its field keeps the spin box's single step).
std::optional<double> steppedParamValue(std::string_view key, double value, int steps, bool page);

} // namespace lorafleet
