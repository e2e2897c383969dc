// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as a user runs it: the built `lorafleet` executable, its output parsed back.
#include "clirun.h"
#include "fulldisk.h"
#include "io/scenariofile.h"
#include "model/params.h"
#include "text/jsonio.h"
#include "window/about.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

using lorafleet::testing::lastLineJson;
using lorafleet::testing::Run;
using lorafleet::testing::runLorafleet;

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void evalJsonAtDefaults();
    void evalJsonWithSettings();
    void evalTable();
    void invalidInput_data();
    void invalidInput();
    void help();
    void version();
    void licenceIsTheSameEverywhere();
    void evalSaysWhenTheSetupDoesNotFit();
    void exportWithoutDisplay();
    void exportEveryFormat();
    void exportCsvHasTheCosts_data();
    void exportCsvHasTheCosts();
    void exportCaptionAndNoCaption();
    void koreanExportsAndHelp();
    void presetsAndScenarioFiles();
    void refusedScenarioFile();
    void screenshotWithoutDisplay();
    void screenshotLeavesTheSettingsAlone();
    void scenarioFileOfAnyName();
    void hostileTextIsEscaped_data();
    void hostileTextIsEscaped();
    void failedWritesOnAFullDisk_data();
    void failedWritesOnAFullDisk();
    void evalJsonEngineFields();
    void validateCommand();
    void fitLogJson();
    void fitLogRefusals_data();
    void fitLogRefusals();
    void simulateJson();
    void exportSaysWhyNoFolder();
    void fitLogWritesAnEmpiricalScenario();
    void evalJsonFleetRouting();
    void simulateFleetJson();
};

