// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/reportpage.h"

#include <qcustomplot.h>

#include <QPdfWriter>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

// A number and its unit never part at a line break: "119.6 %" wraps as one word.
QString keepUnits(QString text)
{
    static const QRegularExpression unit(QStringLiteral(R"((\d) (%|GB|GPUs?\b|pts\b))"));
    return text.replace(unit, QStringLiteral("\\1\u00a0\\2"));
}

} // namespace

ReportPage::ReportPage(QPdfWriter &writer, QCPPainter &painter, double dpi)
    : m_writer(writer)
    , m_painter(painter)
    , m_dpi(dpi)
{
    m_base = QFont(QStringLiteral("DejaVu Sans"));
    m_mono = QFont(QStringLiteral("DejaVu Sans Mono"));
    m_mono.setStyleHint(QFont::Monospace);
}

QFont ReportPage::font(double points, bool bold, bool italic) const
{
    QFont font = m_base;
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setItalic(italic);
    return font;
}

QFont ReportPage::mono(double points) const
{
    QFont font = m_mono;
    font.setPointSizeF(points);
    return font;
}

double ReportPage::textHeight(const QFont &font, double width, const QString &text) const
{
    if (text.isEmpty())
        return 0;
    const QFontMetricsF metrics(font, &m_writer);
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, keepUnits(text)).height();
}

double ReportPage::lineHeight(const QFont &font) const
{
    return QFontMetricsF(font, &m_writer).height();
}

double ReportPage::textWidth(const QFont &font, const QString &text) const
{
    return QFontMetricsF(font, &m_writer).horizontalAdvance(keepUnits(text));
}

void ReportPage::fill(const QRectF &rect, const QBrush &brush)
{
    if (m_drawing)
        m_painter.fillRect(rect, brush);
}

double ReportPage::text(const QRectF &rect, const QFont &font, const QColor &color, const QString &text,
                        int flags)
{
    if (text.isEmpty())
        return 0;
    const double height = textHeight(font, rect.width(), text);
    if (m_drawing) {
        m_painter.setFont(font);
        m_painter.setPen(color);
        m_painter.drawText(QRectF(rect.left(), rect.top(), rect.width(), height + 1),
                           flags | Qt::TextWordWrap, keepUnits(text));
    }
    return height;
}

void ReportPage::line(const QPointF &from, const QPointF &to, const QPen &pen)
{
    if (!m_drawing)
        return;
    m_painter.setPen(pen);
    m_painter.drawLine(from, to);
}

QString ReportPage::elided(const QFont &font, const QString &text, double width) const
{
    return QFontMetricsF(font, &m_writer).elidedText(text, Qt::ElideRight, width);
}

QString ReportPage::clampLines(const QFont &font, const QString &text, double width, int lines) const
{
    const double limit = lineHeight(font) * (lines + 0.5);
    if (textHeight(font, width, text) <= limit)
        return text;
    QStringList words = text.split(u' ');
    while (words.size() > 1) {
        words.removeLast();
        const QString shown = words.join(u' ') + QStringLiteral(" …");
        if (textHeight(font, width, shown) <= limit)
            return shown;
    }
    return elided(font, text, width);
}

double ReportPage::widest(const QFont &font, const std::vector<ReportRow> &rows,
                          QString ReportRow::*cell) const
{
    double width = 0;
    for (const ReportRow &row : rows)
        width = std::max(width, textWidth(font, row.*cell));
    return std::ceil(width) + 1;
}

std::array<double, 3> ReportPage::columnWidths(const std::vector<ReportRow> &rows, const QFont &captionFont,
                                               const QFont &valueFont, double width) const
{
    const double captions = widest(captionFont, rows, &ReportRow::caption);
    const double values = widest(valueFont, rows, &ReportRow::value);
    return {captions, values, width - captions - values - 2 * mm(2)};
}

double ReportPage::table(const QRectF &area, const std::vector<ReportRow> &rows, const QFont &captionFont,
                         const QFont &valueFont, const QFont &detailFont, const std::array<double, 3> &widths)
{
    const double gap = mm(2);
    const double x[] = {area.left(), area.left() + widths[0] + gap,
                        area.left() + widths[0] + widths[1] + 2 * gap};
    double y = area.top();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const ReportRow &row = rows[i];
        const double height = std::max({textHeight(captionFont, widths[0], row.caption),
                                        textHeight(valueFont, widths[1], row.value),
                                        textHeight(detailFont, widths[2], row.detail)}) +
            mm(0.6);
        if (i % 2 == 1)
            fill(QRectF(area.left() - mm(1), y, area.width() + mm(2), height), QColor(0xf3, 0xf5, 0xf7));
        const double top = y + mm(0.3);
        text(QRectF(x[0], top, widths[0], height), captionFont, kReportMuted, row.caption);
        text(QRectF(x[1], top, widths[1], height), valueFont, row.valueColor, row.value);
        text(QRectF(x[2], top, widths[2], height), detailFont, kReportText, row.detail);
        y += height;
    }
    return y - area.top();
}

double ReportPage::heading(const QRectF &area, const QString &title)
{
    const QFont headingFont = font(10, true);
    const double height = text(area, headingFont, kReportText, title);
    const double y = area.top() + height + mm(0.6);
    line(QPointF(area.left(), y), QPointF(area.right(), y), QPen(kReportRule, mm(0.25)));
    return height + mm(1.6);
}

} // namespace lorafleet
