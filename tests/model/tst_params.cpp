// SPDX-License-Identifier: GPL-3.0-or-later
// Parameters: defaults from MODEL.md, parsing, and a clear message for every kind of invalid value.
#include "model/params.h"

#include <QTest>

#include <chrono>
#include <cmath>
#include <limits>

using namespace lorafleet;

class TestParams : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsAreThePapers();
    void everyKeyIsDescribed();
    void textRoundTrips();
    void setParamAcceptsValidText_data();
    void setParamAcceptsValidText();
    void invalidValuesAreRejected_data();
    void invalidValuesAreRejected();
    void validateNamesEveryBadField_data();
    void validateNamesEveryBadField();
    void rangeBoundsReadWell();
    void ceilingBelowStart();
    void longTextIsCutShort();
    void typedValuesRoundTrip();
    void typedValuesAreChecked();
};

void TestParams::defaultsAreThePapers()
{
    const Params p;
    QCOMPARE(p.adapters, std::int64_t(32));
    QCOMPARE(p.skew, 1.0);
    QCOMPARE(p.batch, std::int64_t(32));
    QCOMPARE(p.poolGb, 60.0);
    QCOMPARE(p.gpuPricePerHour, 5.0);
    QCOMPARE(p.hbmGb, 141.0);
    QCOMPARE(p.baseGb, 54.0);
    QCOMPARE(p.kvGb, 27.0);
    QCOMPARE(p.adapterGb, 0.268);
    QCOMPARE(p.hbmBandwidthTbps, 4.8);
    QCOMPARE(p.linkBandwidthGbps, 128.0);
    QCOMPARE(p.overlap, 0.5);
    QCOMPARE(p.requestsPerMonth, 1e8);
    QCOMPARE(p.gpuRequestsPerMonth, 1e8);
    QCOMPARE(p.hoursPerMonth, 730.0);
    QCOMPARE(p.catalogStart, std::int64_t(32));
    QCOMPARE(p.catalogGrowthPerWeek, 4.0);
    QCOMPARE(p.catalogCeiling, std::int64_t(512));
    QCOMPARE(p.horizonWeeks, 156.0);
    QCOMPARE(p.plotMaxAdapters, std::int64_t(512));
    QCOMPARE(p.skewBands, (std::vector<double>{0.5, 1.0, 1.5}));
    QCOMPARE(p.wholeGpus, false);
    QVERIFY(p.model == ModelKind::Paper); // the engine model's keys are then ignored
    QVERIFY(validate(p).empty());
}

void TestParams::everyKeyIsDescribed()
{
    const char *keys[] = {"adapters",
                          "skew",
                          "batch",
                          "pool_gb",
                          "gpu_price_per_hour",
                          "hbm_gb",
                          "base_gb",
                          "kv_gb",
                          "adapter_gb",
                          "hbm_bandwidth_tbps",
                          "link_bandwidth_gbps",
                          "overlap",
                          "requests_per_month",
                          "demand_peak_factor",
                          "gpu_requests_per_month",
                          "hours_per_month",
                          "catalog_start",
                          "catalog_growth_per_week",
                          "catalog_ceiling",
                          "horizon_weeks",
                          "plot_max_adapters",
                          "skew_bands",
                          "whole_gpus",
                          "routing",
                          "replicas",
                          "model",
                          "engine",
                          "lora_fixed_overhead",
                          "adapter_cost_factor",
                          "adapter_reread_factor",
                          "context_tokens",
                          "prompt_tokens",
                          "kv_mb_per_token",
                          "output_tokens",
                          "pool_policy",
                          "compute_tflops",
                          "weight_bytes",
                          "engine_overhead",
                          "compute_overhead",
                          "adapter_load_ms",
                          "engine_step_ms",
                          "engine_layer_us",
                          "all_reduce_us",
                          "adapter_read_overlap",
                          "tensor_parallel",
                          "layers",
                          "kv_heads",
                          "tp_link_gbps",
                          "service_target",
                          "target_ttft_p95_ms",
                          "target_tpot_ms",
                          "adapter_source",
                          "disk_bandwidth_gbps"};
    QCOMPARE(paramInfos().size(), std::size(keys));
    for (const char *key : keys) {
        const ParamInfo *info = findParam(key);
        QVERIFY2(info, key);
        QVERIFY(!info->meaning.empty() && !info->label.empty());
    }
    QVERIFY(!findParam("nonsense"));
    int sliders = 0;
    for (const ParamInfo &info : paramInfos())
        sliders += info.mainControl;
    QCOMPARE(sliders, 5);
}

