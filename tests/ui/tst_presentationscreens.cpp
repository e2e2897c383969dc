// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode on screens from 1280x720 to 3840x2160 at pixel ratio 1 and 2: the window keeps the
// screen's size, the chart fills what the sliders leave and its text grows with the screen (less with two
// or five charts), and Esc gives every font, size, chart style and chart picture back exactly. CTest runs
// fullScreenOnThisScreen again on offscreen screens of 1280x720, 3840x2160 and 3840x2160 at ratio 2
// (tests/ui/screens/*.json).
#include "charts/chart.h"
#include "charts/chartboard.h"
#include "charts/chartset.h"
#include "panels/figurelabel.h"
#include "panels/parameterpanel.h"
#include "panels/paramspinbox.h"
#include "panels/summarypanel.h"
#include "text/i18n.h"
#include "window/mainwindow.h"
#include "window/presentationmode.h"
#include "window/viewswitcher.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QLabel>
#include <QScreen>
#include <QSlider>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

using namespace lorafleet;

namespace {

// Every font and size of what the panel and the summary show, and every chart's style.
QStringList looks(MainWindow &window)
{
    QStringList list;
    for (QWidget *root :
         {static_cast<QWidget *>(window.parameterPanel()), static_cast<QWidget *>(window.summaryPanel())})
        for (const QWidget *widget : root->findChildren<QWidget *>())
            if (widget->isVisible()) // a hidden one's size means nothing (640x480 before it is first shown)
                list << QStringLiteral("%1/%2 %3 %4x%5")
                            .arg(widget->objectName(), QString::fromLatin1(widget->metaObject()->className()),
                                 widget->font().toString())
                            .arg(widget->width())
                            .arg(widget->height());
    for (const Chart *chart : window.charts()) {
        const ChartStyle &style = chart->chartStyle();
        list << QStringLiteral("%1 %2 %3 %4 %5")
                    .arg(chart->fileStem())
                    .arg(style.titlePointSize)
                    .arg(style.labelPointSize)
                    .arg(style.tickPointSize)
                    .arg(style.lineWidth);
    }
    return list;
}

// Every chart as drawn on the desk at the window's size: Esc must give back exactly these pixels (labels
// and legends included).
std::vector<QImage> deskCharts(MainWindow &window)
{
    window.renderNow();
    std::vector<QImage> images;
    for (Chart *chart : window.charts()) {
        chart->replotNow();
        images.push_back(chart->plotWidget()->grab().toImage());
    }
    return images;
}

// What presenting must do at any window size: keep the size, fill it with the chart beside the sliders,
// draw the chart's text in proportion to the screen.
void checkPresenting(MainWindow &window, const QSize &size, double titleOnTheDesk)
{
    QCOMPARE(window.size(), size); // not wider than the screen (1309 pixels at 1280x720 before)
    const Chart *shown = window.chartBoard()->shownCharts().front();
    QCOMPARE(shown, static_cast<const Chart *>(window.charts().get<CostChart>()));
    const QRect chart(shown->mapTo(&window, QPoint(0, 0)), shown->size());
    const QRect panel(window.parameterPanel()->mapTo(&window, QPoint(0, 0)), window.parameterPanel()->size());
    QVERIFY2(window.rect().contains(chart) && window.rect().contains(panel),
             qPrintable(QStringLiteral("chart %1,%2 %3x%4")
                            .arg(chart.x())
                            .arg(chart.y())
                            .arg(chart.width())
                            .arg(chart.height())));
    // The chart reaches the window's right and bottom edges (a frame's margin aside) and takes most of it.
    QVERIFY2(size.width() - chart.right() <= 24 && size.height() - chart.bottom() <= 24,
             qPrintable(QStringLiteral("chart ends at %1,%2").arg(chart.right()).arg(chart.bottom())));
    QVERIFY2(chart.width() >= size.width() * 0.6 && chart.height() >= size.height() * 0.55,
             qPrintable(QStringLiteral("chart %1x%2").arg(chart.width()).arg(chart.height())));
    // The text grows with the screen: 1.6 times the desk's at 1280x720, twice that at 2560x1440.
    const double scale = PresentationMode::roomScale(size);
    QCOMPARE(shown->chartStyle().titlePointSize, titleOnTheDesk * 1.6 * scale);
}

} // namespace

class TestPresentationScreens : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void roomScale();
    void anyWindowSize_data();
    void anyWindowSize();
    void fullScreenOnThisScreen();
    void twoOrAllChartsDrawSmallerText();
    void panelsGrowWithTheRoom();
    void allChartsFitSmallScreens_data();
    void allChartsFitSmallScreens();
};

