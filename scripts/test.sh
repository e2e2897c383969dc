#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, checks the formatting (scripts/check-format.sh), builds, and runs the whole
# test suite: the unit tests, the Debian package and its checks (tests/package/check-deb.sh), the tests of
# the file readers and writers and of the model under AddressSanitizer + UndefinedBehaviorSanitizer
# (`scripts/sanitize.sh --files`; without the option every test but the widgets', with --all every test:
# too slow for CI's 15 minutes), and 20 s of fuzzing
# each for the scenario reader and the request-log reader.
set -euo pipefail
cd "$(dirname "$0")/.."
phase() { echo "== $1 (${SECONDS} s so far)"; }
phase "install"
scripts/install-deps.sh
phase "format"
scripts/check-format.sh
phase "build"
scripts/build.sh -DLORAFLEET_WERROR=ON
phase "unit tests"
(cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 300 -j"$(nproc)")
phase "package"
deb="$(scripts/package.sh)"
tests/package/check-deb.sh "$deb"
phase "sanitizers"
scripts/sanitize.sh --files
phase "fuzzing"
scripts/fuzz.sh 20 scenario
scripts/fuzz.sh 20 requestlog
phase "done"
