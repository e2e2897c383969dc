// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/sensitivity.h"

#include <algorithm>
#include <cmath>

namespace lorafleet {

namespace {

bool isNumeric(const ParamInfo &info)
{
    return info.kind == ParamInfo::Kind::Integer || info.kind == ParamInfo::Kind::Real;
}

// One end of the range, valid for the parameter alone, or the current value when the end would break a
// rule between parameters.
double validEnd(const Params &params, const ParamInfo &info, double end, double current)
{
    if (info.kind == ParamInfo::Kind::Integer)
        end = end < current ? std::floor(end) : std::ceil(end);
    end = std::clamp(end, info.minimum, info.maximum);
    if (info.positiveMinimum > 0 && end > 0 && end < info.positiveMinimum)
        end = info.positiveMinimum;
    return validate(withParamValue(params, info, end)).empty() ? end : current;
}

} // namespace

std::string_view sensitivityOutputName(SensitivityOutput output)
{
    switch (output) {
    case SensitivityOutput::Savings:
        return "savings";
    case SensitivityOutput::Advantage:
        return "advantage";
    case SensitivityOutput::Gpus:
        return "gpus";
    }
    return "savings";
}

std::optional<SensitivityOutput> sensitivityOutputFromName(std::string_view name)
{
    for (const auto output :
         {SensitivityOutput::Savings, SensitivityOutput::Advantage, SensitivityOutput::Gpus})
        if (sensitivityOutputName(output) == name)
            return output;
    return std::nullopt;
}

double sensitivityOutputValue(const Figures &figures, SensitivityOutput output)
{
    switch (output) {
    case SensitivityOutput::Savings:
        return figures.planSavingsPerMonth; // the plan's, as the summary's tile
    case SensitivityOutput::Advantage:
        return figures.fleetAdvantage;
    case SensitivityOutput::Gpus:
        return figures.gpusMultiplex;
    }
    return 0;
}

double SensitivityRow::swing() const
{
    return std::abs(outputHigh - outputLow);
}

Params withParamValue(Params params, const ParamInfo &info, double value)
{
    if (const auto *integer = std::get_if<std::int64_t Params::*>(&info.field))
        params.**integer = static_cast<std::int64_t>(std::llround(value));
    else if (const auto *real = std::get_if<double Params::*>(&info.field))
        params.**real = value;
    return params;
}

std::optional<SensitivityRange> sensitivityRange(const Params &params, const ParamInfo &info, double fraction)
{
    if (!isNumeric(info))
        return std::nullopt;
    const double current = numericParamValue(params, info);
    return SensitivityRange{validEnd(params, info, current * (1 - fraction), current),
                            validEnd(params, info, current * (1 + fraction), current)};
}

Sensitivity computeSensitivity(const Params &params, SensitivityOutput output, double fraction)
{
    Sensitivity result;
    result.output = output;
    result.fraction = fraction;
    const Figures base = evaluate(params, FleetDetail::ChosenPolicy);
    result.base = sensitivityOutputValue(base, output);
    const bool baseFits = base.verdict != Verdict::DoesNotFit;
    for (const ParamInfo &info : paramInfos()) {
        const auto range = sensitivityRange(params, info, fraction);
        if (!range)
            continue;
        SensitivityRow row{std::string(info.key), range->low, range->high, result.base,
                           result.base,           baseFits,   baseFits};
        if (range->low != numericParamValue(params, info)) {
            const Figures low = evaluate(withParamValue(params, info, range->low), FleetDetail::ChosenPolicy);
            row.outputLow = sensitivityOutputValue(low, output);
            row.fitsLow = low.verdict != Verdict::DoesNotFit;
        }
        if (range->high != numericParamValue(params, info)) {
            const Figures high =
                evaluate(withParamValue(params, info, range->high), FleetDetail::ChosenPolicy);
            row.outputHigh = sensitivityOutputValue(high, output);
            row.fitsHigh = high.verdict != Verdict::DoesNotFit;
        }
        // A parameter the output does not depend on (the plot's range, the growth plan) is no bar.
        if (row.outputLow == result.base && row.outputHigh == result.base)
            continue;
        const auto same =
            std::find_if(result.rows.begin(), result.rows.end(), [&](const SensitivityRow &kept) {
                const auto equal = [](double a, double b) {
                    return std::abs(a - b) <= 1e-12 * std::abs(a) + 1e-300;
                };
                return equal(kept.outputLow, row.outputLow) && equal(kept.outputHigh, row.outputHigh) &&
                    kept.fitsLow == row.fitsLow && kept.fitsHigh == row.fitsHigh;
            });
        if (same != result.rows.end())
            same->sameAs.push_back(row.key);
        else
            result.rows.push_back(std::move(row));
    }
    std::stable_sort(result.rows.begin(), result.rows.end(),
                     [](const SensitivityRow &a, const SensitivityRow &b) { return a.swing() > b.swing(); });
    return result;
}

} // namespace lorafleet
