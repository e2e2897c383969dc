// SPDX-License-Identifier: GPL-3.0-or-later
// The engine model's replica (docs/model.md): prefill, tensor parallelism, sizing to a latency target, the
// queue's TTFT against a discrete-event simulation, and the engine presets.
#include "model/enginemodel.h"
#include "model/enginepresets.h"
#include "model/fleetmodel.h"
#include "model/servicequeue.h"

#include "comparerel.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <queue>
#include <random>
#include <vector>

using namespace lorafleet;

namespace {

Params engine()
{
    Params p;
    p.model = ModelKind::Engine;
    return p;
}

// A 70B-class base in 16-bit (141 GB) with 80 layers and 8 KV heads on H200s.
Params seventyB()
{
    Params p = engine();
    p.baseGb = 141;
    p.layers = 80;
    p.kvHeads = 8;
    p.kvMbPerToken = 0.32768; // 2 x 80 layers x 8 heads x 128 x 2 bytes
    p.poolGb = 10;
    p.kvGb = 40;
    p.batch = 256;
    return p;
}

// FCFS queue of `places` servers, Poisson arrivals, exponential service of mean `service`: TTFT = wait +
// firstToken + (a load of `load` with probability `miss`). The q-quantile of 200,000 requests.
double simulatedTtft(double q, int places, double utilisation, double service, double firstToken, double load,
                     double miss)
{
    std::mt19937_64 rng(20261201);
    std::exponential_distribution<double> gap(utilisation * places / service);
    std::exponential_distribution<double> hold(1.0 / service);
    std::bernoulli_distribution misses(miss);
    std::priority_queue<double, std::vector<double>, std::greater<>> freeAt;
    for (int i = 0; i < places; ++i)
        freeAt.push(0.0);
    std::vector<double> ttft;
    constexpr int kRequests = 200000;
    constexpr int kWarmUp = 20000;
    double now = 0;
    for (int i = 0; i < kRequests; ++i) {
        now += gap(rng);
        const double start = std::max(now, freeAt.top());
        freeAt.pop();
        freeAt.push(start + hold(rng));
        if (i >= kWarmUp)
            ttft.push_back(start - now + firstToken + (misses(rng) ? load : 0.0));
    }
    const auto at = ttft.begin() + std::ptrdiff_t(q * double(ttft.size() - 1));
    std::nth_element(ttft.begin(), at, ttft.end());
    return *at;
}

} // namespace

class TestEngineReplica : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreTheVllmPreset();
    void choosingAnEngineSetsItsConstants();
    void contextFromPromptAndOutput();
    void longPromptsMakeTheStepComputeBound();
    void tensorParallelCountsEveryGpu();
    void autoTensorParallelHoldsTheWeights();
    void erlangTableMatchesTheFormula();
    void ttftQuantileAgainstSimulation_data();
    void ttftQuantileAgainstSimulation();
    void latencyTargetIsMet();
    void tpotTargetLowersTheBatch();
    void batchAdaptersTakeKvMemory();
    void punicaIsFlatToAThousandAdapters();
};

void TestEngineReplica::defaultsAreTheVllmPreset()
{
    QVERIFY(Params{}.engine == EngineKind::Vllm);
    QVERIFY(matchesEnginePreset(Params{}));
    for (const EnginePreset &preset : enginePresets()) {
        QVERIFY(!preset.fixedLoraCostSource.empty());
        QVERIFY(preset.heldOutErrorLow < preset.heldOutErrorHigh && preset.heldOutErrorLow > -0.5 &&
                preset.heldOutErrorHigh < 0.5);
    }
}

