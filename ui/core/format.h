#pragma once

#include <QString>

class QLocale;

// How numbers read in the app: "29.8×", "7.5 %", "$3.9k", "1.2M", in the user's locale.
namespace lorafleet::format {

QString multiple(double ratio);                 // 29.8×, 385×, 0.995×
QString percent(double fraction, int digits = 1); // 0.0745 → "7.5 %"
QString percentPoints(double fraction);         // 0.2201 → "+22.0 pts"
QString money(double usd);                      // $3.9k, $117k, $1.35M, $850
QString compact(double value);                  // 1, 512, 1k, 10k, 1.5M
QString integer(double value);                  // 1,354,536
QString number(double value, int significant = 4); // 0.004963, 29.78, 1.075
QString gigabytes(double gb);                   // "54 GB", "0.27 GB"
QString weeks(double week);                     // "week 47.8"

} // namespace lorafleet::format
