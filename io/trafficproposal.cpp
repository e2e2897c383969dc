// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/trafficproposal.h"

#include <algorithm>

namespace lorafleet {

TrafficFit fitTraffic(const std::vector<std::int64_t> &counts)
{
    TrafficFit fit;
    fit.zipf = fitZipf(counts);
    if (fit.zipf.status == ZipfFit::Status::Ok)
        fit.shares = empiricalShares(counts, fit.zipf.skew);
    return fit;
}

Params proposeFromTraffic(Params params, const RequestLog &log, const TrafficFit &fit, bool empirical)
{
    params.adapters = fit.zipf.adapters;
    params.skew = std::clamp(fit.zipf.skew, 0.0, findParam("skew")->maximum);
    // The K axis reaches the imported catalog.
    params.plotMaxAdapters = std::max(params.plotMaxAdapters, params.adapters);
    if (log.requestsPerMonth) {
        const ParamInfo *demand = findParam("requests_per_month");
        params.requestsPerMonth = std::clamp(*log.requestsPerMonth, demand->minimum, demand->maximum);
    }
    if (log.peakFactor) {
        const ParamInfo *peak = findParam("demand_peak_factor");
        params.demandPeakFactor = std::clamp(*log.peakFactor, peak->minimum, peak->maximum);
    }
    params.popularity = {};
    if (empirical && !fit.shares.head.empty()) {
        params.popularity.kind = PopularityKind::Empirical;
        params.popularity.empirical = fit.shares;
    }
    return params;
}

} // namespace lorafleet
