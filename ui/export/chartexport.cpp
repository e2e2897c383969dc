#include "chartexport.h"

#include "atomicwrite.h"
#include "chartset.h"
#include "format.h"
#include "report.h"
#include "scenariofile.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QBuffer>
#include <QDir>
#include <QPdfWriter>
#include <QResizeEvent>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace lorafleet {

namespace {

// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct ChartExportTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::ChartExport)
};

QString cannotWrite(const QString &path, const QString &reason)
{
    return ChartExportTexts::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

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
    std::vector<std::pair<QCPGraph *, QSharedPointer<QCPGraphDataContainer>>> m_graphData;
    std::vector<std::pair<QCPGraph *, QCPGraph *>> m_bases; // a filled graph and its temporary base
    std::vector<std::pair<QCPItemPosition *, QPointF>> m_positions;
    std::vector<QCPAbstractItem *> m_hidden;
};

double logicalDpi(const Chart &chart)
{
    const int dpi = chart.plot()->logicalDpiX();
    return dpi > 0 ? dpi : 96;
}

// ------------------------------------------------------------------ CSV

// RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled.
QByteArray csvField(const QString &text)
{
    QByteArray field = text.toUtf8();
    if (field.contains(',') || field.contains('"') || field.contains('\n') || field.contains('\r'))
        field = '"' + field.replace("\"", "\"\"") + '"';
    return field;
}

// Renders into memory, then writes the file all or nothing (writeFileAtomically). render() says
// whether it produced the whole content; failure is the reason given when it did not.
template<typename Render>
bool writeAtomically(const QString &path, QString *error, const QString &failure, Render render)
{
    QByteArray bytes;
    bool rendered = false;
    {
        QBuffer buffer(&bytes);
        rendered = buffer.open(QIODevice::WriteOnly) && render(buffer);
    }
    if (!rendered) {
        if (error)
            *error = cannotWrite(path, failure);
        return false;
    }
    if (const WriteResult written = writeFileAtomically(path, bytes); !written) {
        if (error)
            *error = cannotWrite(path, written.reason);
        return false;
    }
    return true;
}

QString drawingFailed()
{
    return ChartExportTexts::tr("the chart could not be drawn");
}

} // namespace

// ------------------------------------------------------------------ formats

std::optional<ExportFormat> exportFormatFromName(QStringView name)
{
    for (const ExportFormat format :
         {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv, ExportFormat::Report})
        if (name.compare(exportFormatName(format), Qt::CaseInsensitive) == 0)
            return format;
    return std::nullopt;
}

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    case ExportFormat::Report:
        return QStringLiteral("report");
    }
    return {};
}

QStringList exportFormatNames()
{
    QStringList names;
    for (const ExportFormat format :
         {ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf, ExportFormat::Csv, ExportFormat::Report})
        names << exportFormatName(format);
    return names;
}

QString exportFileSuffix(ExportFormat format)
{
    return format == ExportFormat::Report ? QStringLiteral("pdf") : exportFormatName(format);
}

QString exportFileFilter(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return ChartExportTexts::tr("PNG images (*.png)");
    case ExportFormat::Svg:
        return ChartExportTexts::tr("SVG drawings (*.svg)");
    case ExportFormat::Pdf:
        return ChartExportTexts::tr("PDF documents (*.pdf)");
    case ExportFormat::Csv:
        return ChartExportTexts::tr("CSV tables (*.csv)");
    case ExportFormat::Report:
        return ChartExportTexts::tr("PDF reports (*.pdf)");
    }
    return {};
}

// ------------------------------------------------------------------ writers

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

void paintChart(Chart &chart, QCPPainter *painter, QSize size, bool vector)
{
    ChartRender render(chart, vector);
    render.paint(painter, size);
}

QImage chartImage(Chart &chart, QSize logicalSize, double pixelRatio)
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
        paintChart(chart, &painter, logicalSize, false);
    }
    image.setDevicePixelRatio(ratio);
    return image;
}

bool writeChartPng(Chart &chart, const QString &path, QSize size, double scale, QString *error)
{
    QImage image = chartImage(chart, size, scale);
    image.setDevicePixelRatio(1); // a file has no device pixel ratio; its resolution says the same
    const double dpi = logicalDpi(chart) * scale;
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    return writeAtomically(path, error, drawingFailed(),
                           [&image](QIODevice &file) { return !image.isNull() && image.save(&file, "PNG"); });
}

bool writeChartSvg(Chart &chart, const QString &path, QSize size, QString *error)
{
    return writeAtomically(path, error, drawingFailed(), [&](QIODevice &file) {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        // Fonts are sized in points: at the plot's DPI they measure as the layout measured them.
        generator.setResolution(qRound(logicalDpi(chart)));
        generator.setTitle(chart.title());
        generator.setDescription(ChartExportTexts::tr("LoRA Fleet Explorer: model output, not measurements."));
        QCPPainter painter;
        if (!painter.begin(&generator))
            return false;
        paintChart(chart, &painter, size, true);
        return painter.end();
    });
}

