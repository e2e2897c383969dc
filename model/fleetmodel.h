// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetfigures.h"
#include "model/fleetgrid.h"
#include "model/params.h"
#include "model/replicafigures.h"

#include <Eigen/Core>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lorafleet {

// The operating rule of MODEL.md item 13.
enum class Verdict {
    Either, // K = 1: a single adapter costs the same either way (up to its re-stream cost)
    Multiplex, // 2 <= K <= C: every adapter fits in the pool
    MultiplexPoolOverflow, // K > C: multiplex, but the pool overflows: grow the pool or pack adapters denser
    DoesNotFit // B + V + P > M: no GPU holds this setup, whatever the rule would say for its figures
};
// "either", "multiplex", "multiplex_pool_overflow", "does_not_fit"
std::string_view verdictKey(Verdict verdict);

// The per-token overhead of multiplexing at one catalog size (MODEL.md items 4-7).
struct Overhead
{
    double distinctResident = 0; // E(min(K, C), s, b): distinct resident adapters per batch
    double distinctOutOfPool = 0; // D_out: distinct non-resident adapters per batch
    double restream = 0; // delta_rs, fraction of a base step
    double hostlink = 0; // delta_hl, fraction of a base step
    // Engine model only (0 in the paper's): running LoRA kernels at all, and the smaller batch the pool's
    // memory leaves for KV cache (docs/model.md).
    double fixed = 0;
    double memory = 0;
    double total() const { return restream + hostlink + fixed + memory; }
};

// Every derived figure of the scenario at its current K and s.
struct Figures
{
    double adapterToBaseRatio = 0; // rho = a / B
    std::int64_t poolCapacity = 0; // C = floor(P / a), adapters the pool holds (the pool-fit boundary)
    Overhead overhead; // at the current K
    double baseStepMs = 0; // t_0 = B / W_h, milliseconds
    double linkTransferMs = 0; // t_link = D_out a / W_l, milliseconds per step
    double gpuCapacity = 0; // Q_b = Q b / 32, requests per GPU-month
    double gpusMultiplex = 0; // G_mux, GPU-months per month
    double gpusDedicated = 0; // G_ded
    // The operating rule's fleet: adapters above p* on GPUs of their own, the rest multiplexed (equals
    // gpusMultiplex when no adapter is above p*)
    double gpusHybrid = 0;
    double fleetAdvantage = 0; // R = G_ded / G_mux
    double costMultiplexPerMonth = 0; // USD
    double costDedicatedPerMonth = 0; // USD
    double costHybridPerMonth = 0; // USD, gpusHybrid priced
    // The operating rule's fleet as one rents it: whole replicas (each dedicated adapter's and the
    // multiplexed rest's) times the GPUs of a replica; equals gpusHybrid with whole_gpus.
    double gpusToRent = 0;
    double costToRentPerMonth = 0; // USD, gpusToRent priced
    double savingsPerMonth = 0; // cost_ded - cost_mux, USD (negative when dedicated is cheaper)
    double savingsPerYear = 0; // 12 months of savingsPerMonth, USD
    // What the plan (the operating rule's fleet) saves against dedicated GPUs: the summary's savings,
    // equal to savingsPerMonth when no adapter is dedicated.
    double planSavingsPerMonth = 0; // cost_ded - cost_hybrid, USD
    double planSavingsPerYear = 0;
    double breakevenShare = 0; // p*: an adapter with a larger traffic share is cheaper dedicated
    double topAdapterShare = 0; // p_1 = 1 / H(K, s)
    std::int64_t adaptersToDedicate = 0; // adapters with p_i > p*
    Verdict verdict = Verdict::Multiplex;
    double memoryUsedGb = 0; // B + V + P
    bool memoryFits = true; // B + V + P <= M
    double memoryOverGb = 0; // max(0, B + V + P - M)
    double memoryFreeGb = 0; // max(0, M - B - V - P)
    std::optional<double> crossingWeek; // t_c: the catalog crosses the pool-fit boundary
    std::optional<double> saturationWeek; // t_s: the catalog reaches its ceiling

