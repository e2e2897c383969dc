// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode (F5 in, Esc out, everything back as it was) and the themes: each renders as
// intended, and the band colours stay apart for colour-blind viewers.
#include "charts/chart.h"
#include "charts/chartboard.h"
#include "charts/chartset.h"
#include "charts/chartstyle.h"
#include "panels/parameterpanel.h"
#include "panels/paramspinbox.h"
#include "panels/summarypanel.h"
#include "uitesting.h"
#include "window/mainwindow.h"
#include "window/presentationmode.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QLineEdit>
#include <QMenuBar>
#include <QSplitter>
#include <QStandardPaths>
#include <QTest>

#include <array>
#include <cmath>

using namespace lorafleet;

namespace {

// CIE L*a*b* of an sRGB colour.
std::array<double, 3> lab(const QColor &color)
{
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const double r = linear(color.redF()), g = linear(color.greenF()), b = linear(color.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE(const QColor &a, const QColor &b)
{
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// How a colour looks with full deuteranopia or protanopia (Machado, Oliveira and Fernandes 2009).
QColor simulate(const QColor &color, const double (&m)[3][3])
{
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const auto gamma = [](double c) {
        c = std::clamp(c, 0.0, 1.0);
        return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
    };
    const double in[3] = {linear(color.redF()), linear(color.greenF()), linear(color.blueF())};
    double out[3];
    for (int i = 0; i < 3; ++i)
        out[i] = gamma(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2]);
    return QColor::fromRgbF(float(out[0]), float(out[1]), float(out[2]));
}

constexpr double kDeuteranopia[3][3] = {
    {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}};
constexpr double kProtanopia[3][3] = {
    {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}};

QImage render(Chart *chart)
{
    chart->replotNow();
    return chart->plot()->toPixmap(600, 400).toImage();
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void f5EntersAndEscLeavesAsItWas();
    void stepsThroughTheCharts();
    void themesRenderAsIntended_data();
    void themesRenderAsIntended();
    void bandsStayApartForColourBlindViewers_data();
    void bandsStayApartForColourBlindViewers();
    void pinnedScenariosStayApartForColourBlindViewers_data() { bandsStayApartForColourBlindViewers_data(); }
    void pinnedScenariosStayApartForColourBlindViewers();
};

void TestPresentation::f5EntersAndEscLeavesAsItWas()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.parameterPanel()->setAdvancedVisible(true);
    QCoreApplication::processEvents(); // the open section's width reaches the splitter as its minimum
    auto *splitter = window.findChild<QSplitter *>();
    splitter->setSizes({460, 940}); // wider than the panel with Advanced open needs
    const QList<int> sizes = splitter->sizes();
    const QSize size = window.size();
    const double titleSize = window.charts().get<FleetAdvantageChart>()->chartStyle().titlePointSize;
    // Every font of the panel and the summary, to see that Esc gives each back exactly.
    const auto fonts = [&window] {
        QStringList list;
        for (QWidget *root :
             {static_cast<QWidget *>(window.parameterPanel()), static_cast<QWidget *>(window.summaryPanel())})
            for (const QWidget *widget : root->findChildren<QWidget *>())
                list << widget->objectName() + u'/' + QString::fromLatin1(widget->metaObject()->className()) +
                        u' ' + widget->font().toString();
        return list;
    };
    const QStringList fontsBefore = fonts();

    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isPresentationMode());
    QVERIFY(window.isFullScreen());
    QVERIFY(!window.menuBar()->isVisible());
    QVERIFY(window.parameterPanel()->isPresentation());
    // The fields' text is drawn large for the room (the edit inside each box follows its font).
    const auto *edit = window.parameterPanel()
                           ->field("adapters")
                           ->findChild<QLineEdit *>(QStringLiteral("qt_spinbox_lineedit"));
    QVERIFY(edit);
    // 20 points on a 1280x720 screen, larger on a larger one.
    QCOMPARE(window.parameterPanel()->roomScale(), PresentationMode::roomScale(window.size()));
    QCOMPARE(edit->font().pointSizeF(), 20.0 * window.parameterPanel()->roomScale());
    QVERIFY(!window.parameterPanel()->isAdvancedVisible());
    QCOMPARE(window.chartBoard()->arrangement(), ChartBoard::Arrangement::Single);
    // The money chart opens the presentation.
    QVERIFY(window.charts().get<CostChart>()->isVisible() &&
            !window.charts().get<FleetAdvantageChart>()->isVisible());
    QVERIFY(window.charts().get<FleetAdvantageChart>()->chartStyle().titlePointSize >
            titleSize * 1.4); // larger for the room

    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.isPresentationMode());
    QVERIFY(!window.isFullScreen());
    QTRY_COMPARE(window.size(), size);
    QVERIFY(window.menuBar()->isVisible());
    QVERIFY(window.parameterPanel()->isAdvancedVisible());
    QCOMPARE(splitter->sizes(), sizes);
    QCOMPARE(window.chartBoard()->arrangement(), ChartBoard::Arrangement::Grid);
    for (Chart *chart : window.charts())
        QVERIFY(chart->isVisible());
    QCOMPARE(window.charts().get<FleetAdvantageChart>()->chartStyle().titlePointSize, titleSize);
    QCOMPARE(fonts(), fontsBefore);
}

