// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/bridgechart.h"

#include "charts/axistitle.h"
#include "charts/charttickers.h"
#include "text/bridgetext.h"
#include "text/format.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {
constexpr double kBarWidth = 0.62;

// The largest step by size: the title names it.
const BridgeStep *largestStep(const ModelBridge &bridge)
{
    const BridgeStep *largest = nullptr;
    for (const BridgeStep &step : bridge.steps)
        if (step.delta != 0 && (!largest || std::abs(step.delta) > std::abs(largest->delta)))
            largest = &step;
    return largest;
}

QString signedMoney(double delta)
{
    return (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + format::moneyPerMonth(std::abs(delta));
}
} // namespace

BridgeChart::BridgeChart(QWidget *parent)
    : Chart(parent)
{
    m_totals = new QCPBars(m_plot->yAxis, m_plot->xAxis);
    m_totals->setName(tr("monthly cost of the operating rule"));
    m_totals->setWidth(kBarWidth);
    m_totals->setLayer(m_dynamic);
    for (int i = 0; i < kEngineAssumptionCount; ++i) {
        auto *bars = new QCPBars(m_plot->yAxis, m_plot->xAxis);
        bars->setWidth(kBarWidth);
        bars->setLayer(m_dynamic);
        m_steps.push_back(bars);
    }
    m_raises.assign(m_steps.size(), true);
    m_plot->yAxis->setRangeReversed(true); // the paper's cost on top, the engine's at the bottom
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->yAxis->setSubTicks(false);
    m_plot->yAxis->setTickLength(0, 0);
    for (int i = 0; i < kMaxRows; ++i)
        m_valueLabels.push_back(addLabel(m_overlay));
    restyle();
}

QString BridgeChart::title() const
{
    const ModelBridge &b = m_bridge;
    const BridgeStep *largest = largestStep(b);
    if (!largest)
        return tr("The two models agree: %1").arg(format::moneyPerMonth(b.engine));
    const QString cause = BridgeTexts::assumptionShortName(largest->assumption);
    return b.engine >= b.paper ? tr("The engine model costs %1 more; most from %2")
                                     .arg(format::moneyPerMonth(b.engine - b.paper), cause)
                               : tr("The engine model costs %1 less; most from %2")
                                     .arg(format::moneyPerMonth(b.paper - b.engine), cause);
}

int BridgeChart::rowOf(EngineAssumption assumption) const
{
    const auto at = std::find(m_rowSteps.begin(), m_rowSteps.end(), assumption);
    return at == m_rowSteps.end() ? -1 : int(at - m_rowSteps.begin()) + 1;
}

void BridgeChart::showBridge(const ModelBridge &bridge)
{
    m_bridge = bridge;
    m_rowSteps.clear();
    m_barStarts.assign(std::size_t(kMaxRows), 0.0); // the totals start at 0
    QStringList unchanged;
    for (const BridgeStep &step : bridge.steps) {
        if (step.delta != 0)
            m_rowSteps.push_back(step.assumption);
        else
            unchanged << BridgeTexts::assumptionShortName(step.assumption);
    }
    const int rows = rowCount();
    setTitleText(shownTitle());
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(0, tr("Paper's model"));
    QVector<double> totalKeys{0, double(rows - 1)}, totals{bridge.paper, bridge.engine};
    double running = bridge.paper;
    double least = std::min({0.0, bridge.paper, bridge.engine});
    double most = std::max(bridge.paper, bridge.engine);
    std::vector<double> labelAt(static_cast<std::size_t>(rows)), labelValue(static_cast<std::size_t>(rows));
    labelAt[0] = bridge.paper;
    labelValue[0] = bridge.paper;
    for (int row = 1; row < rows - 1; ++row) {
        const BridgeStep &step = bridge.steps[std::size_t(m_rowSteps[std::size_t(row - 1)])];
        ticker->addTick(row, BridgeTexts::assumptionName(step.assumption));
        const double next = running + step.delta;
        QCPBars *bars = m_steps[std::size_t(row - 1)];
        bars->setBaseValue(std::min(running, next));
        bars->setData({double(row)}, {std::abs(step.delta)}, true);
        m_raises[std::size_t(row - 1)] = step.delta > 0;
        labelAt[std::size_t(row)] = std::max(running, next);
        m_barStarts[std::size_t(row)] = std::min(running, next);
        labelValue[std::size_t(row)] = step.delta;
        running = next;
        least = std::min(least, running);
        most = std::max(most, running);
    }
    ticker->addTick(rows - 1, tr("Engine model"));
    labelAt[std::size_t(rows - 1)] = bridge.engine;
    labelValue[std::size_t(rows - 1)] = bridge.engine;
    m_totals->setData(totalKeys, totals, true);
    // The legend names only what is drawn: the first bar that raises the cost and the first that lowers it.
    bool raiseNamed = false, lowerNamed = false;
    for (int row = 1; row <= kEngineAssumptionCount; ++row) {
        QCPBars *bars = stepBars(row);
        const bool drawn = row < rows - 1;
        bars->setVisible(drawn);
        bool &named = raises(row) ? raiseNamed : lowerNamed;
        if (drawn && !named) {
            bars->setName(raises(row) ? tr("the assumption raises the cost")
                                      : tr("the assumption lowers the cost"));
            bars->addToLegend();
            named = true;
        } else {
            bars->removeFromLegend();
        }
    }
    restyle();
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRange(-0.6, rows - 0.4);
    const double span = std::max(most - least, 1e-9);
    m_plot->xAxis->setRange(least, most + 0.25 * span); // room beyond the bars for their values
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedTicker([](double value, double) { return format::money(value); })));
    // The steps that move nothing have no row: the axis title names them, or counts them where it is narrow.
    const QString axis = tr("USD per month, the operating rule's fleet");
    QStringList wordings;
    if (!unchanged.isEmpty()) {
        wordings << tr("%1 · no change: %2").arg(axis, unchanged.join(QStringLiteral(", ")))
                 << tr("%1 · %n without change", nullptr, int(unchanged.size())).arg(axis);
    }
    wordings << axis << tr("USD per month") << QString();
    setAxisTitles(wordings.front(), QString());
    fitAxisTitle(m_plot->xAxis, wordings);
    for (int row = 0; row < kMaxRows; ++row) {
        QCPItemText *label = m_valueLabels[std::size_t(row)];
        label->setVisible(row < rows);
        if (row >= rows)
            continue;
        const bool total = row == 0 || row == rows - 1;
        const double value = labelValue[std::size_t(row)];
        label->setText(total ? format::moneyPerMonth(value) : signedMoney(value));
        label->position->setCoords(labelAt[std::size_t(row)], row);
        label->setPositionAlignment(Qt::AlignVCenter | Qt::AlignLeft);
    }
    m_barEnds = labelAt;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

