// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/launchflags.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace lorafleet {

// The words of `lorafleet flags` and File > Export launch flags: each value's why, the warnings, the
// command to paste, and its JSON. One wording for the command line and the window.
struct LaunchFlagsText
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::LaunchFlagsText)
};

// One line: why the value is what it is.
QString flagWhy(const LaunchFlag &flag, const LaunchPlan &plan, ServingEngine engine);
// One sentence per warning.
QString flagWarningText(FlagWarning warning, const LaunchPlan &plan, ServingEngine engine);
// What to paste: `vllm serve BASE_MODEL --enable-lora ...` (one option a line), or TensorRT-LLM's
// `LoraConfig(...)`.
QString launchCommand(const EngineFlags &flags);
// The figures the values come from, a line each, and the documentation they were checked against.
QStringList planLines(const LaunchPlan &plan, ServingEngine engine);
// The whole text: summary, command, whys and warnings (what the dialog shows and Save writes).
QString launchFlagsReport(const LaunchPlan &plan, const EngineFlags &flags);
// {"engine", "product", "version", "source", "command", "flags": [{"name", "value", "why"}], "warnings",
//  "plan": {...}}
QJsonObject launchFlagsJson(const LaunchPlan &plan, const EngineFlags &flags);

} // namespace lorafleet
