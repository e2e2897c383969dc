// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartstyle.h"
#include "io/validationfile.h"

#include <QDialog>
#include <QString>

#include <vector>

class QLabel;
class QTableWidget;

namespace lorafleet {

struct Calibration;
class ValidationChart;

// Help → About the model: the model in words, then the engine model held against published
// measurements: the Validation chart and, per data set, its points (measured ratio, predicted ratio,
// error) and its largest error against the 5 % target. Scrolls where the screen is small; the chart
// exports as PNG, SVG, PDF or CSV.
class ModelDialog : public QDialog
{
    Q_OBJECT

public:
    ModelDialog(const Calibration *calibration, const ChartStyle &style, QWidget *parent = nullptr);

    ValidationChart *chart() const { return m_chart; }
    const std::vector<ValidationRun> &runs() const { return m_runs; }
    // The points of runs()[index]: one row per point; each cell's Qt::UserRole holds the exact value.
    QTableWidget *table(std::size_t index) const { return m_tables.at(index); }
    // validate's errors side by side: one row per role and mode of summariseRuns(runs()), training first;
    // each figure cell's Qt::UserRole holds the exact value.
    QTableWidget *summaryTable() const { return m_summary; }
    enum SummaryColumn { GroupColumn, TablesColumn, PointsColumn, MedianColumn, WorstColumn };
    // Columns of table(): adapters K, measured (in the set's unit), measured ratio, predicted ratio,
    // error.
    enum Column { AdaptersColumn, MeasuredColumn, MeasuredRatioColumn, PredictedRatioColumn, ErrorColumn };
    // Writes the chart in the format its suffix names (png, svg, pdf, csv), all or nothing; false
    // with the reason in words.
    bool exportChart(const QString &path, QString *error);

    // The largest error allowed for every shipped point (issue 11: |error| ≤ 5 %).
    static constexpr double kTargetError = 0.05;

private:
    QWidget *validationSection(const ChartStyle &style);
    QTableWidget *pointsTable(const ValidationRun &run);
    QTableWidget *summaryTableOf(const std::vector<ValidationSummary> &summaries);
    void askAndExport();

    std::vector<ValidationRun> m_runs;
    ValidationChart *m_chart = nullptr;
    std::vector<QTableWidget *> m_tables;
    QTableWidget *m_summary = nullptr;
    QLabel *m_exported = nullptr;
    QString m_folder;
};

} // namespace lorafleet
