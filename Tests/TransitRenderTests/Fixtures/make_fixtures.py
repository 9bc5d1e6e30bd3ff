#!/usr/bin/env python3
"""Writes the decoder fixtures with encoders independent of Transit (pypng, Pillow, Python's
zlib) and, next to each PNG, the pixels it must decode to (premultiplied RGBA8, row-major), computed
here from the samples that were written, with the PNG specification's rules:
  sample → 8 bits: v · 255 / (2^depth − 1) (exact for depths 1, 2, 4, 8), 16-bit: (v·255 + 32767) // 65535;
  tRNS key colour → (0, 0, 0, 0); premultiply: c' = round(c · a / 255) = (2·c·a + 255) // 510.
Usage: pip install pypng pillow; python3 make_fixtures.py (in this folder)."""
import io, os, zlib
import png  # pypng
from PIL import Image, ImageSequence

W, H = 13, 11
here = os.path.dirname(os.path.abspath(__file__))
manifest = []

def lcg(seed):
    s = seed
    while True:
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        yield s >> 8

def premul(c, a):
    return (2 * c * a + 255) // 510

def to8(v, depth):
    return v * 255 // ((1 << depth) - 1) if depth <= 8 else (v * 255 + 32767) // 65535

def write(name, png_bytes, rgba):
    with open(os.path.join(here, "png", name + ".png"), "wb") as f:
        f.write(png_bytes)
    with open(os.path.join(here, "png", name + ".rgba"), "wb") as f:
        f.write(bytes(rgba))
    manifest.append(name)

def pypng_case(name, channels, depth, greyscale, alpha, interlace, trns=None, palette=None, seed=1):
    r = lcg(seed + depth * 7 + channels)
    maxv = (1 << depth) - 1
    rows = []
    for y in range(H):
        row = []
        for x in range(W):
            for c in range(channels):
                # Mostly smooth ramps with some noise, and the key colour sprinkled in.
                v = (x * 37 + y * 91 + c * 53 + next(r) % 7) % (maxv + 1)
                row.append(v)
        rows.append(row)
    if trns is not None:  # put the key colour in a few places
        for (x, y) in [(0, 0), (5, 3), (12, 10)]:
            for c in range(channels):
                rows[y][x * channels + c] = trns[c] if len(trns) > 1 else trns[0]
    kw = dict(width=W, height=H, bitdepth=depth, interlace=interlace)
    if palette is not None:
        kw["palette"] = palette
        if channels == 1:
            rows = [[v % len(palette) for v in row] for row in rows]
    else:
        kw.update(greyscale=greyscale, alpha=alpha)
        if trns is not None:
            kw["transparent"] = trns if len(trns) > 1 else trns[0]
    buf = io.BytesIO()
    png.Writer(**kw).write(buf, rows)
    rgba = []
    for y in range(H):
        for x in range(W):
            px = rows[y][x * channels:(x + 1) * channels]
            if palette is not None:
                e = palette[px[0]]
                a = e[3] if len(e) == 4 else 255
                rgba += [premul(e[0], a), premul(e[1], a), premul(e[2], a), a]
                continue
            if trns is not None and list(px) == list(trns):
                rgba += [0, 0, 0, 0]
                continue
            s = [to8(v, depth) for v in px]
            if greyscale:
                g, a = s[0], (s[1] if alpha else 255)
                rgba += [premul(g, a)] * 3 + [a]
            else:
                a = s[3] if alpha else 255
                rgba += [premul(s[0], a), premul(s[1], a), premul(s[2], a), a]
    write(name, buf.getvalue(), rgba)

for il in (False, True):
    sfx = "_interlaced" if il else ""
    for d in (1, 2, 4, 8, 16):
        pypng_case(f"grey{d}{sfx}", 1, d, True, False, il)
    pypng_case(f"grey8_trns{sfx}", 1, 8, True, False, il, trns=(77,))
    pypng_case(f"grey2_trns{sfx}", 1, 2, True, False, il, trns=(1,))
    pypng_case(f"grey16_trns{sfx}", 1, 16, True, False, il, trns=(40000,))
    for d in (8, 16):
        pypng_case(f"greyalpha{d}{sfx}", 2, d, True, True, il)
        pypng_case(f"rgb{d}{sfx}", 3, d, False, False, il)
        pypng_case(f"rgba{d}{sfx}", 4, d, False, True, il)
    pypng_case(f"rgb8_trns{sfx}", 3, 8, False, False, il, trns=(10, 20, 30))
    pypng_case(f"rgb16_trns{sfx}", 3, 16, False, False, il, trns=(1000, 2000, 3000))
    for d in (1, 2, 4, 8):
        n = 1 << d
        pal = [((i * 67) % 256, (i * 131 + 40) % 256, (i * 29 + 200) % 256) for i in range(n)]
        pypng_case(f"palette{d}{sfx}", 1, d, False, False, il, palette=pal)
        pal_a = [p + (((i * 97) % 256) if i % 3 else 255,) for i, p in enumerate(pal)]
        pypng_case(f"palette{d}_trns{sfx}", 1, d, False, False, il, palette=pal_a)

