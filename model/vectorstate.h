// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace lorafleet {

// Some libraries the window loads (Qt's platform start-up, the PNG writer) leave the upper halves of the
// AVX registers dirty and never execute VZEROUPPER. Until something does, every SSE instruction of code
// built for the x86-64 baseline (ours, QCustomPlot's, Qt's own) waits on those halves: on this project's
// 2-core Sapphire Rapids machines the model's evaluation took 270 ms in lorafleet-bench where it takes
// 55 ms in a program without Qt. The model's entry points clear the state first (a single instruction
// where the CPU has AVX, nothing elsewhere). tst_evaluation checks that each does.
void clearUpperVectorState();

} // namespace lorafleet
