#include "overheadchart.h"

#include "charttickers.h"
#include "format.h"

#include <qcustomplot.h>

namespace lorafleet {

OverheadChart::OverheadChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Adapters K"), tr("Overhead (% of a decode step)"));
    useAdapterAxis();
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new FormattedTicker(
        [](double v, double step) { return format::percent(v, decimalsFor(100 * step)); })));

    m_restream = addGraph(CurveId::Restream, tr("re-stream (resident adapters)"), [](double k, double v) {
        return tr("%1: re-stream %2").arg(adaptersLabel(k), format::percent(v, 2));
    });
    m_total = addGraph(CurveId::OverheadTotal, tr("host-link (adapters outside the pool)"),
                       [this](double k, double total) {
                           const auto it = m_restream->data()->findBegin(k, false);
                           const double restream = it != m_restream->data()->constEnd() ? it->value : 0.0;
                           return tr("%1: re-stream %2 + host-link %3 = %4 per token")
                               .arg(adaptersLabel(k), format::percent(restream, 2),
                                    format::percent(total - restream, 2), format::percent(total, 2));
                       });
    m_total->setChannelFillGraph(m_restream);
    m_measured = addGraph(CurveId::Measured, QString(), [this](double k, double value) {
        for (const MeasuredPoint &point : m_measuredPoints)
            if (point.adapters == k && point.measured == value)
                return tr("%1, %2 distinct adapters per batch (at K ≈ %3): %4 of a step; the model's "
                          "re-stream term %5; residual %6")
                    .arg(m_measured->name())
                    .arg(point.distinct)
                    .arg(format::number(k, 3), format::percent(point.measured, 2),
                         format::percent(point.model, 2),
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
    setAdapterRange(end);
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
                      tr("pool holds %1").arg(format::adapters(capacity)), capacity >= 1 && capacity <= end);
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
    m_markerLabel->setText(tr("K = %1: %2 per token")
                               .arg(format::adapters(k), format::percent(data.figures.overhead.total(), 1)));
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
    styleMilestone(m_boundary, m_boundaryLabel);
    styleMarker(m_marker, m_markerLabel);
}

std::vector<DataColumn> OverheadChart::dataColumns(const Series &s) const
{
    const QString unit = tr("fraction of a decode step");
    return {{tr("adapters K"), s.adapters},
            {tr("re-stream overhead δ_rs [%1]").arg(unit), s.overheadRestream},
            {tr("host-link overhead δ_hl [%1]").arg(unit), s.overheadHostlink},
            {tr("total overhead δ [%1]").arg(unit), s.overheadRestream + s.overheadHostlink}};
}

} // namespace lorafleet
