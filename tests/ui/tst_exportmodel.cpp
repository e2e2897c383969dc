// SPDX-License-Identifier: GPL-3.0-or-later
// Every export says which model drew it (issue 11: "the summary, the exports and the report say which
// model drew them"): the report's text and its charts' titles, and each CSV table's model column, as
// the window writes them and as the command line's export does.
#include "charts/chartset.h"
#include "export/batchexport.h"
#include "export/chartrender.h"
#include "export/csvtable.h"
#include "export/report.h"
#include "io/scenariofile.h"
#include "io/validationfile.h"
#include "text/format.h"
#include "text/modeltexts.h"
#include "uitesting.h"

#include <QDir>
#include <QMap>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lorafleet;

Q_DECLARE_METATYPE(lorafleet::ModelKind)

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The text a PDF written by Qt shows, without white space: Qt draws each glyph with its own
// "<glyph ids> Tj" in a font "/F<object> size Tf" whose ToUnicode map (a bfrange of arrays) gives
// its characters; content streams are Flate-compressed.
QString pdfText(const QByteArray &pdf)
{
    struct Object
    {
        QByteArray dictionary;
        QByteArray stream;
    };
    QMap<int, Object> objects;
    static const QRegularExpression objectStart(QStringLiteral(R"((\d+) 0 obj)"));
    const QString latin = QString::fromLatin1(pdf);
    for (auto it = objectStart.globalMatch(latin); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const qsizetype begin = match.capturedEnd();
        const qsizetype end = pdf.indexOf("endobj", begin);
        if (end < 0)
            break;
        const QByteArray body = pdf.mid(begin, end - begin);
        Object object;
        const qsizetype stream = body.indexOf("stream");
        if (stream >= 0 && body.left(stream).trimmed().endsWith(">>")) {
            object.dictionary = body.left(stream);
            const qsizetype data = body.indexOf('\n', stream) + 1;
            QByteArray bytes = body.mid(data, body.lastIndexOf("endstream") - data);
            if (object.dictionary.contains("/FlateDecode")) {
                // qUncompress wants the size first; it grows its buffer when the guess is short.
                const quint32 guess = quint32(bytes.size()) * 8 + 1024;
                QByteArray sized(4, '\0');
                for (int i = 0; i < 4; ++i)
                    sized[i] = char((guess >> (24 - 8 * i)) & 0xff);
                bytes = qUncompress(sized + bytes);
            }
            object.stream = bytes;
        } else {
            object.dictionary = body;
        }
        objects.insert(match.captured(1).toInt(), object);
    }
    static const QRegularExpression toUnicode(QStringLiteral(R"(/ToUnicode (\d+) 0 R)"));
    static const QRegularExpression range(QStringLiteral(R"(<([0-9A-Fa-f]+)> <[0-9A-Fa-f]+> \[([^\]]*)\])"));
    static const QRegularExpression hex(QStringLiteral(R"(<([0-9A-Fa-f]+)>)"));
    QMap<int, QMap<int, QString>> maps; // font object → glyph → text
    for (auto it = objects.constBegin(); it != objects.constEnd(); ++it) {
        const QRegularExpressionMatch match = toUnicode.match(QString::fromLatin1(it->dictionary));
        if (!match.hasMatch())
            continue;
        const QString cmap = QString::fromLatin1(objects.value(match.captured(1).toInt()).stream);
        QMap<int, QString> &map = maps[it.key()];
        for (auto r = range.globalMatch(cmap); r.hasNext();) {
            const QRegularExpressionMatch entry = r.next();
            int glyph = entry.captured(1).toInt(nullptr, 16);
            const QString targets = entry.captured(2);
            for (auto h = hex.globalMatch(targets); h.hasNext();)
                map.insert(glyph++, QString(QChar(char16_t(h.next().captured(1).toUInt(nullptr, 16)))));
        }
    }
    static const QRegularExpression ops(QStringLiteral(R"(/F(\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj)"));
    QString text;
    for (const Object &object : objects) {
        if (!object.stream.contains("BT"))
            continue;
        int font = -1;
        for (auto it = ops.globalMatch(QString::fromLatin1(object.stream)); it.hasNext();) {
            const QRegularExpressionMatch op = it.next();
            if (op.capturedLength(1)) {
                font = op.captured(1).toInt();
                continue;
            }
            const QString glyphs = op.captured(2);
            for (qsizetype i = 0; i + 4 <= glyphs.size(); i += 4)
                text += maps.value(font).value(glyphs.mid(i, 4).toInt(nullptr, 16), QStringLiteral("?"));
        }
    }
    text.remove(QRegularExpression(QStringLiteral(R"(\s)")));
    return text;
}

QString squeezed(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral(R"(\s)")));
}

