#!/usr/bin/env python3
"""Expected shadows of rectangles, computed independently of Transit with NumPy and Pillow.

A rectangle's shadow is its coverage blurred by a Gaussian of standard deviation σ and moved by
the offset. Convolving the rectangle [x0, x1) x [y0, y1) with a Gaussian gives, at a point (u, v),
(Φ((x1 - u)/σ) - Φ((x0 - u)/σ)) · (Φ((y1 - v)/σ) - Φ((y0 - v)/σ)), Φ the standard normal
distribution (written with math.erf). Each pixel's value is that function averaged over the
pixel (8 x 8 samples), so the result is the exact Gaussian blur of the rectangle's exact area
coverage, with no box approximation; edges at fractional positions test the anti-aliasing.

  rect-<σ>.png   8-bit grey: 255 x the blurred coverage at each pixel, rounded, after moving it
                 by OFFSET (whole pixels).

Writes Tests/TransitRenderTests/Fixtures/shadow/ (SIZE pixels, RECT and OFFSET below).

  Scripts/shadow-fixtures.py          write the fixtures
  Scripts/shadow-fixtures.py --check  regenerate into memory and compare with the committed files

Requires: pip install numpy Pillow
"""
import math, os, sys
import numpy as np
from PIL import Image
sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from fixture_files import write_or_check

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/shadow")
SIZE = (96, 80)
RECT = (20.25, 18.75, 70.5, 55.0)   # x0, y0, x1, y1 in pixels
OFFSET = (-3, 2)
SIGMAS = [3, 8]
SAMPLES = 8

erf = np.vectorize(math.erf)


def axis(n, a, b, sigma, shift):
    """The blurred overlap along one axis, averaged over each of n pixels, moved by shift."""
    u = (np.arange(n * SAMPLES) + 0.5) / SAMPLES - shift
    phi = lambda t: 0.5 * (1 + erf(t / (sigma * math.sqrt(2))))
    values = phi(b - u) - phi(a - u)
    return values.reshape(n, SAMPLES).mean(axis=1)


def shadow(sigma):
    w, h = SIZE
    x0, y0, x1, y1 = RECT
    px = axis(w, x0, x1, sigma, OFFSET[0])
    py = axis(h, y0, y1, sigma, OFFSET[1])
    grey = np.clip(np.floor(255 * np.outer(py, px) + 0.5), 0, 255).astype(np.uint8)
    return Image.fromarray(grey, mode="L")


def main():
    write_or_check(OUT, {f"rect-{sigma}.png": shadow(sigma) for sigma in SIGMAS}, "shadow")


if __name__ == "__main__":
    main()
