// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/rankfrequencychart.h"

#include "charts/charttickers.h"
#include "text/format.h"

#include <qcustomplot.h>

#include <cmath>

namespace lorafleet {

namespace {

// Every rank up to here is drawn; beyond, ranks log-spaced at this many per decade (a log of 10^6
// adapters stays a few hundred points).
constexpr std::int64_t kAllRanks = 200;
constexpr double kRanksPerDecade = 60;

std::vector<std::int64_t> drawnRanks(std::int64_t adapters)
{
    std::vector<std::int64_t> ranks;
    for (std::int64_t r = 1; r <= std::min(adapters, kAllRanks); ++r)
        ranks.push_back(r);
    for (double x = std::log10(double(kAllRanks)); ranks.back() < adapters;) {
        x += 1.0 / kRanksPerDecade;
        const auto r = std::min(adapters, std::int64_t(std::llround(std::pow(10.0, x))));
        if (r > ranks.back())
            ranks.push_back(r);
    }
    return ranks;
}

Eigen::ArrayXd zipfShares(const Eigen::ArrayXd &ranks, std::int64_t adapters, double skew)
{
    const double harmonic = zipfLogMoments(adapters, skew).s0;
    return ranks.pow(-skew) / harmonic;
}

} // namespace

RankFrequencyChart::RankFrequencyChart(QWidget *parent)
    : Chart(parent)
{
    setAxisTitles(tr("Rank (most requested first)"), tr("Share of requests"));
    m_plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->xAxis->setTicker(
        QSharedPointer<QCPAxisTicker>(new FormattedLogTicker([](double k) { return format::compact(k); })));
    m_plot->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_plot->yAxis->setTicker(QSharedPointer<QCPAxisTicker>(
        new FormattedLogTicker([](double v) { return format::percent(v, v < 0.01 ? 3 : 0); })));
    const auto rankText = [](double rank) { return tr("rank %1").arg(format::compact(rank)); };
    m_low = addGraph(CurveId::RankFitLow, tr("Zipf at the interval's low s"), [rankText](double r, double v) {
        return tr("%1: %2 at the interval's low skew").arg(rankText(r), format::percent(v, 3));
    });
    m_high = addGraph(CurveId::RankFitHigh, tr("95 % interval"), [rankText](double r, double v) {
        return tr("%1: %2 at the interval's high skew").arg(rankText(r), format::percent(v, 3));
    });
    m_high->setChannelFillGraph(m_low);
    m_fit = addGraph(CurveId::RankFit, tr("Zipf fit"), [rankText](double r, double v) {
        return tr("%1: the fitted law gives it %2 of the requests").arg(rankText(r), format::percent(v, 3));
    });
    m_observed = addGraph(CurveId::RankObserved, tr("log"), [rankText](double r, double v) {
        return tr("%1: %2 of the requests in the log").arg(rankText(r), format::percent(v, 3));
    });
    m_observed->setLineStyle(QCPGraph::lsNone);
    for (QCPGraph *graph : {m_low, m_high, m_fit, m_observed})
        graph->setLayer(m_dynamic);
    setLegendOrder({m_observed, m_fit, m_high});
    setTitleText(title());
    restyle();
}

QString RankFrequencyChart::title() const
{
    return tr("Requests by adapter rank");
}

void RankFrequencyChart::showFit(const std::vector<double> &shares, const ZipfFit &fit)
{
    const bool shown = !shares.empty() && fit.status == ZipfFit::Status::Ok;
    if (!shown) {
        for (QCPGraph *graph : {m_low, m_high, m_fit, m_observed})
            graph->data()->clear();
        m_ranks.resize(0);
        replotNow();
        return;
    }
    const auto adapters = std::int64_t(shares.size());
    const std::vector<std::int64_t> ranks = drawnRanks(adapters);
    m_ranks.resize(Eigen::Index(ranks.size()));
    m_observedShares.resize(m_ranks.size());
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        m_ranks(Eigen::Index(i)) = double(ranks[i]);
        m_observedShares(Eigen::Index(i)) = shares[std::size_t(ranks[i] - 1)];
    }
    m_fitShares = zipfShares(m_ranks, adapters, fit.skew);
    m_lowShares = zipfShares(m_ranks, adapters, fit.skewLow);
    m_highShares = zipfShares(m_ranks, adapters, fit.skewHigh);
    const QVector<double> x = toVector(m_ranks);
    m_observed->setData(x, toVector(m_observedShares), true);
    m_fit->setData(x, toVector(m_fitShares), true);
    m_low->setData(x, toVector(m_lowShares), true);
    m_high->setData(x, toVector(m_highShares), true);
    m_fit->setName(tr("Zipf fit, s = %1").arg(format::number(fit.skew, 3)));
    m_high->setName(
        tr("95 %: s from %1 to %2").arg(format::number(fit.skewLow, 3), format::number(fit.skewHigh, 3)));
    setLegendOrder({m_observed, m_fit, m_high});
    fitLegend();
    const double low = std::min({m_observedShares.minCoeff(), m_fitShares.minCoeff(), m_lowShares.minCoeff(),
                                 m_highShares.minCoeff()});
    const double high =
        std::max({m_observedShares.maxCoeff(), m_fitShares.maxCoeff(), m_highShares.maxCoeff()});
    m_plot->xAxis->setRange(1 / 1.2, std::max(2.0, double(adapters)) * 1.2);
    m_plot->yAxis->setRange(low / 1.5, std::min(1.0, high) * 1.5);
    replotNow();
}

void RankFrequencyChart::restyle()
{
    m_observed->setPen(QPen(m_style.foreground, 1.0));
    m_observed->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_style.foreground, 1.0),
                                                QBrush(m_style.bandColor(0)), 4 * m_style.lineWidth));
    m_fit->setPen(QPen(m_style.hostlink, m_style.lineWidth));
    QColor edge = m_style.hostlink;
    edge.setAlpha(110);
    QColor fill = m_style.hostlink;
    fill.setAlpha(50);
    m_low->setPen(QPen(edge, m_style.lineWidth / 2));
    m_high->setPen(QPen(edge, m_style.lineWidth / 2));
    m_high->setBrush(fill);
}

std::vector<DataColumn> RankFrequencyChart::dataColumns(const Evaluation &) const
{
    return {{tr("rank"), m_ranks},
            {tr("observed share"), m_observedShares},
            {tr("fitted share"), m_fitShares},
            {tr("share at the interval's low skew"), m_lowShares},
            {tr("share at the interval's high skew"), m_highShares}};
}

} // namespace lorafleet
