// Chart export without a window: PNG files of the requested size that are not blank.
#include "chart.h"
#include "chartexport.h"
#include "uitesting.h"

#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lorafleet;

class TestExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void allChartsAsPng_data();
    void allChartsAsPng();
    void telltaleScenariosRender_data();
    void telltaleScenariosRender();
    void unwritableFolderIsReported();
};

void TestExport::allChartsAsPng_data()
{
    QTest::addColumn<double>("scale");
    QTest::newRow("1x") << 1.0;
    QTest::newRow("2x") << 2.0;
    QTest::newRow("3x") << 3.0;
}

void TestExport::allChartsAsPng()
{
    QFETCH(double, scale);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const ExportResult result = exportAllCharts(Params{}, dir.path(), scale);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.written.size(), 4);
    for (const char *name : {"fleet-advantage", "overhead", "catalog-growth", "breakeven"}) {
        const QString stem = QString::fromLatin1(name);
        const QString path = dir.filePath(stem + QStringLiteral(".png"));
        QVERIFY(result.written.contains(path));
        const QImage image(path);
        QVERIFY2(!image.isNull(), qPrintable(path));
        QCOMPARE(image.size(), QSize(int(1200 * scale), int(750 * scale)));
        // Not blank: many colours (curves, antialiased text) and a fair share of ink.
        QVERIFY2(uitesting::distinctColors(image) > 60, qPrintable(stem + QString::number(uitesting::distinctColors(image))));
        QVERIFY2(uitesting::inkShare(image) > 0.015, qPrintable(stem + QString::number(uitesting::inkShare(image))));
    }
}

void TestExport::telltaleScenariosRender_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::newRow("flat traffic at K = 512") << QStringList{"adapters=512", "skew=0.5"};
    QTest::newRow("pool smaller than one adapter") << QStringList{"pool_gb=0.1"};
    QTest::newRow("memory over budget") << QStringList{"pool_gb=100"};
    QTest::newRow("a million adapters") << QStringList{"adapters=1000000", "plot_max_adapters=1000000"};
    QTest::newRow("single adapter, uniform, batch 1") << QStringList{"adapters=1", "skew=0", "batch=1"};
    QTest::newRow("no catalog growth") << QStringList{"catalog_growth_per_week=0", "skew_bands="};
}

void TestExport::telltaleScenariosRender()
{
    QFETCH(QStringList, settings);
    Params params;
    for (const QString &setting : settings) {
        const auto parts = setting.split(u'=');
        QVERIFY(!setParam(params, parts[0].toStdString(), parts[1].toStdString()));
    }
    QTemporaryDir dir;
    const ExportResult result = exportAllCharts(params, dir.path(), 1);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    for (const QString &path : result.written) {
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1200, 750));
        QVERIFY2(uitesting::distinctColors(image) > 40, qPrintable(path));
    }
}

void TestExport::unwritableFolderIsReported()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    // A folder that cannot exist: its parent is a file.
    const ExportResult result = exportAllCharts(Params{}, blocker + QStringLiteral("/charts"), 1);
    QVERIFY(!result.error.isEmpty());
    QVERIFY(result.error.contains(QStringLiteral("charts")));
    QVERIFY(result.written.isEmpty());
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
