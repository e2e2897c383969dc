#include "paramtexts.h"

#include <QCoreApplication>

namespace lorafleet {

namespace {
constexpr const char *kContext = "lorafleet::Params";

QString translated(std::string_view text)
{
    // The model's strings are literals: null-terminated.
    return text.empty() ? QString() : QCoreApplication::translate(kContext, text.data());
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
    return QCoreApplication::translate(kContext, "<p>%1</p><p>Valid: %2.<br>Key: <code>%3</code>%4</p>")
        .arg(paramMeaning(info).toHtmlEscaped(), QString::fromStdString(info.validRange()).toHtmlEscaped(),
             paramKey(info), info.symbol.empty() ? QString() : QStringLiteral(" (%1)").arg(translated(info.symbol)));
}

} // namespace lorafleet
