// SPDX-License-Identifier: GPL-3.0-or-later
// The money: the three fleets priced (the cost chart's curves), the operating rule's hybrid fleet against
// a sum adapter by adapter, and the cost of the catalog's growth.
#include "brutemodel.h"
#include "comparerel.h"
#include "model/fleetcost.h"
#include "model/fleetmodel.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace lorafleet;

namespace {

// The operating rule's fleet summed adapter by adapter: p_i > p* on GPUs of their own (at least one
// each), the rest multiplexed at the catalog's overhead, demand in GPUs (lambda / Q_b at the peak).
double bruteHybrid(const Params &params, const Figures &f, double demand)
{
    const double harmonic = brute::harmonic(params.adapters, params.skew);
    double dedicated = 0;
    double restShare = 0;
    for (std::int64_t i = 1; i <= params.adapters; ++i) {
        const double share = std::pow(double(i), -params.skew) / harmonic;
        if (share > f.breakevenShare) {
            const double need = share * demand;
            dedicated += params.wholeGpus ? std::max(1.0, std::ceil(need)) : std::max(1.0, need);
        } else {
            restShare += share;
        }
    }
    double rest = (1.0 + f.overhead.total()) * demand * restShare;
    if (params.wholeGpus)
        rest = std::ceil(rest);
    return dedicated + rest;
}

double demandInGpus(const Params &p)
{
    return p.requestsPerMonth * p.demandPeakFactor / (p.gpuRequestsPerMonth * double(p.batch) / 32.0);
}

} // namespace

class TestFleetCost : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultsNeedNoDedicatedAdapter();
    void hybridMatchesTheSumAdapterByAdapter_data();
    void hybridMatchesTheSumAdapterByAdapter();
    void curvesArePricedSeries();
    void seriesHoldTheFiguresGpus();
    void cumulativeCostOfAFlatCatalog();
    void cumulativeCostFollowsTheCatalog();
    void weekTheCatalogReachesK();
    void planSavingsAreTheHybridFleets();
};

// At the paper's defaults no adapter is above p*: the operating rule's fleet is the multiplexed one.
void TestFleetCost::defaultsNeedNoDedicatedAdapter()
{
    const Figures f = evaluate(Params{});
    QCOMPARE(f.adaptersToDedicate, std::int64_t(0));
    QCOMPARE(f.gpusHybrid, f.gpusMultiplex);
    QCOMPARE(f.costHybridPerMonth, f.costMultiplexPerMonth);
    COMPARE_REL(f.costMultiplexPerMonth, 1.0745310424425827 * 5.0 * 730.0, 1e-12);
}

void TestFleetCost::hybridMatchesTheSumAdapterByAdapter_data()
{
    QTest::addColumn<double>("requests");
    QTest::addColumn<double>("skew");
    QTest::addColumn<qint64>("adapters");
    QTest::addColumn<bool>("wholeGpus");
    QTest::newRow("steep catalog, heavy traffic") << 1e10 << 1.5 << qint64(32) << false;
    QTest::newRow("same, whole GPUs") << 1e10 << 1.5 << qint64(32) << true;
    QTest::newRow("every adapter heavy") << 1e12 << 1.0 << qint64(16) << false;
    QTest::newRow("uniform, heavy") << 1e11 << 0.0 << qint64(20) << false;
    QTest::newRow("past the pool, moderate") << 3e9 << 1.2 << qint64(600) << false;
    QTest::newRow("past the pool, whole GPUs") << 3e9 << 1.2 << qint64(600) << true;
}

void TestFleetCost::hybridMatchesTheSumAdapterByAdapter()
{
    QFETCH(double, requests);
    QFETCH(double, skew);
    QFETCH(qint64, adapters);
    QFETCH(bool, wholeGpus);
    Params p;
    p.requestsPerMonth = requests;
    p.skew = skew;
    p.adapters = adapters;
    p.wholeGpus = wholeGpus;
    const Figures f = evaluate(p);
    QVERIFY(f.adaptersToDedicate > 0);
    const double expected = bruteHybrid(p, f, demandInGpus(p));
    COMPARE_REL(f.gpusHybrid, expected, 1e-9);
    COMPARE_REL(f.costHybridPerMonth, expected * p.gpuPricePerHour * p.hoursPerMonth, 1e-9);
    // Dedicating the heavy adapters is what the rule is for: with fractional GPUs it never costs more.
    if (!wholeGpus)
        QVERIFY(f.gpusHybrid <= f.gpusMultiplex * (1 + 1e-12));
}

// The cost chart's curves are the series' GPU-months times c h, exactly, at any price.
void TestFleetCost::curvesArePricedSeries()
{
    Params p;
    p.gpuPricePerHour = 2.75;
    p.hoursPerMonth = 700;
    const Series s = computeSeries(p);
    const CostCurves c = monthlyCostCurves(p, s);
    QVERIFY((c.adapters == s.adapters).all());
    QVERIFY((c.multiplexed == s.gpusMultiplex * (2.75 * 700)).all());
    QVERIFY((c.dedicated == s.gpusDedicated * (2.75 * 700)).all());
    QVERIFY((c.hybrid == s.gpusHybrid * (2.75 * 700)).all());
    QVERIFY((c.cheaper == c.multiplexed.min(c.dedicated)).all());
    // A dedicated GPU per adapter at least: K GPU-months at every K.
    QVERIFY((s.gpusDedicated >= s.adapters * (1 - 1e-12)).all());
}

