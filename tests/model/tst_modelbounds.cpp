// SPDX-License-Identifier: GPL-3.0-or-later
// The model's bounds: every valid scenario, however extreme, evaluates in bounded time to finite figures, and
// whole GPUs are rounded exactly at any catalog size.
#include "brutemodel.h"
#include "figurechecks.h"
#include "model/batchsimulation.h"
#include "model/fleetmodel.h"
#include "model/zipfsampler.h"
#include "model/zipfsums.h"

#include <QTest>

#include <chrono>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <random>
#include <thread>

using namespace lorafleet;
using lorafleet::testing::finite;

namespace {

// A guard against hangs, not a benchmark: the hardest scenarios take about 15 ms in a release build, and
// those drawn here at most a few times that in the sanitizer build (scripts/sanitize.sh). The test takes
// about 3 s, 15 s with sanitizers.
constexpr double kMaxMsPerScenario = 200.0;
constexpr int kScenarios = 2000;

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Wall time of work() in ms. A run over the bound is tried again, up to three times in all, and the best
// counts: a machine busy with other builds can stall one run for a tenth of a second, a hang stalls all.
template<typename Work> double bestMs(double bound, Work &&work)
{
    double best = std::numeric_limits<double>::infinity();
    for (int run = 0; run < 3 && !(best < bound); ++run) {
        const auto start = std::chrono::steady_clock::now();
        work();
        best = std::min(best, msSince(start));
    }
    return best;
}

bool finite(const Series &s)
{
    bool ok = s.adapters.allFinite() && s.overheadRestream.allFinite() && s.overheadHostlink.allFinite() &&
        s.breakevenShare.allFinite() && s.topAdapterShare.allFinite() && s.weeks.allFinite() &&
        s.catalogAdapters.allFinite();
    for (const SkewCurve &c : s.fleetAdvantage)
        ok = ok && c.values.allFinite() && c.values.size() == s.adapters.size();
    for (const SkewCurve &c : s.catalogGrowth)
        ok = ok && c.values.allFinite() && c.values.size() == s.weeks.size();
    return ok;
}

QByteArray describe(const Params &p)
{
    QByteArray text;
    for (const ParamInfo &info : paramInfos())
        text +=
            QByteArray(info.key.data(), qsizetype(info.key.size())) + '=' + paramText(p, info).c_str() + ' ';
    return text;
}

// Valid scenarios at and between the ends of every range: half the values are picked from a list of edges
// (the smallest positive double as a skew, caps, just past the table), half drawn log-uniformly.
class ExtremeScenarios
{
public:
    explicit ExtremeScenarios(std::uint64_t seed)
        : m_rng(seed)
    {
    }

