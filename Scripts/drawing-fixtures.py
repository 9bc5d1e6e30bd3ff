#!/usr/bin/env python3
"""Reference images for the Core Graphics drawing tests, drawn independently of Transit by cairo.

Each scene is a list of drawing calls, one per Core Graphics call (`GraphicsContext` in Transit).
This script writes the scenes to Tests/TransitRenderTests/Fixtures/drawing/scenes.json and paints
each one with cairo (libcairo through ctypes, so no Python binding needs building) into
<scene>.png; the Swift test replays the same calls through Transit's context and compares.

  Scripts/drawing-fixtures.py          write the fixtures
  Scripts/drawing-fixtures.py --check  regenerate into a temporary folder and compare (CI)

Requires: libcairo2 (the shared library).

Correspondences: CG's `addArc(clockwise: false)` in a y-down context is cairo_arc, `true` is
cairo_arc_negative; CG's blend modes copy/clear/multiply/screen/overlay/darken/lighten are cairo's
SOURCE/CLEAR/MULTIPLY/SCREEN/OVERLAY/DARKEN/LIGHTEN; `drawLinearGradient`/`drawRadialGradient`
paint the clip like cairo_paint with a linear/radial pattern, EXTEND_NONE without options and
EXTEND_PAD with both `drawsBeforeStartLocation` and `drawsAfterEndLocation`; CG's global alpha
multiplies the source, as the alpha of cairo's source colour or stops.
"""
import ctypes, ctypes.util, filecmp, json, math, os, sys, tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/drawing")

RED, GREEN, BLUE = [0.9, 0.2, 0.2, 1], [0.2, 0.7, 0.3, 1], [0.2, 0.3, 0.9, 1]
STAR = [["move", 32, 4], ["line", 48, 58], ["line", 4, 22], ["line", 60, 22], ["line", 16, 58], ["close"]]

