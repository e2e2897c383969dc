// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/scenariooptions.h"

#include "app/cli.h"
#include "app/clihelp.h"
#include "charts/chartstyle.h"
#include "io/presets.h"
#include "text/paramtexts.h"
#include "text/safetext.h"

namespace lorafleet {

// The scenario the options describe; a refused file or value has printed its message.
std::optional<int> ScenarioOptions::resolve(const QCommandLineParser &parser, Scenario &result) const
{
    if (parser.isSet(scenario) && parser.isSet(preset))
        return fail(CommandLine::tr("use either --scenario or --preset, not both"));
    if (parser.isSet(scenario) || parser.isSet(preset)) {
        const QString source = parser.isSet(scenario) ? parser.value(scenario) : parser.value(preset);
        const LoadResult loaded = parser.isSet(scenario) ? loadScenarioFile(source) : loadPreset(source);
        if (!loaded.ok())
            return fail(fileMessage(source, loaded.error));
        for (const QString &warning : loaded.warnings) // told, but not an error
            err() << "lorafleet: "
                  << oneLine(
                         CommandLine::tr("warning: %1: %2").arg(safeText(source, kShownPathChars), warning))
                  << Qt::endl;
        result = *loaded.scenario;
    }
    return applySettings(result.params, parser.values(set));
}

// Applies every --set in order; on the first bad one prints its message.
std::optional<int> ScenarioOptions::applySettings(Params &params, const QStringList &settings)
{
    for (const QString &setting : settings) {
        const qsizetype equals = setting.indexOf(u'=');
        if (equals <= 0)
            return fail(
                CommandLine::tr("--set %1: expected KEY=VALUE").arg(safeText(setting, kShownValueChars)));
        const std::string key = setting.left(equals).trimmed().toStdString();
        const std::string value = setting.mid(equals + 1).toStdString();
        if (!findParam(key)) {
            QStringList keys;
            for (const ParamInfo &info : paramInfos())
                keys << qs(info.key);
            return fail(CommandLine::tr("unknown key '%1' (value %2): expected one of %3")
                            .arg(safeText(qs(key)), safeText(qs(value), kShownValueChars),
                                 keys.join(QStringLiteral(", "))));
        }
        if (const auto error = setParam(params, key, value))
            return fail(validationMessage(*error, params));
    }
    if (const auto errors = validate(params); !errors.empty())
        return fail(validationMessage(errors.front(), params));
    return std::nullopt;
}

// --theme for the commands that draw charts.
QCommandLineOption themeOption()
{
    return {QStringLiteral("theme"), QStringLiteral("Theme."), QStringLiteral("NAME"),
            QStringLiteral("light")};
}

std::optional<int> checkTheme(const QString &name)
{
    if (ChartStyle::names().contains(name))
        return std::nullopt;
    return fail(CommandLine::tr("--theme %1 is not valid: expected one of %2")
                    .arg(safeText(name), ChartStyle::names().join(QStringLiteral(", "))));
}

std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << generalHelp();
        out().flush();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(CommandLine::tr("unexpected argument '%1'")
                        .arg(safeText(parser.positionalArguments().constFirst())));
    return std::nullopt;
}

void addScenarioOptions(QCommandLineParser &parser)
{
    ScenarioOptions().addTo(parser);
}

std::optional<int> parseScenarioArguments(QCommandLineParser &parser, const QStringList &arguments,
                                          Scenario &scenario)
{
    if (const auto status = parseArguments(parser, arguments))
        return status;
    return ScenarioOptions().resolve(parser, scenario);
}

} // namespace lorafleet
