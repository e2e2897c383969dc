// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluated scenario (model/evaluation.h): what it reuses from the previous evaluation gives the same
// numbers as evaluating from scratch, and changeBetween() names what changed.
#include "comparerel.h"
#include "model/enginepresets.h"
#include "model/evaluation.h"
#include "model/fleetcost.h"
#include "model/fleetmodel.h"
#include "model/simulatedband.h"
#include "model/vectorstate.h"
#include "model/zipffit.h"

#include <QTest>

#include <cstring>
#include <optional>
#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#endif
#include <functional>

using namespace lorafleet;

namespace {

bool sameBits(const Eigen::ArrayXd &a, const Eigen::ArrayXd &b)
{
    return a.size() == b.size() &&
        (a.size() == 0 || std::memcmp(a.data(), b.data(), sizeof(double) * std::size_t(a.size())) == 0);
}

bool sameCurves(const std::vector<SkewCurve> &a, const std::vector<SkewCurve> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].skew != b[i].skew || a[i].current != b[i].current || !sameBits(a[i].values, b[i].values))
            return false;
    return true;
}

bool sameSeries(const Series &a, const Series &b)
{
    return a.model == b.model && sameBits(a.adapters, b.adapters) &&
        sameCurves(a.fleetAdvantage, b.fleetAdvantage) && sameBits(a.overheadRestream, b.overheadRestream) &&
        sameBits(a.overheadHostlink, b.overheadHostlink) && sameBits(a.overheadFixed, b.overheadFixed) &&
        sameBits(a.overheadMemory, b.overheadMemory) && sameBits(a.breakevenShare, b.breakevenShare) &&
        sameBits(a.topAdapterShare, b.topAdapterShare) && sameBits(a.gpusMultiplex, b.gpusMultiplex) &&
        sameBits(a.gpusDedicated, b.gpusDedicated) && sameBits(a.gpusHybrid, b.gpusHybrid) &&
        sameBits(a.weeks, b.weeks) && sameBits(a.catalogAdapters, b.catalogAdapters) &&
        sameCurves(a.catalogGrowth, b.catalogGrowth) &&
        sameBits(a.catalogGpusMultiplex, b.catalogGpusMultiplex) &&
        sameBits(a.catalogGpusDedicated, b.catalogGpusDedicated) &&
        sameBits(a.catalogGpusHybrid, b.catalogGpusHybrid);
}

Params with(std::initializer_list<std::pair<const char *, const char *>> settings, Params params = {})
{
    for (const auto &[key, value] : settings)
        if (const auto error = setParam(params, key, value))
            qFatal("%s", error->message().c_str());
    return params;
}

} // namespace

class TestEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reuseEqualsScratch_data();
    void reuseEqualsScratch();
    void bandsCarryOverBitForBit();
    void changeNamesWhatMoved();
    void requestAddsTheBandAndMeasurements();
    void engineFiguresCarryTheHeldOutBand_data();
    void engineFiguresCarryTheHeldOutBand();
    void dedicatedFloorHasNoBand();
    void paperFiguresCarryNoBand();
    void simulatedBandKeepsItsBudget();
    void entryPointsClearTheUpperVectorState();
};

// A drag, as the window sees it: each evaluation derived from the one before.
void TestEvaluation::reuseEqualsScratch_data()
{
    QTest::addColumn<QString>("model");
    QTest::newRow("paper") << QStringLiteral("paper");
    QTest::newRow("engine") << QStringLiteral("engine");
}

