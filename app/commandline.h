#pragma once

#include <QStringList>

#include <optional>

namespace lorafleet {

// The headless subcommands (`lorafleet eval ...`). Returns the exit status, or nothing when the
// arguments name no subcommand and the window should open.
// Exit status: 0 done, 1 a file could not be written, 2 invalid input (the message is on stderr).
std::optional<int> runHeadlessCommand(int &argc, char **argv);

} // namespace lorafleet
