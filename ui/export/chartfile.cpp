// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/chartfile.h"

#include "charts/chart.h"
#include "export/chartrender.h"
#include "export/csvtable.h"
#include "export/exportfile.h"

#include <qcustomplot.h>

#include <QPdfWriter>
#include <QSvgGenerator>

namespace lorafleet {

bool ChartFile::writePng(Chart &chart, const QString &path, QSize size, double scale, QString *error,
                         const ChartCaption *caption)
{
    QImage image = chartImage(chart, size, scale, caption);
    image.setDevicePixelRatio(1); // a file has no device pixel ratio; its resolution says the same
    const double dpi = logicalDpi(chart) * scale;
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    return ExportFile::write(
        path, [&image](QIODevice &file) { return !image.isNull() && image.save(&file, "PNG"); },
        tr("the chart could not be drawn"), error);
}

bool ChartFile::writeSvg(Chart &chart, const QString &path, QSize size, QString *error,
                         const ChartCaption *caption)
{
    const auto render = [&](QIODevice &file) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        // Fonts are sized in points: at the plot's DPI they measure as the layout measured them.
        generator.setResolution(qRound(logicalDpi(chart)));
        generator.setTitle(chart.exportTitle());
        generator.setDescription(tr("LoRA Fleet Explorer: model output, not measurements."));
        QCPPainter painter;
        if (!painter.begin(&generator))
            return false;
        paintChart(chart, &painter, size, true, caption);
        return painter.end();
    };
    return ExportFile::write(path, render, tr("the chart could not be drawn"), error);
}

bool ChartFile::writePdf(Chart &chart, const QString &path, QSize size, QString *error,
                         const ChartCaption *caption)
{
    const auto render = [&](QIODevice &file) {
        const double dpi = logicalDpi(chart);
        QPdfWriter writer(&file);
        writer.setTitle(chart.exportTitle());
        writer.setCreator(tr("LoRA Fleet Explorer"));
        // One page as large as the chart is on screen: fonts in points keep their size to the layout.
        writer.setResolution(qRound(dpi));
        writer.setPageLayout(QPageLayout(QPageSize(QSizeF(size) * 72.0 / dpi, QPageSize::Point,
                                                   chart.exportTitle(), QPageSize::ExactMatch),
                                         QPageLayout::Portrait, QMarginsF()));
        QCPPainter painter;
        if (!painter.begin(&writer))
            return false;
        painter.setWindow(QRect(QPoint(0, 0), size));
        paintChart(chart, &painter, size, false, caption); // PDF keeps QCustomPlot's clipping
        return painter.end();
    };
    return ExportFile::write(path, render, tr("the chart could not be drawn"), error);
}

bool ChartFile::writeCsv(const Chart &chart, const Evaluation &evaluation, const QString &path,
                         QString *error)
{
    const QByteArray csv = chartCsv(chart, evaluation);
    return ExportFile::write(
        path, [&csv](QIODevice &file) { return !csv.isEmpty() && file.write(csv) == csv.size(); },
        tr("no table for the chart %1").arg(chart.fileStem()), error);
}

bool ChartFile::write(Chart &chart, const Evaluation &evaluation, const QString &path, ExportFormat format,
                      double scale, QString *error, const ChartCaption *caption)
{
    switch (format) {
    case ExportFormat::Png:
        return writePng(chart, path, kExportSize, scale, error, caption);
    case ExportFormat::Svg:
        return writeSvg(chart, path, kExportSize, error, caption);
    case ExportFormat::Pdf:
        return writePdf(chart, path, kExportSize, error, caption);
    case ExportFormat::Csv:
        return writeCsv(chart, evaluation, path, error);
    case ExportFormat::Report:
        break;
    }
    if (error)
        *error =
            ExportFile::cannotWrite(path, tr("a report holds every chart: write it with Report::writePdf()"));
    return false;
}

} // namespace lorafleet
