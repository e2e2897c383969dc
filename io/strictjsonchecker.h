// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the strict JSON checker (strictjson.cpp: structure; strictjsontokens.cpp: texts, numbers
// and words). Not for other files: use checkStrictJson() in strictjson.h.

#include "io/strictjson.h"

#include "text/safetext.h"

#include <QCoreApplication>
#include <QHash>

#include <tuple>
#include <vector>

namespace lorafleet::strictjson {

// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct StrictJsonTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::StrictJson)
};

inline constexpr int kMaxTokenChars = 24; // a number or word quoted in a message is cut here

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

inline bool isWordChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
}

// "U+000C", the way Unicode names a character.
inline QString codePoint(char32_t code)
{
    return QStringLiteral("U+") + QString::number(uint(code), 16).toUpper().rightJustified(4, u'0');
}

inline int hexValue(char c)
{
    if (isDigit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

class Checker
{
public:
    Checker(const QByteArray &bytes, const StrictJsonOptions &options)
        : m_bytes(bytes)
        , m_data(bytes.constData())
        , m_size(bytes.size())
        , m_options(options)
    {
    }

    std::optional<JsonProblem> run();

private:
    enum class Expect {
        Value, // the top-level value, or a value after ":"
        FirstItemOrEnd, // after "["
        Item, // after "," in a list
        FirstNameOrEnd, // after "{"
        Name, // after "," in an object
        Colon, // after a name
        CommaOrEnd, // after a value inside a list or an object
        End, // after the top-level value
    };

    struct Frame
    {
        bool object = false;
        bool uniqueNames = false;
        QHash<QString, qsizetype> names; // where each name was given; filled only when uniqueNames
    };

    std::optional<JsonProblem> value(Expect expect);
    std::optional<JsonProblem> name();
    std::optional<JsonProblem> string(QString *decoded);
    std::optional<JsonProblem> number();
    std::optional<JsonProblem> word();
    std::optional<JsonProblem> closeWhileExpectingValue(Expect expect);

    void skipSpace()
    {
        while (m_pos < m_size) {
            const char c = m_data[m_pos];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            ++m_pos;
        }
    }
    void valueDone() { m_expect = m_stack.empty() ? Expect::End : Expect::CommaOrEnd; }

    JsonProblem problem(JsonProblem::Kind kind, qsizetype offset, QString what) const
    {
        JsonProblem p;
        p.kind = kind;
        p.offset = offset;
        std::tie(p.line, p.column) = lineAndColumn(m_bytes, offset);
        p.what = std::move(what);
        return p;
    }
    JsonProblem syntax(qsizetype offset, QString what) const
    {
        return problem(JsonProblem::Kind::Syntax, offset, std::move(what));
    }
    JsonProblem ended(QString what) const
    {
        return problem(JsonProblem::Kind::UnexpectedEnd, m_size, std::move(what));
    }
    // The bytes [start, end) quoted for a message, escaped and cut short when long.
    QString token(qsizetype start, qsizetype end) const
    {
        return safeQuoted(QString::fromUtf8(m_data + start, end - start), kMaxTokenChars);
    }
    // The character at offset, decoded from UTF-8.
    QString characterText(qsizetype offset) const;
    // The same, quoted, with its code point when it does not show itself: "\x0c" (U+000C).
    QString character(qsizetype offset) const;
    qsizetype wordEnd(qsizetype from) const
    {
        while (from < m_size && isWordChar(m_data[from]))
            ++from;
        return from;
    }

    const QByteArray &m_bytes;
    const char *m_data;
    qsizetype m_size;
    const StrictJsonOptions &m_options;
    qsizetype m_pos = 0;
    Expect m_expect = Expect::Value;
    std::vector<Frame> m_stack;
    qsizetype m_lastComma = -1; // for "a comma before ] or }"
    qsizetype m_numberEnd = -1; // where the last number ended, to say "ends in the middle of a number"
    qsizetype m_nameStart = -1; // the last name read, for "\":\" is missing after the key ..."
    qsizetype m_nameEnd = -1;
    QString m_topLevelName; // the last name read in the top-level object (decoded)
};

} // namespace lorafleet::strictjson
