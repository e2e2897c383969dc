// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lorafleet {

// Which columns of a request log to read; empty names are detected from the header (CSV) or the first
// object's keys (JSON Lines).
struct RequestLogOptions
{
    QString adapterColumn;
    QString timeColumn;
    double hoursPerMonth = 730.0; // what requests_per_month counts a month as (the scenario's h)
};

// What a request log says about the traffic.
struct RequestLog
{
    enum class Format { Csv, JsonLines, CountsTable };
    Format format = Format::Csv;
    QString adapterColumn; // the columns read, as named in the file
    QString timeColumn; // empty: no timestamps
    QString countColumn; // counts table only
    std::int64_t lines = 0; // data lines (no header, no blank lines)
    std::int64_t requests = 0;
    std::int64_t badLines = 0;
    struct BadLine
    {
        std::int64_t number = 0; // 1-based, the header included
        QString reason;
    };
    QList<BadLine> firstBadLines; // the first few
    static constexpr std::size_t kKeptIds = 100;
    // The most requested adapters by id (at most kKeptIds of them), most requested first, ties by id.
    std::vector<std::pair<std::string, std::int64_t>> adapters;
    // Every adapter's requests, largest first (one number each: ten million ids are not kept as text).
    std::vector<std::int64_t> adapterCounts;
    const std::vector<std::int64_t> &counts() const { return adapterCounts; }
    // From the timestamps, when there are at least two distinct ones:
    std::optional<double> firstTime; // Unix seconds
    std::optional<double> lastTime;
    std::optional<double> requestsPerMonth; // (requests in the span - 1) / span, per hoursPerMonth hours
    std::int64_t peakHourRequests = 0; // the most requests in one clock hour (UTC)
    std::optional<double> peakFactor; // that hour's against the mean hour's over the hours spanned
    // Timestamps far from all the others (a stray 0 among this month's), left out of the span, the
    // demand and the peak (io/requesthours.h says which): how many, and the one furthest out.
    std::int64_t strayTimes = 0;
    std::optional<double> farthestStrayTime;
};

// Reads a log fed in blocks of any size: CSV with a header, JSON Lines (one object per line), or a
// counts table (`adapter,count`). Memory: the ids' table and one line, never the file.
class RequestLogReader
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::RequestLogReader)

public:
    static constexpr int kShownBadLines = 5;
    static constexpr std::size_t kMaxLineBytes = 1 << 20; // a longer line is bad, and skipped
    static constexpr std::size_t kMaxIdBytes = 1024;

    explicit RequestLogReader(const RequestLogOptions &options = {});
    ~RequestLogReader();
    RequestLogReader(const RequestLogReader &) = delete;
    RequestLogReader &operator=(const RequestLogReader &) = delete;

    // false once the log is refused (error() says why); later calls do nothing.
    bool feed(const char *data, std::size_t size);
    // Ends the log: the result, or nothing with error() set.
    std::optional<RequestLog> finish();
    const QString &error() const;

private:
    struct State;
    std::unique_ptr<State> m_state;
};

struct RequestLogReadResult
{
    std::optional<RequestLog> log;
    QString error; // set when refused or unreadable
    bool cancelled = false;
};

// Streams a file through RequestLogReader in large blocks. progress(bytesRead, bytesTotal) is called
// after each block; returning false cancels.
RequestLogReadResult readRequestLog(const QString &path, const RequestLogOptions &options = {},
                                    const std::function<bool(std::int64_t, std::int64_t)> &progress = {});

} // namespace lorafleet
