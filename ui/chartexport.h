#pragma once

#include "fleetmodel.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace lorafleet {

class Chart;

// The four charts, in the window's order: fleet advantage, overhead, catalog growth, break-even.
std::vector<std::unique_ptr<Chart>> createCharts();

// Size of an exported chart at scale 1: a 16:10 slide figure.
inline constexpr QSize kExportSize{1200, 750};

// Writes the chart as PNG of size × scale pixels, atomically (QSaveFile). On failure returns false
// and says why in error.
bool writeChartPng(Chart &chart, const QString &path, QSize size, double scale, QString *error);

// Renders every chart of the scenario into directory as <fileStem>.png. Needs a QApplication (the
// offscreen platform will do); shows no window.
struct ExportResult
{
    QStringList written;
    QString error; // empty on success
};
ExportResult exportAllCharts(const Params &params, const QString &directory, double scale);

} // namespace lorafleet
