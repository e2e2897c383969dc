// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/trafficproposal.h"

#include <algorithm>

namespace lorafleet {

TrafficFit fitTraffic(const std::vector<std::int64_t> &counts, const std::atomic<bool> *stop)
{
    TrafficFit fit;
    ZipfFitOptions options;
    options.stop = stop;
    fit.zipf = fitZipf(counts, options);
    if (fit.zipf.status == ZipfFit::Status::Ok)
        fit.shares = empiricalShares(counts, fit.zipf.skew);
    return fit;
}

Params proposeFromTraffic(Params params, const RequestLog &log, const TrafficFit &fit, bool empirical,
                          std::vector<TrafficClamp> *clamps)
{
    const auto clamped = [clamps](const char *key, double found) {
        const ParamInfo *info = findParam(key);
        const double used = std::clamp(found, info->minimum, info->maximum);
        if (clamps && used != found)
            clamps->push_back({key, found, used});
        return used;
    };
    params.adapters = fit.zipf.adapters;
    params.skew = clamped("skew", fit.zipf.skew);
    // The K axis reaches the imported catalog.
    params.plotMaxAdapters = std::max(params.plotMaxAdapters, params.adapters);
    if (log.requestsPerMonth)
        params.requestsPerMonth = clamped("requests_per_month", *log.requestsPerMonth);
    if (log.peakFactor)
        params.demandPeakFactor = clamped("demand_peak_factor", *log.peakFactor);
    params.popularity = {};
    if (empirical && !fit.shares.head.empty()) {
        params.popularity.kind = PopularityKind::Empirical;
        params.popularity.empirical = fit.shares;
    }
    return params;
}

} // namespace lorafleet
