// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/comparison.h"

#include <QRectF>
#include <QString>

class QCPPainter;

namespace lorafleet {

class ReportPage;

// The report's pages after the scenario's own (Report::writePdf()). Each draws into content, the
// page's area inside its margins, with the same chart classes the window's views use.

// Where the answer changes and which assumption matters most: the phase map (full grid, as the
// window's Phase map view draws it) and the tornado of the monthly savings (as the Sensitivity view).
void drawDecisionPage(ReportPage &page, QCPPainter &painter, const QRectF &content, const Params &params,
                      const QString &name);

// Why the two models differ: the bridge's waterfall (as the window's view draws it) and each step with
// what it means.
void drawBridgePage(ReportPage &page, QCPPainter &painter, const QRectF &content, const Params &params,
                    const QString &name);
// The scenario against its pinned scenarios: the difference table (comparisonRows()); scenarios[0] is
// the report's own scenario.
void drawComparisonPage(ReportPage &page, const QRectF &content, const QList<ComparedScenario> &scenarios,
                        const QString &name);

// The number of a report's pages: the scenario, the decision views, the bridge between the models, and
// the comparison when pinned scenarios are given.
int reportPageCount(qsizetype pins);

} // namespace lorafleet
