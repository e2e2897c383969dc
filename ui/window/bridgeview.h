// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"

#include <QWidget>

class QLabel;

namespace lorafleet {

class BridgeChart;

// The "Why the models differ" view: the waterfall from the paper's monthly cost to the engine model's,
// and which model to use for what. The bridge evaluates the scenario once per combination of the
// assumptions that matter (64 at the defaults, about 10 ms): computed in the GUI thread for each scenario
// shown while the view is visible, once a drag ends.
class BridgeView : public QWidget
{
    Q_OBJECT

public:
    explicit BridgeView(QWidget *parent = nullptr);

    BridgeChart *chart() const { return m_chart; }
    QLabel *adviceLabel() const { return m_advice; }
    void showScenario(const ChartData &data);
    void setDragging(bool dragging);
    void setActive(bool active);
    void renderNow();
    // "Which model should I use?": the paper's model reproduces the article, the engine model is for budgets.
    static QString advice();

private:
    void update();

    BridgeChart *m_chart = nullptr;
    QLabel *m_advice = nullptr;
    Params m_params;
    bool m_hasParams = false;
    bool m_active = false;
    bool m_dragging = false;
    bool m_shown = false; // the chart shows m_params
};

} // namespace lorafleet
