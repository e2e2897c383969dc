// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <QJsonObject>

namespace lorafleet {

// Every input under its MODEL.md key, integers as JSON integers.
QJsonObject paramsToJson(const Params &params);

// The scenario's figures under the keys of `lorafleet eval --json` (fractions, USD, GB), with the
// inputs under "params"; a week that does not exist is null.
QJsonObject figuresToJson(const Params &params, const Figures &figures);

} // namespace lorafleet
