// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartstyle.h"
#include "export/exportformat.h"
#include "model/params.h"
#include "text/comparison.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace lorafleet {

struct Scenario;

// What an export wrote, in order, or why it stopped (files written before the failure stay).
struct ExportResult
{
    QStringList written;
    QString error; // empty on success
};

// Every chart of a scenario, or its report, into a folder: the command line's export. Needs a
// QApplication (the offscreen platform will do); shows no window.
class BatchExport
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::BatchExport)

public:
    // The charts as <fileStem>.<suffix> at kExportSize (scale: PNG only, from kMinExportScale to
    // kMaxExportScale), or report.pdf for Report. Creates directory if needed. caption: PNG, SVG and PDF
    // carry a line under the chart naming the scenario (ChartCaption). pins: scenarios drawn over the
    // charts as the window draws its pinned ones (and the CSV's second table, the report's comparison page).
    static ExportResult write(const Scenario &scenario, const QString &directory, ExportFormat format,
                              double scale = 1, const ChartStyle &style = ChartStyle::light(),
                              bool caption = true, const QList<ComparedScenario> &pins = {});
    // The charts as <fileStem>.png.
    static ExportResult writePngs(const Params &params, const QString &directory, double scale);
};

} // namespace lorafleet
