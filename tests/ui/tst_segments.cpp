// SPDX-License-Identifier: GPL-3.0-or-later
// A segmented choice (the Model switch, the views' measures) marks the checked segment with the theme's
// highlight in every theme: Fusion drew it sunken, darker than the other, so that in the dark theme the
// unchecked segment looked chosen.
#include "model/params.h"
#include "panels/choiceswitch.h"
#include "panels/segmentedchoice.h"
#include "window/theme.h"

#include <QAbstractButton>
#include <QApplication>
#include <QTest>

using namespace lorafleet;

namespace {

// The colour of a segment's fill: a pixel on its top edge's inside, above the text.
QColor fillOf(QAbstractButton *button)
{
    const QImage image = button->grab().toImage();
    return image.pixelColor(image.width() / 2, 2 * image.height() / 10);
}

} // namespace

class TestSegments : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkedSegmentIsHighlighted_data();
    void checkedSegmentIsHighlighted();
};

void TestSegments::checkedSegmentIsHighlighted_data()
{
    QTest::addColumn<QString>("theme");
    for (const char *theme : {"light", "dark", "high-contrast"})
        QTest::newRow(theme) << QString::fromLatin1(theme);
}

void TestSegments::checkedSegmentIsHighlighted()
{
    QFETCH(QString, theme);
    applyApplicationTheme(theme);
    const QColor highlight = QApplication::palette().color(QPalette::Active, QPalette::Highlight);
    ChoiceSwitch model(*findParam("model"));
    SegmentedChoice measure({QStringLiteral("Savings per month"), QStringLiteral("Fleet advantage R")},
                            {QStringLiteral("savings"), QStringLiteral("advantage")});
    for (QWidget *widget : {static_cast<QWidget *>(&model), static_cast<QWidget *>(&measure)}) {
        widget->resize(320, 32);
        widget->show();
    }
    for (int checked : {0, 1}) {
        model.setIndex(checked);
        measure.setIndex(checked);
        for (QAbstractButton *chosen : {model.button(checked), measure.button(checked)})
            QCOMPARE(fillOf(chosen), highlight);
        for (QAbstractButton *other : {model.button(1 - checked), measure.button(1 - checked)}) {
            const QColor fill = fillOf(other);
            QVERIFY2(fill != highlight, qPrintable(fill.name()));
        }
    }
}

QTEST_MAIN(TestSegments)
#include "tst_segments.moc"