void TestEngineReplica::choosingAnEngineSetsItsConstants()
{
    Params p = engine();
    QVERIFY(!setParam(p, "engine", "slora"));
    QCOMPARE(p.loraFixedOverhead, enginePreset(EngineKind::Slora).loraFixedOverhead);
    QCOMPARE(p.adapterRereadFactor, 1.0); // S-LoRA's gather kernels re-read
    QVERIFY(matchesEnginePreset(p));
    QVERIFY(!setParam(p, "lora_fixed_overhead", "0.3")); // an explicit key after it wins
    QCOMPARE(p.loraFixedOverhead, 0.3);
    QVERIFY(!matchesEnginePreset(p));
    const auto refused = setParam(p, "engine", "tgi");
    QVERIFY(refused);
    QCOMPARE(refused->message(),
             std::string("engine = tgi is not valid: expected one of vllm, sglang, trtllm, "
                         "slora, punica."));
    // tensor_parallel's names are numbers: 3 is no position of them.
    QVERIFY(setParam(p, "tensor_parallel", "3"));
    QVERIFY(!setParam(p, "tensor_parallel", "4"));
    QCOMPARE(tensorParallelCount(p.tensorParallel), 4);
}

void TestEngineReplica::contextFromPromptAndOutput()
{
    Params p = engine();
    QCOMPARE(contextTokensUsed(p), 300 + 0.5 * 261); // the default: derived
    p.contextTokens = 1000; // an explicit context wins
    QCOMPARE(contextTokensUsed(p), 1000.0);
    // Longer prompts hold more KV cache: fewer requests fit at a high cap.
    Params shortPrompt = engine();
    shortPrompt.batch = 4096;
    Params longPrompt = shortPrompt;
    longPrompt.promptTokens = 2000;
    QVERIFY(evaluate(longPrompt).batchEffective < evaluate(shortPrompt).batchEffective / 4);
}

void TestEngineReplica::longPromptsMakeTheStepComputeBound()
{
    Params p = engine();
    p.batch = 166;
    p.promptTokens = 50;
    const Figures shortPrompts = evaluate(p);
    QCOMPARE(std::string(bindingLimitKey(shortPrompts.replica.binding)), std::string("batch_cap"));
    p.promptTokens = 4000;
    p.contextTokens = 430; // the same KV cache: only the prefill work differs
    const Figures longPrompts = evaluate(p);
    QCOMPARE(std::string(bindingLimitKey(longPrompts.replica.binding)), std::string("compute"));
    // Prefill is work: far fewer output tokens a second, and a longer first token.
    QVERIFY(longPrompts.replica.outputTokensPerSecondPerGpuDedicated <
            0.5 * shortPrompts.replica.outputTokensPerSecondPerGpuDedicated);
    QVERIFY(longPrompts.replica.ttftMsP50 > shortPrompts.replica.ttftMsP50 + 50);
}

void TestEngineReplica::tensorParallelCountsEveryGpu()
{
    Params p = seventyB();
    p.tensorParallel = TensorParallel::Two;
    const Figures two = evaluate(p);
    QCOMPARE(two.replica.tensorParallel, 2);
    p.tensorParallel = TensorParallel::Four;
    const Figures four = evaluate(p);
    // Each dedicated adapter holds a whole replica: the floor is K replicas of every GPU.
    QVERIFY(two.gpusDedicated >= 2.0 * double(p.adapters) - 1e-9);
    QVERIFY(four.gpusDedicated >= 4.0 * double(p.adapters) - 1e-9);
    // Per GPU the larger group is no faster (all-reduces cost): its fleet has at least as many GPUs.
    QVERIFY(four.replica.outputTokensPerSecondPerGpuDedicated <=
            two.replica.outputTokensPerSecondPerGpuDedicated * 1.5);
    QVERIFY(four.gpusMultiplex > 0 && std::isfinite(four.gpusMultiplex));
    // The memory check counts each GPU's share of the weights.
    QCOMPARE(two.memoryUsedGb, 141.0 / 2 + 40 + 10);
    QVERIFY(two.memoryFits);
}

