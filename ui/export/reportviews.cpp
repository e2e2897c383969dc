// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/reportviews.h"

#include "charts/bridgechart.h"
#include "charts/phasemapchart.h"
#include "charts/tornadochart.h"
#include "export/chartrender.h"
#include "export/reportpage.h"
#include "export/reporttr.h"
#include "io/validationfile.h"
#include "model/modelbridge.h"
#include "model/sensitivity.h"
#include "text/bridgetext.h"
#include "text/format.h"
#include "text/modeltexts.h"

#include <qcustomplot.h>

namespace lorafleet {

namespace {

// The window's full phase-map grid (PhaseMapView::kFullColumns × kFullRows).
constexpr int kMapColumns = 96;
constexpr int kMapRows = 64;
// As on the first page: 9 pt tick labels print at 7 pt.
constexpr double kChartScale = 0.78;

// The page's running header; returns where the body starts.
double pageHeader(ReportPage &page, const QRectF &content, const QString &name, const QString &title)
{
    const QFont small = page.font(8);
    page.text(QRectF(content.left(), content.top(), content.width(), 0), small, kReportMuted,
              ReportTr::tr("LoRA Fleet Explorer · scenario report · %1").arg(name));
    double y = content.top() + page.lineHeight(small) + page.mm(1.5);
    y += page.text(QRectF(content.left(), y, content.width(), 0), page.font(14, true), kReportText, title);
    return y + page.mm(3);
}

// A chart drawn into a framed cell of the page, at the report's scale.
void drawChart(QCPPainter &painter, ReportPage &page, Chart &chart, const QRectF &cell,
               const std::shared_ptr<const Evaluation> &evaluation)
{
    const QSize logical(qRound(cell.width() / kChartScale), qRound(cell.height() / kChartScale));
    showOffscreen(chart, logical, ChartData(evaluation));
    painter.save();
    painter.translate(cell.topLeft());
    painter.scale(kChartScale, kChartScale);
    paintChart(chart, &painter, logical, false);
    painter.restore();
    painter.setPen(QPen(kReportRule, page.mm(0.2)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(cell);
}

// validate's training and held-out errors side by side (the engine model's figures only).
std::vector<ReportRow> validationRows()
{
    std::vector<ReportRow> rows;
    for (const ValidationSummary &summary : summariseRuns(runShippedValidations()))
        rows.push_back(
            {ModelTexts::validationGroup(summary.role, summary.mode),
             ReportTr::tr("median %1 · worst %2")
                 .arg(format::percent(summary.medianAbsError, 1), format::percent(summary.worstAbsError, 1)),
             ReportTr::tr("|error| over %1 points of %2 tables")
                 .arg(format::adapters(summary.points), format::adapters(summary.tables))});
    return rows;
}

} // namespace

int reportPageCount(qsizetype pins)
{
    return pins > 0 ? 4 : 3;
}

void drawBridgePage(ReportPage &page, QCPPainter &painter, const QRectF &content, const Params &params,
                    const QString &name)
{
    const ModelBridge bridge = modelBridge(params);
    const double top = pageHeader(page, content, name, BridgeTexts::summary(bridge));
    const auto evaluation = std::make_shared<const Evaluation>(evaluateScenario(params));
    const QFont textFont = page.font(8.5);
    // What each step means, under the chart: one line per assumption, its change beside it.
    std::vector<ReportRow> rows;
    for (const BridgeStep &step : bridge.steps)
        rows.push_back({BridgeTexts::assumptionName(step.assumption),
                        step.delta == 0 ? ReportTr::tr("no change")
                                        : (step.delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) +
                                format::moneyPerMonth(std::abs(step.delta)),
                        BridgeTexts::assumptionMeaning(step.assumption)});
    const QFont rowFont = page.font(8);
    const QFont valueFont = page.font(8, true);
    const std::array<double, 3> widths = page.columnWidths(rows, rowFont, valueFont, content.width());
    const QString advice = ReportTr::tr(
        "Each step is what switching that assumption of the engine model on adds to the monthly cost of the "
        "operating rule, averaged over every order of switching them on (its Shapley value): the steps add "
        "up to the difference. The paper's model reproduces the article's figures exactly; the engine model "
        "is for budgets, with its band (lorafleet explain prints the same steps).");
    page.setDrawing(false);
    const double below = page.mm(3) + page.textHeight(textFont, content.width(), advice) + page.mm(3) +
        page.table(QRectF(content.left(), 0, content.width(), 0), rows, rowFont, valueFont, rowFont, widths);
    page.setDrawing(true);
    const QRectF cell(content.left(), top, content.width(),
                      std::max(page.mm(60), content.bottom() - top - below));
    BridgeChart chart;
    chart.setModel(params.model);
    chart.showBridge(bridge);
    drawChart(painter, page, chart, cell, evaluation);
    double y = cell.bottom() + page.mm(3);
    y += page.text(QRectF(content.left(), y, content.width(), 0), textFont, kReportText, advice) + page.mm(3);
    page.table(QRectF(content.left(), y, content.width(), 0), rows, rowFont, valueFont, rowFont, widths);
}

void drawDecisionPage(ReportPage &page, QCPPainter &painter, const QRectF &content, const Params &params,
                      const QString &name)
{
    const double top = pageHeader(
        page, content, name, ReportTr::tr("Where the answer changes, and which assumption matters most"));
    const auto evaluation = std::make_shared<const Evaluation>(evaluateScenario(params));
    const QFont captionFont = page.font(8);
    const QString mapCaption = ReportTr::tr(
        "Phase map: the fleet advantage R over catalog size K and skew s, every cell one evaluation of "
        "the model; the operating rule's regions outlined, the pool-fit boundary dashed, this scenario "
        "marked.");
    const QString tornadoCaption =
        ReportTr::tr("Sensitivity: each parameter moved 25 % down and up within its valid range, the "
                     "savings per month at each end; largest swing on top. A hatched red bar end does not "
                     "fit in GPU memory.");
    const double gap = page.mm(6);
    const double width = (content.width() - gap) / 2;
    const double captionHeight = std::max(page.textHeight(captionFont, width, mapCaption),
                                          page.textHeight(captionFont, width, tornadoCaption));
    // The engine model's validation, training beside held out, under the views.
    const std::vector<ReportRow> validation =
        params.model == ModelKind::Engine ? validationRows() : std::vector<ReportRow>();
    const QFont rowFont = page.font(8);
    const QFont valueFont = page.font(8, true);
    const std::array<double, 3> widths = page.columnWidths(validation, rowFont, valueFont, content.width());
    const QString validationTitle = ReportTr::tr("Validation: training and held-out tables");
    double validationHeight = 0;
    if (!validation.empty()) {
        page.setDrawing(false);
        validationHeight = page.mm(4) +
            page.heading(QRectF(content.left(), 0, content.width(), 0), validationTitle) +
            page.table(QRectF(content.left(), 0, content.width(), 0), validation, rowFont, valueFont, rowFont,
                       widths);
        page.setDrawing(true);
    }
    const double height = content.bottom() - top - captionHeight - page.mm(2) - validationHeight;
    const QRectF mapCell(content.left(), top, width, height);
    const QRectF tornadoCell(content.left() + width + gap, top, width, height);

    PhaseMapChart map;
    map.showPhaseMap(computePhaseMap(params, kMapColumns, kMapRows), params);
    drawChart(painter, page, map, mapCell, evaluation);
    TornadoChart tornado;
    tornado.setModel(params.model);
    tornado.showSensitivity(computeSensitivity(params, SensitivityOutput::Savings));
    drawChart(painter, page, tornado, tornadoCell, evaluation);

    const double captionTop = top + height + page.mm(2);
    page.text(QRectF(mapCell.left(), captionTop, width, 0), captionFont, kReportMuted, mapCaption);
    page.text(QRectF(tornadoCell.left(), captionTop, width, 0), captionFont, kReportMuted, tornadoCaption);
    if (!validation.empty()) {
        double y = content.bottom() - validationHeight + page.mm(4);
        y += page.heading(QRectF(content.left(), y, content.width(), 0), validationTitle);
        page.table(QRectF(content.left(), y, content.width(), 0), validation, rowFont, valueFont, rowFont,
                   widths);
    }
}

void drawComparisonPage(ReportPage &page, const QRectF &content, const QList<ComparedScenario> &scenarios,
                        const QString &name)
{
    double y = pageHeader(page, content, name, ReportTr::tr("Compared with the pinned scenarios"));
    y += page.text(
             QRectF(content.left(), y, content.width(), 0), page.font(8.5), kReportText,
             ReportTr::tr("Each figure of this scenario and of each pinned scenario, evaluated by the same "
                          "model; in brackets, the difference from this scenario. The charts on the first "
                          "page draw the pinned scenarios as dashed curves.")) +
        page.mm(3);
    const QList<ComparisonRow> rows = comparisonRows(scenarios);
    const QFont headerFont = page.font(8.5, true);
    const QFont labelFont = page.font(8.5);
    const QFont valueFont = page.font(8.5);
    const double labelWidth = page.mm(62);
    const double columnWidth =
        (content.width() - labelWidth) / double(std::max<qsizetype>(1, scenarios.size()));
    const double pad = page.mm(1);
    // The header row: each scenario's label (and where it came from), wrapped to its column.
    double headerHeight = 0;
    for (const ComparedScenario &scenario : scenarios)
        headerHeight =
            std::max(headerHeight, page.textHeight(headerFont, columnWidth - 2 * pad, scenario.label));
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        const QString label =
            i == 0 ? ReportTr::tr("%1 (this report)").arg(scenarios[i].label) : scenarios[i].label;
        page.text(
            QRectF(content.left() + labelWidth + double(i) * columnWidth + pad, y, columnWidth - 2 * pad, 0),
            headerFont, kReportText, label, Qt::AlignRight);
    }
    y += std::max(headerHeight, page.lineHeight(headerFont) * 2) + page.mm(1);
    page.line(QPointF(content.left(), y), QPointF(content.right(), y), QPen(kReportRule, page.mm(0.3)));
    y += page.mm(1);
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const ComparisonRow &row = rows[r];
        double height = page.textHeight(labelFont, labelWidth - 2 * pad, row.label);
        QStringList cells;
        for (qsizetype i = 0; i < row.values.size(); ++i) {
            const QString delta = row.deltas.value(i);
            cells << (delta.isEmpty() ? row.values[i] : ReportTr::tr("%1 (%2)").arg(row.values[i], delta));
            height = std::max(height, page.textHeight(valueFont, columnWidth - 2 * pad, cells.last()));
        }
        height += page.mm(1.2);
        if (r % 2 == 1)
            page.fill(QRectF(content.left(), y, content.width(), height), QColor(0xf3, 0xf5, 0xf7));
        page.text(QRectF(content.left() + pad, y + page.mm(0.6), labelWidth - 2 * pad, 0), labelFont,
                  kReportMuted, row.label);
        for (qsizetype i = 0; i < cells.size(); ++i)
            page.text(QRectF(content.left() + labelWidth + double(i) * columnWidth + pad, y + page.mm(0.6),
                             columnWidth - 2 * pad, 0),
                      valueFont, kReportText, cells[i], Qt::AlignRight);
        y += height;
    }
}

} // namespace lorafleet
