#!/usr/bin/env bash
# Scripts/docs.sh — builds the documentation of every library module as a static website and,
# when a headless Chromium is available, opens it and saves screenshots.
#
#   Scripts/docs.sh            # sites in .build/docs/<Module>, screenshots in .build/docs/*.png
#   Scripts/docs.sh --no-screenshot
#
# The symbol graphs come from the modules of the debug build (`swift build`, run here when a
# module is missing) through swift-symbolgraph-extract, and DocC converts each catalogue with its
# module's graphs: the same input `swift package generate-documentation` gives DocC, without
# compiling the modules again (that rebuild would also make the next `swift build` recompile
# them).
#
# Fails (exit 1) when DocC reports any warning: a broken symbol link, a documented parameter
# that does not exist, an article that cannot be found. Screenshots need Chromium; the script
# installs it with apt-get when it runs as root, and otherwise says how to get it and skips them.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
modules=(TransitAnimation TransitGraphics Transit TransitRender TransitTesting TransitCatalog TransitDemo TransitLive TransitUIKit)
out=.build/docs
screenshots=1
[ "${1:-}" = "--no-screenshot" ] && screenshots=0
mkdir -p "$out"

bin=.build/debug
for module in "${modules[@]}"; do
    [ -f "$bin/Modules/$module.swiftmodule" ] && continue
    swift build > "$out/build.log" 2>&1 || { echo "docs: the build FAILED; see $out/build.log"; exit 1; }
    break
done
status=0
for module in "${modules[@]}"; do
    lower=$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
    log="$out/$module.log"
    graphs="$out/symbol-graphs/$module"
    rm -rf "$graphs" "$out/$module" && mkdir -p "$graphs"
    if ! { swift-symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
               -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CTransitMath.build/module.modulemap" \
               -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs" \
           && docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
               --output-path "$out/$module" --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
               --emit-lmdb-index --transform-for-static-hosting --hosting-base-path "$module"; } >"$log" 2>&1; then
        echo "docs: $module FAILED to build; see $log"
        status=1
        continue
    fi
    warnings=$(grep -c 'warning:' "$log")
    if [ "$warnings" -gt 0 ]; then
        echo "docs: $module has $warnings warning(s):"
        grep -A4 'warning:' "$log"
        status=1
    else
        echo "docs: $module built with no warnings: $out/$module/documentation/$lower/index.html"
    fi
done
[ $status = 0 ] || exit $status
[ $screenshots = 1 ] || exit 0

# --- screenshots -------------------------------------------------------------------------------
browser=""
for candidate in chromium chromium-browser google-chrome; do
    command -v "$candidate" >/dev/null && { browser=$candidate; break; }
done
if [ -z "$browser" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >"$out/chromium-install.log" 2>&1 \
        || { apt-get update -q >>"$out/chromium-install.log" 2>&1 \
             && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >>"$out/chromium-install.log" 2>&1; }
    command -v chromium >/dev/null && browser=chromium
fi
if [ -z "$browser" ]; then
    echo "docs: screenshots skipped: no Chromium (install the chromium package and run again)"
    exit 0
fi
if ! command -v python3 >/dev/null; then
    echo "docs: screenshots skipped: python3 is needed to serve the site"
    exit 0
fi

# The sites use their module name as base path, so one server over .build/docs serves them all.
root=$(mktemp -d)
trap 'kill "$server" 2>/dev/null; rm -rf "$root"' EXIT
for module in "${modules[@]}"; do ln -s "$PWD/$out/$module" "$root/$module"; done
port=$((8200 + RANDOM % 500))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$root" >/dev/null 2>&1 &
server=$!
sleep 1

shoot() {  # shoot URL-PATH FILE
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1600 \
        --virtual-time-budget=8000 --screenshot="$PWD/$out/$2" "http://127.0.0.1:$port/$1" >/dev/null 2>&1 \
        && echo "docs: screenshot $out/$2" || echo "docs: screenshot of $1 FAILED"
}
shoot "Transit/documentation/transit/" transit.png
shoot "Transit/documentation/transit/gettingstarted" getting-started.png
shoot "TransitTesting/documentation/transittesting/testingtransitionsframebyframe" testing.png