void TestCli::evalJsonAtDefaults()
{
    const Run run = runLorafleet({QStringLiteral("eval"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QJsonObject json = lastLineJson(run.out);
    QVERIFY2(!json.isEmpty(), qPrintable(run.out));
    const char *keys[] = {"params",
                          "pool_capacity",
                          "overhead_restream",
                          "overhead_hostlink",
                          "overhead_total",
                          "fleet_advantage",
                          "gpus_multiplex",
                          "gpus_dedicated",
                          "cost_multiplex_per_month",
                          "cost_dedicated_per_month",
                          "savings_per_month",
                          "breakeven_share",
                          "top_adapter_share",
                          "adapters_to_dedicate",
                          "verdict",
                          "memory_fits",
                          "memory_over_gb",
                          "crossing_week",
                          "saturation_week"};
    for (const char *key : keys)
        QVERIFY2(json.contains(QLatin1String(key)), key);
    QCOMPARE(json[QLatin1String("pool_capacity")].toInteger(), 223);
    QCOMPARE(std::round(json[QLatin1String("fleet_advantage")].toDouble() * 100) / 100, 29.78);
    QCOMPARE(json[QLatin1String("verdict")].toString(), QStringLiteral("multiplex"));
    QCOMPARE(json[QLatin1String("popularity")].toString(), QStringLiteral("zipf"));
    QCOMPARE(json[QLatin1String("overhead_hostlink")].toDouble(), 0.0);
    const double restream = json[QLatin1String("overhead_restream")].toDouble();
    QVERIFY(restream > 0.07 && restream < 0.08); // a fraction, not percent
    QCOMPARE(json[QLatin1String("overhead_total")].toDouble(), restream);
    QCOMPARE(json[QLatin1String("memory_fits")].toBool(), true);
    QCOMPARE(json[QLatin1String("crossing_week")].toDouble(), 47.75);
    QCOMPARE(json[QLatin1String("saturation_week")].toDouble(), 120.0);
    const double gpus = json[QLatin1String("gpus_multiplex")].toDouble();
    QCOMPARE(json[QLatin1String("cost_multiplex_per_month")].toDouble(), gpus * 5.0 * 730.0);

    // The inputs come back under their MODEL.md keys, equal to the defaults.
    const QJsonObject params = json[QLatin1String("params")].toObject();
    const lorafleet::Params defaults;
    QCOMPARE(params.size(), qsizetype(lorafleet::paramInfos().size()));
    QCOMPARE(params[QLatin1String("adapters")].toInteger(), 32);
    QCOMPARE(params[QLatin1String("adapter_gb")].toDouble(), 0.268);
    QCOMPARE(params[QLatin1String("whole_gpus")].toBool(), false);
    QCOMPARE(params[QLatin1String("skew_bands")].toArray(), QJsonArray({0.5, 1.0, 1.5}));
}

void TestCli::evalJsonWithSettings()
{
    Run run = runLorafleet({QStringLiteral("eval"), QStringLiteral("--set"), QStringLiteral("adapters=512"),
                            QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonObject json = lastLineJson(run.out);
    QVERIFY(std::abs(json[QLatin1String("overhead_hostlink")].toDouble() - 0.2201) < 5e-5);
    QCOMPARE(json[QLatin1String("verdict")].toString(), QStringLiteral("multiplex_pool_overflow"));
    QCOMPARE(json[QLatin1String("params")].toObject()[QLatin1String("adapters")].toInteger(), 512);

    // Settings apply in order; r = 0 has no crossing or saturation week.
    run = runLorafleet({QStringLiteral("eval"), QStringLiteral("--set"), QStringLiteral("adapters=1"),
                        QStringLiteral("--set=catalog_growth_per_week=0"), QStringLiteral("--set"),
                        QStringLiteral("pool_gb=100"), QStringLiteral("--set"), QStringLiteral("pool_gb=90"),
                        QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    json = lastLineJson(run.out);
    // 54 + 27 + 90 GB on a 141 GB GPU: whatever K = 1 would say, the setup does not fit.
    QCOMPARE(json[QLatin1String("verdict")].toString(), QStringLiteral("does_not_fit"));
    QVERIFY(json[QLatin1String("crossing_week")].isNull());
    QVERIFY(json[QLatin1String("saturation_week")].isNull());
    QCOMPARE(json[QLatin1String("memory_fits")].toBool(), false);
    QCOMPARE(json[QLatin1String("memory_over_gb")].toDouble(), 30.0);
    QCOMPARE(json[QLatin1String("pool_capacity")].toInteger(), 335);
}

void TestCli::evalTable()
{
    const Run run = runLorafleet({QStringLiteral("eval")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("Pool capacity (pool-fit boundary)")));
    QVERIFY(run.out.contains(QStringLiteral("223 adapters")));
    QVERIFY(run.out.contains(QStringLiteral("29.78 x")));
    // Past 10^15 dollars the digits a double does not hold print as zeros, not binary noise.
    const Run huge = runLorafleet({QStringLiteral("eval"), QStringLiteral("--set"),
                                   QStringLiteral("gpu_price_per_hour=1e12"), QStringLiteral("--set"),
                                   QStringLiteral("adapters=1e12")});
    QVERIFY2(
        huge.out.contains(QStringLiteral("dedicated             $730,000,000,000,000,000,000,000,000\n")),
        qPrintable(huge.out));
    // The verdict in the words of the window and the report.
    QVERIFY(run.out.contains(QStringLiteral("Verdict: Multiplex all 32 adapters on 2 GPUs")));
    QVERIFY(run.out.contains(
        QStringLiteral("  Multiplex: all 32 adapters fit in the pool. One multiplexed GPU")));
    QVERIFY(run.out.contains(QStringLiteral("paper")) &&
            !run.out.contains(QStringLiteral("Fixed LoRA overhead")));
    const Run engine =
        runLorafleet({QStringLiteral("eval"), QStringLiteral("--preset"), QStringLiteral("vllm-h100")});
    QCOMPARE(engine.exitCode, 0);
    QVERIFY(engine.out.contains(QStringLiteral("engine (docs/model.md)")));
    QVERIFY(engine.out.contains(QStringLiteral("Fixed LoRA overhead")) &&
            engine.out.contains(QStringLiteral("Pool hit rate")));
    // Every label fits its column, so the values line up (a plan that dedicates adds the longest rows).
    const Run plan =
        runLorafleet({QStringLiteral("eval"), QStringLiteral("--set"), QStringLiteral("model=engine"),
                      QStringLiteral("--set"), QStringLiteral("adapters=6")});
    QCOMPARE(plan.exitCode, 0);
    QVERIFY(plan.out.contains(QStringLiteral("Plan's savings per month (per year)")));
    int rows = 0;
    for (const QString &line : plan.out.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("Verdict")))
            break; // the verdict's words follow the table
        if (!line.startsWith(QLatin1String("  ")) || line.size() < 41 || line.at(2) == QLatin1Char(' '))
            continue;
        ++rows;
        QVERIFY2(line.at(39) == QLatin1Char(' ') && line.at(40) != QLatin1Char(' '), qPrintable(line));
    }
    QVERIFY(rows > 20);
}

void TestCli::invalidInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("zero batch") << QStringList{"eval", "--set", "batch=0", "--json"}
                                << QStringList{"batch", "0", "from 1 to 4096"};
    QTest::newRow("nan skew") << QStringList{"eval", "--set", "skew=nan"}
                              << QStringList{"skew", "nan", "from 0 to 20"};
    QTest::newRow("unknown key") << QStringList{"eval", "--set", "adapterz=3"}
                                 << QStringList{"adapterz", "3", "adapters, skew, batch"};
    QTest::newRow("no equals") << QStringList{"eval", "--set", "adapters"}
                               << QStringList{"adapters", "KEY=VALUE"};
    QTest::newRow("ceiling below start") << QStringList{"eval", "--set", "catalog_ceiling=10"}
                                         << QStringList{"catalog_ceiling", "10", "catalog_start (32)"};
    QTest::newRow("unknown command") << QStringList{"evaluate"} << QStringList{"evaluate"};
    QTest::newRow("unknown option") << QStringList{"eval", "--jsn"} << QStringList{"jsn"};
    // An empty file name is said to be one, not quoted as ": it is , not a file".
    for (const QStringList &command :
         {QStringList{"fit-log", ""}, QStringList{"validate", ""}, QStringList{"eval", "--scenario", ""}})
        QTest::newRow(qPrintable(command.constFirst() + QStringLiteral(" of an empty name")))
            << command << QStringList{"lorafleet: No file was named: the file name is empty."};
}

void TestCli::invalidInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, mentions);
    const Run run = runLorafleet(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QCOMPARE(run.err.trimmed().count(u'\n'), 0); // one line
    for (const QString &mention : mentions)
        QVERIFY2(run.err.contains(mention), qPrintable(run.err));
    QVERIFY(!run.err.contains(QStringLiteral("nan"), Qt::CaseSensitive) ||
            mentions.contains(QStringLiteral("nan")));
}

// A pool the GPU cannot hold beside the base and the KV cache: the verdict says so, in words and in JSON,
// not "multiplex".
void TestCli::evalSaysWhenTheSetupDoesNotFit()
{
    const QStringList tooLarge{QStringLiteral("eval"), QStringLiteral("--set"),
                               QStringLiteral("pool_gb=100")};
    const Run text = runLorafleet(tooLarge);
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QStringLiteral("\nDoes not fit on the GPU")), qPrintable(text.out));
    QVERIFY2(!text.out.contains(QStringLiteral("Verdict:")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("over by 40")), qPrintable(text.out));
    const Run json = runLorafleet(tooLarge + QStringList{QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.out.contains(QStringLiteral("\"verdict\":\"does_not_fit\"")), qPrintable(json.out));
}

// "lorafleet VERSION", the commit when built from a checkout, then the licence as GNU tools print
// theirs; exit 0. In Korean the licence's identifier stays as it is.
void TestCli::version()
{
    const QRegularExpression first(QStringLiteral("^lorafleet \\d+\\.\\d+\\.\\d+( \\(git [0-9a-f]+\\))?$"));
    for (const QString &option : {QStringLiteral("--version"), QStringLiteral("-v")}) {
        const Run run = runLorafleet({option});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY2(run.out.endsWith(u'\n'), qPrintable(run.out));
        const QStringList lines = run.out.chopped(1).split(u'\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY2(first.match(lines[0]).hasMatch(), qPrintable(run.out));
        QCOMPARE(lines[1],
                 QStringLiteral("License GPL-3.0-or-later: GNU GPL version 3 or later "
                                "<https://gnu.org/licenses/gpl.html>."));
        QCOMPARE(lines[3], QStringLiteral("There is NO WARRANTY, to the extent permitted by law."));
    }
    const Run korean =
        runLorafleet({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("--version")});
    QCOMPARE(korean.exitCode, 0);
    QVERIFY2(korean.out.contains(QStringLiteral("\n라이선스 GPL-3.0-or-later: GNU GPL 버전 3")),
             qPrintable(korean.out));
    // An invalid --lang is ignored, as whatever else follows the option.
    const Run invalid =
        runLorafleet({QStringLiteral("--version"), QStringLiteral("--lang"), QStringLiteral("xx")});
    QCOMPARE(invalid.exitCode, 0);
    QVERIFY2(invalid.out.contains(QStringLiteral("\nLicense GPL-3.0-or-later: ")), qPrintable(invalid.out));
}

// One licence everywhere it is named: the AppStream metadata's project_license, the Debian package's
// copyright file (the paragraph for every file), Help → About and --version.
void TestCli::licenceIsTheSameEverywhere()
{
    const auto read = [](const QString &path) {
        QFile file(QStringLiteral(LORAFLEET_SOURCE_DIR "/") + path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    };
    const QRegularExpression projectLicence(QStringLiteral("<project_license>([^<]*)</project_license>"));
    const QString appStream =
        projectLicence
            .match(read(QStringLiteral("resources/desktop/io.github.lorafleet.lorafleet.metainfo.xml")))
            .captured(1);
    QCOMPARE(appStream, QStringLiteral("GPL-3.0-or-later"));

    // DEP-5: paragraphs apart by blank lines; the one with "Files: *" names the licence of everything.
    QString copyright;
    for (const QString &paragraph :
         read(QStringLiteral("resources/debian/copyright")).split(QStringLiteral("\n\n"))) {
        const QStringList fields = paragraph.split(u'\n');
        if (fields.contains(QStringLiteral("Files: *"))) {
            for (const QString &field : fields) {
                if (field.startsWith(QLatin1String("License: ")))
                    copyright = field.mid(9).trimmed();
            }
        }
    }
    QCOMPARE(copyright, appStream);

    const QString about = lorafleet::About::appText();
    QVERIFY2(about.contains(QStringLiteral("(%1)").arg(appStream)), qPrintable(about));

    const Run run = runLorafleet({QStringLiteral("--version")});
    const QStringList lines = run.out.split(u'\n');
    QVERIFY2(lines.size() > 1 && lines[1].startsWith(QStringLiteral("License %1: ").arg(appStream)),
             qPrintable(run.out));
}

void TestCli::help()
{
    const Run run = runLorafleet({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    for (const lorafleet::ParamInfo &info : lorafleet::paramInfos()) {
        QVERIFY2(run.out.contains(QString::fromUtf8(info.key.data(), qsizetype(info.key.size()))),
                 info.key.data());
        if (!info.unit.empty())
            QVERIFY(run.out.contains(QString::fromUtf8(info.unit.data(), qsizetype(info.unit.size()))));
    }
    QVERIFY(run.out.contains(QStringLiteral("pool_gb [GB]  default 60")));
    // Every command and option a user can give is in the help.
    for (const char *usage : {"fit-log FILE", "simulate [SCENARIO]", "sensitivity [SCENARIO]",
                              "flags [--engine vllm|sglang|lorax|trtllm]", "compare A B",
                              "--out DIR [--format png|svg|pdf|csv|report]",
                              "--view charts|phase-map|sensitivity", "--no-caption"})
        QVERIFY2(run.out.contains(QLatin1String(usage)), usage);
    QVERIFY(run.out.contains(QStringLiteral("eval")));
    const Run evalHelp = runLorafleet({QStringLiteral("eval"), QStringLiteral("--help")});
    QCOMPARE(evalHelp.exitCode, 0);
    QVERIFY(evalHelp.out.contains(QStringLiteral("skew_bands")));
}

void TestCli::exportWithoutDisplay()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("charts"));
    const Run run =
        runLorafleet({QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--scale"),
                      QStringLiteral("2"), QStringLiteral("--set"), QStringLiteral("adapters=100")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    for (const char *name : {"fleet-advantage.png", "overhead.png", "catalog-growth.png", "breakeven.png"}) {
        const QImage image(out + u'/' + QLatin1String(name));
        QVERIFY2(!image.isNull(), name);
        QCOMPARE(image.size(), QSize(2400, 1500));
    }
    const Run badScale = runLorafleet({QStringLiteral("export"), QStringLiteral("--out"), out,
                                       QStringLiteral("--scale"), QStringLiteral("9")});
    QCOMPARE(badScale.exitCode, 2);
    QVERIFY(badScale.err.contains(QStringLiteral("--scale 9 is not valid")));
    const Run noOut = runLorafleet({QStringLiteral("export")});
    QCOMPARE(noOut.exitCode, 2);
    QVERIFY(noOut.err.contains(QStringLiteral("--out")));
}

void TestCli::screenshotWithoutDisplay()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("window.png"));
    const Run run = runLorafleet({QStringLiteral("screenshot"), QStringLiteral("--out"), out,
                                  QStringLiteral("--size"), QStringLiteral("1280x720")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(QImage(out).size(), QSize(1280, 720));

    // The smallest size accepted: exactly that many pixels, or a refusal naming the smallest the window
    // takes, and no file (it was written 1019x654 before).
    const QString small = dir.filePath(QStringLiteral("small.png"));
    const Run tiny = runLorafleet({QStringLiteral("screenshot"), QStringLiteral("--out"), small,
                                   QStringLiteral("--size"), QStringLiteral("640x400")});
    if (tiny.exitCode == 0) {
        QCOMPARE(QImage(small).size(), QSize(640, 400));
    } else {
        QCOMPARE(tiny.exitCode, 2);
        QVERIFY2(tiny.err.contains(QStringLiteral("cannot be drawn that small")), qPrintable(tiny.err));
        QVERIFY(!QFile::exists(small));
    }
}

// A headless screenshot in another theme neither reads nor writes the user's settings: the window keeps
// its own theme, and nothing appears in the configuration folder.
void TestCli::screenshotLeavesTheSettingsAlone()
{
    QTemporaryDir config;
    QTemporaryDir dir;
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(LORAFLEET_EXECUTABLE),
                  {QStringLiteral("screenshot"), QStringLiteral("--out"),
                   dir.filePath(QStringLiteral("w.png")), QStringLiteral("--theme"), QStringLiteral("dark"),
                   QStringLiteral("--size"), QStringLiteral("1280x720")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("w.png"))));
    QStringList written;
    QDirIterator it(config.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        written << it.next();
    QVERIFY2(written.isEmpty(), qPrintable(written.join(u' ')));
}

// The cost chart's table from the command line, which never draws the chart: a row per plotted K, the
// current K among them, and there the three fleets' costs as `eval --json` gives them (it held only
// "adapters K,model" when the chart's table came from what it last drew).
void TestCli::exportCsvHasTheCosts_data()
{
    QTest::addColumn<QStringList>("settings");
    QTest::newRow("paper") << QStringList{};
    QTest::newRow("engine") << QStringList{QStringLiteral("model=engine")};
    QTest::newRow("paper, K beyond the dense grid")
        << QStringList{QStringLiteral("adapters=5000"), QStringLiteral("gpu_price_per_hour=2.5")};
    QTest::newRow("engine, K = 157") << QStringList{QStringLiteral("model=engine"),
                                                    QStringLiteral("adapters=157")};
}

void TestCli::exportCsvHasTheCosts()
{
    QFETCH(QStringList, settings);
    QStringList scenario;
    for (const QString &setting : settings)
        scenario << QStringLiteral("--set") << setting;
    QTemporaryDir dir;
    const Run run = runLorafleet(QStringList{QStringLiteral("export"), QStringLiteral("--out"), dir.path(),
                                             QStringLiteral("--format"), QStringLiteral("csv")} +
                                 scenario);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const Run eval = runLorafleet(QStringList{QStringLiteral("eval"), QStringLiteral("--json")} + scenario);
    QCOMPARE(eval.exitCode, 0);
    const QJsonObject figures = lastLineJson(eval.out);
    const double adapters = figures[QLatin1String("params")].toObject()[QLatin1String("adapters")].toDouble();
    QVERIFY(adapters >= 1);

    QFile file(dir.filePath(QStringLiteral("cost.csv")));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    const QStringList lines = QString::fromUtf8(file.readAll()).trimmed().split(u'\n');
    // The engine model's table adds the multiplexed fleet's held-out band, as eval --json gives it at K.
    const bool engine = figures[QLatin1String("model")].toString() == QLatin1String("engine");
    const QStringList header = lines.front().split(u',');
    const QStringList expectedHeader = engine
        ? QStringList{"adapters K",
                      "multiplexed [USD/month]",
                      "multiplexed_low [USD/month]",
                      "multiplexed_high [USD/month]",
                      "dedicated [USD/month]",
                      "operating rule [USD/month]",
                      "model"}
        : QStringList{"adapters K", "multiplexed [USD/month]", "dedicated [USD/month]",
                      "operating rule [USD/month]", "model"};
    QCOMPARE(header, expectedHeader);
    const auto column = [&](const char *name) { return int(header.indexOf(QString::fromLatin1(name))); };
    QVERIFY2(lines.size() > 30, qPrintable(QString::number(lines.size())));
    bool foundCurrent = false;
    double previousK = 0;
    for (qsizetype row = 1; row < lines.size(); ++row) {
        const QStringList fields = lines[row].split(u',');
        QCOMPARE(fields.size(), header.size());
        const double k = fields[0].toDouble();
        QVERIFY(k > previousK);
        previousK = k;
        for (int c = 1; c + 1 < fields.size(); ++c)
            QVERIFY2(fields[c].toDouble() > 0, qPrintable(lines[row]));
        if (k != adapters)
            continue;
        foundCurrent = true;
        const auto same = [](double table, double json) {
            return std::abs(table - json) <= 1e-9 * std::abs(json);
        };
        const auto check = [&](const char *name, const char *key) {
            QVERIFY2(same(fields[column(name)].toDouble(), figures[QLatin1String(key)].toDouble()),
                     qPrintable(lines[row] + u' ' + QLatin1String(key)));
        };
        check("multiplexed [USD/month]", "cost_multiplex_per_month");
        check("dedicated [USD/month]", "cost_dedicated_per_month");
        check("operating rule [USD/month]", "cost_hybrid_per_month");
        if (engine) {
            check("multiplexed_low [USD/month]", "cost_multiplex_per_month_low");
            check("multiplexed_high [USD/month]", "cost_multiplex_per_month_high");
        }
        QCOMPARE(fields.back(), figures[QLatin1String("model")].toString());
    }
    QVERIFY2(foundCurrent, "no row at the scenario's K");
}

void TestCli::exportEveryFormat()
{
    QTemporaryDir dir;
    for (const char *format : {"svg", "pdf", "csv"}) {
        const Run run = runLorafleet({QStringLiteral("export"), QStringLiteral("--out"), dir.path(),
                                      QStringLiteral("--format"), QLatin1String(format),
                                      QStringLiteral("--theme"), QStringLiteral("dark")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        for (const char *stem : {"cost", "fleet-advantage", "overhead", "catalog-growth", "breakeven"}) {
            QFile file(dir.filePath(QLatin1String(stem) + u'.' + QLatin1String(format)));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const QByteArray head = file.read(64);
            if (QLatin1String(format) == QLatin1String("pdf"))
                QVERIFY(head.startsWith("%PDF"));
            else if (QLatin1String(format) == QLatin1String("svg"))
                QVERIFY(head.contains("<?xml"));
            else
                QVERIFY(head.contains(','));
        }
    }
    // The dark theme reaches the files: the SVG's background is the dark one.
    QFile svg(dir.filePath(QStringLiteral("overhead.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().toLower().contains("#1c2026"));
    const Run report = runLorafleet({QStringLiteral("export"), QStringLiteral("--out"), dir.path(),
                                     QStringLiteral("--format"), QStringLiteral("report"),
                                     QStringLiteral("--preset"), QStringLiteral("b200")});
    QCOMPARE(report.exitCode, 0);
    QFile pdf(dir.filePath(QStringLiteral("report.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(4) == "%PDF");
    const Run badFormat = runLorafleet({QStringLiteral("export"), QStringLiteral("--out"), dir.path(),
                                        QStringLiteral("--format"), QStringLiteral("gif")});
    QCOMPARE(badFormat.exitCode, 2);
    QVERIFY(badFormat.err.contains(QStringLiteral("png, svg, pdf, csv, report")));
    const Run badTheme = runLorafleet({QStringLiteral("export"), QStringLiteral("--out"), dir.path(),
                                       QStringLiteral("--theme"), QStringLiteral("neon")});
    QCOMPARE(badTheme.exitCode, 2);
}

// Every exported chart carries the scenario's caption line; --no-caption leaves it out of each format.
void TestCli::exportCaptionAndNoCaption()
{
    const QString caption = QStringLiteral("GPU 141 GB · K = 32 · s = 1 · batch 32 · pool 60 GB · $5.00/h · "
                                           "paper model · model output, not a measurement");
    // Pixels other than white in the bottom strip's left part, where only the caption is drawn.
    const auto ink = [](const QImage &image) {
        int count = 0;
        for (int y = image.height() - 22; y < image.height(); ++y)
            for (int x = 0; x < 400; ++x)
                count += image.pixelColor(x, y).lightness() < 200;
        return count;
    };
    QTemporaryDir dir;
    for (const bool withCaption : {true, false}) {
        const QString out = dir.filePath(withCaption ? QStringLiteral("with") : QStringLiteral("without"));
        for (const char *format : {"png", "svg"}) {
            QStringList arguments{QStringLiteral("--lang"),
                                  QStringLiteral("en"),
                                  QStringLiteral("export"),
                                  QStringLiteral("--out"),
                                  out,
                                  QStringLiteral("--format"),
                                  QLatin1String(format)};
            if (!withCaption)
                arguments << QStringLiteral("--no-caption");
            const Run run = runLorafleet(arguments);
            QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        }
        for (const char *stem : {"cost", "fleet-advantage", "overhead", "catalog-growth", "breakeven"}) {
            const QImage image(out + u'/' + QLatin1String(stem) + QStringLiteral(".png"));
            QCOMPARE(image.size(), QSize(1200, 750));
            QVERIFY2(withCaption ? ink(image) > 100 : ink(image) == 0, stem);
            QFile svg(out + u'/' + QLatin1String(stem) + QStringLiteral(".svg"));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            QCOMPARE(QString::fromUtf8(svg.readAll()).contains(caption), withCaption);
        }
    }
}

void TestCli::koreanExportsAndHelp()
{
    const auto hasHangul = [](const QString &text) {
        return std::any_of(text.begin(), text.end(),
                           [](QChar c) { return c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3; });
    };
    QTemporaryDir dir;
    const QString ko = dir.filePath(QStringLiteral("ko"));
    const QString en = dir.filePath(QStringLiteral("en"));
    for (const QString &format : {QStringLiteral("svg"), QStringLiteral("png")}) {
        QCOMPARE(runLorafleet({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("export"),
                               QStringLiteral("--out"), ko, QStringLiteral("--format"), format})
                     .exitCode,
                 0);
        QCOMPARE(runLorafleet({QStringLiteral("export"), QStringLiteral("--lang=en"), QStringLiteral("--out"),
                               en, QStringLiteral("--format"), format})
                     .exitCode,
                 0);
    }
    // Korean text is text in the SVG...
    QFile svg(ko + QStringLiteral("/fleet-advantage.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(hasHangul(QString::fromUtf8(svg.readAll())));
    QFile englishSvg(en + QStringLiteral("/fleet-advantage.svg"));
    QVERIFY(englishSvg.open(QIODevice::ReadOnly));
    QVERIFY(!hasHangul(QString::fromUtf8(englishSvg.readAll())));
    // ...and drawn in the PNG, which differs from the English one.
    const QImage korean(ko + QStringLiteral("/fleet-advantage.png"));
    const QImage english(en + QStringLiteral("/fleet-advantage.png"));
    QCOMPARE(korean.size(), english.size());
    QVERIFY(korean != english);

    const Run help = runLorafleet({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(hasHangul(help.out));
    QVERIFY(help.out.contains(QStringLiteral("pool_gb"))); // keys stay keys
    const Run error = runLorafleet({QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("eval"),
                                    QStringLiteral("--set"), QStringLiteral("batch=0")});
    QCOMPARE(error.exitCode, 2);
    QVERIFY(hasHangul(error.err) && error.err.contains(QStringLiteral("batch")) &&
            error.err.contains(QStringLiteral("4096")));
    const Run bad = runLorafleet({QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("eval")});
    QCOMPARE(bad.exitCode, 2);
}

void TestCli::presetsAndScenarioFiles()
{
    const Run list = runLorafleet({QStringLiteral("presets")});
    QCOMPARE(list.exitCode, 0);
    for (const char *id : {"paper-default", "flat-traffic", "skewed-traffic", "quantised-base", "h100-sxm",
                           "h200", "b200", "gh200", "a100-pcie-80gb"})
        QVERIFY2(list.out.contains(QLatin1String(id)), id);

    Run run = runLorafleet({QStringLiteral("eval"), QStringLiteral("--preset"), QStringLiteral("h100-sxm"),
                            QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(lastLineJson(run.out)[QLatin1String("params")].toObject()[QLatin1String("hbm_gb")].toDouble(),
             80.0);

    // A scenario saved by the app reads back identically on the command line, --set applied after it.
    QTemporaryDir dir;
    lorafleet::Scenario scenario;
    scenario.name = QStringLiteral("Exact numbers");
    scenario.params.adapters = 4321;
    scenario.params.skew = 0.1 + 0.2;
    scenario.params.adapterGb = 1.0 / 3.0;
    scenario.params.skewBands = {0.7, 1.3};
    const QString path = dir.filePath(QStringLiteral("exact.json"));
    QString error;
    QVERIFY(lorafleet::saveScenarioFile(path, scenario, &error));
    run =
        runLorafleet({QStringLiteral("eval"), QStringLiteral("--scenario"), path, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QCOMPARE(lastLineJson(run.out)[QLatin1String("params")].toObject(),
             lorafleet::paramsToJson(scenario.params));
    run = runLorafleet({QStringLiteral("eval"), QStringLiteral("--scenario"), path, QStringLiteral("--set"),
                        QStringLiteral("adapters=5"), QStringLiteral("--json")});
    QCOMPARE(lastLineJson(run.out)[QLatin1String("params")].toObject()[QLatin1String("adapters")].toInteger(),
             5);
    QCOMPARE(lastLineJson(run.out)[QLatin1String("params")].toObject()[QLatin1String("skew")].toDouble(),
             0.1 + 0.2);

    // Warnings go to stderr and do not change the exit status.
    QFile partial(dir.filePath(QStringLiteral("partial.json")));
    QVERIFY(partial.open(QIODevice::WriteOnly));
    partial.write(
        R"({"format": "lorafleet-scenario", "version": 1, "params": {"adapters": 64, "colour": "red"}})");
    partial.close();
    run = runLorafleet(
        {QStringLiteral("eval"), QStringLiteral("--scenario"), partial.fileName(), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("warning")) && run.err.contains(QStringLiteral("colour")),
             qPrintable(run.err));
    QCOMPARE(lastLineJson(run.out)[QLatin1String("params")].toObject()[QLatin1String("adapters")].toInteger(),
             64);
}

void TestCli::refusedScenarioFile()
{
    QTemporaryDir dir;
    QFile broken(dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write(R"({"format": "lorafleet-scenario", "version": 1, "params": {"batch": 0}})");
    broken.close();
    for (const QString &command :
         {QStringLiteral("eval"), QStringLiteral("export"), QStringLiteral("screenshot")}) {
        QStringList arguments{command, QStringLiteral("--scenario"), broken.fileName()};
        if (command != QLatin1String("eval"))
            arguments << QStringLiteral("--out") << dir.filePath(QStringLiteral("out"));
        const Run run = runLorafleet(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("batch = 0 is not valid")), qPrintable(run.err));
        QCOMPARE(run.err.trimmed().count(u'\n'), 0);
    }
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out"))));
    const Run both = runLorafleet({QStringLiteral("eval"), QStringLiteral("--scenario"), broken.fileName(),
                                   QStringLiteral("--preset"), QStringLiteral("h200")});
    QCOMPARE(both.exitCode, 2);
    const Run unknown =
        runLorafleet({QStringLiteral("eval"), QStringLiteral("--preset"), QStringLiteral("h900")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("paper-default")));
}

// Control characters from the command line never reach the terminal raw, and one error is one line.
void TestCli::hostileTextIsEscaped_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("shown"); // how the hostile part appears in the message
    const QString escape = QStringLiteral("\x1b[31mred\x1b[0m");
    QTest::newRow("value") << QStringList{"eval", "--set", "adapters=" + escape}
                           << QStringLiteral("\\x1b[31mred");
    QTest::newRow("newline in value")
        << QStringList{"eval", "--set", "skew=1\nlorafleet: fine"} << QStringLiteral("1\\nlorafleet: fine");
    QTest::newRow("key") << QStringList{"eval", "--set",
                                        "\x07"
                                        "bell=1"}
                         << QStringLiteral("\\x07bell");
    QTest::newRow("no equals") << QStringList{"eval", "--set", "bad\rline"} << QStringLiteral("bad\\rline");
    QTest::newRow("command") << QStringList{"\x1b]0;title\x07"} << QStringLiteral("\\x1b]0;title\\x07");
    QTest::newRow("theme") << QStringList{"export", "--out", "/tmp/x", "--theme", "dark\x1b[2J"}
                           << QStringLiteral("dark\\x1b[2J");
    QTest::newRow("file") << QStringList{"eval", "--scenario", "/nonexistent/\x1b[2J.json"}
                          << QStringLiteral("\\x1b[2J.json");
    QTest::newRow("underflow") << QStringList{"eval", "--set", "skew=1e-400"}
                               << QStringLiteral("is too small to store as a number");
    QTest::newRow("long value") << QStringList{"eval", "--set", "skew=" + QString(100000, u'9')}
                                << QStringLiteral("99999…");
}

void TestCli::hostileTextIsEscaped()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, shown);
    const Run run = runLorafleet(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(shown), qPrintable(run.err));
    QCOMPARE(run.err.count(u'\n'), 1); // exactly one line
    for (const QChar c : run.err.chopped(1))
        QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x7f, qPrintable(run.err.toUtf8().toHex()));
    QVERIFY2(run.err.size() < 1000, qPrintable(QString::number(run.err.size())));
}

// `lorafleet FILE` opens FILE in the window whatever its name; a refused one says why (exit 2), and
// only a word that is no file is an unknown command.
void TestCli::scenarioFileOfAnyName()
{
    QTemporaryDir dir;
    const QString text = dir.filePath(QStringLiteral("notes.txt"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("hello");
    file.close();
    // The window opens anyway and shows why in its dialog (tst_openrefused); the reason is on stderr too.
    const Run refused =
        runLorafleet({text, QStringLiteral("--quit-after-paint")}, QStringLiteral("offscreen"));
    QCOMPARE(refused.exitCode, 0);
    QVERIFY2(refused.out.contains(QStringLiteral("first paint")), qPrintable(refused.out));
    QVERIFY2(refused.err.contains(QStringLiteral("does not start like a scenario")), qPrintable(refused.err));
    QVERIFY(!refused.err.contains(QStringLiteral("unknown command")));
    // --scenario FILE is FILE: the window and its dialog, not exit 2. A preset is no file of the user's.
    const Run option =
        runLorafleet({QStringLiteral("--scenario"), text, QStringLiteral("--quit-after-paint")},
                     QStringLiteral("offscreen"));
    QCOMPARE(option.exitCode, 0);
    QVERIFY2(option.out.contains(QStringLiteral("first paint")), qPrintable(option.out));
    QVERIFY2(option.err.contains(QStringLiteral("does not start like a scenario")), qPrintable(option.err));
    const Run preset =
        runLorafleet({QStringLiteral("--preset"), QStringLiteral("nosuch")}, QStringLiteral("offscreen"));
    QCOMPARE(preset.exitCode, 2);
    QVERIFY2(preset.err.contains(QStringLiteral("There is no preset \"nosuch\"")), qPrintable(preset.err));
    const Run unknown = runLorafleet({QStringLiteral("frobnicate")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("unknown command")), qPrintable(unknown.err));
}

// A full disk: every command that writes exits non-zero with the reason, leaves no partial file,
// and leaves an earlier good file exactly as it was.
void TestCli::failedWritesOnAFullDisk_data()
{
    QTest::addColumn<QStringList>("arguments"); // %1 is the folder on the full disk
    QTest::addColumn<QString>("written"); // a file the command writes, relative to it
    QTest::newRow("screenshot") << QStringList{"screenshot", "--out", "%1/window.png", "--size", "1280x720"}
                                << QStringLiteral("window.png");
    for (const char *format : {"png", "svg", "pdf", "csv"})
        QTest::newRow(format) << QStringList{"export", "--out", "%1", "--format", format}
                              << QStringLiteral("fleet-advantage.%1").arg(QLatin1String(format));
    QTest::newRow("report") << QStringList{"export", "--out", "%1", "--format", "report"}
                            << QStringLiteral("report.pdf");
}

void TestCli::failedWritesOnAFullDisk()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, written);
    lorafleet::testing::FullDisk disk(4 * 1024 * 1024);
    LORAFLEET_REQUIRE_FULL_DISK(disk);
    for (QString &argument : arguments)
        argument.replace(QStringLiteral("%1"), disk.path());
    // A first run succeeds; the disk is then filled and the same command run again.
    const Run good = runLorafleet(arguments);
    QVERIFY2(good.exitCode == 0, qPrintable(good.err));
    QFile first(disk.filePath(written));
    QVERIFY(first.open(QIODevice::ReadOnly));
    const QByteArray before = first.readAll();
    first.close();
    QVERIFY(before.size() > 0);
    const QStringList entries = disk.entries();
    QVERIFY(disk.fill());
    arguments << QStringLiteral("--set") << QStringLiteral("adapters=100"); // different content
    const Run full = runLorafleet(arguments);
    QVERIFY2(full.exitCode == 1, qPrintable(QStringLiteral("exit %1: %2").arg(full.exitCode).arg(full.err)));
    QVERIFY2(full.err.contains(QStringLiteral("the disk is full")), qPrintable(full.err));
    QCOMPARE(full.err.trimmed().count(u'\n'), 0); // one line
    QVERIFY(first.open(QIODevice::ReadOnly));
    QCOMPARE(first.readAll(), before); // the earlier good file is intact
    QCOMPARE(disk.entries(), entries); // no partial or temporary file
}

void TestCli::evalJsonEngineFields()
{
    for (const QString &model : {QStringLiteral("paper"), QStringLiteral("engine")}) {
        const Run run = runLorafleet({QStringLiteral("eval"), QStringLiteral("--set"),
                                      QStringLiteral("model=") + model, QStringLiteral("--set"),
                                      QStringLiteral("adapters=1000"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = lastLineJson(run.out);
        QCOMPARE(json[QLatin1String("model")].toString(), model);
        QCOMPARE(json[QLatin1String("params")].toObject()[QLatin1String("model")].toString(), model);
        for (const char *key : {"gpu_capacity_multiplexed", "gpu_capacity_dedicated", "batch_effective",
                                "pool_hit_rate", "overhead_fixed", "overhead_memory"})
            QVERIFY2(json[QLatin1String(key)].isDouble(), key);
        const double hit = json[QLatin1String("pool_hit_rate")].toDouble();
        QVERIFY(hit > 0.3 && hit < 1); // 223 of 1000 adapters resident, Zipf 1
        QCOMPARE(json[QLatin1String("batch_effective")].toDouble(), 32.0);
        const double total = json[QLatin1String("overhead_total")].toDouble();
        QVERIFY(std::abs(json[QLatin1String("gpu_capacity_dedicated")].toDouble() /
                             json[QLatin1String("gpu_capacity_multiplexed")].toDouble() -
                         1 - total) < 1e-9);
        QCOMPARE(json[QLatin1String("overhead_fixed")].toDouble() > 0, model == QLatin1String("engine"));
    }
}

void TestCli::validateCommand()
{
    const Run run = runLorafleet({QStringLiteral("validate"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("S-LoRA, A100-80GB, S1")));
    const QJsonObject json = lastLineJson(run.out);
    QCOMPARE(json.keys(), QStringList{QStringLiteral("datasets")});
    const QJsonArray datasets = json[QLatin1String("datasets")].toArray();
    QCOMPARE(datasets.size(), 18);
    int relative = 0;
    for (const QJsonValue dataset : datasets) {
        const QJsonObject set = dataset.toObject();
        // Tables without a reference point (TensorRT-LLM's) are read absolutely: nothing fitted.
        if (set[QLatin1String("mode")].toString() == QLatin1String("absolute")) {
            QVERIFY(set[QLatin1String("fitted")].isNull());
            continue;
        }
        ++relative;
        for (const char *key :
             {"name", "source", "role", "mode", "engine", "fixed_lora_cost_source", "fitted", "max_abs_error",
              "mean_abs_error", "baseline_max_abs_error", "points"})
            QVERIFY2(set.contains(QLatin1String(key)), key);
        QCOMPARE(set[QLatin1String("mode")].toString(), QStringLiteral("relative"));
        const QJsonObject source = set[QLatin1String("source")].toObject();
        QCOMPARE(source[QLatin1String("repo")].toString(), QStringLiteral("S-LoRA/S-LoRA"));
        QCOMPARE(source[QLatin1String("commit")].toString().size(), 40);
        QVERIFY(set[QLatin1String("max_abs_error")].toDouble() <= 0.05);
        // Better than "nothing changes with K" on every table.
        QVERIFY(set[QLatin1String("mean_abs_error")].toDouble() <
                set[QLatin1String("baseline_mean_abs_error")].toDouble());
        for (const QJsonValue point : set[QLatin1String("points")].toArray())
            QCOMPARE(point.toObject().keys(),
                     (QStringList{QStringLiteral("adapters"), QStringLiteral("baseline_error"),
                                  QStringLiteral("error"), QStringLiteral("measured"),
                                  QStringLiteral("measured_ratio"), QStringLiteral("predicted"),
                                  QStringLiteral("predicted_ratio")}));
    }
    QCOMPARE(relative, 3);
    // --absolute fits nothing: no table reports a fitted value.
    const Run absolute =
        runLorafleet({QStringLiteral("validate"), QStringLiteral("--absolute"), QStringLiteral("--json")});
    QCOMPARE(absolute.exitCode, 0);
    for (const QJsonValue dataset : lastLineJson(absolute.out)[QLatin1String("datasets")].toArray()) {
        QCOMPARE(dataset.toObject()[QLatin1String("mode")].toString(), QStringLiteral("absolute"));
        QVERIFY(dataset.toObject()[QLatin1String("fitted")].isNull());
    }
    // A file given by name; a bad one is refused with its reason and exit status 2.
    const Run one =
        runLorafleet({QStringLiteral("validate"),
                      QStringLiteral(LORAFLEET_SOURCE_DIR "/resources/validation/slora-a100-80-s4.json")});
    QCOMPARE(one.exitCode, 0);
    QVERIFY(one.out.contains(QStringLiteral("S4")) && !one.out.contains(QStringLiteral("S1:")));
    const Run bad = runLorafleet({QStringLiteral("validate"), QStringLiteral("/nonexistent.json")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("could not be opened")));
}

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

QStringList sortedKeys(const QJsonObject &object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

} // namespace

// A request log and the counts table of the same traffic give the same fit; the JSON line has exactly the
// issue's fields.
void TestCli::fitLogJson()
{
    QTemporaryDir dir;
    QByteArray log = "ts,adapter\n";
    QByteArray counts = "adapter,count\n";
    const int perAdapter[] = {400, 150, 90, 60, 30, 20, 10, 5};
    int second = 0;
    for (int a = 0; a < 8; ++a) {
        counts += "lora-" + QByteArray::number(a) + "," + QByteArray::number(perAdapter[a]) + "\n";
        for (int i = 0; i < perAdapter[a]; ++i)
            log += QByteArray::number(1796032800 + 36 * second++) + ",lora-" + QByteArray::number(a) + "\n";
    }
    log += "oops,lora-1\n";
    const Run fromLog =
        runLorafleet({QStringLiteral("fit-log"), writeFile(dir, QStringLiteral("log.csv"), log),
                      QStringLiteral("--json")});
    QCOMPARE(fromLog.exitCode, 0);
    const QJsonObject a = lastLineJson(fromLog.out);
    QCOMPARE(sortedKeys(a),
             (QStringList{"adapters", "bad_lines", "demand_peak_factor", "ks_distance", "requests",
                          "requests_per_month", "skew", "skew_ci", "stray_timestamps"}));
    QCOMPARE(a.value("requests").toInteger(), 765);
    QCOMPARE(a.value("adapters").toInteger(), 8);
    QCOMPARE(a.value("bad_lines").toInteger(), 1);
    // 765 requests 36 s apart: 764 gaps of 36 s, per month of 730 hours.
    QCOMPARE(a.value("requests_per_month").toDouble(), 764.0 / (764.0 * 36.0) * 730.0 * 3600.0);
    // From an hour's start, 100 requests in each of 7 full clock hours and 65 in the eighth: the peak
    // hour's 100 against the mean hour's 765 / 8.
    QCOMPARE(a.value("demand_peak_factor").toDouble(), 100.0 / (765.0 / 8.0));
    const QJsonArray ci = a.value("skew_ci").toArray();
    QCOMPARE(ci.size(), 2);
    QVERIFY(ci[0].toDouble() <= a.value("skew").toDouble() && a.value("skew").toDouble() <= ci[1].toDouble());
    QVERIFY(a.value("skew").toDouble() > 1.0 && a.value("skew").toDouble() < 3.0);
    QVERIFY(fromLog.out.contains(QStringLiteral("line 767: the time is not ISO 8601 or Unix seconds")));

    const Run fromCounts =
        runLorafleet({QStringLiteral("fit-log"), writeFile(dir, QStringLiteral("counts.csv"), counts),
                      QStringLiteral("--json")});
    QCOMPARE(fromCounts.exitCode, 0);
    const QJsonObject b = lastLineJson(fromCounts.out);
    QCOMPARE(b.value("requests"), a.value("requests"));
    QCOMPARE(b.value("adapters"), a.value("adapters"));
    QCOMPARE(b.value("skew"), a.value("skew"));
    QCOMPARE(b.value("skew_ci"), a.value("skew_ci"));
    QCOMPARE(b.value("ks_distance"), a.value("ks_distance"));
    QVERIFY(b.value("requests_per_month").isNull());
    QVERIFY(b.value("demand_peak_factor").isNull());
    QCOMPARE(b.value("bad_lines").toInteger(), 0);

    // Columns named on the command line.
    const Run named = runLorafleet(
        {QStringLiteral("fit-log"), writeFile(dir, QStringLiteral("named.csv"), "when,who\n1,a\n2,b\n3,a\n"),
         QStringLiteral("--adapter-column"), QStringLiteral("who"), QStringLiteral("--time-column"),
         QStringLiteral("when"), QStringLiteral("--json")});
    QCOMPARE(named.exitCode, 0);
    QCOMPARE(lastLineJson(named.out).value("requests").toInteger(), 3);
    QCOMPARE(lastLineJson(named.out).value("requests_per_month").toDouble(), 2.0 / 2.0 * 730.0 * 3600.0);
}

void TestCli::fitLogRefusals_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x00\x00",
                                          8)
                            << "this is a binary file";
    QTest::newRow("empty") << QByteArray() << "the file is empty";
    QTest::newRow("no adapter column") << QByteArray("a,b\n1,2\n") << "no adapter column";
    QTest::newRow("one adapter") << QByteArray("adapter\nx\nx\n") << "every request is for one adapter";
    QTest::newRow("one adapter, other lines bad")
        << QByteArray("adapter,timestamp\nx,1\ny,never\nx,2\nz,soon\n")
        << "the requests read are all for one adapter (\"x\") and 2 other lines are bad (line 3: the time "
           "is not ISO "
           "8601 or Unix seconds): no skew to fit";
}

void TestCli::fitLogRefusals()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const Run run = runLorafleet({QStringLiteral("fit-log"), writeFile(dir, QStringLiteral("x.log"), bytes)});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QCOMPARE(run.err.count(u'\n'), 1);
    QVERIFY(run.out.isEmpty());
    const Run none = runLorafleet({QStringLiteral("fit-log")});
    QCOMPARE(none.exitCode, 2);
}

// "Cannot create the folder X." said no reason: it names the file in the way now.
void TestCli::exportSaysWhyNoFolder()
{
    QTemporaryDir dir;
    const QString file = writeFile(dir, QStringLiteral("plain"), "not a folder");
    const Run run =
        runLorafleet({QStringLiteral("export"), QStringLiteral("--out"), file + QStringLiteral("/charts"),
                      QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("is a file, not a folder")), qPrintable(run.err));
}

void TestCli::simulateJson()
{
    const QStringList arguments{
        QStringLiteral("simulate"),  QStringLiteral("--set"), QStringLiteral("adapters=1000000"),
        QStringLiteral("--batches"), QStringLiteral("4000"),  QStringLiteral("--seed"),
        QStringLiteral("5"),         QStringLiteral("--json")};
    const Run run = runLorafleet(arguments);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = lastLineJson(run.out);
    QCOMPARE(sortedKeys(json),
             (QStringList{"batches", "distinct_out_of_pool", "distinct_resident", "pool_hit_rate"}));
    QCOMPARE(json.value("batches").toInteger(), 4000);
    for (const char *key : {"distinct_resident", "distinct_out_of_pool"})
        QCOMPARE(sortedKeys(json.value(key).toObject()), (QStringList{"analytic", "mean", "p5", "p95"}));
    QCOMPARE(sortedKeys(json.value("pool_hit_rate").toObject()), (QStringList{"analytic", "simulated"}));
    // The pinned pool's hit rate H(C)/H(K): 4000 batches of 32 put the simulated one within 0.01.
    const QJsonObject hit = json.value("pool_hit_rate").toObject();
    QVERIFY(std::abs(hit.value("simulated").toDouble() - hit.value("analytic").toDouble()) < 0.01);
    const QJsonObject out = json.value("distinct_out_of_pool").toObject();
    QVERIFY(std::abs(out.value("mean").toDouble() - out.value("analytic").toDouble()) < 0.3);
    // The same seed, the same numbers.
    QCOMPARE(lastLineJson(runLorafleet(arguments).out), json);
    const Run bad =
        runLorafleet({QStringLiteral("simulate"), QStringLiteral("--batches"), QStringLiteral("0")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("--batches 0 is not valid")));
    // At most 1,048,576 requests in all, so that a simulation ends within a second: at a batch of 1024 the
    // default draws 1024 batches, and more batches than that are refused by name.
    const Run big =
        runLorafleet({QStringLiteral("simulate"), QStringLiteral("--set"), QStringLiteral("adapters=1e12"),
                      QStringLiteral("--set"), QStringLiteral("batch=1024"), QStringLiteral("--json")});
    QCOMPARE(big.exitCode, 0);
    QCOMPARE(lastLineJson(big.out).value("batches").toInteger(), 1024);
    const Run tooMany =
        runLorafleet({QStringLiteral("simulate"), QStringLiteral("--set"), QStringLiteral("batch=1024"),
                      QStringLiteral("--batches"), QStringLiteral("1025")});
    QCOMPARE(tooMany.exitCode, 2);
    QVERIFY2(tooMany.err.contains(QStringLiteral("--batches 1025 is too many at 1024 requests a batch: at "
                                                 "most 1024 (1048576 requests in all)")),
             qPrintable(tooMany.err));
}

// fit-log --out writes the fit into a scenario: Zipf(s), or with --empirical the log's own shares, which
// eval then uses (its figures differ from Zipf's on traffic Zipf does not fit) and names.
void TestCli::fitLogWritesAnEmpiricalScenario()
{
    using namespace lorafleet;
    QTemporaryDir dir;
    // Two tiers: 5 heavy adapters with 1000 requests each, 200 light ones with 10 each (KS distance large).
    QByteArray counts = "adapter,count\n";
    for (int a = 0; a < 5; ++a)
        counts += "heavy-" + QByteArray::number(a) + ",1000\n";
    for (int a = 0; a < 200; ++a)
        counts += "light-" + QByteArray::number(a) + ",10\n";
    const QString log = writeFile(dir, QStringLiteral("counts.csv"), counts);
    const QString zipfPath = dir.filePath(QStringLiteral("zipf.json"));
    const QString empiricalPath = dir.filePath(QStringLiteral("empirical.json"));
    const Run zipf = runLorafleet({QStringLiteral("fit-log"), log, QStringLiteral("--out"), zipfPath});
    QCOMPARE(zipf.exitCode, 0);
    // Two requests a microsecond apart: 2.6e12 requests a month, over the scenario's 1e12. The scenario
    // takes 1e12, and says so (it was silent); a stray timestamp is named and counted.
    QByteArray fast = "adapter,timestamp\n";
    for (int i = 0; i < 300; ++i)
        fast += "a" + QByteArray::number(i % 3) + ",2026-11-30T10:00:00." + QByteArray::number(100000 + i) +
            "Z\n";
    fast += "a1,0\n";
    const Run clamped =
        runLorafleet({QStringLiteral("fit-log"), writeFile(dir, QStringLiteral("fast.csv"), fast),
                      QStringLiteral("--out"), dir.filePath(QStringLiteral("fast.json"))});
    QCOMPARE(clamped.exitCode, 0);
    QVERIFY2(clamped.out.contains(QStringLiteral("requests_per_month = ")) &&
                 clamped.out.contains(
                     QStringLiteral(" from the log is outside its range: the scenario takes 1e+12")),
             qPrintable(clamped.out));
    QVERIFY2(clamped.out.contains(QStringLiteral("Stray timestamps, left out of the span")) &&
                 clamped.out.contains(QStringLiteral("1 (the furthest: 1970-01-01T00:00:00Z)")),
             qPrintable(clamped.out));
    // --out LOG would replace the log: refused (status 2), the log as it was. A write that fails is
    // status 1, as documented (it was 2).
    const Run self = runLorafleet({QStringLiteral("fit-log"), log, QStringLiteral("--out"), log});
    QCOMPARE(self.exitCode, 2);
    QVERIFY2(self.err.contains(QStringLiteral("is the request log itself")), qPrintable(self.err));
    QFile kept(log);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), counts);
    const Run unwritable = runLorafleet({QStringLiteral("fit-log"), log, QStringLiteral("--out"),
                                         dir.filePath(QStringLiteral("missing/zipf.json"))});
    QCOMPARE(unwritable.exitCode, 1);
    QVERIFY(unwritable.err.startsWith(QStringLiteral("lorafleet: ")));
    const Run empirical = runLorafleet({QStringLiteral("fit-log"), log, QStringLiteral("--out"),
                                        empiricalPath, QStringLiteral("--empirical")});
    QCOMPARE(empirical.exitCode, 0);
    QVERIFY(empirical.out.contains(QStringLiteral("Scenario written to")));

    const LoadResult loaded = loadScenarioFile(empiricalPath);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    const Params &params = loaded.scenario->params;
    QCOMPARE(params.adapters, std::int64_t(205));
    QCOMPARE(params.popularity.kind, PopularityKind::Empirical);
    // All 205 adapters fit in the head: exactly the log's shares, no tail.
    QCOMPARE(params.popularity.empirical.head.size(), std::size_t(205));
    QCOMPARE(params.popularity.empirical.head.front(), 1000.0 / 7000.0);
    QCOMPARE(params.popularity.empirical.head.back(), 10.0 / 7000.0);
    QCOMPARE(params.popularity.empirical.tailShare, 0.0);
    QCOMPARE(loadScenarioFile(zipfPath).scenario->params.popularity.kind, PopularityKind::Zipf);

    const Run zipfEval = runLorafleet(
        {QStringLiteral("eval"), QStringLiteral("--scenario"), zipfPath, QStringLiteral("--json")});
    const Run empiricalEval = runLorafleet(
        {QStringLiteral("eval"), QStringLiteral("--scenario"), empiricalPath, QStringLiteral("--json")});
    QCOMPARE(empiricalEval.exitCode, 0);
    const QJsonObject a = lastLineJson(zipfEval.out);
    const QJsonObject b = lastLineJson(empiricalEval.out);
    QCOMPARE(a.value("popularity").toString(), QStringLiteral("zipf"));
    QCOMPARE(b.value("popularity").toString(), QStringLiteral("empirical"));
    QCOMPARE(b.value("top_adapter_share").toDouble(), 1000.0 / 7000.0);
    QVERIFY(a.value("top_adapter_share").toDouble() != b.value("top_adapter_share").toDouble());
    const Run table = runLorafleet({QStringLiteral("eval"), QStringLiteral("--scenario"), empiricalPath});
    QVERIFY2(table.out.contains(QStringLiteral("empirical: 205 adapters as logged")), qPrintable(table.out));

    // --empirical alone has nothing to write to.
    const Run alone = runLorafleet({QStringLiteral("fit-log"), log, QStringLiteral("--empirical")});
    QCOMPARE(alone.exitCode, 2);
    QVERIFY2(alone.err.contains(QStringLiteral("--out")), qPrintable(alone.err));
}

// Issue 25's keys, and the example of docs/model.md ("Fleets and routing"): K = 1000, s = 1, N = 8, C = 8.
void TestCli::evalJsonFleetRouting()
{
    const QStringList example{QStringLiteral("--set"), QStringLiteral("adapters=1000"),
                              QStringLiteral("--set"), QStringLiteral("pool_gb=2.144"),
                              QStringLiteral("--set"), QStringLiteral("replicas=8")};
    const Run defaults = runLorafleet({QStringLiteral("eval"), QStringLiteral("--json")});
    const QJsonObject lb = lastLineJson(defaults.out);
    QCOMPARE(lb[QLatin1String("routing")].toString(), QStringLiteral("load_balanced"));
    QCOMPARE(lb[QLatin1String("load_imbalance")].toDouble(), 1.0);
    QVERIFY(lb[QLatin1String("cheapest_lever")].toObject().contains(QLatin1String("cost_per_month")));
    QVERIFY(!lb.contains(QLatin1String("ttft_ms_p99"))); // engine mode only
    const Run affinity =
        runLorafleet(QStringList{QStringLiteral("eval"), QStringLiteral("--json")} + example +
                     QStringList{QStringLiteral("--set"), QStringLiteral("routing=affinity")});
    QCOMPARE(affinity.exitCode, 0);
    const QJsonObject a = lastLineJson(affinity.out);
    QCOMPARE(a[QLatin1String("routing")].toString(), QStringLiteral("affinity"));
    QCOMPARE(a[QLatin1String("replicas")].toInteger(), 8);
    QVERIFY(std::abs(a[QLatin1String("fleet_hit_rate")].toDouble() - 0.49) < 0.01);
    QVERIFY(std::abs(a[QLatin1String("load_imbalance")].toDouble() - 1.95) < 0.05);
    QCOMPARE(a[QLatin1String("gpus_multiplex")].toDouble(), 8.0);
    const Run engine =
        runLorafleet(QStringList{QStringLiteral("eval"), QStringLiteral("--json")} + example +
                     QStringList{QStringLiteral("--set"), QStringLiteral("model=engine"),
                                 QStringLiteral("--set"), QStringLiteral("routing=replicated")});
    const QJsonObject e = lastLineJson(engine.out);
    QVERIFY(e[QLatin1String("ttft_ms_p99")].toDouble() >= e[QLatin1String("ttft_ms_p95")].toDouble());
    QVERIFY(e[QLatin1String("ttft_ms_p95")].toDouble() >= e[QLatin1String("ttft_ms_p50")].toDouble());
    const Run table = runLorafleet(QStringList{QStringLiteral("eval")} + example);
    QVERIFY2(table.out.contains(QStringLiteral("Fleet hit rate")), qPrintable(table.out));
}

void TestCli::simulateFleetJson()
{
    const Run run =
        runLorafleet({QStringLiteral("simulate"), QStringLiteral("--fleet"), QStringLiteral("--json"),
                      QStringLiteral("--requests"), QStringLiteral("50000"), QStringLiteral("--set"),
                      QStringLiteral("adapters=1000"), QStringLiteral("--set"),
                      QStringLiteral("pool_gb=2.144"), QStringLiteral("--set"), QStringLiteral("replicas=8"),
                      QStringLiteral("--set"), QStringLiteral("routing=affinity")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject fleet = lastLineJson(run.out)[QLatin1String("fleet")].toObject();
    const QJsonObject hit = fleet[QLatin1String("fleet_hit_rate")].toObject();
    QVERIFY(std::abs(hit[QLatin1String("simulated")].toDouble() - hit[QLatin1String("analytic")].toDouble()) <
            0.02);
    const QJsonObject load = fleet[QLatin1String("load_imbalance")].toObject();
    QVERIFY(
        std::abs(load[QLatin1String("simulated")].toDouble() / load[QLatin1String("analytic")].toDouble() -
                 1) < 0.10);
    // The table: the policy as a label's value, and the figures in one column.
    const Run table =
        runLorafleet({QStringLiteral("simulate"), QStringLiteral("--fleet"), QStringLiteral("--requests"),
                      QStringLiteral("50000"), QStringLiteral("--set"), QStringLiteral("replicas=8"),
                      QStringLiteral("--set"), QStringLiteral("routing=affinity")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(QStringLiteral("adapter slots (routing: Affinity), ")),
             qPrintable(table.out));
    for (const QString &line : table.out.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("  ")) && line.size() > 41)
            QVERIFY2(line.at(39) == QLatin1Char(' ') && line.at(40) != QLatin1Char(' '), qPrintable(line));
    const Run refused = runLorafleet({QStringLiteral("simulate"), QStringLiteral("--fleet"),
                                      QStringLiteral("--requests"), QStringLiteral("999999999")});
    QCOMPARE(refused.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