    Params next()
    {
        Params p;
        p.adapters = count({1, 2, 223, 224, 1023, 1024, 1025, 1e6, 999999999999, 1e12}, 1, 1e12);
        p.skew = skew();
        p.batch = count({1, 2, 32, 1023, 1024, 4096}, 1, 4096);
        p.poolGb = real({0, 1e-9, 0.268, 60, 1e12}, 1e-9, 1e12);
        p.adapterGb = real({1e-9, 0.268, 1e12}, 1e-9, 1e12);
        p.baseGb = real({1e-9, 54, 1e12}, 1e-9, 1e12);
        p.kvGb = real({0, 27, 1e12}, 1e-9, 1e12);
        p.hbmGb = real({1e-9, 141, 1e12}, 1e-9, 1e12);
        p.hbmBandwidthTbps = real({1e-9, 4.8, 1e12}, 1e-9, 1e12);
        p.linkBandwidthGbps = real({1e-9, 128, 1e12}, 1e-9, 1e12);
        p.overlap = real({0, 0.5, 1e12}, 1e-9, 1e12);
        p.requestsPerMonth = real({1e-9, 1, 1e8, 1e12}, 1e-9, 1e12);
        p.gpuRequestsPerMonth = real({1e-9, 1, 1e8, 1e12}, 1e-9, 1e12);
        p.gpuPricePerHour = real({0, 5, 1e12}, 1e-9, 1e12);
        p.hoursPerMonth = real({1e-9, 730, 1e12}, 1e-9, 1e12);
        p.catalogStart = count({1, 32, 1e12}, 1, 1e12);
        p.catalogCeiling = count({double(p.catalogStart), 1e12}, double(p.catalogStart), 1e12);
        p.catalogGrowthPerWeek = real({0, 1e-12, 4, 1e12}, 1e-12, 1e12);
        p.horizonWeeks = real({1e-9, 1, 156, 1000, 1e12}, 1e-9, 1e12);
        p.plotMaxAdapters = count({2, 512, 1024, 1025, 1e6, 1e12}, 2, 1e12);
        p.skewBands.resize(std::size_t(std::uniform_int_distribution<int>(0, 6)(m_rng)));
        for (double &band : p.skewBands)
            band = skew();
        p.wholeGpus = coin();
        return p;
    }

private:
    bool coin() { return std::uniform_int_distribution<int>(0, 1)(m_rng) == 1; }
    double pick(std::initializer_list<double> values)
    {
        return values.begin()[std::uniform_int_distribution<std::size_t>(0, values.size() - 1)(m_rng)];
    }
    double logUniform(double low, double high)
    {
        return std::clamp(
            std::exp(std::uniform_real_distribution<double>(std::log(low), std::log(high))(m_rng)), low,
            high);
    }
    double real(std::initializer_list<double> edges, double low, double high)
    {
        return coin() ? pick(edges) : logUniform(low, high);
    }
    std::int64_t count(std::initializer_list<double> edges, double low, double high)
    {
        return std::int64_t(coin() ? pick(edges) : std::floor(logUniform(low, high)));
    }
    // Tiny skews make pow(t, -1/s) inaccurate and every weight nearly 1; 20 is the cap.
    double skew()
    {
        return real({0, std::numeric_limits<double>::denorm_min(), 1e-300, 1e-16, 3e-16, 1e-14, 1e-10, 1e-6,
                     0.01, 0.5, 1, 1.5, 2, 20},
                    1e-16, 20);
    }

    std::mt19937_64 m_rng;
};

} // namespace

class TestModelBounds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyValidScenarioIsQuickAndFinite();
    void tinySkewsAtATrillionAdapters_data();
    void tinySkewsAtATrillionAdapters();
    void countAboveAtTinySkews();
    void nearlyUniformHeadsMatchBruteForce_data();
    void nearlyUniformHeadsMatchBruteForce();
    void slowestGrowthHasFiniteWeeks();
    void ceilingSumMatchesBruteForce_data();
    void ceilingSumMatchesBruteForce();
    void keptRoundingsAreTheirOwn();
    void wholeGpusWithManyHeavyAdapters_data();
    void wholeGpusWithManyHeavyAdapters();
    void wholeGpusAtATrillionAdapters_data();
    void wholeGpusAtATrillionAdapters();
    void samplerDrawsAreBounded_data();
    void samplerDrawsAreBounded();
    void samplerMatchesBruteForceNearSkewOne_data();
    void samplerMatchesBruteForceNearSkewOne();
    void simulationWorkIsBounded_data();
    void simulationWorkIsBounded();
};

