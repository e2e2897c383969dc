// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/paramkinds.h"
#include "model/popularity.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace lorafleet {

// The scenario's inputs, one field per key of shared/MODEL.md; defaults are the paper's.
// Units: GB = 1e9 bytes.
struct Params
{
    std::int64_t adapters = 32; // K: adapters in the catalog now
    double skew = 1.0; // s: Zipf exponent of request popularity (0 = uniform)
    // b: requests decoded together per step (engine model: the engine's cap on running requests)
    std::int64_t batch = 32;
    double poolGb = 60.0; // P: GB of HBM reserved for resident adapters
    double gpuPricePerHour = 5.0; // c: USD per GPU-hour
    double hbmGb = 141.0; // M: GB of GPU memory (H200)
    double baseGb = 54.0; // B: GB of base-model weights
    double kvGb = 27.0; // V: GB of KV-cache reservation
    double adapterGb = 0.268; // a: GB of one adapter's weights
    double hbmBandwidthTbps = 4.8; // W_h: TB/s of HBM bandwidth
    double linkBandwidthGbps = 128.0; // W_l: GB/s of host link for non-resident adapters
    double overlap = 0.5; // eta: fraction of a base step that hides host-link transfers
    double requestsPerMonth = 1e8; // lambda: requests per month over all adapters
    double demandPeakFactor = 1.0; // peak-hour rate / mean rate: both fleets are sized for lambda times this
    double gpuRequestsPerMonth = 1e8; // Q: requests one GPU serves per month at batch 32, no overhead
    double hoursPerMonth = 730.0; // h: billed hours per GPU-month
    std::int64_t catalogStart = 32; // K0: catalog size at week 0
    double catalogGrowthPerWeek = 4.0; // r: new adapters per week
    std::int64_t catalogCeiling = 512; // Kss: steady-state catalog size
    double horizonWeeks = 156.0; // T: weeks shown on the catalog-growth plot
    std::int64_t plotMaxAdapters = 512; // Kmax: right end of the K axes
    std::vector<double> skewBands{0.5, 1.0, 1.5}; // reference skews drawn as low/medium/high bands
    bool wholeGpus = false; // round GPU counts up to whole GPUs
    // The fleet of replicas (both models): how requests are routed to replicas, and how many replicas
    // there are (0 = auto: the fleet the demand needs).
    Routing routing = Routing::LoadBalanced;
    std::int64_t replicas = 0;

    // The engine model (docs/model.md, "The engine model"); every field below is ignored when
    // model = paper. Defaults (docs/model.md gives each source): the paper's H200 and 54 GB base (a
    // Gemma-2-27B-like model), served by a vLLM-like engine on a chat workload.
    ModelKind model = ModelKind::Paper; // which model draws the figures
    // The engine preset: setting it sets the constants below it (explicit keys read after it win).
    EngineKind engine = EngineKind::Vllm;
    double loraFixedOverhead = 0.507; // phi: fraction of a base step any step with LoRA kernels pays
    double adapterCostFactor = 1.47; // f: cost of reading one distinct adapter, relative to its bytes at W_h
    double adapterRereadFactor = 0.0; // gamma: each further request's read of an adapter, same unit
    // Mean tokens of context a running request holds in the KV cache; 0 derives it from the prompt and
    // output lengths (docs/model.md).
    double contextTokens = 0.0;
    double promptTokens = 300.0; // mean input tokens per request, prefilled before the first output token
    double kvMbPerToken = 0.377; // MB (1e6 bytes) of KV cache per token
    double outputTokens = 260.0; // mean decoded tokens per request (steps it stays in the batch)
    PoolPolicy poolPolicy = PoolPolicy::Lru; // how the adapter pool chooses its residents
    double computeTflops = 989.0; // TFLOP/s of dense 16-bit tensor compute
    double weightBytes = 2.0; // bytes per base-model weight (2 = 16-bit)
    double engineOverhead = 1.46; // epsilon: the engine's own time per step, fraction of a base step
    double adapterLoadMs = 2.0; // L: fixed time per adapter load besides its bytes over W_l, ms
    double engineStepMs = 0.0; // tau: the engine's own fixed time per step (scheduling, sampling), ms
    // tau_L: the engine's fixed time per layer and step (kernel launches and their gaps), microseconds
    double engineLayerUs = 0.0;
    double allReduceUs = 52.0; // alpha: one all-reduce's fixed time between a replica's GPUs, microseconds
    // epsilon_c: the engine's compute time beyond the step's FLOPs at the GPU's rate, fraction (1 / MFU - 1)
    double computeOverhead = 1.46;
    // Fraction of the engine's own time per step (epsilon and tau) that adapter reads overlap (Punica's SGMV:
    // 1)
    double adapterReadOverlap = 0.0;
    TensorParallel tensorParallel = TensorParallel::Auto; // GPUs per replica
    std::int64_t layers = 46; // transformer layers of the base model
    std::int64_t kvHeads = 16; // KV heads: tensor parallelism beyond them replicates the KV cache
    double tpLinkGbps = 450.0; // GB/s one way between a replica's GPUs (NVLink 4: 900 GB/s both ways)
    ServiceTarget serviceTarget = ServiceTarget::Throughput; // what the fleets are sized for
    double targetTtftP95Ms = 2000.0; // latency target: 95th percentile of time to first token, ms
    double targetTpotMs = 50.0; // latency target: time per output token, ms
    AdapterSource adapterSource = AdapterSource::Host; // where a missing adapter is loaded from
    double diskBandwidthGbps = 5.0; // GB/s read from disk when adapter_source = disk

