#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite: the unit tests, the same tests
# under AddressSanitizer + UndefinedBehaviorSanitizer, and 60 s of fuzzing of the scenario reader.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh -DLORAFLEET_WERROR=ON
(cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 300)
scripts/sanitize.sh
scripts/fuzz.sh 60
