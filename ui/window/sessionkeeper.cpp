// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/sessionkeeper.h"

#include "document/scenariodocument.h"
#include "io/autosave.h"
#include "window/recoverydialog.h"

#include <QMenu>
#include <QMessageBox>
#include <QTimer>

namespace lorafleet {

SessionKeeper::SessionKeeper(QWidget *window, ScenarioDocument *document, Tell tell)
    : m_window(window)
    , m_document(document)
    , m_tell(std::move(tell))
    , m_autosave(std::make_unique<Autosave>())
    , m_timer(new QTimer(this))
{
    // A burst of edits is written once, when they pause.
    m_timer->setSingleShot(true);
    m_timer->setInterval(800);
    connect(m_timer, &QTimer::timeout, this, &SessionKeeper::writeAside);
    connect(m_document, &ScenarioDocument::paramsChanged, m_timer, qOverload<>(&QTimer::start));
    connect(m_document, &ScenarioDocument::detailsChanged, m_timer, qOverload<>(&QTimer::start));
}

SessionKeeper::~SessionKeeper() = default;

void SessionKeeper::addTo(QMenu *file, std::function<bool()> maybeSave)
{
    file->addAction(tr("Recover &unsaved scenarios…"), m_window, [this, maybeSave = std::move(maybeSave)] {
        if (Autosave::orphans().empty()) {
            QMessageBox::information(m_window, tr("Recover unsaved scenarios"),
                                     tr("No unsaved scenarios were left behind."));
            return;
        }
        if (maybeSave())
            recoverUnsaved();
    });
}

void SessionKeeper::writeAside()
{
    if (!m_document->isModified()) {
        m_autosave->discard();
        return;
    }
    const WriteResult written = m_autosave->write(m_document->scenario(), m_document->filePath());
    if (written) {
        if (m_failing)
            m_tell(tr("Unsaved work is kept safe again."), 5000);
        m_failing = false;
        return;
    }
    if (m_failing)
        return; // said once already
    m_failing = true;
    const QString message =
        tr("Your unsaved work could not be kept aside (%1): save the scenario to keep it safe.")
            .arg(written.reason);
    m_tell(message, 0);
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Unsaved work not kept"), message, QMessageBox::Ok,
                                m_window);
    box->setObjectName(QStringLiteral("autosaveWarning"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not modal: editing goes on
}

bool SessionKeeper::recoverUnsaved()
{
    std::vector<UnsavedScenario> unsaved = Autosave::orphans();
    if (unsaved.empty())
        return false;
    RecoveryDialog dialog(std::move(unsaved), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const std::optional<UnsavedScenario> chosen = dialog.chosen();
    if (!chosen || !m_autosave->adopt(*chosen)) {
        QMessageBox::warning(m_window, tr("Scenario not restored"),
                             tr("Another window has restored this scenario already."));
        return false;
    }
    const LoadResult original = chosen->origin.isEmpty() ? LoadResult{} : loadScenarioFile(chosen->origin);
    m_document->adopt(chosen->scenario, original.ok() ? chosen->origin : QString(),
                      original.ok() ? *original.scenario : Scenario{});
    m_tell(tr("Restored your unsaved scenario."), 8000);
    return true;
}

void SessionKeeper::close()
{
    m_timer->stop();
    m_autosave->discard(); // saved or knowingly discarded
}

} // namespace lorafleet
