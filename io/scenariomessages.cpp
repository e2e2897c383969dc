// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenariotexts.h"

#include "io/scenariofile.h"
#include "text/paramtexts.h"
#include "text/safetext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

// Every user-visible sentence goes through QCoreApplication::translate("lorafleet::ScenarioFile", ...)
// spelled out, so that lupdate finds it; the model's range texts ("an integer from 1 to 1024") are reused as
// they are.

namespace lorafleet::scenariotexts {

constexpr int kMaxNamesListed = 12; // a warning names this many keys, then says how many more
constexpr int kMaxQuotedChars = 40; // longer texts are cut in messages

// Text from the file, escaped and cut so that a message stays one short line.
static QString quoted(const QString &text)
{
    return safeQuoted(text, kMaxQuotedChars);
}

// Offset of the first byte that does not belong to valid UTF-8, or -1 when all of it is valid.
qsizetype firstInvalidUtf8(const QByteArray &bytes)
{
    const qsizetype size = bytes.size();
    qsizetype i = 0;
    while (i < size) {
        const auto b0 = static_cast<unsigned char>(bytes.at(i));
        int length = 0;
        char32_t minimum = 0;
        if (b0 < 0x80) {
            ++i;
            continue;
        } else if ((b0 & 0xE0) == 0xC0) {
            length = 2;
            minimum = 0x80;
        } else if ((b0 & 0xF0) == 0xE0) {
            length = 3;
            minimum = 0x800;
        } else if ((b0 & 0xF8) == 0xF0) {
            length = 4;
            minimum = 0x10000;
        } else {
            return i;
        }
        if (i + length > size)
            return i;
        char32_t code = b0 & (0x7F >> length);
        for (int k = 1; k < length; ++k) {
            const auto b = static_cast<unsigned char>(bytes.at(i + k));
            if ((b & 0xC0) != 0x80)
                return i;
            code = (code << 6) | (b & 0x3F);
        }
        if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
            return i;
        i += length;
    }
    return -1;
}

// Bytes that never appear in a text file: NUL and the C0 controls other than tab, line feed, form feed,
// return.
bool looksBinary(const QByteArray &bytes)
{
    return std::any_of(bytes.begin(), bytes.end(), [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f';
    });
}

QString tooLarge(qint64 size)
{
    return QCoreApplication::translate(
               "lorafleet::ScenarioFile",
               "The file is too large (%1 bytes): a scenario file holds a few kilobytes, "
               "and files over %2 bytes (1 MiB) are not read.")
        .arg(QLocale().toString(size), QLocale().toString(kMaxScenarioFileBytes));
}

// What the file holds where a value of another kind was due, for "X must be Y, but the file gives Z".
QString describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "null (no value)");
    case QJsonValue::Bool:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "the value %1")
            .arg(value.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
    case QJsonValue::Double:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "the number %1")
            .arg(fromStd(formatNumber(value.toDouble())));
    case QJsonValue::String:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "the text %1")
            .arg(quoted(value.toString()));
    case QJsonValue::Array:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "a list");
    case QJsonValue::Object:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "an object (a group of named values)");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("lorafleet::ScenarioFile", "nothing");
}

QString listOfNames(const QStringList &names)
{
    QStringList shown;
    for (const QString &name : names.mid(0, kMaxNamesListed))
        shown << safeText(name, kMaxQuotedChars);
    QString text = shown.join(QStringLiteral(", "));
    if (names.size() > kMaxNamesListed)
        text += QCoreApplication::translate("lorafleet::ScenarioFile", " and %n more", nullptr,
                                            int(names.size() - kMaxNamesListed));
    return text;
}

QString rangeMessage(const ValidationError &error, const Params &context)
{
    return validationMessage(error, context); // a sentence, with its full stop
}

QString typeMessage(const ParamInfo &info, const Params &context, const QString &given)
{
    return QCoreApplication::translate("lorafleet::ScenarioFile", "%1 must be %2, but the file gives %3.")
        .arg(fromView(info.key), validRangeText(info, context), given);
}

