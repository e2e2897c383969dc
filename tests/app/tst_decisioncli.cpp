// SPDX-License-Identifier: GPL-3.0-or-later
// The decision commands as a user runs them (sensitivity, flags, compare): the built `lorafleet`, its
// JSON read back and checked against `lorafleet eval` of the same scenario.
#include "clirun.h"
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

using lorafleet::testing::lastLineJson;
using lorafleet::testing::Run;
using lorafleet::testing::runLorafleet;

// A JSON number as --set takes it: integers whole, reals in their shortest exact form.
QString valueText(const QJsonValue &value)
{
    const double d = value.toDouble();
    if (d == std::floor(d) && std::abs(d) < 1e15)
        return QString::number(qint64(d));
    return QString::number(d, 'g', QLocale::FloatingPointShortest);
}

// Splits CSV text into rows of fields (RFC 4180 quoting).
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted && c == u'"' && i + 1 < text.size() && text[i + 1] == u'"') {
            field += u'"';
            ++i;
        } else if (c == u'"') {
            quoted = !quoted;
        } else if (!quoted && c == u',') {
            row << field;
            field.clear();
        } else if (!quoted && c == u'\n') {
            rows << (row << field);
            row.clear();
            field.clear();
        } else if (c != u'\r') {
            field += c;
        }
    }
    return rows;
}

} // namespace

class TestDecisionCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sensitivityRowsAreEvaluations_data();
    void sensitivityRowsAreEvaluations();
    void sensitivityColumnsStayApart();
    void sensitivityRefusesBadOptions_data();
    void sensitivityRefusesBadOptions();
    void flagsForEveryEngine_data();
    void flagsForEveryEngine();
    void flagsRefuseBadOptions_data();
    void flagsRefuseBadOptions();
    void flagsDefaultToTheScenariosEngine_data();
    void flagsDefaultToTheScenariosEngine();
    void compareFiguresAreEachScenariosOwn();
    void compareShowsNamesSafely();
    void compareRefusesBadInput_data();
    void compareRefusesBadInput();
    void compareOutWritesTableAndCharts();
    void compareOutRefusesBadOptions_data();
    void compareOutRefusesBadOptions();
    void explainSumsToTheDifference_data();
    void explainSumsToTheDifference();
    void evalNamesThePlan_data();
    void evalNamesThePlan();
    void aLossReadsAsALoss();
};

void TestDecisionCli::sensitivityRowsAreEvaluations_data()
{
    QTest::addColumn<QStringList>("scenario");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("figure"); // its key in eval --json
    QTest::addColumn<bool>("tight"); // B + V + P = M: some end does not fit; else none
    QTest::newRow("defaults savings") << QStringList() << "savings"
                                      << "savings_per_month" << true;
    QTest::newRow("K 400 advantage") << QStringList{"--set", "adapters=400"} << "advantage"
                                     << "fleet_advantage" << true;
    QTest::newRow("K 400 roomy memory advantage")
        << QStringList{"--set", "adapters=400", "--set", "hbm_gb=200"} << "advantage"
        << "fleet_advantage" << false;
    QTest::newRow("engine preset gpus")
        << QStringList{"--preset", "h200-measured-engine", "--set", "adapters=300"} << "gpus"
        << "gpus_multiplex" << true;
}

void TestDecisionCli::sensitivityColumnsStayApart()
{
    // At K = 10^12 the savings run to 19 digits, wider than their column: each row still reads as the
    // key, four numbers, two dollar figures and the swing.
    const Run run =
        runLorafleet({"sensitivity", "--set", "adapters=1e12", "--set", "requests_per_month=1e12"});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 4);
    const QString widest = lines[3].trimmed(); // the first row: the largest swing
    QVERIFY2(widest.split(u' ', Qt::SkipEmptyParts).size() == 7, qPrintable(widest));
    QVERIFY2(widest.count(u'$') == 3, qPrintable(widest));
    QVERIFY2(widest.section(u' ', -1).length() > 12, qPrintable(widest)); // the case this is for
}

