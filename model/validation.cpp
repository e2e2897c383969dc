// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/validation.h"

#include "model/fleetmodel.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr double kMaxEngineOverhead = 1e4; // the calibration's bracket (a step 10,000 times its roofline)
constexpr int kBisections = 200;

// The model's throughput for a point, in the set's unit.
double predicted(const ValidationSet &set, const Params &params)
{
    const double perSecond = evaluate(params).gpuCapacityMultiplexed / (3600.0 * params.hoursPerMonth);
    return set.unit == ValidationSet::Unit::TokensPerSecond ? perSecond * params.outputTokens : perSecond;
}

} // namespace

Params pointScenario(const ValidationSet &set, const ValidationSet::Point &point, std::string &problem)
{
    Params params = set.scenario;
    params.model = ModelKind::Engine;
    params.adapters = point.adapters;
    for (const auto &[key, text] : point.set) {
        if (const auto error = setParam(params, key, text)) {
            problem = "point with " + std::to_string(point.adapters) + " adapters: " + error->message();
            return {};
        }
    }
    if (const auto errors = validate(params); !errors.empty()) {
        problem = "point with " + std::to_string(point.adapters) + " adapters: " + errors.front().message();
        return {};
    }
    return params;
}

ValidationResult runValidation(const ValidationSet &set)
{
    ValidationResult result;
    result.name = set.name;
    const auto reference =
        std::find_if(set.points.begin(), set.points.end(),
                     [&](const ValidationSet::Point &p) { return p.adapters == set.referenceAdapters; });
    if (reference == set.points.end()) {
        result.problem =
            "no point has the reference's " + std::to_string(set.referenceAdapters) + " adapters";
        return result;
    }
    std::vector<Params> scenarios;
    for (const ValidationSet::Point &point : set.points) {
        scenarios.push_back(pointScenario(set, point, result.problem));
        if (!result.problem.empty())
            return result;
        if (!(point.measured > 0) || !std::isfinite(point.measured)) {
            result.problem = "point with " + std::to_string(point.adapters) +
                " adapters: the measured value must be positive";
            return result;
        }
    }
    Params &referenceParams = scenarios[static_cast<std::size_t>(reference - set.points.begin())];

    // Throughput falls as the engine's overhead grows: bisect for the reference's measured figure.
    const auto at = [&](double overhead) {
        Params p = referenceParams;
        p.engineOverhead = overhead;
        return predicted(set, p);
    };
    double low = 0;
    double high = kMaxEngineOverhead;
    if (at(low) <= reference->measured) {
        high = low; // faster than the model's roofline: no overhead left to give
    } else if (at(high) >= reference->measured) {
        low = high;
    } else {
        for (int i = 0; i < kBisections && high - low > 1e-15 * high; ++i) {
            const double middle = 0.5 * (low + high);
            (at(middle) > reference->measured ? low : high) = middle;
        }
    }
    result.engineOverhead = 0.5 * (low + high);

    for (Params &p : scenarios)
        p.engineOverhead = result.engineOverhead;
    const double referencePredicted = predicted(set, referenceParams);
    for (std::size_t i = 0; i < set.points.size(); ++i) {
        ValidationResult::Point r;
        r.adapters = set.points[i].adapters;
        r.measured = set.points[i].measured;
        r.predicted = predicted(set, scenarios[i]);
        r.measuredRatio = r.measured / reference->measured;
        r.predictedRatio = r.predicted / referencePredicted;
        r.error = r.predictedRatio / r.measuredRatio - 1.0;
        result.maxAbsError = std::max(result.maxAbsError, std::abs(r.error));
        result.points.push_back(r);
    }
    return result;
}

} // namespace lorafleet
