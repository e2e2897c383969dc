// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/costchart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "text/format.h"

#include <qcustomplot.h>

#include <algorithm>

namespace lorafleet {

// A tooltip's words for one fleet's curve: "K = 32, multiplexed: $3.92k a month".
std::function<QString(double, double)> CostChart::describeFleet(const QString &fleet)
{
    return [fleet](double k, double usd) {
        return tr("%1, %2: %3 a month").arg(adaptersLabel(k), fleet, format::money(usd));
    };
}

CostChart::CostChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Cost per month (USD)"));
    // Shorter titles where the chart is small (a third of a 1280x720 window).
    fitAxisTitle(m_plot->yAxis, {tr("Cost per month (USD)"), tr("USD per month"), tr("USD/mo")});
    useAdapterAxis();
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedLogTicker([](double usd) { return format::money(usd); }, m_plot->yAxis)));

    m_dedicated = addGraph(CurveId::CostDedicated, tr("dedicated"), describeFleet(tr("dedicated")));
    m_multiplexed = addGraph(CurveId::CostMultiplexed, tr("multiplexed"), describeFleet(tr("multiplexed")));
    m_hybrid = addGraph(CurveId::CostHybrid, tr("operating rule"), describeFleet(tr("operating rule")));
    // The savings: the band between what dedicated GPUs and the multiplexed fleet cost, where dedicated
    // costs more; where it costs less (the engine model at a few adapters), the loss in a colour of its
    // own. Both fill down to the cheaper fleet, drawn by neither.
    m_cheaper = addGraph(CurveId::CostCheaper, QString(), {});
    m_loss = addGraph(CurveId::CostLoss, QString(), {});
    for (QCPGraph *edge : {m_cheaper, m_loss})
        edge->setPen(Qt::NoPen);
    m_dedicated->setChannelFillGraph(m_cheaper);
    m_loss->setChannelFillGraph(m_cheaper);
    // The held-out band around the multiplexed fleet (engine model only).
    const auto describeBand = [this](double k, double) {
        const Evaluation *e = shown();
        if (!e || e->costBands.empty())
            return QString();
        const Eigen::ArrayXd &keys = e->costs.adapters;
        Eigen::Index i = 0;
        while (i + 1 < keys.size() && keys(i) < k)
            ++i;
        return tr("%1, multiplexed: %2–%3 a month (held-out band)")
            .arg(adaptersLabel(k), format::money(e->costBands.multiplexedLow(i)),
                 format::money(e->costBands.multiplexedHigh(i)));
    };
    m_bandLow = addGraph(CurveId::CostMultiplexedLow, tr("held-out band, low end"), describeBand);
    m_bandHigh = addGraph(CurveId::CostMultiplexedHigh, tr("held-out band"), describeBand);
    m_bandHigh->setChannelFillGraph(m_bandLow);
    for (QCPGraph *graph : {m_bandLow, m_bandHigh})
        graph->setVisible(false);
    // The curves follow the skew: on the layer a skew drag redraws alone while the axes stay. In this
    // order: the band over the savings, the multiplexed curve over its band.
    for (QCPGraph *graph : {m_cheaper, m_loss, m_dedicated, m_bandLow, m_bandHigh, m_multiplexed, m_hybrid})
        graph->setLayer(m_dynamic);
    setLegendOrder({m_dedicated, m_multiplexed, m_bandHigh, m_hybrid});
    addLabelledLine(m_now, m_nowLabel);
    m_now->setLayer(m_overlay); // it follows K: redrawn with the markers
    m_nowLabel->setLayer(m_overlay);
    addLabelledMarker(m_marker, m_markerLabel);
    addLabelledMarker(m_dedicatedMarker, m_dedicatedLabel);
    m_freeNote = addLabel(m_overlay);
    m_freeNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_freeNote->position->setCoords(0.5, 0.4);
    m_freeNote->setPositionAlignment(Qt::AlignCenter);
    m_freeNote->setText(tr("At a GPU price of $0 every fleet costs $0:\nset a price to compare them"));
    m_freeNote->setVisible(false);
    restyle();
}

