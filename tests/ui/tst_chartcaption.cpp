// SPDX-License-Identifier: GPL-3.0-or-later
// The caption line under exported charts: its words for a known scenario, its pixels in the PNG's
// bottom strip (and none without it), the red warning of a scenario that does not fit, and the Export
// menu's switch that turns it off and remembers that.
#include "export/batchexport.h"
#include "export/chartcaption.h"
#include "export/exportmenu.h"
#include "io/scenariofile.h"
#include "io/settings.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLocale>
#include <QMenu>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

using namespace lorafleet;

namespace {

Params overBudget()
{
    Params params;
    params.poolGb = 120; // 54 + 27 + 120 = 201 GB on a 141 GB GPU: 60 GB over
    return params;
}

// The caption's strip: the bottom rows, from the left edge to where a centred axis title could begin.
QRect stripOf(const QImage &image, double scale)
{
    const int height = int(kCaptionHeight * scale);
    return {0, image.height() - height, int(400 * scale), height};
}

// Pixels in rect that are not the background: text.
int inkPixels(const QImage &image, const QRect &rect)
{
    const QColor background = image.pixelColor(0, 0);
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - background.red()) + std::abs(c.green() - background.green()) +
                    std::abs(c.blue() - background.blue()) >
                60)
                ++count;
        }
    return count;
}

// Pixels in rect that are clearly red (the warning), not grey (the caption) nor white.
int redPixels(const QImage &image, const QRect &rect)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.red() - std::max(c.green(), c.blue()) > 60)
                ++count;
        }
    return count;
}

QImage exported(const Params &params, const QString &folder, bool caption, double scale = 1)
{
    Scenario scenario;
    scenario.params = params;
    const ExportResult result =
        BatchExport::write(scenario, folder, ExportFormat::Png, scale, ChartStyle::light(), caption);
    if (!result.error.isEmpty())
        qWarning("%s", qPrintable(result.error));
    return QImage(folder + QStringLiteral("/fleet-advantage.png"));
}

} // namespace

class TestChartCaption : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void wordsOfAKnownScenario()
    {
        const Params params;
        const ChartCaption caption = ChartCaption::of(params, evaluate(params));
        QCOMPARE(caption.warning, QString());
        QCOMPARE(caption.text(),
                 QStringLiteral("GPU 141 GB · K = 32 · s = 1 · batch 32 · pool 60 GB · $5.00/h · "
                                "paper model · model output, not a measurement"));
        Params engine;
        engine.model = ModelKind::Engine;
        engine.adapters = 1000;
        engine.skew = 0.75;
        engine.gpuPricePerHour = 3.25;
        QCOMPARE(ChartCaption::of(engine, evaluate(engine)).text(),
                 QStringLiteral("GPU 141 GB · K = 1,000 · s = 0.75 · batch 32 · pool 60 GB · $3.25/h · "
                                "engine model · model output, not a measurement"));
    }

    void doesNotFitLeadsTheCaption()
    {
        const Params params = overBudget();
        const Figures figures = evaluate(params);
        QVERIFY(!figures.memoryFits);
        const ChartCaption caption = ChartCaption::of(params, figures);
        QCOMPARE(caption.warning, QStringLiteral("Does not fit in GPU memory: over by 60 GB · "));
        QVERIFY(caption.text().startsWith(caption.warning));
        QVERIFY(caption.text().endsWith(QStringLiteral("model output, not a measurement")));
    }

    void pngHasTheCaptionInItsBottomStrip_data()
    {
        QTest::addColumn<double>("scale");
        QTest::newRow("1x") << 1.0;
        QTest::newRow("2x") << 2.0;
    }

    void pngHasTheCaptionInItsBottomStrip()
    {
        QFETCH(double, scale);
        QTemporaryDir dir;
        const QImage with = exported(Params{}, dir.filePath(QStringLiteral("with")), true, scale);
        const QImage without = exported(Params{}, dir.filePath(QStringLiteral("without")), false, scale);
        QVERIFY(!with.isNull() && !without.isNull());
        QCOMPARE(with.size(), without.size()); // the chart makes room: the file keeps its size
        QVERIFY2(inkPixels(with, stripOf(with, scale)) > 150 * scale,
                 qPrintable(QString::number(inkPixels(with, stripOf(with, scale)))));
        QCOMPARE(inkPixels(without, stripOf(without, scale)), 0);
        QCOMPARE(redPixels(with, stripOf(with, scale)), 0); // the scenario fits: no warning
    }

    void doesNotFitCaptionIsRed()
    {
        QTemporaryDir dir;
        const QImage image = exported(overBudget(), dir.path(), true);
        QVERIFY(!image.isNull());
        QVERIFY2(redPixels(image, stripOf(image, 1)) > 100,
                 qPrintable(QString::number(redPixels(image, stripOf(image, 1)))));
    }

    void svgAndPdfCarryTheCaption()
    {
        QTemporaryDir dir;
        Scenario scenario;
        scenario.params = overBudget();
        QVERIFY(BatchExport::write(scenario, dir.path(), ExportFormat::Svg).error.isEmpty());
        QFile svg(dir.filePath(QStringLiteral("overhead.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        QVERIFY(text.contains(QStringLiteral("Does not fit in GPU memory: over by 60 GB")));
        QVERIFY(text.contains(QStringLiteral("pool 120 GB · $5.00/h · paper model")));
        QTemporaryDir plain;
        QVERIFY(BatchExport::write(scenario, plain.path(), ExportFormat::Svg, 1, ChartStyle::light(), false)
                    .error.isEmpty());
        QFile bare(plain.filePath(QStringLiteral("overhead.svg")));
        QVERIFY(bare.open(QIODevice::ReadOnly));
        QVERIFY(!QString::fromUtf8(bare.readAll()).contains(QStringLiteral("pool 120 GB")));
    }

    void exportMenuSwitchIsRemembered()
    {
        QWidget window;
        QMenu file;
        {
            Settings settings;
            QVERIFY(settings.exportCaption()); // on by default
            ExportMenu menu(
                &window, {}, [] { return ExportSubject{}; }, &settings, [](const QString &) {});
            menu.addTo(&file);
            QAction *action = nullptr;
            for (QAction *candidate : file.actions())
                if (candidate->text() == QStringLiteral("Ca&ption on exported charts"))
                    action = candidate;
            QVERIFY(action);
            QVERIFY(action->isCheckable() && action->isChecked());
            action->trigger();
            QVERIFY(!menu.caption());
            menu.saveSettings();
        }
        Settings reopened;
        QVERIFY(!reopened.exportCaption());
        reopened.setExportCaption(true);
    }
};

QTEST_MAIN(TestChartCaption)
#include "tst_chartcaption.moc"
