// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace lorafleet {

namespace {

const QString kSuffix = QStringLiteral(".lorafleet.json");
// The top-level key that ties autosaved work to its file; scenario readers ignore it (unknown key).
const QString kOriginKey = QStringLiteral("autosave_origin");

QString slotPath(const QString &id)
{
    return QDir(Autosave::folder()).filePath(id + kSuffix);
}

QString lockPath(const QString &id)
{
    return QDir(Autosave::folder()).filePath(id + QStringLiteral(".lock"));
}

std::unique_ptr<QLockFile> tryLock(const QString &id)
{
    auto lock = std::make_unique<QLockFile>(lockPath(id));
    // A lock is stale only when its process is gone, never because it is old: windows stay open
    // for days.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

// The scenario file's text with the origin as an extra top-level key after the opening brace.
QByteArray withOrigin(QByteArray bytes, const QString &origin)
{
    const QByteArray value = QJsonDocument(QJsonArray{origin}).toJson(QJsonDocument::Compact);
    const QByteArray line = "    \"" + kOriginKey.toUtf8() + "\": " + value.mid(1, value.size() - 2) + ",\n";
    const qsizetype afterBrace = bytes.indexOf('\n') + 1;
    return bytes.insert(afterBrace, line);
}

} // namespace

QString Autosave::folder()
{
    const QString base = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(base).filePath(QStringLiteral("autosave"));
}

Autosave::Autosave()
{
    QDir().mkpath(folder());
    // A fresh random id cannot be locked by anyone else; try again on the impossible collision.
    for (int attempt = 0; attempt < 4 && !m_lock; ++attempt)
        lock(QUuid::createUuid().toString(QUuid::WithoutBraces));
}

Autosave::~Autosave() = default;

bool Autosave::lock(const QString &id)
{
    auto locked = tryLock(id);
    if (!locked)
        return false;
    m_lock = std::move(locked);
    m_id = id;
    return true;
}

QString Autosave::filePath() const
{
    return slotPath(m_id);
}

WriteResult Autosave::write(const Scenario &scenario, const QString &origin)
{
    QDir().mkpath(folder()); // the folder may have been removed since
    return writeFileAtomically(filePath(), withOrigin(encodeScenario(scenario), origin));
}

void Autosave::discard()
{
    QFile::remove(filePath());
}

bool Autosave::adopt(const UnsavedScenario &unsaved)
{
    auto locked = tryLock(unsaved.id);
    if (!locked)
        return false;
    discard();
    m_lock = std::move(locked); // the old slot's lock is released with its QLockFile
    m_id = unsaved.id;
    return true;
}

std::vector<UnsavedScenario> Autosave::orphans()
{
    std::vector<UnsavedScenario> found;
    const QFileInfoList files =
        QDir(folder()).entryInfoList({u'*' + kSuffix}, QDir::Files | QDir::Hidden, QDir::Time);
    for (const QFileInfo &file : files) {
        const QString id = file.fileName().chopped(kSuffix.size());
        if (id.startsWith(u'.')) // a temporary file of a write in progress
            continue;
        const auto probe = tryLock(id);
        if (!probe) // a live window's work
            continue;
        LoadResult loaded = loadScenarioFile(file.filePath());
        if (!loaded.ok())
            continue;
        QFile raw(file.filePath());
        QString origin;
        if (raw.open(QIODevice::ReadOnly))
            origin = QJsonDocument::fromJson(raw.readAll()).object().value(kOriginKey).toString();
        found.push_back({id, file.filePath(), std::move(*loaded.scenario), origin, file.lastModified()});
    }
    return found;
}

bool Autosave::discardOrphan(const QString &id)
{
    const auto probe = tryLock(id);
    if (!probe)
        return false;
    return QFile::remove(slotPath(id)) || !QFile::exists(slotPath(id));
}

void Autosave::discardAllOrphans()
{
    const QFileInfoList files = QDir(folder()).entryInfoList({u'*' + kSuffix}, QDir::Files);
    for (const QFileInfo &file : files)
        discardOrphan(file.fileName().chopped(kSuffix.size()));
}

} // namespace lorafleet
