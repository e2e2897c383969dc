// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/requestlog.h"
#include "model/params.h"
#include "model/popularity.h"
#include "model/zipffit.h"

#include <atomic>
#include <string>
#include <vector>

namespace lorafleet {

// A request log's fit: the Zipf law and the log's own shares (the head exactly, the rest a fitted tail).
// Computed off the GUI thread by the Import traffic dialog; at once by `lorafleet fit-log`.
struct TrafficFit
{
    ZipfFit zipf;
    EmpiricalShares shares; // empty head when the fit failed
};
// stop: see ZipfFitOptions (the dialog's Cancel); a stopped fit has the status Cancelled.
TrafficFit fitTraffic(const std::vector<std::int64_t> &counts, const std::atomic<bool> *stop = nullptr);

// The scenario that applying a fit proposes: K (and the K axis to reach it), s, the demand and its peak
// factor when the log has timestamps, and the popularity: Zipf(s), or with `empirical` the log's shares.
// A value the log gave that the scenario cannot take, and what it takes instead: said, never silent.
struct TrafficClamp
{
    std::string key; // "requests_per_month", "demand_peak_factor", "skew"
    double found = 0; // from the log
    double used = 0; // the nearest end of the key's range
};
Params proposeFromTraffic(Params base, const RequestLog &log, const TrafficFit &fit, bool empirical,
                          std::vector<TrafficClamp> *clamps = nullptr);

} // namespace lorafleet