void TestEngineReplica::autoTensorParallelHoldsTheWeights()
{
    QCOMPARE(tensorParallelUsed(engine()), 1); // 54 GB on a 141 GB GPU
    QCOMPARE(tensorParallelUsed(seventyB()), 2); // 141 GB leaves no KV on one
    Params huge = seventyB();
    huge.baseGb = 810; // 405B in 16-bit
    QCOMPARE(tensorParallelUsed(huge), 8);
    QCOMPARE(evaluate(seventyB()).replica.tensorParallel, 2);
}

void TestEngineReplica::erlangTableMatchesTheFormula()
{
    for (const int places : {1, 8, 64, 1024}) {
        const SlotQueue queue(places);
        for (const double rho : {0.1, 0.5, 0.83, 0.97, 0.999}) {
            const double exact = erlangC(places, rho);
            const double table = queue.waitProbability(rho);
            QVERIFY2(std::abs(table - exact) <= 5e-3 * exact + 1e-9,
                     qPrintable(
                         QStringLiteral("c %1 rho %2: %3 vs %4").arg(places).arg(rho).arg(table).arg(exact)));
        }
    }
    QCOMPARE(erlangC(1, 0.5), 0.5); // M/M/1: an arrival waits with probability rho
}

void TestEngineReplica::ttftQuantileAgainstSimulation_data()
{
    QTest::addColumn<int>("places");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("miss");
    for (const int places : {8, 64})
        for (const double rho : {0.3, 0.5, 0.7, 0.9})
            for (const double miss : {0.0, 0.02, 0.3})
                QTest::addRow("c=%d rho=%.1f miss=%.2f", places, rho, miss) << places << rho << miss;
}

void TestEngineReplica::ttftQuantileAgainstSimulation()
{
    QFETCH(int, places);
    QFETCH(double, utilisation);
    QFETCH(double, miss);
    const double service = 10.0; // a request holds its place 10 s (260 tokens at 38 ms)
    const double firstToken = 0.15;
    const double load = 0.4;
    // The 95th percentile within 15 % (the sizing's quantile); the median, where a small change in the chance
    // of waiting moves the quantile a long way, within 15 % or a tenth of a second.
    for (const double q : {0.5, 0.95}) {
        const double theta = places * (1.0 - utilisation) / service;
        const double model = firstToken +
            SlotQueue::quantile(q, SlotQueue(places).waitProbability(utilisation), theta, load, miss);
        const double simulated = simulatedTtft(q, places, utilisation, service, firstToken, load, miss);
        QVERIFY2(
            q > 0.9 ? std::abs(model / simulated - 1.0) <= 0.15
                    : std::abs(model - simulated) <= std::max(0.1, 0.15 * simulated),
            qPrintable(QStringLiteral("q %1: model %2 s, simulated %3 s").arg(q).arg(model).arg(simulated)));
    }
}

void TestEngineReplica::latencyTargetIsMet()
{
    Params p = engine();
    p.batch = 166;
    p.adapters = 500;
    p.poolGb = 10;
    p.kvGb = 27;
    const Figures saturated = evaluate(p);
    p.serviceTarget = ServiceTarget::Latency;
    p.targetTtftP95Ms = 1500;
    p.targetTpotMs = 200;
    const Figures latency = evaluate(p);
    QVERIFY(latency.replica.latencyTargetMet);
    QVERIFY(latency.replica.ttftQueueIncluded);
    QVERIFY2(latency.replica.ttftMsP95 <= 1500 * (1 + 1e-6),
             qPrintable(QString::number(latency.replica.ttftMsP95)));
    QVERIFY(latency.replica.ttftMsP95 > 1500 * 0.97); // sized to the target, not far below it
    QVERIFY(latency.replica.utilisation < 1.0 && latency.replica.utilisation > 0.3);
    // Headroom costs GPUs: the latency-sized fleet is larger than the saturated one.
    QVERIFY(latency.gpusMultiplex > saturated.gpusMultiplex);
    QCOMPARE(std::string(bindingLimitKey(latency.replica.binding)), std::string("ttft"));
    // A target no load meets is said, and the figures stay finite.
    p.targetTtftP95Ms = 1;
    const Figures unmet = evaluate(p);
    QVERIFY(!unmet.replica.latencyTargetMet);
    QVERIFY(std::isfinite(unmet.gpusMultiplex) && unmet.gpusMultiplex > latency.gpusMultiplex);
}

