#pragma once

// Helpers shared by the widget tests.
#include <QByteArray>
#include <QFile>
#include <QImage>
#include <QList>
#include <QPolygonF>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QTransform>
#include <QXmlStreamReader>

#include <qcustomplot.h>

#include <Eigen/Core>

namespace uitesting {

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
