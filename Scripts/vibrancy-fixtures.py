#!/usr/bin/env python3
"""Expected pixels for vibrant content over a material, computed independently of Transit with NumPy.

Starts from the blur fixtures' saturate-3.png (the test picture blurred by three boxes for σ = 3 and
saturated by 1.8, itself computed by Pillow; see Scripts/blur-fixtures.py), then in floating point:

  1. draws the material's tint over it with source-over (light: white at 70 %; dark: grey 0.11 at
     72 %, the tints of the system material);
  2. blends the style's colour through the content's coverage with Core Graphics' additive modes
     as Apple documents them for CGBlendMode, on premultiplied values (source alpha Sa = coverage x
     colour alpha, source colour S = Sa x colour):
        plusDarker   Ra = Sa + Da - Sa.Da,  R = max(0, Ra - ((Da - D) + (Sa - S)))
        plusLighter  R = min(1, S + D)
     Light: UIColor.secondaryLabel's light value #3C3C43 at 60 % with plusDarker; dark: its dark
     value #EBEBF5 at 60 % with plusLighter.

The content covers two bands: x 10..70, y 20..40 fully and x 10..70, y 44..54 at half coverage.

Writes Tests/TransitRenderTests/Fixtures/blur/vibrancy-light.png and vibrancy-dark.png.

  Scripts/vibrancy-fixtures.py          write the fixtures
  Scripts/vibrancy-fixtures.py --check  regenerate into memory and compare with the committed files

Requires: pip install Pillow numpy
"""
import os, sys
import numpy as np
from PIL import Image
sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from fixture_files import write_or_check

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
DIR = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/blur")
VARIANTS = {
    # name: (tint grey, tint alpha, colour RGB, colour alpha, blend)
    "light": (1.0, 0.7, (0x3C, 0x3C, 0x43), 0.6, "plusDarker"),
    "dark": (0.11, 0.72, (0xEB, 0xEB, 0xF5), 0.6, "plusLighter"),
}
BANDS = [((10, 20, 70, 40), 1.0), ((10, 44, 70, 54), 0.5)]


def vibrant(name):
    grey, tint_alpha, rgb, alpha, blend = VARIANTS[name]
    base = np.asarray(Image.open(os.path.join(DIR, "saturate-3.png")).convert("RGB"), dtype=np.float64) / 255
    d = tint_alpha * grey + (1 - tint_alpha) * base
    da = 1.0
    colour = np.array(rgb, dtype=np.float64) / 255
    for (x0, y0, x1, y1), coverage in BANDS:
        sa = coverage * alpha
        s = sa * colour
        region = d[y0:y1, x0:x1]
        if blend == "plusDarker":
            ra = sa + da - sa * da
            region[:] = np.maximum(0, ra - ((da - region) + (sa - s)))
        else:
            region[:] = np.minimum(1, s + region)
    return Image.fromarray(np.floor(d * 255 + 0.5).clip(0, 255).astype(np.uint8), "RGB")


def main():
    write_or_check(DIR, {f"vibrancy-{name}.png": vibrant(name) for name in VARIANTS}, "vibrancy")


if __name__ == "__main__":
    main()