void TestModelBounds::everyValidScenarioIsQuickAndFinite()
{
    ExtremeScenarios scenarios(20240917);
    double worstMs = 0;
    QByteArray worst;
    const auto start = std::chrono::steady_clock::now();
    for (int trial = 0; trial < kScenarios; ++trial) {
        const Params p = scenarios.next();
        const QByteArray where = "trial " + QByteArray::number(trial) + ": " + describe(p);
        QVERIFY2(validate(p).empty(), where);

        Figures f;
        Series s;
        const double ms = bestMs(kMaxMsPerScenario, [&] {
            f = evaluate(p);
            s = computeSeries(p);
        });
        if (ms > worstMs) {
            worstMs = ms;
            worst = where;
        }
        QVERIFY2(ms < kMaxMsPerScenario, where + " took " + QByteArray::number(ms) + " ms");

        QVERIFY2(finite(f), where);
        QVERIFY2(finite(s), where);
        // A week exists exactly when the catalog grows (the crossing only when it crosses the boundary).
        QVERIFY2(f.saturationWeek.has_value() == (p.catalogGrowthPerWeek > 0), where);
        QVERIFY2(!f.crossingWeek || p.catalogGrowthPerWeek > 0, where);
        QVERIFY2(f.overhead.restream >= 0 && f.overhead.hostlink >= 0, where);
        QVERIFY2(f.topAdapterShare > 0 && f.topAdapterShare <= 1 && f.breakevenShare > 0 &&
                     f.breakevenShare <= 1,
                 where);
        // Every adapter holds at least one dedicated GPU.
        QVERIFY2(f.gpusDedicated >= double(p.adapters) * (1 - 1e-12), where);
        if (p.wholeGpus) {
            QVERIFY2(f.gpusDedicated == std::floor(f.gpusDedicated), where);
            QVERIFY2(f.gpusMultiplex == std::floor(f.gpusMultiplex), where);
            // Rounding up adds less than one GPU per adapter.
            Params fractional = p;
            fractional.wholeGpus = false;
            const double exact = evaluate(fractional).gpusDedicated;
            QVERIFY2(f.gpusDedicated >= exact * (1 - 1e-12), where);
            QVERIFY2(f.gpusDedicated <= exact * (1 + 1e-12) + double(p.adapters), where);
        }
    }
    const double totalMs = msSince(start);
    qInfo("slowest of %d scenarios: %.1f ms (%s); all: %.0f ms", kScenarios, worstMs, worst.constData(),
          totalMs);
}

void TestModelBounds::tinySkewsAtATrillionAdapters_data()
{
    QTest::addColumn<double>("skew");
    // The cases: 21 s and 346 s before countAbove corrected its guess logarithmically.
    for (const double skew : {std::numeric_limits<double>::denorm_min(), 1e-300, 1e-16, 3e-16, 1e-14, 1e-12})
        QTest::addRow("s=%g", skew) << skew;
}

void TestModelBounds::tinySkewsAtATrillionAdapters()
{
    QFETCH(double, skew);
    Params p;
    p.adapters = 1000000000000;
    p.skew = skew;
    p.requestsPerMonth = 1e12;
    p.gpuRequestsPerMonth = 1;
    for (const bool whole : {false, true}) {
        p.wholeGpus = whole;
        Figures f;
        Series s;
        const double ms = bestMs(kMaxMsPerScenario, [&] {
            f = evaluate(p);
            s = computeSeries(p);
        });
        QVERIFY2(ms < kMaxMsPerScenario, qPrintable(QString::number(ms)));
        QVERIFY(finite(f) && finite(s));
        // Traffic is all but uniform: the most popular share is 1 / K, and every adapter needs about
        // lambda / (K Q_b) = 1 GPU; rounded up, the adapters a hair above 1 GPU take 2.
        QVERIFY2(std::abs(f.topAdapterShare * 1e12 - 1) < 1e-9,
                 qPrintable(QString::number(f.topAdapterShare)));
        if (whole)
            QVERIFY2(f.gpusDedicated >= 1e12 && f.gpusDedicated <= 2e12 &&
                         f.gpusDedicated == std::floor(f.gpusDedicated),
                     qPrintable(QString::number(f.gpusDedicated, 'g', 17)));
        else
            QVERIFY2(std::abs(f.gpusDedicated / 1e12 - 1) < 1e-9,
                     qPrintable(QString::number(f.gpusDedicated)));
    }
}

