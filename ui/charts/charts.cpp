#include "charts.h"

#include "charttickers.h"
#include "format.h"

#include <qcustomplot.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr std::size_t kMaxBands = 6;

QVector<double> toVector(const Eigen::ArrayXd &values)
{
    return QVector<double>(values.data(), values.data() + values.size());
}

QString skewText(double skew)
{
    return format::number(skew, 3);
}

// "low s = 0.5", "medium s = 1", "high s = 1.5" for the usual three bands; "s = x" otherwise.
QString bandName(std::size_t index, std::size_t count, double skew)
{
    if (count == 3) {
        const QString names[] = {QCoreApplication::translate("lorafleet::Chart", "low"), QCoreApplication::translate("lorafleet::Chart", "medium"), QCoreApplication::translate("lorafleet::Chart", "high")};
        return QCoreApplication::translate("lorafleet::Chart", "%1 s = %2").arg(names[index], skewText(skew));
    }
    return QCoreApplication::translate("lorafleet::Chart", "s = %1").arg(skewText(skew));
}

// "current skew s = 1", or "current skew s = 1 (medium band)" when it is one of the bands.
QString currentName(const std::vector<SkewCurve> &curves)
{
    const double skew = curves.back().skew;
    const std::size_t count = std::min(curves.size() - 1, kMaxBands);
    for (std::size_t i = 0; i < count; ++i)
        if (curves[i].skew == skew && count == 3) {
            const QString names[] = {QCoreApplication::translate("lorafleet::Chart", "low"), QCoreApplication::translate("lorafleet::Chart", "medium"), QCoreApplication::translate("lorafleet::Chart", "high")};
            return QCoreApplication::translate("lorafleet::Chart", "current s = %1 (%2)").arg(skewText(skew), names[i]);
        }
    return QCoreApplication::translate("lorafleet::Chart", "current s = %1").arg(skewText(skew));
}

QString adaptersText(double k)
{
    return QCoreApplication::translate("lorafleet::Chart", "K = %1").arg(format::integer(k));
}

QSharedPointer<QCPAxisTicker> adapterTicker()
{
    return QSharedPointer<QCPAxisTicker>(new FormattedLogTicker([](double k) { return format::compact(k); }));
}

// A log axis spanning [1, end] whose ends stay readable.
void setAdapterAxis(QCPAxis *axis, double end)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    // A little room beyond 1 and the end, so that a marker there shows whole.
    axis->setRange(1 / 1.12, std::max(2.0, end) * 1.12);
}

// Shows one graph per skew band. With onlyCurrentChanged (a skew drag) the bands' data is the same
// as before and is left alone. Returns whether the set of visible bands changed (the legend then
// needs laying out again).
bool setBandGraphs(std::vector<QCPGraph *> &bands, const std::vector<SkewCurve> &curves, const Eigen::ArrayXd &keys,
                   const ChartStyle &style, bool onlyCurrentChanged)
{
    const std::size_t count = std::min(curves.size() - 1, kMaxBands);
    const double currentSkew = curves.back().skew;
    bool visibilityChanged = false;
    QVector<double> x;
    for (std::size_t i = 0; i < bands.size(); ++i) {
        QCPGraph *graph = bands[i];
        // A band at the current skew would hide under the emphasised current curve: the current
        // curve stands for it (its legend entry names the band).
        const bool used = i < count && curves[i].skew != currentSkew;
        visibilityChanged |= graph->visible() != used;
        graph->setVisible(used);
        if (onlyCurrentChanged && !visibilityChanged)
            continue;
        if (!used) {
            graph->data()->clear();
            continue;
        }
        if (x.isEmpty())
            x = toVector(keys);
        graph->setName(bandName(i, count, curves[i].skew));
        graph->setPen(QPen(style.bandColor(i), style.lineWidth));
        graph->setData(x, toVector(curves[i].values), true);
    }
    return visibilityChanged || !onlyCurrentChanged;
}

// The legend lists the current skew first, then the bands, then references, visible graphs only.
void rebuildLegend(QCustomPlot *plot, const std::vector<QCPGraph *> &order)
{
    plot->legend->clearItems();
    for (QCPGraph *graph : order)
        if (graph->visible())
            graph->addToLegend();
}

} // namespace

// ---------------------------------------------------------------- fleet advantage

