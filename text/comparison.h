// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace lorafleet {

// Scenarios side by side: each figure in each, and its difference from the first. The rows are worded
// and formatted here (format.h) so the command line, the window and exports read the same.
struct Comparison
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::Comparison)
};

struct ComparedScenario
{
    QString label; // the scenario's name, else where it came from
    QString source; // the file or preset it came from
    Params params;
    Figures figures; // evaluate(params)
};

struct ComparisonRow
{
    QString key; // the figure's key in `lorafleet eval --json`
    QString label; // in the user's language
    QList<double> numbers; // one per scenario (empty for a text row: the model, the verdict)
    QStringList values; // formatted, one per scenario
    QStringList deltas; // against the first scenario, one per scenario (the first's is empty)
    // A text row's values as data (JSON, CSV) where they differ from what a person reads: the verdict's
    // keys ("multiplex_pool_overflow" for "Multiplex, pool overflows"). Empty: the values are the data.
    QStringList dataValues;
};

// The scenario as compared: evaluated once.
ComparedScenario comparedScenario(const QString &label, const QString &source, const Params &params);
QList<ComparisonRow> comparisonRows(const QList<ComparedScenario> &scenarios);
// {"scenarios": [{"label", "source", "figures": eval's JSON}], "rows": [{"key", "values", "deltas"}]}:
// values and deltas as numbers (text rows as text, deltas null).
QJsonObject comparisonJson(const QList<ComparedScenario> &scenarios);

} // namespace lorafleet
