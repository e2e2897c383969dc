// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/phasemapchart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "text/format.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <cmath>

namespace lorafleet {

namespace {

// Colour-blind-safe scales: viridis (sequential) for R, purple-orange (diverging at 0) for savings.
QCPColorGradient sequentialGradient()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0x44, 0x01, 0x54));
    gradient.setColorStopAt(0.25, QColor(0x3b, 0x52, 0x8b));
    gradient.setColorStopAt(0.5, QColor(0x21, 0x91, 0x8c));
    gradient.setColorStopAt(0.75, QColor(0x5e, 0xc9, 0x62));
    gradient.setColorStopAt(1.0, QColor(0xfd, 0xe7, 0x25));
    return gradient;
}

QCPColorGradient divergingGradient()
{
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorStopAt(0.0, QColor(0xb3, 0x58, 0x06)); // dedicated cheaper
    gradient.setColorStopAt(0.5, QColor(0xf7, 0xf7, 0xf7));
    gradient.setColorStopAt(1.0, QColor(0x54, 0x27, 0x88)); // multiplexing saves
    return gradient;
}

constexpr int kRegions = 5;
constexpr double kMinLabelledShare = 0.04; // a region this small is outlined but not named

} // namespace

PhaseMapChart::PhaseMapChart(QWidget *parent)
    : Chart(parent)
{
    m_colorMap = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    m_colorMap->setName(tr("Phase map"));
    m_colorMap->setInterpolate(false);
    m_colorMap->setTightBoundary(false);
    m_colorMap->removeFromLegend();
    m_scale = new QCPColorScale(m_plot);
    m_plot->plotLayout()->addElement(2, 1, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_colorMap->setColorScale(m_scale);
    auto *group = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);

    m_outlines = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    m_outlines->setName(tr("Operating-rule regions"));
    m_current = addGraph(CurveId::CurrentSkew, tr("This scenario"), {});
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setLayer(m_overlay);
    addLabelledLine(m_boundary, m_boundaryLabel);
    useAdapterAxis();
    setAxisTitles(tr("Adapters K"), tr("Traffic skew s"));
    fitAxisTitle(m_plot->yAxis, {tr("Traffic skew s"), tr("Skew s"), QStringLiteral("s")});
    for (int i = 0; i < kRegions; ++i) {
        m_regionLabels.push_back(addLabel());
        m_regionLabels.back()->setPositionAlignment(Qt::AlignCenter);
    }
    m_regionCentres.resize(kRegions);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const QString text = describeCell(m_plot->xAxis->pixelToCoord(event->position().x()),
                                          m_plot->yAxis->pixelToCoord(event->position().y()));
        if (!text.isEmpty())
            QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    });
    restyle();
}

QString PhaseMapChart::title() const
{
    return m_measure == Measure::Advantage ? tr("Where the answer changes: fleet advantage R")
                                           : tr("Where the answer changes: savings per month");
}

QString PhaseMapChart::regionName(PhaseRegion region)
{
    switch (region) {
    case PhaseRegion::Either:
        return tr("Either");
    case PhaseRegion::Multiplex:
        return tr("Multiplex");
    case PhaseRegion::PoolOverflow:
        return tr("Multiplex, pool overflows");
    case PhaseRegion::DedicateHead:
        return tr("Head adapters cheaper dedicated");
    case PhaseRegion::DoesNotFit:
        return tr("Does not fit");
    }
    return {};
}

