// Labels and legends of every chart across a matrix of scenarios and sizes: no label covers another, none
// is cut by the plot's edge, no legend leaves the chart. CI runs a sampled subset; LORAFLEET_FULL_MATRIX=1
// (scripts/label-matrix.sh) runs all of it.
#include "chartrender.h"
#include "chartset.h"
#include "fleetmodel.h"
#include "uitesting.h"

#include <qcustomplot.h>

#include <QTest>

using namespace lorafleet;
using uitesting::paramsFrom;

namespace {

struct Case
{
    QString name;
    QStringList settings;
};

QList<Case> scenarios()
{
    return {
        {"defaults", {}},
        {"one adapter, uniform, batch 1", {"adapters=1", "skew=0", "batch=1"}},
        {"a million adapters", {"adapters=1000000", "plot_max_adapters=1000000"}},
        {"steep, batch 1024", {"skew=3", "batch=1024"}},
        {"flat traffic past the pool", {"adapters=512", "skew=0.5"}},
        {"tiny pool", {"pool_gb=0.1"}},
        {"huge pool, does not fit", {"pool_gb=1000"}},
        {"heavy traffic, head dedicated", {"requests_per_month=1e10", "skew=1.5"}},
        {"batch 1", {"batch=1", "adapters=120"}},
        {"engine model", {"model=engine", "adapters=300"}},
    };
}

QList<QSize> sizes(bool full)
{
    // A chart's size in the window at 1280x720 (a third of the board), an export, and 4K's share.
    if (!full)
        return {{300, 210}, {1200, 750}};
    return {{300, 210}, {420, 260}, {640, 400}, {1200, 750}, {1900, 1000}};
}

} // namespace

class TestLabelLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelsNeitherOverlapNorClip_data();
    void labelsNeitherOverlapNorClip();
    void overlapIsSeen();
};

void TestLabelLayout::labelsNeitherOverlapNorClip_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::addColumn<QSize>("size");
    const bool full = qEnvironmentVariableIntValue("LORAFLEET_FULL_MATRIX") != 0;
    const QList<Case> all = scenarios();
    const QList<QSize> allSizes = sizes(full);
    for (qsizetype i = 0; i < all.size(); ++i)
        for (qsizetype j = 0; j < allSizes.size(); ++j) {
            // The sample: every scenario at one size, each size by some scenario (alternating).
            if (!full && (i + j) % 2 != 0)
                continue;
            const QSize size = allSizes[j];
            QTest::addRow("%s, %dx%d", qPrintable(all[i].name), size.width(), size.height())
                << all[i].settings << size;
        }
}

void TestLabelLayout::labelsNeitherOverlapNorClip()
{
    QFETCH(QStringList, settings);
    QFETCH(QSize, size);
    const Params params = paramsFrom(settings);
    const Figures figures = evaluate(params);
    const Series series = computeSeries(params);
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        showOffscreen(*chart, size, {params, figures, series, ChartData::Change::Everything});
        chartImage(*chart, size, 1); // lays the chart out and places its labels, as an export does
        QCustomPlot *plot = chart->plot();
        const QRectF area = QRectF(plot->axisRect()->rect()).adjusted(-1, -1, 1, 1);
        std::vector<std::pair<QString, QRectF>> placed;
        for (int i = 0; i < plot->itemCount(); ++i) {
            auto *label = qobject_cast<QCPItemText *>(plot->item(i));
            if (!label || !label->visible() || label->text().isEmpty())
                continue;
            const QRectF rect = chart->labelRect(label);
            const QString where = chart->fileStem() + QStringLiteral(": \"") + label->text() + u'"';
            QVERIFY2(area.contains(rect),
                     qPrintable(where +
                                QStringLiteral(" is cut by the plot's edge: %1,%2 %3x%4 in %5,%6 %7x%8")
                                    .arg(rect.x())
                                    .arg(rect.y())
                                    .arg(rect.width())
                                    .arg(rect.height())
                                    .arg(area.x())
                                    .arg(area.y())
                                    .arg(area.width())
                                    .arg(area.height())));
            for (const auto &[other, otherRect] : placed)
                QVERIFY2(!rect.adjusted(1, 1, -1, -1).intersects(otherRect),
                         qPrintable(where + QStringLiteral(" covers \"") + other + u'"'));
            placed.emplace_back(label->text(), rect);
        }
        QVERIFY2(QRectF(plot->rect()).contains(plot->legend->outerRect()), qPrintable(chart->fileStem()));
    }
}

// The check itself: two labels put on one spot are caught.
void TestLabelLayout::overlapIsSeen()
{
    std::vector<std::unique_ptr<Chart>> charts = createCharts();
    Chart &chart = *charts.front();
    const Params params;
    const Figures figures = evaluate(params);
    const Series series = computeSeries(params);
    showOffscreen(chart, {1200, 750}, {params, figures, series, ChartData::Change::Everything});
    chartImage(chart, {1200, 750}, 1);
    std::vector<QCPItemText *> labels;
    for (int i = 0; i < chart.plot()->itemCount(); ++i)
        if (auto *label = qobject_cast<QCPItemText *>(chart.plot()->item(i));
            label && label->visible() && !label->text().isEmpty())
            labels.push_back(label);
    QVERIFY(labels.size() >= 2);
    QVERIFY(!chart.labelRect(labels[0]).intersects(chart.labelRect(labels[1])));
    labels[1]->position->setParentAnchor(nullptr);
    labels[1]->position->setType(QCPItemPosition::ptAbsolute);
    labels[1]->position->setPixelPosition(labels[0]->position->pixelPosition());
    labels[1]->setPositionAlignment(labels[0]->positionAlignment());
    QVERIFY(chart.labelRect(labels[0]).intersects(chart.labelRect(labels[1])));
}

QTEST_MAIN(TestLabelLayout)
#include "tst_labellayout.moc"
