// SPDX-License-Identifier: GPL-3.0-or-later
// A chart's own labels and legend: made and styled, each label put beside what it names, and the legend
// spread over the columns that fit; then LabelLayout arranges the labels (Chart::layOutLabels).

#include "charts/chart.h"

#include "charts/labellayout.h"

#include <qcustomplot.h>

#include <algorithm>

namespace lorafleet {

void Chart::fitLegend()
{
    QCPLegend *legend = m_plot->legend;
    std::vector<QCPAbstractLegendItem *> items; // the grid may hold empty cells: count the items themselves
    for (int i = 0; i < legend->elementCount(); ++i)
        if (auto *item = qobject_cast<QCPAbstractLegendItem *>(legend->elementAt(i)))
            items.push_back(item);
    const int count = int(items.size());
    if (count == 0)
        return;
    const int available = std::max(width(), 100) - legend->margins().left() - legend->margins().right() - 8;
    // As many columns as fit; on a narrow chart a smaller text first, when that saves a row of legend.
    const auto columnsAt = [&](double pointSize) {
        for (QCPAbstractLegendItem *item : items)
            item->setFont(font(pointSize));
        int columns = count;
        for (; columns > 1; --columns) {
            int total = (columns - 1) * legend->columnSpacing();
            for (int column = 0; column < columns; ++column) {
                int widest = 0;
                for (int i = column; i < count; i += columns)
                    widest = std::max(widest, items[std::size_t(i)]->minimumOuterSizeHint().width());
                total += widest;
            }
            if (total <= available)
                break;
        }
        return columns;
    };
    const auto rows = [count](int columns) { return (count + columns - 1) / columns; };
    int columns = columnsAt(m_style.tickPointSize);
    if (rows(columns) > 2) {
        const int smaller = columnsAt(m_style.tickPointSize * 0.82);
        if (rows(smaller) < rows(columns))
            columns = smaller;
        else
            columnsAt(m_style.tickPointSize);
    }
    // Re-filled even when the number of columns stays: items added since went where the grid had room.
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    for (QCPAbstractLegendItem *item : items)
        item->setLayer(m_dynamic); // the current skew's name changes with it
}

void Chart::placeMarkerLabel(QCPItemText *label, QCPItemTracer *marker, bool aboveOnRight, bool aboveOnLeft)
{
    if (!marker->visible())
        return;
    const QPointF at = marker->position->pixelPosition();
    const QRect area = m_plot->axisRect()->rect();
    const double width = QFontMetricsF(label->font()).horizontalAdvance(label->text()) +
        label->padding().left() + label->padding().right();
    // Right of the marker if it fits, else left of it, and never beyond the axis rect.
    double left = at.x() + 10;
    bool above = aboveOnRight;
    if (left + width > area.right() - 2) {
        left = at.x() - 10 - width;
        above = aboveOnLeft;
    }
    left = std::clamp(left, double(area.left()) + 2,
                      std::max(double(area.left()) + 2, area.right() - 2 - width));
    label->setPositionAlignment(Qt::AlignLeft | (above ? Qt::AlignBottom : Qt::AlignTop));
    label->position->setCoords(left - at.x(), above ? -8 : 8);
}

void Chart::placeLineLabel(QCPItemText *label, double key)
{
    if (!label->visible())
        return;
    const double x = m_plot->xAxis->coordToPixel(key);
    const double width = QFontMetricsF(label->font()).horizontalAdvance(label->text()) +
        label->padding().left() + label->padding().right();
    const QRect area = m_plot->axisRect()->rect();
    // Right of the line when it fits; else left of it when that fits; else where there is more room.
    const bool fitsRight = x + 4 + width <= area.right();
    const bool fitsLeft = x - 4 - width >= area.left();
    const bool right = fitsRight || (!fitsLeft && area.right() - x >= x - area.left());
    const Qt::Alignment vertical = label->positionAlignment() & Qt::AlignVertical_Mask;
    label->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | vertical);
}

void Chart::keepApart(QCPItemText *movable, QCPItemText *fixed)
{
    if (!movable->visible() || !fixed->visible() || !labelRect(movable).intersects(labelRect(fixed)))
        return;
    // Flip the movable label to the other side of its anchor, vertically.
    const Qt::Alignment alignment = movable->positionAlignment();
    const bool above = alignment & Qt::AlignBottom;
    movable->setPositionAlignment((alignment & Qt::AlignHorizontal_Mask) |
                                  (above ? Qt::AlignTop : Qt::AlignBottom));
    const QPointF offset = movable->position->coords();
    movable->position->setCoords(offset.x(), -offset.y());
}

void Chart::layOutLabels()
{
    m_labels->restore();
    placeLabels();
    m_labels->arrange(m_dragging);
}

QRectF Chart::labelRect(QCPItemText *label) const
{
    return LabelLayout::labelRect(label);
}

std::vector<QCPItemText *> Chart::labelsInLayoutOrder() const
{
    return m_labels->labelsInLayoutOrder();
}

QCPItemText *Chart::addLabel(QCPLayer *layer)
{
    auto *label = new QCPItemText(m_plot);
    if (layer)
        label->setLayer(layer);
    label->setPadding(QMargins(4, 2, 4, 2));
    label->setClipToAxisRect(true);
    return label;
}

void Chart::addLabelledLine(QCPItemStraightLine *&line, QCPItemText *&label)
{
    line = addVerticalLine();
    label = addLabel();
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
}

void Chart::addLabelledMarker(QCPItemTracer *&marker, QCPItemText *&label)
{
    marker = addMarker();
    label = addLabel(m_overlay);
    label->position->setParentAnchor(marker->position);
}

void Chart::placeVerticalLine(QCPItemStraightLine *line, QCPItemText *label, double key, const QString &text,
                              bool visible)
{
    line->setVisible(visible);
    label->setVisible(visible);
    if (!visible)
        return;
    const double low = m_plot->yAxis->range().lower;
    line->point1->setCoords(key, low > 0 ? low : 0);
    line->point2->setCoords(key, low > 0 ? low * 2 : 1);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(key, 0.0);
    label->setText(text);
}

void Chart::styleText(QCPItemText *label, double pointSize, const QColor &color, bool bold) const
{
    label->setFont(font(pointSize, bold));
    label->setColor(color);
    QColor backdrop = m_style.background;
    backdrop.setAlpha(215); // readable over grid lines and curves
    label->setBrush(backdrop);
    label->setPen(Qt::NoPen);
}

} // namespace lorafleet
