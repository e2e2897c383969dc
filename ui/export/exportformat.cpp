// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportformat.h"

namespace lorafleet {

std::optional<ExportFormat> exportFormatFromName(QStringView name)
{
    for (const ExportFormat format :
         {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv, ExportFormat::Report})
        if (name.compare(exportFormatName(format), Qt::CaseInsensitive) == 0)
            return format;
    return std::nullopt;
}

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    case ExportFormat::Report:
        return QStringLiteral("report");
    }
    return {};
}

QStringList exportFormatNames()
{
    QStringList names;
    for (const ExportFormat format :
         {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv, ExportFormat::Report})
        names << exportFormatName(format);
    return names;
}

QString exportFileSuffix(ExportFormat format)
{
    return format == ExportFormat::Report ? QStringLiteral("pdf") : exportFormatName(format);
}

} // namespace lorafleet
