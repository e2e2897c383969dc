// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

namespace lorafleet {

// Every export's way to a file: drawn into memory first, then written all or nothing
// (writeFileAtomically), so that a failure leaves the old file, if any, intact and no partial file.
class ExportFile
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::ExportFile)

public:
    // Draws the file's content into a device; false when it could not.
    using Render = std::function<bool(QIODevice &device)>;

    // Renders, then writes path. On failure returns false and error (if given) names the file and
    // the reason: renderFailure when render() failed, the system's reason when writing did.
    static bool write(const QString &path, const Render &render, const QString &renderFailure,
                      QString *error);
    // "Cannot write /path: reason"
    static QString cannotWrite(const QString &path, const QString &reason);
};

} // namespace lorafleet