ModelKind other(ModelKind model)
{
    return model == ModelKind::Engine ? ModelKind::Paper : ModelKind::Engine;
}

// The last column of a CSV table: its header and the value of every row.
void verifyModelColumn(const QByteArray &csv, ModelKind model, const QString &what)
{
    const QList<QStringList> rows = uitesting::parseCsv(csv);
    QVERIFY2(rows.size() >= 2, qPrintable(what));
    QCOMPARE(rows.front().back(), QStringLiteral("model"));
    for (qsizetype row = 1; row < rows.size(); ++row)
        QVERIFY2(rows[row].back() == QString::fromLatin1(modelKindName(model)),
                 qPrintable(QStringLiteral("%1 row %2: %3").arg(what).arg(row).arg(rows[row].join(u','))));
}

} // namespace

class TestExportModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void reportNamesTheModel_data();
    void reportNamesTheModel();
    void csvNamesTheModel_data() { reportNamesTheModel_data(); }
    void csvNamesTheModel();
    void reportCarriesTheBand_data() { reportNamesTheModel_data(); }
    void reportCarriesTheBand();
    void csvCarriesTheBand_data() { reportNamesTheModel_data(); }
    void csvCarriesTheBand();
};

void TestExportModel::reportNamesTheModel_data()
{
    QTest::addColumn<ModelKind>("model");
    QTest::newRow("paper") << ModelKind::Paper;
    QTest::newRow("engine") << ModelKind::Engine;
}

void TestExportModel::reportNamesTheModel()
{
    QFETCH(ModelKind, model);
    Scenario scenario;
    scenario.params.model = model;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(Report::writePdf(path, scenario, &error, QDate(2026, 12, 1)), qPrintable(error));
    const QString text = pdfText(readAll(path));
    QVERIFY2(text.contains(squeezed(QStringLiteral("LoRA Fleet Explorer"))), qPrintable(text.left(400)));
    // The header names the model, and so does every chart's title; the other model is not named.
    const QString name = squeezed(ModelTexts::modelName(model));
    QVERIFY2(text.contains(squeezed(QStringLiteral("scenario report · ")) + name),
             qPrintable(text.left(400)));
    for (const std::unique_ptr<Chart> &chart : createCharts())
        QVERIFY2(text.contains(squeezed(chart->title()) + QStringLiteral("·") + name),
                 qPrintable(chart->title()));
    // The bridge's page compares the two models, so it names both: the pages before it name only one
    // (its header, "Why the models differ: ...", is drawn with the "ff" ligature).
    const qsizetype bridge = text.indexOf(QStringLiteral("Whythemodelsdi"));
    QVERIFY(bridge > 0);
    QVERIFY(!text.left(bridge).contains(squeezed(ModelTexts::modelName(other(model)))));
}

void TestExportModel::csvNamesTheModel()
{
    QFETCH(ModelKind, model);
    Scenario scenario;
    scenario.params.model = model;
    const ChartData data = uitesting::chartData(scenario.params);
    // As the window writes a chart's table.
    for (const std::unique_ptr<Chart> &chart : createCharts()) {
        showOffscreen(*chart, kExportSize, data);
        verifyModelColumn(chartCsv(*chart, *data.evaluation), model, chart->fileStem());
    }
    // As `lorafleet export --format csv` writes every table.
    QTemporaryDir dir;
    const ExportResult written = BatchExport::write(scenario, dir.path(), ExportFormat::Csv);
    QVERIFY2(written.error.isEmpty(), qPrintable(written.error));
    QCOMPARE(written.written.size(), qsizetype(ChartSet::kCount));
    for (const QString &file : written.written)
        verifyModelColumn(readAll(QDir(dir.path()).filePath(QFileInfo(file).fileName())), model, file);
}

