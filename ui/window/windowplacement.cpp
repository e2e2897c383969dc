// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/windowplacement.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace lorafleet {

QRect initialWindowGeometry(const QRect &saved, const QRect &available)
{
    if (saved.isValid() && available.contains(saved))
        return saved;
    return available;
}

void placeWindowOnScreen(QWidget &window, const QByteArray &saved)
{
    QScreen *screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const bool restored = !saved.isEmpty() && window.restoreGeometry(saved);
    // A window saved maximised or full screen opens that way on whatever screen it is on now.
    if (restored && (window.isMaximized() || window.isFullScreen()))
        return;
    const QRect wanted = initialWindowGeometry(restored ? window.geometry() : QRect(), available);
    if (restored && wanted == window.geometry())
        return;
    window.setGeometry(wanted);
    window.setWindowState(window.windowState() | Qt::WindowMaximized);
}

} // namespace lorafleet
