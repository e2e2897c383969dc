// SPDX-License-Identifier: GPL-3.0-or-later
// Comparing on a chart: the pinned scenarios' curves over the chart's own (Chart::setOverlays).

#include "charts/chart.h"

#include <qcustomplot.h>

#include <array>

namespace lorafleet {

namespace {
// Told apart by dash pattern as well as colour: the pattern survives colour blindness, greyscale
// printing and the high-contrast theme.
constexpr std::array kOverlayDashes{Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
} // namespace

void Chart::setOverlays(std::vector<ChartOverlay> overlays)
{
    if (overlays.size() > kMaxOverlays)
        overlays.resize(kMaxOverlays);
    for (const OverlayGraph &pinned : m_overlayGraphs) {
        std::erase_if(m_graphs,
                      [&pinned](const Described &described) { return described.graph == pinned.graph; });
        m_plot->removeGraph(pinned.graph);
    }
    m_overlayGraphs.clear();
    m_hover->setGraph(nullptr);
    m_overlays = std::move(overlays);
    for (std::size_t i = 0; i < m_overlays.size(); ++i) {
        const QString label = m_overlays[i].label;
        for (OverlayCurve &curve : overlayCurves(*m_overlays[i].evaluation)) {
            auto describe = [label, text = std::move(curve.describe)](double key, double value) {
                return tr("%1: %2").arg(label, text ? text(key, value) : QString::number(value));
            };
            QCPGraph *graph = addGraph(CurveId::Pinned, label, describe);
            graph->setData(toVector(curve.keys), toVector(curve.values), true);
            graph->removeFromLegend();
            graph->setLayer(m_dynamic); // over the chart's own curves and fills

            m_overlayGraphs.push_back({i, graph});
        }
    }
    std::size_t named = m_overlays.size();
    for (const OverlayGraph &pinned : m_overlayGraphs)
        if (pinned.overlay != named) {
            pinned.graph->addToLegend();
            named = pinned.overlay;
        }
    restyleOverlays();
    fitLegend();
    m_fullReplotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QPen Chart::overlayPen(std::size_t index) const
{
    QPen pen(m_style.pinned[index % m_style.pinned.size()], m_style.lineWidth * 1.1,
             kOverlayDashes[index % kOverlayDashes.size()]);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

void Chart::restyleOverlays()
{
    for (const OverlayGraph &pinned : m_overlayGraphs) {
        pinned.graph->setPen(overlayPen(pinned.overlay));
        pinned.graph->setBrush(Qt::NoBrush);
    }
}

void Chart::fitOverlays()
{
    // First the x axis, to the end of the longest pinned curve (a larger catalog or horizon)...
    QCPRange keys = m_plot->xAxis->range();
    for (const OverlayGraph &pinned : m_overlayGraphs) {
        bool found = false;
        const QCPRange span = pinned.graph->getKeyRange(found);
        if (found && span.upper > keys.upper)
            keys.upper =
                m_plot->xAxis->scaleType() == QCPAxis::stLogarithmic ? span.upper * 1.12 : span.upper;
    }
    m_plot->xAxis->setRange(keys);
    // ... then the value axes, to what the pinned curves reach within it.
    for (const OverlayGraph &pinned : m_overlayGraphs) {
        bool found = false;
        const QCPRange values = pinned.graph->getValueRange(found, QCP::sdBoth, keys);
        if (!found)
            continue;
        QCPAxis *axis = pinned.graph->valueAxis();
        QCPRange range = axis->range();
        if (axis->scaleType() == QCPAxis::stLogarithmic) {
            if (values.lower > 0 && values.lower < range.lower)
                range.lower = 1.0 / niceCeiling(1.0 / (values.lower * 0.6));
            if (values.upper > range.upper)
                range.upper = niceCeiling(values.upper * 2);
        } else {
            if (values.lower < range.lower)
                range.lower = -niceCeiling(-values.lower * 1.05);
            if (values.upper > range.upper)
                range.upper = niceCeiling(values.upper * 1.05);
        }
        axis->setRange(range);
    }
}

} // namespace lorafleet
