// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The scenario file's popularity keys (inside "params", beside paramInfos()'s): `popularity` ("zipf", the
// default, or "empirical") and, for empirical, `popularity_head` (the most popular adapters' shares, up
// to kMaxHeadShares), `popularity_tail_share` and `popularity_tail_skew` (see EmpiricalShares). A Zipf
// scenario writes none of them, so its file is what it was before they existed.

#include "model/popularity.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace lorafleet {

// Whether a key of "params" is one of the popularity keys (not unknown).
bool isPopularityKey(const QString &key);

// Reads the popularity from "params"; on failure returns the sentence that names the key and the problem.
std::optional<QString> readPopularity(const QJsonObject &params, Popularity &popularity);

// The keys and values as the writer puts them into "params" ("\"popularity\": \"empirical\"", ...); empty
// for Zipf.
QStringList popularityEntries(const Popularity &popularity, QString (*number)(double));

} // namespace lorafleet