void TestDecisionCli::sensitivityRowsAreEvaluations()
{
    QFETCH(QStringList, scenario);
    QFETCH(QString, output);
    QFETCH(QString, figure);
    QFETCH(bool, tight);
    const Run run = runLorafleet(QStringList{"sensitivity", "--output", output, "--json"} + scenario);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QJsonObject json = lastLineJson(run.out);
    QCOMPARE(json.keys(), (QStringList{"base", "output", "rows"}));
    QCOMPARE(json["output"].toString(), output);
    const Run base = runLorafleet(QStringList{"eval", "--json"} + scenario);
    QCOMPARE(json["base"].toDouble(), lastLineJson(base.out)[figure].toDouble());

    const QJsonArray rows = json["rows"].toArray();
    QVERIFY(rows.size() >= 5);
    double previousSwing = INFINITY;
    int misfits = 0;
    for (const QJsonValue value : rows) {
        const QJsonObject row = value.toObject();
        QCOMPARE(row.keys(),
                 (QStringList{"fits_high", "fits_low", "high", "key", "low", "output_high", "output_low",
                              "same_as"}));
        const QString key = row["key"].toString();
        const double swing = std::abs(row["output_high"].toDouble() - row["output_low"].toDouble());
        QVERIFY2(swing <= previousSwing, qPrintable(key));
        previousSwing = swing;
        QVERIFY2(swing > 0 || row["output_low"].toDouble() != json["base"].toDouble(), qPrintable(key));
        // Each end is a value eval's own --set takes, and eval gives the row's figure there.
        for (const char *end : {"low", "high"}) {
            const QString setting = key + u'=' + valueText(row[QLatin1String(end)]);
            const Run moved =
                runLorafleet(QStringList{"eval", "--json"} + scenario + QStringList{"--set", setting});
            QVERIFY2(moved.exitCode == 0, qPrintable(setting + u' ' + moved.err));
            QCOMPARE(lastLineJson(moved.out)[figure].toDouble(),
                     row[QStringLiteral("output_") + QLatin1String(end)].toDouble());
            // And whether that end fits in GPU memory, as eval's verdict says.
            const bool fits = lastLineJson(moved.out)["verdict"].toString() != QLatin1String("does_not_fit");
            QCOMPARE(row[QStringLiteral("fits_") + QLatin1String(end)].toBool(), fits);
            misfits += !fits;
        }
    }
    // The defaults fill the H200 exactly (B + V + P = M): a larger pool, base or KV cache, or less
    // memory, does not fit; with room to spare, every end fits.
    if (tight)
        QVERIFY(misfits > 0);
    else
        QCOMPARE(misfits, 0);
    // The table says the same in words, largest swing first.
    QVERIFY(run.out.indexOf(rows.first().toObject()["key"].toString()) <
            run.out.indexOf(rows.last().toObject()["key"].toString()));
}

void TestDecisionCli::sensitivityRefusesBadOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("output") << QStringList{"--output", "cost"} << "--output cost is not valid";
    QTest::newRow("range") << QStringList{"--range", "0"} << "--range 0 is not valid";
    QTest::newRow("range text") << QStringList{"--range", "x"} << "--range x is not valid";
    QTest::newRow("set") << QStringList{"--set", "batch=0"} << "batch = 0 is not valid";
    QTest::newRow("argument") << QStringList{"extra"} << "unexpected argument";
}

void TestDecisionCli::sensitivityRefusesBadOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runLorafleet(QStringList{"sensitivity"} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count(u'\n'), 0);
    QVERIFY(run.out.isEmpty());
}

