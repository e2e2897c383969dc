// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/comparecommand.h"

#include "app/cli.h"
#include "app/clihelp.h"
#include "app/compareexport.h"
#include "io/presets.h"
#include "io/scenariofile.h"
#include "text/comparison.h"
#include "text/safetext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

namespace lorafleet {

namespace {

constexpr qsizetype kMinScenarios = 2;
constexpr qsizetype kMaxScenarios = 4;
constexpr qsizetype kLabelColumns = 30;
constexpr qsizetype kValueColumns = 26;

// A file when it exists or is named .json, else a preset.
LoadResult load(const QString &source)
{
    if (QFileInfo::exists(source) || source.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return loadScenarioFile(source);
    return loadPreset(source);
}

void printTable(QTextStream &out, const QList<ComparedScenario> &scenarios)
{
    out << padded(QString(), kLabelColumns);
    for (const ComparedScenario &s : scenarios)
        out << padded(safeText(s.label, kValueColumns - 3), kValueColumns); // a name from a file
    out << '\n';
    for (const ComparisonRow &row : comparisonRows(scenarios)) {
        out << padded(row.label, kLabelColumns);
        for (qsizetype i = 0; i < row.values.size(); ++i) {
            const QString delta =
                row.deltas[i].isEmpty() ? QString() : QStringLiteral(" (%1)").arg(row.deltas[i]);
            out << padded(row.values[i] + delta, kValueColumns);
        }
        out << '\n';
    }
    out << CommandLine::tr("Differences in brackets are against the first scenario.") << '\n';
}

} // namespace

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Help."));
    const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Folder."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("Format."),
                                          QStringLiteral("FORMAT"), QStringLiteral("png"));
    parser.addOptions({jsonOption, helpOption, outOption, formatOption});
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    const auto format = exportFormatFromName(parser.value(formatOption));
    if (!format)
        return fail(
            CommandLine::tr("--format %1 is not valid: expected one of %2")
                .arg(safeText(parser.value(formatOption)), exportFormatNames().join(QStringLiteral(", "))));
    if (parser.isSet(formatOption) && !parser.isSet(outOption))
        return fail(CommandLine::tr("compare --format needs --out DIR"));
    if (parser.isSet(outOption) && parser.value(outOption).isEmpty())
        return fail(CommandLine::tr("compare --out needs a folder"));
    QTextStream &out = lorafleet::out();
    if (parser.isSet(helpOption)) {
        out << decisionCommandsHelp();
        return 0;
    }
    const QStringList sources = parser.positionalArguments();
    if (sources.size() < kMinScenarios || sources.size() > kMaxScenarios)
        return fail(CommandLine::tr("compare takes %1 to %2 scenario files or presets, not %3")
                        .arg(kMinScenarios)
                        .arg(kMaxScenarios)
                        .arg(sources.size()));
    QList<ComparedScenario> scenarios;
    for (const QString &source : sources) {
        const LoadResult loaded = load(source);
        if (!loaded.ok())
            return fail(fileMessage(source, loaded.error));
        const QString label =
            loaded.scenario->name.isEmpty() ? QFileInfo(source).fileName() : loaded.scenario->name;
        scenarios << comparedScenario(label, source, loaded.scenario->params);
    }
    printTable(out, scenarios);
    if (parser.isSet(jsonOption))
        out << QJsonDocument(comparisonJson(scenarios)).toJson(QJsonDocument::Compact) << '\n';
    out.flush();
    return parser.isSet(outOption) ? writeComparison(scenarios, parser.value(outOption), *format) : 0;
}

} // namespace lorafleet
