// SPDX-License-Identifier: GPL-3.0-or-later
// The bridge from the paper's monthly cost to the engine model's (docs/model.md, "Why the models differ"):
// with every assumption off the engine model is the paper's, the steps are Shapley values that sum to the
// difference, and an assumption the scenario does not use moves nothing.
#include "model/fleetmodel.h"
#include "model/modelbridge.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

using namespace lorafleet;

namespace {

constexpr unsigned kEveryAssumption = (1u << kEngineAssumptionCount) - 1;

Params engineScenario()
{
    Params p;
    p.model = ModelKind::Engine;
    return p;
}

double relative(double a, double b)
{
    return std::abs(a - b) / std::max({std::abs(a), std::abs(b), 1e-300});
}

double sumOfSteps(const ModelBridge &bridge)
{
    double sum = 0;
    for (const BridgeStep &step : bridge.steps)
        sum += step.delta;
    return sum;
}

double stepDelta(const ModelBridge &bridge, EngineAssumption assumption)
{
    return bridge.steps[static_cast<std::size_t>(assumption)].delta;
}

} // namespace

class TestModelBridge : public QObject
{
    Q_OBJECT

private slots:
    void everyAssumptionOffIsThePapersModel_data()
    {
        QTest::addColumn<QString>("settings");
        QTest::newRow("defaults") << QString();
        QTest::newRow("pool overflows") << QStringLiteral("adapters=512");
        QTest::newRow("far beyond the pool, lru") << QStringLiteral("adapters=5000 pool_policy=lru");
        QTest::newRow("batch 128, skew 1.5") << QStringLiteral("batch=128 skew=1.5");
        QTest::newRow("heavy head dedicated") << QStringLiteral("requests_per_month=1e10 adapters=64");
        QTest::newRow("whole gpus, peak") << QStringLiteral("whole_gpus=true demand_peak_factor=2");
        QTest::newRow("no pool") << QStringLiteral("pool_gb=0 adapters=40");
        QTest::newRow("70B on two GPUs")
            << QStringLiteral("base_gb=141 tensor_parallel=2 kv_gb=40 pool_gb=10");
    }
    void everyAssumptionOffIsThePapersModel()
    {
        QFETCH(QString, settings);
        Params params = engineScenario();
        for (const QString &setting : settings.split(u' ', Qt::SkipEmptyParts)) {
            const auto parts = setting.split(u'=');
            QVERIFY(!setParam(params, parts[0].toStdString(), parts[1].toStdString()));
        }
        Params paper = params;
        paper.model = ModelKind::Paper;
        Params switchedOff = params;
        switchedOff.engineAssumptionsOff = kEveryAssumption;
        const Figures expected = evaluate(paper);
        const Figures got = evaluate(switchedOff);
        QVERIFY2(relative(got.costHybridPerMonth, expected.costHybridPerMonth) < 1e-9,
                 qPrintable(QString::number(got.costHybridPerMonth) + QStringLiteral(" vs ") +
                            QString::number(expected.costHybridPerMonth)));
        QVERIFY(relative(got.gpusMultiplex, expected.gpusMultiplex) < 1e-9);
        QVERIFY(relative(got.gpusDedicated, expected.gpusDedicated) < 1e-9);
        QVERIFY(std::abs(got.overhead.restream - expected.overhead.restream) < 1e-12);
        QVERIFY(std::abs(got.overhead.hostlink - expected.overhead.hostlink) < 1e-12);
        QCOMPARE(got.adaptersToDedicate, expected.adaptersToDedicate);
    }

