// SPDX-License-Identifier: GPL-3.0-or-later
// Sensitivity (tornado): every row is the model evaluated at the row's ends, each end a value the
// command line accepts, rows sorted by swing.
#include "model/sensitivity.h"

#include <QTest>

#include <algorithm>

#include <cmath>

using namespace lorafleet;

Q_DECLARE_METATYPE(lorafleet::Params)
Q_DECLARE_METATYPE(lorafleet::SensitivityOutput)

namespace {

// An end as the command line's --set would write it.
std::string endText(const ParamInfo &info, double value)
{
    return info.kind == ParamInfo::Kind::Integer ? std::to_string(static_cast<std::int64_t>(value))
                                                 : formatNumber(value);
}

Params engineDefaults()
{
    Params p;
    p.model = ModelKind::Engine;
    return p;
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsAreDirectEvaluations_data();
    void rowsAreDirectEvaluations();
    void rangesAtDefaults();
    void countsRoundOutwardAndStayValid();
    void overflowingPoolMovesTheLinkKeys();
    void outputNames();
};

void TestSensitivity::rowsAreDirectEvaluations_data()
{
    QTest::addColumn<Params>("params");
    QTest::addColumn<SensitivityOutput>("output");
    Params overflow;
    overflow.adapters = 400;
    Params whole;
    whole.wholeGpus = true;
    whole.adapters = 100;
    whole.skew = 1.3;
    Params engineOverflow = engineDefaults();
    engineOverflow.adapters = 1000;
    engineOverflow.poolPolicy = PoolPolicy::Pinned;
    Params tiny;
    tiny.adapters = 1;
    tiny.batch = 1;
    tiny.skew = 0;
    for (const auto output :
         {SensitivityOutput::Savings, SensitivityOutput::Advantage, SensitivityOutput::Gpus}) {
        const QByteArray name(sensitivityOutputName(output).data());
        QTest::newRow("paper defaults " + name) << Params() << output;
        QTest::newRow("paper K 400 " + name) << overflow << output;
        QTest::newRow("whole GPUs " + name) << whole << output;
        QTest::newRow("engine defaults " + name) << engineDefaults() << output;
        QTest::newRow("engine pinned K 1000 " + name) << engineOverflow << output;
        QTest::newRow("K 1 batch 1 " + name) << tiny << output;
    }
}

void TestSensitivity::rowsAreDirectEvaluations()
{
    QFETCH(Params, params);
    QFETCH(SensitivityOutput, output);
    const Sensitivity tornado = computeSensitivity(params, output);
    QCOMPARE(tornado.base, sensitivityOutputValue(evaluate(params), output));
    // One adapter: the plan (dedicate it, or multiplex it: either) saves nothing whatever moves.
    if (params.adapters > 1 || output != SensitivityOutput::Savings)
        QVERIFY(!tornado.rows.empty());
    for (std::size_t i = 0; i < tornado.rows.size(); ++i) {
        const SensitivityRow &row = tornado.rows[i];
        const ParamInfo *info = findParam(row.key);
        QVERIFY2(info, row.key.c_str());
        QVERIFY(row.low <= row.high);
        if (i > 0)
            QVERIFY2(tornado.rows[i - 1].swing() >= row.swing(), row.key.c_str());
        QVERIFY2(row.outputLow != tornado.base || row.outputHigh != tornado.base, row.key.c_str());
        // Each end through the command line's own parsing, then a direct evaluation: exactly equal.
        for (const auto &[end, expected] : {std::pair{row.low, row.outputLow}, {row.high, row.outputHigh}}) {
            Params moved = params;
            const std::string text = endText(*info, end);
            const auto error = setParam(moved, row.key, text);
            QVERIFY2(!error, (row.key + " = " + text + ": " + (error ? error->message() : "")).c_str());
            QVERIFY2(validate(moved).empty(), (row.key + " = " + text).c_str());
            QCOMPARE(sensitivityOutputValue(evaluate(moved), output), expected);
        }
    }
}

void TestSensitivity::rangesAtDefaults()
{
    const Params p;
    const auto range = [&](const char *key) { return *sensitivityRange(p, *findParam(key)); };
    QCOMPARE(range("adapters").low, 24.0);
    QCOMPARE(range("adapters").high, 40.0);
    QCOMPARE(range("skew").low, 0.75);
    QCOMPARE(range("skew").high, 1.25);
    QCOMPARE(range("pool_gb").low, 45.0);
    QCOMPARE(range("pool_gb").high, 75.0);
    QCOMPARE(range("gpu_price_per_hour").low, 3.75);
    QCOMPARE(range("gpu_price_per_hour").high, 6.25);
    QVERIFY(!sensitivityRange(p, *findParam("whole_gpus")));
    QVERIFY(!sensitivityRange(p, *findParam("skew_bands")));

    // Savings are linear in the price: its row is the base times 0.75 and 1.25.
    const Sensitivity savings = computeSensitivity(p, SensitivityOutput::Savings);
    const auto price = std::find_if(savings.rows.begin(), savings.rows.end(),
                                    [](const SensitivityRow &r) { return r.key == "gpu_price_per_hour"; });
    QVERIFY(price != savings.rows.end());
    QVERIFY(std::abs(price->outputLow / (0.75 * savings.base) - 1) < 1e-12);
    QVERIFY(std::abs(price->outputHigh / (1.25 * savings.base) - 1) < 1e-12);
    // R does not depend on the price; the plot's range moves no output.
    const Sensitivity advantage = computeSensitivity(p, SensitivityOutput::Advantage);
    for (const SensitivityRow &row : advantage.rows)
        QVERIFY2(row.key != "gpu_price_per_hour", row.key.c_str());
    for (const SensitivityRow &row : savings.rows)
        QVERIFY2(row.key != "plot_max_adapters" && row.key != "horizon_weeks", row.key.c_str());
    // At defaults demand is the largest lever on R: with less of it every adapter still holds its
    // dedicated GPU while the multiplexed fleet shrinks (R from 29.78 to 39.71).
    QCOMPARE(advantage.rows.front().key, std::string("requests_per_month"));
    QVERIFY(std::abs(advantage.rows.front().outputLow - 39.7072) < 1e-4);
}

void TestSensitivity::countsRoundOutwardAndStayValid()
{
    Params p;
    p.adapters = 30; // 22.5 and 37.5
    p.batch = 1; // 0.75 is below the minimum of 1
    p.catalogStart = 512; // 640 would pass the ceiling of 512
    const auto adapters = *sensitivityRange(p, *findParam("adapters"));
    QCOMPARE(adapters.low, 22.0);
    QCOMPARE(adapters.high, 38.0);
    const auto batch = *sensitivityRange(p, *findParam("batch"));
    QCOMPARE(batch.low, 1.0);
    QCOMPARE(batch.high, 2.0);
    const auto start = *sensitivityRange(p, *findParam("catalog_start"));
    QCOMPARE(start.low, 384.0);
    QCOMPARE(start.high, 512.0);
    // A wider range is clamped to the valid range: skew 1 +- 150 % stays within 0..20.
    const auto skew = *sensitivityRange(p, *findParam("skew"), 1.5);
    QCOMPARE(skew.low, 0.0);
    QCOMPARE(skew.high, 2.5);
}

void TestSensitivity::overflowingPoolMovesTheLinkKeys()
{
    Params p;
    p.adapters = 400; // beyond the boundary of 223: the host link matters
    const Sensitivity savings = computeSensitivity(p, SensitivityOutput::Savings);
    QStringList keys;
    for (const SensitivityRow &row : savings.rows) {
        keys << QString::fromStdString(row.key);
        for (const std::string &same : row.sameAs)
            keys << QString::fromStdString(same);
    }
    // The GPU-month's price, once: hours per month moves the bill exactly as the hourly price does.
    const auto price = std::find_if(savings.rows.begin(), savings.rows.end(), [](const SensitivityRow &row) {
        return row.key == "gpu_price_per_hour";
    });
    QVERIFY(price != savings.rows.end());
    QCOMPARE(price->sameAs, std::vector<std::string>{"hours_per_month"});
    for (const char *key : {"adapters", "skew", "batch", "pool_gb", "gpu_price_per_hour", "base_gb",
                            "adapter_gb", "hbm_bandwidth_tbps", "link_bandwidth_gbps", "overlap",
                            "requests_per_month", "gpu_requests_per_month", "hours_per_month"})
        QVERIFY2(keys.contains(QLatin1String(key)), key);
    // The paper's model ignores the engine's keys.
    QVERIFY(!keys.contains(QStringLiteral("engine_overhead")));
    QVERIFY(!keys.contains(QStringLiteral("kv_gb")));
}

void TestSensitivity::outputNames()
{
    for (const auto output :
         {SensitivityOutput::Savings, SensitivityOutput::Advantage, SensitivityOutput::Gpus})
        QCOMPARE(*sensitivityOutputFromName(sensitivityOutputName(output)), output);
    QVERIFY(!sensitivityOutputFromName("cost"));
}

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
