#include "model/params.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

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
constexpr double kMaxCount = 1e12; // adapters, catalog sizes, plot range
constexpr double kMaxReal = 1e12; // sizes, bandwidths, prices, demands
constexpr double kMinPositive = 1e-9; // "> 0" means at least this
// A positive catalog growth is at least this: the weeks to the boundary and the ceiling, at most
// 1e12 / 1e-12, stay finite (5e-324 adapters a week made them infinite).
constexpr double kMinGrowth = 1e-12;
constexpr double kMaxSkew = 20.0; // Zipf exponents beyond this put all traffic on one adapter
constexpr double kMaxBatch = 1024.0; // decode batches beyond this leave the memory-bound regime
constexpr std::size_t kMaxSkewBands = 6;
// An invalid value is echoed back in its error cut to this many bytes, not a megabyte of it.
constexpr std::size_t kMaxShownValue = 60;
constexpr double kMaxFactor = 100.0; // cost factors: beyond this the adapters are the whole step
constexpr double kMaxTokens = 1e7; // context and output lengths; also the load latency in ms (hours)

using K = ParamInfo::Kind;

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
        // The engine model's keys (docs/model.md): ignored when model = paper.
        {"model", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Model"), "",
         QT_TRANSLATE_NOOP(
             "lorafleet::Params",
             "paper: the article's equations; engine: the engine model, validated against measured servers."),
         &Params::model, K::Choice, 0, 1, false},
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
             "Mean tokens of context (prompt and output so far) a running request holds in the KV cache."),
         &Params::contextTokens, K::Real, 0, kMaxTokens, false},
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
        {"adapter_load_ms", "", QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter load latency"),
         QT_TRANSLATE_NOOP("lorafleet::Params", "ms"),
         QT_TRANSLATE_NOOP("lorafleet::Params",
                           "Fixed time to load one adapter, besides its bytes over the host link."),
         &Params::adapterLoadMs, K::Real, 0, kMaxTokens, false},
    };
}

std::string_view trimmedView(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

std::string trimmed(std::string_view text)
{
    return std::string(trimmedView(text));
}

// At most kMaxShownValue bytes of the text, cut at a character boundary and marked with an ellipsis.
std::string shortened(std::string_view text)
{
    if (text.size() <= kMaxShownValue)
        return std::string(text);
    std::size_t cut = kMaxShownValue;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) // a UTF-8 continuation byte
        --cut;
    return std::string(text.substr(0, cut)) + "…";
}

// A list's text as an error shows it: shortened, with the number of items when it had to be cut.
std::string shownList(std::string_view list)
{
    std::string shown = shortened(list);
    if (shown.size() < list.size())
        shown.append(" (")
            .append(std::to_string(std::count(list.begin(), list.end(), ',') + 1))
            .append(" items)");
    return shown;
}

std::optional<double> parseReal(std::string_view text)
{
    const std::string t = trimmed(text);
    if (t.empty())
        return std::nullopt;
    double value = 0;
    const char *begin = t.data();
    if (*begin == '+')
        ++begin;
    const auto [end, ec] = std::from_chars(begin, t.data() + t.size(), value);
    if (end != t.data() + t.size())
        return std::nullopt;
    if (ec == std::errc::result_out_of_range)
        return value > 0 || t[0] != '-' ? std::numeric_limits<double>::infinity()
                                        : -std::numeric_limits<double>::infinity();
    if (ec != std::errc())
        return std::nullopt;
    return value;
}

bool inRange(const ParamInfo &info, double value)
{
    if (!std::isfinite(value))
        return false;
    if (info.positiveMinimum > 0 && value > 0 && value < info.positiveMinimum)
        return false;
    return value >= info.minimum && value <= info.maximum;
}

ValidationError makeError(const ParamInfo &info, std::string value, const Params &context = {})
{
    return {std::string(info.key), std::move(value), info.validRange(context)};
}

} // namespace

