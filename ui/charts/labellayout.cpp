// Where a chart's labels and legend go: the legend's columns, each label beside what it names, and a last
// pass that keeps every label inside the plot and off the others (Chart::layOutLabels).

#include "chart.h"

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

QRectF Chart::labelRect(QCPItemText *label) const
{
    const QPointF at = label->position->pixelPosition();
    const QFontMetricsF metrics(label->font());
    const QMargins padding = label->padding();
    const QSizeF text = metrics.size(0, label->text()); // every line of it
    const double width = text.width() + padding.left() + padding.right();
    const double height = text.height() + padding.top() + padding.bottom();
    const Qt::Alignment alignment = label->positionAlignment();
    const double x = alignment & Qt::AlignRight ? at.x() - width
        : alignment & Qt::AlignHCenter          ? at.x() - width / 2
                                                : at.x();
    const double y = alignment & Qt::AlignBottom ? at.y() - height
        : alignment & Qt::AlignVCenter           ? at.y() - height / 2
                                                 : at.y();
    return {x, y, width, height};
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
    // Each pass starts from where the chart put its labels, never from where the last pass moved them:
    // the same scenario and size give the same picture whatever came before.
    for (const auto &[label, coords] : m_labelAnchors)
        label->position->setCoords(coords);
    m_labelAnchors.clear();
    for (const auto &[label, font] : m_labelFonts)
        label->setFont(font);
    m_labelFonts.clear();
    placeLabels();
    keepLabelsInside();
}

void Chart::keepLabelsInside()
{
    const QRectF area = m_plot->axisRect()->rect();
    std::vector<QRectF> placed;
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        auto *label = qobject_cast<QCPItemText *>(m_plot->item(i));
        if (!label || !label->visible() || label->text().isEmpty())
            continue;
        // Wider than the plot (a chart a third of a small window wide): a smaller text, down to 70 % (text
        // does not narrow in proportion to its size: step down until it fits).
        if (labelRect(label).width() > area.width()) {
            m_labelFonts.emplace_back(label, label->font());
            const double full = label->font().pointSizeF();
            for (double factor = 0.95; factor > 0.69 && labelRect(label).width() > area.width();
                 factor -= 0.05) {
                QFont smaller = label->font();
                smaller.setPointSizeF(full * factor);
                label->setFont(smaller);
            }
        }
        const QRectF rect = labelRect(label);
        // Inside the plot: shifted in from whichever edge cuts it (a label wider than the plot keeps its
        // start in view).
        QPointF shift;
        if (rect.right() > area.right())
            shift.rx() = area.right() - rect.right();
        if (rect.left() + shift.x() < area.left())
            shift.rx() = area.left() - rect.left();
        if (rect.bottom() > area.bottom())
            shift.ry() = area.bottom() - rect.bottom();
        if (rect.top() + shift.y() < area.top())
            shift.ry() = area.top() - rect.top();
        QRectF moved = rect.translated(shift);
        // Off the labels placed before it: just below or above the one it covers, whichever stays inside.
        for (const QRectF &other : placed) {
            if (!moved.adjusted(1, 1, -1, -1).intersects(other))
                continue;
            const QRectF below = moved.translated(0, other.bottom() + 2 - moved.top());
            const QRectF above = moved.translated(0, other.top() - 2 - moved.bottom());
            const auto free = [&](const QRectF &candidate) {
                return area.contains(candidate) &&
                    std::none_of(placed.begin(), placed.end(), [&](const QRectF &taken) {
                           return candidate.adjusted(1, 1, -1, -1).intersects(taken);
                       });
            };
            if (free(below))
                moved = below;
            else if (free(above))
                moved = above;
        }
        if (moved != rect) {
            m_labelAnchors.emplace_back(label, label->position->coords());
            label->position->setPixelPosition(label->position->pixelPosition() +
                                              (moved.topLeft() - rect.topLeft()));
        }
        placed.push_back(moved);
    }
}

} // namespace lorafleet
