// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/breakevenchart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "text/format.h"

#include <qcustomplot.h>

namespace lorafleet {

BreakevenChart::BreakevenChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Share of all traffic"));
    // Shorter titles where the chart is small (a third of a 1280x720 window).
    fitAxisTitle(m_plot->yAxis, {tr("Share of all traffic"), tr("Traffic share"), tr("Share")});
    useAdapterAxis();
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new FormattedLogTicker(
        [](double v) { return format::percent(v, v < 0.01 ? 2 : 0); }, m_plot->yAxis)));

    m_breakeven = addGraph(CurveId::Breakeven, tr("break-even p*"), [](double k, double v) {
        return tr("%1: an adapter with more than %2 of the traffic is cheaper on its own GPU")
            .arg(adaptersLabel(k), format::percent(v, 2));
    });
    m_topShare = addGraph(CurveId::TopShare, tr("top adapter p₁"), [](double k, double v) {
        return tr("%1: the most popular adapter gets %2 of the traffic")
            .arg(adaptersLabel(k), format::percent(v, 2));
    });
    m_dedicatedRegion = addGraph(CurveId::DedicatedRegion, tr("dedicated GPU cheaper"), nullptr);
    m_dedicatedRegion->setChannelFillGraph(m_breakeven);
    for (QCPGraph *graph : {m_breakeven, m_topShare, m_dedicatedRegion})
        graph->setLayer(m_dynamic);
    addLabelledMarker(m_marker, m_markerLabel);
    restyle();
}

QString BreakevenChart::title() const
{
    return tr("Break-even share");
}

void BreakevenChart::updateSeries(const ChartData &data)
{
    const Series &s = data.series;
    setAdapterRange(s.adapters(s.adapters.size() - 1));
    const QVector<double> x = toVector(s.adapters);
    m_breakeven->setData(x, toVector(s.breakevenShare), true);
    m_topShare->setData(x, toVector(s.topAdapterShare), true);
    m_dedicatedRegion->setData(x, toVector(s.topAdapterShare.max(s.breakevenShare)), true);
    // The shading is named in the legend only where some K has it: the top adapter above p* (at K = 1
    // the one adapter has all the traffic, and the sliver there is no region to name).
    const Eigen::Index many = std::max<Eigen::Index>(s.adapters.size() - 1, 0);
    const bool shaded = (s.topAdapterShare.tail(many) > s.breakevenShare.tail(many)).any();
    if (shaded != m_regionInLegend) {
        m_regionInLegend = shaded;
        if (shaded)
            m_dedicatedRegion->addToLegend();
        else
            m_dedicatedRegion->removeFromLegend();
        fitLegend();
        m_layoutChanged = true;
    }
    const double low = std::min(s.breakevenShare.minCoeff(), s.topAdapterShare.minCoeff());
    // The lower end at 1, 2 or 5 of a decade: it stays put while the skew moves a little. A share ends
    // at 100 %: the axis stops just above it.
    setValueRange(m_plot->yAxis, std::max(1.0 / niceCeiling(1.0 / (low * 0.7)), 1e-300), 1.06);
}

void BreakevenChart::updateMarkers(const ChartData &data)
{
    const double k = double(data.params.adapters);
    placeMarker(m_marker, m_topShare, k);
    // The chart's one message in words: how much traffic the top adapter has, and how much it would
    // need for a GPU of its own to pay.
    const Figures &f = data.figures;
    const QString top = format::percent(f.topAdapterShare, 1);
    const QString breakeven = format::percent(f.breakevenShare, 1);
    m_markerLabel->setText(
        f.topAdapterShare > f.breakevenShare
            ? tr("K = %1: top adapter %2, above %3: its own GPU pays")
                  .arg(format::adapters(k), top, breakeven)
            : tr("K = %1: top adapter %2, own GPU pays from %3").arg(format::adapters(k), top, breakeven));
}

void BreakevenChart::placeLabels()
{
    placeMarkerLabel(m_markerLabel, m_marker, true,
                     false); // p1 falls with K: above-right or below-left is free
}

void BreakevenChart::restyle()
{
    m_breakeven->setPen(QPen(m_style.breakeven, m_style.lineWidth));
    m_topShare->setPen(QPen(m_style.topShare, m_style.currentLineWidth * 0.8));
    m_dedicatedRegion->setPen(Qt::NoPen);
    m_dedicatedRegion->setBrush(m_style.dedicatedRegion);
    styleMarker(m_marker, m_markerLabel);
}

std::vector<DataColumn> BreakevenChart::dataColumns(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    const QString unit = tr("fraction of all traffic");
    return {{tr("adapters K"), s.adapters},
            {tr("break-even share p* [%1]").arg(unit), s.breakevenShare},
            {tr("top adapter share p₁ [%1]").arg(unit), s.topAdapterShare}};
}

std::vector<OverlayCurve> BreakevenChart::overlayCurves(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    return {
        {tr("break-even share p* [fraction of all traffic]"), s.adapters, s.breakevenShare,
         [](double k, double v) { return tr("%1: p* = %2").arg(adaptersLabel(k), format::percent(v, 2)); }}};
}

} // namespace lorafleet
