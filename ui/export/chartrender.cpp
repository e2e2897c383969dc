// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/chartrender.h"

#include "charts/chart.h"
#include "export/chartcaption.h"
#include "export/curveclip.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

// Where a text item is drawn, in the plot's pixels; the same arithmetic as QCPItemText::draw()
// (no rotation: the charts rotate none).
QRectF textItemRect(const QCPItemText *text)
{
    const QFontMetricsF metrics(text->font());
    const QRectF bounds =
        metrics.boundingRect(QRectF(0, 0, 0, 0), int(Qt::TextDontClip | text->textAlignment()), text->text());
    const QMargins padding = text->padding();
    const QSizeF size(bounds.width() + padding.left() + padding.right(),
                      bounds.height() + padding.top() + padding.bottom());
    const QPointF at = text->position->pixelPosition();
    const Qt::Alignment alignment = text->positionAlignment();
    const double x = alignment & Qt::AlignRight ? at.x() - size.width()
        : alignment & Qt::AlignHCenter          ? at.x() - size.width() / 2
                                                : at.x();
    const double y = alignment & Qt::AlignBottom ? at.y() - size.height()
        : alignment & Qt::AlignVCenter           ? at.y() - size.height() / 2
                                                 : at.y();
    return {QPointF(x, y), size};
}

// How far a span must move to lie inside [low, high]; to its start when it is longer.
double shiftInto(double start, double end, double low, double high)
{
    if (start < low || end - start > high - low)
        return low - start;
    if (end > high)
        return high - end;
    return 0;
}

// Draws a chart at a given size. The layout is redone at that size while drawing (QCustomPlot emits
// afterLayout, so the chart places its labels for it); then labels are moved inside the axis rect
// and markers beyond it left out. For a vector target, which keeps no clip, graph data is also cut
// to the axis ranges. Everything is put back afterwards, and a chart in a window is redrawn at its
// own size.
class ChartRender
{
public:
    ChartRender(Chart &chart, bool vector)
        : m_chart(chart)
        , m_plot(*chart.plot())
        , m_vector(vector)
    {
        chart.setNamesModel(true); // a file names the model that drew it
        // A file is drawn whole and antialiased, however the window spares its frames.
        m_notAntialiased = m_plot.notAntialiasedElements();
        m_plottingHints = m_plot.plottingHints();
        m_plot.setNotAntialiasedElements(QCP::aeNone);
        m_plot.setPlottingHint(QCP::phFastPolylines, false);
        chart.replotNow(); // data, ranges and title are current
        if (m_vector)
            clipGraphs();
        // Connected after the chart's own handler: runs once its labels are placed. Every target gets
        // its labels moved inside: a label cut in half by the clip helps nobody either.
        m_afterLayout =
            QObject::connect(&m_plot, &QCustomPlot::afterLayout, &m_plot, [this] { keepItemsInside(); });
    }

    ~ChartRender()
    {
        QObject::disconnect(m_afterLayout);
        for (const auto &[graph, base] : m_bases) {
            graph->setChannelFillGraph(nullptr);
            m_plot.removeGraph(base);
        }
        for (const auto &[graph, data] : m_graphData)
            graph->setData(data);
        for (const auto &[position, coords] : m_positions)
            position->setCoords(coords);
        for (QCPAbstractItem *item : m_hidden)
            item->setVisible(true);
        m_chart.setNamesModel(false);
        m_plot.setNotAntialiasedElements(m_notAntialiased);
        m_plot.setPlottingHints(m_plottingHints);
        if (m_chart.isVisible())
            m_plot.replot(QCustomPlot::rpQueuedReplot);
    }

    ChartRender(const ChartRender &) = delete;
    ChartRender &operator=(const ChartRender &) = delete;

    void paint(QCPPainter *painter, QSize size)
    {
        if (m_vector)
            painter->setMode(QCPPainter::pmVectorized);
        m_plot.toPainter(painter, size.width(), size.height());
    }

private:
    static exportdetail::AxisSpan span(const QCPAxis *axis)
    {
        return {axis->range().lower, axis->range().upper, axis->scaleType() == QCPAxis::stLogarithmic};
    }

