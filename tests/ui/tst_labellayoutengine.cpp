// SPDX-License-Identifier: GPL-3.0-or-later
// The label-placement engine on its own: a bare QCustomPlot with a curve or two and a few labels, no
// chart around them. Labels put on one spot end up apart, a label over a curve moves off it, restore()
// gives every label back as it was set, and a drag keeps a label where it settled.
#include "charts/labellayout.h"

#include <qcustomplot.h>

#include <QTest>

#include <vector>

using namespace lorafleet;

namespace {

// A plot of 600 x 400 pixels over [0, 10] x [0, 10], shown (offscreen) and laid out.
void prepare(QCustomPlot &plot, QSize size = {600, 400})
{
    plot.resize(size);
    plot.xAxis->setRange(0, 10);
    plot.yAxis->setRange(0, 10);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replot(QCustomPlot::rpImmediateRefresh);
}

// A note: a label at plot coordinates, centred on them (as a chart's notes are neither a marker's nor a
// line's).
QCPItemText *addNote(QCustomPlot &plot, double x, double y, const QString &text)
{
    auto *label = new QCPItemText(&plot);
    label->position->setCoords(x, y);
    label->setPositionAlignment(Qt::AlignCenter);
    label->setPadding(QMargins(4, 2, 4, 2));
    label->setText(text);
    return label;
}

// A graph through (key, value) for each key.
QCPGraph *addCurve(QCustomPlot &plot, const QVector<double> &keys, double value)
{
    QCPGraph *graph = plot.addGraph();
    graph->setData(keys, QVector<double>(keys.size(), value), true);
    return graph;
}

const QVector<double> kKeys{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10};

// What restore() must give back: all a chart sets on a label.
struct Set
{
    QPointF coords;
    QFont font;
    QString text;
    bool visible;
    bool operator==(const Set &) const = default;
};

Set setOf(const QCPItemText *label)
{
    return {label->position->coords(), label->font(), label->text(), label->visible()};
}

} // namespace

class TestLabelLayoutEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelsOnOneSpotEndUpApart();
    void labelOverACurveMovesOffIt();
    void restorePutsEveryLabelBack();
    void dragKeepsTheSettledOffset();
};

void TestLabelLayoutEngine::labelsOnOneSpotEndUpApart()
{
    QCustomPlot plot;
    QCPItemText *first = addNote(plot, 3, 7, QStringLiteral("first note"));
    QCPItemText *second = addNote(plot, 3, 7, QStringLiteral("second note"));
    prepare(plot);
    QVERIFY(LabelLayout::labelRect(first).intersects(LabelLayout::labelRect(second)));

    LabelLayout layout(&plot);
    QCOMPARE(layout.labelsInLayoutOrder(), (std::vector<QCPItemText *>{first, second}));
    layout.arrange(false);
    const QRectF a = LabelLayout::labelRect(first);
    const QRectF b = LabelLayout::labelRect(second);
    QVERIFY2(!a.intersects(b),
             qPrintable(QStringLiteral("%1,%2 and %3,%4").arg(a.x()).arg(a.y()).arg(b.x()).arg(b.y())));
    const QRectF area = plot.axisRect()->rect();
    QVERIFY(area.contains(a));
    QVERIFY(area.contains(b));
    QVERIFY(first->visible() && second->visible());
    QVERIFY(layout.labelsLeftOut().empty());
}

void TestLabelLayoutEngine::labelOverACurveMovesOffIt()
{
    QCustomPlot plot;
    addCurve(plot, kKeys, 5);
    QCPItemText *label = addNote(plot, 5, 5, QStringLiteral("over the curve"));
    prepare(plot);
    LabelLayout layout(&plot);
    const QRectF before = LabelLayout::labelRect(label);
    QVERIFY(layout.obstacles().coverage(before) > 10); // the curve runs right through it

    layout.arrange(false);
    const QRectF after = LabelLayout::labelRect(label);
    // Off the curve, with the engine's own margin of 2 pixels (a pixel of the curve's edge allowed).
    QVERIFY2(layout.obstacles().coverage(after.adjusted(-2, -2, 2, 2)) <= 1.0,
             qPrintable(QStringLiteral("%1 px hidden at %2,%3")
                            .arg(layout.obstacles().coverage(after.adjusted(-2, -2, 2, 2)))
                            .arg(after.x())
                            .arg(after.y())));
    QVERIFY(QRectF(plot.axisRect()->rect()).contains(after));
    // Near where it was put: free places are just above and below the curve.
    QCOMPARE(after.left(), before.left());
    QVERIFY(std::abs(after.center().y() - before.center().y()) < 3 * before.height());
}

