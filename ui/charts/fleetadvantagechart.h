// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "charts/skewgraphs.h"

namespace lorafleet {

// R vs K on log-log axes: one curve per skew band, the current skew emphasised, the identity line
// R = K, the pool-fit boundary and a marker at the current K.
class FleetAdvantageChart : public Chart
{
    Q_OBJECT
public:
    explicit FleetAdvantageChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("fleet-advantage"); }
    // Adapters K; R at the current skew; R per visible band; R = K (no overhead).
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;
    // A pinned scenario: R at its own skew.
    std::vector<OverlayCurve> overlayCurves(const Evaluation &evaluation) const override;

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    static QString identityText();

    SkewGraphs m_skew;
    QCPGraph *m_identity = nullptr;
    QCPItemText *m_identityLabel = nullptr;
    QCPItemStraightLine *m_boundary = nullptr;
    QCPItemText *m_boundaryLabel = nullptr;
    QCPItemTracer *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
};

} // namespace lorafleet
