// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/validatecommand.h"

#include "app/cli.h"
#include "io/validationfile.h"
#include "model/enginepresets.h"
#include "model/validation.h"
#include "text/safetext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

namespace lorafleet {

namespace {

QString signedPercent(double fraction)
{
    return (fraction >= 0 ? QStringLiteral("+") : QString()) + fixed(100.0 * fraction, 2) +
        QStringLiteral(" %");
}

QString unitText(ValidationSet::Unit unit)
{
    switch (unit) {
    case ValidationSet::Unit::RequestsPerSecond:
        return CommandLine::tr("requests/s");
    case ValidationSet::Unit::TokensPerSecond:
        return CommandLine::tr("tokens/s");
    case ValidationSet::Unit::TokensPerSecondPerGpu:
        return CommandLine::tr("tokens/s per GPU");
    }
    return {};
}

QString percent(double fraction)
{
    return fixed(100.0 * fraction, 2) + QStringLiteral(" %");
}

QString roleText(ValidationSet::Role role)
{
    return role == ValidationSet::Role::HeldOut ? CommandLine::tr("held out") : CommandLine::tr("training");
}

void printTable(QTextStream &out, const ValidationSet &set, const ValidationResult &result)
{
    out << safeText(QString::fromStdString(set.name), 200) << "  [" << roleText(set.role) << "]\n";
    out << "  " << CommandLine::tr("Source: %1").arg(safeText(QString::fromStdString(set.sourceText()), 300))
        << '\n';
    const bool relative = result.mode == ValidationMode::Relative;
    if (relative)
        out << "  "
            << CommandLine::tr("Engine overhead set from the reference (%1 adapters): %2")
                   .arg(set.referenceAdapters)
                   .arg(fixed(result.engineOverhead, 3))
            << '\n';
    else
        out << "  "
            << CommandLine::tr("Absolute: nothing fitted on this table (engine preset %1)")
                   .arg(QString::fromLatin1(engineKindName(set.scenario.engine).data()))
            << '\n';
    const QString unit = unitText(set.unit);
    out << "  " << CommandLine::tr("adapters").leftJustified(10)
        << CommandLine::tr("measured (%1)").arg(unit).leftJustified(30)
        << (relative ? CommandLine::tr("measured ratio").leftJustified(16) +
                    CommandLine::tr("predicted ratio").leftJustified(17)
                     : CommandLine::tr("predicted").leftJustified(16))
        << CommandLine::tr("error")
        << (relative ? QStringLiteral("    ") + CommandLine::tr("no change") : QString()) << '\n';
    for (const ValidationResult::Point &p : result.points) {
        out << "  " << QString::number(p.adapters).leftJustified(10)
            << fixed(p.measured, 3).leftJustified(30);
        if (relative)
            out << fixed(p.measuredRatio, 4).leftJustified(16) << fixed(p.predictedRatio, 4).leftJustified(17)
                << signedPercent(p.error).leftJustified(10) << signedPercent(p.baselineError);
        else
            out << fixed(p.predicted, 3).leftJustified(16) << signedPercent(p.error);
        out << '\n';
    }
    out << "  "
        << CommandLine::tr("Largest error: %1, mean %2")
               .arg(percent(result.maxAbsError), percent(result.meanAbsError));
    if (relative)
        out << "; "
            << CommandLine::tr("no change with K: largest %1, mean %2")
                   .arg(percent(result.baselineMaxAbsError), percent(result.baselineMeanAbsError));
    out << "\n\n";
}

QJsonObject sourceJson(const ValidationSet::Source &source)
{
    if (!source.paper.empty())
        return {{"paper", QString::fromStdString(source.paper)},
                {"table", QString::fromStdString(source.table)}};
    return {{"repo", QString::fromStdString(source.repo)},
            {"path", QString::fromStdString(source.path)},
            {"commit", QString::fromStdString(source.commit)},
            {"table", QString::fromStdString(source.table)}};
}

QJsonObject toJson(const ValidationSet &set, const ValidationResult &result)
{
    const bool relative = result.mode == ValidationMode::Relative;
    QJsonArray points;
    for (const ValidationResult::Point &p : result.points) {
        QJsonObject point{{"adapters", qint64(p.adapters)},
                          {"measured", p.measured},
                          {"predicted", p.predicted},
                          {"error", p.error}};
        if (relative) {
            point.insert("measured_ratio", p.measuredRatio);
            point.insert("predicted_ratio", p.predictedRatio);
            point.insert("baseline_error", p.baselineError);
        }
        points.append(point);
    }
    const EnginePreset &preset = enginePreset(set.scenario.engine);
    QJsonObject table{{"name", QString::fromStdString(result.name)},
                      {"source", sourceJson(set.source)},
                      {"role", QString::fromLatin1(validationRoleKey(set.role).data())},
                      {"mode", relative ? QStringLiteral("relative") : QStringLiteral("absolute")},
                      {"engine", QString::fromLatin1(engineKindName(set.scenario.engine).data())},
                      {"fixed_lora_cost_source",
                       QString::fromLatin1(preset.fixedLoraCostSource.data(),
                                           qsizetype(preset.fixedLoraCostSource.size()))},
                      {"fitted",
                       relative ? QJsonValue(QJsonObject{{"engine_overhead", result.engineOverhead}})
                                : QJsonValue(QJsonValue::Null)},
                      {"max_abs_error", result.maxAbsError},
                      {"mean_abs_error", result.meanAbsError},
                      {"points", points}};
    if (relative) {
        table.insert("baseline_max_abs_error", result.baselineMaxAbsError);
        table.insert("baseline_mean_abs_error", result.baselineMeanAbsError);
    }
    return table;
}

} // namespace

int runValidate(const QStringList &arguments)
{
    QTextStream &out = lorafleet::out();
    QTextStream &err = lorafleet::err();
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption absoluteOption(
        QStringLiteral("absolute"), QStringLiteral("Predict absolute throughput; fit nothing per table."));
    parser.addOption(jsonOption);
    parser.addOption(absoluteOption);
    if (!parser.parse(arguments)) {
        err << "lorafleet: " << oneLine(parser.errorText()) << Qt::endl;
        return kExitInvalidInput;
    }
    QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        files = shippedValidationFiles();

    QJsonArray datasets;
    for (const QString &file : files) {
        const ValidationFileResult loaded = loadValidationFile(file);
        if (!loaded.set) {
            err << "lorafleet: " << oneLine(fileMessage(file, loaded.error)) << Qt::endl;
            return kExitInvalidInput;
        }
        // A table without a reference point has no relative reading: it is read absolutely.
        const ValidationMode mode = parser.isSet(absoluteOption) || loaded.set->referenceAdapters == 0
            ? ValidationMode::Absolute
            : ValidationMode::Relative;
        const ValidationResult result = runValidation(*loaded.set, mode);
        if (!result.problem.empty()) {
            err << "lorafleet: "
                << oneLine(
                       CommandLine::tr("%1: %2").arg(safeText(file, kShownPathChars),
                                                     safeText(QString::fromStdString(result.problem), 300)))
                << Qt::endl;
            return kExitInvalidInput;
        }
        if (!parser.isSet(jsonOption))
            printTable(out, *loaded.set, result);
        datasets.append(toJson(*loaded.set, result));
    }
    if (parser.isSet(jsonOption))
        out << QJsonDocument(QJsonObject{{"datasets", datasets}}).toJson(QJsonDocument::Compact) << '\n';
    out.flush();
    return 0;
}

} // namespace lorafleet