// The series' fleets at the current K are the figures' (evaluate and computeSeries agree to the bit).
void TestFleetCost::seriesHoldTheFiguresGpus()
{
    std::mt19937_64 rng(7);
    for (int run = 0; run < 200; ++run) {
        Params p;
        p.adapters = std::int64_t(1 + rng() % 512);
        p.skew = double(rng() % 300) / 100.0;
        p.requestsPerMonth = std::pow(10.0, 7.0 + double(rng() % 500) / 100.0);
        p.model = rng() % 3 == 0 ? ModelKind::Engine : ModelKind::Paper;
        const Figures f = evaluate(p);
        const Series s = computeSeries(p);
        const auto at = Eigen::Index(p.adapters - 1);
        QCOMPARE(s.adapters(at), double(p.adapters));
        QCOMPARE(s.gpusMultiplex(at), f.gpusMultiplex);
        QCOMPARE(s.gpusDedicated(at), f.gpusDedicated);
        QCOMPARE(s.gpusHybrid(at), f.gpusHybrid);
    }
}

// No growth: every week costs the same, T weeks are T * 12 / 52.18 months.
void TestFleetCost::cumulativeCostOfAFlatCatalog()
{
    Params p;
    p.catalogGrowthPerWeek = 0;
    p.catalogStart = 32;
    const Figures f = evaluate(p);
    const CumulativeCost total = cumulativeCost(p, computeSeries(p));
    QCOMPARE(total.weeks, 156.0);
    const double months = 156.0 * 7.0 / (365.25 / 12.0);
    COMPARE_REL(total.multiplexed, f.costMultiplexPerMonth * months, 1e-12);
    COMPARE_REL(total.dedicated, f.costDedicatedPerMonth * months, 1e-12);
    COMPARE_REL(total.hybrid, f.costHybridPerMonth * months, 1e-12);
    COMPARE_REL(total.savings(), f.savingsPerMonth * months, 1e-12);
}

// A growing catalog: each week is priced at the catalog it starts with.
void TestFleetCost::cumulativeCostFollowsTheCatalog()
{
    Params p; // K0 = 32, r = 4 a week to 512 in week 120, T = 156
    const CumulativeCost total = cumulativeCost(p, computeSeries(p));
    double dedicated = 0;
    double multiplexed = 0;
    for (int week = 0; week < 156; ++week) {
        Params atWeek = p;
        atWeek.adapters = catalogSizeAt(p, week);
        const Figures f = evaluate(atWeek);
        dedicated += f.costDedicatedPerMonth * kMonthsPerWeek;
        multiplexed += f.costMultiplexPerMonth * kMonthsPerWeek;
    }
    COMPARE_REL(total.dedicated, dedicated, 1e-12);
    COMPARE_REL(total.multiplexed, multiplexed, 1e-12);
    QVERIFY(total.savings() > 0);
}

// "Now" on the catalog-growth chart: the first week K(t) holds the current K.
void TestFleetCost::weekTheCatalogReachesK()
{
    Params p; // K0 = 32, r = 4, Kss = 512
    QCOMPARE(weekCatalogReaches(p, 32), std::optional<double>(0.0));
    QCOMPARE(weekCatalogReaches(p, 120), std::optional<double>(22.0));
    QCOMPARE(weekCatalogReaches(p, 513), std::nullopt); // above the ceiling
    QCOMPARE(weekCatalogReaches(p, 31), std::nullopt); // below the start
    // The week found is the first at which K(t) holds K: a day earlier it does not yet.
    p.catalogGrowthPerWeek = 3;
    const double week = *weekCatalogReaches(p, 100);
    QCOMPARE(catalogSizeAt(p, week), std::int64_t(100));
    QCOMPARE(catalogSizeAt(p, week - 1.0 / 7), std::int64_t(99));
    p.catalogGrowthPerWeek = 0;
    QCOMPARE(weekCatalogReaches(p, 33), std::nullopt);
}

// The summary's savings are the plan's: dedicated minus the operating rule's fleet, which dedicates the
// head in the engine model's default scenario and so saves more than multiplexing all of it.
void TestFleetCost::planSavingsAreTheHybridFleets()
{
    Params engine;
    engine.model = ModelKind::Engine;
    const Figures f = evaluate(engine);
    QVERIFY(f.adaptersToDedicate > 0);
    QCOMPARE(f.planSavingsPerMonth, f.costDedicatedPerMonth - f.costHybridPerMonth);
    QCOMPARE(f.planSavingsPerYear, 12 * f.planSavingsPerMonth);
    QVERIFY(f.planSavingsPerMonth > f.savingsPerMonth);
    const Figures paper = evaluate(Params{});
    QCOMPARE(paper.planSavingsPerMonth, paper.savingsPerMonth);
}

QTEST_APPLESS_MAIN(TestFleetCost)
#include "tst_fleetcost.moc"
