// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/fleetmodel.h"

#include "model/enginemodel.h"
#include "model/fleetgrid.h"
#include "model/popularitysums.h"
#include "model/vectorstate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace lorafleet {

namespace {

constexpr int kMaxGrowthSteps = 1000;
// With whole_gpus, the weight evaluations ZipfSums::ceilingSum() may spend rounding the heavy adapters. Per
// figure (about a millisecond at most): exact while the top adapter needs fewer than about 10^4 GPUs (10^7
// at s = 1). Per plotted point (thousands of them): exact for small fleets, beyond within about 0.3 %
// (measured), which does not show on a chart.
constexpr std::int64_t kWholeGpuStepsFigures = std::int64_t(1) << 14;
constexpr std::int64_t kWholeGpuStepsPlotted = 16;

// Quantities that do not depend on K or s.
struct Scenario
{
    explicit Scenario(const Params &params)
        : rho(params.adapterGb / params.baseGb)
        , capacity(poolCapacity(params))
        , linkRatio(params.hbmBandwidthTbps * 1000.0 / params.linkBandwidthGbps)
        , overlap(params.overlap)
        , gpuCapacity(params.gpuRequestsPerMonth * static_cast<double>(params.batch) / 32.0)
        , demandInGpus(params.requestsPerMonth * params.demandPeakFactor / gpuCapacity)
        , wholeGpus(params.wholeGpus)
        , batch(params.batch)
        , requestsPerMonth(params.requestsPerMonth * params.demandPeakFactor)
        , secondsPerMonth(3600.0 * params.hoursPerMonth)
        , adapters(params.adapters)
    {
    }
    double rho; // a / B
    std::int64_t capacity; // C
    double linkRatio; // W_h / W_l, both in GB/s
    double overlap; // eta
    double gpuCapacity; // Q_b
    double demandInGpus; // lambda / Q_b, lambda at the peak (times demand_peak_factor)
    bool wholeGpus;
    std::int64_t batch;
    double requestsPerMonth; // lambda at the peak: the fleets are sized for it
    double secondsPerMonth; // a GPU-month (engine model: capacity = requests per second times this)
    std::int64_t adapters; // K: where an empirical popularity's shares are the stored ones
};

// The model at one catalog size.
struct Point
{
    Overhead overhead;
    double harmonic = 1; // H(K, s), or the popularity's normaliser W(K)
    double topShare = 1; // p_1
    double gpusMultiplex = 0;
    double gpusDedicated = 0;
    double gpusHybrid = 0; // the operating rule's fleet (see SkewModel::hybridGpus)
    double breakevenShare = 1;
    double capacityDedicated = 0; // requests per GPU-month
    double batchEffective = 0;
    double hitRate = 1;
    EnginePoint engine; // engine model: the replica's figures
    double fleetAdvantage() const { return gpusDedicated / gpusMultiplex; }
};

// The model at one skew (or the scenario's empirical popularity), for any K.
class SkewModel
{
public:
    SkewModel(const Scenario &scenario, double skew, std::int64_t tableSize, std::int64_t wholeGpuSteps,
              const Params *engine = nullptr, const Popularity &popularity = {})
        : m_scenario(scenario)
        , m_sums(popularity, skew, scenario.adapters, scenario.batch, tableSize)
        , m_wholeGpuSteps(wholeGpuSteps)
    {
        if (engine)
            m_engine.emplace(*engine, skew, scenario.capacity, tableSize, popularity);
    }

    Point at(std::int64_t adapters, bool alwaysHitRate = true) const
    {
        if (m_engine)
            return engineAt(adapters, alwaysHitRate);
        const Scenario &sc = m_scenario;
        Point point;
        point.harmonic = m_sums.normaliser(adapters);
        point.topShare = m_sums.topWeight(adapters) / point.harmonic;
        const std::int64_t resident = std::min(adapters, sc.capacity);
        Overhead &overhead = point.overhead;
        overhead.distinctResident = resident == adapters
            ? m_sums.distinct(1, adapters, adapters, point.harmonic)
            : distinctInFullPool();
        if (adapters > sc.capacity)
            overhead.distinctOutOfPool = m_sums.distinct(sc.capacity + 1, adapters, adapters, point.harmonic);
        overhead.restream = sc.rho * overhead.distinctResident;
        overhead.hostlink = std::max(0.0, overhead.distinctOutOfPool * sc.rho * sc.linkRatio - sc.overlap);

        const double onePlusDelta = 1.0 + overhead.total();
        point.gpusMultiplex = onePlusDelta * sc.demandInGpus;
        if (sc.wholeGpus)
            point.gpusMultiplex = std::ceil(point.gpusMultiplex);
        point.gpusDedicated = dedicatedGpus(adapters, point.harmonic, sc.demandInGpus);
        point.breakevenShare = std::min(1.0, 1.0 / (sc.demandInGpus * onePlusDelta));
        point.gpusHybrid = hybridGpus(adapters, point, sc.demandInGpus);
        point.capacityDedicated = sc.gpuCapacity;
        point.batchEffective = static_cast<double>(sc.batch);
        point.hitRate = adapters > sc.capacity ? m_sums.normaliser(sc.capacity) / point.harmonic : 1.0;
        return point;
    }

