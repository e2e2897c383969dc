// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <QWidget>

namespace lorafleet {

// The GPU's memory as one bar: base | KV cache | adapter pool | free, or the overflow beyond the
// GPU's capacity in red.
class MemoryBar : public QWidget
{
    Q_OBJECT

public:
    explicit MemoryBar(QWidget *parent = nullptr);

    // The GPU of `params`, with what the model says of it (used, free, over, pool capacity).
    void setMemory(const Params &params, const Figures &figures);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The words drawn on the bar, each whole: a part too narrow for its label shows its size alone,
    // or nothing (the tooltip names every part), never a figure cut short.
    struct Label
    {
        QString text;
        QRectF area; // where it is drawn: the part of its segment in view
        QFont font;
        QColor color; // the text's
        QColor fill; // what it is drawn on; invalid on the overflow's hatching
    };
    QList<Label> shownLabels() const;
    // Beyond the GPU's capacity, hatched red over the parts; empty when it fits.
    QRectF overflow() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Part
    {
        QRectF rect;
        QColor color;
        QString label; // empty when nothing fits
        QRectF labelArea; // the part in view (the overflow covers what lies beyond the GPU), less padding
    };
    std::vector<Part> parts() const;
    QString overflowLabel() const;
    QFont overflowFont() const;

    Params m_params;
    Figures m_figures = evaluate(Params{});
};

} // namespace lorafleet
