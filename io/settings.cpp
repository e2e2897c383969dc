// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/settings.h"

#include "io/autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>

namespace lorafleet {

Settings::Settings(Storage storage)
{
    if (storage == Storage::User) {
        m_settings = std::make_unique<QSettings>();
        return;
    }
    m_scratch = std::make_unique<QTemporaryDir>();
    m_settings = std::make_unique<QSettings>(m_scratch->filePath(QStringLiteral("settings.ini")),
                                             QSettings::IniFormat);
}

Settings::~Settings() = default;

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(QStringLiteral("window/geometry")).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(QStringLiteral("window/geometry"), geometry);
}

QByteArray Settings::splitterState() const
{
    return m_settings->value(QStringLiteral("window/splitter")).toByteArray();
}

void Settings::setSplitterState(const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("window/splitter"), state);
}

bool Settings::advancedVisible() const
{
    return m_settings->value(QStringLiteral("window/advanced"), false).toBool();
}

void Settings::setAdvancedVisible(bool visible)
{
    m_settings->setValue(QStringLiteral("window/advanced"), visible);
}

QStringList Settings::recentFiles() const
{
    return m_settings->value(QStringLiteral("files/recent")).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    m_settings->setValue(QStringLiteral("files/recent"), files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    m_settings->setValue(QStringLiteral("files/recent"), files);
}

QString Settings::exportFolder() const
{
    return m_settings
        ->value(QStringLiteral("export/folder"),
                QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
        .toString();
}

void Settings::setExportFolder(const QString &folder)
{
    m_settings->setValue(QStringLiteral("export/folder"), folder);
}

int Settings::exportScale() const
{
    return std::clamp(m_settings->value(QStringLiteral("export/scale"), 2).toInt(), 1, 4);
}

void Settings::setExportScale(int scale)
{
    m_settings->setValue(QStringLiteral("export/scale"), std::clamp(scale, 1, 4));
}

bool Settings::exportCaption() const
{
    return m_settings->value(QStringLiteral("export/caption"), true).toBool();
}

void Settings::setExportCaption(bool caption)
{
    m_settings->setValue(QStringLiteral("export/caption"), caption);
}

QString Settings::lastScenarioFile() const
{
    return m_settings->value(QStringLiteral("files/last")).toString();
}

void Settings::setLastScenarioFile(const QString &path)
{
    m_settings->setValue(QStringLiteral("files/last"), path);
}

bool Settings::showMeasurements() const
{
    return m_settings->value(QStringLiteral("view/measurements"), false).toBool();
}

void Settings::setShowMeasurements(bool show)
{
    m_settings->setValue(QStringLiteral("view/measurements"), show);
}

bool Settings::showSimulated() const
{
    return m_settings->value(QStringLiteral("view/simulated"), false).toBool();
}

void Settings::setShowSimulated(bool show)
{
    m_settings->setValue(QStringLiteral("view/simulated"), show);
}

QString Settings::theme() const
{
    return m_settings->value(QStringLiteral("view/theme"), QStringLiteral("light")).toString();
}

void Settings::setTheme(const QString &theme)
{
    m_settings->setValue(QStringLiteral("view/theme"), theme);
}

QString Settings::language() const
{
    return m_settings->value(QStringLiteral("view/language")).toString();
}

void Settings::setLanguage(const QString &language)
{
    m_settings->setValue(QStringLiteral("view/language"), language);
}

void Settings::clear()
{
    m_settings->clear();
    Autosave::discardAllOrphans();
}

void Settings::sync()
{
    m_settings->sync();
}

} // namespace lorafleet
