// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"

#include <QWidget>

#include <vector>

class QActionGroup;
class QMenu;
class QStackedWidget;
class QTabBar;

namespace lorafleet {

class BridgeView;
class ChartBoard;
class PhaseMapView;
class SensitivityView;

// The views under the summary, one at a time, chosen with a tab bar or View → Charts / Phase map /
// Sensitivity / Why the models differ (Ctrl+Shift+1 to 4): the charts (the default), where the answer
// changes, which assumption matters most, and the bridge between the two models' costs. The views the
// user does not see compute nothing.
class ViewSwitcher : public QWidget
{
    Q_OBJECT

public:
    enum class View { Charts, PhaseMap, Sensitivity, Bridge };
    static constexpr int kViews = 4;

    explicit ViewSwitcher(ChartBoard *board, QWidget *parent = nullptr);

    // Adds one checkable action per view, with its shortcut, to `menu`, and to `window` so that the
    // shortcuts work while the menu bar is hidden (presenting).
    void addTo(QMenu *menu, QWidget *window);
    void setView(View view);
    View view() const;
    QAction *action(View view) const;
    // The widget of a view (the chart board for Charts).
    QWidget *page(View view) const;
    // The charts of the view shown now: what the export menu exports.
    std::vector<Chart *> currentCharts() const;
    // The views' own charts (phase map, tornado), for styling.
    std::vector<Chart *> viewCharts() const;

    PhaseMapView *phaseMapView() const { return m_phaseMap; }
    SensitivityView *sensitivityView() const { return m_sensitivity; }
    BridgeView *bridgeView() const { return m_bridge; }
    // The scenario the window shows; the views compute only when they are the one shown.
    void showScenario(const ChartData &data);
    void setDragging(bool dragging);
    // Presenting: the tabs' text grows with the room (PresentationMode::roomScale); the desk's back after.
    void setPresentation(bool presenting, double roomScale = 1);
    QTabBar *tabBar() const { return m_tabs; }
    // Computes the shown view's figures now, at full resolution (tests, screenshots).
    void renderNow();

Q_SIGNALS:
    void viewChanged(lorafleet::ViewSwitcher::View view);

private:
    void onCurrentChanged(int index);

    ChartBoard *m_board;
    PhaseMapView *m_phaseMap;
    SensitivityView *m_sensitivity;
    BridgeView *m_bridge;
    QTabBar *m_tabs;
    QStackedWidget *m_stack;
    QActionGroup *m_actions = nullptr;
    std::vector<QAction *> m_viewActions;
};

} // namespace lorafleet
