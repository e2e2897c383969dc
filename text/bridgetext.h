// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/modelbridge.h"

#include <QCoreApplication>
#include <QString>

namespace lorafleet {

// The words of the bridge from the paper's monthly cost to the engine model's, for the window, the report
// and `lorafleet explain`.
class BridgeTexts
{
    Q_DECLARE_TR_FUNCTIONS(lorafleet::BridgeTexts)

public:
    // A step's name: "Capacity from the GPU's own roofline, not Q".
    static QString assumptionName(EngineAssumption assumption);
    // The same in a word or two, for a title or a list: "capacity", "KV reads".
    static QString assumptionShortName(EngineAssumption assumption);
    // One sentence on what switching it on changes.
    static QString assumptionMeaning(EngineAssumption assumption);
    // "Why the models differ: $3.9k a month in the paper's model, $45k in the engine model."
    static QString summary(const ModelBridge &bridge);
};

} // namespace lorafleet
