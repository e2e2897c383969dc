// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chart.h"
#include "model/validation.h"

#include <vector>

namespace lorafleet {

// The engine model held against published measurements (model/validation.h): for each data set its
// measured throughput relative to the reference point (points) over the model's prediction at the
// same K (a line through them), one colour per data set, the legend naming each with its largest
// error. It draws the ValidationResults it is given and computes nothing.
class ValidationChart : public Chart
{
    Q_OBJECT

public:
    explicit ValidationChart(QWidget *parent = nullptr);
    QString title() const override;
    QString fileStem() const override { return QStringLiteral("validation"); }
    // One row per point of every data set: adapters K, the data set's number in the legend, measured
    // ratio, predicted ratio, error (the Series is not used: the results are).
    std::vector<DataColumn> dataColumns(const Evaluation &evaluation) const override;

    // Draws these results (a set with a problem is left out); replaces what was shown.
    void showResults(std::vector<ValidationResult> results);
    const std::vector<ValidationResult> &results() const { return m_results; }
    // The graphs of the data set with this name: its prediction (a line) and its measured points;
    // nullptr when no data set has that name.
    QCPGraph *predictedCurve(const std::string &name) const;
    QCPGraph *measuredPoints(const std::string &name) const;
    // The name the legend gives a data set: its name and its largest error.
    static QString legendName(const ValidationResult &result);

protected:
    void updateSeries(const ChartData &data) override;
    void updateMarkers(const ChartData &) override { }
    void restyle() override;

private:
    QString describe(std::size_t set, double k, bool measured) const;

    std::vector<ValidationResult> m_results;
    std::vector<QCPGraph *> m_predicted; // one per data set, in m_results' order
    std::vector<QCPGraph *> m_measured;
    QCPGraph *m_key = nullptr; // no data: the legend's entry that says what the points are
};

} // namespace lorafleet
