// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>
#include <QStringList>

namespace lorafleet {

// `lorafleet export --out DIR ...`: the charts (or their data, or the report) into a folder.
int runExport(const QStringList &arguments);
// `lorafleet screenshot --out FILE ...`: the whole window as PNG.
int runScreenshot(const QStringList &arguments);
// Qt's offscreen platform says two harmless things on every run; the command's own stderr stays one
// line per problem. Everything else passes through. For qInstallMessageHandler.
void quietOffscreenNoise(QtMsgType type, const QMessageLogContext &context, const QString &message);

} // namespace lorafleet
