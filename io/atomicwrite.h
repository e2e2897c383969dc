// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace lorafleet {

// The one way the app writes a file: all or nothing. The bytes go to a temporary file beside the
// target; every write, the close and an fsync are checked before the temporary file is renamed over
// the target. On any failure the temporary file is removed, the old file (if any) is untouched, and
// the result names the operating system's reason in words. Qt 6.4's QSaveFile is not enough: its
// commit() ignores a failed final flush and renames an empty file over the original on a full disk.
struct WriteResult
{
    bool ok = false;
    QString reason; // why it failed, in words ("the disk is full"); empty on success

    explicit operator bool() const { return ok; }
};

WriteResult writeFileAtomically(const QString &path, const QByteArray &bytes);

// An errno value in the user's words ("the disk is full", "permission denied"), translated.
QString fileErrorReason(int errorNumber);

} // namespace lorafleet
