// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenariofile.h"

#include <QStringList>

#include <optional>

namespace lorafleet {

// The headless subcommands (`lorafleet eval ...`). Returns the exit status, or nothing when the
// arguments name no subcommand and the window should open.
// Exit status: 0 done, 1 a file could not be written, 2 invalid input (the message is on stderr).
std::optional<int> runHeadlessCommand(int &argc, char **argv);

// What the window's arguments ask for: `lorafleet [FILE | --scenario FILE | --preset NAME] [--set K=V]...`.
struct StartScenario
{
    Scenario scenario;
    QString filePath; // the file it came from, when it is to be opened as the document
    // `lorafleet FILE` with a file that cannot be opened: the window opens as without it and says why in
    // File → Open's dialog (the reason is also on stderr); scenario and filePath are then unused.
    QString refusedFile;
};
// Nothing when no scenario was asked for (status 0: the window restores the last session) or when
// the arguments are refused (status: the exit status; the message is on stderr).
std::optional<StartScenario> scenarioFromArguments(const QStringList &arguments, int &status);
// The value of --lang, empty when not given.
QString languageArgument(const QStringList &arguments);

} // namespace lorafleet
