#include "validatecommand.h"

#include "safetext.h"
#include "validation.h"
#include "validationfile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>

namespace lorafleet {

namespace {

struct Texts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::CommandLine)
};

constexpr int kExitInvalidInput = 2;
constexpr int kShownPathChars = 120; // a path in a message is cut beyond this

QString number(double value, int digits)
{
    return QLocale::c().toString(value, 'f', digits);
}

QString signedPercent(double fraction)
{
    return (fraction >= 0 ? QStringLiteral("+") : QString()) + number(100.0 * fraction, 2) +
        QStringLiteral(" %");
}

void printTable(QTextStream &out, const ValidationSet &set, const ValidationResult &result)
{
    out << QString::fromStdString(set.name) << '\n';
    out << "  " << Texts::tr("Source: %1").arg(QString::fromStdString(set.source)) << '\n';
    out << "  "
        << Texts::tr("Engine overhead set from the reference (%1 adapters): %2")
               .arg(set.referenceAdapters)
               .arg(number(result.engineOverhead, 3))
        << '\n';
    const QString unit =
        set.unit == ValidationSet::Unit::TokensPerSecond ? Texts::tr("tokens/s") : Texts::tr("requests/s");
    out << "  " << Texts::tr("adapters").leftJustified(10)
        << Texts::tr("measured (%1)").arg(unit).leftJustified(24)
        << Texts::tr("measured ratio").leftJustified(16) << Texts::tr("predicted ratio").leftJustified(17)
        << Texts::tr("error") << '\n';
    for (const ValidationResult::Point &p : result.points)
        out << "  " << QString::number(p.adapters).leftJustified(10)
            << number(p.measured, 3).leftJustified(24) << number(p.measuredRatio, 4).leftJustified(16)
            << number(p.predictedRatio, 4).leftJustified(17) << signedPercent(p.error) << '\n';
    out << "  "
        << Texts::tr("Largest error: %1").arg(number(100.0 * result.maxAbsError, 2) + QStringLiteral(" %"))
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
    QTextStream out(stdout);
    QTextStream err(stderr);
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
                << oneLine(Texts::tr("%1: %2").arg(safeText(file, kShownPathChars), loaded.error))
                << Qt::endl;
            return kExitInvalidInput;
        }
        const ValidationResult result = runValidation(*loaded.set);
        if (!result.problem.empty()) {
            err << "lorafleet: " << Texts::tr("%1: %2").arg(file, QString::fromStdString(result.problem))
                << Qt::endl;
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
