// SPDX-License-Identifier: GPL-3.0-or-later
// The checker's tokens: texts (with their escapes), numbers and the words true, false and null.
#include "io/strictjsonchecker.h"

#include <algorithm>

namespace lorafleet::strictjson {

QString Checker::characterText(qsizetype offset) const
{
    const auto lead = static_cast<unsigned char>(m_data[offset]);
    const qsizetype length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    return QString::fromUtf8(m_data + offset, std::min(length, m_size - offset));
}

QString Checker::character(qsizetype offset) const
{
    const QString text = characterText(offset);
    const char32_t code = text.isEmpty() ? 0 : text.toUcs4().value(0);
    if (code > 0x20 && code < 0x7F)
        return safeQuoted(text);
    return safeQuoted(text) + QStringLiteral(" (%1)").arg(codePoint(code));
}

// A text from its opening quote at m_pos; decoded into *decoded when asked, the way QJsonDocument does.
std::optional<JsonProblem> Checker::string(QString *decoded)
{
    ++m_pos;
    qsizetype run = m_pos; // start of the bytes not yet copied into *decoded
    const auto flush = [&] {
        if (decoded)
            decoded->append(QString::fromUtf8(m_data + run, m_pos - run));
    };
    for (;;) {
        if (m_pos >= m_size)
            return ended(StrictJsonTexts::tr("a text is not closed with a double quote"));
        const auto b = static_cast<unsigned char>(m_data[m_pos]);
        if (b == '"') {
            flush();
            ++m_pos;
            return std::nullopt;
        }
        if (b == '\n' || b == '\r')
            return syntax(m_pos,
                          StrictJsonTexts::tr("a text is not closed before the end of its line; a "
                                              "line break inside a text is written \\n"));
        if (b < 0x20) {
            const QString escape = b == '\t' ? QStringLiteral("\\t")
                : b == '\b'                  ? QStringLiteral("\\b")
                : b == '\f'                  ? QStringLiteral("\\f")
                                             : QStringLiteral("\\u%1").arg(uint(b), 4, 16, QLatin1Char('0'));
            return syntax(m_pos,
                          StrictJsonTexts::tr("a text holds the control character %1, which JSON "
                                              "needs written as %2")
                              .arg(codePoint(b), escape));
        }
        if (b != '\\') {
            ++m_pos;
            continue;
        }
        flush();
        if (m_pos + 1 >= m_size)
            return ended(StrictJsonTexts::tr("a text is not closed with a double quote"));
        const char e = m_data[m_pos + 1];
        char16_t unit = 0;
        switch (e) {
        case '"':
        case '\\':
        case '/':
            unit = char16_t(e);
            break;
        case 'b':
            unit = u'\b';
            break;
        case 'f':
            unit = u'\f';
            break;
        case 'n':
            unit = u'\n';
            break;
        case 'r':
            unit = u'\r';
            break;
        case 't':
            unit = u'\t';
            break;
        case 'u':
            for (int k = 0; k < 4; ++k) {
                const qsizetype at = m_pos + 2 + k;
                if (at >= m_size)
                    return ended(StrictJsonTexts::tr("a text is not closed with a double quote"));
                const int digit = hexValue(m_data[at]);
                if (digit < 0)
                    return syntax(m_pos,
                                  StrictJsonTexts::tr("\\u in a text must be followed by four "
                                                      "hexadecimal digits, as in \\u00e9"));
                unit = char16_t(unit * 16 + digit);
            }
            // Lone surrogates pass: RFC 8259's grammar allows them, and our own writer uses them.
            m_pos += 4;
            break;
        default:
            return syntax(m_pos,
                          StrictJsonTexts::tr("a backslash followed by %1 is not an escape JSON knows; "
                                              "the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and "
                                              "\\u with four hexadecimal digits")
                              .arg(safeQuoted(characterText(m_pos + 1))));
        }
        if (decoded)
            decoded->append(QChar(unit));
        m_pos += 2;
        run = m_pos;
    }
}

// -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
std::optional<JsonProblem> Checker::number()
{
    const qsizetype start = m_pos;
    if (m_data[m_pos] == '-') {
        ++m_pos;
        if (m_pos >= m_size)
            return ended(StrictJsonTexts::tr("the file ends in the middle of a number"));
        if (!isDigit(m_data[m_pos])) {
            if (isWordChar(m_data[m_pos]))
                return syntax(start,
                              StrictJsonTexts::tr("%1 is not a number JSON allows: JSON has no NaN or "
                                                  "Infinity, only finite numbers")
                                  .arg(token(start, wordEnd(m_pos))));
            return syntax(start, StrictJsonTexts::tr("a \"-\" must be followed by a digit"));
        }
    }
    const auto digits = [this] {
        const qsizetype from = m_pos;
        while (m_pos < m_size && isDigit(m_data[m_pos]))
            ++m_pos;
        return m_pos > from;
    };
    if (m_data[m_pos] == '0') {
        ++m_pos;
        if (m_pos < m_size && isDigit(m_data[m_pos])) {
            digits();
            return syntax(start,
                          StrictJsonTexts::tr("the number %1 starts with a zero followed by more "
                                              "digits, which JSON does not allow")
                              .arg(token(start, m_pos)));
        }
    } else {
        digits();
    }
    if (m_pos < m_size && m_data[m_pos] == '.') {
        ++m_pos;
        if (m_pos >= m_size)
            return ended(StrictJsonTexts::tr("the file ends in the middle of a number"));
        if (!digits())
            return syntax(start,
                          StrictJsonTexts::tr("the number %1 needs a digit after its decimal point: "
                                              "write %2")
                              .arg(token(start, m_pos),
                                   safeQuoted(QString::fromLatin1(m_data + start, m_pos - start) + u'0',
                                              kMaxTokenChars)));
    }
    if (m_pos < m_size && (m_data[m_pos] == 'e' || m_data[m_pos] == 'E')) {
        ++m_pos;
        if (m_pos < m_size && (m_data[m_pos] == '+' || m_data[m_pos] == '-'))
            ++m_pos;
        if (m_pos >= m_size)
            return ended(StrictJsonTexts::tr("the file ends in the middle of a number"));
        if (!digits())
            return syntax(start,
                          StrictJsonTexts::tr("the number %1 needs digits after its exponent")
                              .arg(token(start, m_pos)));
    }
    // "0x1F", "1.5.2", "12px": one token, one message, rather than "a comma is missing".
    if (m_pos < m_size && (isWordChar(m_data[m_pos]) || m_data[m_pos] == '.')) {
        qsizetype end = m_pos;
        while (end < m_size && (isWordChar(m_data[end]) || m_data[end] == '.'))
            ++end;
        return syntax(start, StrictJsonTexts::tr("%1 is not a number JSON allows").arg(token(start, end)));
    }
    m_numberEnd = m_pos;
    return std::nullopt;
}

// true, false, null; anything else that starts with a letter is named.
std::optional<JsonProblem> Checker::word()
{
    const qsizetype start = m_pos;
    const qsizetype end = wordEnd(m_pos);
    const QByteArray text = QByteArray::fromRawData(m_data + start, end - start);
    if (text == "true" || text == "false" || text == "null") {
        m_pos = end;
        return std::nullopt;
    }
    if (end == m_size &&
        (QByteArray("true").startsWith(text) || QByteArray("false").startsWith(text) ||
         QByteArray("null").startsWith(text)))
        return ended(
            StrictJsonTexts::tr("the file ends in the middle of the word %1").arg(token(start, end)));
    const QByteArray lower = text.toLower();
    if (lower == "nan" || lower == "infinity" || lower == "inf")
        return syntax(start,
                      StrictJsonTexts::tr("%1 is not a number JSON allows: JSON has no NaN or "
                                          "Infinity, only finite numbers")
                          .arg(token(start, end)));
    if (lower == "true" || lower == "false" || lower == "null")
        return syntax(start,
                      StrictJsonTexts::tr("%1 must be written in lower case in JSON: %2")
                          .arg(token(start, end), QString::fromLatin1(lower)));
    return syntax(start,
                  StrictJsonTexts::tr("%1 is not a JSON value: texts need double quotes, and true, "
                                      "false and null are written in lower case")
                      .arg(token(start, end)));
}

} // namespace lorafleet::strictjson
