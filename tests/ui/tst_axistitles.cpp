// SPDX-License-Identifier: GPL-3.0-or-later
// Every axis title fits its axis (issue 12: "Overhead (% of a decode step)" was cut on a chart a third of
// a 1280x720 window): in every chart, both languages, from 300x210 to 1900x1000.
#include "charts/chartset.h"
#include "charts/phasemapchart.h"
#include "charts/tornadochart.h"
#include "export/chartrender.h"
#include "model/fleetmodel.h"
#include "model/sensitivity.h"
#include "text/i18n.h"

#include <qcustomplot.h>

#include <QStandardPaths>
#include <QTest>

using namespace lorafleet;

namespace {

// The axes a chart draws with a title, its colour scale's too.
QList<QCPAxis *> titledAxes(QCustomPlot *plot)
{
    QList<QCPAxis *> axes;
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes())
            axes << axis;
    for (QCPLayoutElement *element : plot->plotLayout()->elements(true))
        if (auto *scale = qobject_cast<QCPColorScale *>(element))
            axes << scale->axis();
    axes.erase(std::remove_if(axes.begin(), axes.end(),
                              [](QCPAxis *axis) { return !axis->visible() || axis->label().isEmpty(); }),
               axes.end());
    return axes;
}

// Every title longer than its axis, and by how much, after laying the chart out at size as an export does.
QStringList titlesThatDoNotFit(Chart &chart, QSize size, const Params &params)
{
    showOffscreen(chart, size, ChartData(std::make_shared<const Evaluation>(evaluateScenario(params))));
    chartImage(chart, size, 1);
    QStringList problems;
    for (QCPAxis *axis : titledAxes(chart.plot())) {
        const bool vertical = axis->orientation() == Qt::Vertical;
        const int length = vertical ? axis->axisRect()->height() : axis->axisRect()->width();
        const int needed = QFontMetrics(axis->labelFont()).horizontalAdvance(axis->label());
        if (needed > length)
            problems << QStringLiteral("%1 at %2x%3: \"%4\" needs %5 px, the axis is %6")
                            .arg(chart.fileStem())
                            .arg(size.width())
                            .arg(size.height())
                            .arg(axis->label())
                            .arg(needed)
                            .arg(length);
    }
    return problems;
}

} // namespace

class TestAxisTitles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everyTitleFitsItsAxis_data();
    void everyTitleFitsItsAxis();
    void aLongTitleIsSeen();
};

void TestAxisTitles::everyTitleFitsItsAxis_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    // English first: a translation once installed stays.
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("ko")})
        for (const QSize &size :
             {QSize(300, 210), QSize(420, 260), QSize(640, 400), QSize(1200, 750), QSize(1900, 1000)})
            QTest::addRow("%s %dx%d", qPrintable(language), size.width(), size.height()) << language << size;
}

void TestAxisTitles::everyTitleFitsItsAxis()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    static bool korean = false;
    if (language == QLatin1String("ko") && !korean) {
        QVERIFY(installTranslations(language));
        korean = true;
    }
    const Params params;
    QStringList problems;
    for (const std::unique_ptr<Chart> &chart : createCharts())
        problems << titlesThatDoNotFit(*chart, size, params);
    PhaseMapChart map;
    map.showPhaseMap(computePhaseMap(params, 12, 9), params);
    for (const auto measure : {PhaseMapChart::Measure::Advantage, PhaseMapChart::Measure::Savings}) {
        map.setMeasure(measure);
        problems << titlesThatDoNotFit(map, size, params);
    }
    for (const SensitivityOutput output :
         {SensitivityOutput::Savings, SensitivityOutput::Advantage, SensitivityOutput::Gpus}) {
        TornadoChart tornado;
        tornado.showSensitivity(computeSensitivity(params, output));
        problems << titlesThatDoNotFit(tornado, size, params);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
}

// The check itself: a title longer than its axis is caught.
void TestAxisTitles::aLongTitleIsSeen()
{
    OverheadChart chart;
    const Params params;
    QVERIFY(titlesThatDoNotFit(chart, {1200, 750}, params).isEmpty());
    chart.plot()->yAxis2->setVisible(true);
    chart.plot()->yAxis2->setLabel(QString(200, u'x'));
    const QStringList problems = titlesThatDoNotFit(chart, {1200, 750}, params);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.front().startsWith(QStringLiteral("overhead at 1200x750: \"xxx")),
             qPrintable(problems.front()));
}

QTEST_MAIN(TestAxisTitles)
#include "tst_axistitles.moc"
