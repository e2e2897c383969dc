// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace lorafleet {

// How requests spread over the catalog's adapters: Zipf(s) as in the paper, or the shares a request log
// measured (docs/model.md, "Empirical popularity").
enum class PopularityKind { Zipf, Empirical };

// A log's own popularity, stored compactly: the head exactly (the shares of the most popular adapters, as
// observed) and the rest of the catalog as a Zipf tail. Rank i of a catalog of K adapters then has the
// weight
//   w_i = head[i-1]          for i <= h = head.size()
//   w_i = c i^-tailSkew      for i > h, with c set so that ranks h+1..max(K, h+1) share tailShare,
// and the share w_i / sum_{j<=K} w_j. At the scenario's own K the shares are the stored ones (they sum to
// 1); a plot's other K keeps the weights and normalises them again, as Zipf does.
struct EmpiricalShares
{
    std::vector<double> head; // shares of ranks 1..h, largest first, each in (0, 1]
    double tailShare = 0; // share of ranks h+1..K together (0 when the head is the whole catalog)
    double tailSkew = 1; // Zipf exponent over those ranks
    bool operator==(const EmpiricalShares &) const = default;
};

struct Popularity
{
    PopularityKind kind = PopularityKind::Zipf; // Zipf uses the scenario's skew
    EmpiricalShares empirical; // used when kind == Empirical
    bool operator==(const Popularity &) const = default;
};

// Limits on the stored shares: a longer head costs more file and sums for little (past a thousand ranks a
// fitted tail describes real logs to well under 1 % of their traffic).
inline constexpr std::size_t kMaxHeadShares = 1000;
inline constexpr double kShareSumTolerance = 1e-6; // |sum(head) + tailShare - 1| at most this
inline constexpr double kMaxTailSkew = 20.0; // the scenario's own limit on skews

// "zipf", "empirical", as files and JSON name them; nothing for another name.
std::string_view popularityName(PopularityKind kind);
std::optional<PopularityKind> popularityNamed(std::string_view name);

// What is wrong with stored shares, the first problem found.
struct PopularityProblem
{
    enum class Kind {
        Empty, // no head share
        TooMany, // more than kMaxHeadShares
        NotANumber, // head[item] is NaN or infinite
        NotPositive, // head[item] <= 0
        AboveOne, // head[item] > 1
        NotSorted, // head[item] > head[item - 1]
        TailShare, // tailShare not in [0, 1]
        TailSkew, // tailSkew not in [0, kMaxTailSkew]
        Sum // sum(head) + tailShare is not 1
    };
    Kind kind = Kind::Empty;
    std::size_t item = 0; // 0-based, for the head's problems
    double value = 0; // the value refused (the sum for Sum)
};
std::optional<PopularityProblem> checkEmpiricalShares(const EmpiricalShares &shares);

// The empirical popularity of request counts (any order, zeros ignored): the first maxHead ranks exactly,
// the rest as a Zipf tail fitted by maximum likelihood on their absolute ranks. fallbackSkew is the tail's
// exponent when the tail has fewer than two adapters to fit it from (the whole log's fitted skew).
EmpiricalShares empiricalShares(std::vector<std::int64_t> counts, double fallbackSkew,
                                std::size_t maxHead = kMaxHeadShares);

// The maximum-likelihood Zipf exponent of requests at ranks first..last (absolute ranks, 1-based) whose
// mean log rank is meanLogRank: solves E_t[ln i | first <= i <= last] = meanLogRank for t in [0, maxSkew].
double tailSkewMaximumLikelihood(std::int64_t first, std::int64_t last, double meanLogRank, double maxSkew);

} // namespace lorafleet
