#pragma once

#include "chartstyle.h"
#include "fleetmodel.h"

#include <QImage>
#include <QPointF>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <memory>
#include <optional>
#include <vector>

// qcustomplot.h costs seconds per file: it stays out of headers.
class QCPPainter;

namespace lorafleet {

class Chart;
struct ChartData;
struct Scenario;

// Size of an exported chart at scale 1: a 16:10 slide figure, in logical pixels.
inline constexpr QSize kExportSize{1200, 750};
// PNG scales the window and the command line offer.
inline constexpr double kMinExportScale = 1;
inline constexpr double kMaxExportScale = 4;

// What the export functions can write. Report is one A4 page with everything (see report.h).
enum class ExportFormat { Png, Svg, Pdf, Csv, Report };
// "png", "svg", "pdf", "csv", "report" (any case); nothing for other names.
std::optional<ExportFormat> exportFormatFromName(QStringView name);
QString exportFormatName(ExportFormat format); // "png", ..., "report"
QStringList exportFormatNames(); // every name, in the enum's order
QString exportFileSuffix(ExportFormat format); // "png", "svg", "pdf", "csv", "pdf"
QString exportFileFilter(ExportFormat format); // "PNG images (*.png)", for file dialogs (translated)

// Each writer replaces the file atomically (writeFileAtomically): on failure the old file, if any, is intact,
// no partial file is left, the function returns false and error names the file and the reason.
// A chart shown in a window may be exported: it is laid out at the export size for the export and
// redrawn for its window afterwards.

// PNG of size × scale pixels, with the scale in its resolution (a document shows it at size).
bool writeChartPng(Chart &chart, const QString &path, QSize size, double scale, QString *error);
// SVG whose viewBox is size (logical pixels), text as <text>, everything inside the plot area
// clipped to it by the writer (Qt's SVG generator writes no clip paths).
bool writeChartSvg(Chart &chart, const QString &path, QSize size, QString *error);
// Vector PDF, one page of size's aspect (size at the plot's logical DPI), with the chart's title.
bool writeChartPdf(Chart &chart, const QString &path, QSize size, QString *error);
// CSV of the model series the chart draws (see chartCsv()).
bool writeChartCsv(const Chart &chart, const Params &params, const QString &path, QString *error);
// One chart in any format but Report; scale applies to PNG only. params is used for CSV only.
bool writeChart(Chart &chart, const Params &params, const QString &path, ExportFormat format, double scale,
                QString *error);

// The chart as an image of logicalSize × pixelRatio pixels whose devicePixelRatio is pixelRatio
// (for the clipboard: it pastes at logicalSize and stays sharp on a high-DPI screen).
QImage chartImage(Chart &chart, QSize logicalSize, double pixelRatio);

// Shows the scenario in a chart that is in no window, laid out as a widget of size would be (its
// legend spread over the columns that fit that width). For exports and reports.
void showOffscreen(Chart &chart, QSize size, const ChartData &data);

// Draws the chart into an active painter at size (logical pixels, before the painter's own
// transform). vector: the target keeps no clipping (SVG), so curves, labels and markers are kept
// inside the plot area by the drawing itself.
void paintChart(Chart &chart, QCPPainter *painter, QSize size, bool vector);

// The table behind the chart (Chart::dataColumns()) as UTF-8 CSV: a header row naming every column
// with its unit, then one row per x of the plot. Values are the model's own doubles in their
// shortest exact form in the C locale (integers without exponent), so they read back bit-exact.
// A band at the current skew is not repeated (the chart draws the current curve for it).
// Fractions are fractions (0.1 = 10 %), as in the JSON output.
QByteArray chartCsv(const Chart &chart, const Series &series);

// What an export wrote, in order, or why it stopped (files written before the failure stay).
struct ExportResult
{
    QStringList written;
    QString error; // empty on success
};

// Renders every chart of the scenario into directory as <fileStem>.png. Needs a QApplication (the
// offscreen platform will do); shows no window.
ExportResult exportAllCharts(const Params &params, const QString &directory, double scale);
// The command line's export: the four charts as <fileStem>.<suffix> at kExportSize (scale: PNG
// only, from kMinExportScale to kMaxExportScale), or report.pdf for Report. Creates directory if
// needed. Needs a QApplication; shows no window.
ExportResult exportScenario(const Scenario &scenario, const QString &directory, ExportFormat format,
                            double scale = 1, const ChartStyle &style = ChartStyle::light());

namespace exportdetail {

// One axis of a plot: its visible range and whether it is logarithmic.
struct AxisSpan
{
    double lower = 0;
    double upper = 1;
    bool logarithmic = false;
};

// A curve (x ascending) cut to the rectangle x × y, the crossing points interpolated in the axes'
// own scale. With gaps (a line), what lies outside is dropped and a point with a NaN y marks each
// break; without (the edge of a filled area), y beyond the range is held at the range's end so that
// the fill keeps its shape up to the border. Points inside are kept bit-exact.
std::vector<QPointF> clipCurve(const std::vector<QPointF> &points, AxisSpan x, AxisSpan y, bool gaps);

} // namespace exportdetail

} // namespace lorafleet
