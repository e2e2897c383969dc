// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/atomicwrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <QRegularExpression>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace lorafleet {

namespace {

struct AtomicWriteTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::AtomicWrite)
};

WriteResult failed(int errorNumber)
{
    return {false, fileErrorReason(errorNumber)};
}

WriteResult failed(const QString &reason)
{
    return {false, reason};
}

// Writes every byte, retrying short writes and interruptions; returns 0 or the errno.
int writeAll(int fd, const char *data, qsizetype size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, data, static_cast<size_t>(size));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (written == 0)
            return ENOSPC; // a regular file that takes no byte is full
        data += written;
        size -= written;
    }
    return 0;
}

// The permissions a new file gets from the umask, as open(..., 0666) would give it.
mode_t newFileMode()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

// fsync of the folder makes the rename itself durable; a folder that refuses it (some file systems
// do) still holds the renamed file, so that failure is not reported.
void syncFolder(const QByteArray &folder)
{
    const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// A temporary file's name: hidden, the target's name, this program's mark and the writer's process id,
// so that a leftover of a killed writer can be told from the file of one still writing.
QByteArray temporaryPattern(const QString &folder, const QString &name)
{
    return QFile::encodeName(QDir(folder).filePath(u'.' + name)) + ".lorafleet-" +
        QByteArray::number(qint64(::getpid())) + ".XXXXXX";
}

// Where fd's bytes get their name (bytes written into an unnamed O_TMPFILE): linked as a temporary
// name, then renamed over the target. Returns 0 or the errno.
int linkUnnamed(int fd, QByteArray &temporary)
{
    // mkstemp's letters without its file: a name to link to, retried while it is taken.
    for (int attempt = 0; attempt < 16; ++attempt) {
        QByteArray name = temporary;
        const int probe = ::mkostemp(name.data(), O_CLOEXEC);
        if (probe < 0)
            return errno;
        ::close(probe);
        ::unlink(name.constData());
        const QByteArray procPath = "/proc/self/fd/" + QByteArray::number(fd);
        if (::linkat(AT_FDCWD, procPath.constData(), AT_FDCWD, name.constData(), AT_SYMLINK_FOLLOW) == 0) {
            temporary = name;
            return 0;
        }
        if (errno != EEXIST)
            return errno;
    }
    return EEXIST;
}

} // namespace

QString fileErrorReason(int errorNumber)
{
    switch (errorNumber) {
    case ENOSPC:
        return AtomicWriteTexts::tr("the disk is full");
#ifdef EDQUOT
    case EDQUOT:
        return AtomicWriteTexts::tr("the disk quota is used up");
#endif
    case EFBIG:
        return AtomicWriteTexts::tr("the file is too large for this disk");
    case EACCES:
    case EPERM:
        return AtomicWriteTexts::tr("permission denied");
    case EROFS:
        return AtomicWriteTexts::tr("the disk is read-only");
    case ENOENT:
        return AtomicWriteTexts::tr("the folder does not exist");
    case ENOTDIR:
        return AtomicWriteTexts::tr("a part of the path is not a folder");
    case EISDIR:
        return AtomicWriteTexts::tr("it is a folder");
    case ENAMETOOLONG:
        return AtomicWriteTexts::tr("the file name is too long");
    case EIO:
        return AtomicWriteTexts::tr("the disk reported an input/output error");
    case EMFILE:
    case ENFILE:
        return AtomicWriteTexts::tr("too many files are open");
    case EBUSY:
    case ETXTBSY:
        return AtomicWriteTexts::tr("the file is in use");
    case EXDEV:
        return AtomicWriteTexts::tr("the file lies on another disk than its folder");
    default:
        break;
    }
    return AtomicWriteTexts::tr("system error %1 (%2)")
        .arg(errorNumber)
        .arg(QString::fromLocal8Bit(std::strerror(errorNumber)));
}

WriteResult writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty())
        return failed(AtomicWriteTexts::tr("no file name was given"));
    // A link is followed, as an editor would: the file it points to is replaced, the link stays.
    QFileInfo info(path);
    const QString target =
        info.isSymLink() && info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
    info = QFileInfo(target);
    if (info.isDir())
        return failed(EISDIR);
    if (info.exists() && !info.isFile())
        return failed(AtomicWriteTexts::tr("it is not a regular file"));
    const QString folder = info.absolutePath();
    if (!QFileInfo(folder).isDir())
        return failed(ENOENT);

    // A replaced file keeps its permissions; a new one gets the umask's.
    mode_t mode = newFileMode();
    struct stat existing;
    const QByteArray targetName = QFile::encodeName(target);
    if (::stat(targetName.constData(), &existing) == 0)
        mode = existing.st_mode & 07777;

    // The bytes go to an unnamed file first (O_TMPFILE): a save killed while writing leaves nothing behind.
    // It gets a name only once complete, for the rename; file systems without O_TMPFILE write to a named
    // temporary file, which removeStaleTemporaryFiles() clears after a crash.
    QByteArray temporary = temporaryPattern(folder, info.fileName());
    const QByteArray folderName = QFile::encodeName(folder);
    int fd = ::open(folderName.constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
    const bool unnamed = fd >= 0;
    if (!unnamed)
        fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0)
        return failed(errno);
    const auto abandon = [&](int errorNumber) {
        ::close(fd);
        if (!unnamed)
            ::unlink(temporary.constData());
        return failed(errorNumber);
    };
    if (::fchmod(fd, mode) != 0)
        return abandon(errno);
    if (const int error = writeAll(fd, bytes.constData(), bytes.size()))
        return abandon(error);
    if (::fsync(fd) != 0)
        return abandon(errno);
    if (unnamed) {
        if (const int error = linkUnnamed(fd, temporary)) {
            ::close(fd);
            return failed(error);
        }
    }
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temporary.constData());
        return failed(error);
    }
    if (::rename(temporary.constData(), targetName.constData()) != 0) {
        const int error = errno;
        ::unlink(temporary.constData());
        return failed(error);
    }
    syncFolder(QFile::encodeName(folder));
    return {true, {}};
}

int removeStaleTemporaryFiles(const QStringList &folders)
{
    // .NAME.lorafleet-PID.XXXXXX, left by a writer that is gone (kill(pid, 0) says no such process).
    static const QRegularExpression pattern(QStringLiteral("^\\..+\\.lorafleet-([0-9]+)\\.[A-Za-z0-9]{6}$"));
    int removed = 0;
    QStringList seen;
    for (const QString &folder : folders) {
        const QString canonical = QFileInfo(folder).canonicalFilePath();
        if (canonical.isEmpty() || seen.contains(canonical))
            continue;
        seen << canonical;
        const QDir dir(canonical);
        const QStringList names =
            dir.entryList({QStringLiteral(".*.lorafleet-*")}, QDir::Files | QDir::Hidden);
        for (const QString &name : names) {
            const QRegularExpressionMatch match = pattern.match(name);
            if (!match.hasMatch())
                continue;
            const auto pid = static_cast<pid_t>(match.captured(1).toLongLong());
            if (pid <= 0 || pid == ::getpid() || ::kill(pid, 0) == 0 || errno != ESRCH)
                continue;
            if (QFile::remove(dir.filePath(name)))
                ++removed;
        }
    }
    return removed;
}

} // namespace lorafleet
