#include "report.h"

#include "atomicwrite.h"
#include "chart.h"
#include "chartexport.h"
#include "chartset.h"
#include "format.h"
#include "paramtexts.h"
#include "scenariofile.h"
#include "verdict.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QBuffer>
#include <QPdfWriter>
#include <QRegularExpression>

#include <array>
#include <cmath>
#include <variant>

namespace lorafleet {

namespace {

// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct ReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::Report)
};

// Print colours: darker than the screen's muted grey so that small text stays legible on paper.
const QColor kText(0x1f, 0x23, 0x28);
const QColor kMuted(0x55, 0x5c, 0x66);
const QColor kRule(0xc8, 0xcd, 0xd3);
const QColor kWarning(0xc6, 0x28, 0x28);

// Charts are drawn at this fraction of their size on screen: their 9 pt tick labels print at 7 pt.
constexpr double kChartScale = 0.78;

QColor verdictColor(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Either:
        return {0x15, 0x65, 0xc0};
    case Verdict::Multiplex:
        return {0x2e, 0x7d, 0x32};
    case Verdict::MultiplexPoolOverflow:
        return {0xd5, 0x5e, 0x00};
    }
    return kText;
}

QString paramValueText(const Params &params, const ParamInfo &info)
{
    QString text = std::visit(
        [&params](auto member) -> QString {
            const auto &value = params.*member;
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, bool>) {
                return value ? ReportTexts::tr("yes") : ReportTexts::tr("no");
            } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                QStringList parts;
                for (const double v : value)
                    parts << format::exact(v);
                return parts.isEmpty() ? ReportTexts::tr("none") : parts.join(QStringLiteral(", "));
            } else {
                return format::exact(double(value));
            }
        },
        info.field);
    const QString unit = paramUnit(info);
    return unit.isEmpty() ? text : text + u' ' + unit;
}

// A number and its unit never part at a line break: "119.6 %" wraps as one word.
QString keepUnits(QString text)
{
    static const QRegularExpression unit(QStringLiteral(R"((\d) (%|GB|GPUs?\b|pts\b))"));
    return text.replace(unit, QStringLiteral("\\1\u00a0\\2"));
}

// One row of a table: up to three cells.
struct Row
{
    QString caption;
    QString value;
    QString detail;
    QColor valueColor = kText;
};

// Lays out and draws the page. Every block measures itself first; the right column shrinks its
// text until it fits, so the report is always exactly one page.
class ReportPage
{
public:
    ReportPage(QPdfWriter &writer, QCPPainter &painter, double dpi)
        : m_writer(writer)
        , m_painter(painter)
        , m_dpi(dpi)
    {
        m_base = QFont(QStringLiteral("DejaVu Sans"));
        m_mono = QFont(QStringLiteral("DejaVu Sans Mono"));
        m_mono.setStyleHint(QFont::Monospace);
    }

    double mm(double millimetres) const { return millimetres * m_dpi / 25.4; }

    QFont font(double points, bool bold = false, bool italic = false) const
    {
        QFont font = m_base;
        font.setPointSizeF(points);
        font.setBold(bold);
        font.setItalic(italic);
        return font;
    }

    QFont mono(double points) const
    {
        QFont font = m_mono;
        font.setPointSizeF(points);
        return font;
    }

