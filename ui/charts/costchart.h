// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"

namespace lorafleet {

// USD per month against K on log-log axes: the dedicated fleet, the multiplexed fleet and the operating
// rule's fleet, the savings shaded between the first two, and the current K marked. In the engine model
// the multiplexed fleet carries its held-out band (the evaluation's costBands), shaded around it. The curves
// are the evaluation's priced costs: a price move (Change::Prices) redraws them without new series.
class CostChart : public Chart
{
    Q_OBJECT
public:
    explicit CostChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("cost"); }
    // Adapters K; USD per month multiplexed (in the engine model with its band's low and high ends),
    // dedicated, operating rule (at the scenario's price).
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;
    // A pinned scenario's multiplexed fleet, at its own price.
    std::vector<OverlayCurve> overlayCurves(const Evaluation &evaluation) const override;

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    bool updatePrices(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    static std::function<QString(double, double)> describeFleet(const QString &fleet);
    void showCurves(const Evaluation &evaluation);

    QCPGraph *m_dedicated = nullptr;
    QCPGraph *m_multiplexed = nullptr;
    QCPGraph *m_hybrid = nullptr;
    QCPGraph *m_cheaper = nullptr; // undrawn edges of the savings and loss shading
    QCPGraph *m_loss = nullptr;
    bool m_fits = true; // the setup fits on the GPU: its savings in green
    void styleSavings();
    QCPGraph *m_bandLow = nullptr; // the multiplexed fleet's held-out band (engine model only)
    QCPGraph *m_bandHigh = nullptr;
    QCPItemStraightLine *m_now = nullptr;
    QCPItemText *m_nowLabel = nullptr;
    QCPItemTracer *m_marker = nullptr; // on the multiplexed curve
    QCPItemText *m_markerLabel = nullptr;
    QCPItemTracer *m_dedicatedMarker = nullptr;
    QCPItemText *m_dedicatedLabel = nullptr;
    // At a GPU price of 0 every fleet costs $0, which a log axis cannot draw: the chart says so.
    QCPItemText *m_freeNote = nullptr;

public:
    const QCPItemText *freeNote() const { return m_freeNote; }

private:
};

} // namespace lorafleet
