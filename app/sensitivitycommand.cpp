// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sensitivitycommand.h"

#include "app/cli.h"
#include "app/scenariooptions.h"
#include "model/sensitivity.h"
#include "text/format.h"
#include "text/safetext.h"

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

constexpr double kMinPercent = 1;
constexpr double kMaxPercent = 99; // beyond, a real parameter's low end would reach 0

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
        return CommandLine::tr("savings per month");
    case SensitivityOutput::Advantage:
        return CommandLine::tr("fleet advantage R");
    case SensitivityOutput::Gpus:
        return CommandLine::tr("multiplexed GPUs");
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
    out << CommandLine::tr("Sensitivity of the %1: %2 in this scenario")
               .arg(outputTitle(tornado.output), outputText(tornado.output, tornado.base))
        << '\n';
    out << CommandLine::tr("Each parameter moved %1 % down and up (within its valid range, counts whole); "
                           "largest swing first.")
               .arg(format::plainNumber(percent))
        << '\n';
    // A figure wider than its column (a catalog of 10^12 costs quadrillions) still ends with a space.
    const auto cell = [](const QString &text, int width) {
        return text.size() < width ? text.leftJustified(width, u' ') : text + u' ';
    };
    out << "  " << cell(CommandLine::tr("key"), 26) << cell(CommandLine::tr("now"), 12)
        << cell(CommandLine::tr("low"), 12) << cell(CommandLine::tr("high"), 12)
        << cell(CommandLine::tr("at low"), 12) << cell(CommandLine::tr("at high"), 12)
        << CommandLine::tr("swing") << '\n';
    for (const SensitivityRow &row : tornado.rows) {
        const ParamInfo &info = *findParam(row.key);
        out << "  " << cell(QString::fromStdString(row.key), 26)
            << cell(format::plainNumber(numericParamValue(params, info)), 12)
            << cell(format::plainNumber(row.low), 12) << cell(format::plainNumber(row.high), 12)
            << cell(outputText(tornado.output, row.outputLow), 12)
            << cell(outputText(tornado.output, row.outputHigh), 12) << outputText(tornado.output, row.swing())
            << '\n';
        for (const std::string &same : row.sameAs)
            out << "    " << CommandLine::tr("%1 moves it the same way").arg(QString::fromStdString(same))
                << '\n';
    }
    if (tornado.rows.empty())
        out << "  " << CommandLine::tr("No parameter moves this output.") << '\n';
}

QJsonObject toJson(const Sensitivity &tornado)
{
    QJsonArray rows;
    for (const SensitivityRow &row : tornado.rows) {
        const ParamInfo &info = *findParam(row.key);
        QJsonArray sameAs;
        for (const std::string &same : row.sameAs)
            sameAs.append(QString::fromStdString(same));
        rows.append(QJsonObject{{"key", QString::fromStdString(row.key)},
                                {"same_as", sameAs},
                                {"low", endJson(info, row.low)},
                                {"high", endJson(info, row.high)},
                                {"output_low", row.outputLow},
                                {"output_high", row.outputHigh},
                                {"fits_low", row.fitsLow},
                                {"fits_high", row.fitsHigh}});
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
        return fail(CommandLine::tr("--output %1 is not valid: expected savings, advantage or gpus")
                        .arg(safeText(parser.value(outputOption))));
    bool ok = false;
    const double percent = parser.value(rangeOption).toDouble(&ok);
    if (!ok || !(percent >= kMinPercent && percent <= kMaxPercent))
        return fail(CommandLine::tr("--range %1 is not valid: expected a percentage from %2 to %3")
                        .arg(safeText(parser.value(rangeOption)))
                        .arg(kMinPercent)
                        .arg(kMaxPercent));

    const Sensitivity tornado = computeSensitivity(scenario.params, *output, percent / 100.0);
    QTextStream &out = lorafleet::out();
    printTable(out, scenario.params, tornado, percent);
    if (parser.isSet(jsonOption))
        out << QJsonDocument(toJson(tornado)).toJson(QJsonDocument::Compact) << '\n';
    out.flush();
    return 0;
}

} // namespace lorafleet
