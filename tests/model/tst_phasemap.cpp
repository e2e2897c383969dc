// SPDX-License-Identifier: GPL-3.0-or-later
// The phase map: every cell's figures and region are the model's own at that K and skew, the regions
// follow the operating rule, and the grid spans what the charts span.
#include "model/phasemap.h"

#include <QTest>

#include <chrono>
#include <cmath>
#include <random>
#include <thread>

using namespace lorafleet;

Q_DECLARE_METATYPE(lorafleet::Params)

namespace {

// The operating rule worded directly from the figures (MODEL.md item 13), for comparison.
PhaseRegion expectedRegion(const Params &params, const Figures &f)
{
    if (params.baseGb + params.kvGb + params.poolGb > params.hbmGb)
        return PhaseRegion::DoesNotFit;
    if (params.adapters == 1)
        return PhaseRegion::Either;
    if (f.adaptersToDedicate > 0)
        return PhaseRegion::DedicateHead;
    return params.adapters > f.poolCapacity ? PhaseRegion::PoolOverflow : PhaseRegion::Multiplex;
}

} // namespace

class TestPhaseMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cellsAreTheModels_data();
    void cellsAreTheModels();
    void regionsAtKnownPoints();
    void grid();
    void stopsWhenAsked();
};

void TestPhaseMap::cellsAreTheModels_data()
{
    QTest::addColumn<Params>("params");
    QTest::newRow("paper defaults") << Params();
    Params demand; // demand 20 times one GPU's: the head adapters fill GPUs of their own
    demand.requestsPerMonth = 2e9;
    QTest::newRow("high demand") << demand;
    Params engine;
    engine.model = ModelKind::Engine;
    QTest::newRow("engine") << engine;
    Params small; // a pool of 40 adapters
    small.poolGb = 10.72;
    small.plotMaxAdapters = 2000;
    QTest::newRow("small pool") << small;
    Params tooBig;
    tooBig.kvGb = 100;
    QTest::newRow("does not fit") << tooBig;
}

void TestPhaseMap::cellsAreTheModels()
{
    QFETCH(Params, params);
    const PhaseMap map = computePhaseMap(params, 24, 16);
    QCOMPARE(map.skews.size(), Eigen::Index(16));
    // Sampled cells (a fixed seed): the map's R, savings and region are evaluate()'s at that K and s.
    std::mt19937 random(14);
    for (int sample = 0; sample < 60; ++sample) {
        const auto row = static_cast<Eigen::Index>(random() % map.skews.size());
        const auto column = static_cast<Eigen::Index>(random() % map.adapters.size());
        Params cell = params;
        cell.skew = map.skews(row);
        cell.adapters = map.adapters[static_cast<std::size_t>(column)];
        const Figures f = evaluate(cell);
        QCOMPARE(map.advantage(row, column), f.fleetAdvantage);
        QCOMPARE(map.savings(row, column), f.savingsPerMonth);
        const PhaseRegion region = map.region(row, column);
        QVERIFY2(region == expectedRegion(cell, f),
                 qPrintable(QStringLiteral("K %1, s %2").arg(cell.adapters).arg(cell.skew)));
    }
}

void TestPhaseMap::regionsAtKnownPoints()
{
    // Paper defaults: C = 223; multiplex up to the boundary, overflow beyond, either at K = 1.
    const PhaseMap map = computePhaseMap(Params(), 40, 9);
    QCOMPARE(map.poolCapacity, std::int64_t(223));
    for (std::size_t c = 0; c < map.adapters.size(); ++c) {
        const std::int64_t k = map.adapters[c];
        const PhaseRegion expected = k == 1 ? PhaseRegion::Either
            : k <= 223                      ? PhaseRegion::Multiplex
                                            : PhaseRegion::PoolOverflow;
        QVERIFY2(map.region(4, Eigen::Index(c)) == expected, qPrintable(QString::number(k))); // s = 1
    }
    // Twenty GPUs' worth of demand at skew 2: the top adapter alone fills over 12 GPUs, cheaper dedicated.
    Params demand;
    demand.requestsPerMonth = 2e9;
    const PhaseMap busy = computePhaseMap(demand, 12, 9);
    QVERIFY(busy.region(8, 5) == PhaseRegion::DedicateHead); // s = 2
    QVERIFY(busy.region(0, 11) == PhaseRegion::PoolOverflow); // 512 equally popular adapters: none stands out
    // Nothing runs when the memory does not fit.
    Params tooBig;
    tooBig.kvGb = 100;
    const PhaseMap none = computePhaseMap(tooBig, 6, 4);
    QVERIFY(std::all_of(none.regions.begin(), none.regions.end(),
                        [](PhaseRegion r) { return r == PhaseRegion::DoesNotFit; }));
    QVERIFY(!none.memoryFits);
}

void TestPhaseMap::grid()
{
    Params p;
    p.adapters = 3000; // beyond Kmax: the map reaches the scenario
    p.skew = 2.4;
    const PhaseMap map = computePhaseMap(p, 50, 10);
    QCOMPARE(map.adapters.front(), std::int64_t(1));
    QCOMPARE(map.adapters.back(), std::int64_t(3000));
    QVERIFY(std::is_sorted(map.adapters.begin(), map.adapters.end()));
    // Evenly spaced in log K (up to rounding to whole adapters): a colour map's cells.
    for (std::size_t c = 0; c < map.adapters.size(); ++c)
        QVERIFY(std::abs(double(map.adapters[c]) - std::exp(std::log(3000.0) * double(c) / 49.0)) <= 0.5);
    QCOMPARE(map.skews(0), 0.0);
    QCOMPARE(map.skews(9), 3.0); // 1.25 x 2.4
    QCOMPARE(map.advantage.cols(), Eigen::Index(map.adapters.size()));
    QCOMPARE(computePhaseMap(Params(), 1, 1).skews.size(), Eigen::Index(2)); // at least 2 x 2
}

void TestPhaseMap::stopsWhenAsked()
{
    PhaseMapProgress running;
    const PhaseMap whole = computePhaseMap(Params(), 12, 6, &running);
    QVERIFY(!whole.stopped);
    QVERIFY((whole.advantage == computePhaseMap(Params(), 12, 6).advantage).all());
    QCOMPARE(running.cellsDone.load(), 12 * 6 - 1); // the last cell's index
    PhaseMapProgress stop;
    stop.stop = true;
    QVERIFY(computePhaseMap(Params(), 12, 6, &stop).stopped);
    QCOMPARE(stop.cellsDone.load(), 0);
    // Set from another thread mid-map: a map of seconds returns stopped, part done.
    Params slow;
    slow.model = ModelKind::Engine;
    slow.routing = Routing::Replicated;
    slow.replicas = 64;
    slow.plotMaxAdapters = 1000000;
    PhaseMapProgress later;
    PhaseMap map;
    std::thread worker([&] { map = computePhaseMap(slow, 96, 64, &later); });
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    later.stop = true;
    worker.join();
    QVERIFY(map.stopped);
    QVERIFY(later.cellsDone.load() < 96 * 64 - 1);
}

QTEST_GUILESS_MAIN(TestPhaseMap)
#include "tst_phasemap.moc"
