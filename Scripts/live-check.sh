#!/usr/bin/env bash
# The live window on a real X server: `transit live <entry>` under Xvfb, its pointer driven by
# xdotool — pressed near the right edge, dragged 40 % of the width to the left and held — so the
# catalogue transition is scrubbed and held mid-way. A screenshot of the X screen is saved as a
# PNG for each entry and checked: the window, where X says it is, shows both sample screens (the
# outgoing blue one and the incoming orange one), so the pointer's events reached the transition
# through SDL, the event translation and the window's touch path.
#
#   Scripts/live-check.sh [output-folder] [entry ...]     (default: .build/live-check push)
#
# Environment: TRANSIT (the transit binary; default .build/release/transit if built, else
# .build/debug/transit), LIVE_SCALE (pixels per point, default 2), LIVE_OVERLAY (1: press d
# first, so the screenshot shows the debug overlay over the transition). Needs Debian's libsdl2-2.0-0,
# xvfb, xdotool and x11-apps (xwd); when one is missing the script says so and exits 0 with a
# skip message.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/live-check}"
shift || true
entries=("$@")
[ ${#entries[@]} -eq 0 ] && entries=(push)
for tool in xvfb-run xdotool xwd python3; do
    if ! command -v "$tool" > /dev/null; then
        echo "live-check: SKIPPED — $tool is not installed (apt-get install libsdl2-2.0-0 xvfb xdotool x11-apps python3)"
        exit 0
    fi
done
if ! /sbin/ldconfig -p 2> /dev/null | grep -q 'libSDL2-2.0.so.0'; then
    echo "live-check: SKIPPED — SDL2 is not installed (apt-get install libsdl2-2.0-0)"
    exit 0
fi
transit="${TRANSIT:-}"
if [ -z "$transit" ]; then
    transit=.build/release/transit
    [ -x "$transit" ] || transit=.build/debug/transit
fi
[ -x "$transit" ] || { echo "live-check: $transit is not built (swift build -c release)" >&2; exit 1; }
mkdir -p "$out"

for entry in "${entries[@]}"; do
    xvfb-run -a -s "-screen 0 1000x1800x24" bash -s "$transit" "$entry" "$out" "${LIVE_SCALE:-2}" "${LIVE_OVERLAY:-0}" <<'SESSION'
set -euo pipefail
transit="$1"; entry="$2"; out="$3"; scale="$4"; overlay="$5"
"$transit" live "$entry" --scale "$scale" 2> "$out/$entry.log" &
pid=$!
trap 'kill $pid 2> /dev/null || true' EXIT
wid="$(xdotool search --sync --name "transit live $entry" | head -n 1)"
eval "$(xdotool getwindowgeometry --shell "$wid")"
sleep 1   # the first frame
if [ "$overlay" = 1 ]; then xdotool key --window "$wid" d; sleep 0.3; fi
y=$((Y + HEIGHT / 2)); x=$((X + WIDTH * 9 / 10))
xdotool mousemove "$x" "$y" mousedown 1
for i in $(seq 1 20); do
    xdotool mousemove "$((x - WIDTH * 2 * i / 100))" "$y"
    sleep 0.03
done
sleep 1
xwd -root -silent > "$out/$entry.xwd"
echo "$X $Y $WIDTH $HEIGHT" > "$out/$entry.geometry"
xdotool mouseup 1
sleep 0.5
kill -TERM "$pid"   # SDL turns SIGTERM into a quit event: the window closes as with q
wait "$pid"
trap - EXIT
SESSION
    python3 Scripts/live-screenshot.py "$out/$entry.xwd" "$out/$entry.png" $(cat "$out/$entry.geometry")
    rm "$out/$entry.xwd"
done
echo "live-check: ${#entries[@]} screenshot(s) in $out"
