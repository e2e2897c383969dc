// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/chartcommands.h"

#include "app/cli.h"
#include "app/scenariooptions.h"
#include "app/screenshotscale.h"
#include "charts/chartstyle.h"
#include "export/batchexport.h"
#include "io/atomicwrite.h"
#include "text/safetext.h"
#include "window/mainwindow.h"
#include "window/viewswitcher.h"

#include <QBuffer>
#include <QDir>
#include <QPixmap>

#include <algorithm>

namespace lorafleet {

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
    const QCommandLineOption noCaptionOption(QStringLiteral("no-caption"), QStringLiteral("No caption."));
    parser.addOptions({outOption, formatOption, scaleOption, theme, noCaptionOption});
    if (const auto status = parseArguments(parser, arguments))
        return *status;
    if (!parser.isSet(outOption) || parser.value(outOption).isEmpty())
        return fail(CommandLine::tr("export needs --out DIR"));
    const auto format = exportFormatFromName(parser.value(formatOption));
    if (!format)
        return fail(CommandLine::tr("--format %1 is not valid: expected one of %2")
                        .arg(parser.value(formatOption), exportFormatNames().join(QStringLiteral(", "))));
    bool ok = false;
    const double scale = parser.value(scaleOption).toDouble(&ok);
    if (!ok || !(scale >= kMinExportScale && scale <= kMaxExportScale))
        return fail(CommandLine::tr("--scale %1 is not valid: expected a number from 1 to 4")
                        .arg(safeText(parser.value(scaleOption))));
    if (const auto status = checkTheme(parser.value(theme)))
        return *status;
    Scenario scenario;
    if (const auto status = scenarioOptions.resolve(parser, scenario))
        return *status;
    const ExportResult result =
        BatchExport::write(scenario, parser.value(outOption), *format, scale,
                           ChartStyle::named(parser.value(theme)), !parser.isSet(noCaptionOption));
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
    const QCommandLineOption viewOption(QStringLiteral("view"), QStringLiteral("View."),
                                        QStringLiteral("VIEW"), QStringLiteral("charts"));
    const QCommandLineOption scaleOption = screenshotScaleOption();
    parser.addOptions({outOption, sizeOption, theme, presentOption, viewOption, scaleOption});
    if (const auto status = parseArguments(parser, arguments))
        return *status;
    if (!parser.isSet(outOption))
        return fail(CommandLine::tr("screenshot needs --out FILE"));
    const QStringList size = parser.value(sizeOption).split(u'x');
    const int width = size.size() == 2 ? size[0].toInt() : 0;
    const int height = size.size() == 2 ? size[1].toInt() : 0;
    if (width < 640 || height < 400 || width > 7680 || height > 4320)
        return fail(CommandLine::tr("--size %1 is not valid: expected WxH from 640x400 to 7680x4320")
                        .arg(safeText(parser.value(sizeOption))));
    int refused = 0;
    const auto logical = screenshotWindowSize(parser.value(scaleOption), parser.value(sizeOption),
                                              QSize(width, height), refused);
    if (!logical)
        return refused;
    if (const auto status = checkTheme(parser.value(theme)))
        return *status;
    const QStringList views{QStringLiteral("charts"), QStringLiteral("phase-map"),
                            QStringLiteral("sensitivity"), QStringLiteral("bridge")};
    const qsizetype view = views.indexOf(parser.value(viewOption));
    if (view < 0)
        return fail(CommandLine::tr("--view %1 is not valid: expected one of %2")
                        .arg(safeText(parser.value(viewOption)), views.join(QStringLiteral(", "))));
    Scenario scenario;
    if (const auto status = scenarioOptions.resolve(parser, scenario))
        return *status;
    MainWindow window(nullptr, Settings::Storage::Scratch); // --theme is not the window's saved theme
    window.views()->setView(ViewSwitcher::View(view));
    window.setTheme(parser.value(theme));
    window.setParams(scenario.params);
    window.resize(*logical); // drawn at --scale pixels per logical pixel: exactly --size pixels
    window.show();
    if (const auto status = checkScreenshotPixelRatio(window, parser.value(scaleOption)))
        return *status;
    if (parser.isSet(presentOption))
        window.setPresentationMode(true, false); // at the size asked for, not the offscreen screen's
    window.renderNow();
    QCoreApplication::processEvents();
    window.renderNow();
    // Encoded in memory, then written all or nothing: a failure never destroys an earlier good shot.
    QByteArray png;
    QBuffer buffer(&png);
    const QPixmap shot = window.grab();
    // Exactly the pixels asked for, or nothing: a window that cannot be laid out that small is refused
    // rather than written larger than asked.
    if (shot.size() != QSize(width, height))
        return fail(CommandLine::tr("--size %1: the window cannot be drawn that small; the smallest size it "
                                    "takes with this scenario and language is %2x%3")
                        .arg(safeText(parser.value(sizeOption)))
                        .arg(std::max(width, shot.width()))
                        .arg(std::max(height, shot.height())));
    const bool encoded = buffer.open(QIODevice::WriteOnly) && shot.save(&buffer, "PNG");
    const QString path = parser.value(outOption);
    const WriteResult written = encoded
        ? writeFileAtomically(path, png)
        : WriteResult{false, CommandLine::tr("the window could not be drawn")};
    if (!written) {
        err() << "lorafleet: "
              << CommandLine::tr("cannot write %1: %2")
                     .arg(safeText(QDir::toNativeSeparators(path), kShownPathChars), written.reason)
              << Qt::endl;
        return 1;
    }
    return 0;
}

void quietOffscreenNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")) ||
        message.contains(QLatin1String("does not support propagateSizeHints")))
        return;
    err() << qFormatLogMessage(type, context, message) << Qt::endl;
}

} // namespace lorafleet
