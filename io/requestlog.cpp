// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/requestlog.h"

#include "io/adaptertable.h"
#include "io/regularfile.h"
#include "io/requesthours.h"
#include "io/requestlogparse.h"
#include "text/safetext.h"

#include <QFile>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>
#include <unordered_map>

namespace lorafleet {

namespace {

using namespace logparse;

// Column names recognised without --adapter-column / --time-column, in order of preference.
constexpr std::string_view kAdapterNames[] = {"adapter",      "adapter_id",   "adapter_name",
                                              "lora",         "lora_id",      "lora_name",
                                              "lora_adapter", "lora_request", "model_adapter"};
constexpr std::string_view kTimeNames[] = {"timestamp", "time", "ts",          "created_at",
                                           "datetime",  "date", "request_time"};
constexpr std::string_view kCountNames[] = {"count", "requests", "request_count", "n", "num_requests"};
constexpr std::size_t kBinaryProbe = 65536; // a NUL byte among the first this many: not text
constexpr double kSecondsPerHour = 3600.0;
constexpr int kShownNames = 12;
constexpr std::int64_t kMaxRequests = 1000000000000000000; // 10^18: a total far from overflowing

std::string lower(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
                   [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
    return result;
}

// The index of the column named `wanted` (case-insensitive), or of the first known name; -1 if none.
template<std::size_t N>
int findColumn(const std::vector<std::string> &names, const QString &wanted,
               const std::string_view (&known)[N])
{
    if (!wanted.isEmpty()) {
        const std::string w = lower(wanted.toStdString());
        for (std::size_t i = 0; i < names.size(); ++i)
            if (lower(names[i]) == w)
                return int(i);
        return -1;
    }
    for (const std::string_view name : known)
        for (std::size_t i = 0; i < names.size(); ++i)
            if (lower(names[i]) == name)
                return int(i);
    return -1;
}

QString namesText(const std::vector<std::string> &names)
{
    QStringList shown;
    for (std::size_t i = 0; i < names.size() && i < std::size_t(kShownNames); ++i)
        shown << safeText(QString::fromUtf8(names[i].data(), qsizetype(names[i].size())), 30);
    if (names.size() > std::size_t(kShownNames))
        shown << QStringLiteral("...");
    return shown.isEmpty() ? QStringLiteral("-") : shown.join(QStringLiteral(", "));
}

template<std::size_t N> QString knownText(const std::string_view (&known)[N])
{
    QStringList list;
    for (const std::string_view name : known)
        list << QString::fromLatin1(name.data(), qsizetype(name.size()));
    return list.join(QStringLiteral(", "));
}

} // namespace

struct RequestLogReader::State
{
    RequestLogOptions options;
    QString error;
    bool refused = false;
    std::size_t bytesSeen = 0;
    std::string head; // the first four bytes, for a UTF-16 or UTF-32 byte-order mark
    std::string pending; // a line split across blocks
    bool skipping = false; // inside a line longer than kMaxLineBytes
    bool started = false; // a first byte-order mark has been looked for
    bool headerRead = false;
    std::int64_t lineNumber = 0; // of the line being read, 1-based, every line counted
    RequestLog log;
    int adapterIndex = -1; // CSV columns
    int timeIndex = -1;
    int countIndex = -1;
    std::string adapterKey; // JSON Lines keys
    std::string timeKey;
    std::string scratchA, scratchB;
    AdapterTable ids;
    RequestHours hours;
    std::int64_t timedRequests = 0;

    bool refuse(const QString &message)
    {
        refused = true;
        error = message;
        return false;
    }

    void bad(const QString &reason)
    {
        ++log.badLines;
        if (log.firstBadLines.size() < kShownBadLines)
            log.firstBadLines.append({lineNumber, reason});
    }

    // A line over kMaxLineBytes: bad, or the end of reading when it is the first.
    void longLine()
    {
        ++lineNumber;
        if (!headerRead) {
            refuse(tr("line 1 is longer than %1 bytes: not a request log").arg(kMaxLineBytes));
            return;
        }
        bad(tr("longer than %1 bytes").arg(kMaxLineBytes));
        ++log.lines;
    }

