#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package build/lorafleet_<version>_<arch>.deb and prints its path (the only line on
# stdout; progress goes to stderr). Configures build/ (Release, as scripts/build.sh) if it is not
# configured yet, and otherwise reuses it as it is. Install the package with
#   sudo apt install ./build/lorafleet_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
{
    scripts/install-deps.sh
    if [ -f build/CMakeCache.txt ]; then
        cmake build >/dev/null # again: finds help2man if install-deps.sh has just installed it
    else
        cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DLORAFLEET_CALIBRATION=OFF >/dev/null
    fi
    cmake --build build --parallel "$(nproc)"
    rm -f build/lorafleet_*.deb
    (cd build && cpack -G DEB)
} >&2
packages=(build/lorafleet_*.deb)
[ -f "${packages[0]}" ] || { echo "package.sh: cpack wrote no package" >&2; exit 1; }
echo "$PWD/${packages[0]}"