void TestPresentation::stepsThroughTheCharts()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.setPresentationMode(true);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(window.chartBoard()->current(), 1);
    QCOMPARE(window.chartBoard()->shownCharts(),
             std::vector<Chart *>{window.charts().get<FleetAdvantageChart>()});
    QTest::keyClick(&window, Qt::Key_PageUp);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(window.chartBoard()->current(), 4); // wraps around
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QCOMPARE(window.chartBoard()->arrangement(), ChartBoard::Arrangement::Pair);
    QVERIFY(window.charts().get<BreakevenChart>()->isVisible() &&
            window.charts().get<CostChart>()->isVisible());
    QVERIFY(!window.charts().get<OverheadChart>()->isVisible());
    QTest::keyClick(&window, Qt::Key_4, Qt::ControlModifier);
    QCOMPARE(window.chartBoard()->shownCharts().size(), ChartSet::kCount);
    window.setPresentationMode(false);
    // Outside presentation mode the stepping keys do nothing.
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(window.chartBoard()->arrangement(), ChartBoard::Arrangement::Grid);
}

void TestPresentation::themesRenderAsIntended_data()
{
    QTest::addColumn<QString>("theme");
    for (const QString &name : ChartStyle::names())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPresentation::themesRenderAsIntended()
{
    QFETCH(QString, theme);
    MainWindow window;
    window.setTheme(theme);
    window.renderNow();
    const ChartStyle style = ChartStyle::named(theme);
    for (Chart *chart : window.charts()) {
        QCOMPARE(chart->chartStyle().name, theme);
        const QImage image = render(chart);
        QCOMPARE(image.pixelColor(2, 2), style.background);
        // The title is drawn in the theme's text colour: it appears in the image.
        bool textFound = false;
        for (int y = 0; y < 30 && !textFound; ++y)
            for (int x = 0; x < image.width() && !textFound; ++x)
                textFound = image.pixelColor(x, y) == style.foreground;
        QVERIFY2(textFound, qPrintable(chart->fileStem()));
        // The curves are drawn in the theme's colours.
        if (const QCPGraph *current = chart->curve(CurveId::CurrentSkew))
            QVERIFY(uitesting::curveVisible(image, style.foreground, uitesting::pixelPath(current)));
        // (Catalog growth's bands stand apart; on the small fleet chart the current curve covers much of
        // them.)
        if (chart == window.charts().get<CatalogGrowthChart>())
            QVERIFY(uitesting::curveVisible(image, style.bands[0],
                                            uitesting::pixelPath(chart->curve(CurveId::Band, 0))));
        if (const QCPGraph *restream = chart->curve(CurveId::Restream)) {
            QCOMPARE(restream->brush().color().rgb(), style.restream.rgb());
            QVERIFY(uitesting::fillVisible(image, restream, style.background));
        }
        if (const QCPGraph *breakeven = chart->curve(CurveId::Breakeven))
            QVERIFY(uitesting::curveVisible(image, style.breakeven, uitesting::pixelPath(breakeven)));
    }
    const ChartStyle light = ChartStyle::light();
    if (theme == QLatin1String("dark")) {
        QVERIFY(style.background.lightnessF() < 0.2 && style.foreground.lightnessF() > 0.8);
        QVERIFY(QApplication::palette().color(QPalette::Window).lightnessF() < 0.3);
    } else if (theme == QLatin1String("high-contrast")) {
        QVERIFY(style.lineWidth > light.lineWidth && style.titlePointSize > light.titlePointSize);
        QCOMPARE(style.foreground, QColor(Qt::black));
    }
}

void TestPresentation::bandsStayApartForColourBlindViewers_data()
{
    QTest::addColumn<QString>("theme");
    for (const QString &name : ChartStyle::names())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPresentation::bandsStayApartForColourBlindViewers()
{
    QFETCH(QString, theme);
    const ChartStyle style = ChartStyle::named(theme);
    // The three bands and the current curve, as everyone sees them and with deuteranopia and protanopia.
    const std::vector<QColor> colors{style.bands[0], style.bands[1], style.bands[2], style.foreground};
    for (int vision = 0; vision < 3; ++vision) {
        std::vector<QColor> seen;
        for (const QColor &color : colors)
            seen.push_back(vision == 0 ? color : simulate(color, vision == 1 ? kDeuteranopia : kProtanopia));
        const QColor background = vision == 0
            ? style.background
            : simulate(style.background, vision == 1 ? kDeuteranopia : kProtanopia);
        for (std::size_t i = 0; i < seen.size(); ++i) {
            QVERIFY2(deltaE(seen[i], background) > 25,
                     qPrintable(QStringLiteral("colour %1 vs background, vision %2").arg(i).arg(vision)));
            for (std::size_t j = i + 1; j < seen.size(); ++j)
                QVERIFY2(deltaE(seen[i], seen[j]) > 25,
                         qPrintable(QStringLiteral("colours %1 and %2, vision %3: dE %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(vision)
                                        .arg(deltaE(seen[i], seen[j]))));
        }
    }
}

void TestPresentation::pinnedScenariosStayApartForColourBlindViewers()
{
    QFETCH(QString, theme);
    const ChartStyle style = ChartStyle::named(theme);
    // Four pinned scenarios (Compare): apart from each other and from the background in every vision
    // (their dash patterns differ as well).
    for (int vision = 0; vision < 3; ++vision) {
        const auto seen = [vision](const QColor &color) {
            return vision == 0 ? color : simulate(color, vision == 1 ? kDeuteranopia : kProtanopia);
        };
        for (std::size_t i = 0; i < style.pinned.size(); ++i) {
            QVERIFY(deltaE(seen(style.pinned[i]), seen(style.background)) > 25);
            for (std::size_t j = i + 1; j < style.pinned.size(); ++j)
                QVERIFY2(deltaE(seen(style.pinned[i]), seen(style.pinned[j])) > 25,
                         qPrintable(QStringLiteral("pins %1 and %2, vision %3: dE %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(vision)
                                        .arg(deltaE(seen(style.pinned[i]), seen(style.pinned[j])))));
        }
    }
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
