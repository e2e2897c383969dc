// SPDX-License-Identifier: GPL-3.0-or-later
// Where the window opens: the saved geometry when it fits the screen's available area, else that area.
#include "window/mainwindow.h"
#include "window/windowplacement.h"

#include <QScreen>
#include <QStandardPaths>
#include <QTest>

using namespace lorafleet;

class TestWindowPlacement : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void savedGeometryThatFitsIsKept();
    void anythingElseOpensAtTheAvailableArea_data();
    void anythingElseOpensAtTheAvailableArea();
    void windowOpensWithinTheScreen();
};

void TestWindowPlacement::savedGeometryThatFitsIsKept()
{
    const QRect laptop(0, 0, 1366, 740); // 1366x768 less a 28 px panel
    QCOMPARE(initialWindowGeometry(QRect(40, 30, 1200, 700), laptop), QRect(40, 30, 1200, 700));
    QCOMPARE(initialWindowGeometry(laptop, laptop), laptop);
    // The second of two monitors side by side.
    const QRect right(1920, 0, 1280, 692);
    QCOMPARE(initialWindowGeometry(QRect(2000, 10, 1000, 600), right), QRect(2000, 10, 1000, 600));
}

void TestWindowPlacement::anythingElseOpensAtTheAvailableArea_data()
{
    QTest::addColumn<QRect>("saved");
    const QRect laptop(0, 0, 1366, 740);
    QTest::newRow("none") << QRect();
    QTest::newRow("the old 1600x1000 default") << QRect(0, 0, 1600, 1000);
    QTest::newRow("one pixel too tall") << QRect(0, 0, 1366, 741);
    QTest::newRow("partly off the left") << QRect(-10, 0, 800, 600);
    QTest::newRow("on a monitor no longer there") << QRect(1920, 0, 800, 600);
    QTest::newRow("empty") << QRect(10, 10, 0, 0);
}

void TestWindowPlacement::anythingElseOpensAtTheAvailableArea()
{
    QFETCH(QRect, saved);
    const QRect laptop(0, 0, 1366, 740);
    QCOMPARE(initialWindowGeometry(saved, laptop), laptop);
}

// The real window: new, it takes the screen's available size; a geometry saved larger than the screen
// opens within it; one that fits opens exactly where it was.
void TestWindowPlacement::windowOpensWithinTheScreen()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    const QRect available = window.screen()->availableGeometry();
    QCOMPARE(window.size(), available.size());

    QWidget large;
    large.setGeometry(QRect(available.topLeft(), available.size() + QSize(400, 300)));
    placeWindowOnScreen(window, large.saveGeometry());
    QVERIFY2(available.contains(window.geometry()) || window.isMaximized(),
             qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));
    QVERIFY(window.width() <= available.width() && window.height() <= available.height());

    MainWindow second(nullptr, Settings::Storage::Scratch);
    QWidget small;
    const QRect fits(available.topLeft() + QPoint(20, 40), QSize(700, 500));
    small.setGeometry(fits);
    placeWindowOnScreen(second, small.saveGeometry());
    QCOMPARE(second.geometry(), fits);
    QVERIFY(!second.isMaximized());
}

QTEST_MAIN(TestWindowPlacement)
#include "tst_windowplacement.moc"
