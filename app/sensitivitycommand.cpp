#include "sensitivitycommand.h"

#include "commandline.h"
#include "format.h"
#include "safetext.h"
#include "sensitivity.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

#include <cmath>

namespace lorafleet {

namespace {

struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::CommandLine)
};

constexpr int kExitInvalidInput = 2;
constexpr double kMinPercent = 1;
constexpr double kMaxPercent = 99; // beyond, a real parameter's low end would reach 0

int fail(const QString &message)
{
    QTextStream(stderr) << "lorafleet: " << oneLine(message) << Qt::endl;
    return kExitInvalidInput;
}

// Whole dollars with digit grouping, as eval's table writes them: swings of a few dollars stay visible.
QString money(double usd)
{
    QLocale locale = QLocale::c();
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return (usd < 0 ? QStringLiteral("-$") : QStringLiteral("$")) +
        locale.toString(std::round(std::abs(usd)), 'f', 0);
}

QString outputText(SensitivityOutput output, double value)
{
    switch (output) {
    case SensitivityOutput::Savings:
        return money(value);
    case SensitivityOutput::Advantage:
        return format::number(value, 4) + QStringLiteral(" x");
    case SensitivityOutput::Gpus:
        return format::number(value, 4);
    }
    return {};
}

QString outputTitle(SensitivityOutput output)
{
    switch (output) {
    case SensitivityOutput::Savings:
        return Texts::tr("savings per month");
    case SensitivityOutput::Advantage:
        return Texts::tr("fleet advantage R");
    case SensitivityOutput::Gpus:
        return Texts::tr("multiplexed GPUs");
    }
    return {};
}

// A parameter's end as JSON: counts as integers, so that it reads back as the command line takes it.
QJsonValue endJson(const ParamInfo &info, double value)
{
    if (info.kind == ParamInfo::Kind::Integer)
        return qint64(value);
    return value;
}

void printTable(QTextStream &out, const Params &params, const Sensitivity &tornado, double percent)
{
    out << Texts::tr("Sensitivity of the %1: %2 in this scenario")
               .arg(outputTitle(tornado.output), outputText(tornado.output, tornado.base))
        << '\n';
    out << Texts::tr("Each parameter moved %1 % down and up (within its valid range, counts whole); "
                     "largest swing first.")
               .arg(format::plainNumber(percent))
        << '\n';
    const auto cell = [](const QString &text, int width) { return text.leftJustified(width, u' '); };
    out << "  " << cell(Texts::tr("key"), 26) << cell(Texts::tr("now"), 12) << cell(Texts::tr("low"), 12)
        << cell(Texts::tr("high"), 12) << cell(Texts::tr("at low"), 12) << cell(Texts::tr("at high"), 12)
        << Texts::tr("swing") << '\n';
    for (const SensitivityRow &row : tornado.rows) {
        const ParamInfo &info = *findParam(row.key);
        out << "  " << cell(QString::fromStdString(row.key), 26)
            << cell(format::plainNumber(paramValue(params, info)), 12)
            << cell(format::plainNumber(row.low), 12) << cell(format::plainNumber(row.high), 12)
            << cell(outputText(tornado.output, row.outputLow), 12)
            << cell(outputText(tornado.output, row.outputHigh), 12) << outputText(tornado.output, row.swing())
            << '\n';
    }
    if (tornado.rows.empty())
        out << "  " << Texts::tr("No parameter moves this output.") << '\n';
}

QJsonObject toJson(const Sensitivity &tornado)
{
    QJsonArray rows;
    for (const SensitivityRow &row : tornado.rows) {
        const ParamInfo &info = *findParam(row.key);
        rows.append(QJsonObject{{"key", QString::fromStdString(row.key)},
                                {"low", endJson(info, row.low)},
                                {"high", endJson(info, row.high)},
                                {"output_low", row.outputLow},
                                {"output_high", row.outputHigh}});
    }
    const std::string_view name = sensitivityOutputName(tornado.output);
    return {{"output", QString::fromLatin1(name.data(), qsizetype(name.size()))},
            {"base", tornado.base},
            {"rows", rows}};
}

} // namespace

int runSensitivity(const QStringList &arguments)
{
    QCommandLineParser parser;
    addScenarioOptions(parser);
    const QCommandLineOption outputOption(QStringLiteral("output"), QStringLiteral("Output."),
                                          QStringLiteral("NAME"), QStringLiteral("savings"));
    const QCommandLineOption rangeOption(QStringLiteral("range"), QStringLiteral("Percent."),
                                         QStringLiteral("PERCENT"), QStringLiteral("25"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    parser.addOptions({outputOption, rangeOption, jsonOption});
    Scenario scenario;
    if (const auto status = parseScenarioArguments(parser, arguments, scenario))
        return *status;
    const auto output = sensitivityOutputFromName(parser.value(outputOption).toStdString());
    if (!output)
        return fail(Texts::tr("--output %1 is not valid: expected savings, advantage or gpus")
                        .arg(safeText(parser.value(outputOption))));
    bool ok = false;
    const double percent = parser.value(rangeOption).toDouble(&ok);
    if (!ok || !(percent >= kMinPercent && percent <= kMaxPercent))
        return fail(Texts::tr("--range %1 is not valid: expected a percentage from %2 to %3")
                        .arg(safeText(parser.value(rangeOption)))
                        .arg(kMinPercent)
                        .arg(kMaxPercent));

    const Sensitivity tornado = computeSensitivity(scenario.params, *output, percent / 100.0);
    QTextStream out(stdout);
    printTable(out, scenario.params, tornado, percent);
    if (parser.isSet(jsonOption))
        out << QJsonDocument(toJson(tornado)).toJson(QJsonDocument::Compact) << '\n';
    out.flush();
    return 0;
}

} // namespace lorafleet