void TestDecisionCli::flagsForEveryEngine_data()
{
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("product");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("values"); // at the defaults
    QTest::newRow("vllm") << "vllm"
                          << "vLLM"
                          << QStringList{"--enable-lora", "--max-loras", "--max-lora-rank", "--max-cpu-loras",
                                         "--gpu-memory-utilization"}
                          << QStringList{"", "21", "128", "32", "1.00"};
    QTest::newRow("sglang") << "sglang"
                            << "SGLang"
                            << QStringList{"--enable-lora", "--max-loras-per-batch", "--max-loaded-loras",
                                           "--lora-eviction-policy"}
                            << QStringList{"", "21", "32", "lru"};
    QTest::newRow("lorax") << "lorax"
                           << "LoRAX" << QStringList{"--adapter-memory-fraction", "--max-active-adapters"}
                           << QStringList{"0.426", "32"};
    QTest::newRow("trtllm") << "trtllm"
                            << "TensorRT-LLM" << QStringList{"max_lora_rank", "max_loras", "max_cpu_loras"}
                            << QStringList{"80", "32", "32"};
}

void TestDecisionCli::flagsForEveryEngine()
{
    QFETCH(QString, engine);
    QFETCH(QString, product);
    QFETCH(QStringList, names);
    QFETCH(QStringList, values);
    const Run run = runLorafleet({"flags", "--engine", engine, "--json"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QJsonObject json = lastLineJson(run.out);
    QCOMPARE(json["engine"].toString(), engine);
    QCOMPARE(json["product"].toString(), product);
    QVERIFY(!json["version"].toString().isEmpty());
    QVERIFY(
        run.out.contains(QStringLiteral("Checked against ") + product + u' ' + json["version"].toString()));
    const QJsonArray flags = json["flags"].toArray();
    QCOMPARE(flags.size(), names.size());
    for (qsizetype i = 0; i < flags.size(); ++i) {
        const QJsonObject flag = flags[i].toObject();
        QCOMPARE(flag["name"].toString(), names[i]);
        QCOMPARE(flag["value"].toString(), values[i]);
        QVERIFY(!flag["why"].toString().isEmpty());
        // The table carries the same option with its value and why.
        QVERIFY(run.out.contains(flag["why"].toString()));
    }
    QVERIFY(run.out.contains(json["command"].toString()));
    QCOMPARE(json["plan"].toObject()["slots"].toInteger(), 21);
}

void TestDecisionCli::flagsRefuseBadOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("engine") << QStringList{"--engine", "tgi"}
                            << "--engine tgi is not valid: expected vllm, sglang, trtllm, slora, punica";
    QTest::newRow("slora") << QStringList{"--engine", "slora"}
                           << "S-LoRA (engine slora) has no launch flags: lorafleet writes them for vllm";
    QTest::newRow("scenario punica") << QStringList{"--set", "model=engine", "--set", "engine=punica"}
                                     << "Punica (engine punica) has no launch flags";
    QTest::newRow("percentile") << QStringList{"--engine", "vllm", "--percentile", "100"}
                                << "--percentile 100 is not valid";
    QTest::newRow("shape half") << QStringList{"--engine", "vllm", "--hidden-size", "4096"}
                                << "give both --hidden-size and --layers";
    QTest::newRow("shape") << QStringList{"--engine", "vllm", "--hidden-size", "0", "--layers", "32"}
                           << "--hidden-size 0 --layers 32 is not valid";
}

void TestDecisionCli::flagsRefuseBadOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runLorafleet(QStringList{"flags"} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count(u'\n'), 0);
    QVERIFY(run.out.isEmpty());
}

void TestDecisionCli::flagsDefaultToTheScenariosEngine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("engine");
    QTest::newRow("default scenario") << QStringList{} << "vllm";
    QTest::newRow("engine key") << QStringList{"--set", "model=engine", "--set", "engine=trtllm"} << "trtllm";
    QTest::newRow("sglang") << QStringList{"--set", "engine=sglang"} << "sglang";
    QTest::newRow("--engine wins") << QStringList{"--set", "engine=slora", "--engine", "lorax"} << "lorax";
}

