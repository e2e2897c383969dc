#pragma once

#include "fleetmodel.h"

#include <QString>

namespace lorafleet {

// MODEL.md's operating rule in plain words.
struct VerdictText
{
    QString headline; // "Multiplex: all 32 adapters fit in the pool."
    QString detail;   // what it means and what to do
    QString warning;  // the scenario does not fit on the GPU; empty when it does
};

VerdictText verdictText(const Params &params, const Figures &figures);

} // namespace lorafleet
