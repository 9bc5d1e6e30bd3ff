#!/usr/bin/env bash
# Benchmarks/run.sh — Transit against its reference programs, on this machine, in one run.
#
#   Benchmarks/run.sh [ROUNDS=5] [FRAMES=100]
#
# Builds `transit` in release and the references in Benchmarks/ (engine_loop.c, cairo_frame.c,
# skia_frame.py, constraints_kiwi.py), then runs each reference and the matching `transit bench`
# alternately, ROUNDS times, so both sides see the same load. Prints each side's median and the ratio
# Transit / reference (below 1: Transit is faster or smaller). Machines are noisy: compare ratios
# from one run, never absolute times from different runs.
#
# Needs Swift and a C compiler. cairo (libcairo2-dev), skia-python and kiwisolver (PyPI) and
# gifsicle are installed when missing and possible (apt-get as root, pip into a virtual environment under
# .build/benchmarks); a comparison whose reference cannot be had is skipped with the reason.
# Environment: CC (C compiler), PYTHON (an interpreter that has skia-python, or one to make the
# virtual environment with), SWIFT_BUILD_FLAGS (extra flags for swift build).
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
frames=${2:-100}
work=.build/benchmarks
mkdir -p "$work"
say() { printf '%s\n' "$*"; }
skip() { say "  skipped: $*"; }

# --- build -------------------------------------------------------------------------------------
say "Building transit (release)…"
swift build -c release --product transit ${SWIFT_BUILD_FLAGS:-} >"$work/build.log" 2>&1 || {
    say "error: swift build -c release failed; see $work/build.log"; exit 1; }
# The binary where that build put it (SWIFT_BUILD_FLAGS may name another --scratch-path).
transit="$(swift build -c release --show-bin-path ${SWIFT_BUILD_FLAGS:-})/transit"
cc=${CC:-cc}
command -v "$cc" >/dev/null || cc=gcc
command -v "$cc" >/dev/null || { say "error: no C compiler (install gcc or set CC)"; exit 1; }

apt_install() {  # apt_install PACKAGE…: installs when running as root with apt-get; quiet
    command -v apt-get >/dev/null && [ "$(id -u)" = 0 ] || return 1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >>"$work/install.log" 2>&1 \
        || { apt-get update -q >>"$work/install.log" 2>&1 \
             && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >>"$work/install.log" 2>&1; }
}

"$cc" -O2 -o "$work/engine_loop" Benchmarks/engine_loop.c -lm || { say "error: engine_loop.c does not build"; exit 1; }
"$cc" -O2 -o "$work/memory_floor" Benchmarks/memory_floor.c || { say "error: memory_floor.c does not build"; exit 1; }

have_cairo=0
pkg-config --exists cairo 2>/dev/null || apt_install libcairo2-dev pkg-config
if pkg-config --exists cairo 2>/dev/null \
   && "$cc" -O2 -o "$work/cairo_frame" Benchmarks/cairo_frame.c $(pkg-config --cflags --libs cairo) -lm \
   && "$cc" -O2 -o "$work/cairo_paths" Benchmarks/cairo_paths.c $(pkg-config --cflags --libs cairo) -lm; then
    have_cairo=1
else
    cairo_reason="cairo's development files are missing and could not be installed (apt-get install libcairo2-dev)"
fi

have_skia=0
python=${PYTHON:-python3}
if command -v "$python" >/dev/null; then
    if ! "$python" -c "import skia" 2>/dev/null; then
        if [ ! -x "$work/venv/bin/python" ] && ! "$python" -m venv "$work/venv" >>"$work/install.log" 2>&1; then
            apt_install python3-venv && "$python" -m venv "$work/venv" >>"$work/install.log" 2>&1
        fi
        [ -x "$work/venv/bin/python" ] && "$work/venv/bin/python" -m pip install -q skia-python >>"$work/install.log" 2>&1
        python="$work/venv/bin/python"
    fi
    "$python" -c "import skia" 2>/dev/null && have_skia=1
fi
[ $have_skia = 1 ] || skia_reason="skia-python is not importable and pip could not install it (pip install skia-python)"