void TestParams::textRoundTrips()
{
    Params p;
    p.skew = 0.1 + 0.2; // not a short decimal
    p.adapterGb = 1.0 / 3.0;
    p.skewBands = {0.25, 2.0 / 3.0};
    p.wholeGpus = true;
    p.adapters = 123456789012;
    p.model = ModelKind::Engine;
    p.poolPolicy = PoolPolicy::Pinned;
    p.contextTokens = 389.5;
    Params copy;
    for (const ParamInfo &info : paramInfos()) {
        const auto error = setParam(copy, info.key, paramText(p, info));
        QVERIFY2(!error, error ? error->message().c_str() : "");
    }
    QVERIFY(copy == p);
}

void TestParams::setParamAcceptsValidText_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("readBack");
    QTest::newRow("integer") << "adapters"
                             << "512"
                             << "512";
    QTest::newRow("integer written as real") << "adapters"
                                             << "1e6"
                                             << "1000000";
    QTest::newRow("spaces") << "batch"
                            << " 64 "
                            << "64";
    QTest::newRow("real") << "skew"
                          << "1.25"
                          << "1.25";
    QTest::newRow("plus sign") << "skew"
                               << "+0.5"
                               << "0.5";
    QTest::newRow("zero pool") << "pool_gb"
                               << "0"
                               << "0";
    QTest::newRow("bool true") << "whole_gpus"
                               << "true"
                               << "true";
    QTest::newRow("bool TRUE") << "whole_gpus"
                               << "TRUE"
                               << "true";
    QTest::newRow("bool True") << "whole_gpus"
                               << "True"
                               << "true";
    QTest::newRow("bool Off") << "whole_gpus"
                              << "Off"
                              << "false";
    QTest::newRow("bool 0") << "whole_gpus"
                            << "0"
                            << "false";
    QTest::newRow("list") << "skew_bands"
                          << "0.5, 1,1.5"
                          << "0.5,1,1.5";
    QTest::newRow("list brackets") << "skew_bands"
                                   << "[0.2,2]"
                                   << "0.2,2";
    QTest::newRow("empty list") << "skew_bands"
                                << ""
                                << "";
    QTest::newRow("largest batch") << "batch"
                                   << "1024"
                                   << "1024";
    QTest::newRow("no growth") << "catalog_growth_per_week"
                               << "0"
                               << "0";
    QTest::newRow("slowest growth") << "catalog_growth_per_week"
                                    << "1e-12"
                                    << "1e-12";
    QTest::newRow("choice") << "model"
                            << "engine"
                            << "engine";
    QTest::newRow("choice with spaces") << "pool_policy"
                                        << " pinned "
                                        << "pinned";
    QTest::newRow("choice by position") << "model"
                                        << "1"
                                        << "engine";
    QTest::newRow("cost factor") << "adapter_cost_factor"
                                 << "1.47"
                                 << "1.47";
}

void TestParams::setParamAcceptsValidText()
{
    QFETCH(QString, key);
    QFETCH(QString, text);
    QFETCH(QString, readBack);
    Params p;
    const auto error = setParam(p, key.toStdString(), text.toStdString());
    QVERIFY2(!error, error ? error->message().c_str() : "");
    QCOMPARE(QString::fromStdString(paramText(p, *findParam(key.toStdString()))), readBack);
}