    void stepsSumToTheDifference_data()
    {
        QTest::addColumn<QString>("settings");
        QTest::addColumn<bool>("engineAbove");
        QTest::newRow("defaults: the engine costs more") << QString() << true;
        // A GPU the paper credits with far fewer requests than its roofline serves: the engine is cheaper.
        QTest::newRow("small Q: the engine costs less")
            << QStringLiteral("gpu_requests_per_month=1e6") << false;
        QTest::newRow("latency target, lru, disk")
            << QStringLiteral("service_target=latency adapters=600 adapter_source=disk") << true;
        QTest::newRow("70B on two GPUs")
            << QStringLiteral("base_gb=141 tensor_parallel=2 kv_gb=40 pool_gb=10") << true;
    }
    void stepsSumToTheDifference()
    {
        QFETCH(QString, settings);
        QFETCH(bool, engineAbove);
        Params params = engineScenario();
        for (const QString &setting : settings.split(u' ', Qt::SkipEmptyParts)) {
            const auto parts = setting.split(u'=');
            QVERIFY(!setParam(params, parts[0].toStdString(), parts[1].toStdString()));
        }
        const ModelBridge bridge = modelBridge(params);
        Params paper = params;
        paper.model = ModelKind::Paper;
        QCOMPARE(bridge.paper, evaluate(paper).costHybridPerMonth);
        QCOMPARE(bridge.engine, evaluate(params).costHybridPerMonth);
        QCOMPARE(bridge.engine > bridge.paper, engineAbove);
        const double difference = bridge.engine - bridge.paper;
        QVERIFY2(std::abs(sumOfSteps(bridge) - difference) <= 1e-9 * std::abs(difference),
                 qPrintable(QString::number(sumOfSteps(bridge), 'g', 17) + QStringLiteral(" vs ") +
                            QString::number(difference, 'g', 17)));
        for (int i = 0; i < kEngineAssumptionCount; ++i)
            QCOMPARE(bridge.steps[static_cast<std::size_t>(i)].assumption, static_cast<EngineAssumption>(i));
        // The capacity from the GPU's roofline is the largest move at the defaults (Q is a tenth of it).
        QVERIFY(std::abs(stepDelta(bridge, EngineAssumption::Capacity)) > 0);
    }

    void anAssumptionTheScenarioDoesNotUseMovesNothing()
    {
        Params params = engineScenario();
        params.loraFixedOverhead = 0;
        params.promptTokens = 0;
        params.contextTokens = 430;
        const ModelBridge bridge = modelBridge(params);
        QCOMPARE(stepDelta(bridge, EngineAssumption::LoraFixed), 0.0);
        QCOMPARE(stepDelta(bridge, EngineAssumption::Prefill), 0.0);
        QCOMPARE(stepDelta(bridge, EngineAssumption::TensorParallel), 0.0); // one GPU holds 54 GB
        QCOMPARE(stepDelta(bridge, EngineAssumption::ServiceTarget), 0.0); // throughput
        QVERIFY(stepDelta(bridge, EngineAssumption::EngineOverhead) > 0);
        // Six assumptions that can matter, of ten (capacity, KV reads, engine overhead, adapter reads,
        // admission loads, pool and KV sharing): 2^6 scenarios, not 2^10.
        QCOMPARE(bridge.evaluations, 64);
    }