QString CostChart::title() const
{
    return tr("Monthly cost");
}

void CostChart::showCurves(const Evaluation &evaluation)
{
    const CostCurves &costs = evaluation.costs;
    const CostBands &band = evaluation.costBands;
    const QVector<double> x = toVector(costs.adapters);
    m_dedicated->setData(x, toVector(costs.dedicated), true);
    m_multiplexed->setData(x, toVector(costs.multiplexed), true);
    m_cheaper->setData(x, toVector(costs.cheaper), true);
    m_loss->setData(x, toVector(costs.multiplexed), true);
    // A setup that does not fit on the GPU saves nothing yet: its savings in grey.
    if (evaluation.figures.memoryFits != m_fits) {
        m_fits = evaluation.figures.memoryFits;
        styleSavings();
    }
    m_hybrid->setData(x, toVector(costs.hybrid), true);
    const bool banded = !band.empty();
    m_bandLow->setData(banded ? x : QVector<double>(), toVector(band.multiplexedLow), true);
    m_bandHigh->setData(banded ? x : QVector<double>(), toVector(band.multiplexedHigh), true);
    if (banded != m_bandHigh->visible()) {
        m_bandLow->setVisible(banded);
        m_bandHigh->setVisible(banded);
        setLegendOrder({m_dedicated, m_multiplexed, m_bandHigh, m_hybrid});
        fitLegend();
        m_layoutChanged = true;
    }
    double low = std::numeric_limits<double>::infinity();
    double high = 0;
    for (const Eigen::ArrayXd *curve :
         {&costs.dedicated, &costs.multiplexed, &costs.hybrid, &band.multiplexedLow, &band.multiplexedHigh}) {
        if (curve->size() == 0)
            continue;
        low = std::min(low, curve->minCoeff());
        high = std::max(high, curve->maxCoeff());
    }
    const bool free = !(high > 0);
    if (free != m_freeNote->visible()) {
        m_freeNote->setVisible(free);
        m_layoutChanged = true;
    }
    if (!(low > 0) || !std::isfinite(low)) // a price of 0: nothing to draw on a log axis but its floor
        low = high = 1;
    setValueRange(m_plot->yAxis, 1.0 / niceCeiling(1.0 / (low * 0.5)), niceCeiling(std::max(high, low) * 3));
}

void CostChart::updateSeries(const ChartData &data)
{
    const Series &s = data.series;
    setAdapterRange(s.adapters(s.adapters.size() - 1));
    showCurves(*data.evaluation);
}

bool CostChart::updatePrices(const ChartData &data)
{
    showCurves(*data.evaluation);
    return true;
}

void CostChart::updateMarkers(const ChartData &data)
{
    const Figures &f = data.figures;
    const double k = double(data.params.adapters);
    // The plan's marker: on the operating rule where the plan dedicates adapters (the headline and the
    // Plan tile price that fleet), else on the multiplexed curve.
    const bool plan = f.planDedicates();
    // A routed fleet (affinity, replication, or a given number of replicas) is not the load-balanced
    // fleet the multiplexed curve plots: its marker sits at its own cost.
    const bool routed = !plan && f.fleet.multiplexedIsRouted;
    if (routed)
        placeMarkerAt(m_marker, k, f.costMultiplexPerMonth);
    else
        placeMarker(m_marker, plan ? m_hybrid : m_multiplexed, k);
    placeMarker(m_dedicatedMarker, m_dedicated, k);
    // Each marker says its own fleet's cost, "now" says K: short labels that fit a chart a third of a
    // small window wide.
    // In the engine model each carries the band its preset's held-out errors imply.
    const FigureBands &bands = data.evaluation->bands;
    const FigureRange &planBand = plan ? bands.costHybridPerMonth : bands.costMultiplexPerMonth;
    m_markerLabel->setText(
        bands.shown ? format::moneyRangePerMonth(planBand.low, planBand.high)
                    : format::moneyPerMonth(plan ? f.costHybridPerMonth : f.costMultiplexPerMonth));
    m_dedicatedLabel->setText(bands.shown ? format::moneyRangePerMonth(bands.costDedicatedPerMonth.low,
                                                                       bands.costDedicatedPerMonth.high)
                                          : format::moneyPerMonth(f.costDedicatedPerMonth));
    placeVerticalLine(m_now, m_nowLabel, k, tr("now: K = %1").arg(format::adapters(k)), true);
}

