// SPDX-License-Identifier: GPL-3.0-or-later
// Launch flags: the distinct adapters a batch needs against a simulation, the rank against the shipped
// presets' adapters, every engine's values within its documented valid ranges, and the derivations at
// known scenarios.
#include "model/fleetmodel.h"
#include "model/launchflags.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

using namespace lorafleet;

Q_DECLARE_METATYPE(lorafleet::Params)

namespace {

// The percentile of distinct adapters among `batch` requests drawn from Zipf(skew) over `adapters`,
// by simulation (a fixed seed: the same every run).
std::int64_t simulatedPercentile(std::int64_t adapters, double skew, std::int64_t batch, double percentile)
{
    std::vector<double> weights(static_cast<std::size_t>(adapters));
    for (std::int64_t i = 0; i < adapters; ++i)
        weights[static_cast<std::size_t>(i)] = std::pow(double(i + 1), -skew);
    std::discrete_distribution<std::int64_t> draw(weights.begin(), weights.end());
    std::mt19937_64 random(20261201);
    constexpr int kBatches = 4000;
    std::vector<std::int64_t> counts;
    for (int t = 0; t < kBatches; ++t) {
        std::set<std::int64_t> seen;
        for (std::int64_t j = 0; j < batch; ++j)
            seen.insert(draw(random));
        counts.push_back(static_cast<std::int64_t>(seen.size()));
    }
    std::sort(counts.begin(), counts.end());
    return counts[static_cast<std::size_t>(std::ceil(percentile * kBatches)) - 1];
}

std::map<std::string, std::string> values(const EngineFlags &flags)
{
    std::map<std::string, std::string> result;
    for (const LaunchFlag &flag : flags.flags)
        result[flag.name] = flag.value;
    return result;
}

bool hasWarning(const EngineFlags &flags, FlagWarning warning)
{
    return std::find(flags.warnings.begin(), flags.warnings.end(), warning) != flags.warnings.end();
}

} // namespace

class TestLaunchFlags : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void slotsAgainstSimulation_data();
    void slotsAgainstSimulation();
    void slotsAtTheEdges();
    void rankOfThePresetsAdapters();
    void valuesWithinEachEnginesRange_data();
    void valuesWithinEachEnginesRange();
    void derivationsAtDefaults();
    void warnings();
    void absurdSettingsStayInRange();
};

void TestLaunchFlags::slotsAgainstSimulation_data()
{
    QTest::addColumn<qint64>("adapters");
    QTest::addColumn<double>("skew");
    QTest::addColumn<qint64>("batch");
    QTest::newRow("defaults") << qint64(32) << 1.0 << qint64(32);
    QTest::newRow("K 512") << qint64(512) << 1.0 << qint64(32);
    QTest::newRow("flat K 1000 b 64") << qint64(1000) << 0.5 << qint64(64);
    QTest::newRow("steep K 2000") << qint64(2000) << 1.5 << qint64(32);
    QTest::newRow("K 5000 b 128") << qint64(5000) << 1.0 << qint64(128);
}

void TestLaunchFlags::slotsAgainstSimulation()
{
    QFETCH(qint64, adapters);
    QFETCH(double, skew);
    QFETCH(qint64, batch);
    // The median within one adapter of a simulation; the 99th percentile never below it and at most
    // 12 % above (independent presences overstate the spread a little: sizing errs on the safe side).
    const std::int64_t median = distinctAdaptersAtPercentile(adapters, skew, batch, 0.5);
    QVERIFY2(std::abs(median - simulatedPercentile(adapters, skew, batch, 0.5)) <= 1,
             qPrintable(QString::number(median)));
    const std::int64_t p99 = distinctAdaptersAtPercentile(adapters, skew, batch, 0.99);
    const std::int64_t simulated = simulatedPercentile(adapters, skew, batch, 0.99);
    QVERIFY2(p99 >= simulated && p99 <= std::ceil(1.12 * double(simulated)),
             qPrintable(QStringLiteral("%1 against %2").arg(p99).arg(simulated)));
    QVERIFY(distinctAdaptersAtPercentile(adapters, skew, batch, 0.999) >= p99);
}

