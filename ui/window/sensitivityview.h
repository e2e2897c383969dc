// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "model/sensitivity.h"

#include <QWidget>

namespace lorafleet {

class SegmentedChoice;
class TornadoChart;

// The Sensitivity view: the tornado of one output (savings, R or multiplexed GPUs), each parameter
// moved ±25 % within its valid range. Two evaluations per parameter, a few milliseconds: computed in
// the GUI thread for each scenario shown while the view is visible.
class SensitivityView : public QWidget
{
    Q_OBJECT

public:
    explicit SensitivityView(QWidget *parent = nullptr);

    TornadoChart *chart() const { return m_chart; }
    SegmentedChoice *outputSwitch() const { return m_output; }
    void setOutput(SensitivityOutput output);
    SensitivityOutput output() const { return m_outputKind; }
    void showScenario(const ChartData &data);
    void setDragging(bool dragging);
    void setActive(bool active);
    void renderNow();

private:
    void update();

    TornadoChart *m_chart = nullptr;
    SegmentedChoice *m_output = nullptr;
    SensitivityOutput m_outputKind = SensitivityOutput::Savings;
    Params m_params;
    bool m_hasParams = false;
    bool m_active = false;
    bool m_shown = false; // the chart shows m_params and m_outputKind
};

} // namespace lorafleet
