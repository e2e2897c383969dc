#include "scenariofile.h"

#include "atomicwrite.h"
#include "paramtexts.h"
#include "regularfile.h"
#include "safetext.h"
#include "strictjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

// Every user-visible sentence goes through QCoreApplication::translate("lorafleet::ScenarioFile", ...)
// spelled out, so that lupdate finds it; the model's range texts ("an integer from 1 to 1024") are reused as
// they are.

namespace lorafleet {

namespace {

constexpr int kMaxNamesListed = 12; // a warning names this many keys, then says how many more
constexpr int kMaxQuotedChars = 40; // longer texts are cut in messages
constexpr int kMaxPathChars = 300; // a path is cut here in messages: long enough for any real one
constexpr std::size_t kMaxListProbe = 1024; // a list limit the model does not reach by then is taken as this
constexpr int kJsonNestingLimit = 1024; // QJsonDocument's limit in Qt 6 (DeepNesting beyond it)

QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Text from the file, escaped and cut so that a message stays one short line.
QString quoted(const QString &text)
{
    return safeQuoted(text, kMaxQuotedChars);
}

// A JSON number in its shortest exact form, written so that JSON readers accept it: "1e8", not "1e+08".
std::string jsonNumber(double value)
{
    if (!std::isfinite(value))
        return "null"; // never valid in a scenario: the file then loads with an error naming the key
    std::string text = formatNumber(value);
    const auto e = text.find('e');
    if (e != std::string::npos) {
        std::string mantissa = text.substr(0, e);
        std::string exponent = text.substr(e + 1);
        const bool negative = !exponent.empty() && exponent.front() == '-';
        if (!exponent.empty() && (exponent.front() == '+' || exponent.front() == '-'))
            exponent.erase(0, 1);
        exponent.erase(0, std::min(exponent.find_first_not_of('0'), exponent.size() - 1));
        text = mantissa + 'e' + (negative ? "-" : "") + exponent;
    }
    return text;
}

// A JSON string literal. Escaped beyond JSON's needs: lone surrogates (UTF-8 cannot hold them) and U+FEFF
// (Qt's reader drops it at the start of a raw string), so that every text reads back exactly.
QString jsonString(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += u'"';
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const char16_t u = c.unicode();
        if (u == u'"') {
            out += QStringLiteral("\\\"");
        } else if (u == u'\\') {
            out += QStringLiteral("\\\\");
        } else if (u == u'\n') {
            out += QStringLiteral("\\n");
        } else if (u == u'\r') {
            out += QStringLiteral("\\r");
        } else if (u == u'\t') {
            out += QStringLiteral("\\t");
        } else if (u < 0x20 || u == 0xFEFF ||
                   (c.isSurrogate() &&
                    !(c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) &&
                    !(c.isLowSurrogate() && i > 0 && text.at(i - 1).isHighSurrogate()))) {
            out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    out += u'"';
    return out;
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

LoadResult refused(QString error)
{
    LoadResult result;
    result.error = std::move(error);
    return result;
}

QString rangeMessage(const ValidationError &error, const Params &context)
{
    return validationMessage(error, context) + u'.';
}

QString typeMessage(const ParamInfo &info, const Params &context, const QString &given)
{
    return QCoreApplication::translate("lorafleet::ScenarioFile", "%1 must be %2, but the file gives %3.")
        .arg(fromView(info.key), validRangeText(info, context), given);
}

// Why the JSON reader stopped, in words; the caller adds where.
QString syntaxProblem(QJsonParseError::ParseError error)
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

QString tooDeep(int line, int column)
{
    return QCoreApplication::translate("lorafleet::ScenarioFile",
                                       "The file nests lists or objects more deeply than the JSON reader "
                                       "allows (%1 levels, exceeded at line %2, column %3); a scenario needs "
                                       "three, so this is not a scenario file.")
        .arg(kJsonNestingLimit)
        .arg(line)
        .arg(column);
}

QString endsEarly(int line, int column, const QString &problem)
{
    return QCoreApplication::translate("lorafleet::ScenarioFile",
                                       "The file ends too early, at line %1, column %2, so it looks cut off: "
                                       "%3.")
        .arg(line)
        .arg(column)
        .arg(problem);
}

QString notValidJson(int line, int column, const QString &problem)
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

// The model keeps its list limit to itself (kMaxSkewBands in model/params.cpp): ask it, by validating
// ever longer lists, rather than copy the number here where it could drift apart.
std::size_t maxListItems(const ParamInfo &info)
{
    const auto member = std::get<std::vector<double> Params::*>(info.field);
    Params probe;
    for (std::size_t count = 0; count < kMaxListProbe; ++count) {
        probe.*member = std::vector<double>(count + 1, info.minimum);
        const auto errors = validate(probe);
        if (std::any_of(errors.begin(), errors.end(),
                        [&](const ValidationError &e) { return e.key == info.key; }))
            return count;
    }
    return kMaxListProbe;
}

// Sets one parameter from its JSON value; on failure returns the sentence that names the key and what is
// valid.
std::optional<QString> readParam(Params &params, const ParamInfo &info, const QJsonValue &value)
{
    const std::string key(info.key);
    std::optional<ValidationError> error;
    switch (info.kind) {
    case ParamInfo::Kind::Integer:
    case ParamInfo::Kind::Real:
        if (!value.isDouble())
            return typeMessage(info, params, describe(value));
        // formatNumber() is exact, so the model reads back the very double the file holds.
        error = setParam(params, key, formatNumber(value.toDouble()));
        break;
    case ParamInfo::Kind::Boolean:
        if (!value.isBool())
            return typeMessage(info, params, describe(value));
        error = setParam(params, key, value.toBool() ? "true" : "false");
        break;
    case ParamInfo::Kind::Choice:
        if (!value.isString())
            return typeMessage(info, params, describe(value));
        // Only the names: the positions setParam() also takes are for form fields, not files.
        if (bool numeric = false; value.toString().toInt(&numeric), numeric)
            return typeMessage(info, params, describe(value));
        error = setParam(params, key, value.toString().toStdString());
        break;
    case ParamInfo::Kind::RealList: {
        if (!value.isArray())
            return typeMessage(info, params, describe(value));
        const QJsonArray list = value.toArray();
        // Counted first: setParam() would re-read a long list's text in quadratic time and quote all of it.
        if (const std::size_t limit = maxListItems(info); std::size_t(list.size()) > limit)
            return QCoreApplication::translate("lorafleet::ScenarioFile",
                                               "%1 has %2 items; at most %3 are allowed.")
                .arg(fromView(info.key), QLocale().toString(list.size()), QLocale().toString(qint64(limit)));
        std::string text = "[";
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (!list.at(i).isDouble())
                return QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "%1 must be %2, but item %3 of the list is %4.")
                    .arg(fromView(info.key), validRangeText(info, params))
                    .arg(i + 1)
                    .arg(describe(list.at(i)));
            if (i)
                text += ", ";
            text += formatNumber(list.at(i).toDouble());
        }
        text += "]";
        error = setParam(params, key, text);
        break;
    }
    }
    if (error)
        return rangeMessage(*error, params);
    return std::nullopt;
}

} // namespace

QByteArray encodeScenario(const Scenario &scenario)
{
    const QString indent = QStringLiteral("    ");
    QString out;
    out += QStringLiteral("{\n");
    out += indent + QStringLiteral("\"format\": ") + jsonString(QString::fromLatin1(kScenarioFormat)) +
        QStringLiteral(",\n");
    out += indent + QStringLiteral("\"version\": %1,\n").arg(kScenarioVersion);
    out += indent + QStringLiteral("\"name\": ") + jsonString(scenario.name) + QStringLiteral(",\n");
    out += indent + QStringLiteral("\"notes\": ") + jsonString(scenario.notes) + QStringLiteral(",\n");
    out += indent + QStringLiteral("\"params\": {\n");
    const auto &infos = paramInfos();
    for (std::size_t i = 0; i < infos.size(); ++i) {
        const ParamInfo &info = infos[i];
        const std::string value = std::visit(
            [&](auto member) -> std::string {
                const auto &v = scenario.params.*member;
                using T = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<T, std::int64_t>) {
                    return std::to_string(v);
                } else if constexpr (std::is_same_v<T, double>) {
                    return jsonNumber(v);
                } else if constexpr (std::is_same_v<T, bool>) {
                    return v ? "true" : "false";
                } else if constexpr (std::is_enum_v<T>) {
                    return '"' + paramText(scenario.params, info) + '"';
                } else {
                    std::string list = "[";
                    for (std::size_t k = 0; k < v.size(); ++k) {
                        if (k)
                            list += ", ";
                        list += jsonNumber(v[k]);
                    }
                    return list + "]";
                }
            },
            info.field);
        out += indent + indent + u'"' + fromView(info.key) + QStringLiteral("\": ") + fromStd(value);
        out += i + 1 < infos.size() ? QStringLiteral(",\n") : QStringLiteral("\n");
    }
    out += indent + QStringLiteral("}\n}\n");
    return out.toUtf8();
}

