#include "comparecommand.h"

#include "comparison.h"
#include "decisioncommands.h"
#include "presets.h"
#include "safetext.h"
#include "scenariofile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

namespace lorafleet {

namespace {

struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::CommandLine)
};

constexpr int kExitInvalidInput = 2;
constexpr int kShownPathChars = 120;
constexpr qsizetype kMinScenarios = 2;
constexpr qsizetype kMaxScenarios = 4;
constexpr qsizetype kLabelColumns = 30;
constexpr qsizetype kValueColumns = 26;

int fail(const QString &message)
{
    QTextStream(stderr) << "lorafleet: " << oneLine(message) << Qt::endl;
    return kExitInvalidInput;
}

// Terminal columns: Hangul and other wide characters take two.
qsizetype columns(const QString &text)
{
    qsizetype count = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
            (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFF60);
        count += wide ? 2 : 1;
    }
    return count;
}

QString padded(const QString &text, qsizetype width)
{
    return text + QString(std::max<qsizetype>(1, width - columns(text)), u' ');
}

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
        out << padded(s.label.left(kValueColumns - 2), kValueColumns);
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
    out << Texts::tr("Differences in brackets are against the first scenario.") << '\n';
}

} // namespace

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QStringLiteral("Help."));
    parser.addOptions({jsonOption, helpOption});
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    QTextStream out(stdout);
    if (parser.isSet(helpOption)) {
        out << decisionCommandsHelp();
        return 0;
    }
    const QStringList sources = parser.positionalArguments();
    if (sources.size() < kMinScenarios || sources.size() > kMaxScenarios)
        return fail(Texts::tr("compare takes %1 to %2 scenario files or presets, not %3")
                        .arg(kMinScenarios)
                        .arg(kMaxScenarios)
                        .arg(sources.size()));
    QList<ComparedScenario> scenarios;
    for (const QString &source : sources) {
        const LoadResult loaded = load(source);
        if (!loaded.ok())
            return fail(Texts::tr("%1: %2").arg(safeText(source, kShownPathChars), loaded.error));
        const QString label =
            loaded.scenario->name.isEmpty() ? QFileInfo(source).fileName() : loaded.scenario->name;
        scenarios << comparedScenario(label, source, loaded.scenario->params);
    }
    printTable(out, scenarios);
    if (parser.isSet(jsonOption))
        out << QJsonDocument(comparisonJson(scenarios)).toJson(QJsonDocument::Compact) << '\n';
    out.flush();
    return 0;
}

} // namespace lorafleet