void TestPresentationScreens::roomScale()
{
    QCOMPARE(PresentationMode::roomScale({1280, 720}), 1.0);
    QCOMPARE(PresentationMode::roomScale({1366, 768}), 1.05);
    QCOMPARE(PresentationMode::roomScale({1920, 1080}), 1.5);
    QCOMPARE(PresentationMode::roomScale({1920, 1200}), 1.5); // the smaller ratio: the width's
    QCOMPARE(PresentationMode::roomScale({3840, 2160}), 3.0);
    QCOMPARE(PresentationMode::roomScale({7680, 4320}), 3.0); // no larger than at 4K
    QCOMPARE(PresentationMode::roomScale({1024, 600}), 1.0); // never smaller than the desk's look
}

void TestPresentationScreens::anyWindowSize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080), QSize(3840, 2160)})
        for (const char *language : {"en", "ko"})
            QTest::addRow("%dx%d %s", size.width(), size.height(), language)
                << size << QString::fromLatin1(language);
}

// As `screenshot --presentation` draws it: presenting in a window of the size given.
void TestPresentationScreens::anyWindowSize()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(installTranslations(language));
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.resize(size);
    window.show();
    window.renderNow();
    const QStringList before = looks(window);
    const std::vector<QImage> drawn = deskCharts(window);
    const double title = window.charts().get<CostChart>()->chartStyle().titlePointSize;
    window.setPresentationMode(true, false);
    window.renderNow();
    QCoreApplication::processEvents();
    checkPresenting(window, size, title);
    window.setPresentationMode(false);
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), size);
    QCOMPARE(looks(window), before);
    const std::vector<QImage> back = deskCharts(window);
    QStringList differing;
    for (std::size_t i = 0; i < drawn.size(); ++i)
        if (back[i] != drawn[i])
            differing << window.charts().begin()[std::ptrdiff_t(i)]->fileStem();
    // A label the layout shrank while presenting gets the desk's font back (LabelLayout::restore()).
    QVERIFY2(differing.isEmpty(), qPrintable(QStringLiteral("not as before: ") + differing.join(u' ')));
    installTranslations(QStringLiteral("en"));
}

// F5 on this test's screen (tests/ui/screens/*.json through QT_QPA_PLATFORM), Esc back.
void TestPresentationScreens::fullScreenOnThisScreen()
{
    const QSize screen = QGuiApplication::primaryScreen()->size();
    qInfo("screen %dx%d logical at pixel ratio %g", screen.width(), screen.height(),
          QGuiApplication::primaryScreen()->devicePixelRatio());
    if (screen.width() < 1280 || screen.height() < 720)
        QSKIP(
            "the offscreen platform's own screen is smaller than the smallest supported (ctest runs this on "
            "tests/ui/screens/*.json)");
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.resize(QSize(1400, 900).boundedTo(screen - QSize(16, 16))); // a window, not the screen
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.renderNow();
    const QSize desk = window.size(); // at least the window's minimum
    const QStringList before = looks(window);
    const double title = window.charts().get<CostChart>()->chartStyle().titlePointSize;
    QTest::keyClick(&window, Qt::Key_F5);
    QTRY_COMPARE(window.size(), screen);
    window.renderNow();
    checkPresenting(window, screen, title);
    QTest::keyClick(&window, Qt::Key_Escape);
    QTRY_COMPARE(window.size(), desk);
    QCoreApplication::processEvents();
    QCOMPARE(looks(window), before);
}

// Ctrl+2 and Ctrl+4 share the screen between two or five charts: their text is smaller than one
// chart's (1.6 for all cut legend words and ran the y-axis titles into the legends).
void TestPresentationScreens::twoOrAllChartsDrawSmallerText()
{
    MainWindow window(nullptr, Settings::Storage::Scratch);
    const QSize size(1920, 1080);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Chart *cost = window.charts().get<CostChart>();
    const double desk = cost->chartStyle().titlePointSize;
    window.setPresentationMode(true, false);
    QCOMPARE(cost->chartStyle().titlePointSize, desk * 1.6 * 1.5);
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(window.chartBoard()->arrangement(), ChartBoard::Arrangement::Pair);
    QCOMPARE(cost->chartStyle().titlePointSize, desk * 1.25 * 1.5);
    QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(window.chartBoard()->arrangement(), ChartBoard::Arrangement::Grid);
    QCOMPARE(cost->chartStyle().titlePointSize, desk * 1.5);
    window.renderNow();
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), size); // five charts beside the sliders still fit
    QTest::keyClick(&window, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(cost->chartStyle().titlePointSize, desk * 1.6 * 1.5);
    window.setPresentationMode(false);
    QCOMPARE(cost->chartStyle().titlePointSize, desk);
}

