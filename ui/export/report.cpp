// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/report.h"

#include "charts/chartset.h"
#include "export/chartrender.h"
#include "export/exportfile.h"
#include "export/reportpage.h"
#include "export/reportviews.h"
#include "io/scenariofile.h"
#include "model/fleetcost.h"
#include "text/format.h"
#include "text/modeltexts.h"
#include "text/paramtexts.h"
#include "text/verdict.h"

#include <qcustomplot.h>

#include <QLocale>
#include <QPdfWriter>

#include <array>
#include <cmath>
#include <variant>

namespace lorafleet {

namespace {

// Charts are drawn at this fraction of their size on screen: their 9 pt tick labels print at 7 pt.
constexpr double kChartScale = 0.78;

QString signedPercentText(double fraction)
{
    return (fraction >= 0 ? QStringLiteral("+") : QString()) + format::percent(fraction, 1);
}

QColor verdictColor(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Either:
        return {0x15, 0x65, 0xc0};
    case Verdict::Multiplex:
        return {0x2e, 0x7d, 0x32};
    case Verdict::MultiplexPoolOverflow:
        return {0xd5, 0x5e, 0x00};
    case Verdict::DoesNotFit:
        return kReportWarning;
    }
    return kReportText;
}

QString paramValueText(const Params &params, const ParamInfo &info)
{
    QString text = std::visit(
        [&params, &info](auto member) -> QString {
            const auto &value = params.*member;
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, bool>) {
                return value ? Report::tr("yes") : Report::tr("no");
            } else if constexpr (std::is_enum_v<T>) {
                return QString::fromStdString(paramText(params, info)); // the name the key takes
            } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                QStringList parts;
                for (const double v : value)
                    parts << format::exact(v);
                return parts.isEmpty() ? Report::tr("none") : parts.join(QStringLiteral(", "));
            } else {
                return format::exact(double(value));
            }
        },
        info.field);
    const QString unit = paramUnit(info);
    return unit.isEmpty() ? text : text + u' ' + unit;
}