void TestDecisionCli::flagsDefaultToTheScenariosEngine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, engine);
    const Run run = runLorafleet(QStringList{"flags", "--json"} + arguments);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QCOMPARE(lastLineJson(run.out)["engine"].toString(), engine);
}

void TestDecisionCli::compareFiguresAreEachScenariosOwn()
{
    const QString file = QStringLiteral(LORAFLEET_SOURCE_DIR "/resources/presets/vllm-h100.json");
    const QStringList sources{"paper-default", "h100-sxm", "b200", file};
    const Run run = runLorafleet(QStringList{"compare"} + sources + QStringList{"--json"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QJsonObject json = lastLineJson(run.out);
    const QJsonArray scenarios = json["scenarios"].toArray();
    QCOMPARE(scenarios.size(), 4);
    // Each scenario's figures are exactly what eval says of it.
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        const QJsonObject scenario = scenarios[i].toObject();
        QCOMPARE(scenario["source"].toString(), sources[i]);
        const QStringList from =
            i == 3 ? QStringList{"--scenario", file} : QStringList{"--preset", sources[i]};
        const Run eval = runLorafleet(QStringList{"eval", "--json"} + from);
        QCOMPARE(eval.exitCode, 0);
        QJsonObject evaluated = lastLineJson(eval.out);
        evaluated.remove(QStringLiteral("cumulative_cost")); // eval's alone: the catalog's growth priced
        QCOMPARE(scenario["figures"].toObject(), evaluated);
    }
    // Each row's values are the scenarios' figures, its deltas the differences from the first.
    const QJsonArray rows = json["rows"].toArray();
    QVERIFY(rows.size() >= 10);
    for (const QJsonValue value : rows) {
        const QJsonObject row = value.toObject();
        const QString key = row["key"].toString();
        const QJsonArray values = row["values"].toArray();
        const QJsonArray deltas = row["deltas"].toArray();
        QCOMPARE(values.size(), 4);
        for (qsizetype i = 0; i < 4; ++i) {
            const QJsonValue figure = scenarios[i].toObject()["figures"].toObject()[key];
            QVERIFY2(!figure.isUndefined(), qPrintable(key));
            if (figure.isString()) {
                QCOMPARE(values[i].toString(), figure.toString());
                continue;
            }
            QCOMPARE(values[i].toDouble(), figure.toDouble());
            QCOMPARE(deltas[i].toDouble(), figure.toDouble() - values[0].toDouble());
        }
    }
    // The table names every scenario and the savings row.
    for (const QJsonValue scenario : scenarios)
        QVERIFY(run.out.contains(scenario.toObject()["label"].toString().left(24)));
    QVERIFY(run.out.contains(QStringLiteral("Savings per month")));
}

// A scenario's name is the file's text: compare showed it raw, so a hostile file could clear the screen,
// retitle the terminal or print fake rows. It goes through safeText() now.
void TestDecisionCli::compareShowsNamesSafely()
{
    QTemporaryDir dir;
    const QString evil = dir.filePath(QStringLiteral("evil.json"));
    QFile file(evil);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"format": "lorafleet-scenario", "version": 1, "name": "\u001b[2J\u001b]0;x\u0007\nfake row",)"
        R"( "params": {}})");
    file.close();
    const Run run = runLorafleet({QStringLiteral("compare"), QStringLiteral("paper-default"), evil});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(!run.out.contains(QChar(0x1b)) && !run.out.contains(QChar(0x07)), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("\\x1b[2J")), qPrintable(run.out));
    QVERIFY(!run.out.contains(QStringLiteral("\nfake row")));
}

void TestDecisionCli::compareRefusesBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("one") << QStringList{"h200"} << "compare takes 2 to 4 scenario files or presets, not 1";
    QTest::newRow("five") << QStringList{"h200", "h200", "h200", "h200", "h200"} << "not 5";
    QTest::newRow("preset") << QStringList{"h200", "h900"} << "h900: There is no preset";
    QTest::newRow("file") << QStringList{"h200", "/nonexistent.json"} << "/nonexistent.json:";
}

