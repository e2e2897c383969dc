// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"

#include "app/chartcommands.h"
#include "app/cli.h"
#include "app/clihelp.h"
#include "app/decisioncommands.h"
#include "app/evalcommand.h"
#include "app/fitlogcommand.h"
#include "app/scenariooptions.h"
#include "app/screenshotscale.h"
#include "app/simulatecommand.h"
#include "app/validatecommand.h"
#include "text/i18n.h"
#include "text/licence.h"
#include "text/safetext.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace lorafleet {

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
        return fail(CommandLine::tr("--lang %1 is not valid: expected ko or en").arg(safeText(language)));
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
        status = fail(CommandLine::tr("give one scenario: a file, --scenario FILE or --preset NAME"));
        return std::nullopt;
    }
    if (files.isEmpty() && !parser.isSet(options.scenario) && !parser.isSet(options.preset) &&
        !parser.isSet(options.set))
        return std::nullopt; // nothing asked for: the window restores the last session
    StartScenario start;
    // `--scenario FILE` is `FILE`: a refused one opens the window with the dialog too. (With --preset as
    // well, resolve() refuses the pair.)
    const bool fromFile =
        !files.isEmpty() || (parser.isSet(options.scenario) && !parser.isSet(options.preset));
    const QString file = files.isEmpty() ? parser.value(options.scenario) : files.constFirst();
    if (fromFile) {
        const LoadResult loaded = loadScenarioFile(file);
        if (!loaded.ok()) {
            fail(fileMessage(file, loaded.error));
            start.refusedFile = file;
            return start;
        }
        start.scenario = *loaded.scenario;
        start.filePath = file;
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
        // "lorafleet 0.1.0 (git 09fe8f6)", then the licence as GNU tools name theirs; exit status 0.
        // Whatever follows the option is ignored, an invalid --lang too.
        QCoreApplication app(argc, argv);
        const QString language = languageArgument(raw);
        installTranslations(resolveLanguage(
            language == QLatin1String("ko") || language == QLatin1String("en") ? language : QString()));
        out() << QCoreApplication::applicationName() << ' ' << QStringLiteral(LORAFLEET_VERSION_FULL) << '\n'
              << CommandLine::tr("License %1: GNU GPL version 3 or later <%2>.\n"
                                 "This is free software: you are free to change and redistribute it.\n"
                                 "There is NO WARRANTY, to the extent permitted by law.")
                     .arg(QLatin1String(kLicenceId), QLatin1String(kLicenceUrl))
              << Qt::endl;
        return 0;
    }
    const bool help = command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help");
    // compare --out writes charts: widgets, so a QApplication (offscreen), as export has.
    const bool drawsCharts =
        command == QLatin1String("compare") &&
        std::any_of(plain.begin(), plain.end(), [](const QString &argument) {
            return argument == QLatin1String("--out") || argument.startsWith(QLatin1String("--out="));
        });
    if (help || command == QLatin1String("eval") || command == QLatin1String("presets") ||
        command == QLatin1String("validate") || command == QLatin1String("fit-log") ||
        command == QLatin1String("simulate") || (isDecisionCommand(command) && !drawsCharts)) {
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
            return runSimulate(arguments);
        if (isDecisionCommand(command))
            return runDecisionCommand(command, arguments);
        return command == QLatin1String("eval") ? runEval(arguments) : runPresets();
    }
    if (command == QLatin1String("export") || command == QLatin1String("screenshot") || drawsCharts) {
        // Charts are widgets and need a QApplication, but never a display: render offscreen unless
        // the caller chose a platform.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietOffscreenNoise);
        if (command == QLatin1String("screenshot"))
            prepareScreenshotPixelRatio(plain);
        QApplication app(argc, argv);
        if (const auto status = setUpLanguage(raw))
            return *status;
        QStringList arguments = plain;
        arguments.removeAt(1);
        if (drawsCharts)
            return runDecisionCommand(command, arguments);
        return command == QLatin1String("export") ? runExport(arguments) : runScreenshot(arguments);
    }
    // Anything else that is not an option is a scenario file to open in the window, whatever its name.
    if (!command.isEmpty() && !command.startsWith(u'-') && !command.endsWith(QLatin1String(".json")) &&
        !QFileInfo::exists(command)) {
        QCoreApplication app(argc, argv);
        if (const auto status = setUpLanguage(raw))
            return *status;
        return fail(CommandLine::tr("unknown command '%1' (try lorafleet --help)").arg(safeText(command)));
    }
    return std::nullopt;
}

} // namespace lorafleet