std::vector<ReportRow> figureRows(const Evaluation &evaluation)
{
    const Params &params = evaluation.params;
    const Figures &f = evaluation.figures;
    const CumulativeCost &growth = evaluation.cumulative;
    // The engine model's GPUs and money carry the band of its preset's held-out errors; the paper's are
    // exact.
    const FigureBands &bands = evaluation.bands;
    const auto money = [&](double exact, const FigureRange &range) {
        return bands.shown ? format::moneyRangePerMonth(range.low, range.high) : format::moneyPerMonth(exact);
    };
    const auto gpus = [&](double exact, const FigureRange &range) {
        return bands.shown ? format::gpusRange(range.low, range.high) : format::gpus(exact);
    };
    const auto yearly = [&](double exact, const FigureRange &range) {
        return bands.shown ? format::moneyRange(range.low, range.high) : format::money(exact);
    };
    const FigureRange costsMore{-bands.savingsPerYear.high, -bands.savingsPerYear.low};
    std::vector<ReportRow> rows{
        {Report::tr("Fleet advantage"), format::multiple(f.fleetAdvantage),
         Report::tr("dedicated GPUs per multiplexed one at K = %1, s = %2")
             .arg(format::adapters(double(params.adapters)), format::skew(params.skew))},
        {Report::tr("Pool holds"), Report::tr("%1 adapters").arg(format::adapters(double(f.poolCapacity))),
         Report::tr("%1 each in a %2 pool")
             .arg(format::gigabytes(params.adapterGb), format::gigabytes(params.poolGb))},
        {Report::tr("Overhead per token"), format::percent(f.overhead.total()),
         f.model == ModelKind::Engine
             ? Report::tr("fixed %1 · re-stream %2 · host-link %3 · memory %4")
                   .arg(format::percent(f.overhead.fixed), format::percent(f.overhead.restream),
                        format::percent(f.overhead.hostlink), format::percent(f.overhead.memory))
             : Report::tr("re-stream %1 · host-link %2")
                   .arg(format::percent(f.overhead.restream), format::percent(f.overhead.hostlink))},
        {Report::tr("Multiplexed"), money(f.costMultiplexPerMonth, bands.costMultiplexPerMonth),
         gpus(f.gpusMultiplex, bands.gpusMultiplex)},
        {Report::tr("Dedicated"), money(f.costDedicatedPerMonth, bands.costDedicatedPerMonth),
         gpus(f.gpusDedicated, bands.gpusDedicated)},
        {Report::tr("Savings"), money(f.savingsPerMonth, bands.savingsPerMonth),
         f.savingsPerMonth >= 0
             ? Report::tr("%1 per year by multiplexing").arg(yearly(f.savingsPerYear, bands.savingsPerYear))
             : Report::tr("multiplexing costs %1 more per year").arg(yearly(-f.savingsPerYear, costsMore)),
         f.savingsPerMonth < 0 ? kReportWarning : kReportText},
        {Report::tr("Over %1 weeks").arg(format::number(growth.weeks, 3)),
         Report::tr("%1 vs %2").arg(format::money(growth.multiplexed), format::money(growth.dedicated)),
         Report::tr("multiplexed vs dedicated while the catalog grows from %1 to %2 adapters")
             .arg(format::adapters(double(params.catalogStart)),
                  format::adapters(double(catalogSizeAt(params, growth.weeks))))},
    };
    if (f.adaptersToDedicate > 0)
        rows.push_back(
            {Report::tr("Operating rule"), money(f.costHybridPerMonth, bands.costHybridPerMonth),
             Report::tr("%1 heaviest adapters on GPUs of their own, the rest multiplexed: %2")
                 .arg(format::adapters(double(f.adaptersToDedicate)), gpus(f.gpusHybrid, bands.gpusHybrid))});
    if (f.model == ModelKind::Engine) {
        // What the engine model derives and the paper takes as given.
        rows.push_back({Report::tr("Per GPU"),
                        Report::tr("%1 requests/month").arg(format::compact(f.gpuCapacityMultiplexed)),
                        Report::tr("multiplexed, after every overhead; %1 dedicated")
                            .arg(format::compact(f.gpuCapacityDedicated))});
        rows.push_back({Report::tr("Pool hit rate"), format::percent(f.poolHitRate, 1),
                        Report::tr("admitted requests whose adapter is resident (%1 pool)")
                            .arg(QString::fromStdString(paramText(params, *findParam("pool_policy"))))});
        rows.push_back({Report::tr("Effective batch"), format::number(f.batchEffective, 4),
                        Report::tr("requests per step the KV cache holds, of a batch of %1")
                            .arg(format::adapters(double(params.batch)))});
        rows.push_back(
            {Report::tr("TTFT p95"), format::millisecondsRange(bands.ttftMsP95.low, bands.ttftMsP95.high),
             f.replica.ttftQueueIncluded
                 ? Report::tr("time to first token, with the queue at the sizing load; p50 %1")
                       .arg(format::millisecondsRange(bands.ttftMsP50.low, bands.ttftMsP50.high))
                 : Report::tr("time to first token without queueing (sized saturated); p50 %1")
                       .arg(format::millisecondsRange(bands.ttftMsP50.low, bands.ttftMsP50.high))});
        rows.push_back(
            {Report::tr("Band"),
             Report::tr("%1 … %2").arg(signedPercentText(f.replica.bandLow - 1),
                                       signedPercentText(f.replica.bandHigh - 1)),
             f.replica.bandFromOwnTables
                 ? Report::tr("GPUs, money and TTFT: the q10 … q90 of this engine preset's signed "
                              "errors on its held-out tables")
                 : Report::tr("GPUs, money and TTFT: the q10 … q90 of every held-out table's signed "
                              "errors (this engine preset has none of its own)")});
    }
    const double used = f.memoryUsedGb;
    if (f.memoryFits)
        rows.push_back({Report::tr("GPU memory"), Report::tr("fits"),
                        Report::tr("%1 of %2 used, %3 free")
                            .arg(format::gigabytes(used), format::gigabytes(params.hbmGb),
                                 format::gigabytes(f.memoryFreeGb))});
    else
        rows.push_back({Report::tr("GPU memory"), Report::tr("does not fit"),
                        Report::tr("over by %1: %2 needed of %3")
                            .arg(format::gigabytes(f.memoryOverGb), format::gigabytes(used),
                                 format::gigabytes(params.hbmGb)),
                        kReportWarning});
    return rows;
}

std::vector<ReportRow> parameterRows(const Params &params)
{
    std::vector<ReportRow> rows;
    // The paper model ignores the engine's keys: listed only when they drew the figures.
    for (const ParamInfo &info : paramInfos())
        if (params.model == ModelKind::Engine || info.key == "model" || !isEngineKey(info.key))
            rows.push_back({paramLabel(info), paramValueText(params, info), paramKey(info)});
    return rows;
}

QString memoryLegend(const Params &params)
{
    return Report::tr("GPU memory: base %1 · KV cache %2 · adapter pool %3 · of %4")
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
        const QRectF over(area.left() + params.hbmGb * scale, area.top(), figures.memoryOverGb * scale,
                          barHeight);
        page.fill(over, QBrush(kReportWarning, Qt::BDiagPattern));
        page.line(QPointF(over.left(), area.top() - page.mm(0.6)),
                  QPointF(over.left(), area.top() + barHeight + page.mm(0.6)),
                  QPen(kReportWarning, page.mm(0.4)));
    }
    const double legendHeight =
        page.text(QRectF(area.left(), area.top() + barHeight + page.mm(0.8), area.width(), 0), page.font(7),
                  kReportMuted, memoryLegend(params));
    return barHeight + page.mm(0.8) + legendHeight;
}

} // namespace