bool underflowsToZero(std::string_view text)
{
    const std::string t = trimmed(text);
    double value = 0;
    const char *begin = t.data() + (!t.empty() && (t[0] == '+' || t[0] == '-'));
    const auto [end, ec] = std::from_chars(begin, t.data() + t.size(), value);
    if (end != t.data() + t.size() || ec != std::errc::result_out_of_range)
        return false;
    // Out of range either way; an exponent below zero means too small, not too large.
    const auto e = t.find_first_of("eE");
    return e != std::string::npos && e + 1 < t.size() && t[e + 1] == '-';
}

std::string formatNumber(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
    return ec == std::errc() ? std::string(buffer, end) : std::string("?");
}

std::string ParamInfo::validRange(const Params &context) const
{
    const bool integer = kind == Kind::Integer;
    const std::string low =
        integer ? std::to_string(static_cast<std::int64_t>(minimum)) : formatNumber(minimum);
    const std::string high =
        integer ? std::to_string(static_cast<std::int64_t>(maximum)) : formatNumber(maximum);
    switch (kind) {
    case Kind::Integer:
        if (key == "catalog_ceiling")
            return "an integer from catalog_start (" + std::to_string(context.catalogStart) + ") to " + high;
        return "an integer from " + low + " to " + high;
    case Kind::Real:
        if (key == "catalog_growth_per_week")
            return "0 (no growth) or a real number from " + formatNumber(positiveMinimum) + " to " + high;
        return "a real number from " + low + " to " + high;
    case Kind::Boolean:
        return "true or false";
    case Kind::RealList:
        return "a list of at most " + std::to_string(kMaxSkewBands) + " real numbers, each from " + low +
            " to " + high;
    case Kind::Choice: {
        std::string text = "one of ";
        const auto names = choices();
        for (std::size_t i = 0; i < names.size(); ++i)
            text.append(i ? ", " : "").append(names[i]);
        return text;
    }
    }
    return {};
}

std::vector<std::string_view> ParamInfo::choices() const
{
    if (std::holds_alternative<ModelKind Params::*>(field))
        return {modelKindName(ModelKind::Paper), modelKindName(ModelKind::Engine)};
    if (std::holds_alternative<PoolPolicy Params::*>(field))
        return {poolPolicyName(PoolPolicy::Pinned), poolPolicyName(PoolPolicy::Lru)};
    return {};
}

std::optional<ParamValue> ParamInfo::choice(std::size_t index) const
{
    if (index >= choices().size())
        return std::nullopt;
    if (std::holds_alternative<ModelKind Params::*>(field))
        return static_cast<ModelKind>(index);
    return static_cast<PoolPolicy>(index);
}

std::optional<ParamValue> ParamInfo::choiceNamed(std::string_view name) const
{
    const auto names = choices();
    const auto found = std::find(names.begin(), names.end(), name);
    return found == names.end() ? std::nullopt : choice(std::size_t(found - names.begin()));
}

bool isEngineKey(std::string_view key)
{
    static constexpr std::string_view keys[] = {
        "model",          "lora_fixed_overhead", "adapter_cost_factor", "adapter_reread_factor",
        "context_tokens", "kv_mb_per_token",     "output_tokens",       "pool_policy",
        "compute_tflops", "weight_bytes",        "engine_overhead",     "adapter_load_ms"};
    return std::find(std::begin(keys), std::end(keys), key) != std::end(keys);
}

std::string_view modelKindName(ModelKind kind)
{
    return kind == ModelKind::Engine ? "engine" : "paper";
}

std::string_view poolPolicyName(PoolPolicy policy)
{
    return policy == PoolPolicy::Lru ? "lru" : "pinned";
}

std::string ValidationError::message() const
{
    return key + " = " + value + " is not valid: expected " + validRange;
}

const std::vector<ParamInfo> &paramInfos()
{
    static const std::vector<ParamInfo> infos = makeParamInfos();
    return infos;
}

const ParamInfo *findParam(std::string_view key)
{
    for (const ParamInfo &info : paramInfos())
        if (info.key == key)
            return &info;
    return nullptr;
}

