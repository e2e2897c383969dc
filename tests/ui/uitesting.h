// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the widget tests.
#include <QByteArray>
#include <QFile>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QPolygonF>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QTransform>
#include <QXmlStreamReader>

#include "charts/chart.h"
#include "model/evaluation.h"
#include "model/params.h"

#include <qcustomplot.h>

#include <Eigen/Core>

#include <algorithm>
#include <cmath>

namespace uitesting {

// The scenario evaluated as the window evaluates it, as a chart takes it.
inline lorafleet::ChartData
chartData(const lorafleet::Params &params,
          lorafleet::ChartData::Change change = lorafleet::ChartData::Change::Everything)
{
    return {std::make_shared<const lorafleet::Evaluation>(lorafleet::evaluateScenario(params)), change};
}

// A scenario from KEY=VALUE settings applied to the defaults, as --set applies them; a bad one stops the
// test.
inline lorafleet::Params paramsFrom(const QStringList &settings)
{
    lorafleet::Params params;
    for (const QString &setting : settings)
        if (const auto error = lorafleet::setParam(params, setting.section(u'=', 0, 0).toStdString(),
                                                   setting.section(u'=', 1).toStdString()))
            qFatal("%s: %s", qPrintable(setting), error->message().c_str());
    return params;
}

// A graph's values, in order.
inline Eigen::ArrayXd values(const QCPGraph *graph)
{
    Eigen::ArrayXd result(graph->data()->size());
    Eigen::Index i = 0;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        result(i++) = it->value;
    return result;
}

inline Eigen::ArrayXd keys(const QCPGraph *graph)
{
    Eigen::ArrayXd result(graph->data()->size());
    Eigen::Index i = 0;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        result(i++) = it->key;
    return result;
}

// ---------------------------------------------------------------- what a rendered chart shows
//
// The checks below look for one thing in an image of a chart: a curve along the pixels its data maps
// to, a label's glyphs where the label is placed, a fill's colour inside its area. Each is proved by a
// test that hides the thing and sees the check fail (tst_chartimages). The chart must have been laid
// out at the image's logical size (its last layout maps the axes; scale: the image's pixel ratio).

// Whether a pixel is within tolerance of a colour in every channel.
inline bool near(QRgb pixel, const QColor &color, int tolerance)
{
    return std::abs(qRed(pixel) - color.red()) <= tolerance &&
        std::abs(qGreen(pixel) - color.green()) <= tolerance &&
        std::abs(qBlue(pixel) - color.blue()) <= tolerance;
}

// Whether a pixel of that colour lies within radius of (x, y).
inline bool colorNear(const QImage &image, QPointF at, const QColor &color, int radius, int tolerance)
{
    const int cx = qRound(at.x());
    const int cy = qRound(at.y());
    for (int y = cy - radius; y <= cy + radius; ++y)
        for (int x = cx - radius; x <= cx + radius; ++x)
            if (image.rect().contains(x, y) && near(image.pixel(x, y), color, tolerance))
                return true;
    return false;
}

// Where a graph's points are drawn, in the image's pixels: the points inside its axis rect.
inline QPolygonF pixelPath(const QCPGraph *graph, double scale = 1)
{
    QPolygonF path;
    const QRectF area = QRectF(graph->keyAxis()->axisRect()->rect()).adjusted(2, 2, -2, -2);
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
        const QPointF at(graph->keyAxis()->coordToPixel(it->key),
                         graph->valueAxis()->coordToPixel(it->value));
        if (std::isfinite(at.x()) && std::isfinite(at.y()) && area.contains(at))
            path << at * scale;
    }
    return path;
}

// Share of the points every spacing pixels along path that have a pixel of the colour near them.
inline double pathCoverage(const QImage &image, const QColor &color, const QPolygonF &path,
                           double spacing = 3, int radius = 1, int tolerance = 40)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    int samples = 0;
    int found = 0;
    for (qsizetype i = 0; i + 1 < path.size(); ++i) {
        const QPointF a = path[i];
        const QPointF b = path[i + 1];
        const int steps = std::max(1, int(std::hypot(b.x() - a.x(), b.y() - a.y()) / spacing));
        for (int step = 0; step < steps; ++step) {
            ++samples;
            found += colorNear(argb, a + (b - a) * (double(step) / steps), color, radius, tolerance);
        }
    }
    return samples ? double(found) / samples : 0.0;
}

// A curve of this colour is drawn along most of path (in an image drawn at scale): labels, markers
// and curves drawn over it (on a log-log plot the skew bands run under the current one at small K)
// may cover the rest. QCustomPlot thins dense data to what a pixel shows, so the search reaches a
// logical pixel around each point.
inline bool curveVisible(const QImage &image, const QColor &color, const QPolygonF &path, double scale = 1)
{
    return path.size() >= 2 && pathCoverage(image, color, path, 3 * scale, int(std::ceil(scale))) >= 0.6;
}

