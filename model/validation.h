// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace lorafleet {

// One published table of a multi-LoRA server's throughput against its number of adapters
// (resources/validation/*.json, docs/model.md "Validation").
struct ValidationSet
{
    // Per replica (tensor_parallel GPUs), or output tokens per second per GPU.
    enum class Unit { RequestsPerSecond, TokensPerSecond, TokensPerSecondPerGpu };
    // Whether a table may fit the engine presets' constants, or only measures them (docs/model.md).
    enum class Role { Training, HeldOut };
    struct Source
    {
        std::string repo, path, commit; // a repository's file at a commit...
        std::string paper; // ...or a paper
        std::string table; // the table's caption or heading in it
    };
    struct Point
    {
        std::int64_t adapters = 1;
        double measured = 0; // in `unit`
        bool lora = true; // false: the base model alone (a dedicated replica, the adapter merged)
        // The run's settings per point (prompt and output lengths, adapter_gb, tensor_parallel), as key and
        // text, applied on top of the scenario. Never a measured outcome.
        std::vector<std::pair<std::string, std::string>> set;
    };

    std::string name;
    Source source;
    std::string sourceText() const; // "repo path@commit, table" or "paper, table"
    Role role = Role::Training;
    Params scenario; // model = engine
    std::int64_t referenceAdapters = 0; // the relative mode's reference; 0: the table has none
    Unit unit = Unit::RequestsPerSecond;
    std::vector<Point> points;
};

enum class ValidationMode {
    // engine_overhead set from the reference point's absolute throughput, every other point relative to it
    Relative,
    // nothing fitted: the engine preset predicts every point's absolute throughput
    Absolute
};

struct ValidationResult
{
    struct Point
    {
        std::int64_t adapters = 0;
        double measured = 0; // as published, in the set's unit
        double predicted = 0; // the calibrated model's absolute figure, same unit
        double measuredRatio = 0; // measured / measured at the reference
        double predictedRatio = 0; // gpu_capacity_multiplexed / the same at the reference
        double error = 0; // relative: predictedRatio / measuredRatio - 1; absolute: predicted / measured - 1
        // Relative mode: the error of "nothing changes with K", 1 / measuredRatio - 1.
        double baselineError = 0;
    };
    std::string name;
    ValidationMode mode = ValidationMode::Relative;
    // Relative mode: the one figure taken from the table, the engine's overhead that makes the model serve
    // the reference point's measured throughput. Every other point is a prediction. Absolute: none.
    double engineOverhead = 0;
    bool fitted = false; // whether engineOverhead was fitted on the table (relative mode)
    double maxAbsError = 0;
    double meanAbsError = 0;
    double baselineMaxAbsError = 0; // relative mode
    double baselineMeanAbsError = 0;
    std::vector<Point> points;
    std::string problem; // empty when the set could be evaluated; else why not (nothing else is set)
};

// Relative: sets engine_overhead from the reference point's absolute throughput alone, then predicts every
// point's throughput relative to the reference. Absolute: predicts every point's throughput from the
// scenario (its engine preset) alone. Pure; a few milliseconds.
ValidationResult runValidation(const ValidationSet &set, ValidationMode mode = ValidationMode::Relative);

// The model's throughput for one point's scenario, in the set's unit.
double predictedThroughput(const ValidationSet &set, const ValidationSet::Point &point, const Params &params);

// What `validate` gives per role and mode, side by side (the About-the-model dialog, the report): the
// tables counted and their points' |error|. A relative table's reference point is left out (its error
// is zero by construction).
struct ValidationSummary
{
    ValidationSet::Role role = ValidationSet::Role::Training;
    ValidationMode mode = ValidationMode::Absolute;
    int tables = 0;
    int points = 0;
    double medianAbsError = 0; // of the points' |error|
    double worstAbsError = 0;
};
// sets[i] was run as results[i]; results with a problem are left out. Training first, then held out;
// absolute before relative within a role; only the groups that have a table.
std::vector<ValidationSummary> summariseValidation(const std::vector<ValidationSet> &sets,
                                                   const std::vector<ValidationResult> &results);

// "training", "held_out"
std::string_view validationRoleKey(ValidationSet::Role role);

// The scenario of one point: the set's scenario, its adapters and its per-point keys. Empty with a
// message in `problem` when a per-point key is not valid.
Params pointScenario(const ValidationSet &set, const ValidationSet::Point &point, std::string &problem);

} // namespace lorafleet