LoadResult decodeScenario(const QByteArray &bytes)
{
    if (bytes.size() > kMaxScenarioFileBytes)
        return refused(tooLarge(bytes.size()));
    if (bytes.isEmpty())
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "The file is empty: it holds no scenario."));
    if (bytes.trimmed().isEmpty())
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "The file holds only blank space: it holds no scenario."));
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF"))
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file is saved as UTF-16 text; scenario files are UTF-8: save "
                                        "it again as UTF-8."));
    if (looksBinary(bytes))
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file holds binary data, not text, so it is not a scenario "
                                        "file."));
    if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
        const auto [line, column] = lineAndColumn(bytes, bad);
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file is not UTF-8 text: the bytes at line %1, column %2 are "
                                        "not valid UTF-8. Save it again as UTF-8.")
                .arg(line)
                .arg(column));
    }

    if (const auto error = startError(bytes))
        return refused(*error);
    // QJsonDocument alone takes ".5", "2.", "\x", raw tabs in texts and a key given twice (keeping the last).
    StrictJsonOptions strict;
    strict.maxDepth = kJsonNestingLimit;
    strict.uniqueNamesInside = QStringList{QStringLiteral("params")};
    if (const auto problem = checkStrictJson(bytes, strict))
        return refused(strictSyntaxError(*problem));

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return refused(syntaxError(bytes, parseError));
    if (!document.isObject())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file holds a list, not a scenario: a scenario file is a "
                                        "JSON object that starts with \"{\"."));
    const QJsonObject root = document.object();

    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file has no \"format\" entry, so it is not a LoRA Fleet "
                                        "Explorer scenario."));
    if (format.toString() != QLatin1String(kScenarioFormat))
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file's format is %1, not \"%2\": it is not a LoRA Fleet "
                                        "Explorer scenario.")
                .arg(describe(format), QLatin1String(kScenarioFormat)));

    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file has no \"version\" entry: a scenario file says which "
                                        "version of the format it uses (this one reads version %1).")
                .arg(kScenarioVersion));
    if (!version.isDouble())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file's version must be a whole number (this one reads "
                                        "version %1), but the file gives %2.")
                .arg(kScenarioVersion)
                .arg(describe(version)));
    const double versionNumber = version.toDouble();
    if (versionNumber != kScenarioVersion) {
        const QString shown = fromStd(formatNumber(versionNumber));
        if (versionNumber > kScenarioVersion && std::floor(versionNumber) == versionNumber)
            return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "The file was written by a newer LoRA Fleet Explorer "
                                                       "(version %1); this one reads version %2.")
                               .arg(shown)
                               .arg(kScenarioVersion));
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file's version is %1, which no LoRA Fleet Explorer writes; "
                                        "this one reads version %2.")
                .arg(shown)
                .arg(kScenarioVersion));
    }

    Scenario scenario;
    for (const char *key : {"name", "notes"}) {
        const QJsonValue value = root.value(QLatin1String(key));
        if (value.isUndefined())
            continue;
        if (!value.isString())
            return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "\"%1\" must be text, but the file gives %2.")
                               .arg(QLatin1String(key), describe(value)));
        (qstrcmp(key, "name") == 0 ? scenario.name : scenario.notes) = value.toString();
    }

    const QJsonValue paramsValue = root.value(QLatin1String("params"));
    if (paramsValue.isUndefined())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The file has no \"params\" entry, which holds the scenario's "
                                        "values."));
    if (!paramsValue.isObject())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "\"params\" must be an object of named values, but the file "
                                        "gives %1.")
                .arg(describe(paramsValue)));
    const QJsonObject params = paramsValue.toObject();

    QStringList missing;
    for (const ParamInfo &info : paramInfos()) {
        const QJsonValue value = params.value(fromView(info.key));
        if (value.isUndefined()) {
            missing << fromView(info.key);
            continue;
        }
        if (auto error = readParam(scenario.params, info, value))
            return refused(*error);
    }
    // A paper-model file needs none of the engine model's keys (files before them lack them all).
    if (scenario.params.model == ModelKind::Paper)
        missing.removeIf([](const QString &key) { return isEngineKey(key.toStdString()); });
    // Ranges that depend on two keys (catalog_ceiling >= catalog_start) are only known once all are read.
    if (const auto errors = validate(scenario.params); !errors.empty())
        return refused(rangeMessage(errors.front(), scenario.params));

    QStringList unknown;
    for (auto it = root.begin(); it != root.end(); ++it) {
        static const QStringList known = {QStringLiteral("format"), QStringLiteral("version"),
                                          QStringLiteral("name"), QStringLiteral("notes"),
                                          QStringLiteral("params")};
        if (!known.contains(it.key()))
            unknown << it.key();
    }
    for (auto it = params.begin(); it != params.end(); ++it)
        if (!findParam(it.key().toStdString()))
            unknown << it.key();

    LoadResult result;
    if (!missing.isEmpty())
        result.warnings << QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "Missing keys took their defaults: %1.")
                               .arg(listOfNames(missing));
    if (!unknown.isEmpty())
        result.warnings << QCoreApplication::translate("lorafleet::ScenarioFile",
                                                       "Unknown keys were ignored: %1.")
                               .arg(listOfNames(unknown));
    result.scenario = std::move(scenario);
    return result;
}

