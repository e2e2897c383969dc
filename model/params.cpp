// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/params.h"

#include "model/enginepresets.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace lorafleet {

namespace {

constexpr std::size_t kMaxSkewBands = 6;
// An invalid value is echoed back in its error cut to this many bytes, not a megabyte of it.
constexpr std::size_t kMaxShownValue = 60;

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

// ASCII letters in lower case: a boolean typed after --set (TRUE, True, Yes) is read without regard to case.
std::string lowered(std::string text)
{
    for (char &c : text)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return text;
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

std::string rangeBound(double value, bool integer)
{
    if (integer) {
        const std::string digits = std::to_string(static_cast<std::int64_t>(value));
        const std::size_t sign = digits.front() == '-' ? 1 : 0;
        if (digits.size() - sign <= 4)
            return digits;
        std::string grouped;
        for (std::size_t i = 0; i < digits.size(); ++i) {
            if (i > sign && (digits.size() - i) % 3 == 0)
                grouped += ',';
            grouped += digits[i];
        }
        return grouped;
    }
    std::string text = formatNumber(value);
    const std::size_t e = text.find('e');
    if (e == std::string::npos)
        return text;
    std::string exponent = text.substr(e + 1);
    const bool negative = !exponent.empty() && exponent.front() == '-';
    if (!exponent.empty() && (exponent.front() == '-' || exponent.front() == '+'))
        exponent.erase(0, 1);
    while (exponent.size() > 1 && exponent.front() == '0')
        exponent.erase(0, 1);
    return text.substr(0, e) + (negative ? "e-" : "e") + exponent;
}

std::string ParamInfo::validRange(const Params &context) const
{
    const bool integer = kind == Kind::Integer;
    const std::string low = rangeBound(minimum, integer);
    const std::string high = rangeBound(maximum, integer);
    switch (kind) {
    case Kind::Integer:
        if (key == "catalog_ceiling")
            return "an integer from catalog_start (" + std::to_string(context.catalogStart) + ") to " + high;
        if (key == "replicas")
            return "auto (0) or an integer from 1 to " + high;
        return "an integer from " + low + " to " + high;
    case Kind::Real:
        if (key == "catalog_growth_per_week")
            return "0 (no growth) or a real number from " + rangeBound(positiveMinimum, false) + " to " +
                high;
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

std::optional<ParamValue> ParamInfo::choiceNamed(std::string_view name) const
{
    const auto names = choices();
    const auto found = std::find(names.begin(), names.end(), name);
    return found == names.end() ? std::nullopt : choice(std::size_t(found - names.begin()));
}

bool isEngineKey(std::string_view key)
{
    // The parameters' table lists the engine model's keys last, from `model` on (paramtable.cpp).
    const auto &infos = paramInfos();
    const auto first =
        std::find_if(infos.begin(), infos.end(), [](const ParamInfo &i) { return i.key == "model"; });
    const auto found = std::find_if(first, infos.end(), [key](const ParamInfo &i) { return i.key == key; });
    return found != infos.end();
}

std::string ValidationError::message() const
{
    return key + " = " + value + " is not valid: expected " + validRange + ".";
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
    if (info->key == "replicas" && given == "auto")
        text = "0"; // the fleet the demand needs

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
                const std::string t = lowered(trimmed(text)); // TRUE, True and true alike
                if (t == "true" || t == "1" || t == "yes" || t == "on")
                    target = true;
                else if (t == "false" || t == "0" || t == "no" || t == "off")
                    target = false;
                else
                    return makeError(*info, shown, params);
            } else if constexpr (std::is_enum_v<T>) {
                // The name, or its position (0, 1): a numeric field in a form may send the position. Not
                // where the names are numbers themselves (tensor_parallel = 3 is no position).
                // Names exactly as written (LRU is no name); only the words of a boolean ignore case.
                const std::string t = trimmed(text);
                const auto names = info->choices();
                const bool numericNames = std::any_of(names.begin(), names.end(), [](std::string_view name) {
                    return !name.empty() && name[0] >= '0' && name[0] <= '9';
                });
                std::size_t index = names.size();
                for (std::size_t i = 0; i < names.size(); ++i)
                    if (t == names[i] || (!numericNames && t == std::to_string(i)))
                        index = i;
                if (index == names.size())
                    return makeError(*info, shown, params);
                target = static_cast<T>(index);
                if constexpr (std::is_same_v<T, EngineKind>)
                    applyEnginePreset(params, target);
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
                else if constexpr (std::is_enum_v<V>)
                    return choiceValueText(ParamValue(v));
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
                if constexpr (std::is_same_v<T, EngineKind>)
                    applyEnginePreset(params, *typed);
            }
            return std::nullopt;
        },
        info.field);
}

Params presetAtWorkload(const Params &preset, const Params &workload)
{
    static constexpr std::string_view kWorkloadKeys[] = {"adapters",
                                                         "skew",
                                                         "batch",
                                                         "base_gb",
                                                         "adapter_gb",
                                                         "requests_per_month",
                                                         "demand_peak_factor",
                                                         "hours_per_month",
                                                         "catalog_start",
                                                         "catalog_growth_per_week",
                                                         "catalog_ceiling",
                                                         "horizon_weeks",
                                                         "plot_max_adapters",
                                                         "skew_bands",
                                                         "whole_gpus",
                                                         "routing",
                                                         "replicas",
                                                         "model",
                                                         "context_tokens",
                                                         "prompt_tokens",
                                                         "output_tokens",
                                                         "service_target",
                                                         "target_ttft_p95_ms",
                                                         "target_tpot_ms"};
    Params combined = preset;
    for (const std::string_view key : kWorkloadKeys)
        if (const ParamInfo *info = findParam(key))
            setParamValue(combined, *info, paramValue(workload, *info)); // each valid where it came from
    combined.popularity = workload.popularity;
    return combined;
}

} // namespace lorafleet
