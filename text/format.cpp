// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/format.h"

#include <QCoreApplication>
#include <QLocale>

#include <charconv>
#include <cmath>
#include <utility>

namespace lorafleet::format {

namespace {

QLocale locale()
{
    return QLocale();
}

// Fixed digits chosen so that about three significant digits show: 0.995, 29.8, 385.
int digitsForThreeSignificant(double value)
{
    const double magnitude = std::abs(value);
    if (magnitude >= 100 || magnitude == 0)
        return 0;
    if (magnitude >= 10)
        return 1;
    if (magnitude >= 1)
        return 2;
    return std::min(6, 2 - static_cast<int>(std::floor(std::log10(magnitude))));
}

// Fixed decimals without trailing zeros: 1.50 → "1.5", 1.00 → "1".
QString trimmedFixed(double value, int decimals)
{
    QString text = locale().toString(value, 'f', decimals);
    const QString point = locale().decimalPoint();
    if (decimals > 0 && text.contains(point)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString withSuffix(double value, const QString &prefix)
{
    const double magnitude = std::abs(value);
    const QString sign = value < 0 ? QStringLiteral("−") : QString();
    struct Scale
    {
        double factor;
        const char *suffix;
    };
    static const Scale scales[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
    for (const Scale &scale : scales) {
        if (magnitude >= scale.factor * 0.9995) {
            const double scaled = magnitude / scale.factor;
            return sign + prefix +
                trimmedFixed(scaled,
                             scaled >= 99.95       ? 0
                                 : scaled >= 9.995 ? 1
                                                   : 2) +
                QLatin1String(scale.suffix);
        }
    }
    return sign + prefix + trimmedFixed(magnitude, magnitude >= 100 ? 0 : 2);
}

// The same with no decimals from 10 up ("$37k", "$119k", "$3.9k", "$1.2M"): a band's ends.
QString briefWithSuffix(double value, const QString &prefix)
{
    const double magnitude = std::abs(value);
    const QString sign = value < 0 ? QStringLiteral("−") : QString();
    static const std::pair<double, const char *> scales[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
    for (const auto &[factor, suffix] : scales)
        if (magnitude >= factor * 0.995) {
            const double scaled = magnitude / factor;
            return sign + prefix + trimmedFixed(scaled, scaled >= 9.95 ? 0 : 1) + QLatin1String(suffix);
        }
    return sign + prefix + trimmedFixed(magnitude, magnitude >= 9.95 ? 0 : 1);
}

// Numbers never show in E notation ("GPU 1E+12대" at K = 10^12): whole numbers in full, fractions fixed.
QString integer(double value)
{
    return locale().toString(std::round(value), 'f', 0);
}

} // namespace

QString multiple(double ratio)
{
    if (!std::isfinite(ratio))
        return QStringLiteral("—");
    if (ratio >= 1e4)
        return withSuffix(ratio, QString()) + QStringLiteral("×");
    return locale().toString(ratio, 'f', digitsForThreeSignificant(ratio)) + QStringLiteral("×");
}

QString percent(double fraction, int digits)
{
    const double value = 100.0 * fraction;
    if (value != 0 && std::abs(value) < std::pow(10.0, -digits))
        return number(value, 2) + QStringLiteral(" %");
    return locale().toString(value, 'f', digits) + QStringLiteral(" %");
}

QString percentPoints(double fraction)
{
    return (fraction >= 0 ? QStringLiteral("+") : QStringLiteral("−")) +
        QCoreApplication::translate("lorafleet::format", "%1 pts")
            .arg(locale().toString(std::abs(100.0 * fraction), 'f', 1));
}

QString money(double usd)
{
    return withSuffix(usd, QStringLiteral("$"));
}

QString moneyPerMonth(double usd)
{
    return QCoreApplication::translate("lorafleet::format", "%1/mo").arg(money(usd));
}

QString compact(double value)
{
    return withSuffix(value, QString());
}

QString adapters(double count)
{
    return integer(count);
}

QString gpus(double count)
{
    return count == 1 ? QCoreApplication::translate("lorafleet::format", "1 GPU")
                      : QCoreApplication::translate("lorafleet::format", "%1 GPUs").arg(number(count, 4));
}

QString moneyRange(double low, double high)
{
    // A band of a quarter either way needs no decimals beyond ten; ends of one scale share its letter
    // ("$37–65k").
    const QString from = briefWithSuffix(low, QStringLiteral("$"));
    const QString to = briefWithSuffix(high, QStringLiteral("$"));
    if (from == to)
        return from;
    if (low >= 0 && from.back().isLetter() && from.back() == to.back())
        return from.chopped(1) + u'–' + to.mid(1);
    return from + u'–' + to;
}

QString moneyRangePerMonth(double low, double high)
{
    return QCoreApplication::translate("lorafleet::format", "%1/mo").arg(moneyRange(low, high));
}

QString gpusRange(double low, double high)
{
    // Three significant digits at any size ("10.1–17.7", "100k"): one figure where both ends read alike.
    const auto count = [](double gpus) {
        return gpus >= 1e4 ? withSuffix(gpus, QString()) : number(gpus, 3);
    };
    const QString from = count(low);
    const QString to = count(high);
    return QCoreApplication::translate("lorafleet::format", "%1 GPUs")
        .arg(from == to ? from : from + u'–' + to);
}

QString millisecondsRange(double low, double high)
{
    return QCoreApplication::translate("lorafleet::format", "%1 ms")
        .arg(number(low, 3) + u'–' + number(high, 3));
}

QString skew(double s)
{
    return number(s, 3);
}

QString number(double value, int significant)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return integer(value);
    const double magnitude = std::abs(value);
    // A fraction far below any figure the model gives reads as 0 rather than as a row of zeros.
    if (magnitude < 1e-15)
        return locale().toString(0.0, 'f', 0);
    const int integerDigits = magnitude >= 1 ? static_cast<int>(std::floor(std::log10(magnitude))) + 1 : 0;
    const int leadingZeros = magnitude < 1 ? -static_cast<int>(std::floor(std::log10(magnitude))) - 1 : 0;
    QString text = locale().toString(value, 'f', std::max(0, significant - integerDigits + leadingZeros));
    // Trim trailing zeros of the fraction: "1.500" reads as "1.5".
    const QString point = locale().decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QString exact(double value)
{
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return integer(value);
    return locale().toString(value, 'f', QLocale::FloatingPointShortest);
}

QString plainNumber(double value)
{
    if (value == std::floor(value) && std::abs(value) < 1e15)
        return QString::number(value, 'f', 0);
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec != std::errc())
        return QString::number(value, 'g', 17);
    return QString::fromLatin1(buffer, qsizetype(end - buffer));
}

QString gigabytes(double gb)
{
    return QCoreApplication::translate("lorafleet::format", "%1 GB").arg(number(gb, 3));
}

QString weeks(double week)
{
    return QCoreApplication::translate("lorafleet::format", "week %1")
        .arg(locale().toString(week, 'f', week == std::floor(week) ? 0 : 1));
}

} // namespace lorafleet::format
