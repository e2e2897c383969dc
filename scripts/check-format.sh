#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every C++ file in the tree is formatted as .clang-format says (Debian 12's clang-format 14).
# Lists each file that is not, with the first differences, and fails; `clang-format -i FILE` fixes one.
# Usage: scripts/check-format.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh clang-format

mapfile -t files < <(git ls-files -- '*.cpp' '*.h' '*.cu' | grep -v '^shared/' || true)
bad=()
# One run over every file (a few seconds); only when it fails, one run per file to name them.
if ! clang-format --dry-run --Werror "${files[@]}" >/dev/null 2>&1; then
    for file in "${files[@]}"; do
        clang-format --dry-run --Werror "$file" >/dev/null 2>&1 || bad+=("$file")
    done
fi
if [ ${#bad[@]} -gt 0 ]; then
    echo "check-format.sh: ${#bad[@]} of ${#files[@]} files are not formatted as .clang-format says:" >&2
    for file in "${bad[@]}"; do
        echo "  $file" >&2
        diff -u "$file" <(clang-format "$file") | sed -n '3,12p' | sed 's/^/      /' >&2 || true
    done
    echo "Fix with: clang-format -i FILE..." >&2
    exit 1
fi
echo "check-format.sh: all ${#files[@]} C++ files match .clang-format"
