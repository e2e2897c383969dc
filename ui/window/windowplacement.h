// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QRect>

class QWidget;

namespace lorafleet {

// Where the main window opens: the saved geometry when it lies wholly inside the screen's available
// area, else the available area itself, so a window saved on a large monitor never opens partly off a
// laptop's screen. An invalid `saved` means there is none.
QRect initialWindowGeometry(const QRect &saved, const QRect &available);

// Applies initialWindowGeometry to `window` on its screen. `saved` is QWidget::saveGeometry()'s bytes
// (empty when there are none). Falling back to the available area also maximises the window, so its
// frame stays on the screen too.
void placeWindowOnScreen(QWidget &window, const QByteArray &saved);

} // namespace lorafleet
