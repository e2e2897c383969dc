// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportformat.h"
#include "model/evaluation.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

namespace lorafleet {

class Chart;
struct ChartCaption;

// One chart written to a file. Each writer replaces the file atomically (ExportFile): on failure the
// old file, if any, is intact, no partial file is left, the function returns false and error names
// the file and the reason. A chart shown in a window may be written: it is laid out at the file's
// size for the drawing and redrawn for its window afterwards.
class ChartFile
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::ChartFile)

public:
    // PNG of size × scale pixels, with the scale in its resolution (a document shows it at size).
    // caption: a line under the chart naming its scenario (none when null); the file keeps its size.
    static bool writePng(Chart &chart, const QString &path, QSize size, double scale, QString *error,
                         const ChartCaption *caption = nullptr);
    // SVG whose viewBox is size (logical pixels), text as <text>, everything inside the plot area
    // clipped to it by the drawing (Qt's SVG generator writes no clip paths).
    static bool writeSvg(Chart &chart, const QString &path, QSize size, QString *error,
                         const ChartCaption *caption = nullptr);
    // Vector PDF, one page of size's aspect (size at the plot's logical DPI), with the chart's title.
    static bool writePdf(Chart &chart, const QString &path, QSize size, QString *error,
                         const ChartCaption *caption = nullptr);
    // CSV of what the chart draws of the evaluation (chartCsv()).
    static bool writeCsv(const Chart &chart, const Evaluation &evaluation, const QString &path,
                         QString *error);
    // Any format but Report, at kExportSize; scale applies to PNG only, the evaluation to CSV only (the
    // pictures draw what the chart shows).
    static bool write(Chart &chart, const Evaluation &evaluation, const QString &path, ExportFormat format,
                      double scale, QString *error, const ChartCaption *caption = nullptr);
};

} // namespace lorafleet
