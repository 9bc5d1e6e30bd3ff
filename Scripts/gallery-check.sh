#!/usr/bin/env bash
# Renders the catalogue gallery (`transit gallery`) and opens its index.html in headless
# Chromium: every image must load and decode (APNG animations and contact-sheet PNGs), and a
# screenshot of the page is saved beside it.
#
#   Scripts/gallery-check.sh [output-folder]        (default: .build/gallery)
#
# Environment: TRANSIT (the transit binary; default .build/release/transit if built, else
# .build/debug/transit, built if missing), GALLERY_ONLY (render only entries whose names contain
# this text), GALLERY_SIZE (default 120x200), GALLERY_FPS (default 15).
# Chromium comes from Debian's `chromium` package, installed with apt-get when missing; when it
# cannot be installed the script says so and exits 0 with a skip message.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out="${1:-.build/gallery}"

browser=""
for candidate in chromium chromium-browser; do
    if command -v "$candidate" > /dev/null; then browser="$(command -v "$candidate")"; break; fi
done
if [ -z "$browser" ] && command -v apt-get > /dev/null; then
    sudo=""; [ "$(id -u)" -ne 0 ] && command -v sudo > /dev/null && sudo="sudo -n"
    if { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium; } > /dev/null 2>&1; then
        browser="$(command -v chromium || true)"
    fi
fi
if [ -z "$browser" ]; then
    echo "gallery-check: SKIPPED — Chromium is not installed and could not be installed with apt-get (package 'chromium')."
    exit 0
fi

transit="${TRANSIT:-}"
if [ -z "$transit" ]; then
    if [ -x .build/release/transit ]; then transit=.build/release/transit
    else
        [ -x .build/debug/transit ] || swift build -j 1 --product transit > /dev/null
        transit=.build/debug/transit
    fi
fi

rm -rf "$out"
args=(gallery -o "$out" --size "${GALLERY_SIZE:-120x200}" --fps "${GALLERY_FPS:-15}")
[ -n "${GALLERY_ONLY:-}" ] && args+=(--only "$GALLERY_ONLY")
"$transit" "${args[@]}" 2> /dev/null
dir="$(cd "$out" && pwd)"

# A copy of the page that reports, once the page has loaded (every image loaded or failed), how
# many images decoded to a picture (a broken file has no natural size).
check="$dir/check.html"
report='<pre id="result">pending</pre><script>
window.addEventListener("load", () => {
  const failed = [...document.images].filter(img => !img.complete || img.naturalWidth === 0).map(img => img.src);
  document.getElementById("result").textContent = "images " + document.images.length + " failed " + failed.length + " " + failed.join(" ");
});
</script></body>'
shopt -u patsub_replacement 2> /dev/null || true   # "&" in the replacement stays "&"
page="$(cat "$dir/index.html")"
printf '%s\n' "${page/<\/body>/$report}" > "$check"

flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files)
result="$("$browser" "${flags[@]}" --virtual-time-budget=30000 --dump-dom "file://$check" 2> /dev/null \
    | sed -n 's#.*<pre id="result">\([^<]*\)</pre>.*#\1#p')"
"$browser" "${flags[@]}" --window-size=1280,2400 --screenshot="$dir/screenshot.png" "file://$dir/index.html" > /dev/null 2>&1 || true
rm -f "$check"

expected=$(( $(ls "$dir"/*.apng | wc -l) * 2 ))
echo "gallery-check: $result (expected $expected images); screenshot: $dir/screenshot.png"
case "$result" in
    "images $expected failed 0 ") exit 0 ;;
    *) echo "gallery-check: FAILED — not every image loaded and decoded" >&2; exit 1 ;;
esac
