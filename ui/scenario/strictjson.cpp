#include "strictjson.h"

#include "safetext.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <tuple>
#include <vector>

namespace lorafleet {

namespace {

// Translation context of this file (lupdate reads Q_DECLARE_TR_FUNCTIONS).
struct StrictJsonTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::StrictJson)
};

constexpr int kMaxTokenChars = 24; // a number or word quoted in a message is cut here

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isWordChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || isDigit(c) || c == '_';
}

// "U+000C", the way Unicode names a character.
QString codePoint(char32_t code)
{
    return QStringLiteral("U+") + QString::number(uint(code), 16).toUpper().rightJustified(4, u'0');
}

int hexValue(char c)
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

} // namespace

std::optional<JsonProblem> checkStrictJson(const QByteArray &bytes, const StrictJsonOptions &options)
{
    return Checker(bytes, options).run();
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
