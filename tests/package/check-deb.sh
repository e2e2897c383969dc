#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks a built package without installing it (scripts/test.sh, phase "package"): its control fields,
# its file list, the validators' verdicts on its desktop entry, AppStream metadata and MIME type, its
# licence (the copyright file, AppStream and --version name the same one), its man page, and the
# packaged binary's command line, run from the extracted package.
# Usage: tests/package/check-deb.sh build/lorafleet_<version>_<arch>.deb
set -euo pipefail
deb="$(realpath "$1")"
cd "$(dirname "$0")/../.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
root="$scratch/root"
failures=0
fail() { echo "check-deb: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "check-deb: ok: $*"; }

# Control fields: dpkg-shlibdeps's libraries plus the Hangul font, and every name a real package.
depends="$(dpkg-deb -f "$deb" Depends)"
echo "check-deb: Depends: $depends"
for needed in libqt6widgets6 libqt6svg6 libqcustomplot fonts-nanum; do
    [[ "$depends" == *"$needed"* ]] || fail "Depends lacks $needed"
done
for package in $(echo "$depends" | tr ',' '\n' | sed 's/(.*)//; s/|.*//' | tr -d ' '); do
    dpkg-query -W "$package" >/dev/null 2>&1 || fail "Depends names $package, which is not installed here"
done
# A real address, not the placeholder the package had before it had a team's.
maintainer="$(dpkg-deb -f "$deb" Maintainer)"
echo "check-deb: Maintainer: $maintainer"
[[ "$maintainer" =~ ^[^\<\>]+\ \<[^@\<\>\ ]+@[^@\<\>\ ]+\>$ ]] || fail "Maintainer is not 'Name <address>': $maintainer"
[[ "$maintainer" != *".invalid"* ]] || fail "Maintainer is a placeholder: $maintainer"
version="$(dpkg-deb -f "$deb" Version)"
[ "$(basename "$deb")" = "lorafleet_${version}_$(dpkg --print-architecture).deb" ] || fail "file name $(basename "$deb")"

# Files: the app and its desktop integration, nothing of the build (tests, bench, static libraries).
dpkg-deb -x "$deb" "$root"
expected="usr/bin/lorafleet
usr/share/applications/lorafleet.desktop
usr/share/doc/lorafleet/copyright
usr/share/icons/hicolor/128x128/apps/lorafleet.png
usr/share/icons/hicolor/16x16/apps/lorafleet.png
usr/share/icons/hicolor/22x22/apps/lorafleet.png
usr/share/icons/hicolor/24x24/apps/lorafleet.png
usr/share/icons/hicolor/256x256/apps/lorafleet.png
usr/share/icons/hicolor/32x32/apps/lorafleet.png
usr/share/icons/hicolor/48x48/apps/lorafleet.png
usr/share/icons/hicolor/64x64/apps/lorafleet.png
usr/share/icons/hicolor/scalable/apps/lorafleet.svg
usr/share/man/man1/lorafleet.1.gz
usr/share/metainfo/io.github.lorafleet.lorafleet.metainfo.xml
usr/share/mime/packages/lorafleet.xml"
files="$(cd "$root" && find . -type f -printf '%P\n' | LC_ALL=C sort)"
if [ "$files" = "$(echo "$expected" | LC_ALL=C sort)" ]; then
    ok "the package holds the $(wc -l <<<"$expected") expected files"
else
    fail "unexpected file list:"; diff <(echo "$expected" | LC_ALL=C sort) <(echo "$files") >&2 || true
fi
file "$root/usr/bin/lorafleet" | grep -q "stripped" && ! file "$root/usr/bin/lorafleet" | grep -q "not stripped" ||
    fail "usr/bin/lorafleet is not stripped"

# Validators: all quiet, pedantic hints included.
share="$root/usr/share"
if report="$(desktop-file-validate "$share/applications/lorafleet.desktop" 2>&1)" && [ -z "$report" ]; then
    ok "desktop-file-validate"
else
    fail "desktop-file-validate: $report"
fi
metainfo="$share/metainfo/io.github.lorafleet.lorafleet.metainfo.xml"
if report="$(appstreamcli validate --no-net --pedantic --no-color "$metainfo" 2>&1)" &&
    ! grep -q '^[EWIP]:' <<<"$report"; then
    ok "appstreamcli validate --no-net --pedantic"
else
    fail "appstreamcli validate: $report"
fi
mkdir -p "$scratch/mime/packages"
cp "$share/mime/packages/lorafleet.xml" "$scratch/mime/packages/"
if report="$(XDG_DATA_DIRS="$scratch" update-mime-database "$scratch/mime" 2>&1)" && [ -z "$report" ] &&
    [ -f "$scratch/mime/application/x-lorafleet-scenario.xml" ]; then
    ok "update-mime-database"
else
    fail "update-mime-database: $report"
fi

# The licence: the copyright file in Debian's machine-readable format, its "Files: *" paragraph and
# the AppStream metadata naming GPL-3.0-or-later (the app links QCustomPlot, GPL-3.0).
licence=GPL-3.0-or-later
copyright="$share/doc/lorafleet/copyright"
if [ -f "$copyright" ]; then
    [ "$(head -n 1 "$copyright")" = "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" ] ||
        fail "copyright: not in the machine-readable format (DEP-5): $(head -n 1 "$copyright")"
    grep -q '^Upstream-Name: lorafleet$' "$copyright" || fail "copyright: no Upstream-Name: lorafleet"
    grep -q '^Source: https://' "$copyright" || fail "copyright: no Source"
    # The License field of the paragraph that starts "Files: *".
    files_licence="$(awk '/^Files: \*$/ { found = 1 } found && /^License:/ { print $2; exit } /^$/ { found = 0 }' "$copyright")"
    [ "$files_licence" = "$licence" ] || fail "copyright: Files: * is under '$files_licence', not $licence"
    grep -q "^License: $licence\$" "$copyright" && grep -q '/usr/share/common-licenses/GPL-3' "$copyright" ||
        fail "copyright: no $licence paragraph pointing at /usr/share/common-licenses/GPL-3"
    ok "copyright: DEP-5, Files: * under $files_licence"
else
    fail "no usr/share/doc/lorafleet/copyright"
fi
project_licence="$(sed -n 's:.*<project_license>\(.*\)</project_license>.*:\1:p' "$metainfo")"
[ "$project_licence" = "$licence" ] && ok "AppStream project_license $project_licence" ||
    fail "AppStream project_license is '$project_licence', not $licence"

# The man page renders, with the help's commands and the examples.
if page="$(MANWIDTH=80 man -l "$share/man/man1/lorafleet.1.gz" 2>&1)" &&
    grep -q "^SYNOPSIS" <<<"$page" && grep -q "^EXAMPLES" <<<"$page" && grep -q "eval \[SCENARIO\]" <<<"$page"; then
    ok "man -l lorafleet.1.gz ($(wc -l <<<"$page") lines)"
else
    fail "man -l: $page"
fi

# The packaged binary, run from the extracted package without a display.
app="$root/usr/bin/lorafleet"
version_output="$("$app" --lang en --version)" # the licence line in English, whatever the locale
version_line="$(head -n 1 <<<"$version_output")"
echo "check-deb: $version_line"
[[ "$version_line" == "lorafleet $version"* ]] || fail "--version says '$version_line', the package $version"
if git rev-parse --short HEAD >/dev/null 2>&1; then
    [[ "$version_line" == *"(git $(git rev-parse --short HEAD))" ]] || fail "--version names another commit than HEAD"
fi
grep -q "^License $licence: " <<<"$version_output" && ok "--version names $licence" ||
    fail "--version names no licence, or another than $licence: $version_output"
json="$(env -u DISPLAY -u WAYLAND_DISPLAY "$app" eval --json | tail -n 1)"
[[ "$json" == "{"*"}" ]] && ok "eval --json" || fail "eval --json printed $json"
env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$app" export --out "$scratch/charts" >/dev/null
pngs="$(file "$scratch"/charts/*.png | grep -c 'PNG image data, 1200 x 750' || true)"
[ "$pngs" -eq 5 ] && ok "export --out DIR: 5 PNG charts" || fail "export wrote $pngs PNG charts of 1200 x 750"

if [ "$failures" -gt 0 ]; then
    echo "check-deb: $failures check(s) failed for $deb" >&2
    exit 1
fi
echo "check-deb: $(basename "$deb") passed"
