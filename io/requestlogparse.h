// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The pieces of a request-log line, parsed by hand on bytes (no QString per line): the reader of
// requestlog.h calls these ten million times a file.
namespace lorafleet::logparse {

// A timestamp as Unix seconds: an ISO 8601 date-time (2026-11-30T14:05:09Z, with a space for the T, a
// fraction, an offset +09:00 or +0900, or a date alone, read as UTC when no offset is given) or a
// number of Unix seconds (milliseconds when above 1e11, which as seconds would be past the year 5000).
std::optional<double> parseTime(std::string_view text);

// A whole number of requests, 0 or more, digits only.
std::optional<std::int64_t> parseCount(std::string_view text);

// ASCII spaces and tabs off both ends.
std::string_view trimmed(std::string_view text);

// The fields of a CSV line at two indexes (second < 0: none), quotes removed (RFC 4180: "a ""b"", c"
// is one field). Quoted fields that needed unescaping are copied into the scratch strings. Returns false
// when the line has too few fields or a quote is not closed.
bool csvFields(std::string_view line, int first, int second, std::string_view &firstField,
               std::string_view &secondField, std::string &firstScratch, std::string &secondScratch);

// Every field of a CSV line, unquoted (for the header).
std::vector<std::string> csvHeader(std::string_view line);

// One JSON object on a line: the values of two keys (empty key: not wanted). A string value comes
// unescaped, a number or literal as its text; an object or array value counts as absent. Returns false when
// the line is not one JSON object. `keys`, when given, receives every top-level key in order.
struct JsonValue
{
    bool found = false;
    bool isString = false;
    std::string_view text;
};
bool jsonFields(std::string_view line, std::string_view firstKey, std::string_view secondKey,
                JsonValue &first, JsonValue &second, std::string &firstScratch, std::string &secondScratch,
                std::vector<std::string> *keys = nullptr);

} // namespace lorafleet::logparse
