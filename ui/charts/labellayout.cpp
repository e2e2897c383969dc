// SPDX-License-Identifier: GPL-3.0-or-later
// The label-placement engine: every label of a plot put where it hides the least of the curves, inside
// the plot and off the other labels, once its chart has put it beside what it names (LabelLayout).

#include "charts/labellayout.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace lorafleet {

LabelLayout::LabelLayout(QCustomPlot *plot, const QCPItemTracer *hover)
    : m_plot(plot)
    , m_hover(hover)
{
}

// The leaders are the plot's items: the plot deletes them.
LabelLayout::~LabelLayout() = default;

namespace {

// A text's size in a font, every line of it. Laying text out costs more than anything else the layout
// does while a slider moves, and labels repeat their texts: the sizes are kept (GUI thread only).
QSizeF textSize(const QFont &font, const QString &text)
{
    static QHash<QString, QSizeF> sizes;
    const QString key = font.key() + QChar(0x1f) + text;
    if (const auto found = sizes.constFind(key); found != sizes.constEnd())
        return *found;
    if (sizes.size() > 4096)
        sizes.clear();
    const QSizeF size = QFontMetricsF(font).size(0, text);
    sizes.insert(key, size);
    return size;
}

} // namespace

QRectF LabelLayout::labelRect(const QCPItemText *label)
{
    const QPointF at = label->position->pixelPosition();
    const QMargins padding = label->padding();
    const QSizeF text = textSize(label->font(), label->text());
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

void LabelLayout::restore()
{
    // Each pass starts from where the chart put its labels, in its fonts and words, never from where the
    // last pass moved them: the same scenario and size give the same picture whatever came before. Run
    // before the chart updates its labels too, so that what it sets then stands.
    for (const auto &[label, coords] : m_labelAnchors)
        label->position->setCoords(coords);
    m_labelAnchors.clear();
    for (const auto &[label, font] : m_labelFonts)
        label->setFont(font);
    m_labelFonts.clear();
    for (const auto &[label, text] : m_labelTexts)
        label->setText(text);
    m_labelTexts.clear();
    for (QCPItemText *label : m_labelsLeftOut)
        label->setVisible(true);
    m_labelsLeftOut.clear();
    for (const auto &[label, leader] : m_leaders)
        leader->setVisible(false);
}

std::vector<QCPItemText *> LabelLayout::labelsInLayoutOrder() const
{
    // A marker's label says the figure at the current K: it gets the best place. A line's label goes
    // next, then any other (notes).
    const auto rank = [](const QCPItemText *label) {
        if (label->position->parentAnchor())
            return 0;
        return label->position->typeY() == QCPItemPosition::ptAxisRectRatio ? 1 : 2;
    };
    std::vector<QCPItemText *> labels;
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto *label = qobject_cast<QCPItemText *>(m_plot->item(i));
            label && label->visible() && !label->text().isEmpty())
            labels.push_back(label);
    std::stable_sort(labels.begin(), labels.end(),
                     [&](const QCPItemText *a, const QCPItemText *b) { return rank(a) < rank(b); });
    return labels;
}

LabelObstacles LabelLayout::obstacles() const
{
    LabelObstacles obstacles;
    const QRectF area = m_plot->axisRect()->rect();
    for (int i = 0; i < m_plot->graphCount(); ++i) {
        const QCPGraph *graph = m_plot->graph(i);
        if (!graph->realVisibility() || graph->data()->isEmpty())
            continue;
        const bool line = graph->lineStyle() != QCPGraph::lsNone && graph->pen().style() != Qt::NoPen &&
            graph->pen().color().alpha() > 0;
        const bool points = !graph->scatterStyle().isNone();
        if (!line && !points)
            continue; // a shading: labels may sit on it
        const bool logValues = graph->valueAxis()->scaleType() == QCPAxis::stLogarithmic;
        const double radius = std::max(3.0, graph->scatterStyle().size() / 2);
        std::vector<QPointF> pixels;
        pixels.reserve(std::size_t(graph->data()->size()));
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            QPointF pixel = graph->coordsToPixels(it->key, it->value);
            // Not drawn: no value, or none a log axis can show (the line breaks there).
            if (!std::isfinite(it->value) || (logValues && !(it->value > 0)))
                pixel.ry() = std::numeric_limits<double>::quiet_NaN();
            else if (points && area.contains(pixel))
                obstacles.addSpot({pixel.x() - radius, pixel.y() - radius, 2 * radius, 2 * radius});
            // Points closer than a pixel to the last one kept add nothing a label could hide: a dense
            // curve (a thousand K on a few hundred pixels) costs its pixels, not its points.
            if (line && !points && !pixels.empty() && std::isfinite(pixel.y()) &&
                std::isfinite(pixels.back().y()) && std::next(it) != graph->data()->constEnd() &&
                std::abs(pixel.x() - pixels.back().x()) < 1.0 &&
                std::abs(pixel.y() - pixels.back().y()) < 1.0)
                continue;
            pixels.push_back(pixel);
        }
        if (line)
            obstacles.addPolyline(std::move(pixels));
    }
    const double reach = std::hypot(area.width(), area.height());
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        QCPAbstractItem *item = m_plot->item(i);
        if (!item->realVisibility())
            continue;
        if (auto *line = qobject_cast<QCPItemStraightLine *>(item)) {
            // An endless line: long enough to cross the whole plot both ways.
            const QPointF from = line->point1->pixelPosition();
            const QPointF to = line->point2->pixelPosition();
            const double length = std::hypot(to.x() - from.x(), to.y() - from.y());
            if (length > 0) {
                const QPointF step = (to - from) * (reach / length);
                obstacles.addSegment({from - step, from + step});
            }
        } else if (auto *marker = qobject_cast<QCPItemTracer *>(item); marker && marker != m_hover) {
            const QPointF at = marker->position->pixelPosition();
            const double radius = marker->size() / 2 + 1;
            obstacles.addSpot({at.x() - radius, at.y() - radius, 2 * radius, 2 * radius});
        }
    }
    return obstacles;
}

