// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lorafleet {

// `lorafleet --help`: the commands, the options, then every scenario key with its default and range.
QString generalHelp();
// The decision commands' part of it (sensitivity, flags, compare; also `compare --help`).
QString decisionCommandsHelp();
// The scenario keys' part of it.
QString keysHelp();

} // namespace lorafleet
