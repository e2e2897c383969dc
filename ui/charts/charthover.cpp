// SPDX-License-Identifier: GPL-3.0-or-later
// Hovering a chart: the exact values of the curves under the pointer, in a tooltip.

#include "charts/chart.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <cmath>
#include <optional>

namespace lorafleet {

QString Chart::describeNearest(const QPointF &position, double reach) const
{
    // Each curve's point nearest the pointer, within reach.
    struct Near
    {
        double distance;
        QCPGraph *graph;
        double key;
        double value;
        QPointF pixel;
        QString text;
    };
    std::vector<Near> nearest;
    for (const Described &described : m_graphs) {
        QCPGraph *graph = described.graph;
        if (!described.describe || !graph->visible() || graph->data()->isEmpty())
            continue;
        QCPAxis *keyAxis = graph->keyAxis();
        QCPAxis *valueAxis = graph->valueAxis();
        // Only the keys within reach of the pointer, found by binary search.
        double lowKey = keyAxis->pixelToCoord(position.x() - reach);
        double highKey = keyAxis->pixelToCoord(position.x() + reach);
        if (lowKey > highKey)
            std::swap(lowKey, highKey);
        const auto begin = graph->data()->findBegin(lowKey);
        const auto end = graph->data()->findEnd(highKey);
        std::optional<Near> best;
        for (auto it = begin; it != end; ++it) {
            const QPointF pixel(keyAxis->coordToPixel(it->key), valueAxis->coordToPixel(it->value));
            const double dx = pixel.x() - position.x();
            const double dy = pixel.y() - position.y();
            const double distance = dx * dx + dy * dy;
            if (distance < reach * reach && std::isfinite(it->value) && (!best || distance < best->distance))
                best = Near{distance, graph, it->key, it->value, pixel, {}};
        }
        if (best) {
            best->text = described.describe(best->key, best->value);
            nearest.push_back(*best);
        }
    }
    if (nearest.empty())
        return {};
    std::stable_sort(nearest.begin(), nearest.end(),
                     [](const Near &a, const Near &b) { return a.distance < b.distance; });
    const Near &first = nearest.front();
    m_hover->setGraph(first.graph);
    m_hover->setGraphKey(first.key);
    m_hover->position->setCoords(first.key, first.value);
    // Curves drawn over one another (every skew at K = 1, a band on the current skew) are all named:
    // naming one alone would hide the others under it.
    constexpr double kOverlapPixels = 3.0;
    constexpr std::size_t kMostNamed = 4;
    QStringList texts;
    for (const Near &near : nearest) {
        const QPointF apart = near.pixel - first.pixel;
        if (texts.size() < qsizetype(kMostNamed) && std::hypot(apart.x(), apart.y()) <= kOverlapPixels &&
            !texts.contains(near.text))
            texts << near.text;
    }
    return texts.join(QLatin1Char('\n'));
}

void Chart::onMouseMove(QMouseEvent *event)
{
    const QString text = describeNearest(event->position());
    const bool wasVisible = m_hover->visible();
    m_hover->setVisible(!text.isEmpty());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    if (wasVisible || m_hover->visible())
        m_overlay->replot();
}

} // namespace lorafleet
