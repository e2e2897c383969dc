#include "commandline.h"

#include "atomicwrite.h"
#include "batchexport.h"
#include "chartstyle.h"
#include "decisioncommands.h"
#include "fitlogcommand.h"
#include "fleetmodel.h"
#include "i18n.h"
#include "jsonio.h"
#include "mainwindow.h"
#include "paramtexts.h"
#include "presets.h"
#include "safetext.h"
#include "scenariofile.h"
#include "simulatecommand.h"
#include "validatecommand.h"
#include "verdict.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <cmath>
#include <cstdio>

namespace lorafleet {

namespace {

constexpr int kExitInvalidInput = 2;
// How much of a user's text a message quotes: enough to recognise it, never a screenful.
constexpr int kShownValueChars = 60;
constexpr int kShownPathChars = 300;

// Translation context of the command line (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::CommandLine)
};

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int fail(const QString &message)
{
    err() << "lorafleet: " << oneLine(message) << Qt::endl;
    return kExitInvalidInput;
}

QString keysHelp()
{
    QString text = Cli::tr("Scenario keys for --set KEY=VALUE (see docs/model.md):") + u'\n';
    const Params defaults;
    for (const ParamInfo &info : paramInfos()) {
        const QString unit = info.unit.empty() ? QString() : QStringLiteral(" [%1]").arg(paramUnit(info));
        text += QStringLiteral("  %1%2  ").arg(paramKey(info), unit) +
            Cli::tr("default %1").arg(qs(paramText(defaults, info))) + QStringLiteral("\n      ") +
            paramMeaning(info) + u' ' + Cli::tr("Valid: %1.").arg(validRangeText(info, defaults)) + u'\n';
    }
    return text;
}

QString generalHelp()
{
    return Cli::tr(
               "Usage: lorafleet [COMMAND] [OPTIONS]\n"
               "LoRA Fleet Explorer: what it costs to serve a catalog of LoRA adapters on one multiplexed\n"
               "GPU versus one dedicated GPU each.\n\n"
               "Without a command, opens the window:\n"
               "  lorafleet [FILE | --scenario FILE | --preset NAME]\n\n"
               "Commands (they need no display):\n"
               "  eval [SCENARIO] [--json]            print the scenario's figures\n"
               "  export --out DIR [SCENARIO] [--format F] [--scale N] [--theme NAME]\n"
               "                                      write the four charts into DIR as fleet-advantage,\n"
               "                                      overhead, catalog-growth and breakeven; F is png\n"
               "                                      (1200 x 750 pixels at scale 1, the default), svg, "
               "pdf,\n"
               "                                      csv (the plotted data), or report (report.pdf: one\n"
               "                                      page with the charts, figures and parameters)\n"
               "  screenshot --out FILE [SCENARIO] [--size WxH] [--theme NAME] [--presentation]\n"
               "                                      render the whole window as PNG (default 1600x1000);\n"
               "                                      themes: light, dark, high-contrast\n"
               "  presets                             list the shipped presets\n"
               "  validate [FILE...] [--json]         the engine model against published measurements (the\n"
               "                                      shipped tables without FILE): per point the measured\n"
               "                                      and predicted ratio to the reference and the error\n"
               "  fit-log FILE [--adapter-column NAME] [--time-column NAME] [--json]\n"
               "                                      fit K, the skew s (95 % interval) and requests per\n"
               "                                      month to a request log (CSV or JSON Lines, ISO 8601 "
               "or\n"
               "                                      Unix-second times) or an adapter,count table\n"
               "  simulate [SCENARIO] [--batches N] [--seed S] [--json]\n"
               "                                      draw N batches (default 10000) from the scenario's\n"
               "                                      popularity: distinct resident and out-of-pool "
               "adapters\n"
               "                                      and the pool hit rate, beside the model's values\n\n"
               "SCENARIO options (in this order):\n"
               "  --scenario FILE   start from a saved scenario file\n"
               "  --preset NAME     start from a shipped preset (see lorafleet presets)\n"
               "  --set KEY=VALUE   then change one value (repeatable; applied in order)\n\n"
               "Other options:\n"
               "  --json            eval: print one JSON object as the last line of output\n"
               "  --out DIR|FILE    export: the folder to write into (created if missing); screenshot: the "
               "file\n"
               "  --scale N         export: pixel ratio of PNG files, 1 to 4 (default 1)\n"
               "  --theme NAME      export, screenshot: light (default), dark or high-contrast\n"
               "  -h, --help        show this help\n"
               "  --lang ko|en      the language of messages and help (default: the system's)\n"
               "  -v, --version     show the version\n\n"
               "Exit status: 0 done, 1 a file could not be written, 2 invalid input (one line on "
               "stderr).\n\n") +
        decisionCommandsHelp() + keysHelp();
}

// The options every subcommand shares: where the scenario comes from and what to change in it.
struct ScenarioOptions
{
    QCommandLineOption scenario{QStringLiteral("scenario"), QStringLiteral("Scenario file."),
                                QStringLiteral("FILE")};
    QCommandLineOption preset{QStringLiteral("preset"), QStringLiteral("Shipped preset."),
                              QStringLiteral("NAME")};
    QCommandLineOption set{QStringLiteral("set"), QStringLiteral("Change one value."),
                           QStringLiteral("KEY=VALUE")};
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show help.")};