    // How requests spread over the adapters (`popularity`): Zipf(skew), or a request log's own shares. Not
    // one of paramInfos(): its shares are a list of up to kMaxHeadShares, read and written on their own.
    Popularity popularity;
    // Not a key: the engine model's assumptions switched back to the paper's, one bit per EngineAssumption
    // (model/modelbridge.h sets them; 0, every assumption on, everywhere else).
    unsigned engineAssumptionsOff = 0;
    bool engineAssumes(EngineAssumption assumption) const
    {
        return (engineAssumptionsOff & (1u << static_cast<unsigned>(assumption))) == 0;
    }

    bool operator==(const Params &) const = default;
};

// One parameter's value, of its kind: what the panel, the files and the command line set without a text
// round trip.
using ParamValue = std::variant<std::int64_t, double, bool, std::vector<double>, ModelKind, PoolPolicy,
                                EngineKind, TensorParallel, ServiceTarget, AdapterSource, Routing>;

// One parameter's description: its JSON key, meaning, unit and valid range.
struct ParamInfo
{
    using Field = std::variant<std::int64_t Params::*, double Params::*, bool Params::*,
                               std::vector<double> Params::*, ModelKind Params::*, PoolPolicy Params::*,
                               EngineKind Params::*, TensorParallel Params::*, ServiceTarget Params::*,
                               AdapterSource Params::*, Routing Params::*>;
    enum class Kind { Integer, Real, Boolean, RealList, Choice };

    std::string_view key; // JSON and command-line key, e.g. "pool_gb"
    std::string_view symbol; // symbol in MODEL.md, e.g. "P"
    std::string_view label; // short human label, e.g. "Adapter pool"
    std::string_view unit; // e.g. "GB", "" when dimensionless
    std::string_view meaning; // one sentence
    Field field;
    Kind kind;
    double minimum; // smallest valid value ("> 0" in MODEL.md is a small positive floor here)
    double maximum; // largest valid value (a practical cap that keeps every figure finite)
    bool mainControl; // has a slider in the main panel
    // When positive: 0 stays valid (it means "none"), but a positive value must be at least this, so that
    // nothing divided by it overflows (catalog growth: the weeks).
    double positiveMinimum = 0;

    // "an integer from 1 to 1024", "a real number from 0 to 20", ...
    std::string validRange(const Params &context = {}) const;
    // The names a Choice takes, in the order of its enum ("paper", "engine"); empty for other kinds.
    std::vector<std::string_view> choices() const;
    // A Choice's value at a position of choices(), or named as choices() names it; nothing for another
    // position, name or kind.
    std::optional<ParamValue> choice(std::size_t index) const;
    std::optional<ParamValue> choiceNamed(std::string_view name) const;
};

// Every parameter, in MODEL.md's order.
const std::vector<ParamInfo> &paramInfos();
// nullptr when the key is unknown.
const ParamInfo *findParam(std::string_view key);