    void count(std::string_view id, std::int64_t requests, std::optional<double> time)
    {
        ids.add(id, requests);
        log.requests += requests;
        if (!time)
            return;
        ++timedRequests;
        hours.add(*time);
    }

    bool header(std::string_view line);
    void dataLine(std::string_view line);
    void line(std::string_view line);
};

RequestLogReader::RequestLogReader(const RequestLogOptions &options)
    : m_state(std::make_unique<State>())
{
    m_state->options = options;
}

RequestLogReader::~RequestLogReader() = default;

const QString &RequestLogReader::error() const
{
    return m_state->error;
}

bool RequestLogReader::State::header(std::string_view text)
{
    headerRead = true;
    // Bytes that are not UTF-8 in the first line: random or binary data without a NUL among them.
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8(QByteArrayView(text.data(), qsizetype(text.size())));
    if (utf8.hasError() || decoded.contains(QChar::ReplacementCharacter))
        return refuse(
            tr("line 1 is not UTF-8 text: this looks like a binary file, not a CSV or JSON Lines log"));
    std::vector<std::string> names;
    const bool json = !trimmed(text).empty() && trimmed(text).front() == '{';
    if (json) {
        log.format = RequestLog::Format::JsonLines;
        JsonValue a, b;
        if (!jsonFields(text, {}, {}, a, b, scratchA, scratchB, &names))
            return refuse(tr("line 1 is not a JSON object: a JSON Lines log has one object per line"));
    } else {
        names = csvHeader(text);
    }
    const int adapter = findColumn(names, options.adapterColumn, kAdapterNames);
    if (adapter < 0) {
        if (!options.adapterColumn.isEmpty())
            return refuse(tr("no column named %1 (the %2 has: %3)")
                              .arg(safeQuoted(options.adapterColumn),
                                   json ? tr("first object") : tr("header"), namesText(names)));
        return refuse(
            tr("no adapter column: expected one named %1, or give --adapter-column NAME (the %2 "
               "has: %3)")
                .arg(knownText(kAdapterNames), json ? tr("first object") : tr("header"), namesText(names)));
    }
    const int time = findColumn(names, options.timeColumn, kTimeNames);
    if (time < 0 && !options.timeColumn.isEmpty())
        return refuse(tr("no column named %1 (the %2 has: %3)")
                          .arg(safeQuoted(options.timeColumn), json ? tr("first object") : tr("header"),
                               namesText(names)));
    const int countColumn = json ? -1 : findColumn(names, QString(), kCountNames);
    const auto name = [&](int i) { return QString::fromUtf8(names[std::size_t(i)].c_str()); };
    log.adapterColumn = name(adapter);
    if (json) {
        adapterKey = names[std::size_t(adapter)];
        if (time >= 0) {
            timeKey = names[std::size_t(time)];
            log.timeColumn = name(time);
        }
        dataLine(text); // the first object is a request too
        return true;
    }
    adapterIndex = adapter;
    // A counts table only when the header has no time column (a log with timestamps and a column named
    // n or count is a log of requests, one a line; docs/traffic.md).
    const bool timed = time >= 0 && time != adapter;
    if (countColumn >= 0 && countColumn != adapter && !timed) {
        log.format = RequestLog::Format::CountsTable;
        countIndex = countColumn;
        log.countColumn = name(countColumn);
    } else if (time >= 0 && time != adapter) {
        timeIndex = time;
        log.timeColumn = name(time);
    }
    return true;
}

void RequestLogReader::State::dataLine(std::string_view text)
{
    std::string_view id;
    std::string_view other;
    bool parsed = false;
    bool otherFound = false;
    if (log.format == RequestLog::Format::JsonLines) {
        JsonValue a, b;
        parsed = jsonFields(text, adapterKey, timeKey, a, b, scratchA, scratchB);
        if (parsed && !a.found) {
            bad(tr("no %1").arg(safeQuoted(log.adapterColumn)));
            ++log.lines;
            return;
        }
        id = a.text;
        if (parsed && !a.isString && id == "null")
            id = {};
        other = b.text;
        otherFound = b.found;
    } else {
        const int second = log.format == RequestLog::Format::CountsTable ? countIndex : timeIndex;
        parsed = csvFields(text, adapterIndex, second, id, other, scratchA, scratchB);
        otherFound = parsed && second >= 0;
    }
    if (!parsed) {
        bad(log.format == RequestLog::Format::JsonLines ? tr("not a JSON object")
                                                        : tr("too few fields, or a quote left open"));
    } else if (trimmed(id).empty()) {
        bad(tr("empty adapter id"));
    } else if (id.size() > kMaxIdBytes) {
        bad(tr("adapter id longer than %1 bytes").arg(kMaxIdBytes));
    } else if (log.format == RequestLog::Format::CountsTable) {
        const std::optional<std::int64_t> n = parseCount(other);
        if (!n)
            bad(tr("the count is not a whole number of requests"));
        else if (*n > kMaxRequests - log.requests)
            bad(tr("the counts add up to more than 10^18 requests"));
        else if (*n > 0)
            count(trimmed(id), *n, std::nullopt);
    } else if (!log.timeColumn.isEmpty()) {
        const std::optional<double> time = otherFound ? parseTime(other) : std::nullopt;
        if (!time)
            bad(tr("the time is not ISO 8601 or Unix seconds"));
        else if (log.requests >= kMaxRequests)
            bad(tr("the counts add up to more than 10^18 requests"));
        else
            count(trimmed(id), 1, time);
    } else if (log.requests >= kMaxRequests) {
        bad(tr("the counts add up to more than 10^18 requests"));
    } else {
        count(trimmed(id), 1, std::nullopt);
    }
    ++log.lines;
}

void RequestLogReader::State::line(std::string_view text)
{
    ++lineNumber;
    if (!text.empty() && text.back() == '\r')
        text.remove_suffix(1);
    if (!started) {
        started = true;
        if (text.substr(0, 3) == "\xEF\xBB\xBF")
            text.remove_prefix(3);
        if (text.substr(0, 3) == "\xEF\xBB\xBF") {
            refuse(tr("the file starts with two UTF-8 byte-order marks (EF BB BF twice): save it again as "
                      "UTF-8 with one or none"));
            return;
        }
    }
    if (trimmed(text).empty()) // a blank line is neither a request nor bad
        return;
    if (!headerRead) {
        header(text);
        return;
    }
    // Past the first 64 KiB a NUL byte is not caught as binary: it would become part of an adapter's id.
    if (text.find('\0') != std::string_view::npos) {
        ++log.lines;
        bad(tr("the line has a NUL byte: not text"));
        return;
    }
    dataLine(text);
}

bool RequestLogReader::feed(const char *data, std::size_t size)
{
    State &s = *m_state;
    if (s.refused)
        return false;
    // Text saved as UTF-16 or UTF-32 is full of NUL bytes: named as what it is, not as binary data.
    if (s.head.size() < 4) {
        s.head.append(data, std::min(size, 4 - s.head.size()));
        const std::string_view head = s.head;
        if (head.substr(0, 4) == std::string_view("\xFF\xFE\0\0", 4) ||
            head.substr(0, 4) == std::string_view("\0\0\xFE\xFF", 4))
            return s.refuse(
                tr("the file is saved as UTF-32 text; request logs are UTF-8: save it again as UTF-8"));
    }
    if (s.bytesSeen < kBinaryProbe &&
        std::memchr(data, '\0', std::min(size, kBinaryProbe - s.bytesSeen)) != nullptr) {
        const std::string_view mark = std::string_view(s.head).substr(0, 2);
        if (mark == "\xFF\xFE" || mark == "\xFE\xFF")
            return s.refuse(
                tr("the file is saved as UTF-16 text; request logs are UTF-8: save it again as UTF-8"));
        return s.refuse(tr("this is a binary file, not a CSV or JSON Lines log"));
    }
    s.bytesSeen += size;
    std::string_view block(data, size);
    while (!block.empty() && !s.refused) {
        const std::size_t end = block.find('\n');
        const std::string_view piece = block.substr(0, end);
        if (end == std::string_view::npos) {
            // The line goes on in the next block.
            if (!s.skipping && s.pending.size() + piece.size() > kMaxLineBytes) {
                s.skipping = true;
                s.pending.clear();
            }
            if (!s.skipping)
                s.pending.append(piece);
            return !s.refused;
        }
        if (s.skipping) {
            s.skipping = false;
            s.longLine();
        } else if (!s.pending.empty()) {
            s.pending.append(piece);
            if (s.pending.size() > kMaxLineBytes) {
                s.longLine();
            } else {
                s.line(s.pending);
            }
            s.pending.clear();
        } else if (piece.size() > kMaxLineBytes) {
            s.longLine();
        } else {
            s.line(piece);
        }
        block.remove_prefix(end + 1);
    }
    return !s.refused;
}

std::optional<RequestLog> RequestLogReader::finish()
{
    State &s = *m_state;
    if (!s.refused && (!s.pending.empty() || s.skipping)) { // a last line without a newline
        const std::string last = std::move(s.pending);
        s.pending.clear();
        if (s.skipping || last.size() > kMaxLineBytes) {
            s.longLine();
        } else {
            s.line(last);
        }
    }
    if (s.refused)
        return std::nullopt;
    if (s.bytesSeen == 0) {
        s.refuse(tr("the file is empty"));
        return std::nullopt;
    }
    RequestLog &log = s.log;
    if (log.requests == 0) {
        if (log.badLines > 0)
            s.refuse(tr("no request could be read: all %n line(s) are bad (line %1: %2)", nullptr,
                        int(std::min<std::int64_t>(log.badLines, 1 << 30)))
                         .arg(log.firstBadLines.constFirst().number)
                         .arg(log.firstBadLines.constFirst().reason));
        else
            s.refuse(tr("the log has no requests"));
        return std::nullopt;
    }
    s.ids.doneAdding();
    log.adapters = s.ids.top(RequestLog::kKeptIds);
    log.adapterCounts = s.ids.sortedCounts();
    s.ids.clear();
    if (s.timedRequests > 0) {
        // The span without the stray timestamps (requesthours.h): one `0` among a month of times would
        // make the month 56 years long.
        const RequestHours::Span span = s.hours.span();
        log.firstTime = span.first;
        log.lastTime = span.last;
        log.strayTimes = span.strayRequests;
        log.farthestStrayTime = span.farthestStray;
        if (*span.last > *span.first && span.requests > 1) {
            log.requestsPerMonth = static_cast<double>(span.requests - 1) / (*span.last - *span.first) *
                s.options.hoursPerMonth * kSecondsPerHour;
            log.peakHourRequests = span.peakHourRequests;
            log.peakFactor = span.peakFactor;
        }
    }
    return std::move(s.log);
}

RequestLogReadResult readRequestLog(const QString &path, const RequestLogOptions &options,
                                    const std::function<bool(std::int64_t, std::int64_t)> &progress)
{
    constexpr qint64 kBlock = 4 << 20;
    RequestLogReadResult result;
    QFile file;
    const OpenedFile opened = openRegularFile(path, file);
    if (opened.kind != FileKind::Regular || !opened.error.isEmpty()) {
        result.error = !opened.error.isEmpty() ? opened.error
            : opened.kind == FileKind::KernelFile
            ? RequestLogReader::tr("it is %1, not a request log: only files on a disk are read")
                  .arg(fileKindText(opened.kind))
            : RequestLogReader::tr("it is %1, not a file").arg(fileKindText(opened.kind));
        return result;
    }
    // Only the bytes there were when it was opened: a log still being written ends there.
    const qint64 total = opened.size;
    RequestLogReader reader(options);
    std::vector<char> block(static_cast<std::size_t>(kBlock));
    qint64 done = 0;
    while (done < total) {
        const qint64 got = file.read(block.data(), std::min(kBlock, total - done));
        if (got < 0) {
            result.error = RequestLogReader::tr("cannot read it: %1").arg(file.errorString());
            return result;
        }
        if (got == 0)
            break;
        done += got;
        if (!reader.feed(block.data(), static_cast<std::size_t>(got)))
            break;
        if (progress && !progress(done, total)) {
            result.cancelled = true;
            return result;
        }
    }
    result.log = reader.finish();
    if (!result.log)
        result.error = reader.error();
    return result;
}

} // namespace lorafleet
