#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the unit tests with AddressSanitizer and UndefinedBehaviorSanitizer (gcc, build-asan/) and runs them
# offscreen. Any leak, memory error or undefined behaviour fails the run. Builds only what the tests need.
# Without an argument: the tests of the model, the files, the command-line core and the package: every
# parser and every sum. --files (as CI runs it, in the time its fifteen minutes leave): the file readers and
# writers and the model's own tests (the fuzzers cover the readers too). --all: the widget tests too
# (labelled "widgets" in tests/CMakeLists.txt; about ten minutes more on two cores). Run --all before
# merging window or chart work.
# Usage: scripts/sanitize.sh [--files | --all]
set -euo pipefail
cd "$(dirname "$0")/.."
scope=(-LE widgets)
case "${1:-}" in
"") ;;
--files) scope=(-R '^(tst_scenario|tst_calibration|tst_atomicwrite|tst_validation|tst_requestlog|tst_params|tst_model)$') ;;
--all) scope=() ;;
*) echo "sanitize.sh: unknown argument $1 (expected --files, --all or nothing)" >&2; exit 2 ;;
esac

scripts/install-deps.sh

# -O1 -g1: stack traces with file and line in reports (line tables only: a faster build on two cores).
# LORAFLEET_PCH: qcustomplot.h parsed once (the widget tests of --all).
CXX=g++ cmake -S . -B build-asan \
    -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
    -DLORAFLEET_SANITIZE=ON -DLORAFLEET_CALIBRATION=OFF -DLORAFLEET_PCH=ON

# Every test CTest knows is a target of the same name (lorafleet_add_test); their dependencies come along.
mapfile -t tests < <(cd build-asan && ctest -N "${scope[@]}" | sed -n 's/^ *Test *#[0-9]*: *//p')
# Script tests (ui_rooms) have no target of their own: build only the names that are targets.
mapfile -t targets < <(cmake --build build-asan --target help | sed -n 's/^\.\.\. \([^ ]*\).*/\1/p')
mapfile -t tests < <(printf '%s\n' "${tests[@]}" | grep -Fxf <(printf '%s\n' "${targets[@]}"))
echo "sanitize.sh: building ${#tests[@]} tests: ${tests[*]}"
cmake --build build-asan -j"$(nproc)" --target "${tests[@]}"

export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
cd build-asan
ctest --output-on-failure --timeout 600 -j"$(nproc)" "${scope[@]}"