void TestDecisionCli::compareRefusesBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runLorafleet(QStringList{"compare"} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count(u'\n'), 0);
    QVERIFY(run.out.isEmpty());
}

void TestDecisionCli::compareOutWritesTableAndCharts()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList sources{"paper-default", "h100-sxm"};
    const Run json = runLorafleet(QStringList{"compare"} + sources + QStringList{"--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray rows = lastLineJson(json.out)["rows"].toArray();
    for (const QString &format : {QStringLiteral("csv"), QStringLiteral("png")}) {
        const QString out = dir.filePath(format);
        const Run run =
            runLorafleet(QStringList{"compare"} + sources + QStringList{"--out", out, "--format", format});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        // The difference table: each figure's values and deltas are the comparison's own, by key.
        QFile table(out + QStringLiteral("/comparison.csv"));
        QVERIFY(table.open(QIODevice::ReadOnly));
        QVERIFY(run.out.contains(table.fileName()));
        const QList<QStringList> csv = parseCsv(QString::fromUtf8(table.readAll()));
        QCOMPARE(csv.size(), rows.size() + 1);
        QCOMPARE(csv[0].size(), 5); // figure, key, two scenarios, one difference
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject row = rows[i].toObject();
            QCOMPARE(csv[i + 1][1], row["key"].toString());
            const QJsonArray values = row["values"].toArray();
            for (qsizetype s = 0; s < 2; ++s) {
                if (values[s].isString())
                    QCOMPARE(csv[i + 1][2 + s], values[s].toString());
                else
                    QCOMPARE(csv[i + 1][2 + s].toDouble(), values[s].toDouble());
            }
            if (!values[1].isString())
                QCOMPARE(csv[i + 1][4].toDouble(), row["deltas"].toArray()[1].toDouble());
        }
        // Each scenario's charts in a folder of its own.
        for (const QString &source : sources)
            for (const char *stem : {"fleet-advantage", "overhead", "catalog-growth", "breakeven"}) {
                QFile file(out + u'/' + source + u'/' + QLatin1String(stem) + u'.' + format);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
                const QByteArray bytes = file.readAll();
                QVERIFY(format == QStringLiteral("png") ? bytes.startsWith("\x89PNG\r\n")
                                                        : bytes.contains(','));
            }
        // The comparison's own charts in the folder itself: the first scenario with the second drawn over
        // it, so each differs from the first scenario's own chart (a CSV by the pins' second table).
        for (const char *stem : {"cost", "fleet-advantage", "overhead", "catalog-growth", "breakeven"}) {
            const QString name = QLatin1String(stem) + u'.' + format;
            QFile compared(out + u'/' + name);
            QFile own(out + u'/' + sources[0] + u'/' + name);
            QVERIFY2(compared.open(QIODevice::ReadOnly) && own.open(QIODevice::ReadOnly), qPrintable(name));
            QVERIFY(run.out.contains(compared.fileName()));
            const QByteArray bytes = compared.readAll();
            const QByteArray ownBytes = own.readAll();
            QVERIFY2(bytes != ownBytes, qPrintable(name));
            if (format == QStringLiteral("csv"))
                QVERIFY2(bytes.startsWith(ownBytes.trimmed()) && bytes.size() > ownBytes.size() + 20,
                         qPrintable(name));
        }
    }
}

void TestDecisionCli::compareOutRefusesBadOptions_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("format without out")
        << QStringList{"--format", "svg"} << "compare --format needs --out DIR";
    QTest::newRow("bad format") << QStringList{"--out", "OUT", "--format", "gif"}
                                << "--format gif is not valid";
    QTest::newRow("empty out") << QStringList{"--out="} << "compare --out needs a folder";
    QTest::newRow("missing out value") << QStringList{"--out"} << "Missing value after '--out'";
}

