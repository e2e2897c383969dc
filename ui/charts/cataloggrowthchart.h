// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "charts/skewgraphs.h"

namespace lorafleet {

// R(K(t)) over weeks for each band and the current skew, with K(t) on a second axis and the
// crossing and saturation weeks marked.
class CatalogGrowthChart : public Chart
{
    Q_OBJECT
public:
    explicit CatalogGrowthChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("catalog-growth"); }
    // Week t; catalog K(t); R(K(t)) at the current skew; R(K(t)) per visible band.
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;
    // A pinned scenario: R(K(t)) at its own skew.
    std::vector<OverlayCurve> overlayCurves(const Evaluation &evaluation) const override;

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    SkewGraphs m_skew;
    QCPGraph *m_catalog = nullptr;
    QCPItemStraightLine *m_crossing = nullptr;
    QCPItemText *m_crossingLabel = nullptr;
    QCPItemStraightLine *m_saturation = nullptr;
    QCPItemText *m_saturationLabel = nullptr;
    QCPItemStraightLine *m_now = nullptr; // where K(t) reaches the current K
    QCPItemText *m_nowLabel = nullptr;
    QCPItemText *m_nowNote = nullptr; // or why it does not, in the plot's top left corner
    std::int64_t m_titledStart = -1; // the catalog_start the x axis' title names
};

} // namespace lorafleet
