// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/fitlogcommand.h"

#include "app/cli.h"
#include "io/requestlog.h"
#include "io/scenariofile.h"
#include "io/trafficproposal.h"
#include "model/zipffit.h"
#include "text/safetext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTextStream>
#include <QTimeZone>

#include <cmath>

namespace lorafleet {

namespace {

constexpr int kShownIdChars = 40;
constexpr int kShownTopAdapters = 5;

QString percent(double fraction)
{
    return fixed(100.0 * fraction, 1) + QStringLiteral(" %");
}

QString utcText(double seconds)
{
    return QDateTime::fromSecsSinceEpoch(static_cast<qint64>(std::floor(seconds)), QTimeZone::utc())
        .toString(QStringLiteral("yyyy-MM-dd'T'HH:mm:ss'Z'"));
}

QString formatName(RequestLog::Format format)
{
    switch (format) {
    case RequestLog::Format::Csv:
        return CommandLine::tr("CSV request log");
    case RequestLog::Format::JsonLines:
        return CommandLine::tr("JSON Lines request log");
    case RequestLog::Format::CountsTable:
        return CommandLine::tr("counts table");
    }
    return {};
}

void printFit(QTextStream &out, const RequestLog &log, const ZipfFit &fit)
{
    const auto row = [&](const QString &label, const QString &value) {
        out << "  " << label.leftJustified(38) << ' ' << value << '\n';
    };
    out << CommandLine::tr("%1: adapter column %2%3")
               .arg(formatName(log.format), safeQuoted(log.adapterColumn),
                    log.timeColumn.isEmpty()
                        ? QString()
                        : CommandLine::tr(", time column %1").arg(safeQuoted(log.timeColumn)))
        << '\n';
    row(CommandLine::tr("Requests"), QString::number(log.requests));
    row(CommandLine::tr("Adapters (K)"), QString::number(fit.adapters));
    row(CommandLine::tr("Skew s (95 % interval)"),
        CommandLine::tr("%1 (%2 to %3)")
            .arg(fixed(fit.skew, 4), fixed(fit.skewLow, 4), fixed(fit.skewHigh, 4)));
    row(CommandLine::tr("Maximum likelihood on the ranks"), fixed(fit.skewMaximumLikelihood, 4));
    row(CommandLine::tr("KS distance (at rank)"),
        CommandLine::tr("%1 (%2)").arg(percent(fit.ksDistance)).arg(fit.ksRank));
    row(CommandLine::tr("Top %n adapter(s): observed, fitted", nullptr, int(fit.headAdapters)),
        CommandLine::tr("%1, %2").arg(percent(fit.headShareObserved), percent(fit.headShareFitted)));
    row(CommandLine::tr("Last %n adapter(s): observed, fitted", nullptr, int(fit.tailAdapters)),
        CommandLine::tr("%1, %2").arg(percent(fit.tailShareObserved), percent(fit.tailShareFitted)));
    row(CommandLine::tr("Requests per month"),
        log.requestsPerMonth ? fixed(*log.requestsPerMonth, 0) : CommandLine::tr("unknown (no timestamps)"));
    if (log.peakFactor)
        row(CommandLine::tr("Peak hour against the mean hour"), fixed(*log.peakFactor, 2));
    if (log.strayTimes > 0 && log.farthestStrayTime)
        row(CommandLine::tr("Stray timestamps, left out of the span"),
            CommandLine::tr("%1 (the furthest: %2)")
                .arg(log.strayTimes)
                .arg(utcText(*log.farthestStrayTime)));
    for (std::size_t i = 0; i < log.adapters.size() && i < std::size_t(kShownTopAdapters); ++i) {
        const auto &[id, count] = log.adapters[i];
        row(CommandLine::tr("Adapter #%1 (requests)").arg(i + 1),
            CommandLine::tr("%1: %2")
                .arg(safeQuoted(QString::fromUtf8(id.data(), qsizetype(id.size())), kShownIdChars))
                .arg(count));
    }
    row(CommandLine::tr("Bad lines"), QString::number(log.badLines));
    for (const RequestLog::BadLine &bad : log.firstBadLines)
        out << "    " << CommandLine::tr("line %1: %2").arg(bad.number).arg(bad.reason) << '\n';
}

} // namespace

int runFitLog(const QStringList &arguments)
{
    QTextStream &out = lorafleet::out();
    QCommandLineParser parser;
    const QCommandLineOption adapterOption(QStringLiteral("adapter-column"),
                                           QStringLiteral("Adapter column."), QStringLiteral("NAME"));
    const QCommandLineOption timeOption(QStringLiteral("time-column"), QStringLiteral("Time column."),
                                        QStringLiteral("NAME"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Scenario to write."),
                                       QStringLiteral("SCENARIO"));
    const QCommandLineOption empiricalOption(QStringLiteral("empirical"),
                                             QStringLiteral("Write the log's own shares."));
    const QCommandLineOption baseOption(QStringLiteral("scenario"), QStringLiteral("Scenario to start from."),
                                        QStringLiteral("FILE"));
    parser.addOptions({adapterOption, timeOption, jsonOption, outOption, empiricalOption, baseOption});
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return fail(CommandLine::tr("fit-log needs one FILE (a CSV or JSON Lines request log, or an "
                                    "adapter,count table)"));
    if ((parser.isSet(empiricalOption) || parser.isSet(baseOption)) && !parser.isSet(outOption))
        return fail(
            CommandLine::tr("fit-log: --empirical and --scenario need --out SCENARIO (the file to write)"));
    // --out LOG would replace the log with a scenario: refused before anything is read.
    if (parser.isSet(outOption)) {
        const QString in = QFileInfo(files.constFirst()).canonicalFilePath();
        if (!in.isEmpty() && in == QFileInfo(parser.value(outOption)).canonicalFilePath())
            return fail(
                CommandLine::tr("--out %1 is the request log itself: writing the scenario there would "
                                "overwrite the log; name another file")
                    .arg(safeText(parser.value(outOption), kShownPathChars)));
    }
    // The scenario the fit is applied to: the paper's, or the one given.
    Scenario scenario;
    if (parser.isSet(baseOption)) {
        const QString basePath = parser.value(baseOption);
        LoadResult base = loadScenarioFile(basePath);
        if (!base.scenario)
            return fail(fileMessage(basePath, base.error));
        scenario = *base.scenario;
    }
    RequestLogOptions options;
    options.hoursPerMonth = scenario.params.hoursPerMonth;
    options.adapterColumn = parser.value(adapterOption);
    options.timeColumn = parser.value(timeOption);
    const QString &path = files.constFirst();
    const RequestLogReadResult read = readRequestLog(path, options);
    const QString shownPath = safeText(path, kShownPathChars);
    if (!read.log)
        return fail(fileMessage(path, read.error));
    const RequestLog &log = *read.log;
    const TrafficFit traffic = fitTraffic(log.counts());
    const ZipfFit &fit = traffic.zipf;
    if (fit.status == ZipfFit::Status::OneAdapter) {
        const QString only = safeQuoted(QString::fromUtf8(log.adapters.front().first.c_str()), kShownIdChars);
        if (log.badLines == 0)
            return fail(CommandLine::tr("%1: every request is for one adapter (%2): no skew to fit")
                            .arg(shownPath, only));
        // The bad lines may well have named other adapters: the log is not said to have one.
        const RequestLog::BadLine &first = log.firstBadLines.constFirst();
        return fail(CommandLine::tr("%1: the requests read are all for one adapter (%2) and %n other line(s) "
                                    "are bad (line %3: %4): no skew to fit",
                                    nullptr, int(std::min<std::int64_t>(log.badLines, 1 << 30)))
                        .arg(shownPath, only)
                        .arg(first.number)
                        .arg(first.reason));
    }
    printFit(out, log, fit);
    if (parser.isSet(outOption)) {
        const bool empirical = parser.isSet(empiricalOption);
        std::vector<TrafficClamp> clamps;
        scenario.params = proposeFromTraffic(scenario.params, log, traffic, empirical, &clamps);
        for (const TrafficClamp &clamp : clamps)
            out << CommandLine::tr("%1 = %2 from the log is outside its range: the scenario takes %3")
                       .arg(QString::fromStdString(clamp.key), QString::number(clamp.found, 'g', 6),
                            QString::number(clamp.used, 'g', 6))
                << '\n';
        if (const auto errors = validate(scenario.params); !errors.empty())
            return fail(CommandLine::tr("the fit cannot be applied: %1")
                            .arg(QString::fromStdString(errors.front().message())));
        const QString outPath = parser.value(outOption);
        QString error;
        if (!saveScenarioFile(outPath, scenario, &error)) { // a write that failed: status 1, as documented
            out.flush();
            err() << "lorafleet: " << oneLine(error) << Qt::endl;
            return kExitWriteFailed;
        }
        out << CommandLine::tr("Scenario written to %1 (popularity: %2)")
                   .arg(safeText(outPath, kShownPathChars),
                        empirical ? CommandLine::tr("empirical, the log's own shares")
                                  : CommandLine::tr("Zipf, s = %1").arg(fixed(fit.skew, 4)))
            << '\n';
    }
    if (parser.isSet(jsonOption)) {
        const QJsonObject json{
            {"requests", qint64(log.requests)},
            {"adapters", qint64(fit.adapters)},
            {"skew", fit.skew},
            {"skew_ci", QJsonArray{fit.skewLow, fit.skewHigh}},
            {"requests_per_month", log.requestsPerMonth ? QJsonValue(*log.requestsPerMonth) : QJsonValue()},
            {"ks_distance", fit.ksDistance},
            {"bad_lines", qint64(log.badLines)},
            {"stray_timestamps", qint64(log.strayTimes)},
            {"demand_peak_factor", log.peakFactor ? QJsonValue(*log.peakFactor) : QJsonValue()},
        };
        out << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    }
    out.flush();
    return 0;
}

} // namespace lorafleet
