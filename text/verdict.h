// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/fleetmodel.h"

#include <QCoreApplication>
#include <QString>

namespace lorafleet {

// MODEL.md's operating rule in plain words: the one wording of the verdict, for the summary, the
// report and the command line.
struct VerdictText
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::VerdictText)

public:
    // The operating rule's plan, its GPUs to rent (beside the load when they differ) and its cost:
    // "Multiplex all 32 adapters on 2 GPUs (1.075 GPUs of load): $3.9k a month."
    QString plan;
    QString briefPlan; // "Multiplex all 32 on 2 GPUs (1.075 GPUs of load): $3.92k/mo"
    QString tinyPlan; // "32 multiplexed · 2 GPUs (1.075) · $3.92k/mo"
    QString tersePlan; // the same, "3 + 29 · 14 GPUs (12.42) · $45.4k/mo" where some are dedicated
    QString headline; // "Multiplex: all 32 adapters fit in the pool."
    QString detail; // what it means and what to do
    QString warning; // the scenario does not fit on the GPU; empty when it does
    // The same in fewer words, every figure kept, for a narrow window (the summary panel).
    QString briefHeadline;
    QString briefDetail;
    QString briefWarning;
};

VerdictText verdictText(const Params &params, const Figures &figures);

} // namespace lorafleet