    void addTo(QCommandLineParser &parser) const { parser.addOptions({scenario, preset, set, help}); }

    // The scenario the options describe; a refused file or value has printed its message.
    std::optional<int> resolve(const QCommandLineParser &parser, Scenario &result) const
    {
        if (parser.isSet(scenario) && parser.isSet(preset))
            return fail(Cli::tr("use either --scenario or --preset, not both"));
        if (parser.isSet(scenario) || parser.isSet(preset)) {
            const QString source = parser.isSet(scenario) ? parser.value(scenario) : parser.value(preset);
            const LoadResult loaded = parser.isSet(scenario) ? loadScenarioFile(source) : loadPreset(source);
            if (!loaded.ok())
                return fail(Cli::tr("%1: %2").arg(safeText(source, kShownPathChars), loaded.error));
            for (const QString &warning : loaded.warnings) // told, but not an error
                err() << "lorafleet: "
                      << oneLine(Cli::tr("warning: %1: %2").arg(safeText(source, kShownPathChars), warning))
                      << Qt::endl;
            result = *loaded.scenario;
        }
        return applySettings(result.params, parser.values(set));
    }

    // Applies every --set in order; on the first bad one prints its message.
    static std::optional<int> applySettings(Params &params, const QStringList &settings)
    {
        for (const QString &setting : settings) {
            const qsizetype equals = setting.indexOf(u'=');
            if (equals <= 0)
                return fail(Cli::tr("--set %1: expected KEY=VALUE").arg(safeText(setting, kShownValueChars)));
            const std::string key = setting.left(equals).trimmed().toStdString();
            const std::string value = setting.mid(equals + 1).toStdString();
            if (!findParam(key)) {
                QStringList keys;
                for (const ParamInfo &info : paramInfos())
                    keys << qs(info.key);
                return fail(Cli::tr("unknown key '%1' (value %2): expected one of %3")
                                .arg(safeText(qs(key)), safeText(qs(value), kShownValueChars),
                                     keys.join(QStringLiteral(", "))));
            }
            if (const auto error = setParam(params, key, value))
                return fail(validationMessage(*error, params));
        }
        if (const auto errors = validate(params); !errors.empty())
            return fail(validationMessage(errors.front(), params));
        return std::nullopt;
    }
};

// --theme for the commands that draw charts.
QCommandLineOption themeOption()
{
    return {QStringLiteral("theme"), QStringLiteral("Theme."), QStringLiteral("NAME"),
            QStringLiteral("light")};
}

std::optional<int> checkTheme(const QString &name)
{
    if (ChartStyle::names().contains(name))
        return std::nullopt;
    return fail(Cli::tr("--theme %1 is not valid: expected one of %2")
                    .arg(safeText(name), ChartStyle::names().join(QStringLiteral(", "))));
}

// Parses a subcommand's arguments; nothing when they are fine, else the exit status.
std::optional<int> parse(QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << generalHelp();
        out().flush();
        return 0;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(
            Cli::tr("unexpected argument '%1'").arg(safeText(parser.positionalArguments().constFirst())));
    return std::nullopt;
}

} // namespace