SCENES = {
    "fill-winding": [["fill", *BLUE], *STAR, ["fillPath", 0]],
    "fill-evenodd": [["fill", *RED], *STAR, ["fillPath", 1],
                     ["fill", *GREEN], ["ellipse", 6, 36, 24, 24], ["ellipse", 12, 42, 12, 12], ["fillPath", 1]],
    "stroke-joins": [["stroke", *BLUE], ["lineWidth", 7],
                     ["join", 0], ["move", 6, 18], ["line", 18, 6], ["line", 30, 18], ["strokePath"],
                     ["join", 1], ["move", 34, 18], ["line", 46, 6], ["line", 58, 18], ["strokePath"],
                     ["join", 2], ["move", 6, 50], ["line", 18, 36], ["line", 30, 50], ["strokePath"],
                     ["join", 0], ["miter", 1.5], ["move", 34, 50], ["line", 46, 36], ["line", 58, 50], ["strokePath"]],
    "stroke-caps": [["stroke", *RED], ["lineWidth", 9],
                    ["cap", 0], ["move", 12, 12], ["line", 52, 14], ["strokePath"],
                    ["cap", 1], ["move", 12, 32], ["line", 52, 30], ["strokePath"],
                    ["cap", 2], ["move", 12, 50], ["line", 52, 52], ["strokePath"]],
    "stroke-curves": [["stroke", *GREEN], ["lineWidth", 3],
                      ["move", 6, 56], ["curve", 10, 0, 54, 0, 58, 56], ["strokePath"],
                      ["lineWidth", 2.5], ["arc", 32, 40, 14, 0, 4.2, 0], ["strokePath"],
                      ["fill", *BLUE], ["move", 20, 20], ["quad", 32, 0, 44, 20], ["close"], ["fillPath", 0]],
    "dashes": [["stroke", *BLUE], ["lineWidth", 4], ["dash", 0, [8, 4]],
               ["move", 4, 8], ["line", 60, 8], ["strokePath"],
               ["dash", 5, [10, 3, 2, 3]], ["cap", 1], ["move", 4, 20], ["line", 60, 20], ["strokePath"],
               ["cap", 0], ["dash", 2, [6, 6]], ["lineWidth", 3], ["ellipse", 12, 28, 40, 32], ["strokePath"]],
    "gradient-linear": [["save"], ["rect", 4, 4, 56, 26], ["clip", 0],
                        ["linear", 14, 0, 50, 0, [[0, *RED], [0.5, 1, 0.9, 0.2, 1], [1, *BLUE]], False], ["restore"],
                        ["save"], ["rect", 4, 34, 56, 26], ["clip", 0],
                        ["linear", 14, 34, 40, 60, [[0, *GREEN], [1, *BLUE]], True], ["restore"]],
    "gradient-radial": [["save"], ["rect", 0, 0, 64, 32], ["clip", 0],
                        ["radial", 20, 16, 2, 20, 16, 14, [[0, 1, 1, 1, 1], [1, *BLUE]], False], ["restore"],
                        ["save"], ["rect", 0, 32, 64, 32], ["clip", 0],
                        ["radial", 40, 46, 0, 32, 48, 12, [[0, *RED], [1, 0.1, 0.1, 0.3, 1]], True], ["restore"]],
    "clips": [["ellipse", 4, 4, 56, 56], ["clip", 0], ["rect", 10, 10, 44, 44], ["rect", 22, 22, 20, 20], ["clip", 1],
              ["fill", *RED], ["rect", 0, 0, 64, 64], ["fillPath", 0],
              ["fill", *BLUE], ["rect", 0, 28, 64, 8], ["fillPath", 0]],
    "transforms": [["translate", 32, 32], ["rotate", 0.5], ["fill", *GREEN], ["rect", -20, -8, 40, 16], ["fillPath", 0],
                   ["save"], ["scale", 2, 0.75], ["stroke", *BLUE], ["lineWidth", 3], ["ellipse", -10, -30, 20, 20],
                   ["strokePath"], ["restore"],
                   ["concat", 1, 0, 0.5, 1, 0, 0], ["fill", *RED], ["rect", -6, 14, 12, 10], ["fillPath", 0]],
    "alpha": [["fill", *RED], ["rect", 6, 6, 34, 34], ["fillPath", 0], ["alpha", 0.5],
              ["fill", *BLUE], ["ellipse", 22, 22, 36, 36], ["fillPath", 0],
              ["alpha", 0.7], ["linear", 0, 0, 64, 0, [[0, 0, 0, 0, 1], [1, 0, 0, 0, 0]], False]],
    "blend-modes": [["fill", 0.9, 0.6, 0.1, 1], ["rect", 0, 0, 64, 32], ["fillPath", 0],
                    ["fill", 0.2, 0.4, 0.8, 0.6], ["rect", 0, 32, 64, 32], ["fillPath", 0],
                    *[x for i, mode in enumerate([2, 1, 3, 4, 5, 17, 16]) for x in [
                        ["save"], ["rect", 9 * i, 0, 9, 64], ["clip", 0], ["blend", mode],
                        ["fill", 0.3, 0.8, 0.5, 0.8], ["ellipse", 9 * i - 4, 14, 17, 36], ["fillPath", 0], ["restore"]]]],
    "scaled": [["scale", 0.5, 0.5], ["stroke", *RED], ["lineWidth", 6], ["join", 1], ["cap", 1],
               ["move", 12, 100], ["line", 40, 20], ["line", 70, 90], ["line", 110, 24], ["strokePath"]],
}
# Scenes drawn at 2 pixels per point (the context's base space is scaled, as a 2x image renderer's).
SCALES = {"scaled": 2}

cairo = ctypes.CDLL(ctypes.util.find_library("cairo") or "libcairo.so.2")
cairo.cairo_create.restype = ctypes.c_void_p
cairo.cairo_image_surface_create.restype = ctypes.c_void_p
cairo.cairo_pattern_create_linear.restype = ctypes.c_void_p
cairo.cairo_pattern_create_radial.restype = ctypes.c_void_p
D = ctypes.c_double
OPERATORS = {0: 2, 1: 14, 2: 15, 3: 16, 4: 17, 5: 18, 16: 0, 17: 1}


