// SPDX-License-Identifier: GPL-3.0-or-later
// The label layout's obstacles: the index's bounds and its exact sum against the plain sum over every
// segment, on random curves, lines and spots.
#include "charts/labelobstacles.h"

#include <QTest>

#include <random>

using namespace lorafleet;

class TestLabelObstacles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void indexAgreesWithTheSum();
    void emptyPlaceHidesNothing();
};

void TestLabelObstacles::indexAgreesWithTheSum()
{
    std::mt19937 random(7);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const QRectF area(30, 20, 600, 400);
    for (int scene = 0; scene < 20; ++scene) {
        LabelObstacles obstacles;
        for (int curve = 0; curve < 4; ++curve) {
            std::vector<QPointF> points;
            double y = area.top() + unit(random) * area.height();
            for (double x = area.left() - 20; x < area.right() + 20; x += 0.3 + 6 * unit(random)) {
                y = std::clamp(y + (unit(random) - 0.5) * 30, area.top() - 10, area.bottom() + 10);
                points.emplace_back(x, curve == 3 && unit(random) < 0.05 ? qQNaN() : y);
            }
            obstacles.addPolyline(std::move(points));
        }
        const double x = area.left() + unit(random) * area.width();
        obstacles.addSegment({QPointF(x, area.top() - 500), QPointF(x, area.bottom() + 500)}); // a milestone
        const double lineY = std::floor(area.top() + unit(random) * area.height() / 4) * 4; // on a cell edge
        obstacles.addSegment({QPointF(area.left() - 5, lineY), QPointF(area.right() + 5, lineY)});
        for (int spot = 0; spot < 5; ++spot)
            obstacles.addSpot(QRectF(area.left() + unit(random) * area.width(),
                                     area.top() + unit(random) * area.height(), 8, 8));
        obstacles.buildIndex(area.adjusted(-4, -4, 4, 4));
        QVERIFY(obstacles.hasIndex());
        for (int probe = 0; probe < 400; ++probe) {
            const QSizeF size(4 + unit(random) * 160, 4 + unit(random) * 40);
            const QRectF rect(QPointF(area.left() - 2 + unit(random) * (area.width() - size.width() + 4),
                                      area.top() - 2 + unit(random) * (area.height() - size.height() + 4)),
                              size);
            const double exact = obstacles.coverage(rect);
            const double tolerance = 1e-9 * (1 + exact);
            QVERIFY2(
                std::abs(obstacles.coverageIndexed(rect) - exact) <= tolerance,
                qPrintable(QStringLiteral("%1 against %2").arg(obstacles.coverageIndexed(rect)).arg(exact)));
            QVERIFY(obstacles.coverageAtMost(rect) >= exact - tolerance);
            QVERIFY(obstacles.coverageAtLeast(rect) <= exact + tolerance);
        }
    }
}

void TestLabelObstacles::emptyPlaceHidesNothing()
{
    LabelObstacles obstacles;
    obstacles.addPolyline({{0, 100}, {50, 100}, {100, 100}});
    obstacles.buildIndex(QRectF(0, 0, 200, 200));
    const QRectF above(10, 40, 60, 20);
    QCOMPARE(obstacles.coverage(above), 0.0);
    QCOMPARE(obstacles.coverageAtMost(above), 0.0);
    const QRectF across(10, 90, 60, 20);
    QCOMPARE(obstacles.coverage(across), 60.0);
    QCOMPARE(obstacles.coverageIndexed(across), 60.0);
}

QTEST_GUILESS_MAIN(TestLabelObstacles)
#include "tst_labelobstacles.moc"