namespace {

// Where a label may go, best first: beside what it names, then farther away. A marker's label goes
// around its marker; a vertical line's label slides down beside its line; any other label stays near
// where its chart put it.
std::vector<QRectF> candidatePlaces(const QRectF &own, const QRectF &area,
                                    const std::optional<QPointF> &marker, const std::optional<double> &lineX)
{
    std::vector<QRectF> places{own};
    const QSizeF size = own.size();
    const auto at = [&](double left, double top) { places.emplace_back(QPointF(left, top), size); };
    if (marker) {
        const QPointF m = *marker;
        for (const double gap : {8.0, 20.0, 36.0, 60.0, 96.0, 150.0, 240.0})
            for (const double left : {m.x() + 10, m.x() - 10 - size.width(), m.x() - size.width() / 2}) {
                at(left, m.y() - gap - size.height());
                at(left, m.y() + gap);
            }
        for (const double gap : {14.0, 40.0, 80.0}) {
            at(m.x() + gap, m.y() - size.height() / 2);
            at(m.x() - gap - size.width(), m.y() - size.height() / 2);
        }
    } else if (lineX) {
        const double step = std::max(4.0, size.height() / 2);
        for (double top = area.top(); top + size.height() <= area.bottom(); top += step) {
            at(*lineX + 4, top);
            at(*lineX - 4 - size.width(), top);
        }
    } else {
        for (const double shift : {1.0, -1.0, 2.0, -2.0, 3.0, -3.0})
            at(own.left(), own.top() + shift * (size.height() + 2));
    }
    return places;
}

// Everywhere in the plot, on a grid of at most 40 x 30 places (every 4 pixels on a small chart): where a
// label goes, with a leader line, when nothing beside what it names is free.
std::vector<QRectF> gridPlaces(const QSizeF &size, const QRectF &area)
{
    std::vector<QRectF> places;
    const double stepX = std::max(4.0, area.width() / 40);
    const double stepY = std::max(4.0, area.height() / 30);
    for (double top = area.top(); top + size.height() <= area.bottom(); top += stepY)
        for (double left = area.left(); left + size.width() <= area.right(); left += stepX)
            places.emplace_back(QPointF(left, top), size);
    return places;
}

// A rect moved inside area by the least shift (one wider than the area keeps its start in view).
QRectF shiftedInside(const QRectF &rect, const QRectF &area)
{
    QPointF shift;
    if (rect.right() > area.right())
        shift.rx() = area.right() - rect.right();
    if (rect.left() + shift.x() < area.left())
        shift.rx() = area.left() - rect.left();
    if (rect.bottom() > area.bottom())
        shift.ry() = area.bottom() - rect.bottom();
    if (rect.top() + shift.y() < area.top())
        shift.ry() = area.top() - rect.top();
    return rect.translated(shift);
}

double distance(const QPointF &point, const QRectF &rect)
{
    const double dx = std::max({rect.left() - point.x(), 0.0, point.x() - rect.right()});
    const double dy = std::max({rect.top() - point.y(), 0.0, point.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

} // namespace

void LabelLayout::arrange(bool dragging)
{
    const QRectF area = m_plot->axisRect()->rect();
    std::vector<QRectF> placed;
    // The curves' pixels, gathered once a label needs a place searched (not while a drag keeps them).
    std::optional<LabelObstacles> gathered;
    const auto obstaclesNow = [&]() -> const LabelObstacles & {
        if (!gathered)
            gathered = obstacles();
        return *gathered;
    };
    // The index pays for itself only when many places are tried: a label whose nearest place hides
    // nothing (most, frame after frame) is placed without it.
    const auto indexed = [&]() -> const LabelObstacles & {
        if (!obstaclesNow().hasIndex())
            gathered->buildIndex(area.adjusted(-4, -4, 4, 4)); // a place's probe reaches 2 px beyond it
        return *gathered;
    };
    const auto free = [&](const QRectF &candidate) {
        return area.contains(candidate) &&
            std::none_of(placed.begin(), placed.end(), [&](const QRectF &taken) {
                   return candidate.adjusted(-1, -1, 1, 1).intersects(taken);
               });
    };
    for (QCPItemText *label : labelsInLayoutOrder()) {
        const QFont chartFont = label->font();
        const auto shrink = [&](double factor) {
            QFont smaller = chartFont;
            smaller.setPointSizeF(chartFont.pointSizeF() * factor);
            label->setFont(smaller);
        };
        // Wider than the plot (a chart a third of a small window wide): a smaller text, down to 70 % (text
        // does not narrow in proportion to its size: step down until it fits); then over two or three
        // lines, broken after its colon and commas.
        double factor = 1.0;
        while (factor > 0.71 && labelRect(label).width() > area.width())
            shrink(factor -= 0.05);
        for (const QString &breakAfter : {QStringLiteral(":"), QStringLiteral(",")}) {
            if (labelRect(label).width() <= area.width() || !label->text().contains(breakAfter + u' '))
                continue;
            if (std::none_of(m_labelTexts.begin(), m_labelTexts.end(),
                             [label](const auto &kept) { return kept.first == label; }))
                m_labelTexts.emplace_back(label, label->text());
            label->setText(label->text().replace(breakAfter + u' ', breakAfter + u'\n'));
        }
        const QRectF rect = labelRect(label);
        const QCPItemPosition *position = label->position;
        std::optional<QPointF> marker;
        std::optional<double> lineX;
        if (position->parentAnchor())
            marker = position->parentAnchor()->pixelPosition();
        else if (position->typeX() == QCPItemPosition::ptPlotCoords &&
                 position->typeY() == QCPItemPosition::ptAxisRectRatio)
            lineX = position->pixelPosition().x();
        // The best place hides no curve (a pixel of a curve's edge aside) and moves least from where the
        // chart put it, never outside the plot nor on another label. Beside what it names first, then
        // anywhere in the plot; then the same in a smaller text (down to 70 %). Where every place hides
        // some curve: the one that hides least.
        const QRectF own = shiftedInside(rect, area);
        struct Place
        {
            QRectF rect;
            double factor = 1.0;
            double hidden = std::numeric_limits<double>::infinity();
            double moved = 0;
        };
        Place best;
        // While a slider is dragged a label keeps where it was put when the last drag settled, beside what it
        // names: it follows its marker or line and never jumps between places mid-drag.
        const QPointF anchor = marker ? *marker : lineX ? QPointF(*lineX, area.top()) : rect.topLeft();
        const auto settled =
            std::find_if(m_settledPlaces.begin(), m_settledPlaces.end(),
                         [label](const SettledPlace &place) { return place.label == label; });
        const bool keep = dragging && settled != m_settledPlaces.end();
        // The candidates closest to where the chart put the label first (ties in the listed order): the
        // first that hides nothing is the best, and the index's bounds spare the exact sum for most.
        const auto consider = [&](const std::vector<QRectF> &candidates, double at) {
            struct Tried
            {
                QRectF rect;
                double moved;
            };
            std::vector<Tried> tried;
            tried.reserve(candidates.size());
            for (const QRectF &candidate : candidates) {
                const QRectF inside = shiftedInside(candidate, area);
                if (!free(inside))
                    continue;
                const QPointF offset = inside.center() - own.center();
                tried.push_back({inside, std::hypot(offset.x(), offset.y())});
            }
            std::stable_sort(tried.begin(), tried.end(),
                             [](const Tried &a, const Tried &b) { return a.moved < b.moved; });
            Place found;
            if (!tried.empty() && obstaclesNow().coverage(tried.front().rect.adjusted(-2, -2, 2, 2)) <= 1.0) {
                found = {tried.front().rect, at, 0.0, tried.front().moved}; // as the search below would
                if (found.hidden < best.hidden)
                    best = found;
                return true;
            }
            const LabelObstacles &index = indexed();
            for (const Tried &candidate : tried) {
                const QRectF probe = candidate.rect.adjusted(-2, -2, 2, 2);
                double hidden = 0.0; // a pixel of a curve's edge is allowed
                if (index.coverageAtMost(probe) >= 1.0 - 1e-9) {
                    if (std::isfinite(found.hidden) &&
                        index.coverageAtLeast(probe) - 1.0 > found.hidden + 1e-9)
                        continue; // hides more than the best so far, whatever the exact sum
                    hidden = std::max(0.0, index.coverageIndexed(probe) - 1.0);
                }
                if (hidden < found.hidden)
                    found = {candidate.rect, at, hidden, candidate.moved};
                if (found.hidden == 0)
                    break;
            }
            if (found.hidden < best.hidden)
                best = found;
            return best.hidden == 0;
        };
        if (keep) {
            factor = std::min(factor, settled->factor);
            shrink(factor);
            best = {shiftedInside(QRectF(anchor + settled->offset, labelRect(label).size()), area), factor,
                    0.0, 0.0};
        } else if (dragging) {
            // New mid-drag (a label that had no room, or appeared): where its chart put it, searched at
            // the release; a search every frame would cost the drag its frame time.
            best = {own, factor, 0.0, 0.0};
        }
        for (const double smaller : {1.0, 0.85, 0.7}) {
            if (dragging)
                break;
            if (smaller < 1.0) {
                if (smaller >= factor)
                    continue;
                factor = smaller;
                shrink(factor);
            }
            const QRectF sized = QRectF(rect.topLeft(), labelRect(label).size());
            if (consider(candidatePlaces(shiftedInside(sized, area), area, marker, lineX), factor) ||
                consider(gridPlaces(sized.size(), area), factor))
                break;
        }
        if (best.factor != factor)
            shrink(best.factor);
        if (label->font() != chartFont)
            m_labelFonts.emplace_back(label, chartFont);
        if (!std::isfinite(best.hidden)) {
            // Nowhere in the plot free of the labels placed before it (a chart too small for all of its
            // labels): left out rather than drawn over another; the legend and the summary still say it.
            m_labelsLeftOut.push_back(label);
            label->setVisible(false);
            if (settled != m_settledPlaces.end())
                m_settledPlaces.erase(settled);
            continue;
        }
        const QRectF chosen = best.rect;
        const QRectF now = labelRect(label);
        if (chosen.topLeft() != now.topLeft()) {
            m_labelAnchors.emplace_back(label, label->position->coords());
            label->position->setPixelPosition(label->position->pixelPosition() +
                                              (chosen.topLeft() - now.topLeft()));
        }
        // A label away from what it names points at it: a marker, or its line at the label's height.
        if (marker && distance(*marker, chosen) > 24)
            drawLeader(label, *marker, chosen, 6.0); // from the marker's edge
        else if (lineX && std::min(std::abs(chosen.left() - *lineX), std::abs(chosen.right() - *lineX)) > 12)
            drawLeader(label, {*lineX, chosen.center().y()}, chosen, 0.0);
        placed.push_back(chosen);
        if (!dragging) {
            const SettledPlace place{label, chosen.topLeft() - anchor, best.factor};
            if (settled != m_settledPlaces.end())
                *settled = place;
            else
                m_settledPlaces.push_back(place);
        }
    }
}

void LabelLayout::drawLeader(QCPItemText *label, const QPointF &anchor, const QRectF &rect, double gap)
{
    auto found = std::find_if(m_leaders.begin(), m_leaders.end(),
                              [label](const auto &leader) { return leader.first == label; });
    if (found == m_leaders.end()) {
        auto *line = new QCPItemLine(m_plot);
        line->setLayer(label->layer());
        line->setClipToAxisRect(true);
        line->setSelectable(false);
        m_leaders.emplace_back(label, line);
        found = m_leaders.end() - 1;
    }
    QCPItemLine *leader = found->second;
    QColor color = label->color();
    color.setAlphaF(0.7);
    leader->setPen(QPen(color, 1.0));
    // From gap pixels off the anchor to the nearest point of the label's box.
    const QPointF target(std::clamp(anchor.x(), rect.left(), rect.right()),
                         std::clamp(anchor.y(), rect.top(), rect.bottom()));
    const QPointF direction = target - anchor;
    const double length = std::hypot(direction.x(), direction.y());
    leader->start->setPixelPosition(anchor + direction * (gap / std::max(length, 1.0)));
    leader->end->setPixelPosition(target);
    leader->setVisible(true);
}

} // namespace lorafleet
