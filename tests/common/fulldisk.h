// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A real full disk for tests: a small tmpfs mounted on a temporary folder, then filled to the last
// byte. Mounting needs root (CI runs as root); elsewhere the test skips, saying why.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

#include <unistd.h>

namespace lorafleet::testing {

class FullDisk
{
public:
    // A file system of `size` bytes; `files` are written before it is filled, so they exist intact.
    explicit FullDisk(qint64 size = 256 * 1024)
    {
        if (::geteuid() != 0) {
            m_problem = QStringLiteral("mounting a small tmpfs needs root (CI runs as root)");
            return;
        }
        const int status =
            QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=%1").arg(size), QStringLiteral("tmpfs"), m_dir.path()});
        if (status != 0) {
            m_problem = QStringLiteral("mount -t tmpfs failed (no permission to mount here)");
            return;
        }
        m_mounted = true;
    }
    ~FullDisk()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), m_dir.path()});
    }
    FullDisk(const FullDisk &) = delete;
    FullDisk &operator=(const FullDisk &) = delete;

    bool isMounted() const { return m_mounted; }
    QString problem() const { return m_problem; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return QDir(m_dir.path()).filePath(name); }

    // Fills every free byte with a file of its own (removeFiller() gives the space back).
    bool fill()
    {
        QFile filler(filePath(QStringLiteral(".filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray block(4096, '\0');
        while (filler.write(block) > 0) { }
        const QByteArray byte(1, '\0');
        while (filler.write(byte) > 0) { }
        return true;
    }
    // Names in the folder other than the filler: what a failed write must not leave behind.
    QStringList entries() const
    {
        QStringList names =
            QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        names.removeAll(QStringLiteral(".filler"));
        return names;
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    QString m_problem;
};

} // namespace lorafleet::testing

// Skips the test with a visible reason when the full disk cannot be made here.
#define LORAFLEET_REQUIRE_FULL_DISK(disk)                                                                    \
    do {                                                                                                     \
        if (!(disk).isMounted())                                                                             \
            QSKIP(qPrintable(QStringLiteral("SKIPPED full-disk check: ") + (disk).problem()));               \
    } while (false)
