// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"

#include <vector>

namespace lorafleet {

// Overhead per token over K at the current skew: re-stream and host-link stacked (the engine model:
// fixed, re-stream, host-link and the batch lost to memory); optionally the re-stream cost measured on
// a real GPU.
class OverheadChart : public Chart
{
    Q_OBJECT
public:
    explicit OverheadChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("overhead"); }
    // The measured points and the Monte-Carlo band are the evaluation's (EvaluationRequest); this names
    // where the measurements come from, for the legend.
    void setMeasurementSource(const QString &source);
    // Adapters K; re-stream δ_rs; host-link δ_hl; total δ (the stacked chart's top); the engine
    // model's fixed and memory terms before the total when the series is the engine's.
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;
    // A pinned scenario: the total overhead (the top of the stack).
    std::vector<OverlayCurve> overlayCurves(const Evaluation &evaluation) const override;

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &data) override;
    void restyle() override;
    void placeLabels() override;

private:
    // The value of the stack's layer below graph at k (0 below the bottom one).
    double below(const QCPGraph *graph, double k) const;
    QCPGraph *top() const;
    std::vector<QCPGraph *> legendOrder() const;
    QString m_measurementSource; // the GPU and date of the measurements, as the legend names them
    // The simulated band (overheadsimulated.cpp): created once, filled from the evaluation's band up
    // to K = end; returns the band's top (0 when hidden) for the y axis.
    void addSimulatedGraphs();
    double updateSimulated(const std::vector<SimulatedBandPoint> &band, double end);
    void styleSimulated();
    const SimulatedBandPoint *simulatedAt(double k) const;

    QCPGraph *m_fixed = nullptr; // engine: fixed; the layers above stack on it
    QCPGraph *m_restream = nullptr;
    QCPGraph *m_memory = nullptr; // engine: the total plus the memory term, when there is one
    QCPGraph *m_total = nullptr;
    QCPGraph *m_measured = nullptr;
    QCPGraph *m_simulatedLow = nullptr;
    QCPGraph *m_simulatedHigh = nullptr; // filled down to m_simulatedLow
    QCPGraph *m_simulatedMean = nullptr;
    QCPItemStraightLine *m_boundary = nullptr;
    QCPItemText *m_boundaryLabel = nullptr;
    QCPItemTracer *m_marker = nullptr;
    QCPItemText *m_markerLabel = nullptr;
};

} // namespace lorafleet