std::string paramText(const Params &params, const ParamInfo &info)
{
    return std::visit(
        [&params, &info](auto member) -> std::string {
            const auto &value = params.*member;
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, std::int64_t>) {
                return std::to_string(value);
            } else if constexpr (std::is_same_v<T, double>) {
                return formatNumber(value);
            } else if constexpr (std::is_same_v<T, bool>) {
                return value ? "true" : "false";
            } else if constexpr (std::is_enum_v<T>) {
                return std::string(info.choices().at(static_cast<std::size_t>(value)));
            } else {
                std::string text;
                for (std::size_t i = 0; i < value.size(); ++i) {
                    if (i)
                        text += ',';
                    text += formatNumber(value[i]);
                }
                return text;
            }
        },
        info.field);
}

std::vector<ValidationError> validate(const Params &params)
{
    std::vector<ValidationError> errors;
    for (const ParamInfo &info : paramInfos()) {
        std::visit(
            [&](auto member) {
                const auto &value = params.*member;
                using T = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<T, std::int64_t> || std::is_same_v<T, double>) {
                    if (!inRange(info, static_cast<double>(value)))
                        errors.push_back(makeError(info, paramText(params, info), params));
                } else if constexpr (std::is_enum_v<T>) {
                    if (static_cast<std::size_t>(value) >= info.choices().size())
                        errors.push_back(makeError(info, std::to_string(static_cast<int>(value)), params));
                } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                    const bool ok = value.size() <= kMaxSkewBands &&
                        std::all_of(value.begin(), value.end(), [&](double v) { return inRange(info, v); });
                    if (!ok) {
                        std::string shown = "["; // appended piecewise: GCC 12 warns falsely on "[" + s + "]"
                        shown.append(shownList(paramText(params, info))).append("]");
                        errors.push_back(makeError(info, std::move(shown), params));
                    }
                }
            },
            info.field);
    }
    if (params.catalogCeiling < params.catalogStart && params.catalogCeiling >= 1)
        errors.push_back(
            makeError(*findParam("catalog_ceiling"), std::to_string(params.catalogCeiling), params));
    return errors;
}

std::optional<ValidationError> setParam(Params &params, std::string_view key, std::string_view text)
{
    const ParamInfo *info = findParam(key);
    if (!info)
        return ValidationError{shortened(key), shortened(trimmedView(text)), "a known key (see --help)"};
    const std::string_view given = trimmedView(text);
    const std::string shown = given.empty() ? "(empty)" : shortened(given);

    return std::visit(
        [&](auto member) -> std::optional<ValidationError> {
            auto &target = params.*member;
            using T = std::decay_t<decltype(target)>;
            if constexpr (std::is_same_v<T, std::int64_t>) {
                // Integers may be written as reals ("1e6") as long as they are whole.
                const auto value = parseReal(text);
                if (!value || !inRange(*info, *value) || std::floor(*value) != *value)
                    return makeError(*info, shown, params);
                target = static_cast<std::int64_t>(*value);
            } else if constexpr (std::is_same_v<T, double>) {
                const auto value = parseReal(text);
                if (!value || !inRange(*info, *value))
                    return makeError(*info, shown, params);
                target = *value;
            } else if constexpr (std::is_same_v<T, bool>) {
                const std::string t = trimmed(text);
                if (t == "true" || t == "1" || t == "yes" || t == "on")
                    target = true;
                else if (t == "false" || t == "0" || t == "no" || t == "off")
                    target = false;
                else
                    return makeError(*info, shown, params);
            } else if constexpr (std::is_enum_v<T>) {
                // The name, or its position (0, 1): a numeric field in a form may send the position.
                const std::string t = trimmed(text);
                const auto names = info->choices();
                std::size_t index = names.size();
                for (std::size_t i = 0; i < names.size(); ++i)
                    if (t == names[i] || t == std::to_string(i))
                        index = i;
                if (index == names.size())
                    return makeError(*info, shown, params);
                target = static_cast<T>(index);
            } else {
                // One pass over the text, stopping at the first bad or surplus item: a long list costs
                // no more than a short one.
                std::string_view rest = given;
                if (rest.size() >= 2 && rest.front() == '[' && rest.back() == ']')
                    rest = rest.substr(1, rest.size() - 2);
                std::vector<double> values;
                for (bool more = !trimmedView(rest).empty(); more;) {
                    const auto comma = rest.find(',');
                    // An empty item (as after a trailing comma) does not parse.
                    const auto item = parseReal(rest.substr(0, comma));
                    if (!item || !inRange(*info, *item) || values.size() == kMaxSkewBands)
                        return makeError(*info, shownList(given), params);
                    values.push_back(*item);
                    more = comma != std::string_view::npos;
                    if (more)
                        rest.remove_prefix(comma + 1);
                }
                target = std::move(values);
            }
            return std::nullopt;
        },
        info->field);
}