    // Height of wrapped text in a given width, measured as the PDF will draw it.
    double textHeight(const QFont &font, double width, const QString &text) const
    {
        if (text.isEmpty())
            return 0;
        const QFontMetricsF metrics(font, &m_writer);
        return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, keepUnits(text)).height();
    }

    double lineHeight(const QFont &font) const { return QFontMetricsF(font, &m_writer).height(); }

    double textWidth(const QFont &font, const QString &text) const
    {
        return QFontMetricsF(font, &m_writer).horizontalAdvance(keepUnits(text));
    }

    // While not drawing, the drawing functions only measure: the page is laid out by running its
    // layout once without drawing.
    void setDrawing(bool drawing) { m_drawing = drawing; }

    void fill(const QRectF &rect, const QBrush &brush)
    {
        if (m_drawing)
            m_painter.fillRect(rect, brush);
    }

    // Draws wrapped text at the top of rect; returns the height used.
    double text(const QRectF &rect, const QFont &font, const QColor &color, const QString &text,
                int flags = Qt::AlignLeft)
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

    void line(const QPointF &from, const QPointF &to, const QPen &pen)
    {
        if (!m_drawing)
            return;
        m_painter.setPen(pen);
        m_painter.drawLine(from, to);
    }

    // Text cut to a width with an ellipsis, on one line.
    QString elided(const QFont &font, const QString &text, double width) const
    {
        return QFontMetricsF(font, &m_writer).elidedText(text, Qt::ElideRight, width);
    }

    // Text cut word by word, with an ellipsis, until it wraps to at most lines lines in width.
    QString clampLines(const QFont &font, const QString &text, double width, int lines) const
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

    // The widest text of one column of a table.
    double widest(const QFont &font, const std::vector<Row> &rows, QString Row::*cell) const
    {
        double width = 0;
        for (const Row &row : rows)
            width = std::max(width, textWidth(font, row.*cell));
        return std::ceil(width) + 1;
    }

    // A table of three columns of the given widths (text wraps within them), rows striped; returns
    // its height.
    double table(const QRectF &area, const std::vector<Row> &rows, const QFont &captionFont,
                 const QFont &valueFont, const QFont &detailFont, const std::array<double, 3> &widths)
    {
        const double gap = mm(2);
        const double x[] = {area.left(), area.left() + widths[0] + gap,
                            area.left() + widths[0] + widths[1] + 2 * gap};
        double y = area.top();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const Row &row = rows[i];
            const double height = std::max({textHeight(captionFont, widths[0], row.caption),
                                            textHeight(valueFont, widths[1], row.value),
                                            textHeight(detailFont, widths[2], row.detail)}) +
                mm(0.6);
            if (i % 2 == 1)
                fill(QRectF(area.left() - mm(1), y, area.width() + mm(2), height), QColor(0xf3, 0xf5, 0xf7));
            const double top = y + mm(0.3);
            text(QRectF(x[0], top, widths[0], height), captionFont, kMuted, row.caption);
            text(QRectF(x[1], top, widths[1], height), valueFont, row.valueColor, row.value);
            text(QRectF(x[2], top, widths[2], height), detailFont, kText, row.detail);
            y += height;
        }
        return y - area.top();
    }

    double heading(const QRectF &area, const QString &title)
    {
        const QFont headingFont = font(10, true);
        const double height = text(area, headingFont, kText, title);
        const double y = area.top() + height + mm(0.6);
        line(QPointF(area.left(), y), QPointF(area.right(), y), QPen(kRule, mm(0.25)));
        return height + mm(1.6);
    }

    QPdfWriter &m_writer;
    QCPPainter &m_painter;
    double m_dpi;
    bool m_drawing = true;
    QFont m_base;
    QFont m_mono;
};

std::vector<Row> figureRows(const Params &params, const Figures &f)
{
    std::vector<Row> rows{
        {ReportTexts::tr("Fleet advantage"), format::multiple(f.fleetAdvantage),
         ReportTexts::tr("dedicated GPUs per multiplexed one at K = %1, s = %2")
             .arg(format::adapters(double(params.adapters)), format::skew(params.skew))},
        {ReportTexts::tr("Pool holds"), ReportTexts::tr("%1 adapters").arg(format::adapters(double(f.poolCapacity))),
         ReportTexts::tr("%1 each in a %2 pool")
             .arg(format::gigabytes(params.adapterGb), format::gigabytes(params.poolGb))},
        {ReportTexts::tr("Overhead per token"), format::percent(f.overhead.total()),
         ReportTexts::tr("re-stream %1 · host-link %2")
             .arg(format::percent(f.overhead.restream), format::percent(f.overhead.hostlink))},
        {ReportTexts::tr("Multiplexed"), format::moneyPerMonth(f.costMultiplexPerMonth), format::gpus(f.gpusMultiplex)},
        {ReportTexts::tr("Dedicated"), format::moneyPerMonth(f.costDedicatedPerMonth), format::gpus(f.gpusDedicated)},
        {ReportTexts::tr("Savings"), format::moneyPerMonth(f.savingsPerMonth),
         f.savingsPerMonth >= 0
             ? ReportTexts::tr("%1 per year by multiplexing").arg(format::money(12 * f.savingsPerMonth))
             : ReportTexts::tr("multiplexing costs %1 more per year").arg(format::money(-12 * f.savingsPerMonth)),
         f.savingsPerMonth < 0 ? kWarning : kText},
    };
    const double used = f.memoryUsedGb;
    if (f.memoryFits)
        rows.push_back({ReportTexts::tr("GPU memory"), ReportTexts::tr("fits"),
                        ReportTexts::tr("%1 of %2 used, %3 free")
                            .arg(format::gigabytes(used), format::gigabytes(params.hbmGb),
                                 format::gigabytes(f.memoryFreeGb))});
    else
        rows.push_back({ReportTexts::tr("GPU memory"), ReportTexts::tr("does not fit"),
                        ReportTexts::tr("over by %1: %2 needed of %3")
                            .arg(format::gigabytes(f.memoryOverGb), format::gigabytes(used),
                                 format::gigabytes(params.hbmGb)),
                        kWarning});
    return rows;
}

