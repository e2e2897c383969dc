#include "paramtexts.h"

#include "safetext.h"

#include <QCoreApplication>
#include <QStringList>

namespace lorafleet {

namespace {

constexpr const char *kContext = "lorafleet::Params";

// The model's own strings, listed here so that lupdate offers them for translation.
[[maybe_unused]] const char *const kModelStrings[] = {
    QT_TRANSLATE_NOOP("lorafleet::Params", "Adapters"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Traffic skew"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Batch size"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter pool"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "GPU price"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "GPU memory"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Base model"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "KV cache"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter size"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "HBM bandwidth"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Host link bandwidth"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Transfer overlap"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Demand"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "GPU capacity"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Billing hours"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog at week 0"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog growth"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog ceiling"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Horizon"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "K axis end"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Reference skews"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Whole GPUs"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "GB"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "GB/s"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "TB/s"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "USD/h"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "adapters/week"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "h/month"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "requests"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "requests/month"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "weeks"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Adapters in the catalog now."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "Zipf exponent of request popularity; 0 means every adapter is equally popular."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Requests decoded together in one step."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "GPU memory reserved for resident adapters."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Rental price of one GPU per hour."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Memory of one GPU (H200: 141 GB)."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Weights of the base model."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Memory reserved for the KV cache."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Weights of one adapter (about 0.5 % of the base)."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "GPU memory bandwidth."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Host-to-GPU bandwidth for adapters that are not resident."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "Fraction of a base decode step that can hide host-link transfers."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Total requests per month over all adapters."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Peak factor"),
    QT_TRANSLATE_NOOP(
        "lorafleet::Params",
        "Peak-hour request rate over the mean rate; both fleets are sized for the peak (1 = the mean)."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "Requests one GPU serves per month at batch 32 with no adapter overhead."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Billed hours per GPU-month."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Catalog size at week 0."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "New adapters per week."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Steady-state catalog size."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Weeks shown on the catalog-growth plot."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Right end of the adapter-count axes."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Skews drawn as low, medium and high reference curves."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "Round GPU counts up to whole GPUs (the paper uses fractional GPU-months)."),
    // The engine model's keys (docs/model.md).
    QT_TRANSLATE_NOOP("lorafleet::Params", "Model"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "LoRA fixed overhead"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter cost factor"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter re-read factor"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Context per request"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "KV cache per token"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Output per request"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Pool policy"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Compute"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Bytes per weight"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Engine overhead"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Adapter load latency"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "MB"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "TFLOP/s"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "bytes"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "ms"),
    QT_TRANSLATE_NOOP("lorafleet::Params", "tokens"),
    QT_TRANSLATE_NOOP(
        "lorafleet::Params",
        "paper: the article's equations; engine: the engine model, validated against measured servers."),
    QT_TRANSLATE_NOOP(
        "lorafleet::Params",
        "Fraction of a base step that every multiplexed step pays for running LoRA kernels at all."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "Cost of reading one distinct adapter per step, relative to its bytes at the HBM "
                      "bandwidth (1 = ideal)."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "Cost of each further request's read of an adapter already read in the step, in the "
                      "same unit (0 for grouped LoRA kernels)."),
    QT_TRANSLATE_NOOP(
        "lorafleet::Params",
        "Mean tokens of context (prompt and output so far) a running request holds in the KV cache."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "KV-cache megabytes per token of context."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Mean tokens decoded per request."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "pinned: the most popular adapters stay, the rest cross the host link every step; lru: "
                      "an adapter is loaded once when its request is admitted."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Dense 16-bit tensor throughput of the GPU."),
    QT_TRANSLATE_NOOP("lorafleet::Params", "Bytes per base-model weight (2 for 16-bit weights)."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "The serving engine's own time per step (scheduling, sampling, launches, interleaved "
                      "prefill), as a fraction of a base step."),
    QT_TRANSLATE_NOOP("lorafleet::Params",
                      "Fixed time to load one adapter, besides its bytes over the host link."),
};

QString translated(std::string_view text)
{
    // The model's strings are literals: null-terminated.
    return text.empty() ? QString() : QCoreApplication::translate(kContext, text.data());
}

QString number(double value, bool integer)
{
    return integer ? QString::number(static_cast<qint64>(value)) : QString::number(value, 'g', 12);
}

} // namespace

QString paramLabel(const ParamInfo &info)
{
    return translated(info.label);
}

QString paramUnit(const ParamInfo &info)
{
    return translated(info.unit);
}

QString paramMeaning(const ParamInfo &info)
{
    return translated(info.meaning);
}

QString paramKey(const ParamInfo &info)
{
    return QString::fromUtf8(info.key.data(), qsizetype(info.key.size()));
}

QString paramTooltip(const ParamInfo &info)
{
    return QCoreApplication::translate("lorafleet::Params",
                                       "<p>%1</p><p>Valid: %2.<br>Key: <code>%3</code>%4</p>")
        .arg(paramMeaning(info).toHtmlEscaped(), validRangeText(info).toHtmlEscaped(), paramKey(info),
             info.symbol.empty() ? QString()
                                 : QStringLiteral(" (%1)").arg(
                                       QString::fromUtf8(info.symbol.data(), qsizetype(info.symbol.size()))));
}

QString validRangeText(const ParamInfo &info, const Params &context)
{
    const bool integer = info.kind == ParamInfo::Kind::Integer;
    const QString low = number(info.minimum, integer);
    const QString high = number(info.maximum, integer);
    switch (info.kind) {
    case ParamInfo::Kind::Integer:
        if (info.key == "catalog_ceiling")
            return QCoreApplication::translate("lorafleet::Params",
                                               "an integer from catalog_start (%1) to %2")
                .arg(QString::number(context.catalogStart), high);
        return QCoreApplication::translate("lorafleet::Params", "an integer from %1 to %2").arg(low, high);
    case ParamInfo::Kind::Real:
        if (info.positiveMinimum > 0)
            return QCoreApplication::translate("lorafleet::Params",
                                               "0 (no growth) or a real number from %1 to %2")
                .arg(number(info.positiveMinimum, false), high);
        return QCoreApplication::translate("lorafleet::Params", "a real number from %1 to %2").arg(low, high);
    case ParamInfo::Kind::Boolean:
        return QCoreApplication::translate("lorafleet::Params", "true or false");
    case ParamInfo::Kind::RealList:
        return QCoreApplication::translate("lorafleet::Params",
                                           "a list of at most %1 real numbers, each from %2 to %3")
            .arg(QStringLiteral("6"), low, high);
    case ParamInfo::Kind::Choice: {
        QStringList names;
        for (const std::string_view name : info.choices())
            names << QString::fromUtf8(name.data(), qsizetype(name.size()));
        return QCoreApplication::translate("lorafleet::Params", "one of %1")
            .arg(names.join(QStringLiteral(", ")));
    }
    }
    return {};
}

QString validationMessage(const ValidationError &error, const Params &context)
{
    const ParamInfo *info = findParam(error.key);
    const QString range = info ? validRangeText(*info, context)
                               : QCoreApplication::translate("lorafleet::Params", "a known key (see --help)");
    if (underflowsToZero(error.value))
        return QCoreApplication::translate("lorafleet::Params",
                                           "%1 = %2 is too small to store as a number (it would read as 0): "
                                           "expected %3")
            .arg(safeText(QString::fromStdString(error.key)),
                 safeText(QString::fromStdString(error.value), 60), range);
    return QCoreApplication::translate("lorafleet::Params", "%1 = %2 is not valid: expected %3")
        .arg(safeText(QString::fromStdString(error.key)), safeText(QString::fromStdString(error.value), 60),
             range);
}

} // namespace lorafleet
