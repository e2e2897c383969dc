// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/launchflags.h"

#include "model/fleetmodel.h"
#include "model/popularitysums.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace lorafleet {

namespace {

// Adapters whose batch presence is added up exactly; the rest are a Poisson count (their presences are
// small and many).
constexpr std::int64_t kExactHead = 4096;
// The four attention projections, each with an A (r x h) and a B (h x r) matrix.
constexpr double kMatricesPerLayer = 8;
// Beyond this share of the GPU, vLLM has no room left for activations and CUDA graphs.
constexpr double kMostUtilization = 0.95;

// A whole number that never wraps: a value beyond int64 (or NaN) would convert to anything.
std::string whole(double value)
{
    return std::to_string(static_cast<std::int64_t>(std::clamp(std::isnan(value) ? 0.0 : value, 0.0, 9e18)));
}

// A fraction rounded up to `decimals` (a limit that is never below what the scenario needs).
double roundedUp(double fraction, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    // The nudge keeps an exact 0.57 from reading as 0.5700000001 and rounding to 0.58.
    return std::ceil(fraction * scale - 1e-9) / scale;
}

std::string fixed(double value, int decimals)
{
    // What would print as zero prints as zero: never "-0.000".
    if (!(std::abs(value) >= 0.5 * std::pow(10.0, -decimals)))
        value = 0.0;
    std::string text = std::to_string(value);
    const auto point = text.find('.');
    if (point != std::string::npos)
        text.resize(decimals > 0 ? point + 1 + static_cast<std::size_t>(decimals) : point);
    return text;
}

std::int64_t poolOnGpu(const LaunchPlan &plan)
{
    return std::clamp<std::int64_t>(plan.poolCapacity, std::min(plan.batchSlots, plan.catalog), plan.catalog);
}

void addCommonWarnings(const LaunchPlan &plan, EngineFlags &flags)
{
    if (!plan.memoryFits)
        flags.warnings.push_back(FlagWarning::DoesNotFit);
    if (plan.poolCapacity < 1)
        flags.warnings.push_back(plan.poolFraction > 0 ? FlagWarning::AdapterLargerThanPool
                                                       : FlagWarning::NoAdapterPool);
    else if (plan.poolCapacity < std::min(plan.batchSlots, plan.catalog))
        flags.warnings.push_back(FlagWarning::PoolBelowSlots);
    if (plan.hostGb > kMostHostGb)
        flags.warnings.push_back(FlagWarning::HostCacheTooLarge);
}

} // namespace

std::string_view servingEngineName(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
        return "vllm";
    case ServingEngine::Sglang:
        return "sglang";
    case ServingEngine::Lorax:
        return "lorax";
    case ServingEngine::TrtLlm:
        return "trtllm";
    }
    return "vllm";
}

std::optional<ServingEngine> servingEngineFromName(std::string_view name)
{
    for (const auto engine :
         {ServingEngine::Vllm, ServingEngine::Sglang, ServingEngine::Lorax, ServingEngine::TrtLlm})
        if (servingEngineName(engine) == name)
            return engine;
    return std::nullopt;
}

EngineSource engineSource(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
        return {"vLLM", "0.14.0",
                "docs.vllm.ai/en/v0.14.0/api/vllm/config/lora/ (LoRAConfig, MaxLoRARanks) and "
                "vllm/config/cache.py (gpu_memory_utilization)"};
    case ServingEngine::Sglang:
        return {"SGLang", "docs of 2026",
                "docs.sglang.io/advanced_features/lora.html (Arguments for LoRA Serving)"};
    case ServingEngine::Lorax:
        return {
            "LoRAX", "main (launcher/src/main.rs)",
            "github.com/predibase/lorax launcher/src/main.rs (adapter_memory_fraction, max_active_adapters)"};
    case ServingEngine::TrtLlm:
        return {"TensorRT-LLM", "1.3.0rc24",
                "nvidia.github.io/TensorRT-LLM/1.3.0rc24/features/lora.html and tensorrt_llm/lora_helper.py "
                "(LoraConfig)"};
    }
    return {};
}

const std::vector<BaseShape> &knownBaseShapes()
{
    // Hidden size, layers and parameter count from each model's config.json and model card.
    static const std::vector<BaseShape> shapes{
        {4096, 32, "Llama-2-7B", 6.74},  {4096, 32, "Llama-3.1-8B", 8.03},  {5120, 40, "Llama-2-13B", 13.0},
        {4608, 46, "Gemma-2-27B", 27.2}, {8192, 80, "Llama-3.1-70B", 70.6},
    };
    return shapes;
}

BaseShape nearestBaseShape(const Params &params)
{
    const double billions = params.baseGb / std::max(params.weightBytes, 1e-9);
    const auto distance = [billions](const BaseShape &shape) {
        return std::abs(std::log(shape.parameters / std::max(billions, 1e-9)));
    };
    const auto &shapes = knownBaseShapes();
    return *std::min_element(shapes.begin(), shapes.end(), [&](const BaseShape &a, const BaseShape &b) {
        return distance(a) < distance(b);
    });
}

