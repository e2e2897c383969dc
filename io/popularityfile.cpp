// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/popularityfile.h"

#include "io/scenariotexts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace lorafleet {

using scenariotexts::describe;
using scenariotexts::fromStd;
using scenariotexts::fromView;

namespace {

const QString kKind = QStringLiteral("popularity");
const QString kHead = QStringLiteral("popularity_head");
const QString kTailShare = QStringLiteral("popularity_tail_share");
const QString kTailSkew = QStringLiteral("popularity_tail_skew");

QString shown(double value)
{
    return fromStd(formatNumber(value));
}

QString problemMessage(const PopularityProblem &problem)
{
    using Kind = PopularityProblem::Kind;
    const QString item = QString::number(problem.item + 1);
    switch (problem.kind) {
    case Kind::Empty:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity_head is empty: it needs at least the share of the "
                                           "most popular adapter.");
    case Kind::TooMany:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "%1 has %2 items; at most %3 are allowed.")
            .arg(kHead, QLocale().toString(qint64(problem.item)), QLocale().toString(qint64(kMaxHeadShares)));
    case Kind::NotANumber:
    case Kind::NotPositive:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity_head: item %1 is %2, but every share must be above 0.")
            .arg(item, shown(problem.value));
    case Kind::AboveOne:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity_head: item %1 is %2, but a share is at most 1.")
            .arg(item, shown(problem.value));
    case Kind::NotSorted:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity_head: item %1 (%2) is larger than item %3: the shares "
                                           "must be sorted from the most popular adapter down.")
            .arg(item, shown(problem.value), QString::number(problem.item));
    case Kind::TailShare:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity_tail_share = %1 is not valid: expected a real number "
                                           "from 0 to 1")
            .arg(shown(problem.value));
    case Kind::TailSkew:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity_tail_skew = %1 is not valid: expected a real number "
                                           "from 0 to %2")
            .arg(shown(problem.value), shown(kMaxTailSkew));
    case Kind::Sum:
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity_head and popularity_tail_share add up to %1, but the "
                                           "shares of all adapters must add up to 1.")
            .arg(shown(problem.value));
    }
    return {};
}

std::optional<QString> readNumber(const QJsonObject &params, const QString &key, double &target)
{
    const QJsonValue value = params.value(key);
    if (value.isUndefined())
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity is \"empirical\", but %1 is missing.")
            .arg(key);
    if (!value.isDouble())
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "%1 must be a number, but the file gives %2.")
            .arg(key, describe(value));
    target = value.toDouble();
    return std::nullopt;
}

} // namespace

bool isPopularityKey(const QString &key)
{
    return key == kKind || key == kHead || key == kTailShare || key == kTailSkew;
}

std::optional<QString> readPopularity(const QJsonObject &params, Popularity &popularity)
{
    popularity = {};
    const QJsonValue kind = params.value(kKind);
    if (kind.isUndefined())
        return std::nullopt; // files before empirical popularity: Zipf
    const auto named = kind.isString() ? popularityNamed(kind.toString().toStdString()) : std::nullopt;
    if (!named)
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity must be \"zipf\" or \"empirical\", but the file "
                                           "gives %1.")
            .arg(describe(kind));
    if (*named == PopularityKind::Zipf)
        return std::nullopt; // the shares, if any, are ignored as the engine keys are in the paper model

    Popularity read;
    read.kind = PopularityKind::Empirical;
    const QJsonValue head = params.value(kHead);
    if (head.isUndefined())
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "popularity is \"empirical\", but %1 is missing.")
            .arg(kHead);
    if (!head.isArray())
        return QCoreApplication::translate("lorafleet::ScenarioFile",
                                           "%1 must be a list of shares, but the file gives %2.")
            .arg(kHead, describe(head));
    const QJsonArray list = head.toArray();
    // Counted first: a long list is refused without reading it.
    if (std::size_t(list.size()) > kMaxHeadShares)
        return problemMessage({PopularityProblem::Kind::TooMany, std::size_t(list.size()), 0});
    read.empirical.head.reserve(std::size_t(list.size()));
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list.at(i).isDouble())
            return QCoreApplication::translate("lorafleet::ScenarioFile",
                                               "%1 must be a list of shares, but item %2 of the list is %3.")
                .arg(kHead)
                .arg(i + 1)
                .arg(describe(list.at(i)));
        read.empirical.head.push_back(list.at(i).toDouble());
    }
    if (auto error = readNumber(params, kTailShare, read.empirical.tailShare))
        return error;
    if (auto error = readNumber(params, kTailSkew, read.empirical.tailSkew))
        return error;
    if (const auto problem = checkEmpiricalShares(read.empirical))
        return problemMessage(*problem);
    popularity = std::move(read);
    return std::nullopt;
}

QStringList popularityEntries(const Popularity &popularity, QString (*number)(double))
{
    if (popularity.kind == PopularityKind::Zipf)
        return {};
    const auto quoted = [](const QString &key) { return QLatin1Char('"') + key + QStringLiteral("\": "); };
    QStringList head;
    head.reserve(qsizetype(popularity.empirical.head.size()));
    for (const double share : popularity.empirical.head)
        head << number(share);
    return {
        quoted(kKind) + QLatin1Char('"') + fromView(popularityName(popularity.kind)) + QLatin1Char('"'),
        quoted(kHead) + QLatin1Char('[') + head.join(QStringLiteral(", ")) + QLatin1Char(']'),
        quoted(kTailShare) + number(popularity.empirical.tailShare),
        quoted(kTailSkew) + number(popularity.empirical.tailSkew),
    };
}

} // namespace lorafleet
