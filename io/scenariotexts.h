// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the scenario file reader and writer (scenariofile.cpp, scenariowriter.cpp,
// scenariomessages.cpp): the words of the reader's messages, and small conversions.

#include "io/strictjson.h"
#include "model/params.h"

#include <QByteArray>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <string_view>

namespace lorafleet::scenariotexts {

constexpr int kJsonNestingLimit = 1024; // QJsonDocument's limit in Qt 6 (DeepNesting beyond it)

inline QString fromStd(const std::string &text)
{
    return QString::fromStdString(text);
}

inline QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Offset of the first byte that does not belong to valid UTF-8, or -1 when all of it is valid.
qsizetype firstInvalidUtf8(const QByteArray &bytes);
// Bytes that never appear in a text file: NUL and the C0 controls other than tab, line feed, form feed,
// return.
bool looksBinary(const QByteArray &bytes);
QString tooLarge(qint64 size);
// What the file holds where a value of another kind was due, for "X must be Y, but the file gives Z".
QString describe(const QJsonValue &value);
QString listOfNames(const QStringList &names);
QString rangeMessage(const ValidationError &error, const Params &context);
QString typeMessage(const ParamInfo &info, const Params &context, const QString &given);
// Qt 6 reads only objects and lists at the top; say so plainly for a file that starts with anything else.
std::optional<QString> startError(const QByteArray &bytes);
// What QJsonDocument still refuses after the strict check: numbers too large to store.
QString syntaxError(const QByteArray &bytes, const QJsonParseError &error);
QString strictSyntaxError(const JsonProblem &problem);

} // namespace lorafleet::scenariotexts
