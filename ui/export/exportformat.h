// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace lorafleet {

// Size of an exported chart at scale 1: a 16:10 slide figure, in logical pixels.
inline constexpr QSize kExportSize{1200, 750};
// PNG scales the window and the command line offer.
inline constexpr double kMinExportScale = 1;
inline constexpr double kMaxExportScale = 4;

// What the exports can write. Report is A4 pages with everything (see report.h).
enum class ExportFormat { Png, Svg, Pdf, Csv, Report };
// "png", "svg", "pdf", "csv", "report" (any case); nothing for other names.
std::optional<ExportFormat> exportFormatFromName(QStringView name);
QString exportFormatName(ExportFormat format); // "png", ..., "report"
QStringList exportFormatNames(); // every name, in the enum's order
QString exportFileSuffix(ExportFormat format); // "png", "svg", "pdf", "csv", "pdf"

} // namespace lorafleet
