#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole package check, on a scratch or fresh Debian 12 machine (as root or with sudo): installs
# the package with apt, then checks the command line, the man page, the scenario MIME type and its
# default application, and, under Xvfb, that the menu entry (gtk-launch) and a double-clicked
# scenario file (xdg-open) each open a window of the app with its icon. Removes the package again,
# with the packages its installation pulled in; keeps the check's own tools (xvfb, xdotool, ...).
# It changes the system: CI runs tests/package/check-deb.sh instead, which installs nothing.
# Usage: scripts/package-check.sh [build/lorafleet_<version>_<arch>.deb]   (default: scripts/package.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" -eq 0 ]; then as_root=(); else as_root=(sudo); fi
export DEBIAN_FRONTEND=noninteractive

deb="${1:-}"
[ -n "$deb" ] || deb="$(scripts/package.sh)"
deb="$(realpath "$deb")"
if dpkg-query -W -f='${Status}' lorafleet 2>/dev/null | grep -q "install ok installed"; then
    echo "package-check: lorafleet is installed already; remove it first (apt remove lorafleet)" >&2
    exit 1
fi

tools=(xvfb xauth xdotool x11-utils libgtk-3-bin xdg-utils desktop-file-utils man-db)
missing=()
for package in "${tools[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "package-check: installing the check's tools: ${missing[*]}"
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

scratch="$(mktemp -d)"
before="$scratch/packages-before"
dpkg-query -W -f='${Package}\n' | sort >"$before"
cleanup() {
    echo "package-check: removing lorafleet and what its installation pulled in"
    "${as_root[@]}" apt-get purge -y -qq lorafleet >/dev/null 2>&1 || true
    mapfile -t added < <(dpkg-query -W -f='${Package}\n' | sort | comm -13 "$before" -)
    if [ ${#added[@]} -gt 0 ]; then
        echo "package-check: purging ${added[*]}"
        "${as_root[@]}" apt-get purge -y -qq "${added[@]}" >/dev/null || true
    fi
    dpkg-query -W lorafleet >/dev/null 2>&1 && dpkg-query -W -f='${Status}' lorafleet | grep -q installed &&
        echo "package-check: lorafleet is still installed" >&2
    rm -rf "$scratch"
}
trap cleanup EXIT

failures=0
fail() { echo "package-check: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "package-check: ok: $*"; }

echo "package-check: apt install $deb"
"${as_root[@]}" apt-get install -y -qq "$deb" >"$scratch/apt.log" 2>&1 || { cat "$scratch/apt.log" >&2; exit 1; }
added_by_install="$(dpkg-query -W -f='${Package}\n' | sort | comm -13 "$before" - | { grep -vx lorafleet || true; } | tr '\n' ' ')"
echo "package-check: installed lorafleet $(dpkg-query -W -f='${Version}' lorafleet)${added_by_install:+, pulling in: $added_by_install}"
if grep -qs '^path-exclude.*/usr/share/man' /etc/dpkg/dpkg.cfg.d/*; then
    echo "package-check: note: dpkg excludes /usr/share/man on this machine (a minimal image): no man page"
fi

# A fresh user: the app's settings and the user's MIME choices start empty.
export HOME="$scratch/home"
export XDG_CONFIG_HOME="$HOME/.config" XDG_DATA_HOME="$HOME/.local/share" XDG_CACHE_HOME="$HOME/.cache"
export XDG_RUNTIME_DIR="$scratch/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
unset DISPLAY WAYLAND_DISPLAY XDG_CURRENT_DESKTOP

[ "$(command -v lorafleet)" = /usr/bin/lorafleet ] && ok "lorafleet is /usr/bin/lorafleet" || fail "lorafleet not on PATH"
ok "$(lorafleet --version)"
lorafleet eval --json | tail -n 1 | grep -q '^{.*}$' && ok "lorafleet eval --json" || fail "lorafleet eval --json"
lorafleet export --out "$scratch/charts" --format report >/dev/null && [ -s "$scratch/charts/report.pdf" ] &&
    ok "lorafleet export --format report (no display)" || fail "lorafleet export --format report"
if MANWIDTH=80 man lorafleet 2>/dev/null | grep -q "^EXAMPLES"; then
    ok "man lorafleet: $(MANWIDTH=80 man lorafleet 2>/dev/null | sed -n '4p' | sed 's/^ *//')"
else
    fail "man lorafleet"
fi

scenario="$scratch/Package check.lorafleet.json"
sed 's/"name": "[^"]*"/"name": "Package check"/' resources/presets/h200.json >"$scenario"
type="$(xdg-mime query filetype "$scenario")"
[ "$type" = application/x-lorafleet-scenario ] && ok "xdg-mime query filetype: $type" || fail "filetype of *.lorafleet.json is $type"
default="$(xdg-mime query default application/x-lorafleet-scenario)"
[ "$default" = lorafleet.desktop ] && ok "xdg-mime query default: $default" || fail "default application: '$default'"
[ -f /usr/share/icons/hicolor/icon-theme.cache ] && [ /usr/share/icons/hicolor/icon-theme.cache -nt "$deb" ] &&
    ok "the hicolor icon cache was refreshed" || echo "package-check: note: hicolor's icon cache was not refreshed"

# Under Xvfb: open the app from its menu entry, then by "double-clicking" a scenario file.
window_check() { # LAUNCH_COMMAND WINDOW_NAME_PATTERN DESCRIPTION
    local launch="$1" pattern="$2" what="$3"
    xvfb-run -a -s "-screen 0 1600x1000x24" bash -c '
        '"$launch"' >"$0/launch.log" 2>&1 &
        window="$(timeout 30 xdotool search --sync --onlyvisible --name "$1" | head -n 1)" || exit 1
        echo "window $window: $(xdotool getwindowname "$window")"
        xprop -id "$window" WM_CLASS
        echo "_NET_WM_ICON: $(xprop -id "$window" _NET_WM_ICON | grep -o "Icon ([0-9]* x [0-9]*)" | tr "\n" " ")"
        pid="$(xdotool getwindowpid "$window")"
        echo "process $pid: $(tr "\0" " " </proc/"$pid"/cmdline)"
        kill "$pid"
        timeout 10 tail --pid="$pid" -f /dev/null
    ' "$scratch" "$pattern" >"$scratch/window.log" 2>&1 && grep -q "_NET_WM_ICON: Icon" "$scratch/window.log"
    local status=$?
    sed 's/^/package-check:   /' "$scratch/window.log"
    [ "$status" -eq 0 ] && ok "$what" || { fail "$what"; cat "$scratch/launch.log" >&2; }
}
window_check "gtk-launch lorafleet" "LoRA Fleet Explorer" "gtk-launch lorafleet opens a window with the icon"
window_check "xdg-open \"$scenario\"" "Package check" "xdg-open *.lorafleet.json opens the scenario in the app"

if [ "$failures" -gt 0 ]; then
    echo "package-check: $failures check(s) failed" >&2
    exit 1
fi
echo "package-check: all checks passed"