void TestDecisionCli::compareOutRefusesBadOptions()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QTemporaryDir dir;
    arguments.replaceInStrings(QStringLiteral("OUT"), dir.filePath(QStringLiteral("out")));
    const Run run = runLorafleet(QStringList{"compare", "h200", "b200"} + arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.trimmed().count(u'\n'), 0);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out"))));
}

// explain --json: paper and engine are each model's plan.cost_per_month in eval --json, and the steps, every
// assumption in its order, sum to the difference: one scenario where the engine costs more, one less.
void TestDecisionCli::explainSumsToTheDifference_data()
{
    QTest::addColumn<QStringList>("scenario");
    QTest::addColumn<bool>("engineAbove");
    QTest::newRow("defaults") << QStringList() << true;
    QTest::newRow("a GPU the paper underrates")
        << QStringList{"--set", "gpu_requests_per_month=1e6"} << false;
    QTest::newRow("latency target, 600 adapters")
        << QStringList{"--set", "service_target=latency", "--set", "adapters=600"} << true;
}

void TestDecisionCli::explainSumsToTheDifference()
{
    QFETCH(QStringList, scenario);
    QFETCH(bool, engineAbove);
    const Run run = runLorafleet(QStringList{"explain"} + scenario + QStringList{"--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject bridge = lastLineJson(run.out);
    const auto planCost = [&](const QString &model) {
        const Run eval =
            runLorafleet(QStringList{"eval"} + scenario + QStringList{"--set", "model=" + model, "--json"});
        return lastLineJson(eval.out)["plan"].toObject()["cost_per_month"].toDouble();
    };
    const double paper = bridge["paper"].toDouble();
    const double engine = bridge["engine"].toDouble();
    QCOMPARE(paper, planCost("paper"));
    QCOMPARE(engine, planCost("engine"));
    QCOMPARE(engine > paper, engineAbove);
    const QStringList keys{"capacity",        "kv_read",         "engine_overhead", "lora_fixed",
                           "adapter_reads",   "admission_loads", "pool_kv_sharing", "prefill",
                           "tensor_parallel", "service_target"};
    const QJsonArray steps = bridge["steps"].toArray();
    QCOMPARE(steps.size(), keys.size());
    double sum = 0;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps[i].toObject();
        QCOMPARE(step["key"].toString(), keys[i]);
        QVERIFY(!step["name"].toString().isEmpty());
        QVERIFY(step["delta"].isDouble());
        sum += step["delta"].toDouble();
    }
    QVERIFY2(std::abs(sum - (engine - paper)) <= 1e-9 * std::abs(engine - paper),
             qPrintable(QString::number(sum, 'g', 17)));
    // The table says the same in words.
    const Run table = runLorafleet(QStringList{"explain"} + scenario);
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains(QStringLiteral("Capacity from the GPU's own roofline, not Q")));
}

// eval names the operating rule's plan: a Verdict line with its GPUs to rent (whole) and its monthly cost,
// and `plan` in JSON; a setup that does not fit says so instead of a plan.
void TestDecisionCli::evalNamesThePlan_data()
{
    QTest::addColumn<QStringList>("scenario");
    QTest::addColumn<QString>("verdict"); // the start of the line
    QTest::addColumn<int>("dedicated");
    QTest::newRow("paper defaults")
        << QStringList() << "Verdict: Multiplex all 32 adapters on 2 GPUs (1.075 GPUs of load): $3.92k" << 0;
    QTest::newRow("engine defaults")
        << QStringList{"--set", "model=engine"}
        << "Verdict: Dedicate the 3 most popular adapters and multiplex the other 29: "
           "14 GPUs (12.45 GPUs of load) in all, $45.4k a month."
        << 3;
    // English plurals come from lorafleet_en.ts: one adapter is "the most popular adapter".
    QTest::newRow("one dedicated")
        << QStringList{"--set", "requests_per_month=2e8", "--set", "skew=2"}
        << "Verdict: Dedicate the most popular adapter and multiplex the other 31: 3 GPUs" << 1;
    // One adapter left over is served on a multiplexed GPU, not "multiplexed" with nothing.
    QTest::newRow("one left over") << QStringList{"--set", "model=engine", "--set", "adapters=6"}
                                   << "Verdict: Dedicate the 5 most popular adapters and serve the last one "
                                      "on a multiplexed GPU: 11 GPUs"
                                   << 5;
    QTest::newRow("tensor parallel") << QStringList{"--set", "model=engine",      "--set", "base_gb=141",
                                                    "--set", "tensor_parallel=2", "--set", "kv_gb=40",
                                                    "--set", "pool_gb=10"}
                                     << "Verdict: " << -1;
    QTest::newRow("does not fit") << QStringList{"--set", "pool_gb=200"} << "Does not fit on the GPU" << 0;
}

