// SPDX-License-Identifier: GPL-3.0-or-later
// The overhead chart's Monte-Carlo overlay: the re-stream layer redrawn with the distinct adapters that
// drawn batches actually hold (mean and p5-p95), beside the model's expectation.
#include "charts/overheadchart.h"
#include "text/format.h"

#include <qcustomplot.h>

namespace lorafleet {

void OverheadChart::addSimulatedGraphs()
{
    const auto describe = [this] {
        return [this](double k, double) {
            const SimulatedBandPoint *point = simulatedAt(k);
            if (!point)
                return QString();
            return tr("%1: simulated batches hold %2 distinct resident adapters on average (p5–p95: %3 to "
                      "%4); the model expects %5")
                .arg(adaptersLabel(k), format::number(point->distinctMean, 3),
                     format::number(point->distinctLow, 3), format::number(point->distinctHigh, 3),
                     format::number(point->distinctAnalytic, 3));
        };
    };
    m_simulatedLow = addGraph(CurveId::SimulatedLow, tr("simulated p5"), describe());
    m_simulatedHigh = addGraph(CurveId::SimulatedHigh, tr("simulated batches, p5–p95"), describe());
    m_simulatedHigh->setChannelFillGraph(m_simulatedLow);
    m_simulatedMean = addGraph(CurveId::SimulatedMean, tr("simulated mean"), describe());
    for (QCPGraph *graph : {m_simulatedLow, m_simulatedHigh, m_simulatedMean}) {
        graph->setVisible(false);
        graph->removeFromLegend();
    }
}

std::vector<QCPGraph *> OverheadChart::legendOrder() const
{
    return {m_fixed, m_restream, m_total, m_memory, m_measured, m_simulatedMean, m_simulatedHigh};
}

const SimulatedBandPoint *OverheadChart::simulatedAt(double k) const
{
    if (!shown())
        return nullptr;
    for (const SimulatedBandPoint &point : shown()->simulatedBand)
        if (point.adapters == k)
            return &point;
    return nullptr;
}

double OverheadChart::updateSimulated(const std::vector<SimulatedBandPoint> &band, double end)
{
    QVector<double> k;
    QVector<double> low;
    QVector<double> high;
    QVector<double> mean;
    double top = 0.0;
    for (const SimulatedBandPoint &point : band) {
        if (point.adapters > end)
            continue;
        k.push_back(point.adapters);
        low.push_back(point.restreamAt(point.distinctLow));
        high.push_back(point.restreamAt(point.distinctHigh));
        mean.push_back(point.restreamAt(point.distinctMean));
        top = std::max(top, high.back());
    }
    m_simulatedLow->setData(k, low, true);
    m_simulatedHigh->setData(k, high, true);
    m_simulatedMean->setData(k, mean, true);
    const bool shown = !k.isEmpty();
    if (shown != m_simulatedMean->visible()) {
        for (QCPGraph *graph : {m_simulatedLow, m_simulatedHigh, m_simulatedMean})
            graph->setVisible(shown);
        setLegendOrder(legendOrder());
        fitLegend();
        m_layoutChanged = true;
    }
    return top;
}

void OverheadChart::styleSimulated()
{
    // The foreground colour, dashed, so that it reads as a check drawn over the model's layers.
    QColor edge = m_style.foreground;
    edge.setAlpha(150);
    QColor fill = m_style.foreground;
    fill.setAlpha(45);
    QPen edgePen(edge, m_style.lineWidth / 2);
    m_simulatedLow->setPen(edgePen);
    m_simulatedHigh->setPen(edgePen);
    m_simulatedHigh->setBrush(fill);
    QPen meanPen(m_style.foreground, m_style.lineWidth);
    meanPen.setStyle(Qt::DashLine);
    m_simulatedMean->setPen(meanPen);
    m_simulatedMean->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, m_style.foreground,
                                                     m_style.background, 3 * m_style.lineWidth));
}

} // namespace lorafleet
