// SPDX-License-Identifier: GPL-3.0-or-later
// The parameters' table: each key with its symbol, texts, field, kind and valid range.
#include "model/params.h"

// A parameter's label, unit and meaning are marked for translation where the table below defines them:
// lupdate reads this file (resources/CMakeLists.txt) and knows the macro by its name, and paramtexts.cpp
// translates them in this context. The model does not include Qt, so here the macro is the text itself.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace lorafleet {

namespace {

// Practical caps: the model is valid for any value MODEL.md allows, but beyond these every figure
// is either meaningless or overflows a double. Keeping them finite is part of the contract.
constexpr double kMaxSkew = 20.0; // Zipf exponents beyond this put all traffic on one adapter
constexpr double kMaxCount = 1e12; // adapters, catalog sizes, plot range
constexpr double kMaxReal = 1e12; // sizes, bandwidths, prices, demands
constexpr double kMinPositive = 1e-9; // "> 0" means at least this
// A positive catalog growth is at least this: the weeks to the boundary and the ceiling, at most
// 1e12 / 1e-12, stay finite (5e-324 adapters a week made them infinite).
constexpr double kMinGrowth = 1e-12;
// An engine's cap on running requests (vLLM's max_num_seqs, TensorRT-LLM's max_batch_size)
constexpr double kMaxBatch = 4096.0;
constexpr double kMaxFactor = 100.0; // cost factors: beyond this the adapters are the whole step
constexpr double kMaxTokens = 1e7; // context and output lengths; also the load latency in ms (hours)

using K = ParamInfo::Kind;

// Every parameter, in the order scenario files and the panel list them.
std::vector<ParamInfo> makeParamInfos()
{
    return {
        {"adapters", "K", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapters"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params", "Adapters in the catalog now."), &Params::adapters,
         K::Integer, 1, kMaxCount, true},
        {"skew", "s", QT_TRANSLATE_NOOP("lorafleet::Params", "Traffic skew"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Zipf exponent of request popularity; 0 means every adapter is equally popular."),
         &Params::skew, K::Real, 0, kMaxSkew, true},
        {"batch", "b", QT_TRANSLATE_NOOP("lorafleet::Params", "Batch size"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "requests"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Requests decoded together in one step."), &Params::batch,
         K::Integer, 1, kMaxBatch, true},
        {"pool_gb", "P", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter pool"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GPU memory reserved for resident adapters."),
         &Params::poolGb, K::Real, 0, kMaxReal, true},
        {"gpu_price_per_hour", "c", QT_TRANSLATE_NOOP("lorafleet::Params", "GPU price"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "USD/h"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Rental price of one GPU per hour."),
         &Params::gpuPricePerHour, K::Real, 0, kMaxReal, true},
        {"hbm_gb", "M", QT_TRANSLATE_NOOP("lorafleet::Params", "GPU memory"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Memory of one GPU (H200: 141 GB)."), &Params::hbmGb, K::Real,
         kMinPositive, kMaxReal, false},
        {"base_gb", "B", QT_TRANSLATE_NOOP("lorafleet::Params", "Base model"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Weights of the base model."), &Params::baseGb, K::Real,
         kMinPositive, kMaxReal, false},
        {"kv_gb", "V", QT_TRANSLATE_NOOP("lorafleet::Params", "KV cache"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Memory reserved for the KV cache."), &Params::kvGb, K::Real,
         0, kMaxReal, false},
        {"adapter_gb", "a", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter size"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Weights of one adapter (about 0.5 % of the base)."),
         &Params::adapterGb, K::Real, kMinPositive, kMaxReal, false},
        {"hbm_bandwidth_tbps", "W_h", QT_TRANSLATE_NOOP("lorafleet::Params", "HBM bandwidth"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "TB/s"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GPU memory bandwidth."), &Params::hbmBandwidthTbps, K::Real,
         kMinPositive, kMaxReal, false},
        {"link_bandwidth_gbps", "W_l", QT_TRANSLATE_NOOP("lorafleet::Params", "Host link bandwidth"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB/s"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Host-to-GPU bandwidth for adapters that are not resident."),
         &Params::linkBandwidthGbps, K::Real, kMinPositive, kMaxReal, false},
        {"overlap", "η", QT_TRANSLATE_NOOP("lorafleet::Params", "Transfer overlap"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Fraction of a base decode step that can hide host-link transfers."),
         &Params::overlap, K::Real, 0, kMaxReal, false},
        {"requests_per_month", "λ", QT_TRANSLATE_NOOP("lorafleet::Params", "Demand"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "requests/month"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Total requests per month over all adapters."),
         &Params::requestsPerMonth, K::Real, kMinPositive, kMaxReal, false},
        {"demand_peak_factor", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Peak factor"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "Peak-hour request rate over the mean rate; both fleets are sized for the peak (1 = the mean)."),
         &Params::demandPeakFactor, K::Real, 1, kMaxFactor, false},
        {"gpu_requests_per_month", "Q", QT_TRANSLATE_NOOP("lorafleet::Params", "GPU capacity"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "requests/month"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Requests one GPU serves per month at batch 32 with no adapter overhead."),
         &Params::gpuRequestsPerMonth, K::Real, kMinPositive, kMaxReal, false},
        {"hours_per_month", "h", QT_TRANSLATE_NOOP("lorafleet::Params", "Billing hours"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "h/month"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Billed hours per GPU-month."), &Params::hoursPerMonth,
         K::Real, kMinPositive, kMaxReal, false},
        {"catalog_start", "K0", QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog at week 0"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog size at week 0."), &Params::catalogStart, K::Integer,
         1, kMaxCount, false},
        {"catalog_growth_per_week", "r", QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog growth"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "adapters/week"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "New adapters per week."), &Params::catalogGrowthPerWeek,
         K::Real, 0, kMaxReal, false, kMinGrowth},
        {"catalog_ceiling", "Kss", QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog ceiling"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params", "Steady-state catalog size."), &Params::catalogCeiling,
         K::Integer, 1, kMaxCount, false},
        {"horizon_weeks", "T", QT_TRANSLATE_NOOP("lorafleet::Params", "Horizon"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "weeks"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Weeks shown on the catalog-growth plot."),
         &Params::horizonWeeks, K::Real, kMinPositive, kMaxReal, false},
        {"plot_max_adapters", "Kmax", QT_TRANSLATE_NOOP("lorafleet::Params", "K axis end"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params", "Right end of the adapter-count axes."),
         &Params::plotMaxAdapters, K::Integer, 2, kMaxCount, false},
        {"skew_bands", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Reference skews"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params", "Skews drawn as low, medium and high reference curves."),
         &Params::skewBands, K::RealList, 0, kMaxSkew, false},
        {"whole_gpus", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Whole GPUs"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Round GPU counts up to whole GPUs (the paper uses fractional GPU-months)."),
         &Params::wholeGpus, K::Boolean, 0, 1, false},
        {"routing", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Routing"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "How the fleet routes requests: load_balanced (by load alone), affinity (each "
                           "adapter to one replica) or replicated (popular adapters on several replicas)."),
         &Params::routing, K::Choice, 0, 2, false},
        {"replicas", "N", QT_TRANSLATE_NOOP("lorafleet::Params", "Replicas"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Replicas in the multiplexed fleet; 0 (auto) sizes it for the demand."),
         &Params::replicas, K::Integer, 0, 10000, false},
        // The engine model's keys (docs/model.md): ignored when model = paper. Every key from `model` on is
        // one (isEngineKey()): add an engine key below it, a paper key above it.
        {"model", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Model"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "paper: the article's equations; engine: the engine model, validated against measured servers."),
         &Params::model, K::Choice, 0, 1, false},
        {"engine", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Serving engine"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "The serving engine whose measured constants the model uses; choosing one sets them."),
         &Params::engine, K::Choice, 0, 4, false},
        {"lora_fixed_overhead", "φ", QT_TRANSLATE_NOOP("lorafleet::Params", "LoRA fixed overhead"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "Fraction of a base step that every multiplexed step pays for running LoRA kernels at all."),
         &Params::loraFixedOverhead, K::Real, 0, 1, false},
        {"adapter_cost_factor", "f", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter cost factor"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "Cost of reading one distinct adapter per step, relative to its bytes at the HBM bandwidth (1 = "
             "ideal)."),
         &Params::adapterCostFactor, K::Real, 1, kMaxFactor, false},
        {"adapter_reread_factor", "γ", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter re-read factor"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Cost of each further request's read of an adapter already read in the step, in "
                           "the same unit (0 "
                           "for grouped LoRA kernels)."),
         &Params::adapterRereadFactor, K::Real, 0, kMaxFactor, false},
        {"context_tokens", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Context per request"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "tokens"),
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "Mean tokens of context (prompt and output so far) a running request holds in the KV cache; 0 "
             "derives it from the prompt and output lengths."),
         &Params::contextTokens, K::Real, 0, kMaxTokens, false},
        {"prompt_tokens", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Prompt per request"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "tokens"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Mean input tokens per request, prefilled before its first output token."),
         &Params::promptTokens, K::Real, 0, kMaxTokens, false},
        {"kv_mb_per_token", "", QT_TRANSLATE_NOOP("lorafleet::Params", "KV cache per token"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "MB"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "KV-cache megabytes per token of context."),
         &Params::kvMbPerToken, K::Real, 0, kMaxFactor * 100, false},
        {"output_tokens", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Output per request"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "tokens"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Mean tokens decoded per request."), &Params::outputTokens,
         K::Real, 1, kMaxTokens, false},
        {"pool_policy", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Pool policy"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "pinned: the most popular adapters stay, the rest cross the host link every step; "
                           "lru: an adapter "
                           "is loaded once when its request is admitted."),
         &Params::poolPolicy, K::Choice, 0, 1, false},
        {"compute_tflops", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Compute"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "TFLOP/s"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Dense 16-bit tensor throughput of the GPU."),
         &Params::computeTflops, K::Real, kMinPositive, kMaxReal, false},
        {"weight_bytes", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Bytes per weight"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "bytes"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Bytes per base-model weight (2 for 16-bit weights)."),
         &Params::weightBytes, K::Real, 0.01, 16, false},
        {"engine_overhead", "ε", QT_TRANSLATE_NOOP("lorafleet::Params", "Engine overhead"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "The serving engine's own time per step (scheduling, sampling, launches, "
                           "interleaved prefill), as a "
                           "fraction of a base step."),
         &Params::engineOverhead, K::Real, 0, kMaxFactor * 100, false},
        {"compute_overhead", "ε_c", QT_TRANSLATE_NOOP("lorafleet::Params", "Engine compute overhead"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "The serving engine's compute time beyond the step's FLOPs at the GPU's rate, as "
                           "a fraction (1 / MFU - 1)."),
         &Params::computeOverhead, K::Real, 0, kMaxFactor * 100, false},
        {"adapter_load_ms", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter load latency"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "ms"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Fixed time to load one adapter, besides its bytes over the host link."),
         &Params::adapterLoadMs, K::Real, 0, kMaxTokens, false},
        {"engine_step_ms", "τ", QT_TRANSLATE_NOOP("lorafleet::Params", "Engine time per step"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "ms"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "The serving engine's own fixed time per step (scheduling, sampling, launches)."),
         &Params::engineStepMs, K::Real, 0, kMaxTokens, false},
        {"engine_layer_us", "τ_L", QT_TRANSLATE_NOOP("lorafleet::Params", "Engine time per layer"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "µs"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "The serving engine's fixed time per layer and step (kernel launches and their "
                           "gaps: the floor of a step at batch 1)."),
         &Params::engineLayerUs, K::Real, 0, kMaxTokens, false},
        {"all_reduce_us", "α", QT_TRANSLATE_NOOP("lorafleet::Params", "All-reduce latency"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "µs"),
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "Fixed time of one all-reduce between a replica's GPUs, besides its bytes over the "
             "link (two a layer per step)."),
         &Params::allReduceUs, K::Real, 0, kMaxTokens, false},
        {"adapter_read_overlap", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter read overlap"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "Fraction of the engine's own time per step that hides adapter reads (1 for Punica's kernels)."),
         &Params::adapterReadOverlap, K::Real, 0, 1, false},
        {"tensor_parallel", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Tensor parallel"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "GPUs per replica; auto takes the fewest that hold the weights and a minimum KV cache."),
         &Params::tensorParallel, K::Choice, 0, 4, false},
        {"layers", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Layers"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params", "Transformer layers of the base model."), &Params::layers,
         K::Integer, 1, 1000, false},
        {"kv_heads", "", QT_TRANSLATE_NOOP("lorafleet::Params", "KV heads"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "Key-value heads of the base model; tensor parallelism beyond them replicates the KV cache."),
         &Params::kvHeads, K::Integer, 1, 1024, false},
        {"tp_link_gbps", "", QT_TRANSLATE_NOOP("lorafleet::Params", "GPU-to-GPU link"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB/s"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "One-way bandwidth between the GPUs of a replica (NVLink 4: 450)."),
         &Params::tpLinkGbps, K::Real, kMinPositive, kMaxReal, false},
        {"service_target", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Service target"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "throughput: fleets run saturated, as benchmarks do; latency: sized to meet the "
                           "TTFT and TPOT targets."),
         &Params::serviceTarget, K::Choice, 0, 1, false},
        {"target_ttft_p95_ms", "", QT_TRANSLATE_NOOP("lorafleet::Params", "TTFT target (p95)"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "ms"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Latency target: 95th percentile of the time to first token."),
         &Params::targetTtftP95Ms, K::Real, kMinPositive, kMaxReal, false},
        {"target_tpot_ms", "", QT_TRANSLATE_NOOP("lorafleet::Params", "TPOT target"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "ms"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Latency target: time per output token."),
         &Params::targetTpotMs, K::Real, kMinPositive, kMaxReal, false},
        {"adapter_source", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter source"), "",
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Where a missing adapter is loaded from: host memory or disk."),
         &Params::adapterSource, K::Choice, 0, 1, false},
        {"disk_bandwidth_gbps", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Disk bandwidth"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "GB/s"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "Read bandwidth for adapters loaded from disk."),
         &Params::diskBandwidthGbps, K::Real, kMinPositive, kMaxReal, false},
    };
}

} // namespace

const std::vector<ParamInfo> &paramInfos()
{
    static const std::vector<ParamInfo> infos = makeParamInfos();
    return infos;
}

} // namespace lorafleet
