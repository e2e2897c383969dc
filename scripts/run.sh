#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and opens LoRA Fleet Explorer on the paper's default scenario.
# Arguments are passed to the app (e.g. `scripts/run.sh eval --json`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
exec build/app/lorafleet "$@"