void TestModelBounds::countAboveAtTinySkews()
{
    const std::int64_t n = 1000000000000;
    for (const double skew : {1e-300, 3e-16, 1e-14, 1e-10, 1e-6}) {
        const ZipfSums sums(skew, 32);
        const std::int64_t adapters[] = {1, 2, 1000, 1234567, 99999999999, n - 1, n};
        std::int64_t counts[std::size(adapters)] = {};
        const double ms = bestMs(50, [&] {
            for (std::size_t k = 0; k < std::size(adapters); ++k) // just below the weight of adapter i
                counts[k] = sums.countAbove(std::nextafter(sums.weight(adapters[k]), 0.0), n);
        });
        QVERIFY2(ms < 50, qPrintable(QString::number(ms)));
        for (std::size_t k = 0; k < std::size(adapters); ++k) {
            // The adapters up to i (and any of equal weight) are above the threshold.
            const double threshold = std::nextafter(sums.weight(adapters[k]), 0.0);
            const std::int64_t count = counts[k];
            const QByteArray where =
                "s=" + QByteArray::number(skew) + " i=" + QByteArray::number(qint64(adapters[k]));
            QVERIFY2(count >= adapters[k], where + " count " + QByteArray::number(qint64(count)));
            QVERIFY2(sums.weight(count) > threshold && (count == n || sums.weight(count + 1) <= threshold),
                     where);
        }
    }
}

void TestModelBounds::nearlyUniformHeadsMatchBruteForce_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<qint64>("batch");
    // Large batches over small catalogs put every adapter in the head; small skews make their shares nearly
    // equal, which the head expands around 1/H instead of summing.
    for (const double s : {1e-14, 1e-9, 1e-4, 1e-3, 0.01, 0.05, 0.2})
        for (const qint64 b : {qint64(20), qint64(256), qint64(1024)})
            QTest::addRow("s=%g b=%lld", s, b) << s << b;
}