void TestEvaluation::reuseEqualsScratch()
{
    QFETCH(QString, model);
    const Params start = with({{"model", model.toLatin1().constData()}});
    const std::vector<std::vector<std::pair<const char *, const char *>>> edits = {
        {{"skew", "0.9"}},
        {{"skew", "1.3"}},
        {{"adapters", "200"}},
        {{"gpu_price_per_hour", "2.75"}},
        {{"adapters", "5000"}},
        {{"skew", "1.0"}},
        {{"hours_per_month", "700"}},
        {{"batch", "64"}},
        {{"skew", "0.5"}},
        {{"plot_max_adapters", "100000"}},
        {{"skew", "1.7"}},
        {{"adapters", "3"}},
    };
    Params params = start;
    Evaluation previous = evaluateScenario(params);
    for (const auto &edit : edits) {
        for (const auto &[key, value] : edit)
            QVERIFY(!setParam(params, key, value));
        const Evaluation derived = evaluateScenario(params, {}, &previous);
        const Evaluation scratch = evaluateScenario(params);
        const QString what =
            QString::fromLatin1(edit.front().first) + u'=' + QLatin1String(edit.front().second);
        QVERIFY2(sameSeries(derived.series(), scratch.series()), qPrintable(what));
        QVERIFY2(sameBits(derived.costs.multiplexed, scratch.costs.multiplexed), qPrintable(what));
        QVERIFY2(sameBits(derived.costs.dedicated, scratch.costs.dedicated), qPrintable(what));
        QVERIFY2(sameBits(derived.costs.hybrid, scratch.costs.hybrid), qPrintable(what));
        QCOMPARE(derived.cumulative.multiplexed, scratch.cumulative.multiplexed);
        QCOMPARE(derived.cumulative.dedicated, scratch.cumulative.dedicated);
        QCOMPARE(derived.figures.costMultiplexPerMonth, scratch.figures.costMultiplexPerMonth);
        QCOMPARE(derived.figures.fleetAdvantage, scratch.figures.fleetAdvantage);
        previous = derived;
    }
}

// The skew slider moves: the bands' curves are taken from the series before, bit for bit as computed.
void TestEvaluation::bandsCarryOverBitForBit()
{
    for (const char *model : {"paper", "engine"}) {
        for (const char *bands : {"0.5,1,1.5", "0.8,1.2,2", "1.1"}) {
            const Params before = with({{"model", model}, {"skew_bands", bands}, {"skew", "1.1"}});
            const Series old = computeSeries(before);
            for (const char *skew : {"0.3", "1", "1.2", "1.5", "2.5"}) {
                const Params after = with({{"skew", skew}}, before);
                QVERIFY2(sameSeries(computeSeries(after, old), computeSeries(after)),
                         qPrintable(QStringLiteral("%1 bands %2 skew %3").arg(model, bands, skew)));
            }
        }
    }
    // An evaluation of another scenario (another batch) lends no bands: its curves are computed anew.
    const Evaluation other = evaluateScenario(with({{"batch", "8"}, {"skew", "0.7"}}));
    const Params params;
    QVERIFY(sameSeries(evaluateScenario(params, {}, &other).series(), computeSeries(params)));
}

void TestEvaluation::changeNamesWhatMoved()
{
    const Evaluation base = evaluateScenario(Params{});
    const auto changeTo = [&](std::initializer_list<std::pair<const char *, const char *>> settings) {
        const Evaluation next = evaluateScenario(with(settings), {}, &base);
        return changeBetween(base, next);
    };
    QCOMPARE(changeTo({}), EvaluationChange::Markers);
    QCOMPARE(changeTo({{"adapters", "100"}}), EvaluationChange::Markers); // within the dense grid
    QCOMPARE(changeTo({{"requests_per_month", "5e7"}}), EvaluationChange::Everything);
    QCOMPARE(changeTo({{"gpu_price_per_hour", "2"}}), EvaluationChange::Prices);
    QCOMPARE(changeTo({{"hours_per_month", "700"}}), EvaluationChange::Prices); // the paper's Q has no hours
    QCOMPARE(changeTo({{"skew", "0.7"}}), EvaluationChange::CurrentSkew);
    QCOMPARE(changeTo({{"batch", "16"}}), EvaluationChange::Everything);
    QCOMPARE(changeTo({{"adapters", "5000"}}), EvaluationChange::Everything); // the K axis grows
    // The engine model's capacity counts the hours: they change its series.
    const Evaluation engine = evaluateScenario(with({{"model", "engine"}}));
    QCOMPARE(
        changeBetween(engine,
                      evaluateScenario(with({{"model", "engine"}, {"hours_per_month", "700"}}), {}, &engine)),
        EvaluationChange::Everything);
    QCOMPARE(
        changeBetween(
            engine, evaluateScenario(with({{"model", "engine"}, {"gpu_price_per_hour", "9"}}), {}, &engine)),
        EvaluationChange::Prices);
}

