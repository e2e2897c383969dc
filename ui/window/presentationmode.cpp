#include "presentationmode.h"

#include "chartboard.h"
#include "exportmenu.h"
#include "parameterpanel.h"
#include "summarypanel.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>

namespace lorafleet {

PresentationMode::PresentationMode(const Stage &stage, std::function<void()> restyleCharts)
    : m_stage(stage)
    , m_restyleCharts(std::move(restyleCharts))
{
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
    presentingAction(tr("One chart"), {QKeySequence(tr("Ctrl+1"))},
                     [board] { board->setArrangement(ChartBoard::Arrangement::Single); });
    presentingAction(tr("Two charts side by side"), {QKeySequence(tr("Ctrl+2"))},
                     [board] { board->setArrangement(ChartBoard::Arrangement::Pair); });
    presentingAction(tr("All charts"), {QKeySequence(tr("Ctrl+4"))},
                     [board] { board->setArrangement(ChartBoard::Arrangement::Grid); });
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
    if (presenting) {
        m_before = {window->saveGeometry(), window->windowState(), m_stage.splitter->saveState()};
        m_stage.board->setArrangement(ChartBoard::Arrangement::Single);
    } else {
        m_stage.board->setArrangement(ChartBoard::Arrangement::Grid);
    }
    m_stage.exports->setPresenting(presenting);
    window->menuBar()->setVisible(!presenting);
    window->statusBar()->setVisible(!presenting);
    m_stage.panel->setPresentation(presenting);
    m_stage.summary->setPresentation(presenting);
    m_restyleCharts();
    if (presenting) {
        if (fullScreen)
            window->showFullScreen();
        m_stage.splitter->setSizes({window->width() / 4, window->width() - window->width() / 4});
    } else {
        window->setWindowState(m_before.state);
        window->restoreGeometry(m_before.geometry);
        m_stage.splitter->restoreState(m_before.splitter);
    }
}

} // namespace lorafleet
