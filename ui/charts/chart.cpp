// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chart.h"

#include "charts/charttickers.h"
#include "charts/labellayout.h"
#include "text/format.h"
#include "text/modeltexts.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <array>
#include <cmath>

namespace lorafleet {

Chart::Chart(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    applyRenderHints();
    // Three charts share the board's top row in a 1280-pixel window.
    setMinimumSize(280, 200);

    // Title, then the legend in its own row: a legend must never cover data.
    m_plot->plotLayout()->insertRow(0);
    m_title = new QCPTextElement(m_plot, QString());
    m_plot->plotLayout()->addElement(0, 0, m_title);
    m_plot->axisRect()->insetLayout()->take(m_plot->legend);
    m_plot->plotLayout()->insertRow(1);
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(0, 0.001);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->legend->setVisible(true);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(4);
    m_plot->legend->setMargins(QMargins(6, 0, 6, 2));
    // Compact rows: five charts share a 1280-pixel window, and a legend row costs plot height.
    m_plot->legend->setRowSpacing(0);
    m_plot->plotLayout()->setRowSpacing(0);

    // QCustomPlot's own "overlay" layer is buffered: markers there redraw without the curves.
    m_overlay = m_plot->layer(QStringLiteral("overlay"));
    m_overlay->setMode(QCPLayer::lmBuffered);
    m_plot->addLayer(QStringLiteral("dynamic"), m_plot->layer(QStringLiteral("legend")),
                     QCustomPlot::limAbove);
    m_dynamic = m_plot->layer(QStringLiteral("dynamic"));
    m_dynamic->setMode(QCPLayer::lmBuffered);

    m_hover = new QCPItemTracer(m_plot);
    m_hover->setLayer(m_overlay);
    m_hover->setStyle(QCPItemTracer::tsCircle);
    m_hover->setSize(11);
    m_hover->setVisible(false);
    m_hover->setInterpolating(false);
    m_labels = std::make_unique<LabelLayout>(m_plot, m_hover);

    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, &Chart::onMouseMove);
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] { layOutLabels(); });
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        m_fullReplotPending = false;
        Q_EMIT replotted();
    });
    applyCommonStyle();
}

Chart::~Chart() = default;

QWidget *Chart::plotWidget() const
{
    return m_plot;
}

void Chart::showScenario(const ChartData &data)
{
    if (!isVisible() && window() != this && window()->isVisible()) {
        m_pending = data.evaluation;
        return;
    }
    m_pending.reset();
    m_labels->restore(); // what the chart sets now stands
    m_model = data.params.model;
    updateTitle();
    m_hover->setVisible(false);
    m_shown = data.evaluation;
    if (data.change == ChartData::Change::Markers || data.change == ChartData::Change::Prices) {
        m_layoutChanged = data.change == ChartData::Change::Prices && updatePrices(data);
        updateMarkers(data);
        layOutLabels();
        if (m_layoutChanged) {
            m_fullReplotPending = true;
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        } else {
            m_overlay->replot();
        }
        return;
    }
    const auto ranges = [this] {
        return std::array<QCPRange, 3>{m_plot->xAxis->range(), m_plot->yAxis->range(),
                                       m_plot->yAxis2->range()};
    };
    const std::array<QCPRange, 3> before = ranges();
    m_layoutChanged = false;
    updateSeries(data);
    fitOverlays();
    updateMarkers(data);
    // While a slider is dragged and the axes stay, only the current skew's layer is redrawn; the
    // release redraws everything, antialiased and laid out anew.
    if (data.change == ChartData::Change::CurrentSkew && m_dragging && !m_fullReplotPending &&
        !m_layoutChanged && before == ranges()) {
        layOutLabels();
        m_dynamic->replot();
        m_overlay->replot();
        return;
    }
    m_fullReplotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

double Chart::niceCeiling(double value)
{
    if (!(value > 0) || !std::isfinite(value))
        return 1;
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    for (const double mantissa : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (mantissa * decade >= value * (1 - 1e-12))
            return mantissa * decade;
    return 10 * decade;
}

void Chart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTitle();
    fitLegend();
    // Linear axes: fewer ticks on a small chart, so that their labels never run together (log axes
    // measure their own room: FormattedLogTicker).
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2})
        if (axis->scaleType() == QCPAxis::stLinear)
            axis->ticker()->setTickCount(
                (axis->orientation() == Qt::Horizontal ? width() < 420 : height() < 280) ? 3 : 5);
}

void Chart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        showScenario(ChartData(m_pending)); // everything: the changes in between were not drawn
}