    std::int64_t adaptersAbove(double share, std::int64_t adapters, double harmonic) const
    {
        return m_sums.countAbove(share * harmonic, adapters);
    }

    // The operating rule's fleet as it is rented: whole replicas for each dedicated adapter and for the
    // multiplexed rest, times the GPUs of a replica (gpusHybrid with whole_gpus on).
    double gpusToRent(std::int64_t adapters, const Point &point) const
    {
        const double gpusPerReplica = m_engine ? point.engine.tensorParallel : 1;
        const double demand = m_scenario.requestsPerMonth / (point.capacityDedicated * gpusPerReplica);
        const double onePlusDelta = 1.0 + point.overhead.total();
        const std::int64_t head = adaptersAbove(point.breakevenShare, adapters, point.harmonic);
        if (head == 0)
            return std::ceil(onePlusDelta * demand) * gpusPerReplica;
        const double restShare = std::max(0.0, 1.0 - m_sums.normaliser(head) / point.harmonic);
        const double replicas = m_sums.dedicatedGpus(head, point.harmonic, demand, true, m_wholeGpuSteps) +
            std::ceil(onePlusDelta * demand * restShare);
        return replicas * gpusPerReplica;
    }

private:
    // The engine model (docs/model.md): the GPU's capacity from its own step time, not from Q.
    Point engineAt(std::int64_t adapters, bool alwaysHitRate) const
    {
        Point point;
        point.harmonic = m_engine->sums().normaliser(adapters);
        point.topShare = m_engine->sums().topWeight(adapters) / point.harmonic;
        const EnginePoint e = m_engine->at(adapters, point.harmonic, alwaysHitRate);
        point.overhead = {e.distinctResident, e.linkAdapters, e.restream, e.hostlink, e.fixed, e.memory};
        point.engine = e;
        const double gpusPerReplica = e.tensorParallel; // fleets count replicas, then every GPU of them
        point.capacityDedicated = e.capacityDedicated * m_scenario.secondsPerMonth; // per replica
        point.batchEffective = e.batchMultiplexed;
        point.hitRate = e.hitRate;
        const double demand = m_scenario.requestsPerMonth / point.capacityDedicated;
        const double onePlusDelta = 1.0 + point.overhead.total();
        point.gpusMultiplex = onePlusDelta * demand;
        if (m_scenario.wholeGpus)
            point.gpusMultiplex = std::ceil(point.gpusMultiplex);
        point.gpusDedicated = dedicatedGpus(adapters, point.harmonic, demand);
        point.breakevenShare = std::min(1.0, 1.0 / (demand * onePlusDelta));
        point.gpusHybrid = hybridGpus(adapters, point, demand);
        for (double *gpus : {&point.gpusMultiplex, &point.gpusDedicated, &point.gpusHybrid})
            *gpus *= gpusPerReplica;
        point.capacityDedicated /= gpusPerReplica; // per GPU-month from here on
        return point;
    }

    // The operating rule's fleet: the adapters above the break-even share on GPUs of their own, the rest
    // multiplexed at the catalog's overhead (docs/model.md, "Monthly cost"). No adapter above it: the
    // multiplexed fleet itself.
    double hybridGpus(std::int64_t adapters, const Point &point, double demand) const
    {
        const std::int64_t head = adaptersAbove(point.breakevenShare, adapters, point.harmonic);
        if (head == 0)
            return point.gpusMultiplex;
        const double restShare = std::max(0.0, 1.0 - m_sums.normaliser(head) / point.harmonic);
        double rest = (1.0 + point.overhead.total()) * demand * restShare;
        if (m_scenario.wholeGpus)
            rest = std::ceil(rest);
        return dedicatedGpus(head, point.harmonic, demand) + rest;
    }

