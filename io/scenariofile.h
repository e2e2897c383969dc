// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace lorafleet {

// A saved scenario: every model input plus a name and free-text notes for the people who read it.
struct Scenario
{
    QString name; // shown in the window title and preset menus; may be empty
    QString notes; // where the numbers come from, what the scenario is for
    Params params;

    bool operator==(const Scenario &) const = default;
};

// The outcome of reading a scenario file: the scenario, or one sentence that says why it was refused.
struct LoadResult
{
    std::optional<Scenario> scenario; // empty when the file is refused
    QString error; // why it was refused: one precise, translated sentence
    QStringList warnings; // missing keys that took their defaults, unknown keys ignored

    bool ok() const { return scenario.has_value(); }
};

// The "format" value every scenario file carries, and the only version this build reads and writes.
inline constexpr char kScenarioFormat[] = "lorafleet-scenario";
inline constexpr int kScenarioVersion = 1;
// Larger files are refused unread: a scenario is a few kilobytes, so anything this big is not one.
inline constexpr qint64 kMaxScenarioFileBytes = 1024 * 1024;

// Indented UTF-8 JSON, keys in MODEL.md order, doubles in their shortest exact form.
QByteArray encodeScenario(const Scenario &scenario);
// Strict about types and ranges (every problem named), kind about missing or unknown keys (warnings).
LoadResult decodeScenario(const QByteArray &bytes);
// Reads at most kMaxScenarioFileBytes; a missing file, a folder or a read error is named in the error.
LoadResult loadScenarioFile(const QString &path);
// Writes all or nothing (writeFileAtomically): the old file stays intact unless the new one was
// written completely; error says why it failed, in words.
bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error);

} // namespace lorafleet