FleetAdvantageChart::FleetAdvantageChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Fleet advantage R"));
    m_plot->xAxis->setTicker(adapterTicker());
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new FormattedLogTicker([](double r) { return format::compact(r) + QStringLiteral("×"); })));

    m_identity = addGraph(tr("no overhead R = K"), nullptr);
    for (std::size_t i = 0; i < kMaxBands; ++i)
        m_bands.push_back(addGraph(QString(), [this, i](double k, double r) {
            return tr("%1, %2: R = %3").arg(adaptersText(k), m_bands[i]->name(), format::multiple(r));
        }));
    m_current = addGraph(QString(), [](double k, double r) {
        return tr("%1 at the current skew: R = %2 (%3 dedicated GPUs per multiplexed GPU)")
            .arg(adaptersText(k), format::multiple(r), format::number(r, 4));
    });
    m_current->setLayer(m_dynamic);
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
    setAdapterAxis(m_plot->xAxis, end);
    const bool bandsChanged = setBandGraphs(m_bands, s.fleetAdvantage, s.adapters, m_style,
                                            data.change == ChartData::Change::CurrentSkew);
    const SkewCurve &current = s.fleetAdvantage.back();
    m_current->setName(currentName(s.fleetAdvantage));
    m_current->setData(toVector(s.adapters), toVector(current.values), true);
    if (bandsChanged) {
        m_identity->setData({1.0, end}, {1.0, end}, true);
        std::vector<QCPGraph *> order{m_current};
        order.insert(order.end(), m_bands.begin(), m_bands.end());
        order.push_back(m_identity);
        rebuildLegend(m_plot, order);
        fitLegend();
        m_layoutChanged = true;
    }

    double low = 1.0;
    double high = end;
    for (const SkewCurve &curve : s.fleetAdvantage) {
        low = std::min(low, curve.values.minCoeff());
        high = std::max(high, curve.values.maxCoeff());
    }
    m_plot->yAxis->setRange(std::max(1.0 / niceCeiling(1.0 / (low * 0.6)), 1e-300), niceCeiling(high * 2));

    // The identity line's label sits near its upper end, where the curves have fallen below it
    // (placeLabels() moves it when it would cover another label).
    m_identityLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_identityLabel->setText(tr("no overhead (R = K)"));

    const double capacity = double(data.figures.poolCapacity);
    placeVerticalLine(m_boundary, m_boundaryLabel, capacity,
                      tr("pool holds %1").arg(format::integer(capacity)), capacity >= 1 && capacity <= end);
}

void FleetAdvantageChart::updateMarkers(const ChartData &data)
{
    const double k = double(data.params.adapters);
    placeMarker(m_marker, m_current, k);
    m_markerLabel->setText(tr("K = %1: R = %2").arg(format::integer(k), format::multiple(data.figures.fleetAdvantage)));
}

void FleetAdvantageChart::placeLabels()
{
    placeMarkerLabel(m_markerLabel, m_marker, false, true); // R rises with K: below-right or above-left is free
    placeLineLabel(m_boundaryLabel, m_boundary->point1->coords().x());
    keepApart(m_markerLabel, m_boundaryLabel);
    // The identity line's label moves down the line when it would cover another label.
    const double end = m_identity->data()->isEmpty() ? 2.0 : (m_identity->data()->constEnd() - 1)->key;
    const auto covers = [this](QCPItemText *other) {
        return other->visible() && labelRect(m_identityLabel).intersects(labelRect(other));
    };
    for (const double at : {0.72, 0.45, 0.3, 0.15}) {
        const double k = std::pow(end, at);
        m_identityLabel->position->setCoords(k, k);
        if (!covers(m_boundaryLabel) && !covers(m_markerLabel))
            break;
    }
}

void FleetAdvantageChart::restyle()
{
    m_identity->setPen(QPen(m_style.muted, m_style.lineWidth * 0.75, Qt::DashLine));
    for (std::size_t i = 0; i < m_bands.size(); ++i)
        m_bands[i]->setPen(QPen(m_style.bandColor(i), m_style.lineWidth));
    m_current->setPen(QPen(m_style.foreground, m_style.currentLineWidth));
    m_boundary->setPen(QPen(m_style.boundary, m_style.lineWidth * 0.6, Qt::DashDotLine));
    styleText(m_boundaryLabel, m_style.tickPointSize, m_style.boundary);
    styleText(m_identityLabel, m_style.tickPointSize, m_style.muted);
    styleText(m_markerLabel, m_style.labelPointSize, m_style.foreground, true);
    m_marker->setPen(QPen(m_style.foreground, std::max(2.0, m_style.lineWidth * 0.8)));
    m_marker->setSize(5 * m_style.lineWidth); // grows with the lines when presenting
    m_marker->setBrush(m_style.background);
}

