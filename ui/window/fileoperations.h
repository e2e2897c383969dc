// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenariofile.h"

#include <QObject>

#include <functional>

class QMenu;
class QWidget;

namespace lorafleet {

class Autosave;
class ScenarioDocument;
class Settings;

// The window's scenario files: New, Open, Open Recent, Save, Save As, the scenario's details and the
// presets, with their dialogs, and the recent files they remember.
class FileOperations : public QObject
{
    Q_OBJECT

public:
    // Shows what was done for timeout milliseconds (in the status bar).
    using Tell = std::function<void(const QString &message, int timeout)>;
    // autosave: the window's own, discarded once its work is saved.
    FileOperations(QWidget *window, ScenarioDocument *document, Settings *settings, Autosave *autosave,
                   Tell tell);

    // Adds New, Open, Open Recent, Save, Save As and Scenario details to `file`.
    void addTo(QMenu *file);

    // Without dialogs: they return what went wrong instead of showing it.
    LoadResult openFile(const QString &path);
    bool saveTo(const QString &path, QString *error);
    // Shows a shipped preset as one undoable step.
    LoadResult applyPreset(const QString &id);
    // Asks what to do with unsaved changes; false when the user cancels.
    bool maybeSave();
    // Opens the file as File → Open does: a refused file is named, with why, in a warning dialog.
    void openPath(const QString &path);

private:
    void openWithDialog();
    bool save();
    bool saveAs();
    void editDetails();
    void updateRecentMenu();
    void showLoadWarnings(const LoadResult &result, const QString &what);

    QWidget *m_window;
    ScenarioDocument *m_document;
    Settings *m_settings;
    Autosave *m_autosave;
    Tell m_tell;
    QMenu *m_recentMenu = nullptr;
};

} // namespace lorafleet
