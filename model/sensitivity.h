// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"
#include "model/params.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lorafleet {

// The figure a tornado chart moves: what a decision turns on.
enum class SensitivityOutput {
    Savings, // savings per month, USD
    Advantage, // fleet advantage R
    Gpus // multiplexed GPUs
};
std::string_view sensitivityOutputName(SensitivityOutput output); // "savings", "advantage", "gpus"
std::optional<SensitivityOutput> sensitivityOutputFromName(std::string_view name);
double sensitivityOutputValue(const Figures &figures, SensitivityOutput output);

// One parameter moved to both ends of its stated range, everything else kept.
struct SensitivityRow
{
    std::string key; // the parameter's key in paramInfos()
    double low = 0; // the parameter's low end (a whole number for counts)
    double high = 0; // its high end
    double outputLow = 0; // the output with the parameter at `low`
    double outputHigh = 0; // the output with the parameter at `high`
    // Whether the scenario with the parameter at that end fits in GPU memory (its verdict is not
    // DoesNotFit): an output at an end that does not fit is a figure no GPU could serve.
    bool fitsLow = true;
    bool fitsHigh = true;
    // Parameters that move the output exactly as this one does at both ends (hours_per_month as
    // gpu_price_per_hour: both price the GPU-month): one bar for them all, named by the first.
    std::vector<std::string> sameAs{};
    double swing() const; // |outputHigh - outputLow|
};

struct Sensitivity
{
    SensitivityOutput output = SensitivityOutput::Savings;
    double fraction = 0.25; // each parameter moved by this fraction of its value, down and up
    double base = 0; // the output at the scenario itself
    // Every numeric parameter that moves the output, largest swing first (ties in the table's order).
    std::vector<SensitivityRow> rows;
};

// The low and high end of one numeric parameter: its value times (1 - fraction) and (1 + fraction),
// clamped to the parameter's valid range, counts rounded outward to whole numbers. An end that would
// make the scenario invalid (catalog_start above catalog_ceiling) stays at the current value. Nothing
// for a parameter that is not a count or a real.
struct SensitivityRange
{
    double low = 0;
    double high = 0;
};
std::optional<SensitivityRange> sensitivityRange(const Params &params, const ParamInfo &info,
                                                 double fraction = 0.25);

// The scenario with one numeric parameter set to `value` (rounded for counts).
Params withParamValue(Params params, const ParamInfo &info, double value);

// The tornado of one output: the parameters must be valid (see validate()); 0 < fraction < 1.
// Two evaluations per numeric parameter.
Sensitivity computeSensitivity(const Params &params, SensitivityOutput output, double fraction = 0.25);

} // namespace lorafleet