void TestEvaluation::requestAddsTheBandAndMeasurements()
{
    const Params params;
    const Evaluation plain = evaluateScenario(params);
    QVERIFY(plain.simulatedBand.empty());
    QVERIFY(plain.measuredPoints.empty());
    EvaluationRequest request;
    request.simulatedBand = true;
    request.bandOptions.points = 6;
    request.bandOptions.batches = 20;
    request.measurements = {{1, 0.01}, {8, 0.05}};
    const Evaluation asked = evaluateScenario(params, request, &plain);
    QVERIFY(!asked.simulatedBand.empty());
    QCOMPARE(
        asked.simulatedBand.size(),
        simulateBand(params, asked.series().adapters(asked.series().adapters.size() - 1), request.bandOptions)
            .size());
    QCOMPARE(asked.measuredPoints.size(), std::size_t(2));
    QCOMPARE(asked.measuredPoints[1].distinct, 8);
    QCOMPARE(asked.measuredPoints[1].model, restreamForDistinct(params, 8));
    // Shown or hidden, the band changes the legend: everything is redrawn.
    QCOMPARE(changeBetween(plain, asked), EvaluationChange::Everything);
    // The same request at another K keeps the band (it does not depend on K).
    Params moved = params;
    moved.adapters = 100;
    const Evaluation next = evaluateScenario(moved, request, &asked);
    QCOMPARE(changeBetween(asked, next), EvaluationChange::Markers);
    QCOMPARE(next.simulatedBand.size(), asked.simulatedBand.size());
}

void TestEvaluation::engineFiguresCarryTheHeldOutBand_data()
{
    QTest::addColumn<QString>("engine");
    for (const char *engine : {"vllm", "sglang", "trtllm", "slora", "punica"})
        QTest::newRow(engine) << QString::fromLatin1(engine);
}