# Pillow's encoder (a different deflate settings and filter choices), checked against Pillow's own
# decoder: the expected pixels are Pillow's decoded RGBA, premultiplied.
def pillow_case(name, img, **save):
    buf = io.BytesIO()
    img.save(buf, "PNG", **save)
    back = Image.open(io.BytesIO(buf.getvalue())).convert("RGBA")
    rgba = []
    for (r, g, b, a) in back.getdata():
        rgba += [premul(r, a), premul(g, a), premul(b, a), a]
    write(name, buf.getvalue(), rgba)

grad = Image.new("RGBA", (40, 30))
grad.putdata([(x * 6, y * 8, (x * y) % 256, 255 if (x + y) % 5 else 128) for y in range(30) for x in range(40)])
pillow_case("pillow_rgba", grad, optimize=True)
pillow_case("pillow_rgb", grad.convert("RGB"), compress_level=9)
pillow_case("pillow_l", grad.convert("L"), compress_level=1)
pillow_case("pillow_p", grad.convert("RGB").quantize(16), optimize=True)
pillow_case("pillow_1", grad.convert("1"))

with open(os.path.join(here, "png", "manifest.txt"), "w") as f:
    f.write("\n".join(manifest) + "\n")

# zlib streams made by Python's zlib (the reference implementation) in every strategy.
r = lcg(99)
text = b"".join(b"Transition %d: from view controller A to B, duration 0.35 s. " % i for i in range(300))
noise = bytes(next(r) & 0xFF for _ in range(6000))
runs = b"".join(bytes([i & 0xFF]) * (i % 300) for i in range(200))
data = text + noise + runs + text[:5000]
with open(os.path.join(here, "zlib", "input.bin"), "wb") as f:
    f.write(data)
for name, kw in [("level0", dict(level=0)), ("level1", dict(level=1)), ("level6", dict(level=6)),
                 ("level9", dict(level=9)), ("fixed", dict(level=6, strategy=zlib.Z_FIXED)),
                 ("huffman", dict(level=6, strategy=zlib.Z_HUFFMAN_ONLY)),
                 ("rle", dict(level=6, strategy=zlib.Z_RLE))]:
    c = zlib.compressobj(**kw)
    with open(os.path.join(here, "zlib", name + ".zz"), "wb") as f:
        f.write(c.compress(data) + c.flush())

# GIF: an animation written by Pillow, and the same optimised by gifsicle -O3 (cropped frames,
# transparency for unchanged pixels). The expected frames are Pillow's composed frames.
import subprocess
frames = []
for k in range(4):
    im = Image.new("RGB", (24, 18), (240, 240, 230))
    for y in range(18):
        for x in range(24):
            if 3 + 4 * k <= x < 9 + 4 * k and 2 + 3 * k <= y < 8 + 3 * k:
                im.putpixel((x, y), (200, 30 + 50 * k, 40))
            elif (x + y) % 7 == 0:
                im.putpixel((x, y), (20, 20, 120))
    frames.append(im.quantize(8))
gif_path = os.path.join(here, "gif", "pillow_anim.gif")
frames[0].save(gif_path, save_all=True, append_images=frames[1:], duration=[40, 50, 60, 70], loop=0, optimize=False)
subprocess.run(["gifsicle", "-O3", gif_path, "-o", os.path.join(here, "gif", "gifsicle_O3.gif")], check=True)
expected = bytearray()
for f in ImageSequence.Iterator(Image.open(gif_path)):
    for (r, g, b, a) in f.convert("RGBA").getdata():
        expected += bytes([premul(r, a), premul(g, a), premul(b, a), a])
with open(os.path.join(here, "gif", "anim.rgba"), "wb") as f:
    f.write(bytes(expected))
