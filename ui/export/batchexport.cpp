// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/batchexport.h"

#include "charts/chartset.h"
#include "export/chartcaption.h"
#include "export/chartfile.h"
#include "export/chartrender.h"
#include "export/report.h"
#include "io/scenariofile.h"

#include <QDir>
#include <QFileInfo>

namespace lorafleet {

ExportResult BatchExport::writePngs(const Params &params, const QString &directory, double scale)
{
    Scenario scenario;
    scenario.params = params;
    return write(scenario, directory, ExportFormat::Png, scale);
}

namespace {

// Why mkpath() failed, which it does not say: the nearest existing folder above is a file or not writable.
QString whyNoFolder(const QString &directory)
{
    QFileInfo above(QFileInfo(directory).absoluteFilePath());
    while (!above.exists() && !above.isRoot() && above.absolutePath() != above.absoluteFilePath())
        above = QFileInfo(above.absolutePath());
    if (above.exists() && !above.isDir())
        return BatchExport::tr("%1 is a file, not a folder").arg(QDir::toNativeSeparators(above.filePath()));
    if (above.exists() && !above.isWritable())
        return BatchExport::tr("%1 is not writable").arg(QDir::toNativeSeparators(above.filePath()));
    return BatchExport::tr("the system refused it");
}

} // namespace

ExportResult BatchExport::write(const Scenario &scenario, const QString &directory, ExportFormat format,
                                double scale, const ChartStyle &style, bool caption,
                                const QList<ComparedScenario> &pins)
{
    ExportResult result;
    if (format == ExportFormat::Png && !(scale >= kMinExportScale && scale <= kMaxExportScale)) {
        result.error = tr("The scale %1 is not valid: expected a number from %2 to %3.")
                           .arg(scale)
                           .arg(kMinExportScale)
                           .arg(kMaxExportScale);
        return result;
    }
    const QDir dir(directory);
    if (!dir.exists() && !QDir().mkpath(directory)) {
        result.error = tr("Cannot create the folder %1: %2.")
                           .arg(QDir::toNativeSeparators(directory), whyNoFolder(directory));
        return result;
    }
    if (format == ExportFormat::Report) {
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        if (Report::writePdf(path, scenario, &result.error, QDate::currentDate(), pins))
            result.written << path;
        return result;
    }
    const Params &params = scenario.params;
    const auto evaluation = std::make_shared<const Evaluation>(evaluateScenario(params));
    const ChartCaption captionText = ChartCaption::of(params, evaluation->figures);
    std::vector<ChartOverlay> overlays;
    for (const ComparedScenario &pin : pins) // evaluated as the window evaluates its pins
        overlays.push_back({pin.label, std::make_shared<const Evaluation>(evaluateScenario(pin.params))});
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        chart->setOverlays(overlays);
        const QString path = dir.filePath(chart->fileStem() + u'.' + exportFileSuffix(format));
        bool ok = false;
        if (format == ExportFormat::Csv) {
            ok = ChartFile::writeCsv(*chart, *evaluation, path, &result.error);
        } else {
            chart->setChartStyle(style);
            showOffscreen(*chart, kExportSize, ChartData(evaluation));
            ok = ChartFile::write(*chart, *evaluation, path, format, scale, &result.error,
                                  caption ? &captionText : nullptr);
        }
        if (!ok)
            return result;
        result.written << path;
    }
    return result;
}

} // namespace lorafleet