double adapterRank(const Params &params, const BaseShape &shape)
{
    const double bytesPerRank = kMatricesPerLayer * static_cast<double>(shape.hiddenSize) *
        static_cast<double>(shape.layers) * params.weightBytes;
    return params.adapterGb * 1e9 / bytesPerRank;
}

namespace {

// The percentile over the popularity's sums (Zipf, or a log's own shares), for a batch of `batch`.
std::int64_t distinctAtPercentile(const PopularitySums &sums, std::int64_t adapters, std::int64_t batch,
                                  double percentile)
{
    const std::int64_t most = std::min(adapters, batch);
    const double harmonic = sums.normaliser(adapters);
    const std::int64_t head = std::min(adapters, kExactHead);

    // P(D = d) over the head, d = 0..most. A batch of b requests holds at most b adapters: mass that would
    // pass `most` stays there (the independent presences slightly overstate the spread).
    std::vector<double> distribution(static_cast<std::size_t>(most) + 1, 0.0);
    distribution[0] = 1;
    const auto top = static_cast<std::size_t>(most);
    for (std::int64_t i = 1; i <= head; ++i) {
        const double present = distinctProbability(sums.weight(i) / harmonic, batch);
        if (present <= 0)
            break;
        distribution[top] += distribution[top - 1] * present;
        for (std::size_t d = top - 1; d >= 1; --d)
            distribution[d] = distribution[d] * (1 - present) + distribution[d - 1] * present;
        distribution[0] *= 1 - present;
    }
    // The tail as a Poisson count added to the head's (in logarithms: its mean can pass 700).
    const double tailMean = head < adapters ? sums.distinct(head + 1, adapters, adapters, harmonic) : 0.0;
    if (tailMean > 0) {
        std::vector<double> poisson(distribution.size(), 0.0);
        for (std::size_t k = 0; k < poisson.size(); ++k)
            poisson[k] = std::exp(-tailMean + static_cast<double>(k) * std::log(tailMean) -
                                  std::lgamma(static_cast<double>(k) + 1));
        std::vector<double> sum(distribution.size(), 0.0);
        for (std::size_t j = 0; j < distribution.size(); ++j)
            for (std::size_t k = 0; j + k < distribution.size(); ++k)
                sum[j + k] += distribution[j] * poisson[k];
        double total = 0;
        for (const double p : sum)
            total += p;
        sum[top] += std::max(0.0, 1 - total);
        distribution = std::move(sum);
    }
    double cumulative = 0;
    for (std::size_t d = 0; d < distribution.size(); ++d) {
        cumulative += distribution[d];
        if (cumulative >= percentile - 1e-12)
            return std::max<std::int64_t>(1, static_cast<std::int64_t>(d));
    }
    return most;
}

} // namespace

std::int64_t distinctAdaptersAtPercentile(std::int64_t adapters, double skew, std::int64_t batch,
                                          double percentile)
{
    adapters = std::max<std::int64_t>(adapters, 1);
    batch = std::max<std::int64_t>(batch, 1);
    return distinctAtPercentile(PopularitySums(skew, batch, std::min(adapters, kExactHead)), adapters, batch,
                                percentile);
}

LaunchPlan launchPlan(const Params &params, double percentile, std::optional<BaseShape> shape)
{
    const Figures figures = evaluate(params);
    LaunchPlan plan;
    plan.percentile = percentile;
    plan.batch =
        std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(figures.batchEffective - 1e-9)));
    plan.catalog = params.adapters;
    // The scenario's popularity: Zipf(s), or the log's own shares.
    const std::int64_t catalog = std::max<std::int64_t>(params.adapters, 1);
    const PopularitySums sums(params.popularity, params.skew, catalog, plan.batch,
                              std::min(catalog, kExactHead));
    plan.meanDistinct = sums.distinct(1, params.adapters, params.adapters, sums.normaliser(params.adapters));
    plan.batchSlots = distinctAtPercentile(sums, catalog, plan.batch, percentile);
    plan.poolCapacity = figures.poolCapacity;
    plan.shapeGuessed = !shape.has_value();
    plan.shape = shape ? *shape : nearestBaseShape(params);
    plan.rank = adapterRank(params, plan.shape);
    plan.memoryFraction = figures.memoryUsedGb / params.hbmGb;
    plan.poolFraction = params.poolGb / params.hbmGb;
    plan.adapterGb = params.adapterGb;
    plan.poolGb = params.poolGb;
    plan.hostGb = static_cast<double>(params.adapters) * params.adapterGb;
    plan.memoryFits = figures.memoryFits;
    // The paper's model keeps the most popular adapters resident: a pinned pool.
    plan.policy = params.model == ModelKind::Engine ? params.poolPolicy : PoolPolicy::Pinned;
    return plan;
}