    void clipGraphs()
    {
        // Edges of filled areas are held at the border rather than broken, so the fill keeps its shape;
        // their line then runs along the border too. The charts' own ranges always hold their data,
        // so that shows only on axes narrowed by hand.
        QSet<const QCPGraph *> filled;
        for (int i = 0; i < m_plot.graphCount(); ++i) {
            const QCPGraph *graph = m_plot.graph(i);
            if (graph->brush().style() != Qt::NoBrush || graph->channelFillGraph()) {
                filled.insert(graph);
                if (graph->channelFillGraph())
                    filled.insert(graph->channelFillGraph());
            }
        }
        std::vector<QCPGraph *> graphs;
        for (int i = 0; i < m_plot.graphCount(); ++i)
            graphs.push_back(m_plot.graph(i));
        for (QCPGraph *graph : graphs) {
            if (!graph->realVisibility() || graph->data()->isEmpty())
                continue;
            std::vector<QPointF> points;
            points.reserve(std::size_t(graph->data()->size()));
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
                points.emplace_back(it->key, it->value);
            const std::vector<QPointF> clipped = exportdetail::clipCurve(
                points, span(graph->keyAxis()), span(graph->valueAxis()), !filled.contains(graph));
            QVector<QCPGraphData> data;
            data.reserve(qsizetype(clipped.size()));
            for (const QPointF &point : clipped)
                data.append(QCPGraphData(point.x(), point.y()));
            auto container = QSharedPointer<QCPGraphDataContainer>::create();
            container->set(data, true);
            m_graphData.emplace_back(graph, graph->data());
            graph->setData(container);
            if (!data.isEmpty())
                fillToVisibleBase(graph, data.constFirst().key, data.constLast().key);
        }
    }

    // QCustomPlot fills a graph on a linear axis down to zero's pixel, which lies beyond the plot
    // area when the range leaves zero out: the fill goes to a flat line at the range's near end instead.
    void fillToVisibleBase(QCPGraph *graph, double firstKey, double lastKey)
    {
        QCPAxis *valueAxis = graph->valueAxis();
        const QCPRange range = valueAxis->range();
        if (graph->brush().style() == Qt::NoBrush || graph->channelFillGraph() ||
            valueAxis->scaleType() != QCPAxis::stLinear || range.contains(0))
            return;
        const bool legend = m_plot.autoAddPlottableToLegend();
        m_plot.setAutoAddPlottableToLegend(false);
        QCPGraph *base = m_plot.addGraph(graph->keyAxis(), valueAxis);
        m_plot.setAutoAddPlottableToLegend(legend);
        base->setPen(Qt::NoPen);
        base->setBrush(Qt::NoBrush);
        const double value = range.lower > 0 ? range.lower : range.upper;
        base->setData({firstKey, lastKey}, {value, value}, true);
        graph->setChannelFillGraph(base);
        m_bases.emplace_back(graph, base);
    }

    void keepItemsInside()
    {
        // Markers first: a marker beyond the axes marks nothing there, so it and its label stay out.
        std::vector<const QCPItemAnchor *> hiddenAnchors;
        for (int i = 0; i < m_plot.itemCount(); ++i) {
            auto *tracer = qobject_cast<QCPItemTracer *>(m_plot.item(i));
            if (!tracer || !tracer->visible() || !tracer->clipToAxisRect() || !tracer->clipAxisRect())
                continue;
            tracer->updatePosition(); // where it will be drawn (it moves only when drawn)
            const QRectF area = QRectF(tracer->clipAxisRect()->rect()).adjusted(-1, -1, 1, 1);
            if (!area.contains(tracer->position->pixelPosition())) {
                hide(tracer);
                hiddenAnchors.push_back(tracer->position);
            }
        }
        // Other labels are moved inside the axis rect, which clips them on screen.
        for (int i = 0; i < m_plot.itemCount(); ++i) {
            auto *text = qobject_cast<QCPItemText *>(m_plot.item(i));
            if (!text || !text->visible() || !text->clipToAxisRect() || !text->clipAxisRect())
                continue;
            if (std::find(hiddenAnchors.begin(), hiddenAnchors.end(), text->position->parentAnchor()) !=
                hiddenAnchors.end()) {
                hide(text);
                continue;
            }
            const QRectF area = QRectF(text->clipAxisRect()->rect()).adjusted(0.5, 0.5, -0.5, -0.5);
            // A label whose point is beyond the axes (a boundary off the range) labels nothing there.
            const QPointF anchor = text->position->pixelPosition();
            if (!text->position->parentAnchor() && !area.adjusted(-1.5, -1.5, 1.5, 1.5).contains(anchor)) {
                hide(text);
                continue;
            }
            const QRectF rect = textItemRect(text);
            const QPointF shift(shiftInto(rect.left(), rect.right(), area.left(), area.right()),
                                shiftInto(rect.top(), rect.bottom(), area.top(), area.bottom()));
            if (shift.isNull())
                continue;
            remember(text->position);
            text->position->setPixelPosition(text->position->pixelPosition() + shift);
        }
    }