// ---------------------------------------------------------------- overhead

OverheadChart::OverheadChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Overhead (% of a decode step)"));
    m_plot->xAxis->setTicker(adapterTicker());
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedTicker([](double v, double step) { return format::percent(v, decimalsFor(100 * step)); })));

    m_restream = addGraph(tr("re-stream (resident adapters)"), [this](double k, double v) {
        return tr("%1: re-stream %2").arg(adaptersText(k), format::percent(v, 2));
    });
    m_total = addGraph(tr("host-link (adapters outside the pool)"), [this](double k, double total) {
        const auto it = m_restream->data()->findBegin(k, false);
        const double restream = it != m_restream->data()->constEnd() ? it->value : 0.0;
        return tr("%1: re-stream %2 + host-link %3 = %4 per token")
            .arg(adaptersText(k), format::percent(restream, 2), format::percent(total - restream, 2),
                 format::percent(total, 2));
    });
    m_total->setChannelFillGraph(m_restream);
    m_measured = addGraph(QString(), [this](double k, double value) {
        for (const MeasuredPoint &point : m_measuredPoints)
            if (point.adapters == k && point.measured == value)
                return tr("%1, %2 distinct adapters per batch (at K ≈ %3): %4 of a step; the model's "
                          "re-stream term %5; residual %6")
                    .arg(m_measured->name())
                    .arg(point.distinct)
                    .arg(format::number(k, 3), format::percent(point.measured, 2), format::percent(point.model, 2),
                         format::percentPoints(point.measured - point.model));
        return QString();
    });
    m_measured->setLineStyle(QCPGraph::lsNone);
    m_measured->setVisible(false);
    m_measured->removeFromLegend();
    for (QCPGraph *graph : {m_restream, m_total, m_measured})
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
    setAdapterAxis(m_plot->xAxis, end);
    const QVector<double> x = toVector(s.adapters);
    m_restream->setData(x, toVector(s.overheadRestream), true);
    m_total->setData(x, toVector(s.overheadRestream + s.overheadHostlink), true);
    double top = (s.overheadRestream + s.overheadHostlink).maxCoeff();
    QVector<double> measuredK;
    QVector<double> measuredValue;
    for (const MeasuredPoint &point : m_measuredPoints)
        if (point.adapters <= end) {
            measuredK.push_back(point.adapters);
            measuredValue.push_back(point.measured);
            top = std::max(top, point.measured);
        }
    const bool showMeasured = !measuredK.isEmpty();
    if (showMeasured != m_measured->visible()) {
        m_measured->setVisible(showMeasured);
        if (showMeasured)
            m_measured->addToLegend();
        else
            m_measured->removeFromLegend();
        fitLegend();
        m_layoutChanged = true;
    }
    m_measured->setData(measuredK, measuredValue, false);
    m_plot->yAxis->setRange(0, niceCeiling(std::max(0.01, top * 1.1)));
    const double capacity = double(data.figures.poolCapacity);
    placeVerticalLine(m_boundary, m_boundaryLabel, capacity,
                      tr("pool holds %1").arg(format::integer(capacity)), capacity >= 1 && capacity <= end);
}

void OverheadChart::setMeasuredPoints(std::vector<MeasuredPoint> points, const QString &source)
{
    m_measuredPoints = std::move(points);
    m_measured->setName(tr("measured: %1").arg(source));
}

void OverheadChart::updateMarkers(const ChartData &data)
{
    const double k = double(data.params.adapters);
    placeMarker(m_marker, m_total, k);
    m_markerLabel->setText(tr("K = %1: %2 per token").arg(format::integer(k), format::percent(data.figures.overhead.total(), 1)));
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
    m_measured->setPen(QPen(m_style.foreground, 1.5));
    m_measured->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(m_style.foreground, 1.5),
                                                QBrush(m_style.bandColor(5)), 9 * m_style.lineWidth / 2));
    m_boundary->setPen(QPen(m_style.boundary, m_style.lineWidth * 0.6, Qt::DashDotLine));
    styleText(m_boundaryLabel, m_style.tickPointSize, m_style.boundary);
    styleText(m_markerLabel, m_style.labelPointSize, m_style.foreground, true);
    m_marker->setPen(QPen(m_style.foreground, std::max(2.0, m_style.lineWidth * 0.8)));
    m_marker->setSize(5 * m_style.lineWidth); // grows with the lines when presenting
    m_marker->setBrush(m_style.background);
}