void addScenarioOptions(QCommandLineParser &parser)
{
    ScenarioOptions().addTo(parser);
}

std::optional<int> parseScenarioArguments(QCommandLineParser &parser, const QStringList &arguments,
                                          Scenario &scenario)
{
    if (const auto status = parse(parser, arguments))
        return status;
    return ScenarioOptions().resolve(parser, scenario);
}

namespace {

// The C locale with digit grouping: "$1,354,536" whatever the user's locale.
QLocale tableLocale()
{
    QLocale locale = QLocale::c();
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return locale;
}

QString money(double usd)
{
    return (usd < 0 ? QStringLiteral("-$") : QStringLiteral("$")) +
        tableLocale().toString(std::round(std::abs(usd)), 'f', 0);
}

void printTable(const Params &params, const Figures &f)
{
    const QLocale c = tableLocale();
    // Pads by terminal columns: Hangul and other wide characters take two.
    const auto row = [](const QString &label, const QString &value) {
        qsizetype columns = 0;
        for (const QChar c : label)
            columns += (c.unicode() >= 0x1100 && c.unicode() <= 0x115F) ||
                    (c.unicode() >= 0x2E80 && c.unicode() <= 0xA4CF) ||
                    (c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3) ||
                    (c.unicode() >= 0xF900 && c.unicode() <= 0xFAFF) ||
                    (c.unicode() >= 0xFF00 && c.unicode() <= 0xFF60)
                ? 2
                : 1;
        out() << "  " << label << QString(std::max<qsizetype>(1, 36 - columns), u' ') << value << '\n';
    };
    const auto percent = [&](double fraction) {
        return c.toString(100.0 * fraction, 'f', 3) + QStringLiteral(" %");
    };
    const auto number = [&](double value, int digits) { return c.toString(value, 'f', digits); };
    const auto week = [&](const std::optional<double> &w) { return w ? number(*w, 2) : Cli::tr("none"); };

    out() << Cli::tr("LoRA Fleet Explorer: K = %1 adapters, skew s = %2, batch %3, pool %4 GB")
                 .arg(params.adapters)
                 .arg(qs(formatNumber(params.skew)))
                 .arg(params.batch)
                 .arg(qs(formatNumber(params.poolGb)))
          << '\n';
    row(Cli::tr("Pool capacity (pool-fit boundary)"), Cli::tr("%1 adapters").arg(f.poolCapacity));
    row(Cli::tr("Re-stream overhead"), percent(f.overhead.restream));
    row(Cli::tr("Host-link overhead"), percent(f.overhead.hostlink));
    if (f.model == ModelKind::Engine) {
        row(Cli::tr("Fixed LoRA overhead"), percent(f.overhead.fixed));
        row(Cli::tr("Batch lost to the pool's memory"), percent(f.overhead.memory));
    }
    row(Cli::tr("Total overhead per token"), percent(f.overhead.total()));
    row(Cli::tr("Model"),
        f.model == ModelKind::Engine ? Cli::tr("engine (docs/model.md)") : Cli::tr("paper"));
    row(Cli::tr("GPU capacity, multiplexed"),
        Cli::tr("%1 requests/month").arg(number(f.gpuCapacityMultiplexed, 0)));
    row(Cli::tr("GPU capacity, dedicated"),
        Cli::tr("%1 requests/month").arg(number(f.gpuCapacityDedicated, 0)));
    row(Cli::tr("Effective batch"), number(f.batchEffective, 0));
    row(Cli::tr("Pool hit rate"), percent(f.poolHitRate));
    row(Cli::tr("Fleet advantage R"), number(f.fleetAdvantage, 2) + QStringLiteral(" x"));
    row(Cli::tr("GPUs, multiplexed"), number(f.gpusMultiplex, 3));
    row(Cli::tr("GPUs, dedicated"), number(f.gpusDedicated, 3));
    row(Cli::tr("Cost per month, multiplexed"), money(f.costMultiplexPerMonth));
    row(Cli::tr("Cost per month, dedicated"), money(f.costDedicatedPerMonth));
    row(Cli::tr("Savings per month (per year)"),
        QStringLiteral("%1 (%2)").arg(money(f.savingsPerMonth), money(12 * f.savingsPerMonth)));
    row(Cli::tr("Break-even share p*"), percent(f.breakevenShare));
    row(Cli::tr("Top adapter's share p1"), percent(f.topAdapterShare));
    row(Cli::tr("Adapters cheaper dedicated"), QString::number(f.adaptersToDedicate));
    row(Cli::tr("GPU memory B + V + P of M"),
        Cli::tr("%1 of %2 GB, %3")
            .arg(number(f.memoryUsedGb, 1), number(params.hbmGb, 1),
                 f.memoryFits ? Cli::tr("fits")
                              : Cli::tr("does not fit: over by %1 GB").arg(number(f.memoryOverGb, 1))));
    row(Cli::tr("Catalog crosses the boundary, week"), week(f.crossingWeek));
    row(Cli::tr("Catalog saturates, week"), week(f.saturationWeek));
    const VerdictText verdict = verdictText(params, f);
    out() << Cli::tr("Verdict: %1").arg(verdict.headline + u' ' + verdict.detail) << '\n';
    if (!verdict.warning.isEmpty())
        out() << verdict.warning << '\n';
}

int runEval(const QStringList &arguments)
{
    QCommandLineParser parser;
    const ScenarioOptions scenarioOptions;
    scenarioOptions.addTo(parser);
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print one JSON object."));
    parser.addOption(jsonOption);
    if (const auto status = parse(parser, arguments))
        return *status;
    Scenario scenario;
    if (const auto status = scenarioOptions.resolve(parser, scenario))
        return *status;
    const Figures figures = evaluate(scenario.params);
    if (parser.isSet(jsonOption))
        out() << QJsonDocument(figuresToJson(scenario.params, figures)).toJson(QJsonDocument::Compact)
              << '\n';
    else
        printTable(scenario.params, figures);
    out().flush();
    return 0;
}

// Scenario options as for eval, then simulate's own.
int runSimulateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    const ScenarioOptions scenarioOptions;
    scenarioOptions.addTo(parser);
    const SimulateOptions simulateOptions;
    simulateOptions.addTo(parser);
    if (const auto status = parse(parser, arguments))
        return *status;
    Scenario scenario;
    if (const auto status = scenarioOptions.resolve(parser, scenario))
        return *status;
    return runSimulate(parser, simulateOptions, scenario.params);
}

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    const ScenarioOptions scenarioOptions;
    scenarioOptions.addTo(parser);
    const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("Folder."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("Format."),
                                          QStringLiteral("FORMAT"), QStringLiteral("png"));
    const QCommandLineOption scaleOption(QStringLiteral("scale"), QStringLiteral("Pixel ratio."),
                                         QStringLiteral("N"), QStringLiteral("1"));
    const QCommandLineOption theme = themeOption();
    parser.addOptions({outOption, formatOption, scaleOption, theme});
    if (const auto status = parse(parser, arguments))
        return *status;
    if (!parser.isSet(outOption) || parser.value(outOption).isEmpty())
        return fail(Cli::tr("export needs --out DIR"));
    const auto format = exportFormatFromName(parser.value(formatOption));
    if (!format)
        return fail(Cli::tr("--format %1 is not valid: expected one of %2")
                        .arg(parser.value(formatOption), exportFormatNames().join(QStringLiteral(", "))));
    bool ok = false;
    const double scale = parser.value(scaleOption).toDouble(&ok);
    if (!ok || !(scale >= kMinExportScale && scale <= kMaxExportScale))
        return fail(Cli::tr("--scale %1 is not valid: expected a number from 1 to 4")
                        .arg(safeText(parser.value(scaleOption))));
    if (const auto status = checkTheme(parser.value(theme)))
        return *status;
    Scenario scenario;
    if (const auto status = scenarioOptions.resolve(parser, scenario))
        return *status;
    const ExportResult result = BatchExport::write(scenario, parser.value(outOption), *format, scale,
                                                   ChartStyle::named(parser.value(theme)));
    for (const QString &path : result.written)
        out() << path << '\n';
    out().flush();
    if (!result.error.isEmpty()) {
        err() << "lorafleet: " << oneLine(result.error) << Qt::endl;
        return 1;
    }
    return 0;
}

