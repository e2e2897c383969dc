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
    enum class Unit { RequestsPerSecond, TokensPerSecond };
    struct Point
    {
        std::int64_t adapters = 1;
        double measured = 0; // in `unit`
        // Keys measured per point (batch, adapter_gb) as key and text, applied on top of the scenario.
        std::vector<std::pair<std::string, std::string>> set;
    };

    std::string name;
    std::string source;
    Params scenario; // model = engine; engine_overhead is set from the reference point
    std::int64_t referenceAdapters = 1;
    Unit unit = Unit::RequestsPerSecond;
    std::vector<Point> points;
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
        double error = 0; // predictedRatio / measuredRatio - 1
    };
    std::string name;
    // The one figure taken from the table: the engine's overhead that makes the model serve the
    // reference point's measured throughput. Every other point is a prediction.
    double engineOverhead = 0;
    double maxAbsError = 0;
    std::vector<Point> points;
    std::string problem; // empty when the set could be evaluated; else why not (nothing else is set)
};

// Sets engine_overhead from the reference point's absolute throughput alone, then predicts every
// point's throughput relative to the reference. Pure; a few milliseconds.
ValidationResult runValidation(const ValidationSet &set);

// The scenario of one point: the set's scenario, its adapters and its per-point keys. Empty with a
// message in `problem` when a per-point key is not valid.
Params pointScenario(const ValidationSet &set, const ValidationSet::Point &point, std::string &problem);

} // namespace lorafleet
