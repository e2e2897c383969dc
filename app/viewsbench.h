// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <QJsonObject>

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace lorafleet {

// lorafleet-bench's views worst case: the tornado, the bridge and the Monte-Carlo batches of each hard
// scenario, each a first evaluation (in a thread of its own: the per-thread caches start empty, as a new
// scenario's do); the slowest three of each timed again, median of 3. Prints a table; returns the figures
// for the JSON line.
QJsonObject benchViewsWorstCase(const std::vector<std::pair<std::string, Params>> &scenarios);

// One run of work in a thread of its own, whose per-thread caches start empty: milliseconds.
double firstRunMs(const std::function<void()> &work);

} // namespace lorafleet
