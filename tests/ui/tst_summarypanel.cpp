// SPDX-License-Identifier: GPL-3.0-or-later
// The summary at the smallest common screens (issue 12): every figure whole in both languages, and one
// height whatever the scenario, so that no chart moves during a drag.
#include "charts/chartstyle.h"
#include "panels/figurelabel.h"
#include "panels/fittedlabel.h"
#include "panels/memorybar.h"
#include "panels/summarypanel.h"
#include "text/format.h"
#include "text/i18n.h"
#include "uitesting.h"
#include "window/mainwindow.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace lorafleet;

namespace {

// The scenarios whose summaries differ most: each verdict, both models, the extremes of K.
QList<QPair<QString, Params>> scenarios()
{
    using uitesting::paramsFrom;
    Params empirical = paramsFrom({});
    empirical.popularity.kind = PopularityKind::Empirical;
    empirical.popularity.empirical = {{0.4, 0.2, 0.1}, 0.3, 1.0};
    return {
        {QStringLiteral("defaults"), paramsFrom({})},
        {QStringLiteral("engine"), paramsFrom({QStringLiteral("model=engine")})},
        {QStringLiteral("does not fit"), paramsFrom({QStringLiteral("pool_gb=1000")})},
        {QStringLiteral("hybrid"),
         paramsFrom({QStringLiteral("requests_per_month=1e10"), QStringLiteral("skew=1.5")})},
        {QStringLiteral("K = 1"), paramsFrom({QStringLiteral("adapters=1")})},
        {QStringLiteral("K = 1e6"),
         paramsFrom({QStringLiteral("plot_max_adapters=1000000"), QStringLiteral("adapters=1000000")})},
        {QStringLiteral("engine, LRU overflow"),
         paramsFrom({QStringLiteral("model=engine"), QStringLiteral("adapters=100000"),
                     QStringLiteral("requests_per_month=1e10")})},
        {QStringLiteral("no pool"),
         paramsFrom({QStringLiteral("pool_gb=0"), QStringLiteral("pool_policy=pinned")})},
        {QStringLiteral("empirical"), empirical},
        {QStringLiteral("engine, does not fit"),
         paramsFrom({QStringLiteral("model=engine"), QStringLiteral("pool_gb=1000")})},
    };
}

// The figures of a text: numbers with their separators ("1,000,000", "29.8", "0.268").
QStringList figures(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("[0-9](?:[0-9.,]*[0-9])?"));
    QStringList found;
    for (auto it = number.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    return found;
}

} // namespace

class TestSummaryPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFigureShowsWhole_data();
    void everyFigureShowsWhole();
    void fittedLabelShortensWordsNotFigures();
    void engineFiguresShowTheirBand();
    void moneyTilesPriceThePlan();
};

void TestSummaryPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestSummaryPanel::everyFigureShowsWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("presenting");
    // English first: a translation once installed stays.
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("ko")})
        for (const QSize &size : {QSize(1280, 720), QSize(1366, 768)})
            for (const bool presenting : {false, true})
                QTest::addRow("%s %dx%d%s", qPrintable(language), size.width(), size.height(),
                              presenting ? " presenting" : "")
                    << language << size << presenting;
}