int runScreenshot(const QStringList &arguments)
{
    QCommandLineParser parser;
    const ScenarioOptions scenarioOptions;
    scenarioOptions.addTo(parser);
    const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("PNG file."),
                                       QStringLiteral("FILE"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("Window size."),
                                        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption theme = themeOption();
    const QCommandLineOption presentOption(QStringLiteral("presentation"),
                                           QStringLiteral("Presentation mode."));
    parser.addOptions({outOption, sizeOption, theme, presentOption});
    if (const auto status = parse(parser, arguments))
        return *status;
    if (!parser.isSet(outOption))
        return fail(Cli::tr("screenshot needs --out FILE"));
    const QStringList size = parser.value(sizeOption).split(u'x');
    const int width = size.size() == 2 ? size[0].toInt() : 0;
    const int height = size.size() == 2 ? size[1].toInt() : 0;
    if (width < 640 || height < 400 || width > 7680 || height > 4320)
        return fail(Cli::tr("--size %1 is not valid: expected WxH from 640x400 to 7680x4320")
                        .arg(safeText(parser.value(sizeOption))));
    if (const auto status = checkTheme(parser.value(theme)))
        return *status;
    Scenario scenario;
    if (const auto status = scenarioOptions.resolve(parser, scenario))
        return *status;
    MainWindow window;
    window.setTheme(parser.value(theme));
    window.setParams(scenario.params);
    window.resize(width, height);
    window.show();
    if (parser.isSet(presentOption))
        window.setPresentationMode(true, false); // at the size asked for, not the offscreen screen's
    window.renderNow();
    QCoreApplication::processEvents();
    window.renderNow();
    // Encoded in memory, then written all or nothing: a failure never destroys an earlier good shot.
    QByteArray png;
    QBuffer buffer(&png);
    const bool encoded = buffer.open(QIODevice::WriteOnly) && window.grab().save(&buffer, "PNG");
    const QString path = parser.value(outOption);
    const WriteResult written = encoded ? writeFileAtomically(path, png)
                                        : WriteResult{false, Cli::tr("the window could not be drawn")};
    if (!written) {
        err() << "lorafleet: "
              << Cli::tr("cannot write %1: %2")
                     .arg(safeText(QDir::toNativeSeparators(path), kShownPathChars), written.reason)
              << Qt::endl;
        return 1;
    }
    return 0;
}

int runPresets()
{
    for (const PresetInfo &preset : presets())
        out() << preset.id.leftJustified(18, u' ') << ' ' << preset.name << '\n';
    out().flush();
    return 0;
}

// Qt's offscreen platform says two harmless things on every run; the command's own stderr stays one
// line per problem. Everything else passes through.
void quietOffscreenNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")) ||
        message.contains(QLatin1String("does not support propagateSizeHints")))
        return;
    err() << qFormatLogMessage(type, context, message) << Qt::endl;
}

} // namespace

QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(QLatin1String("--lang=")))
            return arguments[i].mid(7);
    }
    return {};
}

namespace {

// The arguments without --lang (every command accepts it; it is applied before parsing).
QStringList withoutLanguage(QStringList arguments)
{
    for (qsizetype i = 1; i < arguments.size();) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            arguments.remove(i, 2);
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            arguments.remove(i);
        else
            ++i;
    }
    return arguments;
}

// Installs the translation --lang asks for (else the system's), and checks the value.
std::optional<int> setUpLanguage(const QStringList &arguments)
{
    const QString language = languageArgument(arguments);
    if (!language.isEmpty() && language != QLatin1String("ko") && language != QLatin1String("en"))
        return fail(Cli::tr("--lang %1 is not valid: expected ko or en").arg(safeText(language)));
    installTranslations(resolveLanguage(language));
    return std::nullopt;
}

} // namespace

std::optional<StartScenario> scenarioFromArguments(const QStringList &arguments, int &status)
{
    QCommandLineParser parser;
    const ScenarioOptions options;
    parser.addOptions({options.scenario, options.preset, options.set});
    parser.addOption(QCommandLineOption(QStringLiteral("quit-after-paint")));
    status = 0;
    if (!parser.parse(withoutLanguage(arguments))) {
        status = fail(parser.errorText());
        return std::nullopt;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1 ||
        (!files.isEmpty() && (parser.isSet(options.scenario) || parser.isSet(options.preset)))) {
        status = fail(Cli::tr("give one scenario: a file, --scenario FILE or --preset NAME"));
        return std::nullopt;
    }
    if (files.isEmpty() && !parser.isSet(options.scenario) && !parser.isSet(options.preset) &&
        !parser.isSet(options.set))
        return std::nullopt; // nothing asked for: the window restores the last session
    StartScenario start;
    if (!files.isEmpty()) {
        const LoadResult loaded = loadScenarioFile(files.constFirst());
        if (!loaded.ok()) {
            status = fail(Cli::tr("%1: %2").arg(safeText(files.constFirst(), kShownPathChars), loaded.error));
            return std::nullopt;
        }
        start.scenario = *loaded.scenario;
        start.filePath = files.constFirst();
        if (const auto failed =
                ScenarioOptions::applySettings(start.scenario.params, parser.values(options.set))) {
            status = *failed;
            return std::nullopt;
        }
        return start;
    }
    if (const auto failed = options.resolve(parser, start.scenario)) {
        status = *failed;
        return std::nullopt;
    }
    if (parser.isSet(options.scenario))
        start.filePath = parser.value(options.scenario);
    return start;
}

