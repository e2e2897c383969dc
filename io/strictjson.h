// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace lorafleet {

// Where a strict reading of JSON stopped, and why.
struct JsonProblem
{
    enum class Kind {
        Syntax, // the text breaks RFC 8259's grammar at line:column
        UnexpectedEnd, // the text ends before its value is complete (line:column is the end)
        TooDeep, // lists and objects nest more deeply than StrictJsonOptions::maxDepth
        DuplicateName, // a name that must be unique is given a second time at line:column
    };
    Kind kind = Kind::Syntax;
    qsizetype offset = 0; // in bytes
    int line = 1; // from 1
    int column = 1; // from 1, in characters
    QString what; // Syntax, UnexpectedEnd: what is wrong, a translated phrase that does not say where
    QString name; // DuplicateName: the name as the JSON reader decodes it (not yet safe to show)
    int firstLine = 1; // DuplicateName: where the name was first given
    int firstColumn = 1;
};

struct StrictJsonOptions
{
    int maxDepth = 1024; // nesting of lists and objects; QJsonDocument reads at most 1024 levels
    // Names must be unique in the top-level object and in the objects that are the values of these of its
    // names. Elsewhere RFC 8259 only says names SHOULD be unique, so duplicates pass there.
    bool uniqueTopLevelNames = true;
    QStringList uniqueNamesInside;
};

// Checks UTF-8 bytes against RFC 8259's grammar, exactly: no ".5", "2.", "\x", raw control characters in
// texts, comments, trailing commas, single quotes, NaN or Infinity; whitespace is space, tab, line feed and
// carriage return only. A leading UTF-8 byte order mark is skipped. Returns the first problem in the order
// of the text, or nothing when the text is valid. Runs in linear time with its own stack (no recursion),
// so any input is safe.
std::optional<JsonProblem> checkStrictJson(const QByteArray &bytes, const StrictJsonOptions &options = {});

// Line and column (both from 1, columns in characters) of a byte offset in UTF-8 text, the way a text
// editor counts them; a leading byte order mark takes no column.
std::pair<int, int> lineAndColumn(const QByteArray &bytes, qsizetype offset);

} // namespace lorafleet
