// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartstyle.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <array>
#include <vector>

class QBrush;
class QPdfWriter;
class QPen;
// qcustomplot.h costs seconds per file: it stays out of headers.
class QCPPainter;

namespace lorafleet {

// Print colours: darker than the screen's muted grey so that small text stays legible on paper.
inline const QColor kReportText(0x1f, 0x23, 0x28);
inline const QColor kReportMuted(0x55, 0x5c, 0x66);
inline const QColor kReportRule(0xc8, 0xcd, 0xd3);
inline const QColor kReportWarning = ChartStyle::light().warning; // paper is white

// One row of a report's table: up to three cells.
struct ReportRow
{
    QString caption;
    QString value;
    QString detail;
    QColor valueColor = kReportText;
};

// Lays out and draws a report's page. Every block measures itself first, so that a page can be laid
// out by running its layout once without drawing (setDrawing(false)) and then once more, drawing.
class ReportPage
{
public:
    ReportPage(QPdfWriter &writer, QCPPainter &painter, double dpi);

    double mm(double millimetres) const { return millimetres * m_dpi / 25.4; }
    QFont font(double points, bool bold = false, bool italic = false) const;
    QFont mono(double points) const;

    // Height of wrapped text in a given width, measured as the PDF will draw it.
    double textHeight(const QFont &font, double width, const QString &text) const;
    double lineHeight(const QFont &font) const;
    double textWidth(const QFont &font, const QString &text) const;
    // Text cut to a width with an ellipsis, on one line.
    QString elided(const QFont &font, const QString &text, double width) const;
    // Text cut word by word, with an ellipsis, until it wraps to at most lines lines in width.
    QString clampLines(const QFont &font, const QString &text, double width, int lines) const;
    // The widest text of one column of a table.
    double widest(const QFont &font, const std::vector<ReportRow> &rows, QString ReportRow::*cell) const;
    // A three-column table's widths across width: its widest caption, its widest value, the rest for the
    // detail (less the gaps table() leaves between them).
    std::array<double, 3> columnWidths(const std::vector<ReportRow> &rows, const QFont &captionFont,
                                       const QFont &valueFont, double width) const;

    // While not drawing, the drawing functions only measure.
    void setDrawing(bool drawing) { m_drawing = drawing; }
    void fill(const QRectF &rect, const QBrush &brush);
    // Draws wrapped text at the top of rect; returns the height used.
    double text(const QRectF &rect, const QFont &font, const QColor &color, const QString &text,
                int flags = Qt::AlignLeft);
    void line(const QPointF &from, const QPointF &to, const QPen &pen);
    // A table of three columns of the given widths (text wraps within them), rows striped; returns
    // its height.
    double table(const QRectF &area, const std::vector<ReportRow> &rows, const QFont &captionFont,
                 const QFont &valueFont, const QFont &detailFont, const std::array<double, 3> &widths);
    // A bold title over a rule; returns the height used.
    double heading(const QRectF &area, const QString &title);

private:
    QPdfWriter &m_writer;
    QCPPainter &m_painter;
    double m_dpi;
    bool m_drawing = true;
    QFont m_base;
    QFont m_mono;
};

} // namespace lorafleet
