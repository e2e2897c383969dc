// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lorafleet {

// lorafleet flags --engine vllm|sglang|lorax|trtllm [SCENARIO] [--percentile P] [--hidden-size N --layers N]
// [--json]: the scenario as the engine's own LoRA options, each with why, and warnings where the engine
// cannot say what the scenario says. Returns the exit status.
int runFlags(const QStringList &arguments);

} // namespace lorafleet