std::vector<Row> parameterRows(const Params &params)
{
    std::vector<Row> rows;
    for (const ParamInfo &info : paramInfos())
        rows.push_back({paramLabel(info), paramValueText(params, info), paramKey(info)});
    return rows;
}

QString memoryLegend(const Params &params)
{
    return ReportTexts::tr("GPU memory: base %1 · KV cache %2 · adapter pool %3 · of %4")
        .arg(format::gigabytes(params.baseGb), format::gigabytes(params.kvGb),
             format::gigabytes(params.poolGb), format::gigabytes(params.hbmGb));
}

// The GPU's memory as one bar, as in the window: base | KV cache | pool | free, or the excess in red.
double memoryBar(ReportPage &page, const QRectF &area, const Params &params, const Figures &figures)
{
    const double barHeight = page.mm(3.2);
    const double used = figures.memoryUsedGb;
    const double total = std::max(params.hbmGb, used);
    const double scale = area.width() / std::max(total, 1e-12);
    struct Segment
    {
        double gb;
        QColor color;
    };
    const Segment segments[] = {{params.baseGb, QColor(0x4c, 0x6a, 0x92)},
                                {params.kvGb, QColor(0x7f, 0x9c, 0xc0)},
                                {params.poolGb, QColor(0xe6, 0x9f, 0x00)},
                                {figures.memoryFreeGb, QColor(0xe3, 0xe6, 0xea)}};
    double x = area.left();
    for (const Segment &segment : segments) {
        const QRectF part(x, area.top(), segment.gb * scale, barHeight);
        page.fill(part, segment.color);
        x += part.width();
    }
    if (!figures.memoryFits) {
        // The part beyond the GPU's capacity, hatched red over the pool.
        const QRectF over(area.left() + params.hbmGb * scale, area.top(), figures.memoryOverGb * scale, barHeight);
        page.fill(over, QBrush(kWarning, Qt::BDiagPattern));
        page.line(QPointF(over.left(), area.top() - page.mm(0.6)),
                  QPointF(over.left(), area.top() + barHeight + page.mm(0.6)), QPen(kWarning, page.mm(0.4)));
    }
    const double legendHeight =
        page.text(QRectF(area.left(), area.top() + barHeight + page.mm(0.8), area.width(), 0), page.font(7),
                  kMuted, memoryLegend(params));
    return barHeight + page.mm(0.8) + legendHeight;
}

} // namespace

