#!/usr/bin/env python3
"""Expected values for the Unicode Variation Sequence tests (cmap format 14), read independently
of Transit.

Reads the format 14 subtables of Debian's Noto Sans CJK (fonts-noto-cjk) with fontTools and
shapes sample strings with HarfBuzz (uharfbuzz), writing
Tests/TransitRenderTests/Fixtures/fonts/variations.json: per face, every selector's counts and a
CRC-32 of its whole table (default bases, then non-default base/glyph pairs, as big-endian
bytes), sample sequences with the glyph fontTools' table gives (a non-default glyph, or the base's
own glyph for a default sequence and for one the font does not list), and strings whose glyphs
HarfBuzz gives (variation selectors removed as default ignorables, never drawn).

  Scripts/variation-fixtures.py          write the fixture
  Scripts/variation-fixtures.py --check  regenerate into memory and compare (CI)

Requires: pip install fontTools uharfbuzz
"""
import json, os, sys, zlib
from fontTools.ttLib import TTFont
import uharfbuzz as hb

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/fonts/variations.json")
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

# (face index, strings to shape): 葛 and 辻 with Adobe-Japan1 ideographic variation selectors,
# 神 with a standardized variation selector, a sequence the face does not list (a selector on
# "A"), and a selector with no base.
STRINGS = [
    (0, ["\u845B\U000E0100", "\u845B\U000E0101", "\u8FBB\U000E0100\u8FBB\U000E0101",
         "\u795E\uFE00", "A\uFE00B", "\U000E0100\u845B", "\u845B\u8FBB"]),
    (1, ["\u845B\U000E0100", "\uD55C\uFE00\uAE00"]),
]

# Sequences the face does not list: they draw the base's own glyph.
UNLISTED = [(0x41, 0xFE00), (0x845B, 0xFE0E), (0x4E00, 0xE01EF)]


def table_crc(defaults, mappings):
    data = bytearray()
    for base in defaults:
        data += base.to_bytes(3, "big")
    for base, glyph in mappings:
        data += base.to_bytes(3, "big") + glyph.to_bytes(2, "big")
    return zlib.crc32(bytes(data))


def shape(blob, index, text):
    face = hb.Face(blob, index)
    font = hb.Font(face)
    buf = hb.Buffer()
    buf.flags = hb.BufferFlags.REMOVE_DEFAULT_IGNORABLES
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return [i.codepoint for i in buf.glyph_infos]


def face_entry(blob, index, strings):
    font = TTFont(CJK, fontNumber=index, lazy=True)
    cmap = font["cmap"].getcmap(0, 5)
    best = font.getBestCmap()
    gid = font.getGlyphID
    selectors, samples = [], []
    for selector in sorted(cmap.uvsDict):
        pairs = sorted(cmap.uvsDict[selector])
        defaults = [base for base, name in pairs if name is None]
        mappings = [(base, gid(name)) for base, name in pairs if name is not None]
        selectors.append({"selector": selector, "defaults": len(defaults), "mappings": len(mappings),
                          "crc32": table_crc(defaults, mappings)})
        # The first and last of each kind, and one from the middle.
        for group, kind in [(defaults, "default"), ([b for b, _ in mappings], "glyph")]:
            for base in sorted({group[0], group[len(group) // 2], group[-1]} if group else set()):
                glyph = gid(best[base]) if kind == "default" else dict(mappings)[base]
                samples.append({"base": base, "selector": selector, "kind": kind, "glyph": glyph,
                                "baseGlyph": gid(best[base]) if base in best else 0})
    for base, selector in UNLISTED:
        listed = any(b == base for b, _ in cmap.uvsDict.get(selector, []))
        if listed:
            sys.exit(f"variation-fixtures: U+{base:04X} U+{selector:04X} is listed after all")
        samples.append({"base": base, "selector": selector, "kind": "unlisted",
                        "glyph": gid(best[base]) if base in best else 0,
                        "baseGlyph": gid(best[base]) if base in best else 0})
    shaped = [{"text": text, "glyphs": shape(blob, index, text)} for text in strings]
    # HarfBuzz, a complete shaper, must agree with the table for every sample.
    for s in samples:
        got = shape(blob, index, chr(s["base"]) + chr(s["selector"]))
        if got != [s["glyph"]]:
            sys.exit(f"variation-fixtures: face {index} U+{s['base']:04X} U+{s['selector']:04X}: "
                     f"HarfBuzz gives {got}, the cmap table {s['glyph']}")
    return {"index": index, "glyphCount": font["maxp"].numGlyphs, "selectors": selectors,
            "samples": samples, "shaped": shaped}


def build():
    if not os.path.exists(CJK):
        sys.exit(f"variation-fixtures: {CJK} is missing (apt-get install fonts-noto-cjk)")
    with open(CJK, "rb") as f:
        blob = f.read()
    return {"file": CJK, "size": os.path.getsize(CJK),
            "faces": [face_entry(blob, index, strings) for index, strings in STRINGS]}


def dump(value):
    return json.dumps(value, indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    text = dump(build())
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit("variation-fixtures: out of date: " + OUT)
        print("variation-fixtures: up to date")
    else:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
        print("variation-fixtures: wrote", OUT)
