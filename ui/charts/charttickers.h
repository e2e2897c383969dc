// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Axis tickers that label numbers the way people read them. Include only from .cpp files: it
// pulls in qcustomplot.h.
#include "text/format.h"

#include <qcustomplot.h>

#include <cmath>
#include <functional>
#include <limits>
#include <utility>

namespace lorafleet {

// Log axis with labels from a formatter: 1, 10, 100, 1k, 10k ... or 1 %, 10 %, 100 %. Given its axis, it
// labels only as many ticks as have room, so that labels never run together ("100200").
class FormattedLogTicker : public QCPAxisTickerLog
{
public:
    explicit FormattedLogTicker(std::function<QString(double)> format, const QCPAxis *axis = nullptr)
        : m_format(std::move(format))
        , m_axis(axis)
    {
        setSubTickCount(8);
    }

protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override { return m_format(tick); }

    // Less than three decades: label 1, 2, 5 of every decade where they have room; else powers of ten,
    // every one or every few.
    QVector<double> createTickVector(double, const QCPRange &range) override
    {
        QVector<double> ticks;
        const double lower = std::max(range.lower, 1e-300);
        const double upper = std::max(range.upper, lower);
        const auto [perDecade, needed] = room(lower, upper);
        m_fine = std::log10(upper / lower) < 3 && perDecade * std::log10(2.0) >= needed;
        const int first = int(std::floor(std::log10(lower)));
        const int last = int(std::ceil(std::log10(upper)));
        const int stride = std::max({1, (last - first) / 8, int(std::ceil(needed / perDecade))});
        for (int decade = first; decade <= last; decade += m_fine ? 1 : stride)
            for (const double mantissa : {1.0, 2.0, 5.0}) {
                if (!m_fine && mantissa != 1.0)
                    continue;
                const double tick = mantissa * std::pow(10.0, decade);
                if (tick >= lower * 0.999 && tick <= upper * 1.001)
                    ticks.push_back(tick);
            }
        return ticks;
    }
    int getSubTickCount(double) override { return m_fine ? 0 : 8; }

private:
    // The pixels a decade spans along the axis, and what a tick label needs there (with a gap); a decade
    // of "infinite" pixels before the first layout. Ticks are made before the layout: the plot's rect as
    // last laid out, grown or shrunk by what the plot has since (an export draws at a size of its own).
    std::pair<double, double> room(double lower, double upper) const
    {
        const double unknown = std::numeric_limits<double>::infinity();
        if (!m_axis || !m_axis->axisRect() || !(upper > lower))
            return {unknown, 0.0};
        const bool horizontal = m_axis->orientation() == Qt::Horizontal;
        const QRect laidOut = m_axis->parentPlot()->plotLayout()->outerRect();
        const QRect now = m_axis->parentPlot()->viewport();
        const QRect rect = m_axis->axisRect()->rect();
        const double length = horizontal ? rect.width() + now.width() - laidOut.width()
                                         : rect.height() + now.height() - laidOut.height();
        if (laidOut.isEmpty() || length < 40)
            return {unknown, 0.0};
        const QFontMetricsF metrics(m_axis->tickLabelFont());
        double needed = metrics.height() + 2;
        if (horizontal)
            for (int decade = int(std::floor(std::log10(lower))); decade <= int(std::ceil(std::log10(upper)));
                 ++decade)
                for (const double mantissa : {1.0, 2.0, 5.0})
                    needed = std::max(
                        needed, metrics.horizontalAdvance(m_format(mantissa * std::pow(10.0, decade))) + 8);
        return {length / std::log10(upper / lower), needed};
    }

    std::function<QString(double)> m_format;
    const QCPAxis *m_axis;
    bool m_fine = false;
};

// Linear axis with steps of 1, 2 or 5 times a power of ten, labelled by a formatter that is told
// the step (so that 2.5 % never shows as "3 %").
class FormattedTicker : public QCPAxisTicker
{
public:
    using Format = std::function<QString(double value, double step)>;
    explicit FormattedTicker(Format format)
        : m_format(std::move(format))
    {
    }

protected:
    double getTickStep(const QCPRange &range) override
    {
        const double exact = range.size() / std::max(1, tickCount());
        const double magnitude = std::pow(10.0, std::floor(std::log10(exact)));
        for (const double mantissa : {1.0, 2.0, 5.0})
            if (mantissa * magnitude >= exact * 0.999)
                return m_step = mantissa * magnitude;
        return m_step = 10 * magnitude;
    }
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        return m_format(std::abs(tick) < 1e-9 * m_step ? 0.0 : tick, m_step);
    }

private:
    Format m_format;
    double m_step = 1;
};

// Decimals that show a step exactly: 0 for 10, 1 for 0.5, 2 for 0.05.
inline int decimalsFor(double step)
{
    return std::clamp(int(-std::floor(std::log10(step) + 1e-9)), 0, 6);
}

} // namespace lorafleet
