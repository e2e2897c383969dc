// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/explaincommand.h"

#include "app/cli.h"
#include "app/scenariooptions.h"
#include "model/modelbridge.h"
#include "text/bridgetext.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace lorafleet {

namespace {

QJsonObject toJson(const ModelBridge &bridge)
{
    QJsonArray steps;
    for (const BridgeStep &step : bridge.steps)
        steps.append(QJsonObject{{"key", qs(engineAssumptionKey(step.assumption))},
                                 {"name", BridgeTexts::assumptionName(step.assumption)},
                                 {"delta", step.delta}});
    return {{"paper", bridge.paper}, {"engine", bridge.engine}, {"steps", steps}};
}

void printTable(QTextStream &out, const ModelBridge &bridge)
{
    out << CommandLine::tr("Why the models differ: the operating rule's cost per month") << '\n';
    constexpr qsizetype kNameColumns = 48;
    out << "  " << padded(CommandLine::tr("Paper's model"), kNameColumns) << money(bridge.paper) << '\n';
    for (const BridgeStep &step : bridge.steps) {
        const QString delta = step.delta == 0
            ? CommandLine::tr("no change")
            : (step.delta > 0 ? QStringLiteral("+") : QStringLiteral("-")) + money(std::abs(step.delta));
        out << "  " << padded(BridgeTexts::assumptionName(step.assumption), kNameColumns) << delta << '\n';
    }
    out << "  " << padded(CommandLine::tr("Engine model"), kNameColumns) << money(bridge.engine) << '\n';
    out << CommandLine::tr(
               "Each step is what switching that assumption on adds, averaged over every order of "
               "switching them on; the steps add up to the difference.")
        << '\n';
}

} // namespace

int runExplain(const QStringList &arguments)
{
    QCommandLineParser parser;
    addScenarioOptions(parser);
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    parser.addOption(jsonOption);
    Scenario scenario;
    if (const auto status = parseScenarioArguments(parser, arguments, scenario))
        return *status;
    const ModelBridge bridge = modelBridge(scenario.params);
    QTextStream &out = lorafleet::out();
    if (parser.isSet(jsonOption))
        out << QJsonDocument(toJson(bridge)).toJson(QJsonDocument::Compact) << '\n';
    else
        printTable(out, bridge);
    out.flush();
    return 0;
}

} // namespace lorafleet
