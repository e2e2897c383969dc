#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages LoRA Fleet Explorer needs to build, test and run, if any is missing,
# and the packages named as arguments (what one script alone needs, e.g. clang for fuzz.sh).
# Runs apt-get as root, or through sudo. Usage: scripts/install-deps.sh [PACKAGE...]
set -euo pipefail

packages=(
    build-essential cmake
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqcustomplot-dev libeigen3-dev
    qt6-translations-l10n fonts-dejavu-core fonts-nanum
    # the Debian package (scripts/package.sh) and its checks
    help2man dpkg-dev file desktop-file-utils appstream man-db
    "$@"
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
else
    as_root=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq "${missing[@]}"
