// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportfile.h"

#include "io/atomicwrite.h"

#include <QBuffer>
#include <QDir>

namespace lorafleet {

bool ExportFile::write(const QString &path, const Render &render, const QString &renderFailure,
                       QString *error)
{
    QByteArray bytes;
    bool rendered = false;
    {
        QBuffer buffer(&bytes);
        rendered = buffer.open(QIODevice::WriteOnly) && render(buffer);
    }
    if (!rendered) {
        if (error)
            *error = cannotWrite(path, renderFailure);
        return false;
    }
    if (const WriteResult written = writeFileAtomically(path, bytes); !written) {
        if (error)
            *error = cannotWrite(path, written.reason);
        return false;
    }
    return true;
}

QString ExportFile::cannotWrite(const QString &path, const QString &reason)
{
    return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
}

} // namespace lorafleet