    // E(C, s, b), the same for every K >= C: computed once.
    double distinctInFullPool() const
    {
        if (!m_fullPool)
            m_fullPool = m_sums.distinct(1, m_scenario.capacity, m_scenario.capacity,
                                         m_sums.normaliser(m_scenario.capacity));
        return *m_fullPool;
    }

    // sum_i max(1, p_i lambda / Q_b), or with whole GPUs max(1, ceil(p_i lambda / Q_b)).
    double dedicatedGpus(std::int64_t adapters, double harmonic, double demand) const
    {
        return m_sums.dedicatedGpus(adapters, harmonic, demand, m_scenario.wholeGpus, m_wholeGpuSteps);
    }

    const Scenario &m_scenario;
    PopularitySums m_sums;
    std::int64_t m_wholeGpuSteps;
    std::optional<EngineSkewModel> m_engine;
    mutable std::optional<double> m_fullPool;
};

} // namespace

Figures evaluate(const Params &params, FleetDetail detail)
{
    clearUpperVectorState(); // docs in model/vectorstate.h
    const Scenario scenario(params);
    const bool engine = params.model == ModelKind::Engine;
    const SkewModel model(scenario, params.skew, popularityTableSize(params), kWholeGpuStepsFigures,
                          engine ? &params : nullptr, params.popularity);
    const Point point = model.at(params.adapters);
    const double hourlyPerGpuMonth = params.gpuPricePerHour * params.hoursPerMonth;

    Figures f;
    f.adapterToBaseRatio = scenario.rho;
    f.poolCapacity = scenario.capacity;
    f.overhead = point.overhead;
    f.baseStepMs = engine ? 1000.0 * point.engine.baseStep : params.baseGb / params.hbmBandwidthTbps;
    f.linkTransferMs = engine
        ? 1000.0 * point.engine.linkSeconds
        : 1000.0 * point.overhead.distinctOutOfPool * params.adapterGb / params.linkBandwidthGbps;
    f.gpuCapacity = engine ? point.capacityDedicated : scenario.gpuCapacity;
    f.gpusMultiplex = point.gpusMultiplex;
    f.gpusDedicated = point.gpusDedicated;
    f.fleetAdvantage = point.fleetAdvantage();
    f.costMultiplexPerMonth = f.gpusMultiplex * hourlyPerGpuMonth;
    f.costDedicatedPerMonth = f.gpusDedicated * hourlyPerGpuMonth;
    f.gpusHybrid = point.gpusHybrid;
    f.costHybridPerMonth = f.gpusHybrid * hourlyPerGpuMonth;
    f.gpusToRent = model.gpusToRent(params.adapters, point);
    f.costToRentPerMonth = f.gpusToRent * hourlyPerGpuMonth;
    f.savingsPerMonth = f.costDedicatedPerMonth - f.costMultiplexPerMonth;
    f.savingsPerYear = 12 * f.savingsPerMonth;
    f.planSavingsPerMonth = f.costDedicatedPerMonth - f.costHybridPerMonth;
    f.planSavingsPerYear = 12 * f.planSavingsPerMonth;
    f.breakevenShare = point.breakevenShare;
    f.topAdapterShare = point.topShare;
    f.adaptersToDedicate = model.adaptersAbove(point.breakevenShare, params.adapters, point.harmonic);
    f.verdict = params.adapters == 1           ? Verdict::Either
        : params.adapters <= scenario.capacity ? Verdict::Multiplex
                                               : Verdict::MultiplexPoolOverflow;
    // A replica's GPUs each hold their share of the weights.
    f.memoryUsedGb =
        (engine ? params.baseGb / point.engine.tensorParallel : params.baseGb) + params.kvGb + params.poolGb;
    const double over = f.memoryUsedGb - params.hbmGb;
    f.memoryFits = over <= 1e-9 * params.hbmGb;
    f.memoryOverGb = f.memoryFits ? 0.0 : over;
    if (!f.memoryFits)
        f.verdict = Verdict::DoesNotFit;
    f.memoryFreeGb = std::max(0.0, -over);
    if (params.catalogGrowthPerWeek > 0) {
        const double start = static_cast<double>(params.catalogStart);
        const auto capacity = static_cast<double>(scenario.capacity);
        if (scenario.capacity >= params.catalogStart && scenario.capacity < params.catalogCeiling)
            f.crossingWeek = (capacity - start) / params.catalogGrowthPerWeek;
        f.saturationWeek = (static_cast<double>(params.catalogCeiling) - start) / params.catalogGrowthPerWeek;
    }
    f.model = params.model;
    f.gpuCapacityDedicated = point.capacityDedicated;
    f.gpuCapacityMultiplexed = point.capacityDedicated / (1.0 + point.overhead.total());
    f.batchEffective = point.batchEffective;
    f.poolHitRate = point.hitRate;
    if (engine)
        f.replica = replicaFigures(point.engine, params);
    applyFleetRouting(params, f, detail);
    return f;
}