void TestModelBounds::nearlyUniformHeadsMatchBruteForce()
{
    QFETCH(double, skew);
    QFETCH(qint64, batch);
    const ZipfSums sums(skew, batch, 1024);
    for (const std::int64_t n : {2, 3, 10, 100, 500, 1000, 1024, 1100, 5000}) {
        for (const std::int64_t from : {std::int64_t(1), std::int64_t(2), n / 2 + 1, n}) {
            const double expected = brute::distinct(from, n, n, skew, batch);
            const double actual = sums.distinct(from, n, n);
            QVERIFY2(std::abs(actual - expected) <= 1e-9 * expected,
                     qPrintable(QStringLiteral("n=%1 from=%2: %3 vs %4")
                                    .arg(n)
                                    .arg(from)
                                    .arg(actual, 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
        }
    }
}

void TestModelBounds::slowestGrowthHasFiniteWeeks()
{
    Params p;
    p.catalogGrowthPerWeek = 1e-12; // the smallest valid positive growth
    p.catalogCeiling = 1000000000000;
    QVERIFY(validate(p).empty());
    const Figures f = evaluate(p);
    QVERIFY(f.crossingWeek && f.saturationWeek);
    QCOMPARE(*f.crossingWeek, (223.0 - 32.0) / 1e-12);
    QCOMPARE(*f.saturationWeek, (1e12 - 32.0) / 1e-12);
    QVERIFY(std::isfinite(*f.saturationWeek));
    // Below it, the weeks overflowed to infinity: such growth is not valid.
    p.catalogGrowthPerWeek = std::numeric_limits<double>::denorm_min();
    QCOMPARE(validate(p).size(), std::size_t(1));
    QCOMPARE(validate(p)[0].key, std::string("catalog_growth_per_week"));
    p.catalogGrowthPerWeek = 0; // no growth: no weeks
    QVERIFY(validate(p).empty());
    QVERIFY(!evaluate(p).crossingWeek && !evaluate(p).saturationWeek);
}

void TestModelBounds::ceilingSumMatchesBruteForce_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<double>("scale");
    QTest::addColumn<qint64>("adapters");
    // Steep (one adapter per whole value), flat (many adapters per value) and both; non-round scales, so no
    // value sits on a whole number.
    QTest::newRow("s=1 steep") << 1.0 << 123456.789 << qint64(300);
    QTest::newRow("s=1 both") << 1.0 << 123456.789 << qint64(100000);
    QTest::newRow("s=0.1 flat") << 0.1 << 53.21 << qint64(200000);
    QTest::newRow("s=0.6 both") << 0.6 << 31234.5 << qint64(200000);
    QTest::newRow("s=2 both") << 2.0 << 7.654321e8 << qint64(25000);
    QTest::newRow("s=20 steep") << 20.0 << 3.3e15 << qint64(5);
    QTest::newRow("s=1e-6 nearly flat") << 1e-6 << 17.77 << qint64(300000);
    // Runs of equal rounded weights, a few whole values, a sum still below 2^53 (exact in doubles).
    QTest::newRow("s=4e-12 runs of equal weights") << 4e-12 << 8.123456789e10 << qint64(100000);
    QTest::newRow("one adapter") << 0.8 << 2.5 << qint64(1);
}

void TestModelBounds::ceilingSumMatchesBruteForce()
{
    QFETCH(double, skew);
    QFETCH(double, scale);
    QFETCH(qint64, adapters);
    const ZipfSums sums(skew, 32, 1024);
    const double expected = brute::ceilingSum(scale, adapters, skew);
    QCOMPARE(sums.ceilingSum(scale, adapters, std::int64_t(1) << 16), expected);
    // With a small budget the heaviest adapters are rounded on average: whole, and within 1/budget.
    for (const std::int64_t budget : {0, 1, 4, 16, 64}) {
        const double rough = sums.ceilingSum(scale, adapters, budget);
        QCOMPARE(rough, std::floor(rough));
        QVERIFY2(std::abs(rough - expected) <= expected / double(std::max<std::int64_t>(budget, 1)),
                 qPrintable(QStringLiteral("budget %1: %2 vs %3")
                                .arg(budget)
                                .arg(rough, 0, 'g', 17)
                                .arg(expected, 0, 'g', 17)));
    }
}

// ceilingSum() keeps its last costly results per thread: a call must get its own inputs' sum whatever was
// asked before it. Each reference is computed in a fresh thread (nothing kept); then all are asked in one
// thread, interleaved, twice over: inputs that differ in the skew, the table, the scale, n or the budget
// alone.
void TestModelBounds::keptRoundingsAreTheirOwn()
{
    struct Call
    {
        double skew;
        std::int64_t tableSize;
        double scale;
        std::int64_t n;
        std::int64_t budget;
    };
    const std::vector<Call> calls = {
        {1.0, 1024, 123456.789, 100000, 4096},    {1.1, 1024, 123456.789, 100000, 4096},
        {1.0, 2048, 123456.789, 100000, 4096},    {1.0, 1024, 123457.789, 100000, 4096},
        {1.0, 1024, 123456.789, 90000, 4096},     {1.0, 1024, 123456.789, 100000, 1024},
        {2.0, 1024, 7.654321e12, 1000000, 16384}, {2.0, 1024, 7.654321e12, 1000000, 1024},
    };
    const auto sumOf = [](const Call &c) {
        return ZipfSums(c.skew, 32, c.tableSize).ceilingSum(c.scale, c.n, c.budget);
    };
    std::vector<double> fresh;
    for (const Call &c : calls) {
        double sum = 0;
        std::thread([&] { sum = sumOf(c); }).join();
        fresh.push_back(sum);
    }
    for (int round = 0; round < 2; ++round)
        for (std::size_t i = 0; i < calls.size(); ++i)
            QCOMPARE(sumOf(calls[i]), fresh[i]);
    // Else the check above proves nothing; a larger table sums the same weights (the same sum).
    for (std::size_t i = 1; i < calls.size(); ++i)
        QVERIFY2(calls[i].tableSize != calls[0].tableSize ? fresh[i] == fresh[0] : fresh[i] != fresh[i - 1],
                 qPrintable(QString::number(fresh[i], 'g', 17)));
}

void TestModelBounds::wholeGpusWithManyHeavyAdapters_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<qint64>("adapters");
    QTest::addColumn<double>("gpuRequests");
    // lambda = 1e12 and Q chosen so that more than 10,000 adapters need more than one GPU each (the old
    // code rounded only the first 10,000 exactly).
    QTest::newRow("s=1") << 1.0 << qint64(200000) << 3e6;
    QTest::newRow("s=0.6, all heavy") << 0.6 << qint64(200000) << 1e5;
    QTest::newRow("s=1.5") << 1.5 << qint64(100000) << 1e5;
    QTest::newRow("s=0.1, needs from 19 to 53") << 0.1 << qint64(50000) << 1e6;
    QTest::newRow("s=0.05, needs just over 1") << 0.05 << qint64(60000) << 7.2e6;
}

void TestModelBounds::wholeGpusWithManyHeavyAdapters()
{
    QFETCH(double, skew);
    QFETCH(qint64, adapters);
    QFETCH(double, gpuRequests);
    Params p;
    p.skew = skew;
    p.adapters = adapters;
    p.requestsPerMonth = 1e12;
    p.gpuRequestsPerMonth = gpuRequests;
    p.wholeGpus = true;
    const double scale = p.requestsPerMonth / p.gpuRequestsPerMonth / brute::harmonic(adapters, skew);
    std::int64_t heavy = 0;
    while (heavy < adapters && scale * std::pow(double(heavy + 1), -skew) > 1)
        ++heavy;
    QVERIFY2(heavy > 10000, qPrintable(QString::number(heavy)));
    const Figures f = evaluate(p);
    QCOMPARE(f.gpusDedicated, brute::evaluate(p).gpusDedicated);
    QCOMPARE(f.gpusDedicated, std::floor(f.gpusDedicated));
}

void TestModelBounds::wholeGpusAtATrillionAdapters_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<double>("gpuRequests");
    // About half a million heavy adapters each.
    QTest::newRow("s=0.5") << 0.5 << 700.0;
    QTest::newRow("s=1") << 1.0 << 7e4;
    QTest::newRow("s=2") << 2.0 << 2.4;
}