std::int64_t vllmRankFor(double rank)
{
    for (const std::int64_t allowed : kVllmRanks)
        if (static_cast<double>(allowed) >= rank - 1e-6)
            return allowed;
    return 0;
}

std::int64_t largestRank(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
        return kVllmRanks[std::size(kVllmRanks) - 1];
    case ServingEngine::TrtLlm:
        return kMaxTrtRank;
    case ServingEngine::Sglang:
    case ServingEngine::Lorax:
        break;
    }
    return 0;
}

EngineFlags engineFlags(const LaunchPlan &plan, ServingEngine engine)
{
    EngineFlags result;
    result.engine = engine;
    auto &flags = result.flags;
    const double slots = static_cast<double>(plan.batchSlots);
    const double catalog = static_cast<double>(std::max(plan.catalog, plan.batchSlots));
    // In doubles until clamped: a huge adapter's rank would overflow an integer (it read as 1).
    const double wholeRank = std::max(1.0, std::ceil(plan.rank - 1e-6));
    switch (engine) {
    case ServingEngine::Vllm: {
        flags.push_back({"--enable-lora", "", FlagReason::EnableLora});
        flags.push_back({"--max-loras", whole(slots), FlagReason::BatchSlots, plan.meanDistinct});
        const std::int64_t rank = vllmRankFor(plan.rank);
        flags.push_back({"--max-lora-rank", whole(rank ? rank : kVllmRanks[std::size(kVllmRanks) - 1]),
                         FlagReason::RankAllowed, plan.rank});
        if (!rank)
            result.warnings.push_back(FlagWarning::RankTooLarge);
        flags.push_back({"--max-cpu-loras", whole(catalog), FlagReason::CpuCatalog, plan.hostGb});
        // vLLM takes a utilization in (0, 1].
        const double utilization = std::clamp(roundedUp(plan.memoryFraction, 2), 0.01, 1.0);
        flags.push_back({"--gpu-memory-utilization", fixed(utilization, 2), FlagReason::MemoryUtilization,
                         plan.memoryFraction});
        if (plan.memoryFits && plan.memoryFraction > kMostUtilization)
            result.warnings.push_back(FlagWarning::NoHeadroom);
        if (plan.poolCapacity > plan.batchSlots && plan.catalog > plan.batchSlots)
            result.warnings.push_back(FlagWarning::PoolBeyondSlots);
        if (plan.policy == PoolPolicy::Pinned)
            result.warnings.push_back(FlagWarning::NoPinnedPolicy);
        break;
    }
    case ServingEngine::Sglang:
        flags.push_back({"--enable-lora", "", FlagReason::EnableLora});
        flags.push_back({"--max-loras-per-batch", whole(slots), FlagReason::BatchSlots, plan.meanDistinct});
        flags.push_back({"--max-loaded-loras", whole(catalog), FlagReason::CpuCatalog, plan.hostGb});
        flags.push_back({"--lora-eviction-policy", "lru",
                         plan.policy == PoolPolicy::Pinned ? FlagReason::EvictionPinnedApproximation
                                                           : FlagReason::EvictionLru});
        if (plan.poolCapacity > plan.batchSlots && plan.catalog > plan.batchSlots)
            result.warnings.push_back(FlagWarning::PoolBeyondSlots);
        break;
    case ServingEngine::Lorax:
        flags.push_back({"--adapter-memory-fraction",
                         fixed(std::clamp(roundedUp(plan.poolFraction, 3), 0.0, 1.0), 3),
                         FlagReason::AdapterMemory, plan.poolFraction});
        flags.push_back({"--max-active-adapters",
                         whole(static_cast<double>(std::max<std::int64_t>(1, poolOnGpu(plan)))),
                         FlagReason::ActivePool, static_cast<double>(plan.poolCapacity)});
        if (plan.policy == PoolPolicy::Pinned)
            result.warnings.push_back(FlagWarning::NoPinnedPolicy);
        break;
    case ServingEngine::TrtLlm:
        flags.push_back({"max_lora_rank", whole(std::min(wholeRank, static_cast<double>(kMaxTrtRank))),
                         FlagReason::RankCeil, plan.rank});
        if (wholeRank > static_cast<double>(kMaxTrtRank))
            result.warnings.push_back(FlagWarning::RankTooLarge);
        flags.push_back({"max_loras", whole(static_cast<double>(std::max<std::int64_t>(1, poolOnGpu(plan)))),
                         FlagReason::ActivePool, static_cast<double>(plan.poolCapacity)});
        flags.push_back({"max_cpu_loras", whole(catalog), FlagReason::CpuCatalog, plan.hostGb});
        if (plan.policy == PoolPolicy::Pinned)
            result.warnings.push_back(FlagWarning::NoPinnedPolicy);
        break;
    }
    addCommonWarnings(plan, result);
    return result;
}

} // namespace lorafleet