// ---------------------------------------------------------------- catalog growth

CatalogGrowthChart::CatalogGrowthChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Weeks from now"), tr("Fleet advantage R"));
    m_plot->yAxis->setTicker(
        QSharedPointer<QCPAxisTicker>(new FormattedTicker([](double r, double) { return format::compact(r) + QStringLiteral("×"); })));
    m_plot->yAxis2->setVisible(true);
    m_plot->yAxis2->setLabel(tr("Catalog size K(t)"));
    m_plot->yAxis2->setTicker(
        QSharedPointer<QCPAxisTicker>(new FormattedTicker([](double k, double) { return format::compact(k); })));

    const auto describe = [this](const QString &curve, double week, double r) {
        const auto it = m_catalog->data()->findBegin(week, false);
        const double k = it != m_catalog->data()->constEnd() ? it->value : 0.0;
        return tr("%1, %2 adapters, %3: R = %4").arg(format::weeks(week), format::integer(k), curve, format::multiple(r));
    };
    for (std::size_t i = 0; i < kMaxBands; ++i)
        m_bands.push_back(addGraph(QString(), [this, i, describe](double week, double r) {
            return describe(m_bands[i]->name(), week, r);
        }));
    m_current = addGraph(QString(), [this, describe](double week, double r) {
        return describe(m_current->name(), week, r);
    });
    // K(t) on the right axis, scaled like the left one: it is also R with no overhead.
    m_catalog = addGraph(tr("K(t), no overhead"), [this](double week, double k) {
        return tr("%1: the catalog holds %2 adapters").arg(format::weeks(week), format::integer(k));
    }, m_plot->yAxis2);
    m_current->setLayer(m_dynamic);
    m_crossing = addVerticalLine();
    // Milestone labels sit at the bottom: the curves start low only near week 0.
    m_crossingLabel = addLabel();
    m_crossingLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_saturation = addVerticalLine();
    m_saturationLabel = addLabel();
    m_saturationLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    restyle();
}

QString CatalogGrowthChart::title() const
{
    return tr("Catalog growth");
}

void CatalogGrowthChart::updateSeries(const ChartData &data)
{
    const Series &s = data.series;
    const double horizon = s.weeks(s.weeks.size() - 1);
    m_plot->xAxis->setRange(0, horizon);
    const bool bandsChanged = setBandGraphs(m_bands, s.catalogGrowth, s.weeks, m_style,
                                            data.change == ChartData::Change::CurrentSkew);
    const SkewCurve &current = s.catalogGrowth.back();
    m_current->setName(currentName(s.catalogGrowth));
    m_current->setData(toVector(s.weeks), toVector(current.values), true);
    if (bandsChanged) {
        m_catalog->setData(toVector(s.weeks), toVector(s.catalogAdapters), true);
        std::vector<QCPGraph *> order{m_current};
        order.insert(order.end(), m_bands.begin(), m_bands.end());
        order.push_back(m_catalog);
        rebuildLegend(m_plot, order);
        fitLegend();
        m_layoutChanged = true;
    }

    double high = s.catalogAdapters.maxCoeff();
    for (const SkewCurve &curve : s.catalogGrowth)
        high = std::max(high, curve.values.maxCoeff());
    m_plot->yAxis->setRange(0, niceCeiling(std::max(1.0, high * 1.05)));
    m_plot->yAxis2->setRange(m_plot->yAxis->range());

    const Figures &f = data.figures;
    const bool crosses = f.crossingWeek && *f.crossingWeek <= horizon;
    placeVerticalLine(m_crossing, m_crossingLabel, f.crossingWeek.value_or(0),
                      tr("outgrows the pool: %1").arg(format::weeks(f.crossingWeek.value_or(0))), crosses);
    const bool saturates = f.saturationWeek && *f.saturationWeek <= horizon;
    placeVerticalLine(m_saturation, m_saturationLabel, f.saturationWeek.value_or(0),
                      tr("%1 adapters: %2")
                          .arg(format::integer(double(data.params.catalogCeiling)), format::weeks(f.saturationWeek.value_or(0))),
                      saturates);
    m_crossingLabel->position->setCoords(f.crossingWeek.value_or(0), 1.0);
    m_saturationLabel->position->setCoords(f.saturationWeek.value_or(0), 1.0);
}

void CatalogGrowthChart::updateMarkers(const ChartData &)
{
}