void TestLaunchFlags::slotsAtTheEdges()
{
    QCOMPARE(distinctAdaptersAtPercentile(1, 1.0, 32, 0.99), std::int64_t(1));
    QCOMPARE(distinctAdaptersAtPercentile(5, 0.0, 64, 0.99), std::int64_t(5)); // every adapter, every batch
    QCOMPARE(distinctAdaptersAtPercentile(1000000, 1.0, 1, 0.99), std::int64_t(1));
    // A huge uniform catalog: almost every request its own adapter, never more than the batch.
    const std::int64_t huge = distinctAdaptersAtPercentile(1000000000000, 0.0, 1024, 0.99);
    QVERIFY(huge >= 1020 && huge <= 1024);
    // The plan's mean is the model's E: with K <= C every adapter is resident.
    const Params defaults;
    QVERIFY(std::abs(launchPlan(defaults).meanDistinct / evaluate(defaults).overhead.distinctResident - 1) <
            1e-12);
}

void TestLaunchFlags::rankOfThePresetsAdapters()
{
    // The shipped Llama-7B presets: S-LoRA's rank-8 adapters (0.0167772 GB) and vLLM's rank 16 (0.0335544).
    Params p;
    p.baseGb = 13.476;
    p.adapterGb = 0.0167772;
    const BaseShape shape = nearestBaseShape(p);
    QCOMPARE(QString::fromLatin1(shape.name.data(), qsizetype(shape.name.size())),
             QStringLiteral("Llama-2-7B"));
    QVERIFY(std::abs(adapterRank(p, shape) - 8) < 1e-4);
    p.adapterGb = 0.0335544;
    QVERIFY(std::abs(adapterRank(p, shape) - 16) < 1e-4);
    QCOMPARE(vllmRankFor(adapterRank(p, shape)), std::int64_t(16));
    // The paper's 54 GB base is a Gemma-2-27B-like model; its 0.268 GB adapters have rank 79.
    const Params paper;
    QVERIFY(nearestBaseShape(paper).name == "Gemma-2-27B");
    QVERIFY(std::abs(adapterRank(paper, nearestBaseShape(paper)) - 79.02) < 0.01);
    // vLLM's allowed ranks.
    QCOMPARE(vllmRankFor(1), std::int64_t(1));
    QCOMPARE(vllmRankFor(1.5), std::int64_t(8));
    QCOMPARE(vllmRankFor(79.02), std::int64_t(128));
    QCOMPARE(vllmRankFor(300), std::int64_t(320));
    QCOMPARE(vllmRankFor(512), std::int64_t(512));
    QCOMPARE(vllmRankFor(513), std::int64_t(0));
}

void TestLaunchFlags::valuesWithinEachEnginesRange_data()
{
    QTest::addColumn<Params>("params");
    QTest::newRow("defaults") << Params();
    Params p;
    p.adapters = 1;
    QTest::newRow("K 1") << p;
    p = Params();
    p.adapters = 1000000000;
    p.skew = 0;
    QTest::newRow("huge flat catalog") << p;
    p = Params();
    p.poolGb = 0;
    QTest::newRow("no pool") << p;
    p = Params();
    p.poolGb = 200; // does not fit
    p.adapterGb = 50; // rank far beyond 512
    QTest::newRow("does not fit, huge rank") << p;
    p = Params();
    p.model = ModelKind::Engine;
    p.batch = 1024;
    p.adapters = 5000;
    QTest::newRow("engine, batch 1024") << p;
    p = Params();
    p.adapterGb = 1e-9;
    QTest::newRow("tiny adapters") << p;
}