void TestParams::invalidValuesAreRejected_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expectedMessage");
    QTest::newRow("zero batch") << "batch"
                                << "0"
                                << "batch = 0 is not valid: expected an integer from 1 to 4096.";
    QTest::newRow("huge batch") << "batch"
                                << "5000"
                                << "batch = 5000 is not valid: expected an integer from 1 to 4096.";
    QTest::newRow("fractional K")
        << "adapters"
        << "2.5"
        << "adapters = 2.5 is not valid: expected an integer from 1 to 1,000,000,000,000.";
    QTest::newRow("negative K")
        << "adapters"
        << "-3"
        << "adapters = -3 is not valid: expected an integer from 1 to 1,000,000,000,000.";
    QTest::newRow("K too large")
        << "adapters"
        << "1e13"
        << "adapters = 1e13 is not valid: expected an integer from 1 to 1,000,000,000,000.";
    QTest::newRow("negative skew") << "skew"
                                   << "-0.1"
                                   << "skew = -0.1 is not valid: expected a real number from 0 to 20.";
    QTest::newRow("nan skew") << "skew"
                              << "nan"
                              << "skew = nan is not valid: expected a real number from 0 to 20.";
    QTest::newRow("inf pool") << "pool_gb"
                              << "inf"
                              << "pool_gb = inf is not valid: expected a real number from 0 to 1e12.";
    QTest::newRow("overflowing pool")
        << "pool_gb"
        << "1e400"
        << "pool_gb = 1e400 is not valid: expected a real number from 0 to 1e12.";
    QTest::newRow("zero base") << "base_gb"
                               << "0"
                               << "base_gb = 0 is not valid: expected a real number from 1e-9 to 1e12.";
    QTest::newRow("negative adapter")
        << "adapter_gb"
        << "-0.268"
        << "adapter_gb = -0.268 is not valid: expected a real number from 1e-9 to 1e12.";
    QTest::newRow("zero bandwidth")
        << "hbm_bandwidth_tbps"
        << "0"
        << "hbm_bandwidth_tbps = 0 is not valid: expected a real number from 1e-9 to 1e12.";
    QTest::newRow("junk") << "gpu_price_per_hour"
                          << "five"
                          << "gpu_price_per_hour = five is not valid: expected a real number from 0 to 1e12.";
    QTest::newRow("trailing junk") << "overlap"
                                   << "0.5x"
                                   << "overlap = 0.5x is not valid: expected a real number from 0 to 1e12.";
    QTest::newRow("empty") << "kv_gb"
                           << ""
                           << "kv_gb = (empty) is not valid: expected a real number from 0 to 1e12.";
    QTest::newRow("Kmax of one")
        << "plot_max_adapters"
        << "1"
        << "plot_max_adapters = 1 is not valid: expected an integer from 2 to 1,000,000,000,000.";
    QTest::newRow("bool junk") << "whole_gpus"
                               << "maybe"
                               << "whole_gpus = maybe is not valid: expected true or false.";
    QTest::newRow("negative band")
        << "skew_bands"
        << "0.5,-1"
        << "skew_bands = 0.5,-1 is not valid: expected a list of at most 6 real numbers, each from 0 to 20.";
    QTest::newRow("too many bands") << "skew_bands"
                                    << "1,1,1,1,1,1,1"
                                    << "skew_bands = 1,1,1,1,1,1,1 is not valid: expected a list of at most "
                                       "6 real numbers, each from 0 to 20.";
    QTest::newRow("trailing comma")
        << "skew_bands"
        << "1,2,"
        << "skew_bands = 1,2, is not valid: expected a list of at most 6 real numbers, each from 0 to 20.";
    QTest::newRow("unknown choice") << "model"
                                    << "gpu"
                                    << "model = gpu is not valid: expected one of paper, engine.";
    QTest::newRow("choice in capitals") << "pool_policy"
                                        << "LRU"
                                        << "pool_policy = LRU is not valid: expected one of pinned, lru.";
    QTest::newRow("choice position too large") << "model"
                                               << "2"
                                               << "model = 2 is not valid: expected one of paper, engine.";
    QTest::newRow("cost factor below ideal")
        << "adapter_cost_factor"
        << "0.5"
        << "adapter_cost_factor = 0.5 is not valid: expected a real number from 1 to 100.";
    QTest::newRow("fixed overhead above 1")
        << "lora_fixed_overhead"
        << "1.5"
        << "lora_fixed_overhead = 1.5 is not valid: expected a real number from 0 to 1.";
    QTest::newRow("unknown key") << "adapterz"
                                 << "3"
                                 << "adapterz = 3 is not valid: expected a known key (see --help).";
    // A growth this slow made both catalog weeks infinite.
    QTest::newRow("growth below its floor") << "catalog_growth_per_week"
                                            << "5e-324"
                                            << "catalog_growth_per_week = 5e-324 is not valid: expected 0 "
                                               "(no growth) or a real number from 1e-12 to 1e12.";
    QTest::newRow("negative growth") << "catalog_growth_per_week"
                                     << "-4"
                                     << "catalog_growth_per_week = -4 is not valid: expected 0 (no growth) "
                                        "or a real number from 1e-12 to 1e12.";
}

