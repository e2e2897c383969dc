// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace lorafleet {

// File → Scenario details: the scenario's name and notes.
class DetailsDialog
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::DetailsDialog)

public:
    // Edits name and notes in a dialog; false when cancelled (they are left as they were).
    static bool edit(QWidget *parent, QString &name, QString &notes);
};

} // namespace lorafleet
