#pragma once

#include <QString>

class QWidget;

namespace lorafleet {

// File → Scenario details: the scenario's name and notes. Returns false when cancelled.
bool editScenarioDetails(QWidget *parent, QString &name, QString &notes);

} // namespace lorafleet
