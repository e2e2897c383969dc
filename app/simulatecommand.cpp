#include "simulatecommand.h"

#include "batchsimulation.h"
#include "safetext.h"

#include <QCoreApplication>
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
constexpr qint64 kMaxBatches = 100000000;

QString number(double value)
{
    return QLocale::c().toString(value, 'f', 4);
}

QJsonObject spreadJson(const BatchSimulation::Spread &s)
{
    return {{"mean", s.mean}, {"p5", s.p5}, {"p95", s.p95}, {"analytic", s.analytic}};
}

} // namespace

int runSimulate(const QCommandLineParser &parser, const SimulateOptions &options, const Params &params)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    bool ok = false;
    const qint64 batches = parser.value(options.batches).toLongLong(&ok);
    if (!ok || batches < 1 || batches > kMaxBatches) {
        err << "lorafleet: "
            << oneLine(Texts::tr("--batches %1 is not valid: expected a whole number from 1 to %2")
                           .arg(safeText(parser.value(options.batches)))
                           .arg(kMaxBatches))
            << Qt::endl;
        return kExitInvalidInput;
    }
    const quint64 seed = parser.value(options.seed).toULongLong(&ok);
    if (!ok) {
        err << "lorafleet: "
            << oneLine(Texts::tr("--seed %1 is not valid: expected a whole number from 0")
                           .arg(safeText(parser.value(options.seed))))
            << Qt::endl;
        return kExitInvalidInput;
    }
    const BatchSimulation sim = simulateBatches(params, batches, seed);
    const auto row = [&](const QString &label, const BatchSimulation::Spread &s) {
        out << "  " << label.leftJustified(34) << ' '
            << Texts::tr("mean %1, p5-p95 %2-%3, model %4")
                   .arg(number(s.mean), number(s.p5), number(s.p95), number(s.analytic))
            << '\n';
    };
    out << Texts::tr("%1 batches of %2 requests, %3 pool:")
               .arg(sim.batches)
               .arg(sim.batchSize)
               .arg(sim.policy == PoolPolicy::Lru ? Texts::tr("LRU") : Texts::tr("pinned"))
        << '\n';
    row(Texts::tr("Distinct resident adapters"), sim.distinctResident);
    row(sim.policy == PoolPolicy::Lru ? Texts::tr("Adapters loaded per step")
                                      : Texts::tr("Distinct out-of-pool adapters"),
        sim.distinctOutOfPool);
    out << "  " << Texts::tr("Pool hit rate").leftJustified(34) << ' '
        << Texts::tr("simulated %1, model %2").arg(number(sim.hitRateSimulated), number(sim.hitRateAnalytic))
        << '\n';
    if (parser.isSet(options.json)) {
        const QJsonObject json{
            {"batches", qint64(sim.batches)},
            {"distinct_resident", spreadJson(sim.distinctResident)},
            {"distinct_out_of_pool", spreadJson(sim.distinctOutOfPool)},
            {"pool_hit_rate",
             QJsonObject{{"simulated", sim.hitRateSimulated}, {"analytic", sim.hitRateAnalytic}}},
        };
        out << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    }
    out.flush();
    return 0;
}

} // namespace lorafleet
