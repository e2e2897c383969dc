// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QSize>

// qcustomplot.h costs seconds per file: it stays out of headers.
class QCPPainter;

namespace lorafleet {

class Chart;
struct ChartCaption;
struct ChartData;

// Drawing a chart somewhere else than its window: into an image, a vector file or a report page,
// at a size of its own, without disturbing the chart on screen.

// Shows the scenario in a chart that is in no window, laid out as a widget of size would be (its
// legend spread over the columns that fit that width). For exports and reports.
void showOffscreen(Chart &chart, QSize size, const ChartData &data);

// Draws the chart into an active painter at size (logical pixels, before the painter's own
// transform). vector: the target keeps no clipping (SVG), so curves, labels and markers are kept
// inside the plot area by the drawing itself. A chart shown in a window is laid out at size for the
// drawing and redrawn for its window afterwards. caption: drawn in a strip at the bottom of size, the
// chart above it (none when null).
void paintChart(Chart &chart, QCPPainter *painter, QSize size, bool vector,
                const ChartCaption *caption = nullptr);

// The chart as an image of logicalSize × pixelRatio pixels whose devicePixelRatio is pixelRatio
// (for the clipboard: it pastes at logicalSize and stays sharp on a high-DPI screen).
QImage chartImage(Chart &chart, QSize logicalSize, double pixelRatio, const ChartCaption *caption = nullptr);

// The plot's logical DPI (96 when it has none): what a point measures in its pixels.
double logicalDpi(const Chart &chart);

} // namespace lorafleet
