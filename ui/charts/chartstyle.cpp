// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartstyle.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {
// DejaVu Sans for Latin text; NanumGothic (fonts-nanum, a tenth of Noto CJK's size) carries Hangul
// where DejaVu has none, and Noto Sans CJK where a system has it instead.
QFont chartFont()
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setFamilies(
        {QStringLiteral("DejaVu Sans"), QStringLiteral("NanumGothic"), QStringLiteral("Noto Sans CJK KR")});
    return font;
}
} // namespace

ChartStyle ChartStyle::light()
{
    ChartStyle style;
    style.font = chartFont();
    return style;
}

ChartStyle ChartStyle::dark()
{
    ChartStyle style = light();
    style.name = QStringLiteral("dark");
    style.background = QColor(0x1c, 0x20, 0x26);
    style.foreground = QColor(0xee, 0xf0, 0xf3);
    style.grid = QColor(0x33, 0x39, 0x41);
    style.muted = QColor(0x9a, 0xa3, 0xad);
    style.boundary = QColor(0xc3, 0x9b, 0xf0);
    // Okabe-Ito again, with the dark blue lifted so that it reads on the dark background.
    style.bands = {QColor(0x56, 0xb4, 0xe9), QColor(0xe6, 0x9f, 0x00), QColor(0x1f, 0xc0, 0x8f),
                   QColor(0xe0, 0x8f, 0xbf), QColor(0x4c, 0x9b, 0xe8), QColor(0xf0, 0xe4, 0x42)};
    style.restream = QColor(0x4c, 0x9b, 0xe8);
    style.hostlink = QColor(0xf0, 0x7c, 0x2a);
    style.fixedOverhead = QColor(0x1f, 0xc0, 0x8f);
    style.memoryOverhead = QColor(0xe0, 0x8f, 0xbf);
    style.breakeven = QColor(0x56, 0xb4, 0xe9);
    style.topShare = QColor(0xf0, 0x7c, 0x2a);
    style.dedicatedRegion = QColor(0xf0, 0x7c, 0x2a, 0x50);
    style.savingsRegion = QColor(0x1f, 0xc0, 0x8f, 0x48);
    style.warning = QColor(0xff, 0x6b, 0x6b);
    style.pinned = {QColor(0xe6, 0x9f, 0x00), QColor(0x1f, 0xc0, 0x8f), QColor(0x56, 0xb4, 0xe9),
                    QColor(0xee, 0xf0, 0xf3)};
    return style;
}

ChartStyle ChartStyle::highContrast()
{
    ChartStyle style = light();
    style.name = QStringLiteral("high-contrast");
    style.foreground = QColor(0, 0, 0);
    style.grid = QColor(0xc8, 0xc8, 0xc8);
    style.muted = QColor(0x40, 0x40, 0x40);
    style.boundary = QColor(0x5a, 0x00, 0x9e);
    // Saturated Okabe-Ito colours: pale ones wash out on a projector.
    style.bands = {QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x9e, 0x73),
                   QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9), QColor(0xe6, 0x9f, 0x00)};
    style.restream = QColor(0x00, 0x5a, 0x9c);
    style.hostlink = QColor(0xc0, 0x4a, 0x00);
    style.fixedOverhead = QColor(0x00, 0x80, 0x5c);
    style.memoryOverhead = QColor(0xa8, 0x3e, 0x80);
    style.breakeven = QColor(0x00, 0x5a, 0x9c);
    style.topShare = QColor(0xc0, 0x4a, 0x00);
    style.dedicatedRegion = QColor(0xd5, 0x5e, 0x00, 0x60);
    style.savingsRegion = QColor(0x00, 0x9e, 0x73, 0x58);
    style.pinned = {QColor(0xe6, 0x9f, 0x00), QColor(0xa8, 0x3e, 0x80), QColor(0x56, 0xb4, 0xe9),
                    QColor(0, 0, 0)};
    style.font.setWeight(QFont::DemiBold);
    style.titlePointSize = 13.5;
    style.labelPointSize = 11;
    style.tickPointSize = 10;
    style.lineWidth = 3;
    style.currentLineWidth = 5;
    return style;
}

ChartStyle ChartStyle::named(const QString &name)
{
    if (name == QLatin1String("dark"))
        return dark();
    if (name == QLatin1String("high-contrast"))
        return highContrast();
    return light();
}

QStringList ChartStyle::names()
{
    return {QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("high-contrast")};
}

ChartStyle ChartStyle::scaled(double factor) const
{
    ChartStyle style = *this;
    style.titlePointSize *= factor;
    style.labelPointSize *= factor;
    style.tickPointSize *= factor;
    style.lineWidth *= factor;
    style.currentLineWidth *= factor;
    return style;
}

namespace {

double relativeLuminance(const QColor &color)
{
    const auto linear = [](double channel) {
        return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = color.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) + 0.0722 * linear(rgb.blueF());
}

} // namespace

double contrastRatio(const QColor &a, const QColor &b)
{
    const double first = relativeLuminance(a);
    const double second = relativeLuminance(b);
    return (std::max(first, second) + 0.05) / (std::min(first, second) + 0.05);
}

QColor textColorOn(const QColor &fill)
{
    const QColor white(Qt::white);
    const QColor dark(0x1a, 0x1a, 0x1a);
    return contrastRatio(white, fill) >= contrastRatio(dark, fill) ? white : dark;
}

} // namespace lorafleet
