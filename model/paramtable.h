// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <vector>

namespace lorafleet {

inline constexpr double kMaxSkew = 20.0; // Zipf exponents beyond this put all traffic on one adapter

// Every parameter, in the order scenario files and the panel list them (paramInfos() keeps one copy).
std::vector<ParamInfo> makeParamInfos();

} // namespace lorafleet