    void hide(QCPAbstractItem *item)
    {
        item->setVisible(false);
        m_hidden.push_back(item);
    }

    void remember(QCPItemPosition *position)
    {
        for (const auto &saved : m_positions)
            if (saved.first == position)
                return;
        m_positions.emplace_back(position, position->coords());
    }

    Chart &m_chart;
    QCustomPlot &m_plot;
    bool m_vector;
    QMetaObject::Connection m_afterLayout;
    QCP::AntialiasedElements m_notAntialiased;
    QCP::PlottingHints m_plottingHints;
    std::vector<std::pair<QCPGraph *, QSharedPointer<QCPGraphDataContainer>>> m_graphData;
    std::vector<std::pair<QCPGraph *, QCPGraph *>> m_bases; // a filled graph and its temporary base
    std::vector<std::pair<QCPItemPosition *, QPointF>> m_positions;
    std::vector<QCPAbstractItem *> m_hidden;
};

} // namespace

double logicalDpi(const Chart &chart)
{
    const int dpi = chart.plot()->logicalDpiX();
    return dpi > 0 ? dpi : 96;
}

void showOffscreen(Chart &chart, QSize size, const ChartData &data)
{
    const QSize old = chart.size();
    chart.resize(size);
    chart.showScenario(data);
    // A hidden widget gets its resize event only when shown: deliver it now, so that the chart fits
    // its legend to the width (charts without bands do so nowhere else).
    QResizeEvent event(size, old);
    QCoreApplication::sendEvent(&chart, &event);
}

void paintChart(Chart &chart, QCPPainter *painter, QSize size, bool vector, const ChartCaption *caption)
{
    if (!caption) {
        ChartRender render(chart, vector);
        render.paint(painter, size);
        return;
    }
    const QSize chartSize(size.width(), std::max(1, size.height() - kCaptionHeight));
    {
        ChartRender render(chart, vector);
        render.paint(painter, chartSize);
    }
    const QRectF strip(0, chartSize.height(), size.width(), size.height() - chartSize.height());
    painter->fillRect(strip, chart.chartStyle().background);
    paintCaption(*painter, strip, *caption, chart.chartStyle());
}

QImage chartImage(Chart &chart, QSize logicalSize, double pixelRatio, const ChartCaption *caption)
{
    const double ratio = pixelRatio > 0 && std::isfinite(pixelRatio) ? pixelRatio : 1.0;
    QImage image(qRound(logicalSize.width() * ratio), qRound(logicalSize.height() * ratio),
                 QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    image.fill(chart.chartStyle().background);
    {
        QCPPainter painter(&image);
        // As QCustomPlot's own toPixmap(): thin lines scale with the picture instead of staying 1 px.
        if (ratio > 1)
            painter.setMode(QCPPainter::pmNonCosmetic);
        painter.scale(ratio, ratio);
        paintChart(chart, &painter, logicalSize, false, caption);
    }
    image.setDevicePixelRatio(ratio);
    return image;
}

} // namespace lorafleet
