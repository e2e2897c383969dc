// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/labelobstacles.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <utility>
#include <vector>

// qcustomplot.h costs seconds per file: it stays out of headers.
class QCustomPlot;
class QCPItemLine;
class QCPItemText;
class QCPItemTracer;

namespace lorafleet {

// Where a plot's labels go, once their chart has put each beside what it names: every label where it
// hides the least of the curves (LabelObstacles), inside the plot and off the labels placed before it;
// markers' labels first, then lines', then notes. A label that had to move away from what it names gets
// a leader line; one wider than the plot a smaller text or a break after its colon; one with no room
// free of labels is left out. It remembers what it changed, so that restore() gives the chart its labels
// back as it set them, and where each label settled, so that a drag keeps it there.
class LabelLayout
{
public:
    // Lays out the plot's text items; hover, when given, is a tracer that follows the pointer and is no
    // obstacle.
    explicit LabelLayout(QCustomPlot *plot, const QCPItemTracer *hover = nullptr);
    ~LabelLayout();
    LabelLayout(const LabelLayout &) = delete;
    LabelLayout &operator=(const LabelLayout &) = delete;

    // Puts every label shown where it hides the least. While dragging, a label that settled before keeps
    // its place from what it names, and a new one stays where its chart put it: no search mid-drag.
    void arrange(bool dragging);
    // Undoes what arrange() changed (positions, fonts, broken texts, labels left out, leaders): each
    // pass starts from the chart's own places, and what a chart sets after restore() stands.
    void restore();

    // Where a label is drawn, in the plot's pixels.
    static QRectF labelRect(const QCPItemText *label);
    // The labels shown, in the order arrange() places them: markers', lines', then the others.
    std::vector<QCPItemText *> labelsInLayoutOrder() const;
    // The curves' lines, data points, markers and straight lines as drawn now: what labels must not
    // cover.
    LabelObstacles obstacles() const;
    // The labels the last arrange() found no room for (hidden until restore()).
    const std::vector<QCPItemText *> &labelsLeftOut() const { return m_labelsLeftOut; }

private:
    // A line from what a label names (a marker, a line) to the label, when the label had to move away.
    void drawLeader(QCPItemText *label, const QPointF &anchor, const QRectF &rect, double gap);

    QCustomPlot *m_plot;
    const QCPItemTracer *m_hover;
    std::vector<std::pair<QCPItemText *, QCPItemLine *>> m_leaders;
    // The labels arrange() moved, with the coordinates their chart gave them.
    std::vector<std::pair<QCPItemText *, QPointF>> m_labelAnchors;
    std::vector<std::pair<QCPItemText *, QFont>> m_labelFonts; // and the fonts it made smaller
    std::vector<std::pair<QCPItemText *, QString>> m_labelTexts; // the texts it broke into lines
    std::vector<QCPItemText *> m_labelsLeftOut; // and those it found no room for
    // Where each label went when the layout last ran without a drag, from what it names, and its text's
    // size then: a drag keeps it there.
    struct SettledPlace
    {
        QCPItemText *label;
        QPointF offset;
        double factor;
    };
    std::vector<SettledPlace> m_settledPlaces;
};

} // namespace lorafleet
