// SPDX-License-Identifier: GPL-3.0-or-later
// The Korean interface: every message translated, and the window shows no untranslated English.
#include "charts/chart.h"
#include "export/chartrender.h"
#include "panels/parameterpanel.h"
#include "panels/summarypanel.h"
#include "text/i18n.h"
#include "uitesting.h"
#include "window/mainwindow.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace lorafleet;

namespace {

// Words that stay as they are in Korean text: product and unit names, symbols, formats.
bool allowedWord(const QString &word)
{
    static const QSet<QString> allowed{
        QStringLiteral("GPU"), QStringLiteral("GPUs"), QStringLiteral("GB"), QStringLiteral("MB"),
        // Choice values as files and the command line write them (model, pool_policy).
        QStringLiteral("paper"), QStringLiteral("engine"), QStringLiteral("TFLOP"), QStringLiteral("ms"),
        QStringLiteral("vLLM"), QStringLiteral("pinned"), QStringLiteral("lru"), QStringLiteral("LRU"),
        QStringLiteral("TB"), QStringLiteral("KV"), QStringLiteral("LoRA"), QStringLiteral("Fleet"),
        QStringLiteral("Explorer"), QStringLiteral("USD"), QStringLiteral("PNG"), QStringLiteral("SVG"),
        QStringLiteral("PDF"), QStringLiteral("CSV"), QStringLiteral("JSON"), QStringLiteral("NVIDIA"),
        QStringLiteral("HBM"), QStringLiteral("Zipf"), QStringLiteral("Ctrl"), QStringLiteral("Shift"),
        QStringLiteral("Esc"), QStringLiteral("PCIe"), QStringLiteral("SXM"), QStringLiteral("Grace"),
        QStringLiteral("Hopper"), QStringLiteral("DGX"), QStringLiteral("HBM3e"), QStringLiteral("HBM3"),
        QStringLiteral("HBM2e"), QStringLiteral("NVLink"), QStringLiteral("Gen4"), QStringLiteral("Gen5"),
        QStringLiteral("rs"), QStringLiteral("hl"),
        // Engine names and the choices of the engine model's keys as files write them; latency terms
        QStringLiteral("vllm"), QStringLiteral("sglang"), QStringLiteral("trtllm"), QStringLiteral("slora"),
        QStringLiteral("punica"), QStringLiteral("Punica"), QStringLiteral("SGLang"), QStringLiteral("LLM"),
        QStringLiteral("TRT"), QStringLiteral("TensorRT"), QStringLiteral("auto"),
        QStringLiteral("throughput"), QStringLiteral("latency"), QStringLiteral("host"),
        QStringLiteral("disk"), QStringLiteral("TTFT"), QStringLiteral("TPOT"), QStringLiteral("p95"),
        QStringLiteral("FLOP"), QStringLiteral("MFU"),
        // the routing key's choices as files write them
        QStringLiteral("affinity"), QStringLiteral("replicated"),
        // GPU models and the model's symbols are names, not words
        QStringLiteral("H100"), QStringLiteral("H200"), QStringLiteral("A100"), QStringLiteral("GH200"),
        QStringLiteral("B200"), QStringLiteral("K0"), QStringLiteral("Kss"), QStringLiteral("Kmax"),
        // a language's own name, as language menus write it
        QStringLiteral("English")};
    return allowed.contains(word) || word.size() < 2;
}

// The English words left in a text (HTML tags, keys in snake_case and code spans aside).
QStringList englishWords(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("<code>.*?</code>")));
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    text.remove(QRegularExpression(QStringLiteral("\\b[a-z0-9]+(_[a-z0-9]+)+\\b"))); // parameter keys
    text.remove(u'&');
    text.remove(QRegularExpression(QStringLiteral("\\b[0-9.]+e-?[0-9]+\\b"))); // numbers: 1e12, 1e-9
    QStringList words;
    const QRegularExpression word(QStringLiteral("[A-Za-z]+[0-9]*[a-z]*"));
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString found = it.next().captured();
        if (!allowedWord(found))
            words << found;
    }
    return words;
}

void collectMenuTexts(const QList<QAction *> &actions, QStringList &texts)
{
    for (QAction *action : actions) {
        if (!action->text().isEmpty() && !action->isSeparator())
            texts << action->text();
        if (action->menu())
            collectMenuTexts(action->menu()->actions(), texts);
    }
}

} // namespace

class TestI18n : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyMessageIsTranslated();
    void koreanWindowShowsNoEnglish_data();
    void koreanWindowShowsNoEnglish();
    void koreanLabelsAreDrawn();
};

