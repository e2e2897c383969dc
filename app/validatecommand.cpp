// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/validatecommand.h"

#include "app/cli.h"
#include "io/validationfile.h"
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

void printTable(QTextStream &out, const ValidationSet &set, const ValidationResult &result)
{
    out << QString::fromStdString(set.name) << '\n';
    out << "  " << CommandLine::tr("Source: %1").arg(QString::fromStdString(set.source)) << '\n';
    out << "  "
        << CommandLine::tr("Engine overhead set from the reference (%1 adapters): %2")
               .arg(set.referenceAdapters)
               .arg(fixed(result.engineOverhead, 3))
        << '\n';
    const QString unit = set.unit == ValidationSet::Unit::TokensPerSecond ? CommandLine::tr("tokens/s")
                                                                          : CommandLine::tr("requests/s");
    out << "  " << CommandLine::tr("adapters").leftJustified(10)
        << CommandLine::tr("measured (%1)").arg(unit).leftJustified(24)
        << CommandLine::tr("measured ratio").leftJustified(16)
        << CommandLine::tr("predicted ratio").leftJustified(17) << CommandLine::tr("error") << '\n';
    for (const ValidationResult::Point &p : result.points)
        out << "  " << QString::number(p.adapters).leftJustified(10) << fixed(p.measured, 3).leftJustified(24)
            << fixed(p.measuredRatio, 4).leftJustified(16) << fixed(p.predictedRatio, 4).leftJustified(17)
            << signedPercent(p.error) << '\n';
    out << "  "
        << CommandLine::tr("Largest error: %1")
               .arg(fixed(100.0 * result.maxAbsError, 2) + QStringLiteral(" %"))
        << "\n\n";
}

QJsonObject toJson(const ValidationResult &result)
{
    QJsonArray points;
    for (const ValidationResult::Point &p : result.points)
        points.append(QJsonObject{{"adapters", qint64(p.adapters)},
                                  {"measured_ratio", p.measuredRatio},
                                  {"predicted_ratio", p.predictedRatio},
                                  {"error", p.error}});
    return {{"name", QString::fromStdString(result.name)},
            {"max_abs_error", result.maxAbsError},
            {"points", points}};
}

} // namespace

int runValidate(const QStringList &arguments)
{
    QTextStream &out = lorafleet::out();
    QTextStream &err = lorafleet::err();
    QCommandLineParser parser;
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    parser.addOption(jsonOption);
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
            err << "lorafleet: "
                << oneLine(CommandLine::tr("%1: %2").arg(safeText(file, kShownPathChars), loaded.error))
                << Qt::endl;
            return kExitInvalidInput;
        }
        const ValidationResult result = runValidation(*loaded.set);
        if (!result.problem.empty()) {
            err << "lorafleet: "
                << CommandLine::tr("%1: %2").arg(file, QString::fromStdString(result.problem)) << Qt::endl;
            return kExitInvalidInput;
        }
        printTable(out, *loaded.set, result);
        datasets.append(toJson(result));
    }
    if (parser.isSet(jsonOption))
        out << QJsonDocument(QJsonObject{{"datasets", datasets}}).toJson(QJsonDocument::Compact) << '\n';
    out.flush();
    return 0;
}

} // namespace lorafleet
