#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Build the calibration standalone (no Qt needed), check the kernels, then measure.
# Run from anywhere on a machine with an NVIDIA GPU, CUDA's nvcc and CMake:
#     bash calibration/run-on-device.sh
# Writes the JSON to $OUT/h200-measured.json when OUT is set (plus the log, the check log,
# a CSV of every timed sample and a SASS summary), else to resources/calibration/h200-measured.json.
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${CALIB_BUILD_DIR:-/tmp/lorafleet-calib-build}
if [ -n "${OUT:-}" ]; then
    DEST=$OUT
    JSON=$OUT/h200-measured.json
else
    DEST=calibration/results
    JSON=resources/calibration/h200-measured.json
fi
mkdir -p "$DEST" "$(dirname "$JSON")"
command -v nvcc >/dev/null 2>&1 || export PATH=/usr/local/cuda/bin:$PATH
export CUDACXX=${CUDACXX:-$(command -v nvcc)}

echo "== GPU as found (read only)"
nvidia-smi --query-gpu=name,driver_version,pstate,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,temperature.gpu,power.draw,memory.used,pcie.link.gen.current,pcie.link.width.current --format=csv 2>&1 | tee "$DEST/gpu-before.txt" || true

echo "== build"
GEN=()
command -v ninja >/dev/null 2>&1 && GEN=(-G Ninja)
t=$SECONDS
cmake -S calibration -B "$BUILD" "${GEN[@]}" -DCMAKE_BUILD_TYPE=Release >"$DEST/build-log.txt" 2>&1 &&
    cmake --build "$BUILD" -j 16 >>"$DEST/build-log.txt" 2>&1
rc=$?
tail -n 15 "$DEST/build-log.txt"
[ $rc -eq 0 ] || { echo "BUILD FAILED"; exit 1; }
echo "build took $((SECONDS - t)) s"
BIN=$BUILD/lorafleet-calibrate

if command -v cuobjdump >/dev/null 2>&1; then
    cuobjdump --dump-sass "$BIN" >"$BUILD/sass.txt" 2>/dev/null
    awk '/Function : .*layer_main/{f=1;print;next} /Function :/{f=0} f' "$BUILD/sass.txt" |
        grep -oE '(LDG[.A-Z0-9]*|HMMA[.A-Z0-9]*|RED[.A-Z0-9]*|ATOMG[.A-Z0-9]*|LDL|STL)' |
        sort | uniq -c >"$DEST/sass-summary.txt"
    # the finalizer instances: memory instructions in program order (repeats counted), to show
    # that each thread's global loads are all issued before the first use
    awk '/Function :/{f=($0 ~ /layer_finalize/)} f' "$BUILD/sass.txt" |
        grep -oE '(Function : .*|(LDG|STG|LDS|STS|BAR|REDG|ATOMG)[.A-Z0-9]*)' |
        sed -E 's/Function : .*layer_finalize_kernelILi([0-9]+)E.*/== finalizer instance kS=\1/' |
        uniq -c | awk '{ if ($2 == "==") printf "\nfinalizer %s: ", $5; else printf "%s%s ", $2, ($1 > 1 ? "x" $1 : "") } END { print "" }' \
        >>"$DEST/sass-summary.txt"
    echo "== SASS of the main kernel (instruction counts), finalizer (memory ops in order)"; cat "$DEST/sass-summary.txt"
fi

echo "== check"
timeout 120 "$BIN" --check 2>&1 | tee "$DEST/check-log.txt"
check_rc=${PIPESTATUS[0]}
grep -q FAIL "$DEST/check-log.txt" && echo "== CHECK FAILURES:" && grep FAIL "$DEST/check-log.txt"

echo "== measure"
timeout 300 "$BIN" --out "$JSON" --samples "$DEST/samples.csv" 2>&1 | tee "$DEST/calibrate-log.txt"
run_rc=${PIPESTATUS[0]}
nvidia-smi --query-gpu=pstate,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv >"$DEST/gpu-after.txt" 2>&1 || true
echo "check rc=$check_rc, measure rc=$run_rc, json=$JSON"
[ $check_rc -eq 0 ] && [ $run_rc -eq 0 ]
