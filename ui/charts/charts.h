#pragma once

#include "chart.h"

#include <vector>

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

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    std::vector<QCPGraph *> m_bands;
    QCPGraph *m_current = nullptr;
    QCPGraph *m_identity = nullptr;
    QCPItemText *m_identityLabel = nullptr;
    QCPItemStraightLine *m_boundary = nullptr;
    QCPItemText *m_boundaryLabel = nullptr;
    QCPItemTracer *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
};

// A measured decode step placed on the K axis (calibration/), beside the model's re-stream term.
struct MeasuredPoint
{
    double adapters;     // K at which the model expects this many distinct adapters in a batch
    int distinct;        // distinct adapters in the measured batch
    double measured;     // measured overhead, fraction of a base step
    double model;        // the model's re-stream term for that batch
};

// Overhead per token over K at the current skew: re-stream and host-link stacked; optionally the
// re-stream cost measured on a real GPU.
class OverheadChart : public Chart
{
    Q_OBJECT
public:
    explicit OverheadChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("overhead"); }
    // Shown from the next showScenario(); an empty list hides them.
    void setMeasuredPoints(std::vector<MeasuredPoint> points, const QString &source);

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    QCPGraph *m_restream = nullptr;
    QCPGraph *m_total = nullptr;
    QCPGraph *m_measured = nullptr;
    std::vector<MeasuredPoint> m_measuredPoints;
    QCPItemStraightLine *m_boundary = nullptr;
    QCPItemText *m_boundaryLabel = nullptr;
    QCPItemTracer *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
};

// R(K(t)) over weeks for each band and the current skew, with K(t) on a second axis and the
// crossing and saturation weeks marked.
class CatalogGrowthChart : public Chart
{
    Q_OBJECT
public:
    explicit CatalogGrowthChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("catalog-growth"); }

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    std::vector<QCPGraph *> m_bands;
    QCPGraph *m_current = nullptr;
    QCPGraph *m_catalog = nullptr;
    QCPItemStraightLine *m_crossing = nullptr;
    QCPItemText *m_crossingLabel = nullptr;
    QCPItemStraightLine *m_saturation = nullptr;
    QCPItemText *m_saturationLabel = nullptr;
};

// Break-even share p* and the top adapter's share p1 over K; shaded where a dedicated GPU wins.
class BreakevenChart : public Chart
{
    Q_OBJECT
public:
    explicit BreakevenChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("breakeven"); }

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    QCPGraph *m_breakeven = nullptr;
    QCPGraph *m_topShare = nullptr;
    QCPGraph *m_dedicatedRegion = nullptr; // max(p1, p*) filled down to p*: where p1 > p*
    QCPItemTracer *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
};

} // namespace lorafleet
