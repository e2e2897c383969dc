// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// How figures read: one formatter per kind of figure, in the user's locale ("29.8×", "7.5 %",
// "$3.9k", "1.2M"); and plain*() for text that must read the same in every language.
namespace lorafleet::format {

// Ratios: the fleet advantage R.
QString multiple(double ratio); // 29.8×, 385×, 0.995×
// Fractions shown as percent: traffic shares and overheads.
QString percent(double fraction, int digits = 1); // 0.0745 → "7.5 %"
QString percentPoints(double fraction); // 0.2201 → "+22.0 pts"
// Money, in USD.
QString money(double usd); // $3.9k, $117k, $1.35M, $850
QString moneyPerMonth(double usd); // $3.9k/mo
// Counts.
QString adapters(double count); // 1,354,536: K, the pool's capacity, the catalog's size
QString gpus(double count); // "1 GPU", "1.075 GPUs"
// A figure's band (the engine model's held-out range), low to high, in the same words.
QString moneyRange(double low, double high); // $45–60k, $950–$1.2k, $1.8M
QString moneyRangePerMonth(double low, double high); // $45–60k/mo
QString gpusRange(double low, double high); // "12.2–17.7 GPUs", "100k GPUs"
QString millisecondsRange(double low, double high); // "410–620 ms"
// Other quantities.
QString skew(double s); // 1.5, 0.707: three significant digits
QString gigabytes(double gb); // "54 GB", "0.27 GB"
QString weeks(double week); // "week 47.8"
// Numbers of no particular kind.
QString compact(double value); // axis ticks: 1, 512, 1k, 10k, 1.5M
QString number(double value, int significant = 4); // 0.004963, 29.78, 1.075
QString exact(double value); // a value as entered: 1,024 or 0.0745, exactly

// For text that programs read back (CSV): the C locale, the shortest text that reads back to the
// same double, integers in full.
QString plainNumber(double value); // 1354536, 0.074531748

} // namespace lorafleet::format
