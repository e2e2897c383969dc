// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace calib {

// Runs every kernel on small random inputs against a CPU reference; returns the exit status.
int run_checks(uint64_t seed);

// The finalizer kernel's own per-thread code run on the CPU (no GPU needed), every D = 0..32,
// against a double-precision reference; prints a line and returns true on success.
bool finalizer_cpu_selftest(uint64_t seed);

} // namespace calib
