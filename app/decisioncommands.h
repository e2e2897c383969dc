// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace lorafleet {

// The commands behind the decision views (issue 14): sensitivity, flags and compare, each in its own
// file. The command line dispatches to them through these three functions only.
bool isDecisionCommand(const QString &command);
// arguments: without the command itself ("lorafleet --set ..."). Returns the exit status.
int runDecisionCommand(const QString &command, const QStringList &arguments);

} // namespace lorafleet
