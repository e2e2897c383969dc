// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/viewswitcher.h"

#include "charts/bridgechart.h"
#include "charts/chartboard.h"
#include "charts/phasemapchart.h"
#include "charts/tornadochart.h"
#include "window/bridgeview.h"
#include "window/phasemapview.h"
#include "window/sensitivityview.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QStackedWidget>
#include <QTabBar>
#include <QVBoxLayout>

namespace lorafleet {

namespace {
constexpr int kTabSpacing = 2; // between the tabs and the view, on the desk
}

ViewSwitcher::ViewSwitcher(ChartBoard *board, QWidget *parent)
    : QWidget(parent)
    , m_board(board)
    , m_phaseMap(new PhaseMapView)
    , m_sensitivity(new SensitivityView)
    , m_bridge(new BridgeView)
    , m_tabs(new QTabBar)
    , m_stack(new QStackedWidget)
{
    setObjectName(QStringLiteral("view-switcher"));
    m_tabs->setObjectName(QStringLiteral("view-tabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(false);
    m_tabs->setDrawBase(false);
    m_tabs->addTab(tr("Charts"));
    m_tabs->addTab(tr("Phase map"));
    m_tabs->addTab(tr("Sensitivity"));
    m_tabs->addTab(tr("Why the models differ"));
    m_tabs->setTabToolTip(0, tr("The charts of this scenario"));
    m_tabs->setTabToolTip(1, tr("Where the answer changes: the verdict over catalog size and skew"));
    m_tabs->setTabToolTip(2, tr("Which assumption matters most: each parameter moved down and up"));
    m_tabs->setTabToolTip(3,
                          tr("From the paper's monthly cost to the engine model's, one step per assumption"));
    m_stack->addWidget(m_board);
    m_stack->addWidget(m_phaseMap);
    m_stack->addWidget(m_sensitivity);
    m_stack->addWidget(m_bridge);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(kTabSpacing);
    layout->addWidget(m_tabs);
    layout->addWidget(m_stack, 1);
    connect(m_tabs, &QTabBar::currentChanged, this, &ViewSwitcher::onCurrentChanged);
}

void ViewSwitcher::setPresentation(bool presenting, double roomScale)
{
    // The tabs' own padding separates them from the charts: all five charts under the presentation-size
    // summary need every pixel of a 720-pixel screen's height.
    layout()->setSpacing(presenting ? 0 : kTabSpacing);
    if (!presenting) {
        m_tabs->setFont(QFont()); // nothing set: the switcher's font again
        return;
    }
    // The desk's size on a 1280x720 screen (larger, they took the five charts' last pixels of height),
    // growing with the screen like the charts.
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * roomScale);
    m_tabs->setFont(font);
}

void ViewSwitcher::addTo(QMenu *menu, QWidget *window)
{
    m_actions = new QActionGroup(this);
    const QStringList names{tr("&Charts"), tr("P&hase map"), tr("&Sensitivity"),
                            tr("&Why the models differ")};
    const QStringList ids{QStringLiteral("view-charts"), QStringLiteral("view-phase-map"),
                          QStringLiteral("view-sensitivity"), QStringLiteral("view-bridge")};
    for (int i = 0; i < kViews; ++i) {
        QAction *action = menu->addAction(names[i]);
        action->setObjectName(ids[i]);
        action->setCheckable(true);
        action->setChecked(i == m_tabs->currentIndex());
        action->setShortcut(QKeySequence(tr("Ctrl+Shift+%1").arg(i + 1)));
        m_actions->addAction(action);
        connect(action, &QAction::triggered, this, [this, i] { setView(View(i)); });
        window->addAction(action);
        m_viewActions.push_back(action);
    }
}

void ViewSwitcher::setView(View view)
{
    m_tabs->setCurrentIndex(int(view));
}

ViewSwitcher::View ViewSwitcher::view() const
{
    return View(m_tabs->currentIndex());
}

QAction *ViewSwitcher::action(View view) const
{
    return std::size_t(view) < m_viewActions.size() ? m_viewActions[std::size_t(view)] : nullptr;
}

QWidget *ViewSwitcher::page(View view) const
{
    return m_stack->widget(int(view));
}

void ViewSwitcher::onCurrentChanged(int index)
{
    m_stack->setCurrentIndex(index);
    if (std::size_t(index) < m_viewActions.size())
        m_viewActions[std::size_t(index)]->setChecked(true);
    m_phaseMap->setActive(View(index) == View::PhaseMap);
    m_sensitivity->setActive(View(index) == View::Sensitivity);
    m_bridge->setActive(View(index) == View::Bridge);
    Q_EMIT viewChanged(View(index));
}

std::vector<Chart *> ViewSwitcher::currentCharts() const
{
    switch (view()) {
    case View::Charts:
        return m_board->allCharts();
    case View::PhaseMap:
        return {m_phaseMap->chart()};
    case View::Sensitivity:
        return {m_sensitivity->chart()};
    case View::Bridge:
        return {m_bridge->chart()};
    }
    return {};
}

std::vector<Chart *> ViewSwitcher::viewCharts() const
{
    return {m_phaseMap->chart(), m_sensitivity->chart(), m_bridge->chart()};
}

void ViewSwitcher::showScenario(const ChartData &data)
{
    m_phaseMap->showScenario(data);
    m_sensitivity->showScenario(data);
    m_bridge->showScenario(data);
}

void ViewSwitcher::setDragging(bool dragging)
{
    m_phaseMap->setDragging(dragging);
    m_sensitivity->setDragging(dragging);
    m_bridge->setDragging(dragging);
}

void ViewSwitcher::renderNow()
{
    if (view() == View::PhaseMap)
        m_phaseMap->renderNow();
    else if (view() == View::Sensitivity)
        m_sensitivity->renderNow();
    else if (view() == View::Bridge)
        m_bridge->renderNow();
}

} // namespace lorafleet