// Each figure times (1 + q10) ... (1 + q90) of its preset's held-out errors, and along the cost chart's
// K axis the same factors of the multiplexed and operating rule's curves (relative tolerance 1e-12).
void TestEvaluation::engineFiguresCarryTheHeldOutBand()
{
    QFETCH(QString, engine);
    const Params params = with({{"model", "engine"}, {"engine", qPrintable(engine)}, {"adapters", "500"}});
    const Evaluation e = evaluateScenario(params);
    const EnginePreset &preset = enginePreset(params.engine);
    const double low = 1 + preset.heldOutErrorLow;
    const double high = 1 + preset.heldOutErrorHigh;
    // S-LoRA's band lies below its figure: its preset predicts too little on its held-out table.
    QVERIFY(low < high && low > 0.5 && high < 1.5);
    const auto close = [](double a, double b) { return std::abs(a - b) <= 1e-12 * std::abs(b); };
    const Figures &f = e.figures;
    QVERIFY(e.bands.shown);
    QVERIFY(close(e.bands.costMultiplexPerMonth.low, f.costMultiplexPerMonth * low));
    QVERIFY(close(e.bands.costMultiplexPerMonth.high, f.costMultiplexPerMonth * high));
    QVERIFY(close(e.bands.gpusMultiplex.low, f.gpusMultiplex * low));
    // Every fleet as the model sizes it for the demand the band's capacities leave.
    Params scaled = params;
    scaled.requestsPerMonth = params.requestsPerMonth * high;
    const Figures busier = evaluate(scaled);
    QCOMPARE(e.bands.gpusDedicated.high, busier.gpusDedicated);
    QCOMPARE(e.bands.costDedicatedPerMonth.high, busier.costDedicatedPerMonth);
    QCOMPARE(e.bands.gpusHybrid.high, busier.gpusHybrid);
    scaled.requestsPerMonth = params.requestsPerMonth * low;
    const Figures lighter = evaluate(scaled);
    QCOMPARE(e.bands.gpusDedicated.low, lighter.gpusDedicated);
    QCOMPARE(e.bands.savingsPerMonth.low, std::min(lighter.savingsPerMonth, busier.savingsPerMonth));
    QCOMPARE(e.bands.savingsPerMonth.high, std::max(lighter.savingsPerMonth, busier.savingsPerMonth));
    QVERIFY(close(e.bands.ttftMsP95.low, f.replica.ttftMsP95 * low));
    // A rate is the other way round: a model that over-predicts throughput by 20 % serves 1 / 1.2.
    QVERIFY(close(e.bands.outputTokensPerSecondPerGpuMultiplexed.low,
                  f.replica.outputTokensPerSecondPerGpuMultiplexed / high));
    QVERIFY(close(e.bands.outputTokensPerSecondPerGpuMultiplexed.high,
                  f.replica.outputTokensPerSecondPerGpuMultiplexed / low));
    const CostBands &band = e.costBands;
    QCOMPARE(band.multiplexedLow.size(), e.costs.adapters.size());
    for (Eigen::Index i = 0; i < e.costs.adapters.size(); ++i) {
        QVERIFY(close(band.multiplexedLow(i), e.costs.multiplexed(i) * low));
        QVERIFY(close(band.multiplexedHigh(i), e.costs.multiplexed(i) * high));
    }
    // A price move re-prices the band with the curves; reused or from scratch, the same bits.
    const Params repriced = with({{"gpu_price_per_hour", "7.5"}}, params);
    const Evaluation derived = evaluateScenario(repriced, {}, &e);
    const Evaluation scratch = evaluateScenario(repriced);
    QVERIFY(sameBits(derived.costBands.multiplexedHigh, scratch.costBands.multiplexedHigh));
    QVERIFY(!sameBits(derived.costBands.multiplexedHigh, band.multiplexedHigh));
    QCOMPARE(derived.bands.costMultiplexPerMonth, scratch.bands.costMultiplexPerMonth);
}

// A dedicated fleet at its floor (one replica per adapter, each far from full) needs as many GPUs
// whatever the capacity: it has no band, where the multiplexed fleet has.
void TestEvaluation::dedicatedFloorHasNoBand()
{
    const Evaluation e = evaluateScenario(
        with({{"model", "engine"}, {"adapters", "20000"}, {"requests_per_month", "1e6"}, {"skew", "0"}}));
    QVERIFY(e.bands.shown);
    QCOMPARE(e.bands.gpusDedicated.low, e.figures.gpusDedicated);
    QCOMPARE(e.bands.gpusDedicated.high, e.figures.gpusDedicated);
    // The multiplexed fleet's band is the preset's (1 + q90) / (1 + q10) wide.
    const EnginePreset &preset = enginePreset(EngineKind::Vllm);
    COMPARE_REL(e.bands.gpusMultiplex.high / e.bands.gpusMultiplex.low,
                (1 + preset.heldOutErrorHigh) / (1 + preset.heldOutErrorLow), 0.02);
}

// The paper's figures are exact: no band, and the ranges are the figures themselves.
void TestEvaluation::paperFiguresCarryNoBand()
{
    const Evaluation e = evaluateScenario(Params{});
    QVERIFY(!e.bands.shown);
    QVERIFY(e.costBands.empty());
    QCOMPARE(e.bands.costMultiplexPerMonth.low, e.figures.costMultiplexPerMonth);
    QCOMPARE(e.bands.costMultiplexPerMonth.high, e.figures.costMultiplexPerMonth);
    QCOMPARE(e.bands.gpusDedicated.high, e.figures.gpusDedicated);
}