// Below R = 1 (engine mode, K = 6) "replaces 0.701 dedicated GPUs" read as a gain; the detail says it is a
// loss, in both languages.
void TestDecisionCli::aLossReadsAsALoss()
{
    const QStringList scenario{"eval", "--set", "model=engine", "--set", "adapters=6"};
    const Run english = runLorafleet(scenario);
    QCOMPARE(english.exitCode, 0);
    QVERIFY2(
        english.out.contains(QStringLiteral(
            "Multiplexing alone costs more: one multiplexed GPU does the work of only 0.701 dedicated GPUs")),
        qPrintable(english.out));
    QVERIFY(!english.out.contains(QStringLiteral("replaces 0.701")));
    const Run korean = runLorafleet(QStringList{"--lang", "ko"} + scenario);
    QCOMPARE(korean.exitCode, 0);
    QVERIFY2(korean.out.contains(QStringLiteral("멀티플렉싱만으로는 더 비쌉니다")), qPrintable(korean.out));
}

void TestDecisionCli::evalNamesThePlan()
{
    QFETCH(QStringList, scenario);
    QFETCH(QString, verdict);
    QFETCH(int, dedicated);
    const Run text = runLorafleet(QStringList{"eval"} + scenario);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(u'\n' + verdict), qPrintable(text.out));
    QCOMPARE(text.out.contains(QStringLiteral("\nVerdict:")), !verdict.startsWith(QStringLiteral("Does")));
    const Run run = runLorafleet(QStringList{"eval"} + scenario + QStringList{"--json"});
    const QJsonObject json = lastLineJson(run.out);
    const QJsonObject plan = json["plan"].toObject();
    if (dedicated >= 0)
        QCOMPARE(plan["dedicated_adapters"].toInt(), dedicated);
    QCOMPARE(plan["dedicated_adapters"].toInt(), json["adapters_to_dedicate"].toInt());
    QCOMPARE(plan["gpus"].toDouble(), json["gpus_hybrid"].toDouble());
    QCOMPARE(plan["cost_per_month"].toDouble(), json["cost_hybrid_per_month"].toDouble());
    const double rent = plan["gpus_to_rent"].toDouble();
    QCOMPARE(rent, std::ceil(rent)); // whole
    QVERIFY(rent >= plan["gpus"].toDouble());
    // Whole replicas: a multiple of the GPUs per replica.
    const int perReplica = json["tensor_parallel_used"].isDouble() ? json["tensor_parallel_used"].toInt() : 1;
    QCOMPARE(std::fmod(rent, perReplica), 0.0);
    const QJsonObject params = json["params"].toObject();
    const double hourly = params["gpu_price_per_hour"].toDouble() * params["hours_per_month"].toDouble();
    QCOMPARE(plan["cost_to_rent_per_month"].toDouble(), rent * hourly);
}

QTEST_GUILESS_MAIN(TestDecisionCli)
#include "tst_decisioncli.moc"