void TestParams::invalidValuesAreRejected()
{
    QFETCH(QString, key);
    QFETCH(QString, text);
    QFETCH(QString, expectedMessage);
    Params p;
    const Params before = p;
    const auto error = setParam(p, key.toStdString(), text.toStdString());
    QVERIFY(error);
    QCOMPARE(QString::fromStdString(error->message()), expectedMessage);
    QCOMPARE(QString::fromStdString(error->key), key);
    QVERIFY(p == before); // nothing changed
}

void TestParams::validateNamesEveryBadField_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("K = 0") << 0 << "adapters"
                           << "0";
    QTest::newRow("nan skew") << 1 << "skew"
                              << "nan";
    QTest::newRow("negative pool") << 2 << "pool_gb"
                                   << "-5";
    QTest::newRow("infinite demand") << 3 << "requests_per_month"
                                     << "inf";
    QTest::newRow("bands") << 4 << "skew_bands"
                           << "[0.5,nan]";
    QTest::newRow("zero hours") << 5 << "hours_per_month"
                                << "0";
    QTest::newRow("growth below its floor") << 6 << "catalog_growth_per_week"
                                            << "5e-324";
}

void TestParams::validateNamesEveryBadField()
{
    QFETCH(int, which);
    QFETCH(QString, key);
    QFETCH(QString, value);
    Params p;
    switch (which) {
    case 0:
        p.adapters = 0;
        break;
    case 1:
        p.skew = std::numeric_limits<double>::quiet_NaN();
        break;
    case 2:
        p.poolGb = -5;
        break;
    case 3:
        p.requestsPerMonth = std::numeric_limits<double>::infinity();
        break;
    case 4:
        p.skewBands = {0.5, std::numeric_limits<double>::quiet_NaN()};
        break;
    case 5:
        p.hoursPerMonth = 0;
        break;
    case 6:
        p.catalogGrowthPerWeek = std::numeric_limits<double>::denorm_min();
        break;
    }
    const auto errors = validate(p);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(errors[0].key), key);
    QCOMPARE(QString::fromStdString(errors[0].value), value);
    QVERIFY(QString::fromStdString(errors[0].message()).contains(QStringLiteral(" is not valid: expected ")));
}

void TestParams::rangeBoundsReadWell()
{
    QCOMPARE(rangeBound(4096, true), std::string("4096"));
    QCOMPARE(rangeBound(10000, true), std::string("10,000"));
    QCOMPARE(rangeBound(1e12, true), std::string("1,000,000,000,000"));
    QCOMPARE(rangeBound(1e12, false), std::string("1e12"));
    QCOMPARE(rangeBound(1e-9, false), std::string("1e-9"));
    QCOMPARE(rangeBound(2.5e-300, false), std::string("2.5e-300"));
    QCOMPARE(rangeBound(0.268, false), std::string("0.268"));
    // Every real bound a message names reads back as that bound.
    for (const ParamInfo &info : paramInfos()) {
        if (info.kind != ParamInfo::Kind::Real)
            continue;
        for (const double bound : {info.minimum, info.maximum}) {
            Params p;
            const std::string text = rangeBound(bound, false);
            QVERIFY2(!setParam(p, info.key, text), text.c_str());
            QCOMPARE(numericParamValue(p, info), bound);
        }
    }
}

void TestParams::ceilingBelowStart()
{
    Params p;
    p.catalogStart = 100;
    p.catalogCeiling = 50;
    const auto errors = validate(p);
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(errors[0].message()),
             QStringLiteral("catalog_ceiling = 50 is not valid: expected an integer from catalog_start (100) "
                            "to 1,000,000,000,000."));
}

