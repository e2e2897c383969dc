#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds into build/ (Release, warnings on). Extra arguments go to CMake's configure.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DLORAFLEET_CALIBRATION=OFF "$@" >/dev/null
cmake --build build --parallel "$(nproc)"