// At 1280x720 and 1366x768, normal and presenting, in both languages, across every verdict: no line of
// the summary elides a figure (each number of its whole wording shows), no tile's value or memory bar
// label is cut, and the panel keeps one height.
void TestSummaryPanel::everyFigureShowsWhole()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(bool, presenting);
    static bool korean = false;
    if (language == QLatin1String("ko") && !korean) {
        QVERIFY(installTranslations(language));
        korean = true;
    }
    MainWindow window;
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.setPresentationMode(presenting, false);
    SummaryPanel *summary = window.summaryPanel();
    int height = -1;
    for (const auto &[name, params] : scenarios()) {
        window.setParams(params);
        window.renderNow();
        QCoreApplication::processEvents();
        const QString where = name + QStringLiteral(": ");
        if (height < 0)
            height = summary->height();
        QVERIFY2(summary->height() == height,
                 qPrintable(where + QStringLiteral("%1 px, was %2").arg(summary->height()).arg(height)));
        QCOMPARE(window.size(), size);
        QVERIFY(window.rect().contains(QRect(summary->mapTo(&window, QPoint(0, 0)), summary->size())));
        for (const FittedLabel *line : summary->fittedLines()) {
            if (!line->isVisibleTo(&window))
                continue;
            // Left out presenting: 4,321.6 % of overhead broken into four parts of four digits each does
            // not fit two lines of a presentation-size column (elided there, whole in the tooltip).
            if (presenting && name == QLatin1String("engine, does not fit") &&
                line->objectName() == QLatin1String("overheadDetail"))
                continue;
            const QString shown = QString(line->text()).replace(u'\n', u' ');
            QVERIFY2(!shown.contains(QChar(0x2026)), qPrintable(where + shown));
            for (const QString &figure : figures(line->wholeText()))
                QVERIFY2(shown.contains(figure),
                         qPrintable(where + figure + QStringLiteral(" not in ") + shown));
        }
        // Captions and figures whole: a figure's font may shrink to fit its column, never its text.
        for (const auto *label : summary->findChildren<QLabel *>()) {
            if (!label->isVisibleTo(&window) || qobject_cast<const FittedLabel *>(label) || label->wordWrap())
                continue;
            const int needed = label->fontMetrics().horizontalAdvance(label->text());
            QVERIFY2(
                needed <= label->contentsRect().width(),
                qPrintable(where + label->text() +
                           QStringLiteral(": %1 px of %2").arg(label->contentsRect().width()).arg(needed)));
        }
        for (const auto *figure : summary->findChildren<FigureLabel *>())
            QVERIFY2(figure->font().pointSizeF() >= 0.6 * figure->figureFont().pointSizeF() - 1e-9,
                     qPrintable(where + figure->text()));
        const QList<MemoryBar::Label> bar = summary->memoryBar()->shownLabels();
        QVERIFY2(bar.size() >= 2 || !summary->memoryBar()->isVisibleTo(&window), qPrintable(where));
        // Each label whole, in its area, and not under the overflow's hatching unless it is the overflow's.
        const QRectF overflow = summary->memoryBar()->overflow();
        for (const MemoryBar::Label &label : bar) {
            const double width = QFontMetricsF(label.font).horizontalAdvance(label.text);
            const QRectF drawn(label.area.left(), label.area.top(), width, label.area.height());
            QVERIFY2(width <= label.area.width() && !label.text.contains(QChar(0x2026)) &&
                         (overflow.contains(label.area) || !drawn.intersects(overflow)),
                     qPrintable(where + label.text + QStringLiteral(" in %1 px").arg(label.area.width())));
            // Readable on its segment: WCAG's 4.5:1 for text (white on the pool's amber was 2.1:1).
            if (label.fill.isValid())
                QVERIFY2(contrastRatio(label.color, label.fill) >= 4.5,
                         qPrintable(where + label.text +
                                    QStringLiteral(": %1:1").arg(contrastRatio(label.color, label.fill))));
        }
    }
}

// The first form that fits shows; when none fits, the last one is elided; the height never changes.
void TestSummaryPanel::fittedLabelShortensWordsNotFigures()
{
    FittedLabel label(2);
    label.show();
    const int height = label.height();
    const QString whole =
        QStringLiteral("One multiplexed GPU replaces 29.8 dedicated GPUs; the pool has room "
                       "for 191 more adapters.");
    const QString brief = QStringLiteral("1 GPU replaces 29.8; room for 191.");
    label.setForms({whole, brief});
    const int wholeWidth = label.fontMetrics().horizontalAdvance(whole);
    label.resize(wholeWidth + 10, height);
    QCOMPARE(label.shownForm(), 0);
    QCOMPARE(label.text(), whole);
    QCOMPARE(label.toolTip(), QString());
    label.resize(wholeWidth * 2 / 3, height); // two lines of the whole wording
    QCOMPARE(label.shownForm(), 0);
    QCOMPARE(label.text().count(u'\n'), 1);
    label.resize(label.fontMetrics().horizontalAdvance(brief) + 4, height);
    QCOMPARE(label.shownForm(), 1);
    QCOMPARE(label.text().replace(u'\n', u' '), brief);
    QCOMPARE(label.toolTip(), whole);
    label.setLines(1);
    label.resize(label.fontMetrics().horizontalAdvance(brief) / 2, label.height());
    QCOMPARE(label.shownForm(), -1);
    QVERIFY(label.text().endsWith(QChar(0x2026)));
    QCOMPARE(label.height(), label.fontMetrics().lineSpacing());
    label.setLines(2);
    QCOMPARE(label.height(), height);
}

