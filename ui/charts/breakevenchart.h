// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"

namespace lorafleet {

// Break-even share p* and the top adapter's share p1 over K; shaded where a dedicated GPU wins.
class BreakevenChart : public Chart
{
    Q_OBJECT
public:
    explicit BreakevenChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("breakeven"); }
    // Adapters K; break-even share p*; top adapter share p₁. The shaded "dedicated GPU cheaper" area
    // is where p₁ > p*: not a series of its own, so no column.
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;
    // A pinned scenario: its break-even share p*.
    std::vector<OverlayCurve> overlayCurves(const Evaluation &evaluation) const override;

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    QCPGraph *m_breakeven = nullptr;
    QCPGraph *m_topShare = nullptr;
    bool m_regionInLegend = true;
    QCPGraph *m_dedicatedRegion = nullptr; // max(p1, p*) filled down to p*: where p1 > p*
    QCPItemTracer *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
};

} // namespace lorafleet