// A problem with one value: the key, the value as text, and what would be valid.
struct ValidationError
{
    std::string key;
    std::string value;
    std::string validRange;
    std::string message() const; // "batch = 0 is not valid: expected an integer from 1 to 1024"
};

// Every out-of-range value in the scenario; empty when it is valid.
std::vector<ValidationError> validate(const Params &params);

// The value of one field.
ParamValue paramValue(const Params &params, const ParamInfo &info);
// The value of an Integer or Real field as a double (sliders, sensitivity); 0 for other kinds.
double numericParamValue(const Params &params, const ParamInfo &info);
// Sets one field, checking its range as setParam() does. A whole double sets an integer key and an integer
// sets a real one; any other kind is refused. Returns the error and leaves params unchanged when the value
// is not valid.
std::optional<ValidationError> setParamValue(Params &params, const ParamInfo &info, const ParamValue &value);
// Sets one field from its text form ("32", "1e8", "true", "0.5,1,1.5"), checking its range.
// Ranges that depend on another key (catalog_ceiling >= catalog_start) are checked by validate().
// Returns the error and leaves params unchanged when the text is not valid.
std::optional<ValidationError> setParam(Params &params, std::string_view key, std::string_view text);

// The value of one field as text, in a form setParam() reads back exactly.
std::string paramText(const Params &params, const ParamInfo &info);

// A GPU preset at the user's workload, as "Compare > Add preset" pins it: the preset's GPU, memory split,
// price and engine settings, with what the user serves taken from `workload` (the catalog, its
// popularity and growth, the demand, the base model and adapters, the requests' lengths, the batch, the
// fleet's routing, the service target and the model). A preset that happens to equal the defaults in a
// key (the paper's own H200) still brings it.
Params presetAtWorkload(const Params &preset, const Params &workload);

// Shortest text that reads back to the same double ("0.268", "1e+08").
std::string formatNumber(double value);
// A valid range's end as a person reads it: integers grouped by thousands past four digits ("4096",
// "1,000,000,000,000"), reals as the readers take them back, without exponent padding ("1e12", "1e-9",
// "0.268"; formatNumber gives "1e+12", "1e-09").
std::string rangeBound(double value, bool integer);

// Whether the text is a nonzero number too small for a double ("1e-400"): it would read as 0, so a
// message should say it underflows rather than that it is out of range.
bool underflowsToZero(std::string_view text);

// The engine model's own keys (and `model` itself): ignored when model = paper, so a scenario written
// before they existed lacks them without losing anything.
bool isEngineKey(std::string_view key);

// The names of the choices as keys and files write them.
std::string_view modelKindName(ModelKind kind); // "paper", "engine"
std::string_view poolPolicyName(PoolPolicy policy); // "pinned", "lru"
std::string_view engineKindName(EngineKind engine); // "vllm", "sglang", "trtllm", "slora", "punica"
std::string_view routingName(Routing routing); // "load_balanced", "affinity", "replicated"
// A Choice's name at a position, or the position as a number where it has none.
std::string choiceText(const ParamInfo &info, std::size_t index);
// A choice value's own name ("lru" for PoolPolicy::Lru); empty for other kinds.
std::string choiceValueText(const ParamValue &value);

// GPUs per replica as a number (auto: resolved by the engine model, here 0).
int tensorParallelCount(TensorParallel tp);
// Sets the engine preset's constants on the parameters (model/enginepresets.h: engine_overhead,
// compute_overhead, engine_step_ms, engine_layer_us, all_reduce_us, lora_fixed_overhead, adapter_cost_factor,
// adapter_reread_factor, adapter_read_overlap, adapter_load_ms), and whether they are still the preset's own.
void applyEnginePreset(Params &params, EngineKind engine);
bool matchesEnginePreset(const Params &params);

// The context a running request holds in the KV cache: context_tokens, or when it is 0 the prompt plus
// half the output (a request is on average half way through its decode), or the whole output where the
// engine reserves a request's full length when it admits it (TensorRT-LLM, S-LoRA).
double contextTokensUsed(const Params &params);
// The context a running request holds on average, which every step reads: context_tokens, or the prompt
// plus half the output whatever the engine reserves.
double kvReadTokens(const Params &params);

} // namespace lorafleet