// The graph as drawn: along its data, in its pen's colour.
inline bool curveVisible(const QImage &image, const QCPGraph *graph, double scale = 1)
{
    return curveVisible(image, graph->pen().color(), pixelPath(graph, scale), scale);
}

// The label's text alone, drawn as QCPItemText::draw() draws it (same font, position, alignment and
// padding), on a transparent image of the given size.
inline QImage labelGlyphs(const QCPItemText *label, QSize size, double scale = 1)
{
    QImage glyphs(size, QImage::Format_ARGB32_Premultiplied);
    glyphs.fill(Qt::transparent);
    QPainter painter(&glyphs);
    painter.scale(scale, scale);
    painter.translate(label->position->pixelPosition());
    painter.setFont(label->font());
    QRect text = painter.fontMetrics().boundingRect(0, 0, 0, 0, Qt::TextDontClip | label->textAlignment(),
                                                    label->text());
    const QMargins padding = label->padding();
    const QRect box = text.adjusted(-padding.left(), -padding.top(), padding.right(), padding.bottom());
    const Qt::Alignment alignment = label->positionAlignment();
    const double x = alignment & Qt::AlignRight ? -box.width()
        : alignment & Qt::AlignHCenter          ? -box.width() / 2.0
                                                : 0;
    const double y = alignment & Qt::AlignBottom ? -box.height()
        : alignment & Qt::AlignVCenter           ? -box.height() / 2.0
                                                 : 0;
    text.moveTopLeft(QPointF(x, y).toPoint() + QPoint(padding.left(), padding.top()));
    painter.setPen(QPen(label->color()));
    painter.drawText(text, Qt::TextDontClip | label->textAlignment(), label->text());
    return glyphs;
}

// Share of the label's glyph pixels that the image shows in the label's colour (give or take a
// logical pixel: glyphs drawn at a scale are hinted a little differently).
inline double labelCoverage(const QImage &image, const QCPItemText *label, double scale = 1)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    const QImage glyphs = labelGlyphs(label, image.size(), scale);
    int ink = 0;
    int found = 0;
    for (int y = 0; y < glyphs.height(); ++y)
        for (int x = 0; x < glyphs.width(); ++x)
            if (qAlpha(glyphs.pixel(x, y)) > 160) {
                ++ink;
                found += colorNear(argb, QPointF(x, y), label->color(), int(std::ceil(scale)), 80);
            }
    return ink ? double(found) / ink : 0.0;
}

// The label's text is drawn where the chart placed it.
inline bool labelVisible(const QImage &image, const QCPItemText *label, double scale = 1)
{
    return !label->text().isEmpty() && labelCoverage(image, label, scale) >= 0.7;
}

// The area between a filled graph and what it is filled down to (its channel graph, else the axis
// rect's bottom) shows the fill's colour over the background at most points halfway between the two.
inline bool fillVisible(const QImage &image, const QCPGraph *graph, const QColor &background,
                        double scale = 1)
{
    QColor fill = graph->brush().color();
    const double alpha = fill.alphaF();
    const QColor expected = QColor::fromRgbF(float(fill.redF() * alpha + background.redF() * (1 - alpha)),
                                             float(fill.greenF() * alpha + background.greenF() * (1 - alpha)),
                                             float(fill.blueF() * alpha + background.blueF() * (1 - alpha)));
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    const QCPGraph *base = graph->channelFillGraph();
    int samples = 0;
    int found = 0;
    for (const QPointF &top : pixelPath(graph)) {
        double bottom = graph->keyAxis()->axisRect()->bottom();
        if (base) {
            const double key = graph->keyAxis()->pixelToCoord(top.x());
            const auto it = base->data()->findBegin(key, false);
            if (it == base->data()->constEnd())
                continue;
            bottom = base->valueAxis()->coordToPixel(it->value);
        }
        if (bottom - top.y() < 12) // too thin to tell the fill from the lines around it
            continue;
        ++samples;
        found += near(argb.pixel(((top + QPointF(top.x(), bottom)) / 2 * scale).toPoint()), expected, 24);
    }
    return samples >= 5 && double(found) / samples >= 0.7;
}

// How many different colours an image holds: a blank or one-colour render has very few.
inline int distinctColors(const QImage &image)
{
    QSet<QRgb> colors;
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    for (int y = 0; y < argb.height(); y += 2)
        for (int x = 0; x < argb.width(); x += 2)
            colors.insert(argb.pixel(x, y));
    return int(colors.size());
}

