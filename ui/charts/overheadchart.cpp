// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/overheadchart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "text/format.h"

#include <qcustomplot.h>

namespace lorafleet {

namespace {
void setOrClear(QCPGraph *graph, const QVector<double> &x, bool shown, const Eigen::ArrayXd &values)
{
    if (shown)
        graph->setData(x, toVector(values), true);
    else
        graph->data()->clear();
}
} // namespace

OverheadChart::OverheadChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Overhead (% of a decode step)"));
    // Shorter titles where the chart is small (a third of a 1280x720 window).
    fitAxisTitle(m_plot->yAxis,
                 {tr("Overhead (% of a decode step)"), tr("Overhead (% of a step)"), tr("% of a step")});
    useAdapterAxis();
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new FormattedTicker(
        [](double v, double step) { return format::percent(v, decimalsFor(100 * step)); })));

    // The engine model's layers, hidden in paper mode: fixed at the bottom, memory on top.
    m_fixed = addGraph(CurveId::OverheadFixed, tr("fixed (LoRA kernels)"), [](double k, double v) {
        return tr("%1: fixed %2 (LoRA kernels at all)").arg(adaptersLabel(k), format::percent(v, 2));
    });
    m_restream = addGraph(CurveId::Restream, tr("re-stream (resident adapters)"), [this](double k, double v) {
        if (!m_fixed->visible())
            return tr("%1: re-stream %2").arg(adaptersLabel(k), format::percent(v, 2));
        const double fixed = below(m_restream, k);
        return tr("%1: fixed %2 + re-stream %3 = %4")
            .arg(adaptersLabel(k), format::percent(fixed, 2), format::percent(v - fixed, 2),
                 format::percent(v, 2));
    });
    m_total = addGraph(
        CurveId::OverheadTotal, tr("host-link (adapters outside the pool)"), [this](double k, double total) {
            const double restream = below(m_total, k);
            if (!m_fixed->visible())
                return tr("%1: re-stream %2 + host-link %3 = %4 per token")
                    .arg(adaptersLabel(k), format::percent(restream, 2), format::percent(total - restream, 2),
                         format::percent(total, 2));
            const double fixed = below(m_restream, k);
            return tr("%1: fixed %2 + re-stream %3 + host-link %4 = %5 per token")
                .arg(adaptersLabel(k), format::percent(fixed, 2), format::percent(restream - fixed, 2),
                     format::percent(total - restream, 2), format::percent(total, 2));
        });
    m_total->setChannelFillGraph(m_restream);
    m_memory =
        addGraph(CurveId::OverheadMemory, tr("memory (smaller batch)"), [this](double k, double value) {
            const double total = below(m_memory, k);
            return tr("%1: %2 + memory %3 = %4 per token")
                .arg(adaptersLabel(k), format::percent(total, 2), format::percent(value - total, 2),
                     format::percent(value, 2));
        });
    m_memory->setChannelFillGraph(m_total);
    for (QCPGraph *graph : {m_fixed, m_memory}) {
        graph->setVisible(false);
        graph->removeFromLegend();
    }
    m_measured = addGraph(CurveId::Measured, QString(), [this](double k, double value) {
        if (!shown())
            return QString();
        for (const MeasuredPoint &point : shown()->measuredPoints)
            if (point.adapters == k && point.measured == value)
                return tr("%1, %2 distinct adapters per batch (at K ≈ %3): %4 of a step; the model's "
                          "re-stream term %5; residual %6")
                    .arg(tr("measured: %1").arg(m_measurementSource))
                    .arg(point.distinct)
                    .arg(format::number(k, 3), format::percent(point.measured, 2),
                         format::percent(point.model, 2),
                         format::percentPoints(point.measured - point.model));
        return QString();
    });
    m_measured->setLineStyle(QCPGraph::lsNone);
    m_measured->setVisible(false);
    m_measured->removeFromLegend();
    addSimulatedGraphs();
    for (QCPGraph *graph : {m_fixed, m_restream, m_total, m_memory, m_measured, m_simulatedLow,
                            m_simulatedHigh, m_simulatedMean})
        graph->setLayer(m_dynamic);
    addLabelledLine(m_boundary, m_boundaryLabel);
    addLabelledMarker(m_marker, m_markerLabel);
    restyle();
}

