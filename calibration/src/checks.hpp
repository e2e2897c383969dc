#pragma once

#include <cstdint>

namespace calib {

// Runs every kernel on small random inputs against a CPU reference; returns the exit status.
int run_checks(uint64_t seed);

} // namespace calib