bool Report::writePdf(const QString &path, const Scenario &scenario, QString *error, const QDate &date,
                      const QList<ComparedScenario> &pins)
{
    const Params &params = scenario.params;
    const auto evaluation = std::make_shared<const Evaluation>(evaluateScenario(params));
    const Figures &figures = evaluation->figures;
    std::vector<std::unique_ptr<Chart>> charts = createCharts();
    std::vector<ChartOverlay> overlays;
    for (const ComparedScenario &pin : pins)
        overlays.push_back({pin.label, std::make_shared<const Evaluation>(evaluateScenario(pin.params))});
    for (const std::unique_ptr<Chart> &chart : charts)
        chart->setOverlays(overlays);
    const double dpi = logicalDpi(*charts.front());
    const QString name =
        scenario.name.trimmed().isEmpty() ? tr("Untitled scenario") : scenario.name.trimmed();
    const QString notes = scenario.notes.simplified();
    const VerdictText verdict = verdictText(params, figures);
    const std::vector<ReportRow> figureTable = figureRows(*evaluation);
    const std::vector<ReportRow> parameterTable = parameterRows(params);

    const auto render = [&](QIODevice &file) {
        QPdfWriter writer(&file);
        writer.setTitle(tr("%1 – LoRA Fleet Explorer report").arg(name));
        writer.setCreator(tr("LoRA Fleet Explorer"));
        // The page is laid out in pixels of the charts' DPI: fonts in points measure as on screen.
        writer.setResolution(int(dpi));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF()));
        QCPPainter painter;
        if (!painter.begin(&writer))
            return false;
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
            page.text(
                QRectF(content.left(), y, content.width(), 0), small, kReportMuted,
                tr("LoRA Fleet Explorer · scenario report · %1").arg(ModelTexts::modelName(params.model)));
            page.text(QRectF(content.left(), y, content.width(), 0), small, kReportMuted,
                      QLocale().toString(date, QLocale::LongFormat), Qt::AlignRight);
            y += page.lineHeight(small) + page.mm(0.5);
            const QFont nameFont = page.font(16, true);
            y += page.text(QRectF(content.left(), y, content.width(), 0), nameFont, kReportText,
                           page.elided(nameFont, name, content.width()));
            if (!notes.isEmpty() && notesLines > 0) {
                const QFont notesFont = page.font(8, false, true);
                y += page.text(QRectF(content.left(), y + page.mm(0.5), content.width(), 0), notesFont,
                               kReportMuted, page.clampLines(notesFont, notes, content.width(), notesLines)) +
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
            // The plan, its GPUs and cost, as the window's headline says it (none when it does not fit);
            // the rule's own words below.
            const QString headline = verdict.warning.isEmpty() ? verdict.plan : verdict.headline;
            const QString detail =
                verdict.warning.isEmpty() ? verdict.headline + u' ' + verdict.detail : verdict.detail;
            const double boxHeight = 2 * pad + page.textHeight(headlineFont, inner.width(), headline) + gap +
                page.textHeight(detailFont, inner.width(), detail) +
                (verdict.warning.isEmpty()
                     ? 0
                     : gap + page.textHeight(warningFont, inner.width(), verdict.warning));
            QColor tint = accent;
            tint.setAlpha(24);
            page.fill(QRectF(content.left(), y, content.width(), boxHeight), tint);
            page.fill(QRectF(content.left(), y, bar, boxHeight), accent);
            double boxY = y + pad;
            boxY += page.text(QRectF(inner.left(), boxY, inner.width(), 0), headlineFont, accent.darker(130),
                              headline) +
                gap;
            boxY += page.text(QRectF(inner.left(), boxY, inner.width(), 0), detailFont, kReportText, detail);
            if (!verdict.warning.isEmpty())
                page.text(QRectF(inner.left(), boxY + gap, inner.width(), 0), warningFont, kReportWarning,
                          verdict.warning);
            return y + boxHeight + page.mm(3);
        };

        // Footer: the model's limits, from the bottom up. Returns where it starts.
        const QFont limitsFont = page.font(7.5);
        const QString paperLimits =
            tr("All figures are model output, not measurements (the analytical model of "
               "\"The Derivative Long Tail: "
               "Multiplex-vs-Dedicated LoRA Serving on H200\"). It assumes adapters of "
               "equal size on one base model; "
               "isolation, security and failure containment are not priced, and they can "
               "justify a dedicated GPU "
               "regardless of cost. Shrinking the base (quantisation) makes adapters "
               "relatively heavier and moves "
               "the pool-fit boundary. Every parameter's key reproduces these figures: "
               "lorafleet eval --set KEY=VALUE.");
        const QString limits = params.model == ModelKind::Engine
            ? tr("All figures are model output, not measurements (the engine model: the paper's terms plus "
                 "the cost of LoRA kernels, KV-cache reads, adapters loaded at admission and the engine's "
                 "own step time, validated against S-LoRA's published A100 tables; see Help → About the "
                 "model). It assumes adapters of equal size on one base model; isolation, security and "
                 "failure containment are not priced. Every parameter's key reproduces these figures: "
                 "lorafleet eval --set KEY=VALUE.")
            : paperLimits;
        const double footerTop = content.bottom() - page.textHeight(limitsFont, content.width(), limits);

        // Right column: key figures, the memory bar, every parameter; factor scales its text.
        const double rightWidth = page.mm(96);
        const auto rightColumn = [&](double top, double factor) {
            const double start = top;
            const double left = content.right() - rightWidth;
            const double gaps = 2 * page.mm(2);
            top += page.heading(QRectF(left, top, rightWidth, 0), tr("Key figures"));
            // Captions and values on one line each where they can; the details wrap in what is left.
            const QFont captionFont = page.font(8 * factor);
            const QFont valueFont = page.font(8.5 * factor, true);
            const double captionWidth =
                std::min(page.widest(captionFont, figureTable, &ReportRow::caption), rightWidth * 0.3);
            const double valueWidth =
                std::min(page.widest(valueFont, figureTable, &ReportRow::value), rightWidth * 0.3);
            top += page.table(QRectF(left, top, rightWidth, 0), figureTable, captionFont, valueFont,
                              page.font(7.5 * factor),
                              {captionWidth, valueWidth, rightWidth - captionWidth - valueWidth - gaps});
            top += page.mm(1.5);
            top += memoryBar(page, QRectF(left, top, rightWidth, 0), params, figures);
            top += page.mm(3.5);
            top += page.heading(QRectF(left, top, rightWidth, 0), tr("Parameters"));
            // Keys in full (they are what the command line takes); labels on one line; values wrap.
            const QFont labelFont = page.font(7.5 * factor);
            const QFont keyFont = page.mono(7 * factor);
            const double keyWidth = page.widest(keyFont, parameterTable, &ReportRow::detail);
            const double labelWidth =
                std::min(page.widest(labelFont, parameterTable, &ReportRow::caption), rightWidth * 0.35);
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
        painter.setPen(QPen(kReportRule, page.mm(0.25)));
        painter.drawLine(QPointF(content.left(), footerTop - page.mm(1.5)),
                         QPointF(content.right(), footerTop - page.mm(1.5)));
        page.text(QRectF(content.left(), footerTop, content.width(), 0), limitsFont, kReportMuted, limits);
        rightColumn(bodyTop, factor);

        // The charts two by two left of the right column, each framed; with an odd count the first (the
        // money) spans the top row.
        const QRectF left(content.left(), bodyTop, content.width() - rightWidth - page.mm(6),
                          bodyBottom - bodyTop);
        const double chartGap = page.mm(3);
        const std::size_t wide = charts.size() % 2;
        const double rows = double((charts.size() + 1) / 2);
        const QSizeF pairCell((left.width() - chartGap) / 2, (left.height() - (rows - 1) * chartGap) / rows);
        for (std::size_t i = 0; i < charts.size(); ++i) {
            Chart &chart = *charts[i];
            const QSizeF cell = i < wide ? QSizeF(left.width(), pairCell.height()) : pairCell;
            const QSize logical(qRound(cell.width() / kChartScale), qRound(cell.height() / kChartScale));
            showOffscreen(chart, logical, ChartData(evaluation));
            const std::size_t slot = i + wide; // slots 0 and 1 are the wide chart's
            const QPointF at(left.left() + double(i < wide ? 0 : slot % 2) * (pairCell.width() + chartGap),
                             left.top() + double(slot / 2) * (pairCell.height() + chartGap));
            painter.save();
            painter.translate(at);
            painter.scale(kChartScale, kChartScale);
            paintChart(chart, &painter, logical, false); // PDF clips as the screen does
            painter.restore();
            painter.setPen(QPen(kReportRule, page.mm(0.2)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(QRectF(at, cell));
        }

        if (!writer.newPage())
            return false;
        drawDecisionPage(page, painter, content, params, name);
        if (!writer.newPage())
            return false;
        drawBridgePage(page, painter, content, params, name);
        if (!pins.isEmpty()) {
            if (!writer.newPage())
                return false;
            QList<ComparedScenario> compared{ComparedScenario{name, QString(), params, figures}};
            drawComparisonPage(page, content, compared + pins, name);
        }
        return painter.end();
    };
    return ExportFile::write(path, render, tr("the report could not be drawn"), error);
}

} // namespace lorafleet