// Share of pixels that differ from the top-left (background) pixel.
inline double inkShare(const QImage &image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    const QRgb background = argb.pixel(0, 0);
    qint64 ink = 0;
    for (int y = 0; y < argb.height(); ++y)
        for (int x = 0; x < argb.width(); ++x)
            ink += argb.pixel(x, y) != background;
    return double(ink) / double(argb.width() * argb.height());
}

// What an SVG file holds, read with QXmlStreamReader: the root's size attributes, the texts, and
// every drawn line or outline as points in the viewBox's coordinates (group transforms applied).
struct SvgContent
{
    QString error; // the XML reader's, empty when the file is well-formed
    QString width;
    QString height;
    QString viewBox;
    QString title;
    QStringList texts;
    QList<QPair<QString, QPointF>> textPositions; // text and where it is anchored
    QList<QPolygonF> shapes; // polylines, polygons and paths
    int images = 0;
    int clipPaths = 0;
};

inline QList<double> svgNumbers(const QString &text)
{
    static const QRegularExpression number(QStringLiteral(R"([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"));
    QList<double> numbers;
    for (auto it = number.globalMatch(text); it.hasNext();)
        numbers << it.next().captured().toDouble();
    return numbers;
}

inline SvgContent readSvg(const QString &path)
{
    SvgContent svg;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        svg.error = file.errorString();
        return svg;
    }
    QXmlStreamReader xml(&file);
    QList<QTransform> transforms{QTransform()};
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == u"g")
            transforms.removeLast();
        if (token != QXmlStreamReader::StartElement)
            continue;
        const QXmlStreamAttributes attributes = xml.attributes();
        const QStringView name = xml.name();
        if (name == u"svg") {
            svg.width = attributes.value(QLatin1String("width")).toString();
            svg.height = attributes.value(QLatin1String("height")).toString();
            svg.viewBox = attributes.value(QLatin1String("viewBox")).toString();
        } else if (name == u"g") {
            QTransform transform = transforms.last();
            const QList<double> m = svgNumbers(attributes.value(QLatin1String("transform")).toString());
            if (m.size() == 6)
                transform = QTransform(m[0], m[1], m[2], m[3], m[4], m[5]) * transforms.last();
            transforms << transform;
        } else if (name == u"title") {
            svg.title = xml.readElementText();
        } else if (name == u"text") {
            const QPointF at =
                transforms.last().map(QPointF(attributes.value(QLatin1String("x")).toDouble(),
                                              attributes.value(QLatin1String("y")).toDouble()));
            const QString text = xml.readElementText();
            svg.texts << text;
            svg.textPositions.append({text, at});
        } else if (name == u"polyline" || name == u"polygon" || name == u"path") {
            const QList<double> numbers = svgNumbers(
                attributes.value(name == u"path" ? QLatin1String("d") : QLatin1String("points")).toString());
            QPolygonF shape;
            for (qsizetype i = 0; i + 1 < numbers.size(); i += 2)
                shape << transforms.last().map(QPointF(numbers[i], numbers[i + 1]));
            svg.shapes << shape;
        } else if (name == u"image") {
            ++svg.images;
        } else if (name == u"clipPath") {
            ++svg.clipPaths;
        }
    }
    if (xml.hasError())
        svg.error = xml.errorString() + QStringLiteral(" at line ") + QString::number(xml.lineNumber());
    return svg;
}

// Page objects of a PDF: "/Type /Page", not "/Type /Pages".
inline int pdfPageCount(const QByteArray &pdf)
{
    static const QRegularExpression page(QStringLiteral(R"(/Type\s*/Page(?![a-zA-Z]))"));
    int count = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++count;
    return count;
}

// Whether a PDF's document information holds this title (as Qt writes it: UTF-16BE with a byte
// order mark, in a literal string whose parentheses and backslashes are escaped).
inline bool pdfHasTitle(const QByteArray &pdf, const QString &title)
{
    QByteArray encoded("\xfe\xff");
    for (const QChar c : title) {
        for (const char byte : {char(c.unicode() >> 8), char(c.unicode() & 0xff)}) {
            if (byte == '(' || byte == ')' || byte == '\\')
                encoded += '\\';
            encoded += byte;
        }
    }
    return pdf.contains("/Title (" + encoded + ')');
}

// Splits CSV text into rows of fields (RFC 4180 quoting).
inline QList<QStringList> parseCsv(const QByteArray &bytes)
{
    const QString text = QString::fromUtf8(bytes);
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
        } else if (c != u'\r') {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        rows << (row << field);
    return rows;
}

} // namespace uitesting
