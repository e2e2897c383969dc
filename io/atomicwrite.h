// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace lorafleet {

// The one way the app writes a file: all or nothing. The bytes go to an unnamed temporary file in the
// target's folder (O_TMPFILE; a named ".NAME.lorafleet-PID.XXXXXX" where the file system has none);
// every write, the close and an fsync are checked before it is named and renamed over the target, so a
// save killed while writing leaves nothing behind. On any failure the temporary file is removed, the old
// file (if any) is untouched, and the result names the operating system's reason in words. Qt 6.4's
// QSaveFile is not enough: its commit() ignores a failed final flush and renames an empty file over the
// original on a full disk.
struct WriteResult
{
    bool ok = false;
    QString reason; // why it failed, in words ("the disk is full"); empty on success

    explicit operator bool() const { return ok; }
};

WriteResult writeFileAtomically(const QString &path, const QByteArray &bytes);

// Removes the temporary files a killed save left in these folders (the writers' processes are gone); a
// save in progress in another window keeps its own. Returns how many were removed.
int removeStaleTemporaryFiles(const QStringList &folders);

// An errno value in the user's words ("the disk is full", "permission denied"), translated.
QString fileErrorReason(int errorNumber);

} // namespace lorafleet