LoadResult loadScenarioFile(const QString &path)
{
    const QString shown = safeText(QDir::toNativeSeparators(path), kMaxPathChars);
    QFile file;
    const OpenedFile opened = openRegularFile(path, file);
    if (opened.kind == FileKind::Missing)
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "The file %1 does not exist.").arg(shown));
    if (opened.kind == FileKind::Folder)
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "%1 is a folder, not a scenario file.")
                .arg(shown));
    if (!opened.error.isEmpty())
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "The file %1 could not be opened: %2.")
                .arg(shown, opened.error));
    // Reading a FIFO or a device would wait for a writer, or never end.
    if (opened.kind != FileKind::Regular)
        return refused(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                   "%1 is %2, not a scenario file: only regular files are "
                                                   "read.")
                           .arg(shown, fileKindText(opened.kind)));
    if (file.size() > kMaxScenarioFileBytes)
        return refused(tooLarge(file.size()));
    // One byte past the limit is enough to tell "too large", also for files whose size() says 0 (/proc).
    const QByteArray bytes = file.read(kMaxScenarioFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return refused(
            QCoreApplication::translate("lorafleet::ScenarioFile", "The file %1 could not be read: %2.")
                .arg(shown, file.errorString()));
    if (bytes.size() > kMaxScenarioFileBytes)
        return refused(tooLarge(bytes.size()));
    return decodeScenario(bytes);
}

