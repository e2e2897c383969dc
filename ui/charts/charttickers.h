#pragma once

// Axis tickers that label numbers the way people read them. Include only from .cpp files: it
// pulls in qcustomplot.h.
#include "format.h"

#include <qcustomplot.h>

#include <cmath>
#include <functional>

namespace lorafleet {

// Log axis with labels from a formatter: 1, 10, 100, 1k, 10k ... or 1 %, 10 %, 100 %.
class FormattedLogTicker : public QCPAxisTickerLog
{
public:
    explicit FormattedLogTicker(std::function<QString(double)> format)
        : m_format(std::move(format))
    {
        setSubTickCount(8);
    }

protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override { return m_format(tick); }

    // Less than three decades: label 1, 2, 5 of every decade; more: powers of ten.
    QVector<double> createTickVector(double, const QCPRange &range) override
    {
        QVector<double> ticks;
        const double lower = std::max(range.lower, 1e-300);
        const double upper = std::max(range.upper, lower);
        m_fine = std::log10(upper / lower) < 3;
        const int first = int(std::floor(std::log10(lower)));
        const int last = int(std::ceil(std::log10(upper)));
        const int stride = std::max(1, (last - first) / 8);
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
    std::function<QString(double)> m_format;
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
