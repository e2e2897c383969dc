// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/fleetsimulatecommand.h"

#include "app/cli.h"
#include "model/fleetsimulation.h"
#include "text/modeltexts.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace lorafleet {

int runFleetSimulate(const Params &params, std::int64_t requests, int placements, std::uint64_t seed,
                     bool json)
{
    const Figures f = evaluate(params);
    const RoutedFleet &model = f.fleet.chosen;
    // The closed form's routing figures stop at 10,000 replicas (replicas' range): so does the simulation.
    const std::int64_t replicas = std::min<std::int64_t>(model.replicas, 10000);
    const auto replicaSlots = static_cast<std::int64_t>(std::floor(f.fleet.replicaSlots));
    if (!fleetSimulationFits(replicas, replicaSlots, params.adapters, {requests, placements, seed}))
        return fail(CommandLine::tr("A fleet of %1 replicas of %2 adapter slots is too large to simulate: at "
                                    "most %3 slots in all")
                        .arg(replicas)
                        .arg(replicaSlots)
                        .arg(kMaxFleetSimulationSlots));
    const FleetSimulation sim = simulateFleet(params, replicas, replicaSlots, {requests, placements, seed});
    const QLocale c = tableLocale();
    const auto number = [&](double value, int digits) { return c.toString(value, 'f', digits); };
    const ParamInfo *routing = findParam("routing");
    out() << CommandLine::tr("Fleet of %1 replicas of %2 adapter slots (routing: %3), %4 placements of %5 "
                             "requests:")
                 .arg(sim.replicas)
                 .arg(sim.replicaSlots)
                 .arg(ModelTexts::choiceLabel(*routing, std::size_t(sim.routing)))
                 .arg(sim.placements)
                 .arg(sim.requests)
          << '\n';
    const auto row = [&](const QString &label, const QString &text) {
        out() << "  " << padded(label, 38) << text << '\n'; // eval's column
    };
    row(CommandLine::tr("Fleet hit rate"),
        CommandLine::tr("simulated %1, model %2").arg(number(sim.hitRate, 4), number(model.hitRate, 4)));
    row(CommandLine::tr("Load imbalance, hottest/mean replica"),
        CommandLine::tr("simulated %1 (placements %2-%3), model %4")
            .arg(number(sim.loadImbalance, 3), number(sim.loadImbalanceLowest, 3),
                 number(sim.loadImbalanceHighest, 3), number(model.loadImbalance, 3)));
    const bool engine = params.model == ModelKind::Engine;
    if (engine)
        row(CommandLine::tr("TTFT p50 / p95 / p99"),
            CommandLine::tr("simulated %1 / %2 / %3 ms, model %4 / %5 / %6 ms")
                .arg(number(sim.ttftMsP50, 1), number(sim.ttftMsP95, 1), number(sim.ttftMsP99, 1),
                     number(model.ttftMsP50, 1), number(model.ttftMsP95, 1), number(model.ttftMsP99, 1)));
    if (json) {
        const auto pair = [](double simulated, double analytic) {
            return QJsonObject{{"simulated", simulated}, {"analytic", analytic}};
        };
        const std::string_view name = routingName(sim.routing);
        QJsonObject fleet{
            {"routing", QString::fromLatin1(name.data(), qsizetype(name.size()))},
            {"replicas", qint64(sim.replicas)},
            {"slots", qint64(sim.replicaSlots)},
            {"requests", qint64(sim.requests)},
            {"placements", sim.placements},
            {"fleet_hit_rate", pair(sim.hitRate, model.hitRate)},
            {"load_imbalance",
             QJsonObject{{"simulated", sim.loadImbalance},
                         {"analytic", model.loadImbalance},
                         {"lowest", sim.loadImbalanceLowest},
                         {"highest", sim.loadImbalanceHighest}}},
        };
        if (engine) {
            fleet.insert("ttft_ms_p50", pair(sim.ttftMsP50, model.ttftMsP50));
            fleet.insert("ttft_ms_p95", pair(sim.ttftMsP95, model.ttftMsP95));
            fleet.insert("ttft_ms_p99", pair(sim.ttftMsP99, model.ttftMsP99));
        }
        out() << QJsonDocument(QJsonObject{{"fleet", fleet}}).toJson(QJsonDocument::Compact) << '\n';
    }
    out().flush();
    return 0;
}

} // namespace lorafleet
