// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/requestlogparse.h"

#include <charconv>
#include <cmath>
#include <cstring>

namespace lorafleet::logparse {

namespace {

// Seconds in a day; Unix numbers above this many are read as milliseconds.
constexpr double kDay = 86400.0;
constexpr double kMillisecondsFrom = 1e11;
constexpr double kLatest = 253402300800.0; // 10000-01-01: later times are not times

// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil).
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

bool isLeap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

// Exactly `digits` decimal digits at text[at].
bool digitsAt(std::string_view text, std::size_t at, std::size_t digits, int &value)
{
    if (at + digits > text.size())
        return false;
    value = 0;
    for (std::size_t i = at; i < at + digits; ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return false;
        value = value * 10 + (c - '0');
    }
    return true;
}

std::optional<double> parseIso(std::string_view t)
{
    int year = 0, month = 0, day = 0;
    if (!digitsAt(t, 0, 4, year) || t[4] != '-' || !digitsAt(t, 5, 2, month) || t.size() < 10 ||
        t[7] != '-' || !digitsAt(t, 8, 2, day))
        return std::nullopt;
    static constexpr int kMonthDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12 || day < 1 || day > kMonthDays[month - 1] + (month == 2 && isLeap(year)))
        return std::nullopt;
    double seconds = static_cast<double>(daysFromCivil(year, unsigned(month), unsigned(day))) * kDay;
    std::size_t at = 10;
    if (at == t.size())
        return seconds;
    if (t[at] != 'T' && t[at] != 't' && t[at] != ' ')
        return std::nullopt;
    int hour = 0, minute = 0, second = 0;
    if (!digitsAt(t, at + 1, 2, hour) || at + 3 >= t.size() || t[at + 3] != ':' ||
        !digitsAt(t, at + 4, 2, minute))
        return std::nullopt;
    at += 6;
    double fraction = 0.0;
    if (at < t.size() && t[at] == ':') {
        if (!digitsAt(t, at + 1, 2, second))
            return std::nullopt;
        at += 3;
        if (at < t.size() && (t[at] == '.' || t[at] == ',')) {
            double scale = 0.1;
            std::size_t digits = 0;
            for (++at; at < t.size() && t[at] >= '0' && t[at] <= '9'; ++at, ++digits, scale *= 0.1)
                fraction += (t[at] - '0') * scale;
            if (digits == 0)
                return std::nullopt;
        }
    }
    if (hour > 24 || minute > 59 || second > 60 || (hour == 24 && (minute || second || fraction > 0)))
        return std::nullopt;
    seconds += hour * 3600.0 + minute * 60.0 + second + fraction;
    if (at == t.size())
        return seconds;
    if ((t[at] == 'Z' || t[at] == 'z') && at + 1 == t.size())
        return seconds;
    if (t[at] != '+' && t[at] != '-')
        return std::nullopt;
    const double sign = t[at] == '+' ? -1.0 : 1.0; // +09:00 is nine hours ahead of UTC
    int offsetHours = 0, offsetMinutes = 0;
    if (!digitsAt(t, at + 1, 2, offsetHours))
        return std::nullopt;
    at += 3;
    if (at < t.size() && t[at] == ':')
        ++at;
    if (at < t.size() && (!digitsAt(t, at, 2, offsetMinutes) || at + 2 != t.size()))
        return std::nullopt;
    if (offsetHours > 23 || offsetMinutes > 59)
        return std::nullopt;
    return seconds + sign * (offsetHours * 3600.0 + offsetMinutes * 60.0);
}

} // namespace

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

std::optional<double> parseTime(std::string_view text)
{
    text = trimmed(text);
    if (text.size() >= 10 && text[4] == '-')
        return parseIso(text);
    double value = 0.0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty() || !std::isfinite(value) || value < 0.0)
        return std::nullopt;
    const double seconds = value > kMillisecondsFrom ? value / 1000.0 : value;
    if (seconds >= kLatest)
        return std::nullopt;
    return seconds;
}

std::optional<std::int64_t> parseCount(std::string_view text)
{
    text = trimmed(text);
    std::int64_t value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty() || value < 0 || text.front() == '-')
        return std::nullopt;
    return value;
}

