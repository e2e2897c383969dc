// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "model/sensitivity.h"

class QCPBars;

namespace lorafleet {

// Which assumption matters most: each parameter moved to the low and the high end of its range, the
// chosen output at each end as a bar from the scenario's own value (the centre line), largest swing on
// top. It draws a Sensitivity the model computed (computeSensitivity); the window chooses the output.
class TornadoChart : public Chart
{
    Q_OBJECT

public:
    // At most this many bars are drawn (the largest swings); the table behind the chart has every row.
    static constexpr int kMaxBars = 14;

    explicit TornadoChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("sensitivity"); }
    // One row per parameter, largest swing first: key, low, high, output at low, output at high.
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;

    void showSensitivity(const Sensitivity &sensitivity);
    const Sensitivity &sensitivity() const { return m_sensitivity; }
    // The rows drawn as bars, top to bottom.
    std::vector<SensitivityRow> shownRows() const;
    // The bars: the output with each parameter at its low end, and at its high end (bar i is row i),
    // each as its change from the centre line (QCPBars draws from baseValue() to baseValue() + value).
    QCPBars *lowBars() const { return m_low; }
    QCPBars *highBars() const { return m_high; }
    // Hatched over the bars whose end does not fit in GPU memory (SensitivityRow::fitsLow, fitsHigh):
    // keyed like lowBars() and highBars(), holding only those bars.
    QCPBars *lowMisfitBars() const { return m_lowMisfit; }
    QCPBars *highMisfitBars() const { return m_highMisfit; }
    // The label written at a bar's end (row, high end or low end).
    QCPItemText *valueLabel(int row, bool high) const { return m_valueLabels[std::size_t(2 * row + high)]; }
    // What hovering over bar `row` shows; empty outside the bars.
    QString describeRow(int row) const;
    // A row's parameter in the reader's words ("GPU price"), its key when it has none.
    static QString rowLabel(const SensitivityRow &row);
    // The output's value in words ("$3.9k", "29.8×", "1.075 GPUs").
    static QString formatOutput(SensitivityOutput output, double value);
    static QString outputName(SensitivityOutput output);

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    Sensitivity m_sensitivity;
    QCPBars *m_low = nullptr;
    QCPBars *m_high = nullptr;
    QCPBars *m_lowMisfit = nullptr;
    QCPBars *m_highMisfit = nullptr;
    std::vector<bool> m_labelFits; // per value label: its end fits in GPU memory
    QCPItemStraightLine *m_centre = nullptr;
    QCPItemText *m_centreLabel = nullptr;
    QCPItemText *m_empty = nullptr; // shown when no parameter moves the output
    std::vector<QCPItemText *> m_valueLabels; // the output at each bar's end, two per bar
};

} // namespace lorafleet