std::vector<DataColumn> BridgeChart::dataColumns(const Evaluation &) const
{
    // Every step, also those that move nothing (their change is 0).
    constexpr int kRows = kMaxRows;
    DataColumn key{tr("Step"), Eigen::ArrayXd(kRows)};
    DataColumn name{tr("Assumption"), Eigen::ArrayXd(kRows)};
    DataColumn delta{tr("Change (USD per month)"), Eigen::ArrayXd(kRows)};
    DataColumn total{tr("Running total (USD per month)"), Eigen::ArrayXd(kRows)};
    key.text << QStringLiteral("paper");
    name.text << tr("Paper's model");
    delta.values(0) = m_bridge.paper;
    double running = m_bridge.paper;
    total.values(0) = running;
    for (int i = 0; i < kEngineAssumptionCount; ++i) {
        const BridgeStep &step = m_bridge.steps[std::size_t(i)];
        key.text << QString::fromLatin1(engineAssumptionKey(step.assumption).data(),
                                        qsizetype(engineAssumptionKey(step.assumption).size()));
        name.text << BridgeTexts::assumptionName(step.assumption);
        delta.values(i + 1) = step.delta;
        running += step.delta;
        total.values(i + 1) = running;
    }
    key.text << QStringLiteral("engine");
    name.text << tr("Engine model");
    delta.values(kRows - 1) = m_bridge.engine;
    total.values(kRows - 1) = m_bridge.engine;
    for (Eigen::Index i = 0; i < kRows; ++i)
        key.values(i) = name.values(i) = double(i);
    return {key, name, delta, total};
}

void BridgeChart::updateSeries(const ChartData &)
{
    // The steps are the window's to compute (showBridge).
}

void BridgeChart::updateMarkers(const ChartData &)
{
}

void BridgeChart::restyle()
{
    m_totals->setPen(QPen(m_style.foreground, 1));
    m_totals->setBrush(m_style.muted);
    // Raising the cost in the warning red, lowering it in the savings green (opaque: a bar, not a band).
    QColor lower = m_style.savingsRegion;
    lower.setAlpha(255);
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        const QColor colour = m_raises[i] ? m_style.warning : lower;
        m_steps[i]->setPen(QPen(colour.darker(130), 1));
        m_steps[i]->setBrush(colour);
    }
    for (QCPItemText *label : m_valueLabels) {
        styleText(label, m_style.tickPointSize, m_style.foreground);
        label->setPadding(QMargins(4, 0, 4, 0));
    }
    m_plot->yAxis->setTickLabelFont(font(m_style.tickPointSize));
}

void BridgeChart::placeLabels()
{
    // Each value beyond its bar's right end; where the plot has no room there, before its left end (a
    // step's bar floats), or inside the bar (a total's starts at 0).
    const QRect area = m_plot->axisRect()->rect();
    for (int row = 0; row < int(m_barEnds.size()); ++row) { // nothing before showBridge()
        QCPItemText *label = m_valueLabels[std::size_t(row)];
        const double end = m_barEnds[std::size_t(row)];
        label->position->setCoords(end, row);
        label->setPositionAlignment(Qt::AlignVCenter | Qt::AlignLeft);
        styleText(label, m_style.tickPointSize, m_style.foreground);
        if (labelRect(label).right() <= area.right())
            continue;
        const bool total = row == 0 || row == rowCount() - 1;
        label->setPositionAlignment(Qt::AlignVCenter | Qt::AlignRight);
        if (total) {
            label->setColor(m_style.background);
            label->setBrush(Qt::NoBrush);
            continue;
        }
        label->position->setCoords(m_barStarts[std::size_t(row)], row);
        if (labelRect(label).left() < area.left()) { // no room either side: inside, at the end
            label->position->setCoords(end, row);
            label->setColor(m_style.background);
            label->setBrush(Qt::NoBrush);
        }
    }
}

} // namespace lorafleet
