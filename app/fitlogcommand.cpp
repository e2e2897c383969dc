#include "fitlogcommand.h"

#include "requestlog.h"
#include "safetext.h"
#include "zipffit.h"

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
constexpr int kShownPathChars = 120;
constexpr int kShownIdChars = 40;
constexpr int kShownTopAdapters = 5;

QString number(double value, int digits)
{
    return QLocale::c().toString(value, 'f', digits);
}

QString percent(double fraction)
{
    return number(100.0 * fraction, 1) + QStringLiteral(" %");
}

int fail(QTextStream &err, const QString &message)
{
    err << "lorafleet: " << oneLine(message) << Qt::endl;
    return kExitInvalidInput;
}

QString formatName(RequestLog::Format format)
{
    switch (format) {
    case RequestLog::Format::Csv:
        return Texts::tr("CSV request log");
    case RequestLog::Format::JsonLines:
        return Texts::tr("JSON Lines request log");
    case RequestLog::Format::CountsTable:
        return Texts::tr("counts table");
    }
    return {};
}

void printFit(QTextStream &out, const RequestLog &log, const ZipfFit &fit)
{
    const auto row = [&](const QString &label, const QString &value) {
        out << "  " << label.leftJustified(38) << ' ' << value << '\n';
    };
    out << Texts::tr("%1: adapter column %2%3")
               .arg(formatName(log.format), safeQuoted(log.adapterColumn),
                    log.timeColumn.isEmpty() ? QString()
                                             : Texts::tr(", time column %1").arg(safeQuoted(log.timeColumn)))
        << '\n';
    row(Texts::tr("Requests"), QString::number(log.requests));
    row(Texts::tr("Adapters (K)"), QString::number(fit.adapters));
    row(Texts::tr("Skew s (95 % interval)"),
        Texts::tr("%1 (%2 to %3)").arg(number(fit.skew, 4), number(fit.skewLow, 4), number(fit.skewHigh, 4)));
    row(Texts::tr("Maximum likelihood on the ranks"), number(fit.skewMaximumLikelihood, 4));
    row(Texts::tr("KS distance (at rank)"),
        Texts::tr("%1 (%2)").arg(percent(fit.ksDistance)).arg(fit.ksRank));
    row(Texts::tr("Top %n adapter(s): observed, fitted", nullptr, int(fit.headAdapters)),
        Texts::tr("%1, %2").arg(percent(fit.headShareObserved), percent(fit.headShareFitted)));
    row(Texts::tr("Last %n adapter(s): observed, fitted", nullptr, int(fit.tailAdapters)),
        Texts::tr("%1, %2").arg(percent(fit.tailShareObserved), percent(fit.tailShareFitted)));
    row(Texts::tr("Requests per month"),
        log.requestsPerMonth ? number(*log.requestsPerMonth, 0) : Texts::tr("unknown (no timestamps)"));
    if (log.peakFactor)
        row(Texts::tr("Peak hour against the mean hour"), number(*log.peakFactor, 2));
    for (std::size_t i = 0; i < log.adapters.size() && i < std::size_t(kShownTopAdapters); ++i) {
        const auto &[id, count] = log.adapters[i];
        row(Texts::tr("Adapter #%1 (requests)").arg(i + 1),
            Texts::tr("%1: %2")
                .arg(safeQuoted(QString::fromUtf8(id.data(), qsizetype(id.size())), kShownIdChars))
                .arg(count));
    }
    row(Texts::tr("Bad lines"), QString::number(log.badLines));
    for (const RequestLog::BadLine &bad : log.firstBadLines)
        out << "    " << Texts::tr("line %1: %2").arg(bad.number).arg(bad.reason) << '\n';
}

} // namespace

int runFitLog(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    const QCommandLineOption adapterOption(QStringLiteral("adapter-column"),
                                           QStringLiteral("Adapter column."), QStringLiteral("NAME"));
    const QCommandLineOption timeOption(QStringLiteral("time-column"), QStringLiteral("Time column."),
                                        QStringLiteral("NAME"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    parser.addOptions({adapterOption, timeOption, jsonOption});
    if (!parser.parse(arguments))
        return fail(err, parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return fail(err,
                    Texts::tr("fit-log needs one FILE (a CSV or JSON Lines request log, or an "
                              "adapter,count table)"));
    RequestLogOptions options;
    options.adapterColumn = parser.value(adapterOption);
    options.timeColumn = parser.value(timeOption);
    const QString &path = files.constFirst();
    const RequestLogReadResult read = readRequestLog(path, options);
    const QString shownPath = safeText(path, kShownPathChars);
    if (!read.log)
        return fail(err, Texts::tr("%1: %2").arg(shownPath, read.error));
    const RequestLog &log = *read.log;
    const ZipfFit fit = fitZipf(log.counts());
    if (fit.status == ZipfFit::Status::OneAdapter)
        return fail(
            err,
            Texts::tr("%1: every request is for one adapter (%2): no skew to fit")
                .arg(shownPath,
                     safeQuoted(QString::fromUtf8(log.adapters.front().first.c_str()), kShownIdChars)));
    printFit(out, log, fit);
    if (parser.isSet(jsonOption)) {
        const QJsonObject json{
            {"requests", qint64(log.requests)},
            {"adapters", qint64(fit.adapters)},
            {"skew", fit.skew},
            {"skew_ci", QJsonArray{fit.skewLow, fit.skewHigh}},
            {"requests_per_month", log.requestsPerMonth ? QJsonValue(*log.requestsPerMonth) : QJsonValue()},
            {"ks_distance", fit.ksDistance},
            {"bad_lines", qint64(log.badLines)},
        };
        out << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    }
    out.flush();
    return 0;
}

} // namespace lorafleet
