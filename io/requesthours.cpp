// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/requesthours.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace lorafleet {

namespace {

constexpr double kSecondsPerHour = 3600.0;
constexpr double kMiddleFrom = 0.01; // the middle of the requests: from this quantile to 1 - it
constexpr std::int64_t kLeastStrayHours = 24; // a time this close to the middle is never stray

} // namespace

void RequestHours::add(double time)
{
    ++m_requests;
    m_first = m_any ? std::min(m_first, time) : time;
    m_last = m_any ? std::max(m_last, time) : time;
    m_any = true;
    const auto key = static_cast<std::int64_t>(std::floor(time / kSecondsPerHour));
    if (m_current.requests > 0 && key != m_currentKey)
        flush();
    if (m_current.requests == 0) {
        m_currentKey = key;
        m_current = {0, time, time};
    }
    ++m_current.requests;
    m_current.first = std::min(m_current.first, time);
    m_current.last = std::max(m_current.last, time);
}

void RequestHours::flush()
{
    if (m_current.requests == 0)
        return;
    if (!m_overflow) {
        auto [at, added] = m_hours.try_emplace(m_currentKey, m_current);
        if (!added) {
            at->second.requests += m_current.requests;
            at->second.first = std::min(at->second.first, m_current.first);
            at->second.last = std::max(at->second.last, m_current.last);
        }
        if (m_hours.size() > kMaxHours) {
            m_overflow = true;
            m_hours.clear();
        }
    }
    m_current = {};
}

RequestHours::Span RequestHours::span()
{
    flush();
    Span span;
    if (!m_any)
        return span;
    span.requests = m_requests;
    span.first = m_first;
    span.last = m_last;
    if (m_overflow)
        return span; // over a century of distinct hours: no busiest hour, nothing left out
    std::vector<std::pair<std::int64_t, Hour>> hours(m_hours.begin(), m_hours.end());
    std::sort(hours.begin(), hours.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    // The hours of the requests at the two quantiles.
    const auto hourOfRank = [&](std::int64_t rank) { // rank 1-based
        std::int64_t seen = 0;
        for (const auto &[key, hour] : hours) {
            seen += hour.requests;
            if (seen >= rank)
                return key;
        }
        return hours.back().first;
    };
    const auto n = static_cast<double>(m_requests);
    const std::int64_t low =
        hourOfRank(std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(kMiddleFrom * n))));
    const std::int64_t high =
        hourOfRank(std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil((1.0 - kMiddleFrom) * n))));
    const std::int64_t reach = std::max(high - low + 1, kLeastStrayHours);
    const std::int64_t from = low - reach;
    const std::int64_t to = high + reach;
    span.requests = 0;
    span.first.reset();
    span.last.reset();
    double strayDistance = -1.0;
    for (const auto &[key, hour] : hours) {
        if (key < from || key > to) {
            span.strayRequests += hour.requests;
            const double distance = key < from ? double(from - key) : double(key - to);
            if (distance > strayDistance) {
                strayDistance = distance;
                span.farthestStray = key < from ? hour.first : hour.last;
            }
            continue;
        }
        span.requests += hour.requests;
        span.first = span.first ? std::min(*span.first, hour.first) : hour.first;
        span.last = span.last ? std::max(*span.last, hour.last) : hour.last;
        span.peakHourRequests = std::max(span.peakHourRequests, hour.requests);
    }
    const double firstHour = std::floor(*span.first / kSecondsPerHour);
    const double hoursSpanned = std::floor(*span.last / kSecondsPerHour) - firstHour + 1.0;
    // Within one clock hour there is no peak to speak of.
    if (hoursSpanned >= 2.0)
        span.peakFactor =
            static_cast<double>(span.peakHourRequests) / (static_cast<double>(span.requests) / hoursSpanned);
    return span;
}

} // namespace lorafleet
