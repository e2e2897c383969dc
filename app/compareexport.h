// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/exportformat.h"
#include "text/comparison.h"

#include <QList>
#include <QString>

namespace lorafleet {

// `lorafleet compare ... --out DIR`: the difference table as DIR/comparison.csv and each scenario's
// charts (or report) in DIR/<name>/, written as `lorafleet export` writes them. Prints each file
// written; returns the exit status (1 with one line on stderr when a file cannot be written).
int writeComparison(const QList<ComparedScenario> &scenarios, const QString &directory, ExportFormat format);

// The difference table as UTF-8 CSV: one row per figure, its key, each scenario's value, then each
// scenario's difference from the first (numbers in their shortest exact form; text figures as words).
QByteArray comparisonCsv(const QList<ComparedScenario> &scenarios);

} // namespace lorafleet