QString OverheadChart::title() const
{
    return tr("Overhead per token");
}

void OverheadChart::updateSeries(const ChartData &data)
{
    const Series &s = data.series;
    const double end = s.adapters(s.adapters.size() - 1);
    setAdapterRange(end);
    const QVector<double> x = toVector(s.adapters);
    // Paper mode draws what it always drew: re-stream, then host-link stacked on it. The engine's
    // stack starts with the fixed term and ends with memory where the pool's memory costs batch.
    const bool engine = s.model == ModelKind::Engine;
    const bool memory =
        engine && s.overheadMemory.size() == s.adapters.size() && (s.overheadMemory > 0).any();
    const Eigen::ArrayXd fixed = engine && s.overheadFixed.size() == s.adapters.size()
        ? s.overheadFixed
        : Eigen::ArrayXd::Zero(s.adapters.size());
    const Eigen::ArrayXd restreamTop = fixed + s.overheadRestream;
    const Eigen::ArrayXd total = restreamTop + s.overheadHostlink;
    setOrClear(m_fixed, x, engine, fixed);
    m_restream->setData(x, toVector(restreamTop), true);
    m_total->setData(x, toVector(total), true);
    setOrClear(m_memory, x, memory, total + s.overheadMemory);
    if (engine != m_fixed->visible() || memory != m_memory->visible()) {
        m_fixed->setVisible(engine);
        m_memory->setVisible(memory);
        m_restream->setChannelFillGraph(engine ? m_fixed : nullptr);
        // Three or four layers: short names keep the legend to a row or two.
        m_restream->setName(engine ? tr("re-stream") : tr("re-stream (resident adapters)"));
        m_total->setName(engine ? tr("host-link") : tr("host-link (adapters outside the pool)"));
        setLegendOrder(legendOrder());
        fitLegend();
        m_layoutChanged = true;
    }
    double top = memory ? (total + s.overheadMemory).maxCoeff() : total.maxCoeff();
    QVector<double> measuredK;
    QVector<double> measuredValue;
    for (const MeasuredPoint &point : data.evaluation->measuredPoints)
        if (point.adapters <= end) {
            measuredK.push_back(point.adapters);
            measuredValue.push_back(point.measured);
            top = std::max(top, point.measured);
        }
    const bool showMeasured = !measuredK.isEmpty();
    if (showMeasured != m_measured->visible()) {
        m_measured->setVisible(showMeasured);
        setLegendOrder(legendOrder());
        fitLegend();
        m_layoutChanged = true;
    }
    m_measured->setData(measuredK, measuredValue, false);
    if (showMeasured) {
        // The points sit above the curve: the calibration's simple kernels read adapters more slowly than
        // the byte ratio and pay a fixed cost for LoRA at all (calibration/README.md). The legend says so, on
        // a line of its own so that a small chart's legend holds it.
        const QString name =
            tr("measured: %1\non average %2 above: simple kernels, a fixed LoRA cost")
                .arg(m_measurementSource,
                     format::percentPoints(meanResidual(data.evaluation->measuredPoints, end)));
        if (name != m_measured->name()) {
            m_measured->setName(name);
            fitLegend();
            m_layoutChanged = true;
        }
    }
    top = std::max(top, updateSimulated(data.evaluation->simulatedBand, end));
    setValueRange(m_plot->yAxis, 0, niceCeiling(std::max(0.01, top * 1.1)));
    const double capacity = double(data.figures.poolCapacity);
    placeVerticalLine(m_boundary, m_boundaryLabel, capacity,
                      tr("pool holds %1").arg(format::adapters(capacity)), capacity >= 1 && capacity <= end);
}

void OverheadChart::setMeasurementSource(const QString &source)
{
    m_measurementSource = source;
}

