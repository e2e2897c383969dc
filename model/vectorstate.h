// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>

namespace lorafleet {

// Some libraries the window loads (Qt's platform start-up, the PNG writer) leave the upper halves of the
// AVX registers dirty and never execute VZEROUPPER. Until something does, every SSE instruction of code
// built for the x86-64 baseline (ours, QCustomPlot's, Qt's own) waits on those halves: on the Xeons CI
// runs on the model's evaluation took 270 ms where it takes 55 ms in a program without Qt. The model's
// entry points clear the state first (a single instruction where the CPU has AVX, nothing elsewhere).
void clearUpperVectorState();

// Whether the upper halves of AVX registers 0-15 are in use (XGETBV's XINUSE), where the CPU says so; for
// the test that the entry points clear them.
std::optional<bool> upperVectorStateInUse();

// Makes the upper halves dirty, as those libraries leave them (for that test; nothing where there is no AVX).
void dirtyUpperVectorState();

} // namespace lorafleet