void Chart::setChartStyle(const ChartStyle &style)
{
    m_labels->restore(); // the new style's fonts stand
    m_style = style;
    applyCommonStyle();
    restyle();
    restyleOverlays();
    m_fullReplotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void Chart::setDragging(bool dragging)
{
    if (m_dragging == dragging)
        return;
    m_dragging = dragging;
    applyRenderHints();
    if (!dragging) {
        if (m_shown)
            showScenario(ChartData(m_shown)); // the axes held during the drag fit the curves again
        m_fullReplotPending = true;
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void Chart::applyRenderHints()
{
    // On screen, only the curves, markers and texts are antialiased once a drag settles: fills lie
    // under curves that hide their edges, and the grid and axes are upright lines on whole pixels.
    // Lines are drawn segment by segment (square caps close the joins at these widths). Together they
    // take about a third off a settled frame; files draw everything antialiased (ChartRender).
    m_plot->setNotAntialiasedElements(m_dragging ? QCP::aeAll
                                                 : QCP::aeFills | QCP::aeGrid | QCP::aeSubGrid |
                                              QCP::aeZeroLine | QCP::aeAxes);
    m_plot->setPlottingHint(QCP::phFastPolylines, true);
}

void Chart::flush()
{
    // Renders the layers' buffers now; the widget itself is painted with the window's next update.
    if (m_fullReplotPending) {
        updateTitle();
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
    }
}

void Chart::replotNow()
{
    updateTitle();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

QString Chart::exportTitle() const
{
    return showsModelFigures() ? tr("%1 · %2").arg(title(), ModelTexts::modelName(m_model)) : title();
}

void Chart::setModel(ModelKind model)
{
    m_model = model;
    updateTitle();
}

QString Chart::shownTitle() const
{
    // The window names the engine model, whose figures differ from the article's; an export always
    // names the model that drew it.
    return m_namesModel || m_model == ModelKind::Engine ? exportTitle() : title();
}

void Chart::setNamesModel(bool always)
{
    m_namesModel = always;
    updateTitle();
}

void Chart::updateTitle()
{
    setTitleText(shownTitle());
}

void Chart::setTitleText(const QString &text)
{
    if (text == m_titleText)
        return;
    m_titleText = text;
    fitTitle();
}

void Chart::fitTitle()
{
    // A chart a third of a small window wide: the title shrinks, then breaks before the model's name;
    // never cut at the chart's edges.
    const double available = std::max(width(), 100) - 8;
    QFont titleFont = font(m_style.titlePointSize, true);
    QString text = m_titleText;
    const auto width = [&] { return QFontMetricsF(titleFont).size(0, text).width(); };
    for (double factor = 0.95; factor > 0.69 && width() > available; factor -= 0.05)
        titleFont.setPointSizeF(m_style.titlePointSize * factor);
    if (width() > available && text.contains(QStringLiteral(" · ")))
        text.replace(QStringLiteral(" · "), QStringLiteral("\n"));
    if (m_title->font() != titleFont)
        m_title->setFont(titleFont);
    if (m_title->text() != text)
        m_title->setText(text);
}

QFont Chart::font(double pointSize, bool bold) const
{
    QFont font = m_style.font;
    font.setPointSizeF(pointSize);
    font.setBold(bold);
    return font;
}

void Chart::applyCommonStyle()
{
    m_plot->setBackground(m_style.background);
    m_plot->axisRect()->setBackground(m_style.background);
    fitTitle();
    m_title->setTextColor(m_style.foreground);
    // Swatches grow with the legend's text (presenting on a large screen), compact at the desk's size.
    const double swatch = m_style.tickPointSize / ChartStyle().tickPointSize;
    m_plot->legend->setIconSize(int(std::lround(24 * swatch)), int(std::lround(12 * swatch)));
    m_plot->legend->setIconTextPadding(int(std::lround(5 * swatch)));
    m_plot->legend->setColumnSpacing(int(std::lround(6 * swatch)));
    for (QCPAxis *axis : m_plot->axisRect()->axes()) {
        const QPen pen(m_style.muted, 1);
        axis->setBasePen(pen);
        axis->setTickPen(pen);
        axis->setSubTickPen(pen);
        axis->setTickLabelColor(m_style.foreground);
        axis->setLabelColor(m_style.foreground);
        axis->setTickLabelFont(font(m_style.tickPointSize));
        axis->setLabelFont(font(m_style.labelPointSize));
        axis->grid()->setPen(QPen(m_style.grid, 1));
        axis->grid()->setSubGridPen(QPen(m_style.grid.lighter(104), 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    m_plot->legend->setFont(font(m_style.tickPointSize));
    m_plot->legend->setTextColor(m_style.foreground);
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_hover->setPen(QPen(m_style.foreground, 2));
    m_hover->setBrush(Qt::NoBrush);
}

QCPGraph *Chart::addGraph(CurveId id, const QString &name, std::function<QString(double, double)> describe,
                          QCPAxis *valueAxis)
{
    QCPGraph *graph = m_plot->addGraph(m_plot->xAxis, valueAxis ? valueAxis : m_plot->yAxis);
    graph->setName(name);
    m_graphs.push_back({id, graph, std::move(describe)});
    return graph;
}

QCPGraph *Chart::curve(CurveId id, std::size_t index) const
{
    for (const Described &described : m_graphs)
        if (described.id == id && index-- == 0)
            return described.graph;
    return nullptr;
}

void Chart::useAdapterAxis()
{
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedLogTicker([](double k) { return format::compact(k); }, m_plot->xAxis)));
}

void Chart::setAdapterRange(double end)
{
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    // A little room beyond 1 and the end, so that a marker there shows whole.
    m_plot->xAxis->setRange(1 / 1.12, std::max(2.0, end) * 1.12);
}

void Chart::setValueRange(QCPAxis *axis, double lower, double upper)
{
    const QCPRange held = axis->range();
    if (m_dragging && m_shown)
        axis->setRange(std::min(lower, held.lower), std::max(upper, held.upper));
    else
        axis->setRange(lower, upper);
}

void Chart::setLegendOrder(const std::vector<QCPGraph *> &order)
{
    m_plot->legend->clearItems();
    for (QCPGraph *graph : order)
        if (graph->visible())
            graph->addToLegend();
    std::size_t named = m_overlays.size(); // each pinned scenario once, under its own name
    for (const OverlayGraph &pinned : m_overlayGraphs)
        if (pinned.overlay != named) {
            pinned.graph->addToLegend();
            named = pinned.overlay;
        }
}

void Chart::styleMarker(QCPItemTracer *marker, QCPItemText *label) const
{
    styleText(label, m_style.labelPointSize, m_style.foreground, true);
    marker->setPen(QPen(m_style.foreground, std::max(2.0, m_style.lineWidth * 0.8)));
    marker->setSize(5 * m_style.lineWidth); // grows with the lines when presenting
    marker->setBrush(m_style.background);
}

void Chart::styleMilestone(QCPItemStraightLine *line, QCPItemText *label) const
{
    line->setPen(QPen(m_style.boundary, m_style.lineWidth * 0.6, Qt::DashDotLine));
    styleText(label, m_style.tickPointSize, m_style.boundary);
}

QString Chart::adaptersLabel(double k)
{
    return tr("K = %1").arg(format::adapters(k));
}

QVector<double> toVector(const Eigen::ArrayXd &values)
{
    return QVector<double>(values.data(), values.data() + values.size());
}

QCPItemStraightLine *Chart::addVerticalLine()
{
    auto *line = new QCPItemStraightLine(m_plot);
    line->point1->setCoords(1, 1);
    line->point2->setCoords(1, 2);
    return line;
}

QCPItemTracer *Chart::addMarker()
{
    auto *marker = new QCPItemTracer(m_plot);
    marker->setLayer(m_overlay);
    marker->setInterpolating(false);
    marker->setStyle(QCPItemTracer::tsCircle);
    marker->setSize(10);
    marker->setVisible(false); // until placeMarker() gives it a graph with data
    return marker;
}

void Chart::placeMarker(QCPItemTracer *marker, QCPGraph *graph, double key)
{
    marker->setGraph(graph); // only now: setGraph() positions the tracer, which needs data
    marker->setGraphKey(key);
    // At the new key now, not at the next draw: the labels are laid out around it before that.
    marker->updatePosition();
    marker->setVisible(!graph->data()->isEmpty());
}

void Chart::placeMarkerAt(QCPItemTracer *marker, double key, double value)
{
    marker->setGraph(nullptr); // a tracer without a graph is placed like any item
    marker->position->setCoords(key, value);
    marker->setVisible(std::isfinite(value));
}

void Chart::setAxisTitles(const QString &x, const QString &y)
{
    m_plot->xAxis->setLabel(x);
    m_plot->yAxis->setLabel(y);
}

std::vector<Chart::Curve> Chart::curves() const
{
    std::vector<Curve> result;
    for (const Described &described : m_graphs)
        if (described.describe)
            result.push_back({described.id, described.graph->name(), described.graph});
    return result;
}

} // namespace lorafleet
