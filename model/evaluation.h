// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/figurebands.h"
#include "model/fleetcost.h"
#include "model/fleetmodel.h"
#include "model/simulatedband.h"

#include <memory>
#include <vector>

namespace lorafleet {

// A decode step measured on a real GPU with this many distinct adapters in its batch (calibration/).
struct RestreamMeasurement
{
    int distinctAdapters = 0;
    double relativeOverhead = 0; // (step - base step) / base step
};

// A measurement placed on the K axis: where the model expects its batch's distinct adapters.
struct MeasuredPoint
{
    double adapters = 0; // K at which the model expects `distinct` distinct adapters in a batch
    int distinct = 0; // distinct adapters in the measured batch
    double measured = 0; // measured overhead, fraction of a base step
    double model = 0; // the model's re-stream term for that batch
};

// The mean of measured − model over the points at K ≤ maxAdapters (those a chart up to maxAdapters
// draws); 0 where there is none.
double meanResidual(const std::vector<MeasuredPoint> &points, double maxAdapters);

// What an evaluation is asked for beyond the figures and series (the window's View menu).
struct EvaluationRequest
{
    bool simulatedBand = false; // the Monte-Carlo batches along the K axis
    SimulatedBandOptions bandOptions{};
    std::vector<RestreamMeasurement> measurements; // placed on the K axis when not empty

    bool operator==(const EvaluationRequest &other) const;
};

// The evaluated scenario: everything a view, an exporter or a command reads of one scenario, computed
// once by the model. Its series are shared with the evaluation it was derived from when the series'
// inputs are the same (a K or price move recomputes the figures only).
struct Evaluation
{
    Params params;
    EvaluationRequest request;
    Figures figures;
    std::shared_ptr<const Series> seriesShared = std::make_shared<const Series>();
    CostCurves costs; // the series' fleets priced at the scenario's GPU price
    // Engine model: the figures' and the cost curves' band from the engine preset's held-out errors
    // (empty, and not shown, in the paper model, whose figures are exact).
    FigureBands bands;
    CostBands costBands;
    CumulativeCost cumulative; // over the catalog's growth, at the scenario's price
    std::vector<SimulatedBandPoint> simulatedBand; // empty unless asked for
    std::vector<MeasuredPoint> measuredPoints; // empty unless measurements were given

    const Series &series() const { return *seriesShared; }
};

// Evaluates params. With previous, reuses what it computed that the new parameters cannot change
// (the series and what is derived from them when seriesInputs() are equal; the prices when the GPU
// price is the same too): the result is the same as evaluating from scratch.
Evaluation evaluateScenario(const Params &params, const EvaluationRequest &request = {},
                            const Evaluation *previous = nullptr);

// Whether evaluateScenario(params, request, &previous) takes previous's simulated band as it is (the
// same series inputs and request) instead of drawing one.
bool keepsSimulatedBand(const Evaluation &previous, const Params &params, const EvaluationRequest &request);
// The band evaluateScenario() would draw for evaluation's scenario with options: a worker thread draws
// it while the window shows a smaller one, and withSimulatedBand() puts it in the evaluation shown.
std::vector<SimulatedBandPoint> simulateBandFor(const Evaluation &evaluation,
                                                const SimulatedBandOptions &options);
// evaluation with the band simulateBandFor() drew for it, or for an evaluation of the same series
// inputs, as if it had been asked for with options.
Evaluation withSimulatedBand(const Evaluation &evaluation, const SimulatedBandOptions &options,
                             std::vector<SimulatedBandPoint> band);

// What a view must redraw between two evaluations shown one after the other: the one place that
// decides it.
enum class EvaluationChange {
    Markers, // only the figures at the current K moved
    Prices, // ... and the price: curves in money are re-priced, the series are the same
    CurrentSkew, // the current skew's curves changed; the skew bands did not
    Everything,
};
EvaluationChange changeBetween(const Evaluation &before, const Evaluation &after);

} // namespace lorafleet