void TestEngineReplica::tpotTargetLowersTheBatch()
{
    Params p = engine();
    p.batch = 166;
    p.serviceTarget = ServiceTarget::Latency;
    p.targetTpotMs = 1000;
    const Figures loose = evaluate(p);
    QCOMPARE(loose.batchEffective, 166.0); // the target never raises the batch
    p.targetTpotMs = 60; // a batch of 1 takes 42 ms
    const Figures tight = evaluate(p);
    QVERIFY(tight.batchEffective < 166);
    QVERIFY(tight.replica.tpotMs <= 60 * (1 + 1e-9));
    QCOMPARE(std::string(bindingLimitKey(tight.replica.binding)), std::string("tpot"));
}

void TestEngineReplica::batchAdaptersTakeKvMemory()
{
    // S-LoRA keeps the running requests' adapters in the KV cache's memory: many large distinct adapters
    // shrink the batch; vLLM's capped adapters do not.
    Params p = engine();
    p.batch = 1024;
    p.poolGb = 0;
    p.kvGb = 40;
    p.skew = 0;
    p.adapterGb = 0.5;
    p.adapters = 1;
    applyEnginePreset(p, EngineKind::Slora);
    const double one = evaluate(p).batchEffective;
    p.adapters = 100000;
    const double many = evaluate(p).batchEffective;
    QVERIFY2(many < 0.9 * one, qPrintable(QStringLiteral("%1 vs %2").arg(many).arg(one)));
    applyEnginePreset(p, EngineKind::Vllm);
    const double vllmMany = evaluate(p).batchEffective;
    p.adapters = 1;
    QCOMPARE(vllmMany, evaluate(p).batchEffective);
}

void TestEngineReplica::punicaIsFlatToAThousandAdapters()
{
    // Punica's README figure (SGMV, batch 32, rank-16 adapters held on one A100-80GB): text generation
    // is flat within 2 % from 1 to 1,024 adapters for Llama-2 7B and 13B. Its preset predicts it within
    // 3 %: the grouped reads hide under the engine's own time per step.
    struct Base
    {
        double baseGb, kvMbPerToken, adapterGb, poolGb, kvGb;
        int layers;
    };
    for (const Base base :
         {Base{13.5, 0.524288, 0.0335, 36, 30, 32}, Base{26.03, 0.8192, 0.0524, 54, 5, 40}}) {
        Params p = engine();
        applyEnginePreset(p, EngineKind::Punica);
        p.hbmGb = 85.9;
        p.hbmBandwidthTbps = 2.039;
        p.computeTflops = 312;
        p.weightBytes = 2;
        p.batch = 32;
        p.skew = 0;
        p.baseGb = base.baseGb;
        p.kvMbPerToken = base.kvMbPerToken;
        p.adapterGb = base.adapterGb;
        p.poolGb = base.poolGb; // every one of the 1,024 adapters resident, as the benchmark holds them
        p.kvGb = base.kvGb;
        p.layers = base.layers;
        p.kvHeads = base.layers;
        p.adapters = 1;
        const Figures one = evaluate(p);
        QVERIFY(one.memoryFits);
        for (const std::int64_t adapters : {32, 256, 1024}) {
            p.adapters = adapters;
            const Figures many = evaluate(p);
            QCOMPARE(many.poolHitRate, 1.0);
            const double change = many.gpuCapacityMultiplexed / one.gpuCapacityMultiplexed - 1;
            QVERIFY2(std::abs(change) <= 0.03,
                     qPrintable(QStringLiteral("%1 GB base, %2 adapters: %3")
                                    .arg(base.baseGb)
                                    .arg(adapters)
                                    .arg(change)));
        }
    }
}

QTEST_GUILESS_MAIN(TestEngineReplica)
#include "tst_enginereplica.moc"
