// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/comparison.h"

#include <QDockWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace lorafleet {

// Compare → Show differences: each figure of the scenario shown and of every pinned scenario, with
// each pin's difference from the scenario shown (comparisonRows(), worded as the command line words
// them). It follows the scenario as it changes.
class DifferencesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DifferencesDock(QWidget *parent = nullptr);

    // The scenario shown first, then the pins.
    void showComparison(const QList<ComparedScenario> &scenarios);
    QTableWidget *table() const { return m_table; }

Q_SIGNALS:
    void clearRequested();

private:
    QTableWidget *m_table;
    QLabel *m_hint;
    QPushButton *m_clear;
};

} // namespace lorafleet
