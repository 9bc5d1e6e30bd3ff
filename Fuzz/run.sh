#!/usr/bin/env bash
# Builds the codec and font fuzzers with libFuzzer and AddressSanitizer and runs each for a while.
#   Fuzz/run.sh [seconds-per-target]   (default 60; FUZZ_TARGETS="Font PNG" picks targets)
# Corpora live in .build-fuzz/corpus/<target>/ (seeded from the test fixtures); crashers libFuzzer
# finds are written to .build-fuzz/crashes/ and belong in Tests/TransitRenderTests/Fixtures/fuzz/
# as regression inputs (the test suite decodes every file there: an error or an image, no crash).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
seconds=${1:-60}
scratch=.build-fuzz
swift build -c release --scratch-path "$scratch" --target TransitRender \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing 2>&1 | tail -n 3
bin="$scratch/release"
objects=$(find "$bin/CTransitMath.build" "$bin/TransitAnimation.build" "$bin/Transit.build" "$bin/TransitRender.build" -name '*.o')
mkdir -p "$scratch/crashes"
for target in ${FUZZ_TARGETS:-PNG GIF Inflate Font}; do
    swiftc -sanitize=fuzzer,address -parse-as-library -I "$bin/Modules" \
        -Xcc -fmodule-map-file="$bin/CTransitMath.build/module.modulemap" \
        "Fuzz/Fuzz$target.swift" $objects -o "$scratch/fuzz-$target" 2>&1 | grep -v "Cannot export local symbol" || true
    corpus="$scratch/corpus/$target"
    mkdir -p "$corpus"
    case $target in
        PNG) cp Tests/TransitRenderTests/Fixtures/png/*.png "$corpus/" ;;
        Inflate) cp Tests/TransitRenderTests/Fixtures/zlib/*.zz "$corpus/" ;;
        GIF) cp Tests/TransitRenderTests/Fixtures/gif/*.gif "$corpus/" 2>/dev/null || true ;;
        # Small whole fonts (TrueType and CFF) cut from the Debian fonts with fontTools' subsetter
        # when it is installed (pip install fontTools), else the first 64 KiB of each file.
        Font) for f in /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.otf \
                       /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf; do
                  [ -f "$f" ] || continue
                  out="$corpus/$(basename "$f").sub"
                  if command -v pyftsubset > /dev/null && [ "$(basename "$f")" = NotoColorEmoji.ttf ]; then
                      # Colour bitmaps (CBLC/CBDT) and the GSUB ligatures of a flag and a ZWJ sequence.
                      pyftsubset "$f" --text="😀🇺🇸👨‍👩‍👧" --layout-features='*' --output-file="$out" 2> /dev/null || head -c 65536 "$f" > "$out"
                  elif command -v pyftsubset > /dev/null && [ "${f##*.}" != ttc ]; then
                      pyftsubset "$f" --text="AVag한漢" --output-file="$out" 2> /dev/null || head -c 65536 "$f" > "$out"
                  elif command -v pyftsubset > /dev/null; then
                      pyftsubset "$f" --font-number=1 --text="AVag한漢" --output-file="$out" 2> /dev/null || head -c 65536 "$f" > "$out"
                  else
                      head -c 65536 "$f" > "$out"
                  fi
              done ;;
    esac
    "$scratch/fuzz-$target" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 \
        -artifact_prefix="$scratch/crashes/$target-" "$corpus" 2>&1 | tail -n 4
done
