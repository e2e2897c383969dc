// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/regularfile.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <iterator>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

namespace lorafleet {

namespace {

// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct RegularFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::RegularFile)
};

FileKind kindOf(mode_t mode)
{
    if (S_ISREG(mode))
        return FileKind::Regular;
    if (S_ISDIR(mode))
        return FileKind::Folder;
    if (S_ISFIFO(mode))
        return FileKind::NamedPipe;
    if (S_ISCHR(mode))
        return FileKind::CharacterDevice;
    if (S_ISBLK(mode))
        return FileKind::BlockDevice;
    if (S_ISSOCK(mode))
        return FileKind::Socket;
    return FileKind::Other;
}

// File systems whose files the kernel makes up as they are read: /proc, /sys, debugfs, tracefs,
// securityfs, configfs, cgroups, pstore, efivarfs, bpf.
bool isKernelFileSystem(const struct statfs &system)
{
    constexpr unsigned long kKernel[] = {0x9fa0,   0x62656572, 0x64626720, 0x74726163, 0x73636673, 0x62656570,
                                         0x27e0eb, 0x63677270, 0x6165676C, 0xde5e81e4, 0xcafe4a11};
    const auto type = static_cast<unsigned long>(system.f_type);
    return std::find(std::begin(kKernel), std::end(kKernel), type) != std::end(kKernel);
}

bool isKernelFile(int fd)
{
    struct statfs system;
    return ::fstatfs(fd, &system) == 0 && isKernelFileSystem(system);
}

// Checked before open() too: opening some of them (/proc/kmsg) already does something.
bool isKernelFile(const char *path)
{
    struct statfs system;
    return ::statfs(path, &system) == 0 && isKernelFileSystem(system);
}

OpenedFile failed(FileKind kind, int error)
{
    return {kind, qt_error_string(error)};
}

} // namespace

OpenedFile openRegularFile(const QString &path, QFile &file)
{
    if (path.isEmpty()) // a reader said "it is , not a file"
        return {FileKind::Missing,
                QCoreApplication::translate("lorafleet::ScenarioFile",
                                            "No file was named: the file name is empty.")};
    const QFileInfo info(path);
    if (!info.isNativePath()) {
        if (!info.exists())
            return {FileKind::Missing, {}};
        if (info.isDir())
            return {FileKind::Folder, {}};
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly))
            return {FileKind::Regular, file.errorString()};
        return {FileKind::Regular, {}, file.size()};
    }

    const QByteArray native = QFile::encodeName(path);
    struct stat status;
    if (::stat(native.constData(), &status) != 0) {
        const int error = errno;
        // ENOTDIR: a part of the path is a file. A dangling symbolic link is missing too.
        return failed(error == ENOENT || error == ENOTDIR ? FileKind::Missing : FileKind::Other, error);
    }
    if (!S_ISREG(status.st_mode))
        return {kindOf(status.st_mode), {}};
    if (isKernelFile(native.constData()))
        return {FileKind::KernelFile, {}};

    // O_NONBLOCK: if a FIFO took the file's place since stat(), open() returns at once instead of waiting
    // for a writer; O_NOCTTY: a terminal put there does not become ours.
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return failed(FileKind::Regular, errno);
    if (::fstat(fd, &status) != 0) {
        const int error = errno;
        ::close(fd);
        return failed(FileKind::Other, error);
    }
    if (!S_ISREG(status.st_mode)) {
        ::close(fd);
        return {kindOf(status.st_mode), {}};
    }
    if (isKernelFile(fd)) {
        ::close(fd);
        return {FileKind::KernelFile, {}};
    }
    // Reading a regular file never waits; the flag is cleared so that QFile sees an ordinary descriptor.
    if (const int flags = ::fcntl(fd, F_GETFL); flags != -1)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        const QString error = file.errorString();
        ::close(fd);
        return {FileKind::Regular, error};
    }
    return {FileKind::Regular, {}, static_cast<qint64>(status.st_size)};
}

QString fileKindText(FileKind kind)
{
    switch (kind) {
    case FileKind::Folder:
        return RegularFileTexts::tr("a folder");
    case FileKind::NamedPipe:
        return RegularFileTexts::tr("a named pipe (FIFO)");
    case FileKind::CharacterDevice:
        return RegularFileTexts::tr("a character device");
    case FileKind::BlockDevice:
        return RegularFileTexts::tr("a block device");
    case FileKind::Socket:
        return RegularFileTexts::tr("a socket");
    case FileKind::KernelFile:
        return RegularFileTexts::tr("a file of the kernel (/proc or /sys)");
    case FileKind::Other:
        return RegularFileTexts::tr("something other than a regular file");
    case FileKind::Regular:
    case FileKind::Missing:
        break;
    }
    return {};
}

} // namespace lorafleet