bool csvFields(std::string_view line, int first, int second, std::string_view &firstField,
               std::string_view &secondField, std::string &firstScratch, std::string &secondScratch)
{
    const int last = std::max(first, second);
    std::size_t at = 0;
    for (int index = 0;; ++index) {
        std::string_view field;
        std::size_t next = 0; // where the next field starts; npos at the end of the line
        std::string *scratch = index == first ? &firstScratch : index == second ? &secondScratch : nullptr;
        std::size_t start = at;
        while (start < line.size() && (line[start] == ' ' || line[start] == '\t'))
            ++start;
        if (start < line.size() && line[start] == '"') {
            // Quoted: up to the closing quote, "" standing for one quote.
            std::size_t from = start + 1;
            bool escaped = false;
            std::size_t close = from;
            for (;; ++close) {
                close = line.find('"', close);
                if (close == std::string_view::npos)
                    return false;
                if (close + 1 < line.size() && line[close + 1] == '"') {
                    escaped = true;
                    ++close;
                    continue;
                }
                break;
            }
            field = line.substr(from, close - from);
            if (escaped && scratch) {
                scratch->clear();
                for (std::size_t i = 0; i < field.size(); ++i) {
                    scratch->push_back(field[i]);
                    if (field[i] == '"')
                        ++i; // the second of a pair
                }
                field = *scratch;
            }
            std::size_t after = close + 1;
            while (after < line.size() && (line[after] == ' ' || line[after] == '\t'))
                ++after;
            if (after < line.size() && line[after] != ',')
                return false; // text after a closing quote
            next = after < line.size() ? after + 1 : std::string_view::npos;
        } else {
            const std::size_t comma = line.find(',', at);
            field = trimmed(line.substr(at, comma == std::string_view::npos ? line.size() - at : comma - at));
            next = comma == std::string_view::npos ? comma : comma + 1;
        }
        if (index == first)
            firstField = field;
        if (index == second)
            secondField = field;
        if (index == last)
            return true;
        if (next == std::string_view::npos)
            return false;
        at = next;
    }
}

std::vector<std::string> csvHeader(std::string_view line)
{
    constexpr int kMaxColumns = 4096;
    std::vector<std::string> names;
    std::string scratch, unused;
    std::string_view field, none;
    for (int index = 0; index < kMaxColumns && csvFields(line, index, -1, field, none, scratch, unused);
         ++index)
        names.emplace_back(field);
    return names;
}

namespace {

void skipSpace(std::string_view line, std::size_t &at)
{
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
        ++at;
}

// A JSON string starting at the quote at line[at]; at ends past the closing quote. Unescapes into scratch
// only when it has escapes (\uXXXX to UTF-8; a surrogate pair joined, a lone one refused).
bool jsonString(std::string_view line, std::size_t &at, std::string_view &text, std::string *scratch)
{
    const std::size_t from = ++at;
    bool escaped = false;
    for (; at < line.size(); ++at) {
        const char c = line[at];
        if (c == '"')
            break;
        if (static_cast<unsigned char>(c) < 0x20)
            return false;
        if (c == '\\') {
            escaped = true;
            ++at;
        }
    }
    if (at >= line.size())
        return false;
    text = line.substr(from, at - from);
    ++at;
    if (!escaped || !scratch)
        return true;
    scratch->clear();
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\') {
            scratch->push_back(text[i]);
            continue;
        }
        const char e = text[++i];
        static constexpr std::string_view kFrom = "\"\\/bfnrt";
        static constexpr std::string_view kTo = "\"\\/\b\f\n\r\t";
        if (const std::size_t k = kFrom.find(e); k != std::string_view::npos) {
            scratch->push_back(kTo[k]);
            continue;
        }
        if (e != 'u')
            return false;
        unsigned code = 0;
        const auto hex = [&](std::size_t from4, unsigned &out) {
            out = 0;
            if (from4 + 4 > text.size())
                return false;
            for (std::size_t j = from4; j < from4 + 4; ++j) {
                const char h = text[j];
                const int v = h >= '0' && h <= '9' ? h - '0'
                    : h >= 'a' && h <= 'f'         ? h - 'a' + 10
                    : h >= 'A' && h <= 'F'         ? h - 'A' + 10
                                                   : -1;
                if (v < 0)
                    return false;
                out = out * 16 + unsigned(v);
            }
            return true;
        };
        if (!hex(i + 1, code))
            return false;
        i += 4;
        if (code >= 0xD800 && code < 0xDC00) {
            unsigned low = 0;
            if (i + 2 >= text.size() || text[i + 1] != '\\' || text[i + 2] != 'u' || !hex(i + 3, low) ||
                low < 0xDC00 || low >= 0xE000)
                return false;
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            i += 6;
        } else if (code >= 0xDC00 && code < 0xE000) {
            return false;
        }
        if (code < 0x80) {
            scratch->push_back(char(code));
        } else if (code < 0x800) {
            scratch->push_back(char(0xC0 | (code >> 6)));
            scratch->push_back(char(0x80 | (code & 0x3F)));
        } else if (code < 0x10000) {
            scratch->push_back(char(0xE0 | (code >> 12)));
            scratch->push_back(char(0x80 | ((code >> 6) & 0x3F)));
            scratch->push_back(char(0x80 | (code & 0x3F)));
        } else {
            scratch->push_back(char(0xF0 | (code >> 18)));
            scratch->push_back(char(0x80 | ((code >> 12) & 0x3F)));
            scratch->push_back(char(0x80 | ((code >> 6) & 0x3F)));
            scratch->push_back(char(0x80 | (code & 0x3F)));
        }
    }
    text = *scratch;
    return true;
}

