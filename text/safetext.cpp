// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/safetext.h"

namespace lorafleet {

namespace {

// Characters that move the cursor, change how the rest of a line is drawn, or cannot be encoded.
bool needsEscape(char16_t u)
{
    return u < 0x20 || (u >= 0x7F && u <= 0x9F) // C0, DEL, C1 (U+0085 is a line break)
        || u == 0x061C || u == 0x200E || u == 0x200F // bidi marks
        || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) // bidi embeddings and isolates
        || u == 0x2028 || u == 0x2029; // line and paragraph separators
}

QString escaped(char16_t u)
{
    switch (u) {
    case u'\n':
        return QStringLiteral("\\n");
    case u'\r':
        return QStringLiteral("\\r");
    case u'\t':
        return QStringLiteral("\\t");
    default:
        break;
    }
    if (u <= 0xFF)
        return QStringLiteral("\\x%1").arg(uint(u), 2, 16, QLatin1Char('0'));
    return QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
}

QString safe(const QString &text, int maxChars, bool escapeQuote)
{
    QString out;
    qsizetype shown = 0; // characters shown so far: an escape counts its characters, a surrogate pair one
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        const bool pair = c.isHighSurrogate() && i + 1 < size && text.at(i + 1).isLowSurrogate();
        QString piece;
        if (pair)
            piece = text.mid(i, 2); // a whole pair: never cut in half
        else if (c.isSurrogate() || needsEscape(u))
            piece = escaped(u);
        else if (u == u'\\' || (escapeQuote && u == u'"'))
            piece = QString(u'\\') + c;
        else
            piece = c;
        const qsizetype width = pair ? 1 : piece.size();
        if (shown + width > maxChars)
            return out + QChar(0x2026); // …
        out += piece;
        shown += width;
        if (pair)
            ++i;
    }
    return out;
}

} // namespace

QString oneLine(const QString &message)
{
    QString out;
    out.reserve(message.size());
    for (qsizetype i = 0; i < message.size(); ++i) {
        const QChar c = message.at(i);
        const bool paired = c.isHighSurrogate()
            ? i + 1 < message.size() && message.at(i + 1).isLowSurrogate()
            : c.isLowSurrogate() && i > 0 && message.at(i - 1).isHighSurrogate();
        out += (c.isSurrogate() && !paired) || needsEscape(c.unicode()) ? escaped(c.unicode()) : QString(c);
    }
    return out;
}

QString safeText(const QString &text, int maxChars)
{
    return safe(text, maxChars, false);
}

QString safeQuoted(const QString &text, int maxChars)
{
    return u'"' + safe(text, maxChars, true) + u'"';
}

} // namespace lorafleet
