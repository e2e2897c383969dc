// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/simulatecommand.h"

#include "app/cli.h"
#include "app/fleetsimulatecommand.h"
#include "app/scenariooptions.h"
#include "model/batchsimulation.h"
#include "model/fleetsimulation.h"
#include "text/safetext.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace lorafleet {

namespace {

constexpr qint64 kMaxBatches = 100000000;

QString number(double value)
{
    return fixed(value, 4);
}

QJsonObject spreadJson(const BatchSimulation::Spread &s)
{
    return {{"mean", s.mean}, {"p5", s.p5}, {"p95", s.p95}, {"analytic", s.analytic}};
}

} // namespace

int runSimulate(const QStringList &arguments)
{
    QCommandLineParser parser;
    addScenarioOptions(parser);
    const QCommandLineOption batchesOption(QStringLiteral("batches"), QStringLiteral("Batches."),
                                           QStringLiteral("N"), QStringLiteral("10000"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("S"),
                                        QStringLiteral("1"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    const QCommandLineOption fleetOption(QStringLiteral("fleet"), QStringLiteral("Simulate the fleet."));
    const QCommandLineOption requestsOption(QStringLiteral("requests"), QStringLiteral("Requests."),
                                            QStringLiteral("N"), QStringLiteral("200000"));
    const QCommandLineOption placementsOption(QStringLiteral("placements"), QStringLiteral("Placements."),
                                              QStringLiteral("P"), QStringLiteral("8"));
    parser.addOptions({batchesOption, seedOption, jsonOption, fleetOption, requestsOption, placementsOption});
    Scenario scenario;
    if (const auto status = parseScenarioArguments(parser, arguments, scenario))
        return *status;
    const Params &params = scenario.params;
    bool ok = false;
    if (parser.isSet(fleetOption)) {
        // The fleet's draws are bounded (kMaxFleetSimulationDraws): larger counts are refused.
        const qint64 requests = parser.value(requestsOption).toLongLong(&ok);
        if (!ok || requests < 1 || requests > kMaxFleetSimulationDraws / 2)
            return fail(CommandLine::tr("--requests %1 is not valid: expected a whole number from 1 to %2")
                            .arg(safeText(parser.value(requestsOption)))
                            .arg(kMaxFleetSimulationDraws / 2));
        const int placements = parser.value(placementsOption).toInt(&ok);
        if (!ok || placements < 1 || placements > 64)
            return fail(CommandLine::tr("--placements %1 is not valid: expected a whole number from 1 to %2")
                            .arg(safeText(parser.value(placementsOption)))
                            .arg(64));
        const quint64 fleetSeed = parser.value(seedOption).toULongLong(&ok);
        if (!ok)
            return fail(CommandLine::tr("--seed %1 is not valid: expected a whole number from 0")
                            .arg(safeText(parser.value(seedOption))));
        return runFleetSimulate(params, requests, placements, fleetSeed, parser.isSet(jsonOption));
    }
    qint64 batches = parser.value(batchesOption).toLongLong(&ok);
    if (!ok || batches < 1 || batches > kMaxBatches)
        return fail(CommandLine::tr("--batches %1 is not valid: expected a whole number from 1 to %2")
                        .arg(safeText(parser.value(batchesOption)))
                        .arg(kMaxBatches));
    // A simulation draws at most kMaxSimulatedRequests requests, so that it ends within a second: the
    // default stays within it, an explicit count beyond it is refused.
    const std::int64_t batchSize = simulatedBatchSize(params);
    const std::int64_t most = batchesWithin(batchSize);
    if (!parser.isSet(batchesOption))
        batches = std::min<qint64>(batches, most);
    else if (batches > most)
        return fail(CommandLine::tr("--batches %1 is too many at %2 requests a batch: at most %3 (%4 "
                                    "requests in all)")
                        .arg(batches)
                        .arg(batchSize)
                        .arg(most)
                        .arg(kMaxSimulatedRequests));
    const quint64 seed = parser.value(seedOption).toULongLong(&ok);
    if (!ok)
        return fail(CommandLine::tr("--seed %1 is not valid: expected a whole number from 0")
                        .arg(safeText(parser.value(seedOption))));
    const BatchSimulation sim = simulateBatches(params, batches, seed);
    const auto row = [&](const QString &label, const BatchSimulation::Spread &s) {
        out() << "  " << label.leftJustified(34) << ' '
              << CommandLine::tr("mean %1, p5-p95 %2-%3, model %4")
                     .arg(number(s.mean), number(s.p5), number(s.p95), number(s.analytic))
              << '\n';
    };
    out() << CommandLine::tr("%1 batches of %2 requests, %3 pool:")
                 .arg(sim.batches)
                 .arg(sim.batchSize)
                 .arg(sim.policy == PoolPolicy::Lru ? CommandLine::tr("LRU") : CommandLine::tr("pinned"))
          << '\n';
    row(CommandLine::tr("Distinct resident adapters"), sim.distinctResident);
    row(sim.policy == PoolPolicy::Lru ? CommandLine::tr("Adapters loaded per step")
                                      : CommandLine::tr("Distinct out-of-pool adapters"),
        sim.distinctOutOfPool);
    out() << "  " << CommandLine::tr("Pool hit rate").leftJustified(34) << ' '
          << CommandLine::tr("simulated %1, model %2")
                 .arg(number(sim.hitRateSimulated), number(sim.hitRateAnalytic))
          << '\n';
    if (parser.isSet(jsonOption)) {
        const QJsonObject json{
            {"batches", qint64(sim.batches)},
            {"distinct_resident", spreadJson(sim.distinctResident)},
            {"distinct_out_of_pool", spreadJson(sim.distinctOutOfPool)},
            {"pool_hit_rate",
             QJsonObject{{"simulated", sim.hitRateSimulated}, {"analytic", sim.hitRateAnalytic}}},
        };
        out() << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    }
    out().flush();
    return 0;
}

} // namespace lorafleet
