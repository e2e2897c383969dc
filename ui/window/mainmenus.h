// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMainWindow;

namespace lorafleet {

struct Calibration;
class ExportMenu;
class FileOperations;
class PresentationMode;
class ScenarioDocument;
class SessionKeeper;
class Settings;
class ViewSwitcher;

// The window's menu bar: File, Edit, View, Presets, Help. Rooms with menu entries of their own add
// them (files, exports, presenting, recovery); what changes the window itself is a signal the window
// connects.
class MainMenus : public QObject
{
    Q_OBJECT

public:
    struct Rooms
    {
        FileOperations *files;
        SessionKeeper *session;
        ExportMenu *exports;
        PresentationMode *presentation;
        ScenarioDocument *document; // its undo history
        Settings *settings; // the language
        const Calibration *calibration; // the measured H200, if shipped
        ViewSwitcher *views; // Charts, Phase map, Sensitivity
    };
    MainMenus(QMainWindow *window, const Rooms &rooms);

    // The theme View → Theme shows as chosen.
    void showTheme(const QString &name) { m_theme = name; }
    // Whether View → Measured H200 points is checked.
    void showMeasurements(bool shown);
    // Whether View → Show simulated batches is checked.
    void showSimulated(bool shown);
    // Whether View → Advanced parameters is checked (the panel's own toggle, a restored session and
    // presenting change it too).
    void showAdvanced(bool shown);
    QAction *advancedAction() const { return m_advanced; }

Q_SIGNALS:
    void resetRequested();
    void themeChosen(const QString &name);
    void advancedToggled(bool visible);
    void measurementsToggled(bool shown);
    void simulatedToggled(bool shown);

private:
    QMainWindow *m_window;
    QString m_theme;
    QAction *m_measurements = nullptr;
    QAction *m_simulated = nullptr;
    QAction *m_advanced = nullptr;
};

} // namespace lorafleet