void OverheadChart::updateMarkers(const ChartData &data)
{
    const double k = double(data.params.adapters);
    placeMarker(m_marker, top(), k);
    m_markerLabel->setText(tr("K = %1: %2 per token")
                               .arg(format::adapters(k), format::percent(data.figures.overhead.total(), 1)));
}

QCPGraph *OverheadChart::top() const
{
    return m_memory->visible() ? m_memory : m_total;
}

double OverheadChart::below(const QCPGraph *graph, double k) const
{
    const QCPGraph *base = graph->channelFillGraph();
    if (!base)
        return 0.0;
    const auto it = base->data()->findBegin(k, false);
    return it != base->data()->constEnd() ? it->value : 0.0;
}

void OverheadChart::placeLabels()
{
    placeMarkerLabel(m_markerLabel, m_marker, true, true); // the area below the curve is filled
    placeLineLabel(m_boundaryLabel, m_boundary->point1->coords().x());
    keepApart(m_markerLabel, m_boundaryLabel);
}

void OverheadChart::restyle()
{
    QColor restreamFill = m_style.restream;
    restreamFill.setAlpha(90);
    QColor hostlinkFill = m_style.hostlink;
    hostlinkFill.setAlpha(110);
    m_restream->setPen(QPen(m_style.restream, m_style.lineWidth));
    m_restream->setBrush(restreamFill);
    m_total->setPen(QPen(m_style.hostlink, m_style.lineWidth));
    m_total->setBrush(hostlinkFill);
    QColor fixedFill = m_style.fixedOverhead;
    fixedFill.setAlpha(90);
    m_fixed->setPen(QPen(m_style.fixedOverhead, m_style.lineWidth));
    m_fixed->setBrush(fixedFill);
    QColor memoryFill = m_style.memoryOverhead;
    memoryFill.setAlpha(110);
    m_memory->setPen(QPen(m_style.memoryOverhead, m_style.lineWidth));
    m_memory->setBrush(memoryFill);
    m_measured->setPen(QPen(m_style.foreground, 1.5));
    m_measured->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(m_style.foreground, 1.5),
                                                QBrush(m_style.bandColor(5)), 9 * m_style.lineWidth / 2));
    styleMilestone(m_boundary, m_boundaryLabel);
    styleMarker(m_marker, m_markerLabel);
    styleSimulated();
}

std::vector<DataColumn> OverheadChart::dataColumns(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    const QString unit = tr("fraction of a decode step");
    if (s.model == ModelKind::Engine)
        return {{tr("adapters K"), s.adapters},
                {tr("fixed overhead δ_fixed [%1]").arg(unit), s.overheadFixed},
                {tr("re-stream overhead δ_rs [%1]").arg(unit), s.overheadRestream},
                {tr("host-link overhead δ_hl [%1]").arg(unit), s.overheadHostlink},
                {tr("memory overhead δ_mem [%1]").arg(unit), s.overheadMemory},
                {tr("total overhead δ [%1]").arg(unit),
                 s.overheadFixed + s.overheadRestream + s.overheadHostlink + s.overheadMemory}};
    return {{tr("adapters K"), s.adapters},
            {tr("re-stream overhead δ_rs [%1]").arg(unit), s.overheadRestream},
            {tr("host-link overhead δ_hl [%1]").arg(unit), s.overheadHostlink},
            {tr("total overhead δ [%1]").arg(unit), s.overheadRestream + s.overheadHostlink}};
}

std::vector<OverlayCurve> OverheadChart::overlayCurves(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    // The top of the stack as this chart draws it: every term of the model's series.
    Eigen::ArrayXd total = s.overheadRestream + s.overheadHostlink;
    if (s.model == ModelKind::Engine)
        total = s.overheadFixed + s.overheadRestream + s.overheadHostlink + s.overheadMemory;
    return {{tr("total overhead δ [fraction of a decode step]"), s.adapters, total, [](double k, double v) {
                 return tr("%1: %2 per token").arg(adaptersLabel(k), format::percent(v, 2));
             }}};
}

} // namespace lorafleet