void TestLaunchFlags::valuesWithinEachEnginesRange()
{
    QFETCH(Params, params);
    QVERIFY(validate(params).empty());
    const LaunchPlan plan = launchPlan(params);
    const auto integer = [](const std::string &text) { return std::stoll(text); };

    auto vllm = values(engineFlags(plan, ServingEngine::Vllm));
    QVERIFY(vllm.count("--enable-lora") && vllm["--enable-lora"].empty());
    QVERIFY(integer(vllm["--max-loras"]) >= 1); // ge=1
    QVERIFY(std::count(std::begin(kVllmRanks), std::end(kVllmRanks), integer(vllm["--max-lora-rank"])) == 1);
    QVERIFY(integer(vllm["--max-cpu-loras"]) >= integer(vllm["--max-loras"])); // "must be >= max_loras"
    const double utilization = std::stod(vllm["--gpu-memory-utilization"]);
    QVERIFY(utilization > 0 && utilization <= 1); // gt=0, le=1

    auto sglang = values(engineFlags(plan, ServingEngine::Sglang));
    QVERIFY(integer(sglang["--max-loras-per-batch"]) >= 1);
    QVERIFY(integer(sglang["--max-loaded-loras"]) >= integer(sglang["--max-loras-per-batch"]));
    QVERIFY(sglang["--lora-eviction-policy"] == "lru" || sglang["--lora-eviction-policy"] == "fifo");

    auto lorax = values(engineFlags(plan, ServingEngine::Lorax));
    const double fraction = std::stod(lorax["--adapter-memory-fraction"]);
    QVERIFY(fraction >= 0 && fraction <= 1);
    QVERIFY(integer(lorax["--max-active-adapters"]) >= 1);

    auto trt = values(engineFlags(plan, ServingEngine::TrtLlm));
    QVERIFY(integer(trt["max_lora_rank"]) >= 1);
    QVERIFY(integer(trt["max_loras"]) >= 1);
    QVERIFY(integer(trt["max_cpu_loras"]) >= integer(trt["max_loras"]));

    // The slots never exceed the batch or the catalog.
    QVERIFY(plan.batchSlots >= 1 && plan.batchSlots <= std::min(plan.batch, plan.catalog));
}

void TestLaunchFlags::derivationsAtDefaults()
{
    // K = 32, s = 1, b = 32: 15.02 distinct adapters on average, 21 in 99 % of batches.
    const LaunchPlan plan = launchPlan(Params());
    QCOMPARE(plan.batchSlots, std::int64_t(21));
    QCOMPARE(plan.poolCapacity, std::int64_t(223));
    auto vllm = values(engineFlags(plan, ServingEngine::Vllm));
    QCOMPARE(vllm["--max-loras"], std::string("21"));
    QCOMPARE(vllm["--max-lora-rank"], std::string("128"));
    QCOMPARE(vllm["--max-cpu-loras"], std::string("32"));
    QCOMPARE(vllm["--gpu-memory-utilization"], std::string("1.00")); // 54 + 27 + 60 = 141 of 141 GB
    auto lorax = values(engineFlags(plan, ServingEngine::Lorax));
    QCOMPARE(lorax["--adapter-memory-fraction"], std::string("0.426")); // 60 / 141 = 0.4255, rounded up
    QCOMPARE(lorax["--max-active-adapters"], std::string("32")); // the pool holds all 32
    auto trt = values(engineFlags(plan, ServingEngine::TrtLlm));
    QCOMPARE(trt["max_lora_rank"], std::string("80"));
    // The median batch: 15 adapters.
    QCOMPARE(launchPlan(Params(), 0.5).batchSlots, std::int64_t(15));
    // A base of 8 GB with a given shape: the rank follows the shape, not the guess.
    Params small;
    small.baseGb = 16;
    small.adapterGb = 0.0335544;
    const LaunchPlan given = launchPlan(small, 0.99, BaseShape{4096, 32, {}});
    QVERIFY(!given.shapeGuessed);
    QVERIFY(std::abs(given.rank - 16) < 1e-4);
}