// On a 3840x2160 screen at pixel ratio 1 (roomScale 3) the sliders, their values, the summary's figures and
// the tabs are three times what they are at 1280x720, in proportion to the charts (they stayed at the
// 1280x720 size, tiny beside the charts); Esc gives the desk's back.
void TestPresentationScreens::panelsGrowWithTheRoom()
{
    const auto measure = [](MainWindow &window) {
        ParameterPanel *panel = window.parameterPanel();
        const ParamSpinBox *field = panel->field("adapters");
        const QSlider *slider = panel->slider("adapters");
        const auto *label = panel->findChildren<QLabel *>().front(); // "Scenario" hidden; the first row's
        const QLabel *verdict = window.summaryPanel()->findChild<QLabel *>(QStringLiteral("verdict"));
        const FigureLabel *figure = window.summaryPanel()->findChildren<FigureLabel *>().front();
        return QList<double>{field->font().pointSizeF(),
                             double(field->height()),
                             double(slider->height()),
                             label->font().pointSizeF(),
                             verdict->font().pointSizeF(),
                             figure->figureFont().pointSizeF(),
                             window.views()->tabBar()->font().pointSizeF()};
    };
    const auto presentAt = [&](const QSize &size) {
        MainWindow window(nullptr, Settings::Storage::Scratch);
        window.resize(size);
        window.show();
        window.setPresentationMode(true, false);
        window.renderNow();
        QCoreApplication::processEvents();
        return measure(window);
    };
    const QList<double> small = presentAt({1280, 720});
    const QList<double> large = presentAt({3840, 2160});
    const QStringList names{QStringLiteral("field font"),    QStringLiteral("field height"),
                            QStringLiteral("slider height"), QStringLiteral("label font"),
                            QStringLiteral("verdict font"),  QStringLiteral("figure font"),
                            QStringLiteral("tab font")};
    for (qsizetype i = 0; i < names.size(); ++i) {
        QVERIFY2(small[i] > 0, qPrintable(names[i]));
        // Three times, within a pixel or point of rounding (a figure may shrink to its column, by less).
        QVERIFY2(large[i] >= 2.4 * small[i] && large[i] <= 3 * small[i] + 2,
                 qPrintable(QStringLiteral("%1: %2 at 1280x720, %3 at 3840x2160")
                                .arg(names[i])
                                .arg(small[i])
                                .arg(large[i])));
    }

    // And Esc after presenting on the large screen gives every desk size back.
    MainWindow window(nullptr, Settings::Storage::Scratch);
    window.resize(3840, 2160);
    window.show();
    window.renderNow();
    const QStringList before = looks(window);
    const QList<double> desk = measure(window);
    window.setPresentationMode(true, false);
    QCoreApplication::processEvents();
    QVERIFY(measure(window)[0] > 2.4 * desk[0]);
    window.setPresentationMode(false);
    QCoreApplication::processEvents();
    QCOMPARE(measure(window), desk);
    QCOMPARE(looks(window), before);
}

void TestPresentationScreens::allChartsFitSmallScreens_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768)})
        for (const char *language : {"en", "ko"})
            QTest::addRow("%dx%d %s", size.width(), size.height(), language)
                << size << QString::fromLatin1(language);
}

// Ctrl+4 at the smallest screens: the sliders beside all five charts fit the width (1297 pixels at 1280x720,
// the right edge cut), with K = 1,000,000 whole in its field.
void TestPresentationScreens::allChartsFitSmallScreens()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(installTranslations(language));
    MainWindow window(nullptr, Settings::Storage::Scratch);
    Params params;
    params.adapters = 1000000;
    params.plotMaxAdapters = 1000000;
    window.setParams(params);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setPresentationMode(true, false);
    QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(window.chartBoard()->arrangement(), ChartBoard::Arrangement::Grid);
    window.renderNow();
    QCoreApplication::processEvents();
    QCOMPARE(window.size(), size);
    const QSize minimum = window.minimumSizeHint();
    QVERIFY2(minimum.width() <= size.width() && minimum.height() <= size.height(),
             qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
    const ParamSpinBox *field = window.parameterPanel()->field("adapters");
    QCOMPARE(field->text(), QStringLiteral("1000000"));
    // The text fits inside the field's edit.
    const QWidget *edit = field->findChild<QWidget *>(QStringLiteral("qt_spinbox_lineedit"));
    QVERIFY(edit);
    QVERIFY2(field->fontMetrics().horizontalAdvance(field->text()) <= edit->width() - 4,
             qPrintable(QStringLiteral("%1 pixels of text in an edit %2 wide")
                            .arg(field->fontMetrics().horizontalAdvance(field->text()))
                            .arg(edit->width())));
    for (const Chart *chart : window.charts()) {
        const QRect area(chart->mapTo(&window, QPoint(0, 0)), chart->size());
        QVERIFY2(window.rect().contains(area), qPrintable(chart->fileStem()));
    }
    installTranslations(QStringLiteral("en"));
}

QTEST_MAIN(TestPresentationScreens)
#include "tst_presentationscreens.moc"
