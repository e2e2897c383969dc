// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/evaluation.h"

namespace lorafleet {

bool EvaluationRequest::operator==(const EvaluationRequest &other) const
{
    const auto sameMeasurements = [&] {
        if (measurements.size() != other.measurements.size())
            return false;
        for (std::size_t i = 0; i < measurements.size(); ++i)
            if (measurements[i].distinctAdapters != other.measurements[i].distinctAdapters ||
                measurements[i].relativeOverhead != other.measurements[i].relativeOverhead)
                return false;
        return true;
    };
    return simulatedBand == other.simulatedBand && bandOptions.points == other.bandOptions.points &&
        bandOptions.batches == other.bandOptions.batches && bandOptions.seed == other.bandOptions.seed &&
        sameMeasurements();
}

namespace {

// Each measured batch of D distinct adapters goes where the model expects D distinct adapters.
std::vector<MeasuredPoint> placeMeasurements(const Params &params,
                                             const std::vector<RestreamMeasurement> &measurements)
{
    std::vector<MeasuredPoint> points;
    for (const RestreamMeasurement &measurement : measurements)
        if (const auto adapters = adaptersForDistinct(params, measurement.distinctAdapters))
            points.push_back({*adapters, measurement.distinctAdapters, measurement.relativeOverhead,
                              restreamForDistinct(params, measurement.distinctAdapters)});
    return points;
}

// The series' inputs but the current skew are the same: the skew bands' curves carry over.
bool sameButSkew(const Params &params, const Params &before)
{
    Params sameSkew = params;
    sameSkew.skew = before.skew;
    return seriesInputs(sameSkew) == seriesInputs(before);
}

// The band spans the series' K axis.
double plotEnd(const Series &series)
{
    return series.adapters(series.adapters.size() - 1);
}

} // namespace

bool keepsSimulatedBand(const Evaluation &previous, const Params &params, const EvaluationRequest &request)
{
    return seriesInputs(params) == seriesInputs(previous.params) && request == previous.request;
}

std::vector<SimulatedBandPoint> simulateBandFor(const Evaluation &evaluation,
                                                const SimulatedBandOptions &options)
{
    if (evaluation.series().adapters.size() == 0)
        return {};
    return simulateBand(evaluation.params, plotEnd(evaluation.series()), options);
}

Evaluation withSimulatedBand(const Evaluation &evaluation, const SimulatedBandOptions &options,
                             std::vector<SimulatedBandPoint> band)
{
    Evaluation banded = evaluation;
    banded.request.simulatedBand = true;
    banded.request.bandOptions = options;
    banded.simulatedBand = std::move(band);
    return banded;
}

Evaluation evaluateScenario(const Params &params, const EvaluationRequest &request,
                            const Evaluation *previous)
{
    Evaluation evaluation;
    evaluation.params = params;
    evaluation.request = request;
    evaluation.figures = evaluate(params);
    evaluation.bands = figureBands(params, evaluation.figures);
    const bool sameSeries = previous && seriesInputs(params) == seriesInputs(previous->params);
    const bool samePrice = sameSeries && gpuMonthPrice(params) == gpuMonthPrice(previous->params);
    const bool sameRequest = previous && request == previous->request;
    if (sameSeries)
        evaluation.seriesShared = previous->seriesShared;
    else if (previous && sameButSkew(params, previous->params))
        evaluation.seriesShared = std::make_shared<const Series>(computeSeries(params, previous->series()));
    else
        evaluation.seriesShared = std::make_shared<const Series>(computeSeries(params));
    const Series &series = evaluation.series();
    if (samePrice) {
        evaluation.costs = previous->costs;
        evaluation.costBands = previous->costBands;
        evaluation.cumulative = previous->cumulative;
    } else {
        evaluation.costs = monthlyCostCurves(params, series);
        evaluation.costBands = costBands(evaluation.figures, evaluation.costs);
        evaluation.cumulative = cumulativeCost(params, series);
    }
    // The band and the measurements depend on the series' inputs only (skew, batch, pool, the K axis).
    if (sameSeries && sameRequest) {
        evaluation.simulatedBand = previous->simulatedBand;
        evaluation.measuredPoints = previous->measuredPoints;
        return evaluation;
    }
    if (request.simulatedBand && series.adapters.size() > 0)
        evaluation.simulatedBand = simulateBand(params, plotEnd(series), request.bandOptions);
    evaluation.measuredPoints = placeMeasurements(params, request.measurements);
    return evaluation;
}

double meanResidual(const std::vector<MeasuredPoint> &points, double maxAdapters)
{
    double sum = 0;
    int count = 0;
    for (const MeasuredPoint &point : points)
        if (point.adapters <= maxAdapters) {
            sum += point.measured - point.model;
            ++count;
        }
    return count > 0 ? sum / count : 0.0;
}

EvaluationChange changeBetween(const Evaluation &before, const Evaluation &after)
{
    if (!(before.request == after.request))
        return EvaluationChange::Everything; // a band or measurements shown or hidden: the legend changes
    const Params afterInputs = seriesInputs(after.params);
    if (before.seriesShared == after.seriesShared || seriesInputs(before.params) == afterInputs)
        return gpuMonthPrice(before.params) == gpuMonthPrice(after.params) ? EvaluationChange::Markers
                                                                           : EvaluationChange::Prices;
    if (sameButSkew(after.params, before.params))
        return EvaluationChange::CurrentSkew;
    return EvaluationChange::Everything;
}

} // namespace lorafleet