    // In both models (the paper's: Q_b / (1 + delta), Q_b, b, and the pinned pool's H(C) / H(K)):
    ModelKind model = ModelKind::Paper; // which model drew these figures
    double gpuCapacityMultiplexed = 0; // requests per GPU-month on a multiplexed GPU, after every overhead
    double gpuCapacityDedicated = 0; // requests per GPU-month on a dedicated GPU
    double batchEffective = 0; // requests per step the multiplexed GPU's KV cache holds (<= batch)
    double poolHitRate = 1; // fraction of admitted requests whose adapter is already resident
    ReplicaFigures replica; // engine model only
    FleetFigures fleet; // the replicas under each routing policy (both models)

    // Whether the plan (the operating rule's fleet) is not the multiplexed fleet: it dedicates adapters.
    // Every view that names the plan's price (the headline, the Plan tile, the cost chart's marker) asks
    // this one question.
    bool planDedicates() const { return adaptersToDedicate > 0 && gpusHybrid != gpusMultiplex; }
};

// Evaluates the scenario. The parameters must be valid (see validate()); invalid ones give
// unspecified (but finite) numbers.
// detail = ChosenPolicy leaves out the routing policies other than the scenario's
// (FleetFigures::everyPolicy); every other figure is the same.
Figures evaluate(const Params &params, FleetDetail detail = FleetDetail::EveryPolicy);
// The fleet of replicas under the scenario's routing (docs/model.md, "Fleets and routing";
// model/fleetrouting.cpp): fills f.fleet for every policy and, where the routing is not load_balanced or
// the replicas are given, makes the chosen policy's fleet the multiplexed one (its GPUs, costs, fleet
// advantage and, in the engine model, its TTFT). With routing = load_balanced and replicas = auto every
// other figure is left as it was. f is what evaluate() computed for the scenario; evaluate() calls it.
void applyFleetRouting(const Params &params, Figures &f, FleetDetail detail = FleetDetail::EveryPolicy);

// One curve of a plot at one skew.
struct SkewCurve
{
    double skew = 0;
    bool current = false; // the scenario's own skew, drawn emphasised
    Eigen::ArrayXd values; // one value per x of the plot
};

// Everything the K and week charts draw.
struct Series
{
    ModelKind model = ModelKind::Paper; // which model drew the series
    // x of the K plots: every integer up to 1024, then log-spaced to max(Kmax, K), with C, C+1
    // and K always included.
    Eigen::ArrayXd adapters;
    std::vector<SkewCurve> fleetAdvantage; // R(K) per skew band, then the current skew (last)
    Eigen::ArrayXd overheadRestream; // delta_rs(K) at the current skew, fraction
    Eigen::ArrayXd overheadHostlink; // delta_hl(K) at the current skew, fraction
    Eigen::ArrayXd overheadFixed; // engine model: LoRA kernels at all (0 in the paper's), fraction
    Eigen::ArrayXd overheadMemory; // engine model: batch lost to the pool's memory (0 in the paper's)
    Eigen::ArrayXd breakevenShare; // p*(K) at the current skew
    Eigen::ArrayXd topAdapterShare; // p_1(K) at the current skew
    // GPU-months per month at the current skew, per K (priced by fleetcost.h: the price is no input here)
    Eigen::ArrayXd gpusMultiplex;
    Eigen::ArrayXd gpusDedicated;
    Eigen::ArrayXd gpusHybrid;

    Eigen::ArrayXd weeks; // x of the catalog-growth plot, 0..T
    Eigen::ArrayXd catalogAdapters; // K(t), integer part
    std::vector<SkewCurve> catalogGrowth; // R(K(t)) per skew band, then the current skew (last)
    // GPU-months per month at K(t), the current skew, per week
    Eigen::ArrayXd catalogGpusMultiplex;
    Eigen::ArrayXd catalogGpusDedicated;
    Eigen::ArrayXd catalogGpusHybrid;
};

Series computeSeries(const Params &params);
// The same, taking the skew bands' curves from bandsFrom: the series of the same scenario at another
// current skew (seriesInputs() equal once the skews are), as while the skew slider moves. Equal to
// computeSeries(params) to the last bit; only the current skew's curves are computed.
Series computeSeries(const Params &params, const Series &bandsFrom);
// The part of the parameters computeSeries() depends on: two scenarios with equal seriesInputs()
// have equal series (the price does not enter; K only through the K grid, beyond 1024 or Kmax).
Params seriesInputs(Params params);

// The K grid, the pool capacity, K(t) and the re-stream helpers: model/fleetgrid.h (included above).

} // namespace lorafleet
