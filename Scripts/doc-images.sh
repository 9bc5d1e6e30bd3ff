#!/usr/bin/env bash
# Scripts/doc-images.sh — renders the pictures the README and the documentation show, with the
# release `transit`, into Sources/Transit/Transit.docc/Resources (DocC and GitHub both read them
# from there).
#
#   Scripts/doc-images.sh           # re-render every picture in place
#   Scripts/doc-images.sh --check   # render into a temporary folder; fail when a committed picture
#                                   # differs from what the renderer draws now (CI runs this)
#
# The renderer and the encoders are bit-exact and deterministic, in debug and release builds
# alike, so a picture only changes when what it shows changes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
check=0
[ "${1:-}" = "--check" ] && check=1
# TRANSIT names another transit binary (a debug build draws the same bits).
bin="${TRANSIT:-}"
if [ -z "$bin" ]; then
    swift build -c release --product transit > /dev/null
    bin=.build/release/transit
fi
dest=Sources/Transit/Transit.docc/Resources
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/out"

# The README's picture: a list whose selection follows the edge-swipe pop.
"$bin" demo --only table-selection --scale 1 --fps 12 --format gif -o "$tmp/demo" > /dev/null
cp "$tmp/demo/table-selection.gif" "$tmp/out/table-selection.gif"
# Getting started: the cover transition of the ten-line example, half way, and animated.
"$bin" render cover --scale 1 --progress 0.5 -o "$tmp/out/cover-half.png" > /dev/null
"$bin" render cover --scale 1 --fps 15 -o "$tmp/out/cover.gif" > /dev/null
# Interactive transitions: the edge-swipe pop, cancelled then finished.
"$bin" demo --only navigation-edge-swipe --scale 1 --fps 12 --format gif -o "$tmp/demo" > /dev/null
cp "$tmp/demo/navigation-edge-swipe.gif" "$tmp/out/edge-swipe.gif"
# Shared elements and the catalogue: a photo flying between a grid and its detail, and a cube
# half way round.
"$bin" demo --only shared-element-photo --scale 1 --fps 12 --format gif -o "$tmp/demo" > /dev/null
cp "$tmp/demo/shared-element-photo.gif" "$tmp/out/shared-element-photo.gif"
"$bin" render cube-horizontal --scale 1 --progress 0.5 -o "$tmp/out/cube-half.png" > /dev/null

status=0
for file in "$tmp"/out/*; do
    name=$(basename "$file")
    if [ $check = 1 ]; then
        if ! cmp -s "$file" "$dest/$name"; then
            echo "doc-images: $dest/$name is not what the renderer draws now; run Scripts/doc-images.sh" >&2
            status=1
        fi
    else
        mkdir -p "$dest"
        cp "$file" "$dest/$name"
        echo "doc-images: $dest/$name ($(( $(wc -c < "$file") / 1024 )) KiB)"
    fi
done
exit $status