void TestModelBounds::wholeGpusAtATrillionAdapters()
{
    QFETCH(double, skew);
    QFETCH(double, gpuRequests);
    Params p; // default ranges: the model's Zipf table holds 512 weights
    p.adapters = 1000000000000;
    p.skew = skew;
    p.requestsPerMonth = 1e12;
    p.gpuRequestsPerMonth = gpuRequests;
    p.wholeGpus = true;
    Figures f;
    const double ms = bestMs(kMaxMsPerScenario, [&] { f = evaluate(p); });
    QVERIFY2(ms < kMaxMsPerScenario, qPrintable(QString::number(ms)));

    // Brute force over the heavy adapters only (the light ones hold one GPU each), with the model's H(K).
    const double scale =
        p.requestsPerMonth / p.gpuRequestsPerMonth / ZipfSums(skew, 32, 512).harmonic(p.adapters);
    auto heavy = std::int64_t(std::pow(scale, 1 / skew));
    while (scale * std::pow(double(heavy + 1), -skew) > 1)
        ++heavy;
    while (heavy > 0 && !(scale * std::pow(double(heavy), -skew) > 1))
        --heavy;
    QVERIFY2(heavy > 100000, qPrintable(QString::number(heavy)));
    QCOMPARE(f.gpusDedicated, double(p.adapters - heavy) + brute::ceilingSum(scale, heavy, skew));
}

void TestModelBounds::samplerDrawsAreBounded_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<qint64>("adapters");
    // The hang: near s = 1 at K = 10^12 the tail's rank walked one step at a time from a guess that
    // rounding (x^(1-s) - a^(1-s) over 1 - s) left thousands of ranks off.
    for (const double skew : {std::numeric_limits<double>::denorm_min(), 1e-9, 0.5, 0.9, 0.999999, 1.0,
                              1.000001, 1.2, 2.0, 5.0, 50.0})
        for (const qint64 k : {qint64(4097), qint64(1000000), qint64(999999999999), qint64(1000000000000)})
            QTest::addRow("s=%g K=%lld", skew, k) << skew << k;
}

