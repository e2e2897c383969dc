// SPDX-License-Identifier: GPL-3.0-or-later
// The phase map chart draws the model's PhaseMap: its cells are the map's figures, the region outlines
// and names are seen in the rendered image (and missed once hidden), hovering names a cell's figures.
#include "charts/phasemapchart.h"
#include "export/chartrender.h"
#include "text/format.h"
#include "uitesting.h"

#include <QTest>

using namespace lorafleet;

namespace {

constexpr QSize kSize(1200, 750);

// The pixels of the outline between the multiplex and pool-overflow regions at the boundary C, from
// the lowest to the highest skew.
QPolygonF boundaryOutline(const PhaseMapChart &chart)
{
    QPolygonF path;
    const QCPCurve *curve = chart.outlines();
    for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
        if (!qIsNaN(it->key) && std::abs(it->key / double(chart.phaseMap().poolCapacity) - 1) < 0.1 &&
            it + 1 != curve->data()->constEnd() && !qIsNaN((it + 1)->key) && (it + 1)->key == it->key)
            path << QPointF(chart.plot()->xAxis->coordToPixel(it->key),
                            chart.plot()->yAxis->coordToPixel(it->value))
                 << QPointF(chart.plot()->xAxis->coordToPixel((it + 1)->key),
                            chart.plot()->yAxis->coordToPixel((it + 1)->value));
    return path;
}

} // namespace

class TestPhaseMapChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cellsAreTheMapsFigures();
    void outlinesAndNamesAreDrawn();
    void hoverDescribesTheCell();
    void tableHasEveryCell();
};

void TestPhaseMapChart::cellsAreTheMapsFigures()
{
    PhaseMapChart chart;
    const Params params;
    const PhaseMap map = computePhaseMap(params, 24, 16);
    chart.showPhaseMap(map, params);
    QCPColorMapData *data = chart.colorMap()->data();
    QCOMPARE(data->keySize(), int(map.adapters.size()));
    QCOMPARE(data->valueSize(), int(map.skews.size()));
    for (int r = 0; r < 16; r += 5)
        for (int c = 0; c < 24; c += 7)
            QCOMPARE(data->cell(c, r), map.advantage(r, c));
    chart.setMeasure(PhaseMapChart::Measure::Savings);
    for (int r = 0; r < 16; r += 5)
        for (int c = 0; c < 24; c += 7)
            QCOMPARE(chart.colorMap()->data()->cell(c, r), map.savings(r, c));
    QVERIFY(chart.title().contains(QStringLiteral("savings")));
    // The current scenario's marker sits at its K and skew.
    QCOMPARE(uitesting::keys(chart.curve(CurveId::CurrentSkew))(0), 32.0);
    QCOMPARE(uitesting::values(chart.curve(CurveId::CurrentSkew))(0), 1.0);
}

void TestPhaseMapChart::outlinesAndNamesAreDrawn()
{
    PhaseMapChart chart;
    const Params params;
    chart.showPhaseMap(computePhaseMap(params, 48, 24), params);
    const QImage shown = chartImage(chart, kSize, 1);
    if (qEnvironmentVariableIsSet("LORAFLEET_SAVE_IMAGES"))
        shown.save(QStringLiteral("/tmp/phasemap.png"));
    const QColor outline = chart.chartStyle().foreground;
    const QPolygonF path = boundaryOutline(chart);
    QVERIFY(path.size() >= 2);
    QVERIFY2(uitesting::pathCoverage(shown, outline, path) > 0.8,
             qPrintable(QString::number(uitesting::pathCoverage(shown, outline, path))));
    // The two regions either side of the boundary are named.
    int named = 0;
    for (int i = 0; i < chart.plot()->itemCount(); ++i)
        if (auto *label = qobject_cast<QCPItemText *>(chart.plot()->item(i)); label && label->visible())
            if (label->text() == PhaseMapChart::regionName(PhaseRegion::Multiplex) ||
                label->text() == PhaseMapChart::regionName(PhaseRegion::PoolOverflow)) {
                QVERIFY2(uitesting::labelVisible(shown, label), qPrintable(label->text()));
                ++named;
            }
    QCOMPARE(named, 2);

    chart.setOutlinesVisible(false);
    const QImage hidden = chartImage(chart, kSize, 1);
    QVERIFY(uitesting::pathCoverage(hidden, outline, path) < 0.5);
}

void TestPhaseMapChart::hoverDescribesTheCell()
{
    PhaseMapChart chart;
    Params params;
    params.requestsPerMonth = 2e9; // the head adapters fill GPUs of their own at steep skews
    const PhaseMap map = computePhaseMap(params, 12, 9);
    chart.showPhaseMap(map, params);
    const QString text = chart.describeCell(double(map.adapters[5]), map.skews(8));
    QVERIFY2(text.contains(format::multiple(map.advantage(8, 5))), qPrintable(text));
    QVERIFY(text.contains(format::moneyPerMonth(map.savings(8, 5))));
    QVERIFY(text.contains(PhaseMapChart::regionName(PhaseRegion::DedicateHead)));
    QVERIFY(chart.describeCell(1e9, 1.0).isEmpty()); // beyond the map
    if (qEnvironmentVariableIsSet("LORAFLEET_SAVE_IMAGES")) {
        chart.setMeasure(PhaseMapChart::Measure::Savings);
        chart.showPhaseMap(computePhaseMap(params, 96, 64), params);
        chartImage(chart, kSize, 1).save(QStringLiteral("/tmp/phasemap-savings.png"));
    }
}

void TestPhaseMapChart::tableHasEveryCell()
{
    PhaseMapChart chart;
    const Params params;
    const PhaseMap map = computePhaseMap(params, 10, 6);
    chart.showPhaseMap(map, params);
    const auto columns = chart.dataColumns(Evaluation());
    QCOMPARE(columns.size(), std::size_t(5));
    QCOMPARE(columns[0].values.size(), Eigen::Index(60));
    QCOMPARE(columns[2].values(13), map.advantage(1, 3)); // row-major: row 1, column 3
    QCOMPARE(columns[4].values(0), double(int(PhaseRegion::Either))); // K = 1
}

QTEST_MAIN(TestPhaseMapChart)
#include "tst_phasemapchart.moc"
