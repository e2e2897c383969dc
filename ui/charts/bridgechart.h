// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "model/modelbridge.h"

class QCPBars;

namespace lorafleet {

// Why the two models differ: a waterfall from the paper's monthly cost of the operating rule to the
// engine model's, one floating bar per assumption the engine model changes (its Shapley step), top to
// bottom. It draws a ModelBridge the model computed (modelBridge()); the window asks for it.
class BridgeChart : public Chart
{
    Q_OBJECT

public:
    explicit BridgeChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("model-bridge"); }
    // One row per bar, top to bottom: the paper's cost, each step, the engine's cost.
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;

    void showBridge(const ModelBridge &bridge);
    const ModelBridge &bridge() const { return m_bridge; }
    // The bars: the two totals, and one floating bar per step drawn (row 1 to rowCount() - 2), from the
    // running total before it to the one after (its base value is the lower of the two).
    QCPBars *totalBars() const { return m_totals; }
    QCPBars *stepBars(int row) const { return m_steps[std::size_t(row - 1)]; }
    bool raises(int row) const { return m_raises[std::size_t(row - 1)]; }
    // The rows drawn, top to bottom: the paper's cost, the steps that move it (the others are named in
    // the axis title), the engine's cost.
    int rowCount() const { return int(m_rowSteps.size()) + 2; }
    // The row of a step; -1 when it moves nothing and has none.
    int rowOf(EngineAssumption assumption) const;
    // The label written beside a row.
    QCPItemText *valueLabel(int row) const { return m_valueLabels[std::size_t(row)]; }
    static constexpr int kMaxRows = kEngineAssumptionCount + 2;

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    ModelBridge m_bridge;
    std::vector<EngineAssumption> m_rowSteps; // the steps drawn, in order
    QCPBars *m_totals = nullptr;
    std::vector<QCPBars *> m_steps; // one series per row, each with its own base value
    std::vector<bool> m_raises; // per step row: it raises the cost
    std::vector<QCPItemText *> m_valueLabels; // one per row
    std::vector<double> m_barEnds; // per row: the bar's right end, where its label goes
    std::vector<double>
        m_barStarts; // per row: the bar's left end, where its label goes when the right has no room
};

} // namespace lorafleet
