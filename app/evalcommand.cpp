// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/evalcommand.h"

#include "app/cli.h"
#include "app/scenariooptions.h"
#include "io/presets.h"
#include "model/evaluation.h"
#include "model/fleetcost.h"
#include "model/fleetmodel.h"
#include "text/jsonio.h"
#include "text/modeltexts.h"
#include "text/paramtexts.h"
#include "text/verdict.h"

#include <QJsonDocument>

namespace lorafleet {

namespace {

void printTable(const Params &params, const Figures &f, const CumulativeCost &cumulative)
{
    const QLocale c = tableLocale();
    // Pads by terminal columns: Hangul and other wide characters take two.
    const auto row = [](const QString &label, const QString &value) {
        out() << "  " << padded(label, 38) << value << '\n';
    };
    const auto percent = [&](double fraction) {
        return c.toString(100.0 * fraction, 'f', 3) + QStringLiteral(" %");
    };
    const auto number = [&](double value, int digits) { return c.toString(value, 'f', digits); };
    const auto week = [&](const std::optional<double> &w) {
        return w ? number(*w, 2) : CommandLine::tr("none");
    };

    out() << CommandLine::tr("LoRA Fleet Explorer: K = %1 adapters, skew s = %2, batch %3, pool %4 GB")
                 .arg(params.adapters)
                 .arg(qs(formatNumber(params.skew)))
                 .arg(params.batch)
                 .arg(qs(formatNumber(params.poolGb)))
          << '\n';
    row(CommandLine::tr("Pool capacity (pool-fit boundary)"),
        CommandLine::tr("%1 adapters").arg(f.poolCapacity));
    row(CommandLine::tr("Re-stream overhead"), percent(f.overhead.restream));
    row(CommandLine::tr("Host-link overhead"), percent(f.overhead.hostlink));
    if (f.model == ModelKind::Engine) {
        row(CommandLine::tr("Fixed LoRA overhead"), percent(f.overhead.fixed));
        row(CommandLine::tr("Batch lost to the pool's memory"), percent(f.overhead.memory));
    }
    row(CommandLine::tr("Total overhead per token"), percent(f.overhead.total()));
    row(CommandLine::tr("Model"),
        f.model == ModelKind::Engine ? CommandLine::tr("engine (docs/model.md)") : CommandLine::tr("paper"));
    const EmpiricalShares &shares = params.popularity.empirical;
    row(CommandLine::tr("Popularity"),
        params.popularity.kind == PopularityKind::Zipf
            ? CommandLine::tr("Zipf, s = %1").arg(qs(formatNumber(params.skew)))
            : CommandLine::tr("empirical: %n adapter(s) as logged, the rest a Zipf tail (s = %1) with %2 of "
                              "the requests",
                              nullptr, int(shares.head.size()))
                  .arg(number(shares.tailSkew, 3), percent(shares.tailShare)));
    row(CommandLine::tr("GPU capacity, multiplexed"),
        CommandLine::tr("%1 requests/month").arg(number(f.gpuCapacityMultiplexed, 0)));
    row(CommandLine::tr("GPU capacity, dedicated"),
        CommandLine::tr("%1 requests/month").arg(number(f.gpuCapacityDedicated, 0)));
    row(CommandLine::tr("Effective batch"), number(f.batchEffective, 0));
    row(CommandLine::tr("Pool hit rate"), percent(f.poolHitRate));
    row(CommandLine::tr("Fleet advantage R"), number(f.fleetAdvantage, 2) + QStringLiteral(" x"));
    row(CommandLine::tr("GPUs, multiplexed"), number(f.gpusMultiplex, 3));
    row(CommandLine::tr("GPUs, dedicated"), number(f.gpusDedicated, 3));
    row(CommandLine::tr("Cost per month, multiplexed"), money(f.costMultiplexPerMonth));
    row(CommandLine::tr("Cost per month, dedicated"), money(f.costDedicatedPerMonth));
    row(CommandLine::tr("Savings per month (per year)"),
        QStringLiteral("%1 (%2)").arg(money(f.savingsPerMonth), money(f.savingsPerYear)));
    row(CommandLine::tr("Cost per month, operating rule"),
        CommandLine::tr("%1 (%2 GPUs)").arg(money(f.costHybridPerMonth), number(f.gpusHybrid, 3)));
    if (f.adaptersToDedicate > 0) // the plan dedicates the head: it saves more than multiplexing all
        row(CommandLine::tr("Plan's savings per month (per year)"),
            QStringLiteral("%1 (%2)").arg(money(f.planSavingsPerMonth), money(f.planSavingsPerYear)));
    row(CommandLine::tr("GPUs to rent (cost per month)"),
        QStringLiteral("%1 (%2)").arg(number(f.gpusToRent, 0), money(f.costToRentPerMonth)));
    row(CommandLine::tr("Cost over %1 weeks, multiplexed").arg(number(cumulative.weeks, 0)),
        money(cumulative.multiplexed));
    row(CommandLine::tr("Cost over %1 weeks, dedicated").arg(number(cumulative.weeks, 0)),
        money(cumulative.dedicated));
    row(CommandLine::tr("Break-even share p*"), percent(f.breakevenShare));
    row(CommandLine::tr("Top adapter's share p1"), percent(f.topAdapterShare));
    row(CommandLine::tr("Adapters cheaper dedicated"), QString::number(f.adaptersToDedicate));
    row(CommandLine::tr("GPU memory B + V + P of M"),
        CommandLine::tr("%1 of %2 GB, %3")
            .arg(number(f.memoryUsedGb, 1), number(params.hbmGb, 1),
                 f.memoryFits
                     ? CommandLine::tr("fits")
                     : CommandLine::tr("does not fit: over by %1 GB").arg(number(f.memoryOverGb, 1))));
    row(CommandLine::tr("Catalog crosses the boundary, week"), week(f.crossingWeek));
    row(CommandLine::tr("Catalog saturates, week"), week(f.saturationWeek));
    // The fleet of replicas under the scenario's routing (docs/model.md, "Fleets and routing").
    const FleetFigures &fleet = f.fleet;
    const ParamInfo *routing = findParam("routing");
    const auto routingLabel = [&](Routing r) { return ModelTexts::choiceLabel(*routing, std::size_t(r)); };
    row(CommandLine::tr("Routing"),
        CommandLine::tr("%1: %2 replicas of %3 adapter slots")
            .arg(routingLabel(fleet.chosen.routing))
            .arg(fleet.chosen.replicas)
            .arg(number(fleet.replicaSlots, 0)));
    row(CommandLine::tr("Fleet hit rate (hottest replica)"),
        QStringLiteral("%1 (%2)").arg(percent(fleet.chosen.hitRate), percent(fleet.chosen.hottestHitRate)));
    row(CommandLine::tr("Load imbalance, hottest/mean replica"),
        number(fleet.chosen.loadImbalance, 3) + QStringLiteral(" x"));
    if (fleet.chosen.overloaded)
        row(CommandLine::tr("Fleet overloaded"),
            CommandLine::tr("its hottest replica cannot carry its load"));
    row(CommandLine::tr("Cheapest other routing"),
        CommandLine::tr("%1 (%2 per month)")
            .arg(routingLabel(fleet.cheapestLever), money(fleet.cheapestLeverCostPerMonth)));
    if (f.model == ModelKind::Engine)
        row(CommandLine::tr("TTFT p50 / p95 / p99"),
            CommandLine::tr("%1 / %2 / %3 ms")
                .arg(number(f.replica.ttftMsP50, 1), number(f.replica.ttftMsP95, 1),
                     number(f.replica.ttftMsP99, 1)));
    const VerdictText verdict = verdictText(params, f);
    // The plan and its cost; a setup that does not fit has no plan, and says so instead.
    if (f.memoryFits)
        out() << CommandLine::tr("Verdict: %1").arg(verdict.plan) << '\n';
    else
        out() << verdict.warning << '\n'; // "Does not fit on the GPU: ..."
    out() << "  " << verdict.headline << u' ' << verdict.detail << '\n';
}

} // namespace

int runEval(const QStringList &arguments)
{
    QCommandLineParser parser;
    const ScenarioOptions scenarioOptions;
    scenarioOptions.addTo(parser);
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    parser.addOption(jsonOption);
    if (const auto status = parseArguments(parser, arguments))
        return *status;
    Scenario scenario;
    if (const auto status = scenarioOptions.resolve(parser, scenario))
        return *status;
    const Evaluation evaluation = evaluateScenario(scenario.params);
    const Figures &figures = evaluation.figures;
    const CumulativeCost &cumulative = evaluation.cumulative;
    if (parser.isSet(jsonOption)) {
        QJsonObject json = figuresToJson(scenario.params, figures);
        json.insert(QStringLiteral("cumulative_cost"),
                    QJsonObject{{"weeks", cumulative.weeks},
                                {"multiplexed", cumulative.multiplexed},
                                {"dedicated", cumulative.dedicated},
                                {"hybrid", cumulative.hybrid},
                                {"savings", cumulative.savings()}});
        out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    } else {
        printTable(scenario.params, figures, cumulative);
    }
    out().flush();
    return 0;
}

int runPresets()
{
    for (const PresetInfo &preset : presets())
        out() << preset.id.leftJustified(18, u' ') << ' ' << preset.name << '\n';
    out().flush();
    return 0;
}

} // namespace lorafleet
