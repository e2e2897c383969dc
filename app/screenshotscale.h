// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QSize>
#include <QStringList>

#include <optional>

class QWidget;

namespace lorafleet {

// `screenshot --scale N`: the PNG is exactly --size pixels, the window is laid out at size / N logical
// pixels and drawn at device pixel ratio N (text and curves drawn for the finer grid, not an upscale).
QCommandLineOption screenshotScaleOption();

// Before the QApplication exists (Qt reads the ratio once, when it starts): QT_SCALE_FACTOR = N for the
// screenshot command, 1 without --scale, so that --size always means output pixels. A value that is not
// valid is left for checkScreenshotScale() to refuse in the user's language.
void prepareScreenshotPixelRatio(const QStringList &arguments);

// The window's logical size for --size (pixels, already checked against 640x400..7680x4320) and
// --scale; nothing and the message printed when refused (the exit status in status).
std::optional<QSize> screenshotWindowSize(const QString &scaleText, const QString &sizeText, QSize pixels,
                                          int &status);

// Whether the window draws at the ratio asked for; if not (a display with its own ratio), says so.
std::optional<int> checkScreenshotPixelRatio(const QWidget &window, const QString &scaleText);

} // namespace lorafleet
