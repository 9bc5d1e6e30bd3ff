#!/usr/bin/env python3
"""Expected pixels for the backdrop material's blur, computed independently of Transit with Pillow.

Draws a test picture (sharp stripes, a checkerboard, colour discs and a gradient, with Pillow's
ImageDraw), then blurs it with Pillow in two ways for each standard deviation σ:

  box-<σ>.png       Pillow's ImageFilter.BoxBlur applied once per box of the "boxes for Gauss"
                    construction (three boxes whose variances sum to σ², widths computed here
                    from the published formula), the construction Transit's renderer uses;
  gauss-<σ>.png     Pillow's ImageFilter.GaussianBlur(σ), the true target (Pillow's own three-box
                    approximation with fractional widths);
  saturate-<σ>.png  box-<σ>.png saturated by 1.8 with the Filter Effects `saturate` matrix
                    (Rec. 709 weights 0.2126, 0.7152, 0.0722), in floating point.

Writes Tests/TransitRenderTests/Fixtures/blur/. Pillow extends the picture's edges (each edge pixel
repeats outwards), as Transit does.

  Scripts/blur-fixtures.py          write the fixtures
  Scripts/blur-fixtures.py --check  regenerate into memory and compare with the committed files

Requires: pip install Pillow
"""
import io, math, os, sys
from PIL import Image, ImageDraw, ImageFilter
sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from fixture_files import write_or_check

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/blur")
SIGMAS = [3, 8]
SATURATION = 1.8


def picture():
    """An 80 x 60 RGB picture with hard edges in every direction and strong colours."""
    im = Image.new("RGB", (80, 60), (240, 240, 240))
    d = ImageDraw.Draw(im)
    for x in range(0, 80, 8):
        d.rectangle([x, 0, x + 3, 14], fill=(20, 20, 20))
    for y in range(16, 44, 6):
        for x in range(0, 30, 6):
            if (x // 6 + y // 6) % 2 == 0:
                d.rectangle([x, y, x + 5, y + 5], fill=(200, 30, 40))
    d.ellipse([36, 18, 58, 40], fill=(30, 90, 220))
    d.ellipse([56, 30, 76, 50], fill=(250, 200, 0))
    for x in range(80):
        d.line([x, 46, x, 59], fill=(x * 3, 255 - x * 3, 128))
    return im


def box_radii(sigma, n=3):
    """Radii of n boxes whose variances sum to sigma^2 as closely as odd whole widths allow
    (wl = largest odd width <= ideal, m boxes of width wl and n - m of wl + 2)."""
    ideal = math.sqrt(12 * sigma * sigma / n + 1)
    wl = int(math.floor(ideal))
    if wl % 2 == 0:
        wl -= 1
    wl = max(1, wl)
    wu = wl + 2
    m = round((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4))
    return [(wl if i < m else wu) // 2 for i in range(n)]


def saturate(im, s):
    lr, lg, lb = 0.2126, 0.7152, 0.0722
    matrix = [
        lr + (1 - lr) * s, lg - lg * s, lb - lb * s,
        lr - lr * s, lg + (1 - lg) * s, lb - lb * s,
        lr - lr * s, lg - lg * s, lb + (1 - lb) * s,
    ]
    out = Image.new("RGB", im.size)
    src, dst = im.load(), out.load()
    for y in range(im.size[1]):
        for x in range(im.size[0]):
            r, g, b = src[x, y]
            v = [matrix[3 * k] * r + matrix[3 * k + 1] * g + matrix[3 * k + 2] * b for k in range(3)]
            dst[x, y] = tuple(max(0, min(255, int(math.floor(c + 0.5)))) for c in v)
    return out


def fixtures():
    src = picture()
    files = {"source.png": src}
    for sigma in SIGMAS:
        box = src
        for r in box_radii(sigma):
            if r > 0:
                box = box.filter(ImageFilter.BoxBlur(r))
        files[f"box-{sigma}.png"] = box
        files[f"gauss-{sigma}.png"] = src.filter(ImageFilter.GaussianBlur(sigma))
        files[f"saturate-{sigma}.png"] = saturate(box, SATURATION)
    return files


def main():
    write_or_check(OUT, fixtures(), "blur")


if __name__ == "__main__":
    main()
