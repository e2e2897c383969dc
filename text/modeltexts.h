// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"
#include "model/validation.h"

#include <QCoreApplication>
#include <QString>

namespace lorafleet {

// The names the window, the exports and the command line give the two models and the choices of a
// Choice parameter, in the user's language; the scenario's files keep the keys' own names.
class ModelTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::ModelTexts)

public:
    // "paper model", "engine model": which model drew a figure, a chart or a report.
    static QString modelName(ModelKind model);
    // A choice as a button or list shows it: "Paper", "Engine", "Pinned", "LRU".
    static QString choiceLabel(const ParamInfo &info, std::size_t index);
    // Why an engine-only key does nothing in paper mode (a tooltip's last paragraph).
    static QString ignoredInPaperMode();
    // A row of the validation summary: "Training · absolute", "Held out · relative (one overhead fitted
    // per table)".
    static QString validationGroup(ValidationSet::Role role, ValidationMode mode);
};

} // namespace lorafleet