Params seriesInputs(Params params)
{
    params.gpuPricePerHour = 0;
    if (params.model == ModelKind::Paper) {
        params.hoursPerMonth = 1; // the engine model's capacity per GPU-month depends on it
        const Params defaults; // the engine model's keys (isEngineKey()) are ignored; `model` is paper
        for (const ParamInfo &info : paramInfos())
            if (isEngineKey(info.key))
                std::visit([&](auto member) { params.*member = defaults.*member; }, info.field);
    } else {
        params.gpuRequestsPerMonth = 1; // Q is the paper's; the engine model derives capacity
    }
    // An empirical popularity's tail depends on K (its shares are the stored ones there).
    if (params.adapters <= std::min(params.plotMaxAdapters, kDenseGridEnd) &&
        params.popularity.kind == PopularityKind::Zipf)
        params.adapters = 0;
    if (params.popularity.kind == PopularityKind::Zipf)
        params.popularity = {};
    return params;
}

Series computeSeries(const Params &params)
{
    return computeSeries(params, Series{});
}

Series computeSeries(const Params &params, const Series &bandsFrom)
{
    clearUpperVectorState(); // docs in model/vectorstate.h
    const Scenario scenario(params);
    const std::vector<std::int64_t> grid = adapterGrid(params, scenario.capacity);
    const auto points = static_cast<Eigen::Index>(grid.size());

    Series series;
    series.model = params.model;
    series.adapters.resize(points);
    for (Eigen::Index i = 0; i < points; ++i)
        series.adapters(i) = static_cast<double>(grid[static_cast<std::size_t>(i)]);

    const int steps =
        static_cast<int>(std::clamp(std::ceil(params.horizonWeeks), 1.0, double(kMaxGrowthSteps)));
    series.weeks = Eigen::ArrayXd::LinSpaced(steps + 1, 0.0, params.horizonWeeks);
    std::vector<std::int64_t> catalog(static_cast<std::size_t>(steps) + 1);
    series.catalogAdapters.resize(steps + 1);
    for (int j = 0; j <= steps; ++j) {
        catalog[static_cast<std::size_t>(j)] = catalogSizeAt(params, series.weeks(j));
        series.catalogAdapters(j) = static_cast<double>(catalog[static_cast<std::size_t>(j)]);
    }

    const std::int64_t denseEnd = std::min<std::int64_t>(grid.back(), kDenseGridEnd);

    // One model per distinct skew: the current skew usually equals one of the bands. An empirical
    // popularity is the current curve on its own, after the bands (which stay Zipf).
    const bool empirical = params.popularity.kind == PopularityKind::Empirical;
    std::vector<double> skews;
    for (const double skew : params.skewBands)
        if (std::find(skews.begin(), skews.end(), skew) == skews.end())
            skews.push_back(skew);
    if (empirical || std::find(skews.begin(), skews.end(), params.skew) == skews.end())
        skews.push_back(params.skew);
    const std::size_t ownModel = empirical ? skews.size() - 1 : skews.size();
    std::vector<Eigen::ArrayXd> advantages;
    std::vector<Eigen::ArrayXd> growths;
    for (std::size_t m = 0; m < skews.size(); ++m) {
        const double skew = skews[m];
        const bool current = empirical ? m == ownModel : skew == params.skew;
        if (!current && m != ownModel) {
            // A band the other series drew already: the same curves (they do not depend on the current skew).
            std::size_t band = 0;
            while (band < bandsFrom.fleetAdvantage.size() &&
                   (bandsFrom.fleetAdvantage[band].current || bandsFrom.fleetAdvantage[band].skew != skew))
                ++band;
            if (band < bandsFrom.fleetAdvantage.size() && band < bandsFrom.catalogGrowth.size() &&
                bandsFrom.fleetAdvantage[band].values.size() == points &&
                bandsFrom.catalogGrowth[band].values.size() == steps + 1) {
                advantages.push_back(bandsFrom.fleetAdvantage[band].values);
                growths.push_back(bandsFrom.catalogGrowth[band].values);
                continue;
            }
        }
        const SkewModel model(scenario, skew, popularityTableSize(params), kWholeGpuStepsPlotted,
                              params.model == ModelKind::Engine ? &params : nullptr,
                              m == ownModel ? params.popularity : Popularity{});
        Eigen::ArrayXd advantage(points);
        if (current) {
            series.overheadRestream.resize(points);
            series.overheadHostlink.resize(points);
            series.overheadFixed.resize(points);
            series.overheadMemory.resize(points);
            series.breakevenShare.resize(points);
            series.topAdapterShare.resize(points);
            series.gpusMultiplex.resize(points);
            series.gpusDedicated.resize(points);
            series.gpusHybrid.resize(points);
        }
        for (Eigen::Index i = 0; i < points; ++i) {
            const Point point = model.at(grid[static_cast<std::size_t>(i)], false);
            advantage(i) = point.fleetAdvantage();
            if (current) {
                series.overheadRestream(i) = point.overhead.restream;
                series.overheadHostlink(i) = point.overhead.hostlink;
                series.overheadFixed(i) = point.overhead.fixed;
                series.overheadMemory(i) = point.overhead.memory;
                series.breakevenShare(i) = point.breakevenShare;
                series.topAdapterShare(i) = point.topShare;
                series.gpusMultiplex(i) = point.gpusMultiplex;
                series.gpusDedicated(i) = point.gpusDedicated;
                series.gpusHybrid(i) = point.gpusHybrid;
            }
        }
        Eigen::ArrayXd growth(steps + 1);
        if (current) {
            series.catalogGpusMultiplex.resize(steps + 1);
            series.catalogGpusDedicated.resize(steps + 1);
            series.catalogGpusHybrid.resize(steps + 1);
        }
        std::int64_t previous = 0;
        for (int j = 0; j <= steps; ++j) {
            const std::int64_t k = catalog[static_cast<std::size_t>(j)];
            // K(t) on the dense part of the grid is already computed; only larger K are evaluated,
            // once per distinct value (the catalog stays at its ceiling for many weeks).
            if (k <= denseEnd) {
                growth(j) = advantage(k - 1);
                if (current) {
                    series.catalogGpusMultiplex(j) = series.gpusMultiplex(k - 1);
                    series.catalogGpusDedicated(j) = series.gpusDedicated(k - 1);
                    series.catalogGpusHybrid(j) = series.gpusHybrid(k - 1);
                }
            } else if (k == previous) {
                growth(j) = growth(j - 1);
                if (current) {
                    series.catalogGpusMultiplex(j) = series.catalogGpusMultiplex(j - 1);
                    series.catalogGpusDedicated(j) = series.catalogGpusDedicated(j - 1);
                    series.catalogGpusHybrid(j) = series.catalogGpusHybrid(j - 1);
                }
            } else {
                const Point point = model.at(k, false);
                growth(j) = point.fleetAdvantage();
                if (current) {
                    series.catalogGpusMultiplex(j) = point.gpusMultiplex;
                    series.catalogGpusDedicated(j) = point.gpusDedicated;
                    series.catalogGpusHybrid(j) = point.gpusHybrid;
                }
            }
            previous = k;
        }
        advantages.push_back(std::move(advantage));
        growths.push_back(std::move(growth));
    }
    const auto curve = [&](const std::vector<Eigen::ArrayXd> &values, double skew, bool current) {
        const auto index = current && empirical ? static_cast<std::ptrdiff_t>(ownModel)
                                                : std::find(skews.begin(), skews.end(), skew) - skews.begin();
        return SkewCurve{skew, current, values[static_cast<std::size_t>(index)]};
    };
    for (const double skew : params.skewBands) {
        series.fleetAdvantage.push_back(curve(advantages, skew, false));
        series.catalogGrowth.push_back(curve(growths, skew, false));
    }
    series.fleetAdvantage.push_back(curve(advantages, params.skew, true));
    series.catalogGrowth.push_back(curve(growths, params.skew, true));
    return series;
}

} // namespace lorafleet
