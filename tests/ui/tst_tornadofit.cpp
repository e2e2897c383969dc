// SPDX-License-Identifier: GPL-3.0-or-later
// The tornado marks a bar end whose scenario does not fit in GPU memory: the rows' fit flags are the
// model's verdicts at each end, the hatched bars are exactly those ends, their labels say so, the
// hatching is drawn, and the chart's CSV carries the flags.
#include "charts/tornadochart.h"
#include "export/chartrender.h"
#include "export/csvtable.h"
#include "model/sensitivity.h"
#include "uitesting.h"

#include <QTest>

using namespace lorafleet;

namespace {

constexpr QSize kImageSize(1100, 760);

bool fits(const Params &params, const std::string &key, double value)
{
    return evaluate(withParamValue(params, *findParam(key), value)).verdict != Verdict::DoesNotFit;
}

QSet<double> keys(const QCPBars *bars)
{
    QSet<double> result;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        result.insert(it->key);
    return result;
}

} // namespace

class TestTornadoFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitFlagsAreTheModelsVerdicts_data();
    void fitFlagsAreTheModelsVerdicts();
};

void TestTornadoFit::fitFlagsAreTheModelsVerdicts_data()
{
    QTest::addColumn<double>("hbm"); // the defaults fill 141 GB exactly
    QTest::addColumn<bool>("tight");
    QTest::newRow("defaults: B + V + P = M") << 141.0 << true;
    QTest::newRow("room to spare") << 200.0 << false;
}

void TestTornadoFit::fitFlagsAreTheModelsVerdicts()
{
    QFETCH(double, hbm);
    QFETCH(bool, tight);
    Params params;
    params.hbmGb = hbm;
    params.adapters = 400; // beyond the pool: its size moves the output
    for (const SensitivityOutput output :
         {SensitivityOutput::Savings, SensitivityOutput::Advantage, SensitivityOutput::Gpus}) {
        const Sensitivity sensitivity = computeSensitivity(params, output);
        int misfits = 0;
        for (const SensitivityRow &row : sensitivity.rows) {
            QCOMPARE(row.fitsLow, fits(params, row.key, row.low));
            QCOMPARE(row.fitsHigh, fits(params, row.key, row.high));
            misfits += !row.fitsLow + !row.fitsHigh;
        }
        QCOMPARE(misfits > 0, tight);

        TornadoChart chart;
        chart.showSensitivity(sensitivity);
        showOffscreen(chart, kImageSize, uitesting::chartData(params));
        const std::vector<SensitivityRow> shown = chart.shownRows();
        QSet<double> lowMisfits, highMisfits;
        for (std::size_t i = 0; i < shown.size(); ++i) {
            const double key = double(i);
            if (!shown[i].fitsLow)
                lowMisfits.insert(key - 0.2);
            if (!shown[i].fitsHigh)
                highMisfits.insert(key + 0.2);
            QCOMPARE(chart.valueLabel(int(i), false)->text().contains(QStringLiteral("does not fit")),
                     !shown[i].fitsLow);
            QCOMPARE(chart.valueLabel(int(i), true)->text().contains(QStringLiteral("does not fit")),
                     !shown[i].fitsHigh);
        }
        QCOMPARE(keys(chart.lowMisfitBars()), lowMisfits);
        QCOMPARE(keys(chart.highMisfitBars()), highMisfits);
        QCOMPARE(chart.plot()->legend->hasItemWithPlottable(chart.lowMisfitBars()), tight);

        // The hatching is drawn: red lines cross each misfit bar (at least one pixel in twelve).
        const QImage image = chartImage(chart, kImageSize, 1);
        const QCustomPlot *plot = chart.plot();
        for (const QCPBars *bars : {chart.lowMisfitBars(), chart.highMisfitBars()})
            for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
                const double from = plot->xAxis->coordToPixel(bars->baseValue());
                const double to = plot->xAxis->coordToPixel(bars->baseValue() + it->value);
                if (std::abs(to - from) < 8)
                    continue;
                const QRect bar =
                    QRectF(QPointF(std::min(from, to) + 2, plot->yAxis->coordToPixel(it->key - 0.15)),
                           QPointF(std::max(from, to) - 2, plot->yAxis->coordToPixel(it->key + 0.15)))
                        .normalized()
                        .toRect();
                int red = 0;
                for (int y = bar.top(); y <= bar.bottom(); ++y)
                    for (int x = bar.left(); x <= bar.right(); ++x)
                        red += uitesting::near(image.pixel(x, y), bars->pen().color(), 40);
                QVERIFY2(red * 12 >= bar.width() * bar.height(), qPrintable(QString::number(red)));
            }

        // The CSV: two more columns, true or false, row by row.
        const QList<QStringList> csv = uitesting::parseCsv(chartCsv(chart, Evaluation{}));
        QCOMPARE(csv.size(), qsizetype(sensitivity.rows.size()) + 1);
        for (std::size_t i = 0; i < sensitivity.rows.size(); ++i) {
            const QStringList &row = csv[qsizetype(i) + 1];
            QCOMPARE(row[0], QString::fromStdString(sensitivity.rows[i].key));
            QCOMPARE(row[6], sensitivity.rows[i].fitsLow ? QStringLiteral("true") : QStringLiteral("false"));
            QCOMPARE(row[7], sensitivity.rows[i].fitsHigh ? QStringLiteral("true") : QStringLiteral("false"));
        }
    }
}

QTEST_MAIN(TestTornadoFit)
#include "tst_tornadofit.moc"