std::optional<int> runHeadlessCommand(int &argc, char **argv)
{
    QStringList raw;
    for (int i = 0; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    const QStringList plain = withoutLanguage(raw);
    const QString command = plain.size() > 1 ? plain[1] : QString();
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out() << "lorafleet " << LORAFLEET_VERSION_FULL << '\n';
        return 0;
    }
    const bool help = command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help");
    if (help || command == QLatin1String("eval") || command == QLatin1String("presets") ||
        command == QLatin1String("validate") || command == QLatin1String("fit-log") ||
        command == QLatin1String("simulate") || isDecisionCommand(command)) {
        QCoreApplication app(argc, argv);
        if (const auto status = setUpLanguage(raw))
            return *status;
        if (help) {
            out() << generalHelp();
            return 0;
        }
        QStringList arguments = plain;
        arguments.removeAt(1); // the command; the parser sees "lorafleet --set ..."
        if (command == QLatin1String("validate"))
            return runValidate(arguments);
        if (command == QLatin1String("fit-log"))
            return runFitLog(arguments);
        if (command == QLatin1String("simulate"))
            return runSimulateCommand(arguments);
        if (isDecisionCommand(command))
            return runDecisionCommand(command, arguments);
        return command == QLatin1String("eval") ? runEval(arguments) : runPresets();
    }
    if (command == QLatin1String("export") || command == QLatin1String("screenshot")) {
        // Charts are widgets and need a QApplication, but never a display: render offscreen unless
        // the caller chose a platform.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietOffscreenNoise);
        QApplication app(argc, argv);
        if (const auto status = setUpLanguage(raw))
            return *status;
        QStringList arguments = plain;
        arguments.removeAt(1);
        return command == QLatin1String("export") ? runExport(arguments) : runScreenshot(arguments);
    }
    // Anything else that is not an option is a scenario file to open in the window, whatever its name.
    if (!command.isEmpty() && !command.startsWith(u'-') && !command.endsWith(QLatin1String(".json")) &&
        !QFileInfo::exists(command)) {
        QCoreApplication app(argc, argv);
        if (const auto status = setUpLanguage(raw))
            return *status;
        return fail(Cli::tr("unknown command '%1' (try lorafleet --help)").arg(safeText(command)));
    }
    return std::nullopt;
}

} // namespace lorafleet