// Skips one JSON value of any kind (nested ones by depth, honouring strings); false on a malformed one.
bool skipValue(std::string_view line, std::size_t &at, bool &nested)
{
    nested = false;
    if (at >= line.size())
        return false;
    std::string_view ignored;
    if (line[at] == '"')
        return jsonString(line, at, ignored, nullptr);
    if (line[at] == '{' || line[at] == '[') {
        nested = true;
        int depth = 0;
        while (at < line.size()) {
            const char c = line[at];
            if (c == '"') {
                if (!jsonString(line, at, ignored, nullptr))
                    return false;
                continue;
            }
            if (c == '{' || c == '[')
                ++depth;
            else if (c == '}' || c == ']')
                --depth;
            ++at;
            if (depth == 0)
                return true;
        }
        return false;
    }
    const std::size_t from = at;
    while (at < line.size() && line[at] != ',' && line[at] != '}' && line[at] != ' ' && line[at] != '\t')
        ++at;
    return at > from;
}

} // namespace

bool jsonFields(std::string_view line, std::string_view firstKey, std::string_view secondKey,
                JsonValue &first, JsonValue &second, std::string &firstScratch, std::string &secondScratch,
                std::vector<std::string> *keys)
{
    first = {};
    second = {};
    std::size_t at = 0;
    skipSpace(line, at);
    if (at >= line.size() || line[at] != '{')
        return false;
    ++at;
    skipSpace(line, at);
    if (at < line.size() && line[at] == '}') {
        ++at;
        skipSpace(line, at);
        return at == line.size();
    }
    std::string keyScratch;
    while (at < line.size()) {
        if (line[at] != '"')
            return false;
        std::string_view key;
        if (!jsonString(line, at, key, &keyScratch))
            return false;
        if (keys)
            keys->emplace_back(key);
        skipSpace(line, at);
        if (at >= line.size() || line[at] != ':')
            return false;
        ++at;
        skipSpace(line, at);
        JsonValue *wanted = !firstKey.empty() && key == firstKey ? &first
            : !secondKey.empty() && key == secondKey             ? &second
                                                                 : nullptr;
        const std::size_t from = at;
        if (wanted && at < line.size() && line[at] == '"') {
            std::string_view text;
            if (!jsonString(line, at, text, wanted == &first ? &firstScratch : &secondScratch))
                return false;
            *wanted = {true, true, text};
        } else {
            bool nested = false;
            if (!skipValue(line, at, nested))
                return false;
            if (wanted && !nested)
                *wanted = {true, false, line.substr(from, at - from)};
        }
        skipSpace(line, at);
        if (at < line.size() && line[at] == ',') {
            ++at;
            skipSpace(line, at);
            continue;
        }
        if (at < line.size() && line[at] == '}') {
            ++at;
            skipSpace(line, at);
            return at == line.size();
        }
        return false;
    }
    return false;
}

} // namespace lorafleet::logparse