void CatalogGrowthChart::placeLabels()
{
    m_crossingLabel->position->setCoords(m_crossing->point1->coords().x(), 1.0);
    placeLineLabel(m_crossingLabel, m_crossing->point1->coords().x());
    placeLineLabel(m_saturationLabel, m_saturation->point1->coords().x());
    // Two milestones close together: the crossing label moves up above the saturation label.
    if (m_crossingLabel->visible() && m_saturationLabel->visible()) {
        const QRectF crossing = labelRect(m_crossingLabel);
        const QRectF saturation = labelRect(m_saturationLabel);
        if (crossing.intersects(saturation.adjusted(-4, -4, 4, 4))) {
            const double height = std::max(1, m_plot->axisRect()->height());
            m_crossingLabel->position->setCoords(m_crossing->point1->coords().x(),
                                                 1.0 - (saturation.height() + 4) / height);
        }
    }
}

void CatalogGrowthChart::restyle()
{
    for (std::size_t i = 0; i < m_bands.size(); ++i)
        m_bands[i]->setPen(QPen(m_style.bandColor(i), m_style.lineWidth));
    m_current->setPen(QPen(m_style.foreground, m_style.currentLineWidth));
    m_catalog->setPen(QPen(m_style.muted, m_style.lineWidth * 0.75, Qt::DashLine));
    for (QCPItemStraightLine *line : {m_crossing, m_saturation})
        line->setPen(QPen(m_style.boundary, m_style.lineWidth * 0.6, Qt::DashDotLine));
    styleText(m_crossingLabel, m_style.tickPointSize, m_style.boundary);
    styleText(m_saturationLabel, m_style.tickPointSize, m_style.boundary);
}

// ---------------------------------------------------------------- break-even

BreakevenChart::BreakevenChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Share of all traffic"));
    m_plot->xAxis->setTicker(adapterTicker());
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new FormattedLogTicker([](double v) { return format::percent(v, v < 0.01 ? 2 : 0); })));

    m_breakeven = addGraph(tr("break-even p*"), [](double k, double v) {
        return tr("%1: an adapter with more than %2 of the traffic is cheaper on its own GPU")
            .arg(adaptersText(k), format::percent(v, 2));
    });
    m_topShare = addGraph(tr("top adapter p₁"), [](double k, double v) {
        return tr("%1: the most popular adapter gets %2 of the traffic").arg(adaptersText(k), format::percent(v, 2));
    });
    m_dedicatedRegion = addGraph(tr("dedicated GPU cheaper"), nullptr);
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
    const double end = s.adapters(s.adapters.size() - 1);
    setAdapterAxis(m_plot->xAxis, end);
    const QVector<double> x = toVector(s.adapters);
    m_breakeven->setData(x, toVector(s.breakevenShare), true);
    m_topShare->setData(x, toVector(s.topAdapterShare), true);
    m_dedicatedRegion->setData(x, toVector(s.topAdapterShare.max(s.breakevenShare)), true);
    const double low = std::min(s.breakevenShare.minCoeff(), s.topAdapterShare.minCoeff());
    // The lower end at 1, 2 or 5 of a decade: it stays put while the skew moves a little.
    m_plot->yAxis->setRange(std::max(1.0 / niceCeiling(1.0 / (low * 0.7)), 1e-300), 1.25);
}

void BreakevenChart::updateMarkers(const ChartData &data)
{
    const double k = double(data.params.adapters);
    placeMarker(m_marker, m_topShare, k);
    m_markerLabel->setText(tr("K = %1: p₁ = %2, p* = %3")
                               .arg(format::integer(k), format::percent(data.figures.topAdapterShare, 1),
                                    format::percent(data.figures.breakevenShare, 1)));
}

void BreakevenChart::placeLabels()
{
    placeMarkerLabel(m_markerLabel, m_marker, true, false); // p1 falls with K: above-right or below-left is free
}

void BreakevenChart::restyle()
{
    m_breakeven->setPen(QPen(m_style.breakeven, m_style.lineWidth));
    m_topShare->setPen(QPen(m_style.topShare, m_style.currentLineWidth * 0.8));
    m_dedicatedRegion->setPen(Qt::NoPen);
    m_dedicatedRegion->setBrush(m_style.dedicatedRegion);
    styleText(m_markerLabel, m_style.labelPointSize, m_style.foreground, true);
    m_marker->setPen(QPen(m_style.foreground, std::max(2.0, m_style.lineWidth * 0.8)));
    m_marker->setSize(5 * m_style.lineWidth); // grows with the lines when presenting
    m_marker->setBrush(m_style.background);
}

} // namespace lorafleet
