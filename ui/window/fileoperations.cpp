// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/fileoperations.h"

#include "document/scenariodocument.h"
#include "io/autosave.h"
#include "io/presets.h"
#include "io/settings.h"
#include "text/format.h"
#include "window/detailsdialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace lorafleet {

namespace {
const QString kScenarioFilter = QStringLiteral("*.json");
} // namespace

FileOperations::FileOperations(QWidget *window, ScenarioDocument *document, Settings *settings,
                               Autosave *autosave, Tell tell)
    : m_window(window)
    , m_document(document)
    , m_settings(settings)
    , m_autosave(autosave)
    , m_tell(std::move(tell))
{
}

void FileOperations::addTo(QMenu *file)
{
    file->addAction(tr("&New"), QKeySequence::New, m_window, [this] {
        if (maybeSave())
            m_document->newScenario();
    });
    file->addAction(tr("&Open…"), QKeySequence::Open, m_window, [this] { openWithDialog(); });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addAction(tr("&Save"), QKeySequence::Save, m_window, [this] { save(); });
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, m_window, [this] { saveAs(); });
    file->addAction(tr("Scenario &details…"), m_window, [this] { editDetails(); });
}

void FileOperations::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = m_settings->recentFiles();
    for (const QString &path : files)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), m_window, [this, path] {
            if (maybeSave())
                openPath(path);
        });
    m_recentMenu->setEnabled(!files.isEmpty());
}

LoadResult FileOperations::openFile(const QString &path)
{
    const LoadResult result = m_document->open(path);
    if (result.ok()) {
        m_settings->addRecentFile(path);
        m_settings->setLastScenarioFile(m_document->filePath());
        updateRecentMenu();
    }
    return result;
}

bool FileOperations::saveTo(const QString &path, QString *error)
{
    if (!m_document->save(path, error))
        return false;
    m_settings->addRecentFile(path);
    m_settings->setLastScenarioFile(m_document->filePath());
    updateRecentMenu();
    m_autosave->discard(); // the work is safe in its file now
    return true;
}

LoadResult FileOperations::applyPreset(const QString &id)
{
    const LoadResult result = loadPreset(id);
    if (result.ok()) {
        const QString name = presetDisplayName(result.scenario->name);
        const double before = m_document->params().gpuPricePerHour;
        const double after = result.scenario->params.gpuPricePerHour;
        m_document->replaceWithPreset(*result.scenario, name, tr("Load preset %1").arg(name));
        // A preset carries its GPU's list price: a price the user set is replaced, so say so, and how back.
        if (before != after)
            m_tell(
                tr("Preset: %1. GPU price %2/h replaced by its list price %3/h (Edit > Undo restores yours)")
                    .arg(name, format::money(before), format::money(after)),
                10000);
        else
            m_tell(tr("Preset: %1").arg(name), 5000);
    }
    return result;
}

void FileOperations::showLoadWarnings(const LoadResult &result, const QString &what)
{
    if (result.warnings.isEmpty())
        return;
    QMessageBox::information(
        m_window, tr("Opened with warnings"),
        tr("%1 was opened, with these warnings:\n\n%2").arg(what, result.warnings.join(u'\n')));
}

void FileOperations::openWithDialog()
{
    if (!maybeSave())
        return;
    const QString folder = m_document->filePath().isEmpty()
        ? QDir::homePath()
        : QFileInfo(m_document->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open scenario"), folder, tr("Scenarios (%1);;All files (*)").arg(kScenarioFilter));
    if (!path.isEmpty())
        openPath(path);
}

void FileOperations::openPath(const QString &path)
{
    const LoadResult result = openFile(path);
    if (!result.ok()) {
        if (!QFileInfo::exists(path)) {
            m_settings->removeRecentFile(path);
            updateRecentMenu();
        }
        QMessageBox::warning(m_window, tr("Scenario not opened"),
                             tr("Cannot open %1:\n%2\n\nThe open scenario is unchanged.")
                                 .arg(QDir::toNativeSeparators(path), result.error));
        return;
    }
    showLoadWarnings(result, QDir::toNativeSeparators(path));
    m_tell(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
}

bool FileOperations::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!saveTo(m_document->filePath(), &error)) {
        QMessageBox::warning(m_window, tr("Scenario not saved"), error);
        return false;
    }
    m_tell(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->filePath())), 5000);
    return true;
}

bool FileOperations::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
        ? QDir(QDir::homePath()).filePath(m_document->displayName() + QStringLiteral(".json"))
        : m_document->filePath();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save scenario"), suggested,
                                                tr("Scenarios (%1)").arg(kScenarioFilter));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!saveTo(path, &error)) {
        QMessageBox::warning(m_window, tr("Scenario not saved"), error);
        return false;
    }
    return true;
}

bool FileOperations::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        m_window, tr("Unsaved changes"),
        tr("“%1” has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileOperations::editDetails()
{
    QString name = m_document->scenario().name;
    QString notes = m_document->scenario().notes;
    if (DetailsDialog::edit(m_window, name, notes))
        m_document->setDetails(name, notes);
}

} // namespace lorafleet