ParamValue paramValue(const Params &params, const ParamInfo &info)
{
    return std::visit([&](auto member) -> ParamValue { return params.*member; }, info.field);
}

double numericParamValue(const Params &params, const ParamInfo &info)
{
    if (const auto *integer = std::get_if<std::int64_t Params::*>(&info.field))
        return static_cast<double>(params.**integer);
    if (const auto *real = std::get_if<double Params::*>(&info.field))
        return params.**real;
    return 0;
}

std::optional<ValidationError> setParamValue(Params &params, const ParamInfo &info, const ParamValue &value)
{
    // How the refused value is quoted: as the command line or a file would write it.
    const auto shown = [&value] {
        return std::visit(
            [](const auto &v) -> std::string {
                using V = std::decay_t<decltype(v)>;
                if constexpr (std::is_same_v<V, std::int64_t>)
                    return std::to_string(v);
                else if constexpr (std::is_same_v<V, double>)
                    return formatNumber(v);
                else if constexpr (std::is_same_v<V, bool>)
                    return v ? "true" : "false";
                else if constexpr (std::is_same_v<V, ModelKind>)
                    return std::string(modelKindName(v));
                else if constexpr (std::is_same_v<V, PoolPolicy>)
                    return std::string(poolPolicyName(v));
                else {
                    std::string list = "[";
                    for (const double item : v)
                        list.append(list.size() == 1 ? "" : ", ").append(formatNumber(item));
                    return shownList(list.append("]")); // as a scenario file writes it
                }
            },
            value);
    };
    return std::visit(
        [&](auto member) -> std::optional<ValidationError> {
            auto &target = params.*member;
            using T = std::decay_t<decltype(target)>;
            if constexpr (std::is_same_v<T, std::int64_t> || std::is_same_v<T, double>) {
                std::optional<double> number;
                if (const auto *whole = std::get_if<std::int64_t>(&value))
                    number = static_cast<double>(*whole);
                else if (const auto *real = std::get_if<double>(&value))
                    number = *real;
                if (!number || !inRange(info, *number))
                    return makeError(info, shown(), params);
                if constexpr (std::is_same_v<T, std::int64_t>) {
                    if (const auto *whole = std::get_if<std::int64_t>(&value))
                        target = *whole; // exact beyond 2^53, where a double is not
                    else if (std::floor(*number) != *number)
                        return makeError(info, shown(), params);
                    else
                        target = static_cast<std::int64_t>(*number);
                } else {
                    target = *number;
                }
            } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                const auto *list = std::get_if<std::vector<double>>(&value);
                if (!list || list->size() > kMaxSkewBands ||
                    !std::all_of(list->begin(), list->end(),
                                 [&](double item) { return inRange(info, item); }))
                    return makeError(info, shown(), params);
                target = *list;
            } else {
                const auto *typed = std::get_if<T>(&value);
                if (!typed)
                    return makeError(info, shown(), params);
                target = *typed;
            }
            return std::nullopt;
        },
        info.field);
}

} // namespace lorafleet
