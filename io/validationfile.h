// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/validation.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace lorafleet {

inline constexpr char kValidationFormat[] = "lorafleet-validation";
inline constexpr int kValidationVersion = 2;

struct ValidationFileResult
{
    std::optional<ValidationSet> set;
    QString error; // why the file was refused, in the user's language
};

// Strict reading of a validation file (docs/model.md, "Validation"): the format, every key of the
// scenario and of each point's "set", the reference among the points.
ValidationFileResult decodeValidation(const QByteArray &bytes);
ValidationFileResult loadValidationFile(const QString &path);
// The published tables shipped with the app (resources/validation/*.json), as resource paths.
QStringList shippedValidationFiles();

} // namespace lorafleet
