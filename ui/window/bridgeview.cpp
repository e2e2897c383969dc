// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/bridgeview.h"

#include "charts/bridgechart.h"
#include "model/modelbridge.h"

#include <QLabel>
#include <QVBoxLayout>

namespace lorafleet {

BridgeView::BridgeView(QWidget *parent)
    : QWidget(parent)
    , m_chart(new BridgeChart)
    , m_advice(new QLabel(advice()))
{
    setObjectName(QStringLiteral("bridge-view"));
    m_chart->setObjectName(m_chart->fileStem());
    m_advice->setObjectName(QStringLiteral("bridge-advice"));
    m_advice->setWordWrap(true); // it must not widen the window (presenting leaves the views less room)
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_advice);
    layout->addWidget(m_chart, 1);
}

QString BridgeView::advice()
{
    return tr("Which model should I use? The paper's model reproduces the article's figures exactly: use it "
              "to check the paper. The engine model derives each GPU's capacity from its memory, bandwidth "
              "and compute and the serving engine's measured constants, and is checked against published "
              "measurements it was not fitted to (Help → About the model): use it for budgets, with its "
              "band.");
}

void BridgeView::showScenario(const ChartData &data)
{
    m_chart->showScenario(data);
    if (m_hasParams && data.params == m_params)
        return;
    m_params = data.params;
    m_hasParams = true;
    m_shown = false;
    update();
}

void BridgeView::setDragging(bool dragging)
{
    m_chart->setDragging(dragging);
    // The bridge's 2^n evaluations (10 ms at the defaults) would not fit a drag's frame: it follows the
    // scenario when the slider is let go.
    m_dragging = dragging;
    update();
}

void BridgeView::setActive(bool active)
{
    m_active = active;
    update();
}

void BridgeView::update()
{
    if (!m_active || !m_hasParams || m_shown || m_dragging)
        return;
    m_chart->setModel(m_params.model);
    m_chart->showBridge(modelBridge(m_params));
    m_shown = true;
}

void BridgeView::renderNow()
{
    if (!m_hasParams)
        return;
    if (!m_shown) {
        m_chart->setModel(m_params.model);
        m_chart->showBridge(modelBridge(m_params));
    }
    m_shown = true;
    m_chart->flush();
}

} // namespace lorafleet
