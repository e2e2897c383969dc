// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/presentationmode.h"

#include "charts/chartboard.h"
#include "export/exportmenu.h"
#include "panels/parameterpanel.h"
#include "panels/summarypanel.h"
#include "window/viewswitcher.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

// The presenting look is drawn for a 1280x720 screen (logical pixels); the desk's charts grow by this.
constexpr QSize kDesignScreen(1280, 720);
// One chart fills the screen; two side by side or all five share it, so their text is smaller (1.6 for
// every arrangement cut legend words and ran the y-axis titles into the legends at Ctrl+2 and Ctrl+4).
double arrangementScale(ChartBoard::Arrangement arrangement)
{
    switch (arrangement) {
    case ChartBoard::Arrangement::Single:
        return 1.6;
    case ChartBoard::Arrangement::Pair:
        return 1.25;
    case ChartBoard::Arrangement::Grid:
        break;
    }
    return 1.0;
}
constexpr double kLargestRoomScale = 3; // 3840x2160 at pixel ratio 1

} // namespace

PresentationMode::PresentationMode(const Stage &stage, std::function<void()> restyleCharts)
    : m_stage(stage)
    , m_restyleCharts(std::move(restyleCharts))
{
    m_stage.window->installEventFilter(this);
}

double PresentationMode::roomScale(const QSize &windowSize)
{
    const double ratio = std::min(double(windowSize.width()) / kDesignScreen.width(),
                                  double(windowSize.height()) / kDesignScreen.height());
    // Steps of 0.05: a window a few pixels off restyles nothing.
    return std::clamp(std::floor(ratio * 20 + 1e-9) / 20, 1.0, kLargestRoomScale);
}

double PresentationMode::chartScale() const
{
    return m_presenting ? arrangementScale(m_stage.board->arrangement()) * m_roomScale : 1.0;
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (m_presenting && watched == m_stage.window && event->type() == QEvent::Resize)
        fitToWindow();
    return QObject::eventFilter(watched, event);
}

void PresentationMode::fitToWindow()
{
    QMainWindow *window = m_stage.window;
    // The sliders a quarter of the width (at least what they need), the chart the rest.
    m_stage.splitter->setSizes({window->width() / 4, window->width() - window->width() / 4});
    const double scale = roomScale(window->size());
    if (scale != m_roomScale) {
        m_roomScale = scale;
        restylePanels();
        m_restyleCharts();
    }
}

void PresentationMode::restylePanels()
{
    m_stage.panel->setPresentation(m_presenting, m_roomScale);
    m_stage.summary->setPresentation(m_presenting, m_roomScale);
    m_stage.views->setPresentation(m_presenting, m_roomScale);
}

void PresentationMode::addTo(QMenu *view)
{
    QMainWindow *window = m_stage.window;
    ChartBoard *board = m_stage.board;
    m_action = view->addAction(tr("&Presentation mode"), QKeySequence(Qt::Key_F5), window,
                               [this] { set(!m_presenting); });
    m_action->setCheckable(true);
    // While presenting: Esc leaves, Page Down/Up (a presenter's clicker) step through the charts.
    const auto presentingAction = [&](const QString &text, const QList<QKeySequence> &keys, auto slot) {
        QAction *action = view->addAction(text, window, slot);
        action->setShortcuts(keys);
        action->setEnabled(false);
        m_presentingActions.append(action);
    };
    presentingAction(tr("Leave presentation"), {QKeySequence(Qt::Key_Escape)}, [this] { set(false); });
    presentingAction(tr("Next chart"), {QKeySequence(Qt::Key_PageDown), QKeySequence(tr("Ctrl+Right"))},
                     [board] { board->showNext(); });
    presentingAction(tr("Previous chart"), {QKeySequence(Qt::Key_PageUp), QKeySequence(tr("Ctrl+Left"))},
                     [board] { board->showPrevious(); });
    const auto arrange = [this, board](ChartBoard::Arrangement arrangement) {
        board->setArrangement(arrangement);
        m_restyleCharts(); // the text's size follows the charts' (chartScale)
    };
    presentingAction(tr("One chart"), {QKeySequence(tr("Ctrl+1"))},
                     [arrange] { arrange(ChartBoard::Arrangement::Single); });
    presentingAction(tr("Two charts side by side"), {QKeySequence(tr("Ctrl+2"))},
                     [arrange] { arrange(ChartBoard::Arrangement::Pair); });
    presentingAction(tr("All charts"), {QKeySequence(tr("Ctrl+4"))},
                     [arrange] { arrange(ChartBoard::Arrangement::Grid); });
    for (QAction *action : m_presentingActions)
        window->addAction(action); // shortcuts work with the menu bar hidden
    window->addAction(m_action);
}

void PresentationMode::set(bool presenting, bool fullScreen)
{
    if (presenting == m_presenting)
        return;
    QMainWindow *window = m_stage.window;
    m_presenting = presenting;
    m_action->setChecked(presenting);
    for (QAction *action : m_presentingActions)
        action->setEnabled(presenting);
    m_stage.exports->setPresenting(presenting);
    if (presenting) {
        m_before = {window->saveGeometry(), window->windowState(), m_stage.splitter->saveState()};
        // The bars go before the text grows, and come back after it has shrunk: in between, the window's
        // minimum would mix the two looks and grow the window (1297x739 after Esc at 1280x720).
        window->menuBar()->setVisible(false);
        window->statusBar()->setVisible(false);
        m_stage.board->setArrangement(ChartBoard::Arrangement::Single);
    }
    m_roomScale = roomScale(window->size());
    restylePanels();
    m_restyleCharts();
    if (presenting) {
        if (fullScreen)
            window->showFullScreen();
        fitToWindow(); // again on every resize while presenting (eventFilter)
        return;
    }
    // The panel's desk-size minimum width reaches the splitter through posted layout requests: before
    // them, the grid of charts beside the presentation-size minimum would widen the window (1297 pixels
    // after Esc at 1280x720) and the splitter would keep the sliders 409 pixels wide instead of 280.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_stage.board->setArrangement(ChartBoard::Arrangement::Grid);
    window->menuBar()->setVisible(true);
    window->statusBar()->setVisible(true);
    window->setWindowState(m_before.state);
    window->restoreGeometry(m_before.geometry);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_stage.splitter->restoreState(m_before.splitter);
}

} // namespace lorafleet
