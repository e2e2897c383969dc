// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/comparemenu.h"

#include "document/scenariodocument.h"
#include "io/presets.h"
#include "text/format.h"
#include "window/comparepins.h"
#include "window/differencesdock.h"

#include <QAction>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace lorafleet {

CompareMenu::CompareMenu(QMainWindow *window, ComparePins *pins, ScenarioDocument *document, Tell tell)
    : m_window(window)
    , m_pins(pins)
    , m_document(document)
    , m_tell(std::move(tell))
    , m_dock(new DifferencesDock(window))
{
    window->addDockWidget(Qt::RightDockWidgetArea,
                          m_dock); // beside the charts: 1280 × 720 has no height to spare
    m_dock->hide();
    connect(m_dock, &DifferencesDock::clearRequested, m_pins, &ComparePins::clear);
    const auto refreshShown = [this](bool visible) {
        if (visible)
            refresh();
    };
    connect(m_dock, &QDockWidget::visibilityChanged, this, refreshShown);
    connect(m_dock->toggleViewAction(), &QAction::triggered, this,
            refreshShown); // after the dock shows itself
    connect(m_pins, &ComparePins::changed, this, &CompareMenu::refresh);
}

void CompareMenu::addTo(QAction *before)
{
    auto *menu = new QMenu(tr("&Compare"), m_window);
    menu->setObjectName(QStringLiteral("compare-menu"));
    m_window->menuBar()->insertMenu(before, menu);
    m_pin = menu->addAction(tr("&Pin current scenario"), this, &CompareMenu::pinCurrent);
    m_pin->setObjectName(QStringLiteral("compare-pin"));
    m_pin->setShortcut(QKeySequence(tr("Ctrl+P")));
    m_pin->setToolTip(tr("Keeps this scenario's curves on every chart while you change the parameters"));
    QAction *addFile = menu->addAction(tr("Add scenario &files…"), this, &CompareMenu::addFiles);
    addFile->setObjectName(QStringLiteral("compare-add-files"));
    QMenu *presetMenu = menu->addMenu(tr("Add p&reset"));
    for (const PresetInfo &preset : presets()) {
        QAction *action = presetMenu->addAction(preset.name, this, [this, id = preset.id] {
            const QString error = m_pins->pinPreset(id, m_document->params());
            if (!error.isEmpty())
                QMessageBox::warning(m_window, tr("Not pinned"), error);
        });
        action->setObjectName(QStringLiteral("compare-preset-") + preset.id);
    }
    QMenu *removeMenu = menu->addMenu(tr("&Remove pin"));
    connect(removeMenu, &QMenu::aboutToShow, this, [this, removeMenu] {
        removeMenu->clear();
        for (qsizetype i = 0; i < m_pins->count(); ++i)
            removeMenu->addAction(m_pins->pins()[i].label, this, [this, i] { m_pins->remove(i); });
        if (m_pins->count() == 0)
            removeMenu->addAction(tr("No scenario is pinned"))->setEnabled(false);
    });
    QAction *clear = menu->addAction(tr("&Clear pins"), m_pins, &ComparePins::clear);
    clear->setObjectName(QStringLiteral("compare-clear"));
    menu->addSeparator();
    m_differences = m_dock->toggleViewAction();
    m_differences->setText(tr("Show &differences"));
    m_differences->setObjectName(QStringLiteral("compare-differences"));
    m_differences->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    menu->addAction(m_differences);
    m_window->addAction(m_pin);
    m_window->addAction(m_differences);
    connect(menu, &QMenu::aboutToShow, this, [this, addFile, presetMenu] {
        m_pin->setEnabled(!m_pins->isFull());
        addFile->setEnabled(!m_pins->isFull());
        presetMenu->setEnabled(!m_pins->isFull());
    });
}

void CompareMenu::showCurrent(const Evaluation &evaluation)
{
    m_current = {m_document->displayName(), m_document->filePath(), evaluation.params, evaluation.figures};
    refresh();
}

void CompareMenu::refresh()
{
    if (m_dock->isHidden())
        return; // filled when shown (visibilityChanged)
    m_dock->showComparison(QList<ComparedScenario>{m_current} + m_pins->pins());
}

void CompareMenu::pinCurrent()
{
    // Named by the scenario (when it has a name or a file) and where it stood: pins taken while
    // moving a slider get names of their own, short enough for a legend; the GPU's memory and price tell
    // two GPUs (two presets) apart at the same K and skew.
    const Params &params = m_document->params();
    const QString where = tr("K = %1, s = %2, %3 at %4/h")
                              .arg(format::adapters(double(params.adapters)), format::skew(params.skew),
                                   format::gigabytes(params.hbmGb), format::money(params.gpuPricePerHour));
    const bool untitled = m_document->scenario().name.trimmed().isEmpty() && m_document->filePath().isEmpty();
    const QString label = untitled ? where : tr("%1 · %2").arg(m_document->displayName(), where);
    const QString error = m_pins->pin(label, m_document->filePath(), params);
    m_tell(error.isEmpty() ? tr("Pinned %1: it stays on the charts while you change the scenario")
                                 .arg(m_pins->pins().last().label)
                           : error);
}

void CompareMenu::addFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(m_window, tr("Add scenarios to compare"),
                                                            QString(), tr("Scenarios (*.json)"));
    for (const QString &path : paths) {
        const QString error = m_pins->pinFile(path);
        if (!error.isEmpty()) {
            QMessageBox::warning(m_window, tr("Not pinned"), error);
            return;
        }
    }
}

} // namespace lorafleet
