// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/params.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lorafleet {

// The scenario turned into a serving engine's own LoRA options (docs/flags.md). The model returns the
// values and why each was chosen as data; ui/core/launchflagstext words them.
enum class ServingEngine { Vllm, Sglang, Lorax, TrtLlm };
std::string_view servingEngineName(ServingEngine engine); // "vllm", "sglang", "lorax", "trtllm"
std::optional<ServingEngine> servingEngineFromName(std::string_view name);

// The documentation the options were checked against.
struct EngineSource
{
    std::string_view product; // "vLLM"
    std::string_view version; // "0.14.0"
    std::string_view reference; // where the options, their valid values and defaults are documented
};
EngineSource engineSource(ServingEngine engine);

// The base model's shape, which sets the rank an adapter of a given size has.
struct BaseShape
{
    std::int64_t hiddenSize = 4608; // width of the residual stream
    std::int64_t layers = 46; // transformer layers
    std::string_view name; // the open model it is, when it is a known one; empty when the user gave it
    double parameters = 0; // billions of weights of the known model (0 when the user gave the shape)
};
// Known open base models, smallest first (Llama-2-7B ... Llama-2-70B).
const std::vector<BaseShape> &knownBaseShapes();
// The known model nearest (by parameter count, on a log scale) to base_gb / weight_bytes parameters.
BaseShape nearestBaseShape(const Params &params);

// The rank an adapter of adapter_gb has when it adapts the four attention projections (q, k, v, o) of
// every layer, each an h x h matrix: A (r x h) and B (h x r), so a = 8 r h L weight_bytes. It reproduces the
// shipped Llama-7B presets exactly (rank 8: 0.0168 GB; rank 16: 0.0336 GB).
double adapterRank(const Params &params, const BaseShape &shape);

// The distinct adapters among `batch` requests drawn from a Zipf(skew) catalog of `adapters`: the
// smallest count that `percentile` (0 < p < 1) of batches do not exceed. Each adapter appears in a batch
// independently with 1 - (1 - q_i)^b (the mean is then E of MODEL.md item 4): the popular head exactly
// (a Poisson-binomial distribution over the first 4096 adapters), the tail as a Poisson count. At most
// min(adapters, batch).
std::int64_t distinctAdaptersAtPercentile(std::int64_t adapters, double skew, std::int64_t batch,
                                          double percentile);

// What every engine's options are derived from.
struct LaunchPlan
{
    double percentile = 0.99; // of batches whose distinct adapters fit the slots
    std::int64_t batch = 32; // requests per step on the multiplexed GPU (the effective batch, whole)
    double meanDistinct = 0; // E: mean distinct adapters per batch
    std::int64_t batchSlots = 1; // distinct adapters per batch at the percentile
    std::int64_t catalog = 1; // K
    std::int64_t poolCapacity = 0; // C: adapters the pool's memory holds
    BaseShape shape;
    bool shapeGuessed = true; // the shape is the known model nearest in size, not given
    double rank = 0; // adapterRank()
    double memoryFraction = 0; // (B + V + P) / M: what the engine may allocate of the GPU
    double poolFraction = 0; // P / M
    double adapterGb = 0; // a
    double poolGb = 0; // P
    double hostGb = 0; // K a: the whole catalog in host memory
    bool memoryFits = true; // B + V + P <= M
    PoolPolicy policy = PoolPolicy::Lru; // the scenario's pool policy (the paper's model pins)
};
// shape: nothing to take the known model nearest in size. percentile: 0 < p < 1.
LaunchPlan launchPlan(const Params &params, double percentile = 0.99, std::optional<BaseShape> shape = {});

// Why a value was chosen; the text lives in ui/core/launchflagstext.
enum class FlagReason {
    EnableLora, // the switch that turns multi-LoRA serving on
    BatchSlots, // = slots: distinct adapters a batch needs at the percentile
    RankAllowed, // the adapter's rank, rounded up to a value the engine accepts
    RankCeil, // the adapter's rank, rounded up to a whole number
    CpuCatalog, // = K: the whole catalog stays in host memory
    MemoryUtilization, // = (B + V + P) / M, rounded up to 0.01
    EvictionLru, // lru: the scenario's LRU pool
    EvictionPinnedApproximation, // lru, and pin the popular head in --lora-paths
    AdapterMemory, // = P / M, rounded up to 0.001
    ActivePool, // = C (at least the slots, at most K): the adapters the pool keeps on the GPU
};
// Where the engine cannot say what the scenario says.
enum class FlagWarning {
    DoesNotFit, // B + V + P > M
    RankTooLarge, // above the engine's largest rank
    PoolBeyondSlots, // the engine keeps only its batch slots on the GPU: C > slots cannot be kept resident
    PoolBelowSlots, // a batch needs more adapters on the GPU than the pool's memory holds
    NoPinnedPolicy, // the engine evicts by recency only; the scenario pins the most popular
    NoAdapterPool, // P = 0: no memory for adapters
    NoHeadroom, // vLLM: B + V + P leaves under 5 % of the GPU for activations and CUDA graphs
    AdapterLargerThanPool, // P > 0 but one adapter is larger: the pool holds none
    HostCacheTooLarge, // the catalog in host memory, K a, is more than kMostHostGb
};
// More host memory than a server has (the largest hold 16 TB): the engine's CPU cache cannot hold it.
inline constexpr double kMostHostGb = 16000;
// TensorRT-LLM's LoraConfig.max_lora_rank is an int.
inline constexpr std::int64_t kMaxTrtRank = 2147483647;

struct LaunchFlag
{
    std::string name; // "--max-loras", or "max_loras" for TensorRT-LLM's LoraConfig
    std::string value; // empty for a switch
    FlagReason reason;
    double exact = 0; // the unrounded figure behind the value (slots, rank, fraction), for the why
};

struct EngineFlags
{
    ServingEngine engine = ServingEngine::Vllm;
    std::vector<LaunchFlag> flags;
    std::vector<FlagWarning> warnings;
};
EngineFlags engineFlags(const LaunchPlan &plan, ServingEngine engine);

// vLLM's max_lora_rank takes one of these (vllm/config/lora.py, MaxLoRARanks).
inline constexpr std::int64_t kVllmRanks[] = {1, 8, 16, 32, 64, 128, 256, 320, 512};
// The smallest of kVllmRanks at or above rank; 0 when none is.
std::int64_t vllmRankFor(double rank);
// The largest rank the engine's flag takes: 512 for vLLM, kMaxTrtRank for TensorRT-LLM, 0 where no flag
// names a rank.
std::int64_t largestRank(ServingEngine engine);

} // namespace lorafleet