bool saveScenarioFile(const QString &path, const Scenario &scenario, QString *error)
{
    const QString shown = safeText(QDir::toNativeSeparators(path), 300);
    const auto fail = [error](QString message) {
        if (error)
            *error = std::move(message);
        return false;
    };
    const QFileInfo info(path);
    if (info.isDir())
        return fail(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                "%1 is a folder: choose a file name to save the scenario.")
                        .arg(shown));
    if (!info.absoluteDir().exists())
        return fail(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The folder %1 does not exist, so the scenario could not be saved "
                                        "there.")
                .arg(QDir::toNativeSeparators(info.absolutePath())));

    const QByteArray bytes = encodeScenario(scenario);
    if (bytes.size() > kMaxScenarioFileBytes) // it could not be opened again
        return fail(
            QCoreApplication::translate("lorafleet::ScenarioFile",
                                        "The scenario is too large to save: its name and notes take %1 "
                                        "bytes, and a scenario file is at most %2 bytes (1 MiB).")
                .arg(QLocale().toString(qint64(bytes.size())), QLocale().toString(kMaxScenarioFileBytes)));

    if (const WriteResult written = writeFileAtomically(path, bytes); !written)
        return fail(QCoreApplication::translate("lorafleet::ScenarioFile",
                                                "The scenario could not be saved to %1: %2.")
                        .arg(shown, written.reason));
    return true;
}

} // namespace lorafleet
