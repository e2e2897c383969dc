#pragma once

#include "chart.h"
#include "fleetcost.h"

namespace lorafleet {

// USD per month against K on log-log axes: the dedicated fleet, the multiplexed fleet and the operating
// rule's fleet, the savings shaded between the first two, and the current K marked. The price is no
// input of the series: the curves follow it in updateMarkers().
class CostChart : public Chart
{
    Q_OBJECT
public:
    explicit CostChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("cost"); }
    // Adapters K; USD per month multiplexed, dedicated, operating rule (at the price last shown).
    std::vector<DataColumn> dataColumns(const Series &series) const override;
    // A pinned scenario's multiplexed fleet, at its own price.
    std::vector<OverlayCurve> overlayCurvesOf(const ChartOverlay &overlay) const override;

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    static std::function<QString(double, double)> describeFleet(const QString &fleet);
    void showCurves(const Params &params, const Series &series);

    QCPGraph *m_dedicated = nullptr;
    QCPGraph *m_multiplexed = nullptr;
    QCPGraph *m_hybrid = nullptr;
    QCPItemStraightLine *m_now = nullptr;
    QCPItemText *m_nowLabel = nullptr;
    QCPItemTracer *m_marker = nullptr; // on the multiplexed curve
    QCPItemText *m_markerLabel = nullptr;
    QCPItemTracer *m_dedicatedMarker = nullptr;
    QCPItemText *m_dedicatedLabel = nullptr;
    CostCurves m_costs; // as drawn
    double m_price = -1; // USD per GPU-month the curves were drawn at
};

} // namespace lorafleet
