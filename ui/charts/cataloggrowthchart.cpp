// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/cataloggrowthchart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "model/fleetcost.h"
#include "text/format.h"
#include "text/skewbands.h"

#include <qcustomplot.h>

namespace lorafleet {

CatalogGrowthChart::CatalogGrowthChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Weeks"), tr("Fleet advantage R"));
    // Shorter titles where the chart is small (a third of a 1280x720 window).
    fitAxisTitle(m_plot->yAxis, {tr("Fleet advantage R"), tr("Advantage R"), QStringLiteral("R")});
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedTicker([](double r, double) { return format::compact(r) + QStringLiteral("×"); })));
    m_plot->yAxis2->setVisible(true);
    fitAxisTitle(m_plot->yAxis2, {tr("Catalog size K(t)"), tr("Catalog K(t)"), QStringLiteral("K(t)")});
    m_plot->yAxis2->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedTicker([](double k, double) { return format::compact(k); })));

    const auto describe = [this](const QString &curve, double week, double r) {
        const auto it = m_catalog->data()->findBegin(week, false);
        const double k = it != m_catalog->data()->constEnd() ? it->value : 0.0;
        return tr("%1, %2 adapters, %3: R = %4")
            .arg(format::weeks(week), format::adapters(k), curve, format::multiple(r));
    };
    for (std::size_t i = 0; i < SkewBands::kMax; ++i)
        m_skew.bands.push_back(addGraph(CurveId::Band, QString(), [this, i, describe](double week, double r) {
            return describe(m_skew.bands[i]->name(), week, r);
        }));
    m_skew.current = addGraph(CurveId::CurrentSkew, QString(), [this, describe](double week, double r) {
        return describe(m_skew.current->name(), week, r);
    });
    // K(t) on the right axis, scaled like the left one: it is also R with no overhead.
    m_catalog = addGraph(
        CurveId::CatalogSize, tr("K(t), no overhead"),
        [](double week, double k) {
            return tr("%1: the catalog holds %2 adapters").arg(format::weeks(week), format::adapters(k));
        },
        m_plot->yAxis2);
    m_skew.current->setLayer(m_dynamic);
    // The right axis reads K on the left axis's scale, also when pinned scenarios widen it.
    connect(m_plot->yAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), m_plot->yAxis2,
            qOverload<const QCPRange &>(&QCPAxis::setRange));
    m_crossing = addVerticalLine();
    // Milestone labels sit at the bottom: the curves start low only near week 0.
    m_crossingLabel = addLabel();
    m_crossingLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    m_saturation = addVerticalLine();
    m_saturationLabel = addLabel();
    m_saturationLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    // "Now" at the top, clear of the milestones' labels at the bottom.
    addLabelledLine(m_now, m_nowLabel);
    // They follow K: on the layer that is redrawn alone when only K moves.
    m_now->setLayer(m_overlay);
    m_nowLabel->setLayer(m_overlay);
    m_nowNote = addLabel(m_overlay);
    m_nowNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_nowNote->position->setCoords(0.0, 0.0);
    m_nowNote->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
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
    // Week 0 is the growth plan's start (catalog_start), not the current K: "now" is where the catalog
    // reaches K, and the axis says so.
    if (data.params.catalogStart != m_titledStart) {
        m_titledStart = data.params.catalogStart;
        const QString start = format::adapters(double(m_titledStart));
        fitAxisTitle(m_plot->xAxis,
                     {tr("Weeks of growth from %1 adapters").arg(start),
                      tr("Weeks from %1 adapters").arg(start), tr("Weeks")});
    }
    if (m_skew.show(s.catalogGrowth, s.weeks, data.change == ChartData::Change::CurrentSkew)) {
        m_catalog->setData(toVector(s.weeks), toVector(s.catalogAdapters), true);
        std::vector<QCPGraph *> order = m_skew.legendOrder();
        order.push_back(m_catalog);
        setLegendOrder(order);
        fitLegend();
        m_layoutChanged = true;
    }

    // K(t) is R without overhead only while one GPU serves the whole demand (lambda = Q_b): then both
    // share one scale. Otherwise (a batch of 1, heavy traffic) R is far from K(t), and each axis gets
    // its own range so that neither lies flat on the axis.
    double highR = 0;
    for (const SkewCurve &curve : s.catalogGrowth)
        highR = std::max(highR, curve.values.maxCoeff());
    const double highK = s.catalogAdapters.maxCoeff();
    const bool shared = highR > 0.5 * highK && highR < 2 * highK;
    m_plot->yAxis->setRange(0, niceCeiling(std::max(shared ? std::max(highR, highK) : highR, 1e-9) * 1.05));
    if (shared)
        m_plot->yAxis2->setRange(m_plot->yAxis->range());
    else
        m_plot->yAxis2->setRange(0, niceCeiling(std::max(1.0, highK * 1.05)));

    const Figures &f = data.figures;
    const bool crosses = f.crossingWeek && *f.crossingWeek <= horizon;
    placeVerticalLine(m_crossing, m_crossingLabel, f.crossingWeek.value_or(0),
                      tr("outgrows the pool: %1").arg(format::weeks(f.crossingWeek.value_or(0))), crosses);
    const bool saturates = f.saturationWeek && *f.saturationWeek <= horizon;
    placeVerticalLine(m_saturation, m_saturationLabel, f.saturationWeek.value_or(0),
                      tr("%1 adapters: %2")
                          .arg(format::adapters(double(data.params.catalogCeiling)),
                               format::weeks(f.saturationWeek.value_or(0))),
                      saturates);
    m_crossingLabel->position->setCoords(f.crossingWeek.value_or(0), 1.0);
    m_saturationLabel->position->setCoords(f.saturationWeek.value_or(0), 1.0);
}