// A draw's work, counted: never more than the documented bound, and a few tail sums on average.
void TestModelBounds::samplerDrawsAreBounded()
{
    QFETCH(double, skew);
    QFETCH(qint64, adapters);
    const ZipfSampler sampler(adapters, skew);
    std::mt19937_64 rng(7);
    std::vector<double> us{0.0, std::nextafter(1.0, 0.0), 1.0 - 1e-9, 0.5, 1e-300};
    for (int i = 0; i < 20000; ++i)
        us.push_back(ZipfSampler::uniform(rng));
    ZipfSampler::Work all;
    std::int64_t previousRank = 0;
    std::sort(us.begin(), us.end());
    for (const double u : us) {
        ZipfSampler::Work one;
        const std::int64_t rank = sampler.rankAt(u, &one);
        QVERIFY2(one.tailSums <= ZipfSampler::kMaxTailSumsPerDraw,
                 qPrintable(QStringLiteral("u=%1: %2 sums").arg(u, 0, 'g', 17).arg(one.tailSums)));
        QVERIFY2(rank >= 1 && rank <= adapters && rank >= previousRank, qPrintable(QString::number(u)));
        previousRank = rank;
        all.draws += one.draws;
        all.tailSums += one.tailSums;
    }
    QCOMPARE(all.draws, std::int64_t(us.size()));
    QVERIFY2(all.tailSums <= 4 * all.draws, qPrintable(QString::number(all.tailSums)));
}

void TestModelBounds::samplerMatchesBruteForceNearSkewOne_data()
{
    QTest::addColumn<double>("skew");
    for (const double skew : {0.9, 0.999999, 1.0, 1.000001, 1.5})
        QTest::addRow("s=%g", skew) << skew;
}

// The tail's ranks against the cumulative sums added one by one (K = 10^6): off by at most one rank where
// the two sums round differently.
void TestModelBounds::samplerMatchesBruteForceNearSkewOne()
{
    QFETCH(double, skew);
    constexpr std::int64_t k = 1000000;
    const ZipfSampler sampler(k, skew);
    std::vector<double> cumulative(k);
    double sum = 0;
    for (std::int64_t i = 1; i <= k; ++i)
        cumulative[std::size_t(i - 1)] = sum += std::pow(double(i), -skew);
    std::mt19937_64 rng(11);
    int off = 0;
    for (int i = 0; i < 5000; ++i) {
        const double u = ZipfSampler::uniform(rng);
        const auto found = std::upper_bound(cumulative.begin(), cumulative.end(), u * sum);
        const std::int64_t brute = std::min<std::int64_t>(k, found - cumulative.begin() + 1);
        const std::int64_t rank = sampler.rankAt(u);
        QVERIFY2(std::abs(rank - brute) <= 1,
                 qPrintable(QStringLiteral("u=%1: %2 against %3").arg(u, 0, 'g', 17).arg(rank).arg(brute)));
        off += rank != brute;
    }
    QVERIFY2(off < 50, qPrintable(QString::number(off)));
}

void TestModelBounds::simulationWorkIsBounded_data()
{
    QTest::addColumn<double>("skew");
    QTest::addColumn<int>("model"); // ModelKind
    for (const double skew : {0.999999, 1.0, 1.2})
        for (const ModelKind model : {ModelKind::Paper, ModelKind::Engine})
            QTest::addRow("s=%g %s", skew, model == ModelKind::Paper ? "paper" : "engine lru")
                << skew << int(model);
}

// simulate at K = 10^12: the draws are the batches' requests and an LRU pool's bounded warm-up, each a few
// tail sums; asking for more than kMaxSimulatedRequests draws that many at most.
void TestModelBounds::simulationWorkIsBounded()
{
    QFETCH(double, skew);
    QFETCH(int, model);
    Params p;
    p.adapters = 1000000000000;
    p.skew = skew;
    p.batch = 1024;
    p.model = ModelKind(model);
    p.poolPolicy = PoolPolicy::Lru;
    p.adapterGb = 0.0001;
    p.poolGb = 100000;
    p.hbmGb = 1000000;
    const BatchSimulation sim = simulateBatches(p, 100000000, 1);
    QVERIFY(sim.batches * sim.batchSize <= kMaxSimulatedRequests);
    QVERIFY2(sim.work.draws <= kMaxSimulatedRequests + kMaxLruWarmUp,
             qPrintable(QString::number(sim.work.draws)));
    QVERIFY2(sim.work.tailSums <= 4 * sim.work.draws, qPrintable(QString::number(sim.work.tailSums)));
}

QTEST_GUILESS_MAIN(TestModelBounds)
#include "tst_modelbounds.moc"
