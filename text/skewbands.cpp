// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/skewbands.h"

#include <algorithm>

namespace lorafleet {

SkewBands::SkewBands(const std::vector<SkewCurve> &curves)
    : m_curves(curves)
    , m_count(std::min(curves.size() - 1, kMax))
{
}

bool SkewBands::shown(std::size_t band) const
{
    return band < m_count && m_curves[band].skew != m_curves.back().skew;
}

QString SkewBands::level(std::size_t band) const
{
    const QString levels[] = {tr("low"), tr("medium"), tr("high")};
    return m_count == 3 && band < 3 ? levels[band] : QString();
}

QString SkewBands::name(std::size_t band, const QString &skew) const
{
    const QString named = level(band);
    return named.isEmpty() ? tr("s = %1").arg(skew) : tr("%1 s = %2").arg(named, skew);
}

QString SkewBands::currentName(const QString &skew) const
{
    for (std::size_t band = 0; band < m_count; ++band)
        if (m_curves[band].skew == m_curves.back().skew && !level(band).isEmpty())
            return tr("current s = %1 (%2)").arg(skew, level(band));
    return tr("current s = %1").arg(skew);
}

} // namespace lorafleet