// Engine mode: the GPUs, the money and TTFT read as the band the model returns ("$45k–$60k/mo");
// the paper's figures stay exact points.
void TestSummaryPanel::engineFiguresShowTheirBand()
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SummaryPanel *summary = window.summaryPanel();
    // By position (a translation installed by an earlier test stays): multiplexed, dedicated, savings.
    const auto figure = [summary](const QString &caption) {
        static const QStringList captions{"Fleet advantage", "Pool holds", "Overhead per token",
                                          "Multiplexed",     "Dedicated",  "Savings"};
        return summary->figureTexts().value(captions.indexOf(caption)).second;
    };
    const Params paper = uitesting::paramsFrom({});
    window.setParams(paper);
    window.renderNow();
    const Figures exact = evaluate(paper);
    QCOMPARE(figure(QStringLiteral("Multiplexed")),
             format::moneyPerMonth(exact.costMultiplexPerMonth) + QStringLiteral(" (") +
                 format::gpus(exact.gpusMultiplex) + u')');
    QVERIFY(!summary->modelLine().contains(QStringLiteral("TTFT")));

    const Params engine =
        uitesting::paramsFrom({QStringLiteral("model=engine"), QStringLiteral("adapters=500")});
    window.setParams(engine);
    window.renderNow();
    const Evaluation e = evaluateScenario(engine);
    const FigureBands &b = e.bands;
    QVERIFY(b.shown && b.costHybridPerMonth.low < b.costHybridPerMonth.high);
    QCOMPARE(figure(QStringLiteral("Multiplexed")),
             format::moneyRangePerMonth(b.costHybridPerMonth.low, b.costHybridPerMonth.high) +
                 QStringLiteral(" (") + format::gpusRange(b.gpusHybrid.low, b.gpusHybrid.high) + u')');
    QCOMPARE(figure(QStringLiteral("Dedicated")),
             format::moneyRangePerMonth(b.costDedicatedPerMonth.low, b.costDedicatedPerMonth.high) +
                 QStringLiteral(" (") + format::gpusRange(b.gpusDedicated.low, b.gpusDedicated.high) + u')');
    QVERIFY(
        figure(QStringLiteral("Savings"))
            .startsWith(format::moneyRangePerMonth(b.planSavingsPerMonth.low, b.planSavingsPerMonth.high)));
    QVERIFY2(summary->modelLine().contains(format::millisecondsRange(b.ttftMsP95.low, b.ttftMsP95.high)),
             qPrintable(summary->modelLine()));
}

// The money tiles price what the headline says (issue 24): the operating rule's plan, named "Plan" when
// it dedicates adapters, with its savings; a setup that does not fit shows its money in grey, "if it
// fit", never as a healthy saving.
void TestSummaryPanel::moneyTilesPriceThePlan()
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SummaryPanel *summary = window.summaryPanel();
    const auto tile = [summary](int index) { return summary->figureTexts().value(index); };
    const auto valueLabel = [summary](const QString &text) -> FigureLabel * {
        for (FigureLabel *label : summary->findChildren<FigureLabel *>())
            if (label->text() == text)
                return label;
        return nullptr;
    };

    const Params engine = uitesting::paramsFrom({QStringLiteral("model=engine")});
    window.setParams(engine);
    window.renderNow();
    const Evaluation e = evaluateScenario(engine);
    QVERIFY(e.figures.adaptersToDedicate > 0); // the default engine plan dedicates the head
    QVERIFY(e.figures.costHybridPerMonth < e.figures.costMultiplexPerMonth);
    QCOMPARE(tile(3).first, SummaryPanel::tr("Plan"));
    const QString plan =
        format::moneyRangePerMonth(e.bands.costHybridPerMonth.low, e.bands.costHybridPerMonth.high);
    QVERIFY2(tile(3).second.startsWith(plan), qPrintable(tile(3).second));
    QVERIFY2(tile(5).second.startsWith(format::moneyRangePerMonth(e.bands.planSavingsPerMonth.low,
                                                                  e.bands.planSavingsPerMonth.high)),
             qPrintable(tile(5).second));
    QVERIFY(summary->planHeadline().contains(format::moneyPerMonth(e.figures.costHybridPerMonth)) ||
            summary->planHeadline().contains(format::money(e.figures.costHybridPerMonth)));

    const Params paper = uitesting::paramsFrom({});
    window.setParams(paper);
    window.renderNow();
    QCOMPARE(tile(3).first, SummaryPanel::tr("Multiplexed"));
    const Figures fits = evaluate(paper);
    FigureLabel *savings = valueLabel(format::moneyPerMonth(fits.planSavingsPerMonth));
    QVERIFY(savings);
    QVERIFY(savings->styleSheet().isEmpty());
    QVERIFY(
        !tile(5).second.contains(SummaryPanel::tr("if it fit: %1 per year").section(u'%', 0, 0).trimmed()));

    const Params unfit = uitesting::paramsFrom({QStringLiteral("pool_gb=200")});
    window.setParams(unfit);
    window.renderNow();
    const Figures over = evaluate(unfit);
    QVERIFY(!over.memoryFits);
    savings = valueLabel(format::moneyPerMonth(over.planSavingsPerMonth));
    QVERIFY(savings);
    QVERIFY2(savings->styleSheet().contains(ChartStyle::light().muted.name()),
             qPrintable(savings->styleSheet()));
    QVERIFY2(
        tile(5).second.contains(SummaryPanel::tr("if it fit: %1 per year").section(u'%', 0, 0).trimmed()),
        qPrintable(tile(5).second));
    QVERIFY2(tile(3).second.contains(SummaryPanel::tr("%1 if it fit").remove(QStringLiteral("%1")).trimmed()),
             qPrintable(tile(3).second));
}

QTEST_MAIN(TestSummaryPanel)
#include "tst_summarypanel.moc"
