#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole label and legend layout matrix (CI runs a sample): every chart, every scenario, five sizes.
set -eu
cd "$(dirname "$0")/.."
QT_QPA_PLATFORM=offscreen LORAFLEET_FULL_MATRIX=1 build/tests/ui/tst_labellayout "$@"
