// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace lorafleet {

// The skew bands a chart shows beside the current skew, and their names: the legend and the CSV
// header name a band alike.
class SkewBands
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::SkewBands)

public:
    // More bands would not stay apart in colour.
    static constexpr std::size_t kMax = 6;

    // curves: the model's, the bands first and the current skew last (Series::fleetAdvantage).
    explicit SkewBands(const std::vector<SkewCurve> &curves);

    // The bands in use, at most kMax.
    std::size_t count() const { return m_count; }
    // In use and not at the current skew: there the current curve stands for the band.
    bool shown(std::size_t band) const;
    // "low s = 0.5", "medium s = 1", "high s = 1.5" for the usual three bands; "s = 0.7" otherwise.
    // skew: the band's skew as the caller writes numbers.
    QString name(std::size_t band, const QString &skew) const;
    // "current s = 1 (medium)" when the current skew is one of the three bands, else "current s = 1".
    QString currentName(const QString &skew) const;

private:
    QString level(std::size_t band) const;

    const std::vector<SkewCurve> &m_curves;
    std::size_t m_count;
};

} // namespace lorafleet