# kiwisolver (PyPI), the C++ Cassowary solver, for the Auto Layout comparison.
have_kiwi=0
kiwi_python=$python
if command -v "$kiwi_python" >/dev/null && ! "$kiwi_python" -c "import kiwisolver" 2>/dev/null; then
    [ -x "$work/venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$work/venv" >>"$work/install.log" 2>&1 \
        || { apt_install python3-venv && "${PYTHON:-python3}" -m venv "$work/venv" >>"$work/install.log" 2>&1; }
    [ -x "$work/venv/bin/python" ] && "$work/venv/bin/python" -m pip install -q kiwisolver >>"$work/install.log" 2>&1
    kiwi_python="$work/venv/bin/python"
fi
command -v "$kiwi_python" >/dev/null && "$kiwi_python" -c "import kiwisolver" 2>/dev/null && have_kiwi=1

command -v gifsicle >/dev/null || apt_install gifsicle

# --- run ---------------------------------------------------------------------------------------
# Each measurement appends one number per round to a file; the summary takes medians.
: >"$work/c-engine"; : >"$work/t-engine"; : >"$work/cairo"; : >"$work/skia"; : >"$work/skia-flip"
: >"$work/t-render"; : >"$work/t-flip"; : >"$work/skia-flip90"; : >"$work/t-flip90"
: >"$work/cairo-paths"; : >"$work/t-paths"; psnr=""
: >"$work/kiwi-scratch"; : >"$work/kiwi-change"; : >"$work/t-scratch"; : >"$work/t-change"; : >"$work/t-apply"
: >"$work/floor-cache"; : >"$work/floor-memory"; : >"$work/t-unchanged"; : >"$work/t-text"
: >"$work/t-views1k"; : >"$work/t-views10k"
field() { sed -n "s|.*$1\([0-9.]*\).*|\1|p" | head -n1; }   # the number after a label

checksums_match=1
for round in $(seq "$rounds"); do
    say "Round $round/$rounds"
    c=$("$work/engine_loop"); t=$("$transit" bench engine --runs 1)
    printf '%s\n' "$c" | field "frames: " >>"$work/c-engine"
    printf '%s\n' "$t" | field "frames: " >>"$work/t-engine"
    awk -v a="$(printf '%s' "$c" | field "checksum ")" -v b="$(printf '%s' "$t" | field "checksum ")" \
        'BEGIN { d = a - b; if (d < 0) d = -d; exit !(a != "" && d <= 1e-6 * (a < 0 ? -a : a)) }' || checksums_match=0
    if [ $have_cairo = 1 ]; then
        "$work/cairo_frame" "$frames" | field "median=" >>"$work/cairo"
        "$work/cairo_paths" "$frames" "$work/cairo-paths.png" | field "median=" >>"$work/cairo-paths"
        p=$("$transit" bench render --scene paths --frames "$frames" --reference "$work/cairo-paths.png")
        printf '%s\n' "$p" | grep '^paths' | field "median=" >>"$work/t-paths"
        psnr=$(printf '%s\n' "$p" | field "psnr ")
    fi
    # The memory floor: a fill and a copy of the transition frame's bytes (Benchmarks/memory_floor.c).
    m=$("$work/memory_floor" 1179 2556)
    printf '%s\n' "$m" | field "in-cache=" >>"$work/floor-cache"
    printf '%s\n' "$m" | field "from-memory=" >>"$work/floor-memory"
    t=$("$transit" bench render --frames "$frames")
    printf '%s\n' "$t" | grep '^transition' | field "median=" >>"$work/t-render"
    printf '%s\n' "$t" | grep '^flip' | field "median=" >>"$work/t-flip"
    printf '%s\n' "$t" | grep '^flip' | field "p90=" >>"$work/t-flip90"
    if [ $have_skia = 1 ]; then
        s=$("$python" Benchmarks/skia_frame.py "$frames" flip)
        printf '%s\n' "$s" | grep ' transition ' | field "median=" >>"$work/skia"
        printf '%s\n' "$s" | grep ' flip ' | field "median=" >>"$work/skia-flip"
        printf '%s\n' "$s" | grep ' flip ' | field "p90=" >>"$work/skia-flip90"
    fi
    # The goals without a reference program: an unchanged frame, the text frame, animating views.
    "$transit" bench render --scene damage --frames "$frames" | grep '^damage unchanged' | field "incremental=" >>"$work/t-unchanged"
    "$transit" bench text --frames 30 | field "then median " >>"$work/t-text"
    "$transit" bench views --views 1000 --frames 120 | field "wall, " >>"$work/t-views1k"
    "$transit" bench views --views 10000 --frames 60 | field "wall, " >>"$work/t-views10k"
    # Auto Layout: the same grid of 1,000 constraints, each side the median of 11 repetitions.
    t=$("$transit" bench constraints --runs 11)
    printf '%s\n' "$t" | field "solve from scratch " >>"$work/t-scratch"
    printf '%s\n' "$t" | field "one constant change " >>"$work/t-change"
    printf '%s\n' "$t" | field "CPU (incremental re-solve) + " >>"$work/t-apply"
    if [ $have_kiwi = 1 ]; then
        k=$("$kiwi_python" Benchmarks/constraints_kiwi.py 250 11)
        printf '%s\n' "$k" | field "solve from scratch " >>"$work/kiwi-scratch"
        printf '%s\n' "$k" | field "one constant change " >>"$work/kiwi-change"
    fi
done

median() { sort -g "$1" | awk '{ v[NR] = $1 } END { if (NR == 0) print ""; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# The median over rounds of Transit / reference, each ratio taken within one round.
ratio() {
    paste "$work/$1" "$work/$2" | awk 'NF == 2 && $2 > 0 { print $1 / $2 }' >"$work/ratio"
    [ -s "$work/ratio" ] && awk '{ printf "%.2f\n", $1 }' <<<"$(median "$work/ratio")" || printf 'n/a'
}

say ""
say "Transit $("$transit" --version) against the references: medians of $rounds alternating rounds;"
say "each ratio is the median of the rounds' own ratios (below 1: Transit is faster or smaller)."
e_c=$(median "$work/c-engine"); e_t=$(median "$work/t-engine")
printf '  %-34s %10s %10s   %s\n' "measure" "Transit" "reference" "Transit / reference"
printf '  %-34s %10s %10s   %s\n' "engine, ns per animation-frame" "$e_t" "$e_c" "$(ratio t-engine c-engine)  (C engine loop)"
if [ $checksums_match = 1 ]; then say "  engine checksums agree within 1e-6 (same timing maths)"
else say "  warning: the engine checksums differ by more than 1e-6: the timing maths disagree"; fi
r_t=$(median "$work/t-render"); f_t=$(median "$work/t-flip")
if [ $have_cairo = 1 ]; then
    r_c=$(median "$work/cairo")
    printf '  %-34s %10s %10s   %s\n' "transition frame, ms" "$r_t" "$r_c" "$(ratio t-render cairo)  (cairo)"
    p_t=$(median "$work/t-paths"); p_c=$(median "$work/cairo-paths")
    printf '  %-34s %10s %10s   %s\n' "path scene frame, ms" "$p_t" "$p_c" "$(ratio t-paths cairo-paths)  (cairo; PSNR $psnr dB)"
else
    say "  transition frame vs cairo:"; skip "$cairo_reason"
fi
if [ $have_skia = 1 ]; then
    r_s=$(median "$work/skia"); f_s=$(median "$work/skia-flip")
    printf '  %-34s %10s %10s   %s\n' "transition frame, ms" "$r_t" "$r_s" "$(ratio t-render skia)  (Skia via skia-python)"
    f90_t=$(median "$work/t-flip90"); f90_s=$(median "$work/skia-flip90")
    printf '  %-34s %10s %10s   %s\n' "perspective flip, median ms" "$f_t" "$f_s" "$(ratio t-flip skia-flip)  (Skia via skia-python)"
    printf '  %-34s %10s %10s   %s\n' "perspective flip, p90 ms" "$f90_t" "$f90_s" "$(ratio t-flip90 skia-flip90)  (Skia via skia-python)"
    say "  (the flip's back half is culled, so its median is the cheapest visible, nearly edge-on frame;"
    say "   its p90 is a face-on, full-screen frame)"
else
    say "  transition frame and flip vs Skia:"; skip "$skia_reason"
fi

# The memory floor: the transition frame against a fill and a copy of its bytes on this machine.
fc=$(median "$work/floor-cache"); fm=$(median "$work/floor-memory")
printf '  %-34s %10s %10s   %s\n' "transition frame, ms" "$r_t" "$fc" "$(ratio t-render floor-cache)  (memory floor, in cache)"
printf '  %-34s %10s %10s   %s\n' "transition frame, ms" "$r_t" "$fm" "$(ratio t-render floor-memory)  (memory floor, from memory)"

# The goals of the render server with no reference program: the figure against its goal.
goal() {  # goal LABEL FILE GOAL: the median and its ratio to the goal
    local v; v=$(median "$work/$2")
    printf '  %-34s %10s %10s   %s\n' "$1" "$v" "$3" "$(awk -v v="$v" -v g="$3" 'BEGIN { if (v == "") print "n/a"; else printf "%.2f  (goal)\n", v / g }')"
}
goal "unchanged frame, ms" t-unchanged 0.1
goal "text frame (60 lines), ms" t-text 5
goal "1,000 animating views, CPU ms/step" t-views1k 0.3
goal "10,000 animating views, CPU ms/step" t-views10k 3
# Peak memory of a 4096×4096, 10-frame GIF (the render command's own peak, once).
peak=$(python3 - "$transit" "$work/big.gif" <<'PY' 2>/dev/null
import resource, subprocess, sys
subprocess.run([sys.argv[1], "render", "fade", "--size", "4096x4096", "--scale", "1", "--fps", "10",
                "--duration", "0.9", "-o", sys.argv[2]], check=True, capture_output=True)
print("%.0f" % (resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024))
PY
)
if [ -n "$peak" ]; then
    printf '  %-34s %10s %10s   %s\n' "4096x4096 10-frame GIF, peak MB" "$peak" "260" "$(awk -v v="$peak" 'BEGIN { printf "%.2f  (goal)", v / 260 }')"
else
    say "  4096x4096 GIF peak memory:"; skip "python3 is missing or the render failed"
fi

# GIF size: the same 30 frames, encoded by Transit and optimized by gifsicle -O3.
codecs=$("$transit" bench codecs --runs 1 --out "$work/codecs")
gif_ratio=$(printf '%s\n' "$codecs" | field "ours / gifsicle = ")
if [ -n "$gif_ratio" ]; then
    ours=$(printf '%s\n' "$codecs" | sed -n 's/^gif .*  \([0-9]*\) bytes$/\1/p')
    theirs=$(printf '%s\n' "$codecs" | sed -n 's/^gifsicle -O3 of the same frames: \([0-9]*\) bytes.*/\1/p')
    printf '  %-34s %10s %10s   %s\n' "30-frame GIF, bytes" "$ours" "$theirs" "$gif_ratio  (gifsicle -O3)"
else
    say "  GIF size vs gifsicle -O3:"; skip "gifsicle is not installed and could not be (apt-get install gifsicle)"
fi

# Auto Layout: 1,000 constraints from scratch (Transit: activation and the layout pass that builds
# the engine and applies the frames; kiwisolver: adding them and reading every value), then one
# constant change re-solved incrementally (the frames applied apart), against kiwisolver.
a_t=$(median "$work/t-apply")
if [ $have_kiwi = 1 ]; then
    s_t=$(median "$work/t-scratch"); s_k=$(median "$work/kiwi-scratch")
    c_t=$(median "$work/t-change"); c_k=$(median "$work/kiwi-change")
    printf '  %-34s %10s %10s   %s\n' "Auto Layout from scratch, ms" "$s_t" "$s_k" "$(ratio t-scratch kiwi-scratch)  (kiwisolver)"
    printf '  %-34s %10s %10s   %s\n' "one constant change, ms" "$c_t" "$c_k" "$(ratio t-change kiwi-change)  (kiwisolver; + $a_t ms applying the frames)"
else
    say "  Auto Layout vs kiwisolver:"; skip "kiwisolver is not importable and pip could not install it (pip install kiwisolver)"
    say "  Auto Layout (transit bench constraints): from scratch $(median "$work/t-scratch") ms, one constant change $(median "$work/t-change") ms + $a_t ms applying the frames"
fi

# Dynamics: 50 items falling into a pile under gravity and collisions, per frame step, against the
# same 50 views moved by block animations in the same run.
say ""
say "UIKit Dynamics (transit bench dynamics, thread CPU time per frame step):"
"$transit" bench dynamics --items 50 --frames 240 | sed 's/^/  /'