void TestLaunchFlags::warnings()
{
    Params p;
    p.poolGb = 200;
    p.adapterGb = 50;
    const LaunchPlan plan = launchPlan(p);
    const EngineFlags vllm = engineFlags(plan, ServingEngine::Vllm);
    QVERIFY(hasWarning(vllm, FlagWarning::DoesNotFit));
    QVERIFY(hasWarning(vllm, FlagWarning::RankTooLarge));
    QCOMPARE(values(vllm)["--gpu-memory-utilization"], std::string("1.00")); // capped at its valid 1
    // The paper's pool pins the popular adapters: vLLM cannot; SGLang says how to pin them.
    const LaunchPlan defaults = launchPlan(Params());
    QVERIFY(hasWarning(engineFlags(defaults, ServingEngine::Vllm), FlagWarning::NoPinnedPolicy));
    QVERIFY(hasWarning(engineFlags(defaults, ServingEngine::Vllm), FlagWarning::NoHeadroom));
    const EngineFlags sglang = engineFlags(defaults, ServingEngine::Sglang);
    QVERIFY(!hasWarning(sglang, FlagWarning::NoPinnedPolicy));
    QVERIFY(sglang.flags.back().reason == FlagReason::EvictionPinnedApproximation);
    // The engine model's LRU pool is what the engines do.
    Params engine;
    engine.model = ModelKind::Engine;
    QVERIFY(!hasWarning(engineFlags(launchPlan(engine), ServingEngine::Vllm), FlagWarning::NoPinnedPolicy));
    // No pool at all; a pool smaller than a batch's adapters.
    Params noPool;
    noPool.poolGb = 0;
    QVERIFY(hasWarning(engineFlags(launchPlan(noPool), ServingEngine::Lorax), FlagWarning::NoAdapterPool));
    Params smallPool;
    smallPool.poolGb = 2; // 7 adapters, a batch needs 21
    QVERIFY(
        hasWarning(engineFlags(launchPlan(smallPool), ServingEngine::TrtLlm), FlagWarning::PoolBelowSlots));
}

// The cases: LoRAX got "-0.000" at pool_gb = 0, vLLM "-0.00" at a tiny share of a huge GPU,
// TensorRT-LLM a rank of 1 for a huge adapter (the integer overflowed); the pool_gb = 0 warning showed for
// a 60 GB pool smaller than one adapter; 268 PB of host cache passed without a word.
void TestLaunchFlags::absurdSettingsStayInRange()
{
    const auto noNegative = [](const EngineFlags &flags) {
        for (const LaunchFlag &flag : flags.flags)
            if (!flag.value.empty() && flag.value.front() == '-')
                return false;
        return true;
    };
    Params none;
    none.poolGb = 0;
    const EngineFlags lorax = engineFlags(launchPlan(none), ServingEngine::Lorax);
    QCOMPARE(values(lorax)["--adapter-memory-fraction"], std::string("0.000"));
    QVERIFY(hasWarning(lorax, FlagWarning::NoAdapterPool));
    QVERIFY(!hasWarning(lorax, FlagWarning::AdapterLargerThanPool));

    Params huge;
    huge.hbmGb = 1e12;
    const EngineFlags vllm = engineFlags(launchPlan(huge), ServingEngine::Vllm);
    QCOMPARE(values(vllm)["--gpu-memory-utilization"], std::string("0.01")); // vLLM takes (0, 1]

    Params big;
    big.adapterGb = 1e12;
    big.poolGb = 60;
    const EngineFlags trt = engineFlags(launchPlan(big), ServingEngine::TrtLlm);
    QCOMPARE(values(trt)["max_lora_rank"], std::to_string(kMaxTrtRank));
    QVERIFY(hasWarning(trt, FlagWarning::RankTooLarge));
    QVERIFY(hasWarning(trt, FlagWarning::AdapterLargerThanPool));
    QVERIFY(!hasWarning(trt, FlagWarning::NoAdapterPool));

    Params catalog;
    catalog.adapters = 1000000000000;
    QVERIFY(
        hasWarning(engineFlags(launchPlan(catalog), ServingEngine::Vllm), FlagWarning::HostCacheTooLarge));
    QVERIFY(
        !hasWarning(engineFlags(launchPlan(Params()), ServingEngine::Vllm), FlagWarning::HostCacheTooLarge));

    for (const Params &p : {none, huge, big, catalog})
        for (const ServingEngine engine :
             {ServingEngine::Vllm, ServingEngine::Sglang, ServingEngine::Lorax, ServingEngine::TrtLlm})
            QVERIFY(noNegative(engineFlags(launchPlan(p), engine)));
}

QTEST_GUILESS_MAIN(TestLaunchFlags)
#include "tst_launchflags.moc"