// Engine mode: the key figures carry the band the model returns, and the second page holds validate's
// training and held-out errors side by side; the paper's report has neither.
void TestExportModel::reportCarriesTheBand()
{
    QFETCH(ModelKind, model);
    Scenario scenario;
    scenario.params.model = model;
    scenario.params.adapters = 500;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(Report::writePdf(path, scenario, &error, QDate(2026, 12, 1)), qPrintable(error));
    // Without any space (the PDF's glyph runs may keep a Unicode one) or ligature ("ﬁ" as "fi").
    const auto bare = [](QString t) {
        t = t.normalized(QString::NormalizationForm_KC);
        t.removeIf([](QChar c) { return c.isSpace(); });
        return t;
    };
    const QString text = bare(pdfText(readAll(path)));
    const auto squeezed = bare;
    const Evaluation e = evaluateScenario(scenario.params);
    const FigureBands &bands = e.bands;
    const QString multiplexed = squeezed(
        format::moneyRangePerMonth(bands.costMultiplexPerMonth.low, bands.costMultiplexPerMonth.high));
    const QString dedicatedGpus =
        squeezed(format::gpusRange(bands.gpusDedicated.low, bands.gpusDedicated.high));
    const QString ttft = squeezed(format::millisecondsRange(bands.ttftMsP95.low, bands.ttftMsP95.high));
    const QString validation = squeezed(QStringLiteral("Validation: training and held-out tables"));
    if (model == ModelKind::Paper) {
        QVERIFY(!bands.shown);
        QVERIFY(text.contains(squeezed(format::moneyPerMonth(e.figures.costMultiplexPerMonth))));
        QVERIFY(!text.contains(QStringLiteral("–$")));
        QVERIFY(!text.contains(validation));
        return;
    }
    QVERIFY(bands.costMultiplexPerMonth.low < bands.costMultiplexPerMonth.high);
    QVERIFY2(text.contains(multiplexed), qPrintable(multiplexed));
    QVERIFY2(text.contains(dedicatedGpus),
             qPrintable(dedicatedGpus + QStringLiteral(" not in ") +
                        text.mid(text.indexOf(QStringLiteral("Dedicated")), 60)));
    QVERIFY2(text.contains(ttft), qPrintable(ttft));
    QVERIFY(text.contains(validation));
    // Each role's figures as the validation functions give them.
    const std::vector<ValidationSummary> summaries = summariseRuns(runShippedValidations());
    QVERIFY(summaries.size() >= 2);
    for (const ValidationSummary &summary : summaries) {
        // The group's words may wrap beside its figures: each whole, the figures in one piece.
        const QString group = squeezed(ModelTexts::validationGroup(summary.role, summary.mode));
        const QString figures = squeezed(
            QStringLiteral("median %1 · worst %2")
                .arg(format::percent(summary.medianAbsError, 1), format::percent(summary.worstAbsError, 1)));
        QVERIFY2(text.contains(group), qPrintable(group));
        QVERIFY2(text.contains(figures), qPrintable(figures));
    }
}

// Engine mode: the cost chart's table holds the multiplexed fleet's band, multiplexed_low and
// multiplexed_high, as the model returns it (the window's table and the command line's file).
void TestExportModel::csvCarriesTheBand()
{
    QFETCH(ModelKind, model);
    Scenario scenario;
    scenario.params.model = model;
    const ChartData data = uitesting::chartData(scenario.params);
    const Evaluation &e = *data.evaluation;
    std::unique_ptr<Chart> cost;
    for (std::unique_ptr<Chart> &chart : createCharts())
        if (chart->fileStem() == QLatin1String("cost"))
            cost = std::move(chart);
    QVERIFY(cost);
    QTemporaryDir dir;
    const ExportResult written = BatchExport::write(scenario, dir.path(), ExportFormat::Csv);
    QVERIFY2(written.error.isEmpty(), qPrintable(written.error));
    const QByteArray file = readAll(QDir(dir.path()).filePath(QStringLiteral("cost.csv")));
    QCOMPARE(file, chartCsv(*cost, e));
    const QList<QStringList> rows = uitesting::parseCsv(file);
    const QStringList header = rows.front();
    if (model == ModelKind::Paper) {
        QCOMPARE(header,
                 (QStringList{"adapters K", "multiplexed [USD/month]", "dedicated [USD/month]",
                              "operating rule [USD/month]", "model"}));
        return;
    }
    QCOMPARE(header,
             (QStringList{"adapters K", "multiplexed [USD/month]", "multiplexed_low [USD/month]",
                          "multiplexed_high [USD/month]", "dedicated [USD/month]",
                          "operating rule [USD/month]", "model"}));
    QCOMPARE(rows.size() - 1, qsizetype(e.costs.adapters.size()));
    const double low = e.figures.replica.bandLow;
    const double high = e.figures.replica.bandHigh;
    for (qsizetype row = 1; row < rows.size(); ++row) {
        const Eigen::Index i = row - 1;
        QCOMPARE(rows[row][2].toDouble(), e.costBands.multiplexedLow(i));
        QCOMPARE(rows[row][3].toDouble(), e.costBands.multiplexedHigh(i));
        // The preset's held-out q10 and q90 around the multiplexed fleet (relative tolerance 1e-12).
        QVERIFY(std::abs(rows[row][2].toDouble() - e.costs.multiplexed(i) * low) <=
                1e-12 * e.costs.multiplexed(i));
        QVERIFY(std::abs(rows[row][3].toDouble() - e.costs.multiplexed(i) * high) <=
                1e-12 * e.costs.multiplexed(i));
        QVERIFY(rows[row][2].toDouble() < rows[row][1].toDouble() &&
                rows[row][1].toDouble() < rows[row][3].toDouble());
    }
}

QTEST_MAIN(TestExportModel)
#include "tst_exportmodel.moc"
