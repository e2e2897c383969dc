// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/scenariofile.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>

#include <optional>

namespace lorafleet {

// The options every subcommand shares: where the scenario comes from and what to change in it.
struct ScenarioOptions
{
    QCommandLineOption scenario{QStringLiteral("scenario"), QStringLiteral("Scenario file."),
                                QStringLiteral("FILE")};
    QCommandLineOption preset{QStringLiteral("preset"), QStringLiteral("Shipped preset."),
                              QStringLiteral("NAME")};
    QCommandLineOption set{QStringLiteral("set"), QStringLiteral("Change one value."),
                           QStringLiteral("KEY=VALUE")};
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show help.")};

    void addTo(QCommandLineParser &parser) const { parser.addOptions({scenario, preset, set, help}); }

    // The scenario the options describe; a refused file or value has printed its message.
    std::optional<int> resolve(const QCommandLineParser &parser, Scenario &result) const;
    // Applies every --set in order; on the first bad one prints its message.
    static std::optional<int> applySettings(Params &params, const QStringList &settings);
};

// Parses a subcommand's arguments: nothing when they are fine, else the exit status (--help prints the
// help and gives 0; an error or a positional argument prints its message).
std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &arguments);

// For subcommands with options of their own: the scenario options, and the scenario they describe after
// parsing. Nothing when it is fine, else the exit status.
void addScenarioOptions(QCommandLineParser &parser);
std::optional<int> parseScenarioArguments(QCommandLineParser &parser, const QStringList &arguments,
                                          Scenario &scenario);

// --theme for the commands that draw charts, and its check.
QCommandLineOption themeOption();
std::optional<int> checkTheme(const QString &name);

} // namespace lorafleet
