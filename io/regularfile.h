// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>

namespace lorafleet {

// What a path names, as far as reading it goes.
enum class FileKind {
    Regular,
    Missing,
    Folder,
    NamedPipe,
    CharacterDevice,
    BlockDevice,
    Socket,
    KernelFile, // a file of /proc, /sys and their kin: made up as it is read, its size says nothing
    Other
};

struct OpenedFile
{
    FileKind kind = FileKind::Missing;
    QString error; // the system's reason when the path could not be checked or opened; empty otherwise
    // The size when it was opened: a reader reads this many bytes and no more, so that a file another
    // program is still writing (faster than it is read) ends.
    qint64 size = 0;
};

// Opens path read-only into file only when it names a regular file (symbolic links followed). Never
// blocks: opening a FIFO waits for a writer, so the path is checked with stat() first, opened with
// O_NONBLOCK and checked again with fstat(), which also refuses a FIFO or device put in its place between
// the two. Files of kernel file systems (/proc/kmsg blocks, /proc/self/... never ends) are refused as
// KernelFile. file is open exactly when kind is Regular and error is empty. Paths that only Qt reads (":/..."
// resources) cannot be pipes or devices and are opened by QFile.
OpenedFile openRegularFile(const QString &path, QFile &file);

// "a named pipe (FIFO)", "a character device", ... in the user's language, for "%1 is %2".
QString fileKindText(FileKind kind);

} // namespace lorafleet
