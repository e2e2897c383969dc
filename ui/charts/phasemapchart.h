// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "model/phasemap.h"

class QCPColorMap;
class QCPColorScale;
class QCPCurve;

namespace lorafleet {

// Where the answer changes: the fleet advantage R (or the monthly savings) over catalog size K (log)
// and skew, coloured; the operating rule's regions outlined and named; the pool-fit boundary and the
// current scenario marked. It draws a PhaseMap the model computed (computePhaseMap); the window chooses
// the grid (coarse while a slider moves, fine on release).
class PhaseMapChart : public Chart
{
    Q_OBJECT

public:
    enum class Measure { Advantage, Savings };

    explicit PhaseMapChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("phase-map"); }
    // One row per cell: adapters K, skew, R, savings, region (the Series is not used: the map is).
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;

    void showPhaseMap(const PhaseMap &map, const Params &params);
    void setMeasure(Measure measure);
    Measure measure() const { return m_measure; }
    void setOutlinesVisible(bool visible); // the regions' outlines (for tests and a plain view)
    const PhaseMap &phaseMap() const { return m_map; }

    // What hovering at (K, skew) shows: the cell's figures and region; empty outside the map.
    QString describeCell(double adapters, double skew) const;
    // The region's name as the chart labels it.
    static QString regionName(PhaseRegion region);
    QCPColorMap *colorMap() const { return m_colorMap; }
    QCPCurve *outlines() const { return m_outlines; }

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    void fillCells();
    void drawOutlines();
    void placeRegionLabels();
    // The cell at (K, skew); false outside the map.
    bool cellAt(double adapters, double skew, Eigen::Index &row, Eigen::Index &column) const;

    PhaseMap m_map;
    Measure m_measure = Measure::Advantage;
    QCPColorMap *m_colorMap = nullptr;
    QCPColorScale *m_scale = nullptr;
    QCPCurve *m_outlines = nullptr;
    QCPGraph *m_current = nullptr;
    QCPItemStraightLine *m_boundary = nullptr;
    QCPItemText *m_boundaryLabel = nullptr;
    std::vector<QCPItemText *> m_regionLabels; // one per PhaseRegion
    std::vector<QPointF> m_regionCentres; // (K, skew) at the middle of each region's cells
};

} // namespace lorafleet
