#!/usr/bin/env python3
"""The transition frame of `transit bench render`, drawn by Skia through skia-python.

Skia is the CPU rasterizer behind Chrome, Android and Flutter. The scene is the one described in
cairo_frame.c (same generator, same frame times, anti-aliased, redrawn every frame). With `flip`
it also times the scene of `transit bench render --scene flip`: screen A as a 1179 x 2556 image
turned by t x 180 degrees about the vertical axis through its centre, with perspective
(m34 = -1/1000 pt, that is a 3000 px eye distance at scale 3), bilinear sampling, and nothing
drawn once the back faces the viewer. The wheel's build options are not ours, so quote the figure
as "Skia as a Python user gets it".

    python3 -m pip install skia-python
    python3 skia_frame.py [FRAMES=200] [flip] [frame.png]
"""
import math
import sys
import time

import skia

WIDTH, HEIGHT, CARDS = 1179, 2556, 50


class Generator:
    """The 32-bit LCG of cairo_frame.c: x -> 1664525 x + 1013904223, 24 high bits as a fraction."""

    def __init__(self, seed=12345):
        self.state = seed

    def fraction(self):
        self.state = (self.state * 1664525 + 1013904223) % (1 << 32)
        return (self.state >> 8) / float(1 << 24)


def make_cards(generator):
    cards = []
    for k in range(CARDS):
        w = 60 + generator.fraction() * (WIDTH - 120)
        h = 40 + generator.fraction() * 400
        x = generator.fraction() * (WIDTH - w)
        y = generator.fraction() * (HEIGHT - h)
        radius = min(6 + generator.fraction() * 54, min(w, h) / 2)
        red, green, blue = generator.fraction(), generator.fraction(), generator.fraction()
        alpha = 1.0 if k % 3 == 0 else 0.35 + generator.fraction() * 0.6
        shape = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), radius, radius)
        cards.append((shape, skia.Paint(AntiAlias=True, Color4f=skia.Color4f(red, green, blue, alpha))))
    return cards


GENERATOR = Generator()
SCREEN_A = make_cards(GENERATOR)
SCREEN_B = make_cards(GENERATOR)
FULL = skia.Rect.MakeWH(WIDTH, HEIGHT)
DIMMING = skia.Paint(Color4f=skia.Color4f(0, 0, 0, 0.5))


def paint_screen(canvas, cards, grey):
    canvas.drawRect(FULL, skia.Paint(Color4f=skia.Color4f(grey, grey, grey, 1)))
    for shape, paint in cards:
        canvas.drawRRect(shape, paint)


def draw_frame(canvas, t):
    canvas.clear(skia.ColorBLACK)
    canvas.save()
    canvas.translate(-t * WIDTH * 0.3 - 0.37, 0)
    paint_screen(canvas, SCREEN_A, 0.95)
    canvas.restore()
    canvas.drawRect(FULL, DIMMING)
    scale = 0.7 + 0.3 * t
    canvas.save()
    canvas.translate(WIDTH / 2 + (1 - t) * WIDTH * 0.6 + 0.25, HEIGHT / 2)
    canvas.rotate(math.degrees((1 - t) * 0.35))
    canvas.scale(scale, scale)
    canvas.translate(-WIDTH / 2, -HEIGHT / 2)
    paint_screen(canvas, SCREEN_B, 0.85)
    canvas.restore()


def flip_matrix(t):
    """The homography of a turn by t*pi about x = WIDTH/2 seen from 3000 px: w = 1 + X sin(a)/d."""
    angle, eye, cx, cy = t * math.pi, 3000.0, WIDTH / 2, HEIGHT / 2
    p = math.sin(angle) / eye
    a = math.cos(angle) + cx * p
    return skia.Matrix.MakeAll(a, 0, cx - cx * a,
                               cy * p, 1, -cy * cx * p,
                               p, 0, 1 - cx * p)


def timed(frames, draw):
    for _ in range(3):
        draw(0.5)
    times = []
    for i in range(frames):
        t = i / (frames - 1) if frames > 1 else 0.5
        start = time.perf_counter()
        draw(t)
        times.append((time.perf_counter() - start) * 1e3)
    return sorted(times)


def report(name, times):
    n = len(times)
    return (f"{name} frames={n} median={times[n // 2]:.2f} ms  p10={times[n // 10]:.2f}  "
            f"p90={times[n * 9 // 10]:.2f}")


def main(args):
    frames = next((int(a) for a in args if a.isdigit()), 200)
    png = next((a for a in args if a.endswith(".png")), None)
    surface = skia.Surface(WIDTH, HEIGHT)
    with surface as canvas:
        def frame(t):
            draw_frame(canvas, t)
            surface.flushAndSubmit()
        print(report(f"skia {skia.__version__} transition {WIDTH}x{HEIGHT}", timed(frames, frame)))
        if png:
            draw_frame(canvas, 0.5)
            surface.makeImageSnapshot().save(png, skia.kPNG)
    if "flip" in args:
        source = skia.Surface(WIDTH, HEIGHT)
        with source as canvas:
            paint_screen(canvas, SCREEN_A, 0.95)
        image = source.makeImageSnapshot()
        sampling = skia.SamplingOptions(skia.FilterMode.kLinear)
        with surface as canvas:
            def flip(t):
                canvas.clear(skia.ColorBLACK)
                if math.cos(t * math.pi) > 0:
                    canvas.save()
                    canvas.concat(flip_matrix(t))
                    canvas.drawImage(image, 0, 0, sampling, skia.Paint(AntiAlias=True))
                    canvas.restore()
                surface.flushAndSubmit()
            print(report(f"skia {skia.__version__} flip {WIDTH}x{HEIGHT}", timed(frames, flip)))


if __name__ == "__main__":
    main(sys.argv[1:])
