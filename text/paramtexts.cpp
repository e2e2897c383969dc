// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/paramtexts.h"

#include "text/safetext.h"

#include <QCoreApplication>
#include <QStringList>

namespace lorafleet {

namespace {

// The context model/params.cpp's table marks each parameter's texts with (QT_TRANSLATE_NOOP): lupdate
// takes them from there.
constexpr const char *kContext = "lorafleet::Params";

QString translated(std::string_view text)
{
    // The model's strings are literals: null-terminated.
    return text.empty() ? QString() : QCoreApplication::translate(kContext, text.data());
}

QString number(double value, bool integer)
{
    return QString::fromStdString(rangeBound(value, integer));
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
        if (info.key == "replicas")
            return QCoreApplication::translate("lorafleet::Params", "auto (0) or an integer from 1 to %1")
                .arg(high);
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
                                           "expected %3.")
            .arg(safeText(QString::fromStdString(error.key)),
                 safeText(QString::fromStdString(error.value), 60), range);
    return QCoreApplication::translate("lorafleet::Params", "%1 = %2 is not valid: expected %3.")
        .arg(safeText(QString::fromStdString(error.key)), safeText(QString::fromStdString(error.value), 60),
             range);
}

} // namespace lorafleet
