// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>

namespace lorafleet {

// The timestamps of a request log, tallied by clock hour (UTC): the span they cover, the busiest hour,
// and the stray ones left out of the span. A stray timestamp (one `0` among 20,000 of this month) would
// stretch the span to 56 years and turn 876,000 requests a month into 30. A time is stray when it lies
// further from the middle 98 % of the requests (the 1st to the 99th percentile, by hour) than that middle
// is wide, and at least a day from it: fewer than 1 % of the requests can be stray, and a log of evenly
// spread requests has none.
class RequestHours
{
public:
    static constexpr std::size_t kMaxHours = 1000000; // distinct hours tallied (114 years); beyond, no peak

    void add(double time);

    struct Span
    {
        std::int64_t requests = 0; // with a time inside the span
        std::optional<double> first; // Unix seconds, the stray ones left out
        std::optional<double> last;
        std::int64_t peakHourRequests = 0;
        std::optional<double> peakFactor; // the busiest hour against the mean hour spanned
        std::int64_t strayRequests = 0; // left out of the span
        std::optional<double> farthestStray; // the stray time furthest from the span
    };
    Span span();

private:
    struct Hour
    {
        std::int64_t requests = 0;
        double first = 0;
        double last = 0;
    };
    void flush();

    std::unordered_map<std::int64_t, Hour> m_hours;
    bool m_overflow = false;
    bool m_any = false;
    double m_first = 0;
    double m_last = 0;
    std::int64_t m_requests = 0;
    std::int64_t m_currentKey = 0; // consecutive lines in one hour are added at once
    Hour m_current;
};

} // namespace lorafleet
