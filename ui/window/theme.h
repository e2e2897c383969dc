// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QPalette;

namespace lorafleet {

// The window's look: Fusion with a palette of our own (Qt 6.4 has no system colour scheme).
// Names: "light", "dark", "high-contrast".
QPalette themePalette(const QString &name);
// Sets the style and palette of the whole application.
void applyApplicationTheme(const QString &name);

} // namespace lorafleet
