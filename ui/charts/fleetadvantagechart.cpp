// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/fleetadvantagechart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "text/format.h"
#include "text/skewbands.h"

#include <qcustomplot.h>

#include <cmath>

namespace lorafleet {

FleetAdvantageChart::FleetAdvantageChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Fleet advantage R"));
    // Shorter titles where the chart is small (a third of a 1280x720 window).
    fitAxisTitle(m_plot->yAxis, {tr("Fleet advantage R"), tr("Advantage R"), QStringLiteral("R")});
    useAdapterAxis();
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new FormattedLogTicker(
        [](double r) { return format::compact(r) + QStringLiteral("×"); }, m_plot->yAxis)));

    m_identity = addGraph(CurveId::NoOverhead, tr("no overhead R = K"), nullptr);
    for (std::size_t i = 0; i < SkewBands::kMax; ++i)
        m_skew.bands.push_back(addGraph(CurveId::Band, QString(), [this, i](double k, double r) {
            return tr("%1, %2: R = %3").arg(adaptersLabel(k), m_skew.bands[i]->name(), format::multiple(r));
        }));
    m_skew.current = addGraph(CurveId::CurrentSkew, QString(), [](double k, double r) {
        return tr("%1 at the current skew: R = %2 (%3 dedicated GPUs per multiplexed GPU)")
            .arg(adaptersLabel(k), format::multiple(r), format::number(r, 4));
    });
    m_skew.current->setLayer(m_dynamic);
    m_identityLabel = addLabel();
    addLabelledLine(m_boundary, m_boundaryLabel);
    addLabelledMarker(m_marker, m_markerLabel);
    restyle();
}

QString FleetAdvantageChart::title() const
{
    return tr("Fleet advantage");
}

void FleetAdvantageChart::updateSeries(const ChartData &data)
{
    const Series &s = data.series;
    const double end = s.adapters(s.adapters.size() - 1);
    setAdapterRange(end);
    if (m_skew.show(s.fleetAdvantage, s.adapters, data.change == ChartData::Change::CurrentSkew)) {
        m_identity->setData({1.0, end}, {1.0, end}, true);
        std::vector<QCPGraph *> order = m_skew.legendOrder();
        order.push_back(m_identity);
        setLegendOrder(order);
        fitLegend();
        m_layoutChanged = true;
    }

    double low = 1.0;
    double high = end;
    for (const SkewCurve &curve : s.fleetAdvantage) {
        low = std::min(low, curve.values.minCoeff());
        high = std::max(high, curve.values.maxCoeff());
    }
    setValueRange(m_plot->yAxis, std::max(1.0 / niceCeiling(1.0 / (low * 0.6)), 1e-300),
                  niceCeiling(high * 2));

    // The identity line's label sits near its upper end, where the curves have fallen below it
    // (placeLabels() moves it when it would cover another label).
    m_identityLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_identityLabel->setText(identityText());

    const double capacity = double(data.figures.poolCapacity);
    placeVerticalLine(m_boundary, m_boundaryLabel, capacity,
                      tr("pool holds %1").arg(format::adapters(capacity)), capacity >= 1 && capacity <= end);
}

void FleetAdvantageChart::updateMarkers(const ChartData &data)
{
    const double k = double(data.params.adapters);
    // A routed fleet's advantage is not the load-balanced curve's: its marker sits at its own R.
    if (data.figures.fleet.multiplexedIsRouted)
        placeMarkerAt(m_marker, k, data.figures.fleetAdvantage);
    else
        placeMarker(m_marker, m_skew.current, k);
    m_markerLabel->setText(
        tr("K = %1: R = %2").arg(format::adapters(k), format::multiple(data.figures.fleetAdvantage)));
}

void FleetAdvantageChart::placeLabels()
{
    placeMarkerLabel(m_markerLabel, m_marker, false,
                     true); // R rises with K: below-right or above-left is free
    placeLineLabel(m_boundaryLabel, m_boundary->point1->coords().x());
    keepApart(m_markerLabel, m_boundaryLabel);
    // The identity line's label moves down the line when it would cover another label.
    const double end = m_identity->data()->isEmpty() ? 2.0 : (m_identity->data()->constEnd() - 1)->key;
    const auto covers = [this](QCPItemText *other) {
        return other->visible() && labelRect(m_identityLabel).intersects(labelRect(other));
    };
    const QRectF plotArea = m_plot->axisRect()->rect();
    m_identityLabel->setText(identityText()); // measured whole at each candidate
    bool placed = false;
    for (const double at : {0.72, 0.85, 0.6, 0.45, 0.3, 0.15}) {
        const double k = std::pow(end, at);
        m_identityLabel->position->setCoords(k, k);
        // Inside the plot (a narrow chart has little room left of the line's upper end), covering no label.
        placed = plotArea.contains(labelRect(m_identityLabel)) && !covers(m_boundaryLabel) &&
            !covers(m_markerLabel);
        if (placed)
            break;
    }
    // Nowhere to put it whole: the legend names the line (the label stays, empty, until there is room).
    m_identityLabel->setText(placed ? identityText() : QString());
}

QString FleetAdvantageChart::identityText()
{
    return tr("no overhead (R = K)");
}

void FleetAdvantageChart::restyle()
{
    m_identity->setPen(QPen(m_style.muted, m_style.lineWidth * 0.75, Qt::DashLine));
    m_skew.restyle(m_style);
    styleMilestone(m_boundary, m_boundaryLabel);
    styleText(m_identityLabel, m_style.tickPointSize, m_style.muted);
    styleMarker(m_marker, m_markerLabel);
}

std::vector<DataColumn> FleetAdvantageChart::dataColumns(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    const QString quantity = tr("fleet advantage R");
    const SkewBands bands(s.fleetAdvantage);
    std::vector<DataColumn> columns{
        {tr("adapters K"), s.adapters},
        {tr("%1 (current s = %2) [×]").arg(quantity, format::plainNumber(s.fleetAdvantage.back().skew)),
         s.fleetAdvantage.back().values}};
    for (std::size_t i = 0; i < bands.count(); ++i)
        if (bands.shown(i))
            columns.push_back(
                {tr("%1 (%2) [×]")
                     .arg(quantity, bands.name(i, format::plainNumber(s.fleetAdvantage[i].skew))),
                 s.fleetAdvantage[i].values});
    // The identity line: R = K exactly, on the same grid.
    columns.push_back({tr("no overhead R = K [×]"), s.adapters});
    return columns;
}

std::vector<OverlayCurve> FleetAdvantageChart::overlayCurves(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    return {
        {tr("fleet advantage R (its skew s = %1) [×]").arg(format::plainNumber(s.fleetAdvantage.back().skew)),
         s.adapters, s.fleetAdvantage.back().values,
         [](double k, double r) { return tr("%1: R = %2").arg(adaptersLabel(k), format::multiple(r)); }}};
}

} // namespace lorafleet