    // With four assumptions that matter, the Shapley values equal the mean over the 4! orders of switching
    // them on one after the other.
    void stepsAreTheMeanOverEveryOrder()
    {
        Params params = engineScenario();
        params.engineOverhead = params.computeOverhead = params.engineStepMs = 0;
        params.loraFixedOverhead = 0;
        params.poolPolicy = PoolPolicy::Pinned;
        params.adapterLoadMs = 0;
        params.promptTokens = 0;
        params.contextTokens = 430;
        params.adapters = 400; // beyond the pool: the engine's reads differ from the paper's
        params.kvGb = 20; // 123 requests beside the pool, 256 (the cap) on a dedicated GPU
        params.batch = 256;
        const ModelBridge bridge = modelBridge(params);
        QCOMPARE(bridge.evaluations, 16);
        const std::vector<EngineAssumption> players{EngineAssumption::Capacity, EngineAssumption::KvRead,
                                                    EngineAssumption::AdapterReads,
                                                    EngineAssumption::PoolKvSharing};
        const auto cost = [&](unsigned onMask) {
            Params p = params;
            p.engineAssumptionsOff = kEveryAssumption;
            for (std::size_t j = 0; j < players.size(); ++j)
                if (onMask & (1u << j))
                    p.engineAssumptionsOff &= ~(1u << static_cast<unsigned>(players[j]));
            return evaluate(p).costHybridPerMonth;
        };
        std::vector<std::size_t> order{0, 1, 2, 3};
        std::vector<double> mean(4, 0.0);
        int orders = 0;
        do {
            unsigned on = 0;
            for (const std::size_t j : order) {
                const double before = cost(on);
                on |= 1u << j;
                mean[j] += cost(on) - before;
            }
            ++orders;
        } while (std::next_permutation(order.begin(), order.end()));
        for (std::size_t j = 0; j < players.size(); ++j) {
            const double expected = mean[j] / orders;
            QVERIFY2(std::abs(stepDelta(bridge, players[j]) - expected) <=
                         1e-6 * std::max(1.0, std::abs(expected)),
                     qPrintable(QString::number(stepDelta(bridge, players[j])) + QStringLiteral(" vs ") +
                                QString::number(expected)));
            QVERIFY(std::abs(expected) > 1.0); // each of the four moves the bill
        }
    }

    void planCostIsTheChosenPolicysPlanCost_data()
    {
        QTest::addColumn<int>("routing");
        QTest::addColumn<double>("skew");
        QTest::addColumn<std::int64_t>("replicas");
        QTest::addColumn<bool>("dedicates"); // whether the plan dedicates adapters (the other branch)
        QTest::newRow("replicated, steep: dedicates")
            << int(Routing::Replicated) << 2.0 << std::int64_t(0) << true;
        QTest::newRow("affinity, 8 replicas: dedicates")
            << int(Routing::Affinity) << 1.0 << std::int64_t(8) << true;
        QTest::newRow("replicated, flat: the multiplexed fleet")
            << int(Routing::Replicated) << 0.2 << std::int64_t(0) << false;
        QTest::newRow("affinity, flat, 4 replicas")
            << int(Routing::Affinity) << 0.2 << std::int64_t(4) << false;
    }

    // The bridge's 2^n evaluations skip the routed fleet where the plan dedicates adapters: the same cost
    // to the last bit, in both branches.
    void planCostIsTheChosenPolicysPlanCost()
    {
        QFETCH(int, routing);
        QFETCH(double, skew);
        QFETCH(std::int64_t, replicas);
        QFETCH(bool, dedicates);
        Params p = engineScenario();
        p.adapters = 5000;
        p.skew = skew;
        p.requestsPerMonth = 4e9;
        p.routing = static_cast<Routing>(routing);
        p.replicas = replicas;
        const Figures chosen = evaluate(p, FleetDetail::ChosenPolicy);
        QCOMPARE(chosen.adaptersToDedicate > 0, dedicates);
        QVERIFY(evaluate(p, FleetDetail::PlanCost).costHybridPerMonth ==
                chosen.costHybridPerMonth); // exactly
        if (!dedicates) { // the routed fleet is the plan: the routing moves its cost
            Params balanced = p;
            balanced.routing = Routing::LoadBalanced;
            balanced.replicas = 0;
            QVERIFY(evaluate(balanced, FleetDetail::PlanCost).costHybridPerMonth !=
                    chosen.costHybridPerMonth);
        }
    }

    void keysInTheirOrder()
    {
        const std::vector<std::string_view> expected{
            "capacity",        "kv_read",         "engine_overhead", "lora_fixed",      "adapter_reads",
            "admission_loads", "pool_kv_sharing", "prefill",         "tensor_parallel", "service_target"};
        for (int i = 0; i < kEngineAssumptionCount; ++i)
            QCOMPARE(engineAssumptionKey(static_cast<EngineAssumption>(i)),
                     expected[static_cast<std::size_t>(i)]);
    }
};

QTEST_APPLESS_MAIN(TestModelBridge)
#include "tst_modelbridge.moc"
