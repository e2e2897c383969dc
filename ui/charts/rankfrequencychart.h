// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "model/zipffit.h"

#include <vector>

namespace lorafleet {

// A request log's rank-frequency plot, log-log: each rank's share of the requests (most requested first),
// the fitted Zipf law and the band between the laws at the ends of its 95 % interval. It shows a fit, not
// the scenario: showScenario() leaves it alone.
class RankFrequencyChart : public Chart
{
    Q_OBJECT
public:
    explicit RankFrequencyChart(QWidget *parent = nullptr);
    QString title() const override;
    bool showsModelFigures() const override { return false; } // the log and its fit, under any model
    QString fileStem() const override { return QStringLiteral("rank-frequency"); }
    // shares: each adapter's share of the requests, most requested first (rankShares()); an empty list
    // or a fit without a skew clears the chart.
    void showFit(const std::vector<double> &shares, const ZipfFit &fit);
    // Rank; observed share; fitted share; the interval's low-s and high-s shares.
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;

protected:
    void updateSeries(const ChartData &) override { }
    void updateMarkers(const ChartData &) override { }
    void restyle() override;

private:
    QCPGraph *m_observed = nullptr;
    QCPGraph *m_fit = nullptr;
    QCPGraph *m_low = nullptr;
    QCPGraph *m_high = nullptr; // filled down to m_low
    Eigen::ArrayXd m_ranks; // the ranks drawn (all of them up to a few hundred, then log-spaced)
    Eigen::ArrayXd m_observedShares;
    Eigen::ArrayXd m_fitShares;
    Eigen::ArrayXd m_lowShares;
    Eigen::ArrayXd m_highShares;
};

} // namespace lorafleet
