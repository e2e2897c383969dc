#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes the scenario reader (tests/fuzz/fuzz_scenario.cpp) with libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer for SECONDS (default 60), starting from a copy of tests/fuzz/corpus.
# Builds with clang in build-fuzz/. Exits non-zero on any crash, leak, timeout or sanitizer report;
# the input that caused it is kept in build-fuzz/fuzz-artifacts/.
# TARGET: scenario (the default), requestlog (tests/fuzz/fuzz_requestlog.cpp, corpus-requestlog/) or
# adaptertable (tests/fuzz/fuzz_adaptertable.cpp, the adapter-id store against a std::map; no seeds).
# Usage: scripts/fuzz.sh [SECONDS] [TARGET]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
target="${2:-scenario}"
case "$target" in
scenario) seeds=tests/fuzz/corpus; dict=(-dict=tests/fuzz/scenario.dict); max_len=8192 ;;
requestlog) seeds=tests/fuzz/corpus-requestlog; dict=(); max_len=65536 ;;
adaptertable) seeds=; dict=(); max_len=4096 ;;
*) echo "fuzz.sh: unknown target $target (scenario, requestlog or adaptertable)" >&2; exit 2 ;;
esac

# clang alone cannot link -fsanitize=fuzzer: its runtime, libclang-rt-14-dev, is only a Recommends.
scripts/install-deps.sh clang libclang-rt-14-dev

# LORAFLEET_SANITIZE puts ASan and UBSan into every library; fuzzer-no-link adds the coverage libFuzzer steers by.
CC=clang CXX=clang++ cmake -S . -B build-fuzz \
    -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link \
    -DLORAFLEET_FUZZ=ON -DLORAFLEET_SANITIZE=ON -DLORAFLEET_CALIBRATION=OFF
cmake --build build-fuzz --target "fuzz_$target" -j"$(nproc)"

corpus=build-fuzz/fuzz-corpus
artifacts=build-fuzz/fuzz-artifacts
rm -rf "$corpus" "$artifacts"
mkdir -p "$corpus" "$artifacts"
[ -z "$seeds" ] || cp "$seeds"/* "$corpus"/

export ASAN_OPTIONS=detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
status=0
build-fuzz/tests/fuzz/"fuzz_$target" "$corpus" \
    "${dict[@]}" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 || status=$?

if [ "$status" -ne 0 ] || [ -n "$(ls -A "$artifacts")" ]; then
    echo "fuzz.sh: the fuzzer found a problem (exit status $status); inputs in $artifacts:" >&2
    ls -l "$artifacts" >&2
    exit 1
fi
echo "fuzz.sh: no crash or sanitizer report in ${seconds} s"