void TestI18n::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(installTranslations(QStringLiteral("ko")));
}

void TestI18n::everyMessageIsTranslated()
{
    QFile file(QStringLiteral(LORAFLEET_KO_TS));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QString source;
    QStringList problems;
    const QRegularExpression placeholder(QStringLiteral("%(\\d|n)"));
    const auto placeholders = [&](const QString &text) {
        QStringList found;
        for (auto it = placeholder.globalMatch(text); it.hasNext();)
            found << it.next().captured();
        found.sort();
        found.removeDuplicates();
        return found;
    };
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
            ++messages;
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!type.isEmpty())
                problems << QStringLiteral("%1: %2").arg(type, source);
            else if (translation.trimmed().isEmpty())
                problems << QStringLiteral("empty: %1").arg(source);
            else if (placeholders(translation) != placeholders(source) &&
                     !source.contains(QLatin1String("%n")))
                problems << QStringLiteral("placeholders differ: %1").arg(source);
        }
    }
    QVERIFY(!xml.hasError());
    QVERIFY(messages > 300);
    QVERIFY2(
        problems.isEmpty(),
        qPrintable(problems.mid(0, 10).join(u'\n') + QStringLiteral("\n(%1 problems)").arg(problems.size())));
}

void TestI18n::koreanWindowShowsNoEnglish_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::newRow("paper") << QStringList{};
    // The engine model's own words: its band on the cost chart, the summary's ranges and TTFT.
    QTest::newRow("engine") << QStringList{QStringLiteral("model=engine"), QStringLiteral("adapters=500")};
}

void TestI18n::koreanWindowShowsNoEnglish()
{
    QFETCH(QStringList, settings);
    MainWindow window;
    window.resize(1600, 1000);
    window.setParams(uitesting::paramsFrom(settings));
    window.show();
    window.parameterPanel()->setAdvancedVisible(true);
    window.setShowMeasurements(true);
    window.renderNow();
    QStringList texts{window.windowTitle()};
    for (const QLabel *label : window.findChildren<QLabel *>())
        if (label->isVisible())
            texts << label->text() << label->toolTip();
    for (const QAbstractButton *button : window.findChildren<QAbstractButton *>())
        if (button->isVisible())
            texts << button->text();
    collectMenuTexts(window.menuBar()->actions(), texts);
    for (Chart *chart : window.charts()) {
        QCustomPlot *plot = chart->plot();
        texts << chart->title() << plot->xAxis->label() << plot->yAxis->label() << plot->yAxis2->label();
        for (int i = 0; i < plot->graphCount(); ++i)
            if (plot->graph(i)->visible())
                texts << plot->graph(i)->name();
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto *label = qobject_cast<QCPItemText *>(plot->item(i)); label && label->visible())
                texts << label->text();
    }
    for (const auto &[caption, value] : window.summaryPanel()->figureTexts())
        texts << caption << value;
    QStringList leftovers;
    bool hangul = false;
    for (const QString &text : texts) {
        for (const QChar c : text)
            hangul |= c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3;
        const QStringList words = englishWords(text);
        if (!words.isEmpty())
            leftovers << QStringLiteral("%1  [%2]").arg(text.left(80), words.join(u' '));
    }
    QVERIFY(hangul);
    QVERIFY2(
        leftovers.isEmpty(),
        qPrintable(leftovers.mid(0, 15).join(u'\n') + QStringLiteral("\n(%1 texts)").arg(leftovers.size())));
}

void TestI18n::koreanLabelsAreDrawn()
{
    // The Korean labels in the charts are drawn, glyph for glyph, where the charts put them.
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.renderNow();
    int korean = 0;
    for (Chart *chart : window.charts()) {
        const QImage image = chartImage(*chart, chart->size(), 1);
        for (int i = 0; i < chart->plot()->itemCount(); ++i) {
            auto *label = qobject_cast<QCPItemText *>(chart->plot()->item(i));
            if (!label || !label->visible())
                continue;
            // One copy of the text: begin() and end() of two temporaries would walk two buffers.
            const QString text = label->text();
            if (!std::any_of(text.begin(), text.end(),
                             [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; }))
                continue;
            ++korean;
            QVERIFY2(uitesting::labelVisible(image, label), qPrintable(label->text()));
        }
    }
    // Fleet advantage, overhead, catalog growth and break-even each label the default scenario in Korean.
    QVERIFY2(korean >= 6, qPrintable(QString::number(korean)));
}

QTEST_MAIN(TestI18n)
#include "tst_i18n.moc"