void TestLabelLayoutEngine::restorePutsEveryLabelBack()
{
    QCustomPlot plot;
    addCurve(plot, kKeys, 5);
    QCPGraph *marked = addCurve(plot, kKeys, 2);
    std::vector<QCPItemText *> labels;
    // Wider than the small plot: a smaller text, then broken after its colon and comma.
    labels.push_back(addNote(plot, 5, 8,
                             QStringLiteral("A note far too long: wider than this small plot, by a good "
                                            "many characters")));
    labels.push_back(addNote(plot, 5, 5, QStringLiteral("on the curve"))); // moved off the curve
    labels.push_back(addNote(plot, 5, 5, QStringLiteral("also on it")));
    auto *marker = new QCPItemTracer(&plot);
    marker->setGraph(marked);
    marker->setInterpolating(false);
    marker->setGraphKey(5);
    marker->updatePosition();
    auto *markerLabel = new QCPItemText(&plot);
    markerLabel->position->setParentAnchor(marker->position);
    markerLabel->position->setCoords(10, -8);
    markerLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    markerLabel->setText(QStringLiteral("K = 5"));
    labels.push_back(markerLabel);
    prepare(plot, {300, 200});
    std::vector<Set> before;
    for (const QCPItemText *label : labels)
        before.push_back(setOf(label));

    LabelLayout layout(&plot);
    layout.arrange(false);
    std::size_t changed = 0;
    for (std::size_t i = 0; i < labels.size(); ++i)
        changed += setOf(labels[i]) == before[i] ? 0 : 1;
    QVERIFY(changed >= 2);
    QVERIFY(labels[0]->text().contains(u'\n'));
    QVERIFY(labels[0]->font().pointSizeF() < before[0].font.pointSizeF());
    QVERIFY(setOf(labels[1]).coords != before[1].coords);

    layout.restore();
    for (std::size_t i = 0; i < labels.size(); ++i)
        QVERIFY2(setOf(labels[i]) == before[i], qPrintable(before[i].text));
    QVERIFY(layout.labelsLeftOut().empty());
    for (int i = 0; i < plot.itemCount(); ++i)
        if (auto *leader = qobject_cast<QCPItemLine *>(plot.item(i)))
            QVERIFY(!leader->visible());
}

void TestLabelLayoutEngine::dragKeepsTheSettledOffset()
{
    QCustomPlot plot;
    QCPGraph *marked = addCurve(plot, kKeys, 2);
    auto *marker = new QCPItemTracer(&plot);
    marker->setGraph(marked);
    marker->setInterpolating(false);
    marker->setGraphKey(3);
    marker->updatePosition();
    auto *label = new QCPItemText(&plot);
    label->position->setParentAnchor(marker->position);
    const auto setLabel = [label] {
        label->position->setCoords(10, -8); // as a chart puts a marker's label: right of it, above
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setText(QStringLiteral("K = 3"));
    };
    setLabel();
    prepare(plot);
    const auto offset = [&] {
        return LabelLayout::labelRect(label).topLeft() - marker->position->pixelPosition();
    };
    const QPointF own = offset();
    // A short curve across the label's own place at K = 3 only: the settled place is elsewhere.
    const double across = plot.yAxis->pixelToCoord(LabelLayout::labelRect(label).center().y());
    addCurve(plot, {2, 2.5, 3, 3.5, 4}, across);
    plot.replot(QCustomPlot::rpImmediateRefresh);

    LabelLayout layout(&plot);
    layout.arrange(false);
    const QPointF settled = offset();
    QVERIFY((settled - own).manhattanLength() > 4);

    // Dragged to K = 7, where the short curve is not: the label keeps its settled offset.
    for (const double key : {5.0, 7.0, 8.0}) {
        layout.restore();
        marker->setGraphKey(key);
        marker->updatePosition();
        setLabel();
        layout.arrange(true);
        QVERIFY2((offset() - settled).manhattanLength() < 0.5,
                 qPrintable(QStringLiteral("at %1: %2,%3 rather than %4,%5")
                                .arg(key)
                                .arg(offset().x())
                                .arg(offset().y())
                                .arg(settled.x())
                                .arg(settled.y())));
    }
    // Released there: a search of its own, which finds the chart's place free.
    layout.restore();
    setLabel();
    layout.arrange(false);
    QVERIFY((offset() - own).manhattanLength() < 0.5);
}

QTEST_MAIN(TestLabelLayoutEngine)
#include "tst_labellayoutengine.moc"