bool writeReportPdf(const QString &path, const Scenario &scenario, QString *error, const QDate &date)
{
    const auto fail = [&path, error](const QString &reason) {
        if (error)
            *error = QCoreApplication::translate("lorafleet::ChartExport", "Cannot write %1: %2")
                         .arg(QDir::toNativeSeparators(path), reason);
        return false;
    };
    const Params &params = scenario.params;
    const Figures figures = evaluate(params);
    const Series series = computeSeries(params);
    std::vector<std::unique_ptr<Chart>> charts = createCharts();
    const int dpiValue = charts.front()->plot()->logicalDpiX();
    const double dpi = dpiValue > 0 ? dpiValue : 96;
    const QString name =
        scenario.name.trimmed().isEmpty() ? ReportTexts::tr("Untitled scenario") : scenario.name.trimmed();
    const QString notes = scenario.notes.simplified();
    const VerdictText verdict = verdictText(params, figures);
    const std::vector<Row> figureTable = figureRows(params, figures);
    const std::vector<Row> parameterTable = parameterRows(params);

    QByteArray bytes; // drawn in memory, then written all or nothing
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&file);
        writer.setTitle(ReportTexts::tr("%1 – LoRA Fleet Explorer report").arg(name));
        writer.setCreator(ReportTexts::tr("LoRA Fleet Explorer"));
        // The page is laid out in pixels of the charts' DPI: fonts in points measure as on screen.
        writer.setResolution(int(dpi));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF()));
        QCPPainter painter;
        if (!painter.begin(&writer))
            return fail(ReportTexts::tr("the report could not be drawn"));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        ReportPage page(writer, painter, dpi);
        const QRectF paper(0, 0, writer.width(), writer.height());
        const QRectF content = paper.adjusted(page.mm(10), page.mm(9), -page.mm(10), -page.mm(8));

        // Header: app and date, the scenario's name, its notes (at most notesLines lines), the verdict
        // in a box tinted with its colour. Returns where the body starts.
        const auto header = [&](int notesLines) {
            double y = content.top();
            const QFont small = page.font(8);
            page.text(QRectF(content.left(), y, content.width(), 0), small, kMuted,
                      ReportTexts::tr("LoRA Fleet Explorer · scenario report"));
            page.text(QRectF(content.left(), y, content.width(), 0), small, kMuted,
                      QLocale().toString(date, QLocale::LongFormat), Qt::AlignRight);
            y += page.lineHeight(small) + page.mm(0.5);
            const QFont nameFont = page.font(16, true);
            y += page.text(QRectF(content.left(), y, content.width(), 0), nameFont, kText,
                           page.elided(nameFont, name, content.width()));
            if (!notes.isEmpty() && notesLines > 0) {
                const QFont notesFont = page.font(8, false, true);
                y += page.text(QRectF(content.left(), y + page.mm(0.5), content.width(), 0), notesFont,
                               kMuted, page.clampLines(notesFont, notes, content.width(), notesLines)) +
                    page.mm(0.5);
            }
            y += page.mm(2);

            const QColor accent = verdictColor(figures.verdict);
            const double pad = page.mm(2.2);
            const double bar = page.mm(1.2);
            const QRectF inner(content.left() + pad + bar, 0, content.width() - 2 * pad - bar, 0);
            const QFont headlineFont = page.font(12, true);
            const QFont detailFont = page.font(9);
            const QFont warningFont = page.font(9, true);
            const double gap = page.mm(0.8);
            const double boxHeight = 2 * pad +
                page.textHeight(headlineFont, inner.width(), verdict.headline) + gap +
                page.textHeight(detailFont, inner.width(), verdict.detail) +
                (verdict.warning.isEmpty()
                     ? 0
                     : gap + page.textHeight(warningFont, inner.width(), verdict.warning));
            QColor tint = accent;
            tint.setAlpha(24);
            page.fill(QRectF(content.left(), y, content.width(), boxHeight), tint);
            page.fill(QRectF(content.left(), y, bar, boxHeight), accent);
            double boxY = y + pad;
            boxY += page.text(QRectF(inner.left(), boxY, inner.width(), 0), headlineFont, accent.darker(130),
                              verdict.headline) +
                gap;
            boxY +=
                page.text(QRectF(inner.left(), boxY, inner.width(), 0), detailFont, kText, verdict.detail);
            if (!verdict.warning.isEmpty())
                page.text(QRectF(inner.left(), boxY + gap, inner.width(), 0), warningFont, kWarning,
                          verdict.warning);
            return y + boxHeight + page.mm(3);
        };

        // Footer: the model's limits, from the bottom up. Returns where it starts.
        const QFont limitsFont = page.font(7.5);
        const QString limits = ReportTexts::tr("All figures are model output, not measurements (the analytical model of "
                                  "\"The Derivative Long Tail: "
                                  "Multiplex-vs-Dedicated LoRA Serving on H200\"). It assumes adapters of "
                                  "equal size on one base model; "
                                  "isolation, security and failure containment are not priced, and they can "
                                  "justify a dedicated GPU "
                                  "regardless of cost. Shrinking the base (quantisation) makes adapters "
                                  "relatively heavier and moves "
                                  "the pool-fit boundary. Every parameter's key reproduces these figures: "
                                  "lorafleet eval --set KEY=VALUE.");
        const double footerTop = content.bottom() - page.textHeight(limitsFont, content.width(), limits);

        // Right column: key figures, the memory bar, every parameter; factor scales its text.
        const double rightWidth = page.mm(96);
        const auto rightColumn = [&](double top, double factor) {
            const double start = top;
            const double left = content.right() - rightWidth;
            const double gaps = 2 * page.mm(2);
            top += page.heading(QRectF(left, top, rightWidth, 0), ReportTexts::tr("Key figures"));
            // Captions and values on one line each where they can; the details wrap in what is left.
            const QFont captionFont = page.font(8 * factor);
            const QFont valueFont = page.font(8.5 * factor, true);
            const double captionWidth =
                std::min(page.widest(captionFont, figureTable, &Row::caption), rightWidth * 0.3);
            const double valueWidth =
                std::min(page.widest(valueFont, figureTable, &Row::value), rightWidth * 0.3);
            top += page.table(QRectF(left, top, rightWidth, 0), figureTable, captionFont, valueFont,
                              page.font(7.5 * factor),
                              {captionWidth, valueWidth, rightWidth - captionWidth - valueWidth - gaps});
            top += page.mm(1.5);
            top += memoryBar(page, QRectF(left, top, rightWidth, 0), params, figures);
            top += page.mm(3.5);
            top += page.heading(QRectF(left, top, rightWidth, 0), ReportTexts::tr("Parameters"));
            // Keys in full (they are what the command line takes); labels on one line; values wrap.
            const QFont labelFont = page.font(7.5 * factor);
            const QFont keyFont = page.mono(7 * factor);
            const double keyWidth = page.widest(keyFont, parameterTable, &Row::detail);
            const double labelWidth =
                std::min(page.widest(labelFont, parameterTable, &Row::caption), rightWidth * 0.35);
            top += page.table(QRectF(left, top, rightWidth, 0), parameterTable, labelFont,
                              page.font(7.5 * factor, true), keyFont,
                              {labelWidth, rightWidth - labelWidth - keyWidth - gaps, keyWidth});
            return top - start;
        };

        // Fit the page: the right column's text shrinks a little, then the notes give up lines.
        constexpr double kSmallestFactor = 0.86; // 7.5 pt parameters print at 6.5 pt at the least
        const double bodyBottom = footerTop - page.mm(3.5);
        page.setDrawing(false);
        int notesLines = 2;
        double bodyTop = header(notesLines);
        while (notesLines > 0 && rightColumn(bodyTop, kSmallestFactor) > bodyBottom - bodyTop)
            bodyTop = header(--notesLines);
        double factor = 1.0;
        while (factor > kSmallestFactor && rightColumn(bodyTop, factor) > bodyBottom - bodyTop)
            factor = std::max(kSmallestFactor, factor - 0.02);
        page.setDrawing(true);

        header(notesLines);
        painter.setPen(QPen(kRule, page.mm(0.25)));
        painter.drawLine(QPointF(content.left(), footerTop - page.mm(1.5)),
                         QPointF(content.right(), footerTop - page.mm(1.5)));
        page.text(QRectF(content.left(), footerTop, content.width(), 0), limitsFont, kMuted, limits);
        rightColumn(bodyTop, factor);

        // The charts 2 × 2 left of the right column, each framed.
        const QRectF left(content.left(), bodyTop, content.width() - rightWidth - page.mm(6),
                          bodyBottom - bodyTop);
        const double chartGap = page.mm(3);
        const QSizeF cell((left.width() - chartGap) / 2, (left.height() - chartGap) / 2);
        const QSize logical(qRound(cell.width() / kChartScale), qRound(cell.height() / kChartScale));
        for (std::size_t i = 0; i < charts.size(); ++i) {
            Chart &chart = *charts[i];
            showOffscreen(chart, logical, {params, figures, series, ChartData::Change::Everything});
            const QPointF at(left.left() + double(i % 2) * (cell.width() + chartGap),
                             left.top() + double(i / 2) * (cell.height() + chartGap));
            painter.save();
            painter.translate(at);
            painter.scale(kChartScale, kChartScale);
            paintChart(chart, &painter, logical, false); // PDF clips as the screen does
            painter.restore();
            painter.setPen(QPen(kRule, page.mm(0.2)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(at, cell));
        }
        if (!painter.end())
            return fail(ReportTexts::tr("the report could not be drawn"));
    }
    file.close();
    if (const WriteResult written = writeFileAtomically(path, bytes); !written)
        return fail(written.reason);
    return true;
}

} // namespace lorafleet
