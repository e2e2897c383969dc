// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;
class QTemporaryDir;

namespace lorafleet {

// The one owner of the app's persistent settings (QSettings lives nowhere else): window layout,
// recent files, export choices, and where the last scenario is kept for recovery.
class Settings
{
public:
    // User: the user's settings file. Scratch: a private file deleted with this object, for headless
    // commands that build a window (screenshot) and must neither read nor change what the user chose.
    enum class Storage { User, Scratch };
    explicit Settings(Storage storage = Storage::User);
    ~Settings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray &state);
    bool advancedVisible() const;
    void setAdvancedVisible(bool visible);

    static constexpr int kMaxRecentFiles = 8;
    QStringList recentFiles() const;
    void addRecentFile(const QString &path); // moves it to the top
    void removeRecentFile(const QString &path);

    QString exportFolder() const; // default: the user's pictures folder
    void setExportFolder(const QString &folder);
    int exportScale() const; // 1 to 4
    void setExportScale(int scale);
    bool exportCaption() const; // a caption line under exported charts; default on
    void setExportCaption(bool caption);

    // The scenario file open when the app last closed, reopened at start.
    QString lastScenarioFile() const;
    void setLastScenarioFile(const QString &path);

    bool showMeasurements() const; // the H200 measurements on the overhead chart
    void setShowMeasurements(bool show);
    bool showSimulated() const; // the simulated batches' band on the overhead chart
    void setShowSimulated(bool show);
    QString theme() const;
    void setTheme(const QString &theme);
    QString language() const; // empty: follow the system
    void setLanguage(const QString &language);

    void sync();
    // Forgets every setting (and any unsaved work that no open window holds).
    void clear();

private:
    std::unique_ptr<QTemporaryDir> m_scratch; // Scratch only
    std::unique_ptr<QSettings> m_settings;
};

} // namespace lorafleet
