#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders lorafleet.svg into the PNG sizes that are installed under share/icons/hicolor. Run it after
# changing the SVG and commit the PNGs: the build does not render them (rsvg-convert, from Debian's
# librsvg2-bin, is not a build dependency).
set -euo pipefail
cd "$(dirname "$0")"
command -v rsvg-convert >/dev/null || { echo "render-pngs.sh: needs rsvg-convert (apt install librsvg2-bin)" >&2; exit 1; }
for size in 16 22 24 32 48 64 128 256; do
    rsvg-convert --width "$size" --height "$size" lorafleet.svg --output "lorafleet-$size.png"
done