class Cairo:
    def __init__(self, cr):
        self.cr, self.alpha, self.stack = ctypes.c_void_p(cr), 1.0, []
        self.fill, self.stroke = [0, 0, 0, 1], [0, 0, 0, 1]

    def call(self, name, *args):
        getattr(cairo, "cairo_" + name)(self.cr, *[D(a) if isinstance(a, (int, float)) else a for a in args])

    def source(self, rgba):
        self.call("set_source_rgba", rgba[0], rgba[1], rgba[2], rgba[3] * self.alpha)

    def gradient(self, pattern, stops, extend):
        for s in stops:
            cairo.cairo_pattern_add_color_stop_rgba(ctypes.c_void_p(pattern), *[D(v) for v in s[:4]], D(s[4] * self.alpha))
        cairo.cairo_pattern_set_extend(ctypes.c_void_p(pattern), 3 if extend else 0)
        cairo.cairo_set_source(self.cr, ctypes.c_void_p(pattern))
        cairo.cairo_paint(self.cr)
        cairo.cairo_pattern_destroy(ctypes.c_void_p(pattern))

    def run(self, op, *a):
        if op == "fill": self.fill = list(a)
        elif op == "stroke": self.stroke = list(a)
        elif op == "move": self.call("move_to", *a)
        elif op == "line": self.call("line_to", *a)
        elif op == "curve": self.call("curve_to", *a)
        elif op == "quad":
            x0, y0 = D(), D()
            cairo.cairo_get_current_point(self.cr, ctypes.byref(x0), ctypes.byref(y0))
            cx, cy, x, y = a
            self.call("curve_to", x0.value + 2 / 3 * (cx - x0.value), y0.value + 2 / 3 * (cy - y0.value),
                      x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
        elif op == "close": self.call("close_path")
        elif op == "rect": self.call("rectangle", *a)
        elif op == "ellipse":
            x, y, w, h = a
            self.call("save"); self.call("translate", x + w / 2, y + h / 2); self.call("scale", w / 2, h / 2)
            self.call("new_sub_path"); self.call("arc", 0, 0, 1, 0, 2 * math.pi); self.call("close_path"); self.call("restore")
        elif op == "arc":
            cx, cy, r, a0, a1, cw = a
            self.call("arc_negative" if cw else "arc", cx, cy, r, a0, a1)
        elif op == "fillPath": cairo.cairo_set_fill_rule(self.cr, a[0]); self.source(self.fill); self.call("fill")
        elif op == "strokePath": self.source(self.stroke); self.call("stroke")
        elif op == "clip": cairo.cairo_set_fill_rule(self.cr, a[0]); self.call("clip")
        elif op == "lineWidth": self.call("set_line_width", a[0])
        elif op == "cap": cairo.cairo_set_line_cap(self.cr, a[0])
        elif op == "join": cairo.cairo_set_line_join(self.cr, a[0])
        elif op == "miter": self.call("set_miter_limit", a[0])
        elif op == "dash":
            lengths = (D * len(a[1]))(*a[1])
            cairo.cairo_set_dash(self.cr, lengths, len(a[1]), D(a[0]))
        elif op == "save": self.call("save"); self.stack.append((self.alpha, self.fill, self.stroke))
        elif op == "restore": self.call("restore"); self.alpha, self.fill, self.stroke = self.stack.pop()
        elif op == "translate": self.call("translate", *a)
        elif op == "scale": self.call("scale", *a)
        elif op == "rotate": self.call("rotate", *a)
        elif op == "concat": self.call("transform", ctypes.byref((D * 6)(*a)))
        elif op == "alpha": self.alpha = a[0]
        elif op == "blend": cairo.cairo_set_operator(self.cr, OPERATORS[a[0]])
        elif op == "linear":
            self.gradient(cairo.cairo_pattern_create_linear(*[D(v) for v in a[:4]]), a[4], a[5])
        elif op == "radial":
            self.gradient(cairo.cairo_pattern_create_radial(*[D(v) for v in a[:6]]), a[6], a[7])
        else: raise ValueError(op)


def draw(name, calls, path):
    scale = SCALES.get(name, 1)
    surface = ctypes.c_void_p(cairo.cairo_image_surface_create(0, 64 * scale, 64 * scale))
    c = Cairo(cairo.cairo_create(surface))
    c.call("scale", scale, scale)
    c.call("set_tolerance", 0.01)
    for call in calls: c.run(*call)
    cairo.cairo_surface_write_to_png(surface, path.encode())
    cairo.cairo_destroy(c.cr)
    cairo.cairo_surface_destroy(surface)


def write(folder):
    os.makedirs(folder, exist_ok=True)
    scenes = [{"name": n, "scale": SCALES.get(n, 1), "size": 64, "calls": c} for n, c in SCENES.items()]
    with open(os.path.join(folder, "scenes.json"), "w") as f:
        json.dump(scenes, f, indent=1)
        f.write("\n")
    for name, calls in SCENES.items():
        draw(name, calls, os.path.join(folder, name + ".png"))


if __name__ == "__main__":
    if "--check" in sys.argv:
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp)
            names = ["scenes.json"] + [n + ".png" for n in SCENES]
            _, mismatch, errors = filecmp.cmpfiles(tmp, OUT, names, shallow=False)
            if mismatch or errors:
                sys.exit("drawing fixtures differ from cairo's: %s" % ", ".join(mismatch + errors))
            print("drawing fixtures match cairo")
    else:
        write(OUT)
