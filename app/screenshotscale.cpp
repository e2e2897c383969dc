// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/screenshotscale.h"

#include "app/cli.h"
#include "text/safetext.h"

#include <QWidget>

#include <cmath>

namespace lorafleet {

namespace {

// The smallest window the screenshot lays out, in logical pixels (the --size limit at scale 1).
constexpr QSize kSmallestWindow(640, 400);
constexpr int kMaxScreenshotScale = 4;

// 1 to 4, whole: a window of size / N logical pixels needs N to divide the size.
std::optional<int> wholeScale(const QString &text)
{
    bool ok = false;
    const int scale = text.toInt(&ok);
    if (!ok || scale < 1 || scale > kMaxScreenshotScale)
        return std::nullopt;
    return scale;
}

} // namespace

QCommandLineOption screenshotScaleOption()
{
    return {QStringLiteral("scale"), QStringLiteral("Pixel ratio."), QStringLiteral("N"),
            QStringLiteral("1")};
}

void prepareScreenshotPixelRatio(const QStringList &arguments)
{
    QString value = QStringLiteral("1");
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--scale") && i + 1 < arguments.size())
            value = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--scale=")))
            value = arguments[i].mid(8);
    }
    const int scale = wholeScale(value).value_or(1);
    qputenv("QT_SCALE_FACTOR", QByteArray::number(scale));
    // A ratio per screen would multiply the one asked for.
    qunsetenv("QT_SCREEN_SCALE_FACTORS");
}

std::optional<QSize> screenshotWindowSize(const QString &scaleText, const QString &sizeText, QSize pixels,
                                          int &status)
{
    const auto scale = wholeScale(scaleText);
    if (!scale) {
        status = fail(CommandLine::tr("--scale %1 is not valid: expected a whole number from 1 to 4")
                          .arg(safeText(scaleText)));
        return std::nullopt;
    }
    if (pixels.width() % *scale != 0 || pixels.height() % *scale != 0) {
        status = fail(CommandLine::tr("--size %1 is not valid with --scale %2: the width and the height "
                                      "must both be multiples of %2")
                          .arg(safeText(sizeText))
                          .arg(*scale));
        return std::nullopt;
    }
    const QSize logical = pixels / *scale;
    if (logical.width() < kSmallestWindow.width() || logical.height() < kSmallestWindow.height()) {
        status = fail(CommandLine::tr("--size %1 is not valid with --scale %2: that is a %3x%4 window, "
                                      "and the smallest is %5x%6 (--size %7x%8)")
                          .arg(safeText(sizeText))
                          .arg(*scale)
                          .arg(logical.width())
                          .arg(logical.height())
                          .arg(kSmallestWindow.width())
                          .arg(kSmallestWindow.height())
                          .arg(kSmallestWindow.width() * *scale)
                          .arg(kSmallestWindow.height() * *scale));
        return std::nullopt;
    }
    status = 0;
    return logical;
}

std::optional<int> checkScreenshotPixelRatio(const QWidget &window, const QString &scaleText)
{
    const double ratio = window.devicePixelRatioF();
    if (std::abs(ratio - double(wholeScale(scaleText).value_or(1))) < 1e-9)
        return std::nullopt;
    return fail(CommandLine::tr("--scale %1: the display draws at pixel ratio %2; run without a display "
                                "(QT_QPA_PLATFORM=offscreen)")
                    .arg(safeText(scaleText))
                    .arg(ratio));
}

} // namespace lorafleet
