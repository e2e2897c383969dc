// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/validation.h"

#include "model/fleetmodel.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

constexpr double kMaxEngineOverhead = 1e4; // the calibration's bracket (a step 10,000 times its roofline)
constexpr int kBisections = 200;

double meanOf(const std::vector<double> &values)
{
    double sum = 0;
    for (const double v : values)
        sum += v;
    return values.empty() ? 0.0 : sum / static_cast<double>(values.size());
}

} // namespace

std::string ValidationSet::sourceText() const
{
    std::string text = source.paper.empty()
        ? source.repo + " " + source.path + "@" + source.commit.substr(0, 12)
        : source.paper;
    if (!source.table.empty())
        text += ", " + source.table;
    return text;
}

std::string_view validationRoleKey(ValidationSet::Role role)
{
    return role == ValidationSet::Role::HeldOut ? "held_out" : "training";
}

double predictedThroughput(const ValidationSet &set, const ValidationSet::Point &point, const Params &params)
{
    const Figures f = evaluate(params);
    // Per GPU-month to per second; the LoRA-off points are the dedicated replica's (the adapter merged).
    const double perGpu =
        (point.lora ? f.gpuCapacityMultiplexed : f.gpuCapacityDedicated) / (3600.0 * params.hoursPerMonth);
    const double gpus = f.replica.tensorParallel;
    switch (set.unit) {
    case ValidationSet::Unit::RequestsPerSecond:
        return perGpu * gpus;
    case ValidationSet::Unit::TokensPerSecond:
        return perGpu * gpus * params.outputTokens;
    case ValidationSet::Unit::TokensPerSecondPerGpu:
        return perGpu * params.outputTokens;
    }
    return perGpu;
}

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

ValidationResult runValidation(const ValidationSet &set, ValidationMode mode)
{
    ValidationResult result;
    result.name = set.name;
    result.mode = mode;
    if (mode == ValidationMode::Absolute) {
        std::vector<double> errors;
        for (const ValidationSet::Point &point : set.points) {
            const Params params = pointScenario(set, point, result.problem);
            if (!result.problem.empty())
                return result;
            ValidationResult::Point r;
            r.adapters = point.adapters;
            r.measured = point.measured;
            r.predicted = predictedThroughput(set, point, params);
            r.error = r.predicted / r.measured - 1.0;
            result.maxAbsError = std::max(result.maxAbsError, std::abs(r.error));
            errors.push_back(std::abs(r.error));
            result.points.push_back(r);
        }
        result.meanAbsError = meanOf(errors);
        return result;
    }
    result.fitted = true;
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
        return predictedThroughput(set, *reference, p);
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
    const double referencePredicted = predictedThroughput(set, *reference, referenceParams);
    std::vector<double> errors, baseline;
    for (std::size_t i = 0; i < set.points.size(); ++i) {
        ValidationResult::Point r;
        r.adapters = set.points[i].adapters;
        r.measured = set.points[i].measured;
        r.predicted = predictedThroughput(set, set.points[i], scenarios[i]);
        r.measuredRatio = r.measured / reference->measured;
        r.predictedRatio = r.predicted / referencePredicted;
        r.error = r.predictedRatio / r.measuredRatio - 1.0;
        r.baselineError = 1.0 / r.measuredRatio - 1.0;
        result.maxAbsError = std::max(result.maxAbsError, std::abs(r.error));
        result.baselineMaxAbsError = std::max(result.baselineMaxAbsError, std::abs(r.baselineError));
        if (set.points[i].adapters != set.referenceAdapters) {
            errors.push_back(std::abs(r.error));
            baseline.push_back(std::abs(r.baselineError));
        }
        result.points.push_back(r);
    }
    result.meanAbsError = meanOf(errors);
    result.baselineMeanAbsError = meanOf(baseline);
    return result;
}

std::vector<ValidationSummary> summariseValidation(const std::vector<ValidationSet> &sets,
                                                   const std::vector<ValidationResult> &results)
{
    std::vector<ValidationSummary> summaries;
    for (const auto role : {ValidationSet::Role::Training, ValidationSet::Role::HeldOut})
        for (const auto mode : {ValidationMode::Absolute, ValidationMode::Relative}) {
            ValidationSummary summary{role, mode};
            std::vector<double> errors;
            for (std::size_t i = 0; i < sets.size() && i < results.size(); ++i) {
                const ValidationResult &result = results[i];
                if (sets[i].role != role || result.mode != mode || !result.problem.empty())
                    continue;
                ++summary.tables;
                for (const ValidationResult::Point &point : result.points)
                    if (mode == ValidationMode::Absolute || point.adapters != sets[i].referenceAdapters)
                        errors.push_back(std::abs(point.error));
            }
            if (summary.tables == 0)
                continue;
            summary.points = static_cast<int>(errors.size());
            std::sort(errors.begin(), errors.end());
            if (!errors.empty()) {
                const std::size_t half = errors.size() / 2;
                summary.medianAbsError =
                    errors.size() % 2 ? errors[half] : 0.5 * (errors[half - 1] + errors[half]);
                summary.worstAbsError = errors.back();
            }
            summaries.push_back(summary);
        }
    return summaries;
}

} // namespace lorafleet
