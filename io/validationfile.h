// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/validation.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

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

// One shipped validation table as the dialog and the report show it: the published set and what
// runValidation() made of it, or why it could not be read.
struct ValidationRun
{
    QString file;
    ValidationSet set;
    ValidationResult result;
    QString problem; // empty when the set was read and evaluated
};

// Every shipped table, each read and run through model/validation as `validate` runs it (relative where
// the table has a reference, else absolute).
std::vector<ValidationRun> runShippedValidations();
// summariseValidation() of the runs that could be evaluated.
std::vector<ValidationSummary> summariseRuns(const std::vector<ValidationRun> &runs);

} // namespace lorafleet