bool writeChartPdf(Chart &chart, const QString &path, QSize size, QString *error)
{
    return writeAtomically(path, error, drawingFailed(), [&](QIODevice &file) {
        const double dpi = logicalDpi(chart);
        QPdfWriter writer(&file);
        writer.setTitle(chart.title());
        writer.setCreator(ChartExportTexts::tr("LoRA Fleet Explorer"));
        // One page as large as the chart is on screen: fonts in points keep their size to the layout.
        writer.setResolution(qRound(dpi));
        writer.setPageLayout(QPageLayout(
            QPageSize(QSizeF(size) * 72.0 / dpi, QPageSize::Point, chart.title(), QPageSize::ExactMatch),
            QPageLayout::Portrait, QMarginsF()));
        QCPPainter painter;
        if (!painter.begin(&writer))
            return false;
        painter.setWindow(QRect(QPoint(0, 0), size));
        paintChart(chart, &painter, size, false); // PDF keeps QCustomPlot's clipping
        return painter.end();
    });
}

QByteArray chartCsv(const Chart &chart, const Series &series)
{
    const std::vector<DataColumn> columns = chart.dataColumns(series);
    if (columns.empty())
        return {};
    QByteArray csv;
    for (std::size_t c = 0; c < columns.size(); ++c)
        csv += (c ? "," : "") + csvField(columns[c].name);
    csv += '\n';
    const Eigen::Index rows = columns.front().values.size();
    for (Eigen::Index row = 0; row < rows; ++row) {
        for (std::size_t c = 0; c < columns.size(); ++c) {
            if (c)
                csv += ',';
            if (row < columns[c].values.size())
                csv += format::plainNumber(columns[c].values(row)).toLatin1();
        }
        csv += '\n';
    }
    // A translated header (Hangul) needs a byte-order mark, or spreadsheets read it as another
    // encoding; plain ASCII files stay without one.
    const bool ascii = std::all_of(csv.begin(), csv.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    return ascii ? csv : QByteArray("\xEF\xBB\xBF") + csv;
}

bool writeChartCsv(const Chart &chart, const Params &params, const QString &path, QString *error)
{
    const QByteArray csv = chartCsv(chart, computeSeries(params));
    return writeAtomically(
        path, error, ChartExportTexts::tr("no table for the chart %1").arg(chart.fileStem()),
        [&csv](QIODevice &file) { return !csv.isEmpty() && file.write(csv) == csv.size(); });
}

bool writeChart(Chart &chart, const Params &params, const QString &path, ExportFormat format, double scale,
                QString *error)
{
    switch (format) {
    case ExportFormat::Png:
        return writeChartPng(chart, path, kExportSize, scale, error);
    case ExportFormat::Svg:
        return writeChartSvg(chart, path, kExportSize, error);
    case ExportFormat::Pdf:
        return writeChartPdf(chart, path, kExportSize, error);
    case ExportFormat::Csv:
        return writeChartCsv(chart, params, path, error);
    case ExportFormat::Report:
        break;
    }
    if (error)
        *error = cannotWrite(path, ChartExportTexts::tr("a report holds every chart: write it with writeReportPdf()"));
    return false;
}

// ------------------------------------------------------------------ whole scenario

ExportResult exportAllCharts(const Params &params, const QString &directory, double scale)
{
    Scenario scenario;
    scenario.params = params;
    return exportScenario(scenario, directory, ExportFormat::Png, scale);
}

ExportResult exportScenario(const Scenario &scenario, const QString &directory, ExportFormat format,
                            double scale, const ChartStyle &style)
{
    ExportResult result;
    if (format == ExportFormat::Png && !(scale >= kMinExportScale && scale <= kMaxExportScale)) {
        result.error = ChartExportTexts::tr("The scale %1 is not valid: expected a number from %2 to %3.")
                           .arg(scale)
                           .arg(kMinExportScale)
                           .arg(kMaxExportScale);
        return result;
    }
    const QDir dir(directory);
    if (!dir.exists() && !QDir().mkpath(directory)) {
        result.error = ChartExportTexts::tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(directory));
        return result;
    }
    if (format == ExportFormat::Report) {
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        if (writeReportPdf(path, scenario, &result.error))
            result.written << path;
        return result;
    }
    const Params &params = scenario.params;
    const Figures figures = evaluate(params);
    const Series series = computeSeries(params);
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        const QString path = dir.filePath(chart->fileStem() + u'.' + exportFileSuffix(format));
        bool ok = false;
        if (format == ExportFormat::Csv) {
            const QByteArray csv = chartCsv(*chart, series);
            ok = writeAtomically(
                path, &result.error, ChartExportTexts::tr("no table for the chart %1").arg(chart->fileStem()),
                [&csv](QIODevice &file) { return !csv.isEmpty() && file.write(csv) == csv.size(); });
        } else {
            chart->setChartStyle(style);
            showOffscreen(*chart, kExportSize, {params, figures, series, ChartData::Change::Everything});
            ok = writeChart(*chart, params, path, format, scale, &result.error);
        }
        if (!ok)
            return result;
        result.written << path;
    }
    return result;
}