void PhaseMapChart::showPhaseMap(const PhaseMap &map, const Params &params)
{
    m_map = map;
    setModel(params.model);
    setTitleText(title());
    const double last = double(m_map.adapters.back());
    setAdapterRange(last);
    m_plot->xAxis->setRange(1, last); // the map fills the axis rect
    m_plot->yAxis->setRange(m_map.skews(0), m_map.skews(m_map.skews.size() - 1));
    fillCells();
    drawOutlines();
    placeVerticalLine(m_boundary, m_boundaryLabel, double(m_map.poolCapacity),
                      tr("pool fits %1").arg(format::adapters(double(m_map.poolCapacity))),
                      m_map.poolCapacity >= 1 && double(m_map.poolCapacity) <= last);
    m_boundary->point1->setCoords(double(m_map.poolCapacity), m_map.skews(0));
    m_boundary->point2->setCoords(double(m_map.poolCapacity), m_map.skews(m_map.skews.size() - 1));
    m_current->setData({double(params.adapters)}, {params.skew}, true);
    placeRegionLabels();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PhaseMapChart::setMeasure(Measure measure)
{
    m_measure = measure;
    setTitleText(title());
    if (!m_map.adapters.empty())
        fillCells();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PhaseMapChart::setOutlinesVisible(bool visible)
{
    m_outlines->setVisible(visible);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PhaseMapChart::fillCells()
{
    const auto columns = int(m_map.adapters.size());
    const auto rows = int(m_map.skews.size());
    auto *data = new QCPColorMapData(columns, rows, QCPRange(1, double(m_map.adapters.back())),
                                     QCPRange(m_map.skews(0), m_map.skews(rows - 1)));
    const Eigen::ArrayXXd &values = m_measure == Measure::Advantage ? m_map.advantage : m_map.savings;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            data->setCell(c, r, values(r, c));
    m_colorMap->setData(data, false);
    if (m_measure == Measure::Advantage) {
        m_colorMap->setGradient(sequentialGradient());
        m_colorMap->setDataScaleType(QCPAxis::stLogarithmic);
        const double low = std::max(values.minCoeff(), 1e-3);
        m_colorMap->setDataRange(QCPRange(low, std::max(values.maxCoeff(), low * 1.01)));
        fitAxisTitle(m_scale->axis(), {tr("Fleet advantage R"), tr("Advantage R"), QStringLiteral("R")});
        m_scale->axis()->setTicker(QSharedPointer<QCPAxisTicker>(
            new FormattedLogTicker([](double r) { return format::compact(r); })));
    } else {
        m_colorMap->setGradient(divergingGradient());
        m_colorMap->setDataScaleType(QCPAxis::stLinear);
        const double most = std::max(values.abs().maxCoeff(), 1.0);
        m_colorMap->setDataRange(QCPRange(-most, most)); // white where neither way saves
        fitAxisTitle(m_scale->axis(), {tr("Savings per month (USD)"), tr("Savings (USD/mo)"), tr("USD/mo")});
        m_scale->axis()->setTicker(QSharedPointer<QCPAxisTicker>(
            new FormattedTicker([](double usd, double) { return format::money(usd); })));
    }
}

void PhaseMapChart::drawOutlines()
{
    // One curve of cell edges between cells of different regions, each edge its own piece (NaN breaks
    // the line between pieces). Columns are evenly spaced in log K: an edge lies halfway in log K.
    const auto columns = Eigen::Index(m_map.adapters.size());
    const Eigen::Index rows = m_map.skews.size();
    const double logLast = std::log(double(m_map.adapters.back()));
    const auto columnEdge = [&](double c) { return std::exp(logLast * c / double(columns - 1)); };
    const double rowStep = (m_map.skews(rows - 1) - m_map.skews(0)) / double(rows - 1);
    const auto rowEdge = [&](double r) { return m_map.skews(0) + rowStep * r; };
    QVector<double> keys;
    QVector<double> values;
    const auto piece = [&](double k1, double s1, double k2, double s2) {
        keys << k1 << k2 << qQNaN();
        values << s1 << s2 << qQNaN();
    };
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < columns; ++c) {
            if (c + 1 < columns && m_map.region(r, c) != m_map.region(r, c + 1))
                piece(columnEdge(double(c) + 0.5), rowEdge(double(r) - 0.5), columnEdge(double(c) + 0.5),
                      rowEdge(double(r) + 0.5));
            if (r + 1 < rows && m_map.region(r, c) != m_map.region(r + 1, c))
                piece(columnEdge(double(c) - 0.5), rowEdge(double(r) + 0.5), columnEdge(double(c) + 0.5),
                      rowEdge(double(r) + 0.5));
        }
    m_outlines->setData(keys, values);
}

void PhaseMapChart::placeRegionLabels()
{
    // Each region named at the middle (in log K and skew) of its cells.
    struct Sum
    {
        double logK = 0;
        double skew = 0;
        int cells = 0;
    };
    std::array<Sum, kRegions> sums{};
    const auto columns = Eigen::Index(m_map.adapters.size());
    for (Eigen::Index r = 0; r < m_map.skews.size(); ++r)
        for (Eigen::Index c = 0; c < columns; ++c) {
            Sum &sum = sums[std::size_t(m_map.region(r, c))];
            sum.logK += std::log(double(m_map.adapters[std::size_t(c)]));
            sum.skew += m_map.skews(r);
            ++sum.cells;
        }
    const double all = double(columns * m_map.skews.size());
    for (int i = 0; i < kRegions; ++i) {
        QCPItemText *label = m_regionLabels[std::size_t(i)];
        const Sum &sum = sums[std::size_t(i)];
        label->setVisible(sum.cells >= std::max(1.0, kMinLabelledShare * all));
        if (!label->visible())
            continue;
        m_regionCentres[std::size_t(i)] = QPointF(std::exp(sum.logK / sum.cells), sum.skew / sum.cells);
        label->position->setCoords(m_regionCentres[std::size_t(i)]);
        label->setText(regionName(PhaseRegion(i)));
    }
}

void PhaseMapChart::placeLabels()
{
    // The boundary's label beside its line on the side it fits (presenting, its font is larger).
    placeLineLabel(m_boundaryLabel, double(m_map.poolCapacity));
    // A region's name at the middle of its cells, moved inward where it would cross the plot's edge.
    const QRect area = m_plot->axisRect()->rect();
    for (std::size_t i = 0; i < m_regionLabels.size(); ++i) {
        QCPItemText *label = m_regionLabels[i];
        if (!label->visible())
            continue;
        label->position->setCoords(m_regionCentres[i]);
        const QRectF rect = labelRect(label);
        const double shift = std::max(0.0, double(area.left()) + 2 - rect.left()) -
            std::max(0.0, rect.right() - double(area.right()) + 2);
        if (shift != 0)
            label->position->setCoords(
                m_plot->xAxis->pixelToCoord(m_plot->xAxis->coordToPixel(m_regionCentres[i].x()) + shift),
                m_regionCentres[i].y());
    }
}

bool PhaseMapChart::cellAt(double adapters, double skew, Eigen::Index &row, Eigen::Index &column) const
{
    if (m_map.adapters.empty() || !(adapters >= 1) || !std::isfinite(skew))
        return false;
    const auto columns = Eigen::Index(m_map.adapters.size());
    const Eigen::Index rows = m_map.skews.size();
    const double logLast = std::log(double(m_map.adapters.back()));
    column = Eigen::Index(std::lround(std::log(adapters) / logLast * double(columns - 1)));
    const double rowStep = (m_map.skews(rows - 1) - m_map.skews(0)) / double(rows - 1);
    row = Eigen::Index(std::lround((skew - m_map.skews(0)) / rowStep));
    return column >= 0 && column < columns && row >= 0 && row < rows;
}

QString PhaseMapChart::describeCell(double adapters, double skew) const
{
    Eigen::Index row = 0;
    Eigen::Index column = 0;
    if (!cellAt(adapters, skew, row, column))
        return {};
    return tr("%1, s = %2: R = %3, savings %4; %5")
        .arg(adaptersLabel(double(m_map.adapters[std::size_t(column)])), format::skew(m_map.skews(row)),
             format::multiple(m_map.advantage(row, column)),
             format::moneyPerMonth(m_map.savings(row, column)), regionName(m_map.region(row, column)));
}

std::vector<DataColumn> PhaseMapChart::dataColumns(const Evaluation &) const
{
    const auto columns = Eigen::Index(m_map.adapters.size());
    const Eigen::Index cells = columns * m_map.skews.size();
    DataColumn k{tr("Adapters K"), Eigen::ArrayXd(cells)};
    DataColumn s{tr("Traffic skew s"), Eigen::ArrayXd(cells)};
    DataColumn r{tr("Fleet advantage R"), Eigen::ArrayXd(cells)};
    DataColumn savings{tr("Savings per month (USD)"), Eigen::ArrayXd(cells)};
    DataColumn region{tr("Region (0 either, 1 multiplex, 2 pool overflows, 3 dedicate head, 4 does not fit)"),
                      Eigen::ArrayXd(cells)};
    Eigen::Index i = 0;
    for (Eigen::Index row = 0; row < m_map.skews.size(); ++row)
        for (Eigen::Index c = 0; c < columns; ++c, ++i) {
            k.values(i) = double(m_map.adapters[std::size_t(c)]);
            s.values(i) = m_map.skews(row);
            r.values(i) = m_map.advantage(row, c);
            savings.values(i) = m_map.savings(row, c);
            region.values(i) = double(int(m_map.region(row, c)));
        }
    return {k, s, r, savings, region};
}

void PhaseMapChart::updateSeries(const ChartData &)
{
    // The map is the window's to compute (showPhaseMap); a scenario alone moves only the marker.
}

void PhaseMapChart::updateMarkers(const ChartData &data)
{
    m_current->setData({double(data.params.adapters)}, {data.params.skew}, true);
}

void PhaseMapChart::restyle()
{
    const double width = m_style.lineWidth;
    m_outlines->setPen(QPen(m_style.foreground, std::max(1.5, width * 0.8)));
    m_outlines->setBrush(Qt::NoBrush);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_style.foreground, 2.5),
                                               m_style.background, 4 * width + 4));
    styleMilestone(m_boundary, m_boundaryLabel);
    for (QCPItemText *label : m_regionLabels) {
        styleText(label, m_style.labelPointSize, m_style.foreground, true);
        label->setBrush(
            QColor(m_style.background.red(), m_style.background.green(), m_style.background.blue(), 200));
    }
    m_scale->axis()->setBasePen(QPen(m_style.foreground));
    m_scale->axis()->setTickLabelColor(m_style.foreground);
    m_scale->axis()->setLabelColor(m_style.foreground);
}

} // namespace lorafleet