void TestParams::longTextIsCutShort()
{
    // A megabyte-long list is refused at its seventh item, and its error shows 60 bytes of it and the count.
    std::string list;
    for (int i = 0; i < 500000; ++i)
        list += i ? ",1" : "1";
    Params p;
    const auto start = std::chrono::steady_clock::now();
    const auto error = setParam(p, "skew_bands", list);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    QVERIFY(error);
    QVERIFY2(ms < 100, qPrintable(QString::number(ms))); // linear: well under a millisecond
    QCOMPARE(error->value, list.substr(0, 60).append("… (500000 items)"));
    QVERIFY(p == Params{});

    // Any other value is cut the same way, at a character boundary.
    const std::string digits(1000000, '9');
    // (strings built with append: GCC 12 warns falsely on operator+ here)
    QCOMPARE(setParam(p, "skew", digits)->value, digits.substr(0, 60).append("…"));
    std::string accents = "x";
    for (int i = 0; i < 100; ++i)
        accents.append("é"); // two bytes each: byte 60 is the second half of one
    QCOMPARE(setParam(p, "kv_gb", accents)->value, accents.substr(0, 59).append("…"));
    QCOMPARE(setParam(p, "adapterz", digits)->value, digits.substr(0, 60).append("…"));
    QCOMPARE(setParam(p, "adapterz", digits)->key, "adapterz");

    // validate() shows an over-long list of bands the same way.
    p.skewBands.assign(100000, 0.5);
    const auto errors = validate(p);
    QCOMPARE(errors.size(), std::size_t(1));
    QVERIFY2(errors[0].value.size() < 100 && errors[0].value.find("(100000 items)]") != std::string::npos,
             errors[0].value.c_str());
}

// Typed access: every key's value set back as it is read changes nothing, and a value of every kind is set
// exactly, without a text in between.
void TestParams::typedValuesRoundTrip()
{
    Params changed;
    changed.adapters = 123456789013;
    changed.skew = 0.1 + 0.2; // 0.30000000000000004: shortest text and back would be the same, but check
    changed.skewBands = {0.25, 2.0 / 3.0};
    changed.wholeGpus = true;
    changed.model = ModelKind::Engine;
    changed.poolPolicy = PoolPolicy::Pinned;
    Params copy;
    for (const ParamInfo &info : paramInfos()) {
        const auto error = setParamValue(copy, info, paramValue(changed, info));
        QVERIFY2(!error, error ? error->message().c_str() : "");
    }
    QCOMPARE(copy, changed);

    // A whole double sets an integer key; an integer sets a real key.
    Params p;
    QVERIFY(!setParamValue(p, *findParam("batch"), 64.0));
    QCOMPARE(p.batch, std::int64_t(64));
    QVERIFY(!setParamValue(p, *findParam("pool_gb"), std::int64_t(20)));
    QCOMPARE(p.poolGb, 20.0);
    QCOMPARE(numericParamValue(p, *findParam("batch")), 64.0);
    QCOMPARE(numericParamValue(p, *findParam("model")), 0.0);

    // Choices by position and by name.
    const ParamInfo &model = *findParam("model");
    QCOMPARE(model.choice(1), std::optional<ParamValue>(ModelKind::Engine));
    QCOMPARE(model.choiceNamed("paper"), std::optional<ParamValue>(ModelKind::Paper));
    QVERIFY(!model.choice(2));
    QVERIFY(!model.choiceNamed("Engine")); // names are exact
    QVERIFY(!findParam("batch")->choice(0));
}

// The same checks as setParam(): out of range, not whole, the wrong kind, a list too long: refused with the
// key named, and nothing changed.
void TestParams::typedValuesAreChecked()
{
    const Params before;
    Params p = before;
    const auto refused = [&](std::string_view key, const ParamValue &value, std::string_view shown) {
        const auto error = setParamValue(p, *findParam(key), value);
        if (!error)
            return false;
        return error->key == key && error->value == shown && p == before;
    };
    QVERIFY(refused("batch", std::int64_t(0), "0"));
    QVERIFY(refused("batch", 2.5, "2.5"));
    QVERIFY(refused("batch", true, "true"));
    QVERIFY(refused("skew", -0.5, "-0.5"));
    QVERIFY(refused("skew", std::numeric_limits<double>::quiet_NaN(), "nan"));
    QVERIFY(refused("whole_gpus", 1.0, "1"));
    QVERIFY(refused("model", PoolPolicy::Lru, "lru"));
    QVERIFY(refused("skew_bands", std::vector<double>{0.5, -1.0}, "[0.5, -1]"));
    QVERIFY(refused("skew_bands", std::vector<double>(7, 1.0), "[1, 1, 1, 1, 1, 1, 1]"));
    QVERIFY(!setParamValue(p, *findParam("skew_bands"), std::vector<double>(6, 1.0)));
}

QTEST_GUILESS_MAIN(TestParams)
#include "tst_params.moc"