// ------------------------------------------------------------------ clipping

namespace exportdetail {

namespace {

double toScale(double value, bool logarithmic)
{
    if (!logarithmic)
        return value;
    return value > 0 ? std::log10(value) : std::numeric_limits<double>::quiet_NaN();
}

double fromScale(double value, bool logarithmic)
{
    return logarithmic ? std::pow(10.0, value) : value;
}

} // namespace

std::vector<QPointF> clipCurve(const std::vector<QPointF> &points, AxisSpan x, AxisSpan y, bool gaps)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double x0 = toScale(std::min(x.lower, x.upper), x.logarithmic);
    const double x1 = toScale(std::max(x.lower, x.upper), x.logarithmic);
    const double y0 = toScale(std::min(y.lower, y.upper), y.logarithmic);
    const double y1 = toScale(std::max(y.lower, y.upper), y.logarithmic);
    const double yLow = std::min(y.lower, y.upper);
    const double yHigh = std::max(y.lower, y.upper);

    std::vector<QPointF> result;
    bool broken = false; // the next point starts a new piece of line
    // A point given in the axes' scale, back in data coordinates; original points stay bit-exact.
    const auto add = [&](const QPointF &original, double sx, double sy, bool exact) {
        QPointF point =
            exact ? original : QPointF(fromScale(sx, x.logarithmic), fromScale(sy, y.logarithmic));
        if (!gaps)
            point.setY(std::clamp(point.y(), yLow, yHigh));
        if (broken && !result.empty() && !std::isnan(result.back().y()))
            result.emplace_back(result.back().x(), nan);
        broken = false;
        // Exact comparison: QPointF's operator== is fuzzy, and close points inside must all stay.
        if (result.empty() || result.back().x() != point.x() || result.back().y() != point.y())
            result.push_back(point);
    };
    const auto inside = [&](double sx, double sy) {
        return sx >= x0 && sx <= x1 && (!gaps || (sy >= y0 && sy <= y1));
    };

    if (points.size() == 1) {
        const double sx = toScale(points[0].x(), x.logarithmic);
        const double sy = toScale(points[0].y(), y.logarithmic);
        if (std::isfinite(sx) && std::isfinite(sy) && inside(sx, sy))
            add(points[0], sx, sy, true);
        return result;
    }
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        const QPointF &a = points[i];
        const QPointF &b = points[i + 1];
        const double ax = toScale(a.x(), x.logarithmic);
        const double ay = toScale(a.y(), y.logarithmic);
        const double bx = toScale(b.x(), x.logarithmic);
        const double by = toScale(b.y(), y.logarithmic);
        if (!std::isfinite(ax) || !std::isfinite(ay) || !std::isfinite(bx) || !std::isfinite(by)) {
            broken = true; // a gap in the data stays a gap
            continue;
        }
        // Liang-Barsky: the part of a→b inside the x range (and the y range when cutting gaps).
        double t0 = 0;
        double t1 = 1;
        const double dx = bx - ax;
        const double dy = by - ay;
        const auto cut = [&](double p, double q) {
            if (p == 0)
                return q >= 0;
            const double t = q / p;
            if (p < 0)
                t0 = std::max(t0, t);
            else
                t1 = std::min(t1, t);
            return t0 <= t1;
        };
        bool visible = cut(-dx, ax - x0) && cut(dx, x1 - ax);
        if (gaps)
            visible = visible && cut(-dy, ay - y0) && cut(dy, y1 - ay);
        if (!visible) {
            broken = true;
            continue;
        }
        add(a, ax + t0 * dx, ay + t0 * dy, t0 == 0);
        if (!gaps) {
            // The edge of a fill follows the border where it leaves the range: add the crossings.
            std::vector<double> crossings;
            for (const double edge : {y0, y1})
                if ((ay - edge) * (by - edge) < 0) {
                    const double t = (edge - ay) / dy;
                    if (t > t0 && t < t1)
                        crossings.push_back(t);
                }
            std::sort(crossings.begin(), crossings.end());
            for (const double t : crossings)
                add(a, ax + t * dx, ay + t * dy, false);
        }
        add(b, ax + t1 * dx, ay + t1 * dy, t1 == 1);
        if (t1 < 1)
            broken = true;
    }
    return result;
}

} // namespace exportdetail

} // namespace lorafleet
