// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/flagscommand.h"

#include "app/cli.h"
#include "app/scenariooptions.h"
#include "model/enginepresets.h"
#include "text/launchflagstext.h"
#include "text/safetext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

namespace lorafleet {

namespace {

constexpr double kMinPercentile = 50;
constexpr double kMaxPercentile = 99.99;
constexpr qint64 kMaxShape = 1000000; // a hidden size or layer count beyond this is no model

// A whole number from 1 to kMaxShape, or nothing.
std::optional<std::int64_t> shapeValue(const QString &text)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    if (!ok || value < 1 || value > kMaxShape)
        return std::nullopt;
    return value;
}

} // namespace

int runFlags(const QStringList &arguments)
{
    QCommandLineParser parser;
    addScenarioOptions(parser);
    const QCommandLineOption engineOption(QStringLiteral("engine"), QStringLiteral("Engine."),
                                          QStringLiteral("NAME"));
    const QCommandLineOption percentileOption(QStringLiteral("percentile"), QStringLiteral("Percentile."),
                                              QStringLiteral("P"), QStringLiteral("99"));
    const QCommandLineOption hiddenOption(QStringLiteral("hidden-size"), QStringLiteral("Hidden size."),
                                          QStringLiteral("N"));
    const QCommandLineOption layersOption(QStringLiteral("layers"), QStringLiteral("Layers."),
                                          QStringLiteral("N"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    parser.addOptions({engineOption, percentileOption, hiddenOption, layersOption, jsonOption});
    Scenario scenario;
    if (const auto status = parseScenarioArguments(parser, arguments, scenario))
        return *status;

    // Without --engine, the scenario's own engine (the engine model's `engine` key, by the same names).
    const QString engineName = parser.isSet(engineOption)
        ? parser.value(engineOption).trimmed()
        : QString::fromLatin1(engineKindName(scenario.params.engine).data(),
                              qsizetype(engineKindName(scenario.params.engine).size()));
    const auto engine = servingEngineFromName(engineName.toStdString());
    if (!engine) {
        for (const EnginePreset &preset : enginePresets())
            if (engineName ==
                QLatin1String(engineKindName(preset.engine).data(),
                              qsizetype(engineKindName(preset.engine).size())))
                return fail(CommandLine::tr("%1 (engine %2) has no launch flags: lorafleet writes them for "
                                            "vllm, sglang, lorax and trtllm; choose one with --engine")
                                .arg(QString::fromUtf8(preset.label.data(), qsizetype(preset.label.size())),
                                     engineName));
        return fail(
            CommandLine::tr("--engine %1 is not valid: expected vllm, sglang, trtllm, slora, punica or "
                            "lorax")
                .arg(safeText(engineName)));
    }
    bool ok = false;
    const double percentile = parser.value(percentileOption).toDouble(&ok);
    if (!ok || !(percentile >= kMinPercentile && percentile <= kMaxPercentile))
        return fail(CommandLine::tr("--percentile %1 is not valid: expected a number from %2 to %3")
                        .arg(safeText(parser.value(percentileOption)))
                        .arg(kMinPercentile)
                        .arg(kMaxPercentile));
    std::optional<BaseShape> shape;
    if (parser.isSet(hiddenOption) != parser.isSet(layersOption))
        return fail(CommandLine::tr("give both --hidden-size and --layers, or neither"));
    if (parser.isSet(hiddenOption)) {
        const auto hidden = shapeValue(parser.value(hiddenOption));
        const auto layers = shapeValue(parser.value(layersOption));
        if (!hidden || !layers)
            return fail(CommandLine::tr(
                            "--hidden-size %1 --layers %2 is not valid: expected whole numbers from 1 to %3")
                            .arg(safeText(parser.value(hiddenOption)), safeText(parser.value(layersOption)))
                            .arg(kMaxShape));
        shape = BaseShape{*hidden, *layers, {}};
    }

    const LaunchPlan plan = launchPlan(scenario.params, percentile / 100.0, shape);
    const EngineFlags flags = engineFlags(plan, *engine);
    QTextStream &out = lorafleet::out();
    out << launchFlagsReport(plan, flags);
    if (parser.isSet(jsonOption))
        out << QJsonDocument(launchFlagsJson(plan, flags)).toJson(QJsonDocument::Compact) << '\n';
    out.flush();
    return 0;
}

} // namespace lorafleet
