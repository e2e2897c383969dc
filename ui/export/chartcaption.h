// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <QCoreApplication>
#include <QString>

class QPainter;
class QRectF;

namespace lorafleet {

struct ChartStyle;

// The one line under an exported chart that says which scenario drew it: a chart copied into a slide
// keeps its scenario and the warning that it does not fit. Worded from the model's figures.
struct ChartCaption
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::ChartCaption)

public:
    // "Does not fit in GPU memory: over by 12 GB · " when the scenario does not fit; else empty.
    QString warning;
    // "GPU 141 GB · K = 32 · s = 1 · batch 32 · pool 60 GB · $5.00/h · paper model · model output, not a
    // measurement"
    QString scenario;

    QString text() const { return warning + scenario; }

    static ChartCaption of(const Params &params, const Figures &figures);
};

// Height of the caption's strip below the chart, in logical pixels.
constexpr int kCaptionHeight = 22;

// Draws the caption in strip (left-aligned, small, muted; the warning in red), cut short with an
// ellipsis when it is wider than the strip.
void paintCaption(QPainter &painter, const QRectF &strip, const ChartCaption &caption,
                  const ChartStyle &style);

} // namespace lorafleet
