// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli.h"

#include "text/safetext.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QString fileMessage(const QString &path, const QString &message)
{
    if (path.isEmpty())
        return message;
    return CommandLine::tr("%1: %2").arg(safeText(path, kShownPathChars), message);
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
    out().flush(); // what came before the message stays before it
    err() << "lorafleet: " << oneLine(message) << Qt::endl;
    return kExitInvalidInput;
}

QString fixed(double value, int digits)
{
    return QLocale::c().toString(value, 'f', digits);
}

QLocale tableLocale()
{
    QLocale locale = QLocale::c();
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return locale;
}

QString money(double usd)
{
    const QString sign = usd < 0 ? QStringLiteral("-$") : QStringLiteral("$");
    const double whole = std::round(std::abs(usd));
    // Past 10^15 a double has no cents and, soon after, no units: its digits beyond the 15th are binary
    // noise ("$730,000,000,000,000,012,448,694,272"), so they print as zeros.
    if (!(whole >= 1e15) || !std::isfinite(whole))
        return sign + tableLocale().toString(whole, 'f', 0);
    const QString scientific = QString::number(whole, 'e', 14); // "7.30000000000000e+26"
    const qsizetype e = scientific.indexOf(u'e');
    QString digits = scientific.left(e).remove(u'.');
    digits += QString(int(scientific.mid(e + 1).toInt() - 14), u'0');
    for (qsizetype at = digits.size() - 3; at > 0; at -= 3)
        digits.insert(at, u',');
    return sign + digits;
}

qsizetype terminalColumns(const QString &text)
{
    qsizetype count = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
            (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFF60);
        count += wide ? 2 : 1;
    }
    return count;
}

QString padded(const QString &text, qsizetype width)
{
    return text + QString(std::max<qsizetype>(1, width - terminalColumns(text)), u' ');
}

} // namespace lorafleet