// Why the JSON reader stopped, in words; the caller adds where.
static QString syntaxProblem(QJsonParseError::ParseError error)
{
    switch (error) {
    case QJsonParseError::UnterminatedObject:
        return QCoreApplication::translate(
            "lorafleet::ScenarioFile",
            "a \",\" is missing between two entries, or an object is not closed "
            "with \"}\"");
    case QJsonParseError::MissingNameSeparator:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "a \":\" is missing after a key");
    case QJsonParseError::UnterminatedArray:
        return QCoreApplication::translate(
            "lorafleet::ScenarioFile",
            "a \",\" is missing between two items, or a list is not closed with "
            "\"]\"");
    case QJsonParseError::MissingValueSeparator:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "a \",\" is missing between two values");
    case QJsonParseError::IllegalValue:
        return QCoreApplication::translate(
            "lorafleet::ScenarioFile",
            "a value is not one JSON allows: texts need double quotes, and true, "
            "false and null are written in lower case");
    case QJsonParseError::TerminationByNumber:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "the file ends in the middle of a number");
    case QJsonParseError::IllegalNumber:
        return QCoreApplication::translate(
            "lorafleet::ScenarioFile",
            "a number is not valid, or too large or too small to store; NaN and "
            "Infinity are not allowed in JSON");
    case QJsonParseError::IllegalEscapeSequence:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "a backslash escape in a text is not valid");
    case QJsonParseError::IllegalUTF8String:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "a text holds bytes that are not valid UTF-8");
    case QJsonParseError::UnterminatedString:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "a text is not closed with a double quote");
    case QJsonParseError::MissingObject:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "an object was expected");
    case QJsonParseError::DeepNesting:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "lists or objects are nested too deeply");
    case QJsonParseError::DocumentTooLarge:
        return QCoreApplication::translate("lorafleet::ScenarioFile", "the document is too large");
    case QJsonParseError::GarbageAtEnd:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "something follows the end of the scenario's object");
    case QJsonParseError::NoError:
        break;
    }
    return QCoreApplication::translate("lorafleet::ScenarioFile", "the JSON reader stopped");
}

static QString tooDeep(int line, int column)
{
    return QCoreApplication::translate("lorafleet::ScenarioFile",
                                       "The file nests lists or objects more deeply than the JSON reader "
                                       "allows (%1 levels, exceeded at line %2, column %3); a scenario needs "
                                       "three, so this is not a scenario file.")
        .arg(kJsonNestingLimit)
        .arg(line)
        .arg(column);
}

static QString endsEarly(int line, int column, const QString &problem)
{
    return QCoreApplication::translate("lorafleet::ScenarioFile",
                                       "The file ends too early, at line %1, column %2, so it looks cut off: "
                                       "%3.")
        .arg(line)
        .arg(column)
        .arg(problem);
}

static QString notValidJson(int line, int column, const QString &problem)
{
    return QCoreApplication::translate("lorafleet::ScenarioFile",
                                       "The file is not valid JSON at line %1, column %2: %3.")
        .arg(line)
        .arg(column)
        .arg(problem);
}

// Qt 6 reads only objects and lists at the top; say so plainly for a file that starts with anything else.
std::optional<QString> startError(const QByteArray &bytes)
{
    QByteArray content = bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes; // Qt reads past a UTF-8 BOM
    content = content.trimmed();
    if (content.startsWith('{') || content.startsWith('['))
        return std::nullopt;
    return QCoreApplication::translate("lorafleet::ScenarioFile",
                                       "The file does not start like a scenario: a scenario file is a JSON "
                                       "object that starts with \"{\", but this one starts with %1.")
        .arg(quoted(QString::fromUtf8(content.left(kMaxQuotedChars * 4)).section(u'\n', 0, 0)));
}

// What QJsonDocument still refuses after the strict check: numbers too large to store.
QString syntaxError(const QByteArray &bytes, const QJsonParseError &error)
{
    const auto [line, column] = lineAndColumn(bytes, error.offset);
    if (error.error == QJsonParseError::DeepNesting)
        return tooDeep(line, column);
    qsizetype contentEnd = bytes.size();
    while (contentEnd > 0 && QChar::isSpace(uchar(bytes.at(contentEnd - 1))))
        --contentEnd;
    if (error.offset >= contentEnd)
        return endsEarly(line, column, syntaxProblem(error.error));
    return notValidJson(line, column, syntaxProblem(error.error));
}

QString strictSyntaxError(const JsonProblem &problem)
{
    switch (problem.kind) {
    case JsonProblem::Kind::TooDeep:
        return tooDeep(problem.line, problem.column);
    case JsonProblem::Kind::UnexpectedEnd:
        return endsEarly(problem.line, problem.column, problem.what);
    case JsonProblem::Kind::DuplicateName:
        // QJsonDocument would keep the last value without a word: "adapters": -5, "adapters": 64 loads as 64.
        if (problem.firstLine != problem.line)
            return QCoreApplication::translate("lorafleet::ScenarioFile",
                                               "%1 is given twice, at lines %2 and %3: a scenario file gives "
                                               "each key only once.")
                .arg(safeText(problem.name, kMaxQuotedChars))
                .arg(problem.firstLine)
                .arg(problem.line);
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "%1 is given twice on line %2, at columns %3 and %4: a scenario "
                                           "file gives each key only once.")
            .arg(safeText(problem.name, kMaxQuotedChars))
            .arg(problem.line)
            .arg(problem.firstColumn)
            .arg(problem.column);
    case JsonProblem::Kind::Syntax:
        break;
    }
    return notValidJson(problem.line, problem.column, problem.what);
}

} // namespace lorafleet::scenariotexts
