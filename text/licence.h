// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The app's licence, as Help → About and `lorafleet --version` name it. It links QCustomPlot, which is
// GPL-3.0, so it is GPL-3.0-or-later; the AppStream metadata and the package's copyright file say so
// too (tst_cli checks that all four agree).
namespace lorafleet {

// The SPDX identifier: translations keep it as it is.
inline constexpr char kLicenceId[] = "GPL-3.0-or-later";
inline constexpr char kLicenceUrl[] = "https://gnu.org/licenses/gpl.html";

} // namespace lorafleet