void CatalogGrowthChart::updateMarkers(const ChartData &data)
{
    const std::int64_t adapters = data.params.adapters;
    const std::optional<double> week = weekCatalogReaches(data.params, adapters);
    const double horizon = m_plot->xAxis->range().upper;
    const bool shown = week && *week <= horizon;
    placeVerticalLine(m_now, m_nowLabel, week.value_or(0),
                      tr("now: %1 adapters").arg(format::adapters(double(adapters))), shown);
    m_nowLabel->position->setCoords(week.value_or(0), 0.0);
    m_nowNote->setVisible(!shown);
    if (shown)
        return;
    if (adapters < data.params.catalogStart)
        m_nowNote->setText(
            tr("now: %1 adapters,\nfewer than at the start (%2)")
                .arg(format::adapters(double(adapters)), format::adapters(double(data.params.catalogStart))));
    else if (adapters > data.params.catalogCeiling)
        m_nowNote->setText(tr("now: %1 adapters,\nabove the growth's ceiling (%2)")
                               .arg(format::adapters(double(adapters)),
                                    format::adapters(double(data.params.catalogCeiling))));
    else
        m_nowNote->setText(tr("now: %1 adapters,\nnot reached in %2 weeks")
                               .arg(format::adapters(double(adapters)), format::number(horizon, 3)));
}

void CatalogGrowthChart::placeLabels()
{
    m_crossingLabel->position->setCoords(m_crossing->point1->coords().x(), 1.0);
    placeLineLabel(m_crossingLabel, m_crossing->point1->coords().x());
    placeLineLabel(m_saturationLabel, m_saturation->point1->coords().x());
    m_nowLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    placeLineLabel(m_nowLabel, m_now->point1->coords().x());
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
    m_skew.restyle(m_style);
    m_catalog->setPen(QPen(m_style.muted, m_style.lineWidth * 0.75, Qt::DashLine));
    styleMilestone(m_crossing, m_crossingLabel);
    styleMilestone(m_saturation, m_saturationLabel);
    styleMilestone(m_now, m_nowLabel);
    m_now->setPen(QPen(m_style.foreground, m_style.lineWidth * 0.6, Qt::DotLine)); // "now" is no milestone
    m_nowLabel->setColor(m_style.foreground);
    styleText(m_nowNote, m_style.tickPointSize, m_style.muted);
}

std::vector<DataColumn> CatalogGrowthChart::dataColumns(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    const QString quantity = tr("fleet advantage R(K(t))");
    const SkewBands bands(s.catalogGrowth);
    std::vector<DataColumn> columns{
        {tr("week t"), s.weeks},
        {tr("catalog K(t) [adapters]"), s.catalogAdapters},
        {tr("%1 (current s = %2) [×]").arg(quantity, format::plainNumber(s.catalogGrowth.back().skew)),
         s.catalogGrowth.back().values}};
    for (std::size_t i = 0; i < bands.count(); ++i)
        if (bands.shown(i))
            columns.push_back(
                {tr("%1 (%2) [×]").arg(quantity, bands.name(i, format::plainNumber(s.catalogGrowth[i].skew))),
                 s.catalogGrowth[i].values});
    return columns;
}

std::vector<OverlayCurve> CatalogGrowthChart::overlayCurves(const Evaluation &evaluation) const
{
    const Series &s = evaluation.series();
    return {{tr("fleet advantage R(K(t)) (its skew s = %1) [×]")
                 .arg(format::plainNumber(s.catalogGrowth.back().skew)),
             s.weeks, s.catalogGrowth.back().values, [](double week, double r) {
                 return tr("%1: R = %2").arg(format::weeks(week), format::multiple(r));
             }}};
}

} // namespace lorafleet