// The simulated band draws at most its budget of requests whatever the batch (issue 26: a batch of 1024
// at K = 10^12 froze the window for seconds): fewer K values first, then fewer batches per K.
void TestEvaluation::simulatedBandKeepsItsBudget()
{
    const SimulatedBandOptions options;
    const SimulatedBandSize paper = simulatedBandSize(32, options);
    QCOMPARE(paper.points, 24);
    QCOMPARE(paper.batches, std::int64_t(400));
    const SimulatedBandSize large = simulatedBandSize(1024, options);
    QCOMPARE(large.points, 8);
    QCOMPARE(large.batches, std::int64_t(37));
    QVERIFY(double(large.points) * double(large.batches) * 1024 <= double(options.requestBudget));
    // Past what 8 K values and 20 batches allow, the floors stand (a band of 20 batches is still a band).
    const SimulatedBandSize huge = simulatedBandSize(1'000'000, options);
    QCOMPARE(huge.points, 8);
    QCOMPARE(huge.batches, std::int64_t(20));
    // A drag's smaller band is within the budget at the paper's batch and keeps its size.
    SimulatedBandOptions dragging;
    dragging.points = 8;
    dragging.batches = 40;
    QCOMPARE(simulatedBandSize(1024, dragging).batches, std::int64_t(37));
    QCOMPARE(simulatedBandSize(32, dragging).batches, std::int64_t(40));
    Params worst;
    worst.model = ModelKind::Engine;
    worst.adapters = 1'000'000'000'000;
    worst.batch = 1024;
    QCOMPARE(simulateBand(worst, 1e12, options).size(), std::size_t(8));
}

namespace {

#if defined(__x86_64__) && defined(__GNUC__)
// Whether the upper halves of AVX registers 0-15 are in use (XGETBV 1's XINUSE bit 2), where the CPU says.
std::optional<bool> upperVectorStateInUse()
{
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__builtin_cpu_supports("avx") || !__get_cpuid_count(0xd, 1, &eax, &ebx, &ecx, &edx) ||
        !(eax & (1u << 2)))
        return std::nullopt;
    asm volatile("xgetbv" : "=a"(eax), "=d"(edx) : "c"(1));
    return (eax & (1u << 2)) != 0;
}

// A 256-bit all-ones in ymm15, left there as Qt's start-up leaves its registers.
void dirtyUpperVectorState()
{
    asm volatile("vcmptrueps %%ymm15, %%ymm15, %%ymm15" ::: "xmm15");
}
#else
std::optional<bool> upperVectorStateInUse()
{
    return std::nullopt;
}
void dirtyUpperVectorState()
{
}
#endif

} // namespace

void TestEvaluation::entryPointsClearTheUpperVectorState()
{
    // Qt's start-up leaves the AVX registers' upper halves dirty, and then every SSE instruction of the
    // model waited on them (5x slower in the window and on the command line): the entry points clear them.
    if (!upperVectorStateInUse())
        QSKIP("This CPU does not report which register state is in use (XGETBV 1).");
    Params engine;
    engine.model = ModelKind::Engine;
    const std::vector<std::pair<const char *, std::function<void()>>> entryPoints{
        {"evaluate", [] { (void)evaluate(Params{}); }},
        {"computeSeries", [] { (void)computeSeries(Params{}); }},
        {"evaluateScenario (engine)", [&] { (void)evaluateScenario(engine); }},
        {"simulateBand", [] { (void)simulateBand(Params{}, 64, SimulatedBandOptions{}); }},
        {"fitZipf",
         [] {
             (void)fitZipf({50, 20, 10, 5, 3, 1, 1});
         }},
    };
    for (const auto &[name, run] : entryPoints) {
        dirtyUpperVectorState();
        QVERIFY2(*upperVectorStateInUse(), name); // the state the test starts from
        run();
        QVERIFY2(!*upperVectorStateInUse(), name);
    }
}

QTEST_GUILESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
