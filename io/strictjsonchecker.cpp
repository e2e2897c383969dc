// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/strictjsonchecker.h"

#include <algorithm>

namespace lorafleet {

namespace strictjson {

std::optional<JsonProblem> Checker::run()
{
    if (m_bytes.startsWith("\xEF\xBB\xBF"))
        m_pos = 3;
    for (;;) {
        skipSpace();
        const bool atEnd = m_pos >= m_size;
        switch (m_expect) {
        case Expect::Value:
        case Expect::FirstItemOrEnd:
        case Expect::Item:
            if (auto p = value(m_expect))
                return p;
            break;
        case Expect::FirstNameOrEnd:
        case Expect::Name:
            if (!atEnd && m_data[m_pos] == '}') {
                if (m_expect == Expect::Name)
                    return syntax(m_lastComma,
                                  StrictJsonTexts::tr("a \",\" follows the last entry of an object, but JSON "
                                                      "allows no comma before \"}\""));
                m_stack.pop_back();
                ++m_pos;
                valueDone();
                break;
            }
            if (auto p = name())
                return p;
            break;
        case Expect::Colon:
            if (atEnd)
                return ended(StrictJsonTexts::tr("a \":\" and a value are missing after the last key"));
            if (m_data[m_pos] != ':')
                return syntax(m_pos,
                              StrictJsonTexts::tr("a \":\" is missing after the key %1")
                                  .arg(token(m_nameStart + 1, m_nameEnd - 1)));
            ++m_pos;
            m_expect = Expect::Value;
            break;
        case Expect::CommaOrEnd: {
            const bool object = m_stack.back().object;
            if (atEnd) {
                if (m_numberEnd == m_size)
                    return ended(StrictJsonTexts::tr("the file ends in the middle of a number"));
                return ended(object ? StrictJsonTexts::tr("an object is not closed with \"}\"")
                                    : StrictJsonTexts::tr("a list is not closed with \"]\""));
            }
            const char c = m_data[m_pos];
            if (c == ',') {
                m_lastComma = m_pos++;
                m_expect = object ? Expect::Name : Expect::Item;
            } else if (c == (object ? '}' : ']')) {
                m_stack.pop_back();
                ++m_pos;
                valueDone();
            } else if (c == '/') {
                return syntax(m_pos, StrictJsonTexts::tr("comments are not allowed in JSON"));
            } else if (object && c == '"') {
                return syntax(m_pos, StrictJsonTexts::tr("a \",\" is missing between two entries"));
            } else if (object) {
                return syntax(m_pos,
                              StrictJsonTexts::tr("a \",\" or \"}\" was expected after a value, but "
                                                  "the file has %1")
                                  .arg(character(m_pos)));
            } else {
                return syntax(m_pos,
                              StrictJsonTexts::tr("a \",\" or \"]\" was expected after an item, but "
                                                  "the file has %1")
                                  .arg(character(m_pos)));
            }
            break;
        }
        case Expect::End:
            if (atEnd)
                return std::nullopt;
            if (m_data[m_pos] == '/')
                return syntax(m_pos, StrictJsonTexts::tr("comments are not allowed in JSON"));
            return syntax(m_pos,
                          StrictJsonTexts::tr("something follows the end of the top-level value: %1")
                              .arg(character(m_pos)));
        }
    }
}

// A value's first character decides its kind; "]" is welcome only right after "[".
std::optional<JsonProblem> Checker::value(Expect expect)
{
    if (m_pos >= m_size) {
        if (expect == Expect::FirstItemOrEnd)
            return ended(StrictJsonTexts::tr("a list is not closed with \"]\""));
        return ended(StrictJsonTexts::tr("a value is missing"));
    }
    const char c = m_data[m_pos];
    if (c == '{' || c == '[') {
        if (int(m_stack.size()) >= m_options.maxDepth)
            return problem(JsonProblem::Kind::TooDeep, m_pos, QString());
        Frame frame;
        frame.object = c == '{';
        if (frame.object && m_stack.empty())
            frame.uniqueNames = m_options.uniqueTopLevelNames;
        else if (frame.object && m_stack.size() == 1 && m_stack.front().object)
            frame.uniqueNames = m_options.uniqueNamesInside.contains(m_topLevelName);
        m_stack.push_back(std::move(frame));
        ++m_pos;
        m_expect = c == '{' ? Expect::FirstNameOrEnd : Expect::FirstItemOrEnd;
        return std::nullopt;
    }
    if (c == ']' || c == '}' || c == ',' || c == ':')
        return closeWhileExpectingValue(expect);
    std::optional<JsonProblem> p;
    if (c == '"')
        p = string(nullptr);
    else if (c == '-' || isDigit(c))
        p = number();
    else if (isWordChar(c))
        p = word();
    else if (c == '.') {
        qsizetype end = m_pos + 1;
        while (end < m_size &&
               (isDigit(m_data[end]) || m_data[end] == 'e' || m_data[end] == 'E' || m_data[end] == '+' ||
                m_data[end] == '-'))
            ++end;
        return syntax(
            m_pos,
            StrictJsonTexts::tr("a number cannot start with a decimal point: write %1")
                .arg(safeQuoted(u'0' + QString::fromLatin1(m_data + m_pos, end - m_pos), kMaxTokenChars)));
    } else if (c == '+') {
        return syntax(m_pos, StrictJsonTexts::tr("a number cannot start with \"+\" in JSON"));
    } else if (c == '\'') {
        return syntax(m_pos, StrictJsonTexts::tr("texts need double quotes, not single quotes"));
    } else if (c == '/') {
        return syntax(m_pos, StrictJsonTexts::tr("comments are not allowed in JSON"));
    } else {
        return syntax(m_pos, StrictJsonTexts::tr("%1 cannot start a value").arg(character(m_pos)));
    }
    if (p)
        return p;
    valueDone();
    return std::nullopt;
}

// A "]", "}", "," or ":" where a value was due.
std::optional<JsonProblem> Checker::closeWhileExpectingValue(Expect expect)
{
    const char c = m_data[m_pos];
    if (expect == Expect::FirstItemOrEnd && c == ']') {
        m_stack.pop_back();
        ++m_pos;
        valueDone();
        return std::nullopt;
    }
    if (expect == Expect::Item && c == ']')
        return syntax(m_lastComma,
                      StrictJsonTexts::tr("a \",\" follows the last item of a list, but JSON "
                                          "allows no comma before \"]\""));
    if (expect == Expect::Value && !m_stack.empty() && (c == '}' || c == ','))
        return syntax(m_pos,
                      StrictJsonTexts::tr("a value is missing after the key %1")
                          .arg(token(m_nameStart + 1, m_nameEnd - 1)));
    return syntax(m_pos, StrictJsonTexts::tr("a value is missing before %1").arg(character(m_pos)));
}

std::optional<JsonProblem> Checker::name()
{
    if (m_pos >= m_size)
        return ended(StrictJsonTexts::tr("an object is not closed with \"}\""));
    const char c = m_data[m_pos];
    if (c != '"') {
        if (c == '\'')
            return syntax(m_pos, StrictJsonTexts::tr("keys need double quotes, not single quotes"));
        if (c == '/')
            return syntax(m_pos, StrictJsonTexts::tr("comments are not allowed in JSON"));
        if (isWordChar(c))
            return syntax(m_pos,
                          StrictJsonTexts::tr("a key must be written in double quotes: %1")
                              .arg(token(m_pos, wordEnd(m_pos))));
        return syntax(m_pos,
                      StrictJsonTexts::tr("a key in double quotes was expected, but the file has %1")
                          .arg(character(m_pos)));
    }
    Frame &frame = m_stack.back();
    const bool topLevel = m_stack.size() == 1;
    const bool decode = frame.uniqueNames || (topLevel && !m_options.uniqueNamesInside.isEmpty());
    const qsizetype start = m_pos;
    QString decoded;
    if (auto p = string(decode ? &decoded : nullptr))
        return p;
    m_nameStart = start;
    m_nameEnd = m_pos;
    if (topLevel)
        m_topLevelName = decoded;
    if (frame.uniqueNames) {
        const auto first = frame.names.constFind(decoded);
        if (first != frame.names.constEnd()) {
            JsonProblem p = problem(JsonProblem::Kind::DuplicateName, start, QString());
            p.name = decoded;
            std::tie(p.firstLine, p.firstColumn) = lineAndColumn(m_bytes, first.value());
            return p;
        }
        frame.names.insert(decoded, start);
    }
    m_expect = Expect::Colon;
    return std::nullopt;
}

} // namespace strictjson

std::optional<JsonProblem> checkStrictJson(const QByteArray &bytes, const StrictJsonOptions &options)
{
    return strictjson::Checker(bytes, options).run();
}

std::pair<int, int> lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = bytes.startsWith("\xEF\xBB\xBF") ? std::min<qsizetype>(3, offset) : 0; i < offset;
         ++i) {
        const auto byte = static_cast<unsigned char>(bytes.at(i));
        if (byte == '\n') {
            ++line;
            column = 1;
        } else if ((byte & 0xC0) != 0x80) { // UTF-8 continuation bytes do not start a character
            ++column;
        }
    }
    return {line, column};
}

} // namespace lorafleet