void CostChart::placeLabels()
{
    // Costs rise with K: the label of the multiplexed marker goes below-right or above-left.
    placeMarkerLabel(m_markerLabel, m_marker, true, true); // the cheapest curve: room above it
    placeMarkerLabel(m_dedicatedLabel, m_dedicatedMarker, false, true);
    placeLineLabel(m_nowLabel, m_now->point1->coords().x());
    keepApart(m_markerLabel, m_nowLabel);
    keepApart(m_dedicatedLabel, m_nowLabel);
    keepApart(m_dedicatedLabel, m_markerLabel);
}

void CostChart::restyle()
{
    m_dedicated->setPen(QPen(m_style.hostlink, m_style.lineWidth));
    styleSavings();
    m_multiplexed->setPen(QPen(m_style.restream, m_style.currentLineWidth));
    m_hybrid->setPen(QPen(m_style.foreground, m_style.lineWidth * 0.75, Qt::DashLine));
    // The band in the multiplexed curve's colour, its edges thin and dotted: it reads as that curve's
    // range over the savings' green, in every theme.
    QColor edge = m_style.restream;
    edge.setAlpha(200);
    QColor fill = m_style.restream;
    fill.setAlpha(m_style.name == QLatin1String("light") ? 0x48 : 0x60);
    for (QCPGraph *graph : {m_bandLow, m_bandHigh})
        graph->setPen(QPen(edge, std::max(1.0, m_style.lineWidth / 2), Qt::DotLine));
    m_bandHigh->setBrush(fill);
    styleMilestone(m_now, m_nowLabel);
    styleMarker(m_marker, m_markerLabel);
    styleMarker(m_dedicatedMarker, m_dedicatedLabel);
    styleText(m_freeNote, m_style.labelPointSize, m_style.foreground);
}

void CostChart::styleSavings()
{
    QColor loss = m_style.warning;
    loss.setAlpha(m_style.savingsRegion.alpha());
    QColor unfit = m_style.muted;
    unfit.setAlpha(m_style.savingsRegion.alpha());
    m_dedicated->setBrush(m_fits ? m_style.savingsRegion : unfit);
    m_loss->setBrush(m_fits ? loss : unfit);
}

std::vector<DataColumn> CostChart::dataColumns(const Evaluation &evaluation) const
{
    const CostCurves &c = evaluation.costs;
    std::vector<DataColumn> columns{{tr("adapters K"), c.adapters},
                                    {tr("multiplexed [USD/month]"), c.multiplexed}};
    if (!evaluation.costBands.empty()) {
        columns.push_back({tr("multiplexed_low [USD/month]"), evaluation.costBands.multiplexedLow});
        columns.push_back({tr("multiplexed_high [USD/month]"), evaluation.costBands.multiplexedHigh});
    }
    columns.push_back({tr("dedicated [USD/month]"), c.dedicated});
    columns.push_back({tr("operating rule [USD/month]"), c.hybrid});
    return columns;
}

std::vector<OverlayCurve> CostChart::overlayCurves(const Evaluation &evaluation) const
{
    // What the pinned scenario's multiplexed fleet costs: one curve per pin, as on every chart.
    const CostCurves &costs = evaluation.costs;
    return {
        {tr("multiplexed [USD/month]"), costs.adapters, costs.multiplexed, describeFleet(tr("multiplexed"))}};
}

} // namespace lorafleet
