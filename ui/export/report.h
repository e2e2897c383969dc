// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/comparison.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace lorafleet {

struct Scenario;

// The scenario on A4 landscape pages of vector PDF, for a meeting's minutes or a printout.
class Report
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::Report)

public:
    // Its name (or "Untitled scenario") and the date, the verdict, the charts, the key figures,
    // whether it fits in GPU memory, every parameter with its unit and key, and the model's limits.
    // Text stays text (searchable, selectable). Figures and charts are computed here from
    // scenario.params; needs a QApplication (the offscreen platform will do) and shows no window.
    // Written all or nothing (ExportFile); on failure returns false and error names the file and
    // the reason. A second page holds the phase map and the tornado (reportviews.h). With pinned
    // scenarios (Compare), the charts draw them too and a third page holds the difference table.
    static bool writePdf(const QString &path, const Scenario &scenario, QString *error,
                         const QDate &date = QDate::currentDate(), const QList<ComparedScenario> &pins = {});
};

} // namespace lorafleet
