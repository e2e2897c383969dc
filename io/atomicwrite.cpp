// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/atomicwrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
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

    QByteArray temporary = QFile::encodeName(QDir(folder).filePath(u'.' + info.fileName())) + ".XXXXXX";
    const int fd = ::mkostemp(temporary.data(), O_CLOEXEC);
    if (fd < 0)
        return failed(errno);
    const auto abandon = [&](int errorNumber) {
        ::close(fd);
        ::unlink(temporary.constData());
        return failed(errorNumber);
    };
    if (::fchmod(fd, mode) != 0)
        return abandon(errno);
    if (const int error = writeAll(fd, bytes.constData(), bytes.size()))
        return abandon(error);
    if (::fsync(fd) != 0)
        return abandon(errno);
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

} // namespace lorafleet
