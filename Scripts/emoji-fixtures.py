#!/usr/bin/env python3
"""Expected values for the colour emoji tests, read independently of Transit.

Reads Debian's Noto Color Emoji (fonts-noto-color-emoji) with fontTools (CBLC/CBDT locations,
metrics and PNG bytes, cmap, GSUB ligatures), shapes the test sequences with HarfBuzz (uharfbuzz)
and decodes the PNGs with Pillow, writing Tests/TransitRenderTests/Fixtures/fonts/emoji.json. Also
writes emoji-formats.ttf: three of its emoji stored by fontTools in every CBLC index subtable
format and CBDT image formats 17, 18 and 19 (Noto itself uses only 1 and 17), with the values
fontTools reads back from it in emoji.json ("formats"); --check re-reads the committed file.

  Scripts/emoji-fixtures.py          write the fixture
  Scripts/emoji-fixtures.py --check  regenerate into memory and compare (CI)

Requires: pip install fontTools uharfbuzz Pillow
"""
import copy, io, json, os, sys, zlib
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables.BitmapGlyphMetrics import BigGlyphMetrics
from fontTools.ttLib.tables.C_B_D_T_ import cbdt_bitmap_classes
from fontTools.ttLib.tables.E_B_L_C_ import eblc_sub_table_classes
import uharfbuzz as hb
from PIL import Image

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/fonts/emoji.json")
FONT = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

SEQUENCES = [
    # (name, text)
    ("grinning face", "\U0001F600"),
    ("family: man, woman, girl (ZWJ)", "\U0001F468\u200D\U0001F469\u200D\U0001F467"),
    ("flag: United States", "\U0001F1FA\U0001F1F8"),
    ("flag: Japan", "\U0001F1EF\U0001F1F5"),
    ("keycap: #", "#\uFE0F\u20E3"),
    ("thumbs up: medium skin tone", "\U0001F44D\U0001F3FD"),
    ("red heart (VS16)", "\u2764\uFE0F"),
    ("woman technologist: dark skin tone (ZWJ)", "\U0001F469\U0001F3FF\u200D\U0001F4BB"),
    ("flag: England (tag sequence)", "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"),
]

# Sequences the font has no single glyph for: its contextual lookups replace or delete glyphs.
SHAPED_ONLY = [
    ("regional indicators A A (no such flag)", "\U0001F1E6\U0001F1E6"),
    ("unknown subdivision flag", "\U0001F3F4\U000E0078\U000E0078\U000E007F"),
    ("man, red hair, rocket (no such ZWJ sequence)", "\U0001F468\u200D\U0001F9B0\u200D\U0001F680"),
]


def ligature_glyph(font, names):
    """The glyph fontTools' GSUB ccmp ligature lookups give for a glyph-name sequence (None if none)."""
    gsub = font["GSUB"].table
    lookups = set()
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag == "ccmp":
            lookups.update(record.Feature.LookupListIndex)
    for index in sorted(lookups):
        lookup = gsub.LookupList.Lookup[index]
        if lookup.LookupType != 4:
            continue
        for sub in lookup.SubTable:
            for lig in sub.ligatures.get(names[0], []):
                if lig.Component == names[1:]:
                    return lig.LigGlyph
    return None


def shape(blob, text):
    """HarfBuzz's glyphs and advances (font units) for the text, default ignorable characters
    (a zero width joiner left over) removed rather than drawn as invisible spaces."""
    hb_font = hb.Font(hb.Face(blob))
    buf = hb.Buffer()
    buf.flags = hb.BufferFlags.REMOVE_DEFAULT_IGNORABLES
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(hb_font, buf, {})
    return [i.codepoint for i in buf.glyph_infos], [p.x_advance for p in buf.glyph_positions]


def shaped_entry(blob, name, text):
    glyphs, advances = shape(blob, text)
    return {"name": name, "text": text, "glyphs": glyphs, "advances": advances}


def entry(font, blob, order, cmap, name, text):
    scalars = [ord(c) for c in text if not 0xFE00 <= ord(c) <= 0xFE0F]
    names = [cmap.get(s, ".notdef") for s in scalars]
    glyph_name = names[0] if len(names) == 1 else ligature_glyph(font, names)
    # HarfBuzz, a complete shaper, must agree with the ligature table.
    shaped, _ = shape(blob, text)
    glyph = order.index(glyph_name)
    if shaped != [glyph]:
        sys.exit(f"emoji-fixtures: {name}: HarfBuzz gives {shaped}, the GSUB ligature table {glyph}")
    strike_index, strike = 0, font["CBLC"].strikes[0]
    sub = next(s for s in strike.indexSubTables if s.firstGlyphIndex <= glyph <= s.lastGlyphIndex)
    start, end = sub.locations[sub.names.index(glyph_name)]
    bitmap = font["CBDT"].strikeData[strike_index][glyph_name]
    m = bitmap.metrics
    png = bitmap.imageData
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    # Premultiplied as Transit keeps pixels: c' = round(c·a/255).
    raw = image.tobytes()
    premultiplied = bytearray(len(raw))
    for i in range(0, len(raw), 4):
        a = raw[i + 3]
        for k in range(3):
            premultiplied[i + k] = (raw[i + k] * a * 2 + 255) // 510
        premultiplied[i + 3] = a
    samples = []
    for x, y in [(image.width // 2, image.height // 2), (image.width // 4, image.height // 3),
                 (3 * image.width // 4, 2 * image.height // 3), (0, 0), (image.width // 2, 2)]:
        i = 4 * (y * image.width + x)
        samples.append({"x": x, "y": y, "rgba": list(premultiplied[i:i + 4])})
    return {
        "name": name, "text": text, "glyph": glyph, "glyphName": glyph_name,
        "advance": font["hmtx"][glyph_name][0],
        "ppem": strike.bitmapSizeTable.ppemY, "indexFormat": sub.indexFormat, "imageFormat": sub.imageFormat,
        "offset": start, "length": end - start,
        "metrics": {"width": m.width, "height": m.height, "bearingX": m.BearingX, "bearingY": m.BearingY,
                    "advance": m.Advance},
        "pngLength": len(png), "pngCRC32": zlib.crc32(png),
        "pixelWidth": image.width, "pixelHeight": image.height,
        "premultipliedCRC32": zlib.crc32(bytes(premultiplied)), "samples": samples,
    }


def premultiplied_pixels(font, glyph_name):
    image = Image.open(io.BytesIO(font["CBDT"].strikeData[0][glyph_name].imageData)).convert("RGBA")
    raw = image.tobytes()
    out = []
    for i in range(0, len(raw), 4):
        a = raw[i + 3]
        out += [(raw[i + k] * a * 2 + 255) // 510 for k in range(3)] + [a]
    return image.width, image.height, out


def shrunk(font, glyph_name, factor):
    """The glyph's premultiplied image shrunk by an integer factor: each pixel the mean of its
    factor × factor block, rounded half up (area averaging when the sizes divide exactly)."""
    w, h, px = premultiplied_pixels(font, glyph_name)
    nw, nh = w // factor, h // factor
    out = bytearray(nw * nh * 4)
    for y in range(nh):
        for x in range(nw):
            for k in range(4):
                total = sum(px[4 * ((y * factor + j) * w + x * factor + i) + k]
                            for j in range(factor) for i in range(factor))
                out[4 * (y * nw + x) + k] = (2 * total + factor * factor) // (2 * factor * factor)
    centre = 4 * ((nh // 2) * nw + nw // 2)
    return {"glyphName": glyph_name, "factor": factor, "width": nw, "height": nh,
            "crc32": zlib.crc32(bytes(out)), "centre": list(out[centre:centre + 4])}


FORMATS = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/fonts/emoji-formats.ttf")


def big_metrics(m):
    b = BigGlyphMetrics()
    b.height, b.width = m.height, m.width
    b.horiBearingX, b.horiBearingY, b.horiAdvance = m.BearingX, m.BearingY, m.Advance
    b.vertBearingX, b.vertBearingY, b.vertAdvance = -(m.width // 2), 0, m.height
    return b


def write_formats_font():
    """Three emoji of Noto Color Emoji stored by fontTools' compiler in every index subtable
    format (one strike each: 1, 2, 3, 4 and 5 at 109…113 ppem) with image formats 17, 19, 18,
    17 and 19; the sparse formats 4 and 5 leave the middle glyph out."""
    font = TTFont(FONT)
    options = Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=[0x2615, 0x1F44D, 0x1F600])
    subsetter.subset(font)
    order = font.getGlyphOrder()
    base, data = font["CBLC"].strikes[0], font["CBDT"].strikeData[0]
    names = ["uni2615", "u1F44D", "u1F600"]
    layouts = [(1, 17, 109, names), (2, 19, 110, names), (3, 18, 111, names),
               (4, 17, 112, [names[0], names[2]]), (5, 19, 113, [names[0], names[2]])]
    strikes, strike_data = [], []
    for index_format, image_format, ppem, glyphs in layouts:
        strike = copy.deepcopy(base)
        strike.bitmapSizeTable.ppemX = strike.bitmapSizeTable.ppemY = ppem
        table = eblc_sub_table_classes[index_format](None, font)
        table.indexFormat, table.imageFormat = index_format, image_format
        table.names = list(glyphs)
        table.firstGlyphIndex = min(order.index(n) for n in glyphs)
        table.lastGlyphIndex = max(order.index(n) for n in glyphs)
        if index_format in (2, 5):
            table.imageSize = max(len(data[n].imageData) for n in glyphs) + 4
            table.metrics = big_metrics(data[glyphs[0]].metrics)
        strike.indexSubTables = [table]
        bitmaps = {}
        for n in glyphs:
            bitmap = cbdt_bitmap_classes[image_format](None, font)
            if image_format == 17:
                bitmap.metrics = data[n].metrics
            elif image_format == 18:
                bitmap.metrics = big_metrics(data[n].metrics)
            bitmap.imageData = data[n].imageData
            bitmaps[n] = bitmap
        strikes.append(strike)
        strike_data.append(bitmaps)
    font["CBLC"].strikes, font["CBDT"].strikeData = strikes, strike_data
    font.recalcTimestamp = False
    font.save(FORMATS)


def formats_entry():
    """What fontTools reads back from the committed emoji-formats.ttf."""
    font = TTFont(FORMATS)
    order = font.getGlyphOrder()
    strikes = []
    for i, strike in enumerate(font["CBLC"].strikes):
        table = strike.indexSubTables[0]
        glyphs = []
        for name, (start, end) in zip(table.names, table.locations):
            bitmap = font["CBDT"].strikeData[i][name]
            m = bitmap.metrics if table.imageFormat != 19 else table.metrics
            w, h = m.width, m.height
            x = getattr(m, "BearingX", getattr(m, "horiBearingX", None))
            y = getattr(m, "BearingY", getattr(m, "horiBearingY", None))
            a = getattr(m, "Advance", getattr(m, "horiAdvance", None))
            glyphs.append({"glyph": order.index(name), "offset": start, "length": end - start,
                           "metrics": {"width": w, "height": h, "bearingX": x, "bearingY": y, "advance": a},
                           "pngLength": len(bitmap.imageData), "pngCRC32": zlib.crc32(bitmap.imageData)})
        covered = {g["glyph"] for g in glyphs}
        strikes.append({"ppem": strike.bitmapSizeTable.ppemY, "indexFormat": table.indexFormat,
                        "imageFormat": table.imageFormat,
                        "missing": [g for g in range(table.firstGlyphIndex, table.lastGlyphIndex + 1) if g not in covered],
                        "glyphs": glyphs})
    return {"file": "emoji-formats.ttf", "strikes": strikes}


def build():
    if not os.path.exists(FONT):
        sys.exit(f"emoji-fixtures: {FONT} is missing (apt-get install fonts-noto-color-emoji)")
    font = TTFont(FONT)
    with open(FONT, "rb") as f:
        blob = f.read()
    order, cmap = font.getGlyphOrder(), font.getBestCmap()
    head = font["head"]
    return {
        "file": FONT, "size": os.path.getsize(FONT), "unitsPerEm": head.unitsPerEm,
        "glyphCount": font["maxp"].numGlyphs,
        "strikes": [{"ppem": s.bitmapSizeTable.ppemY, "startGlyph": s.bitmapSizeTable.startGlyphIndex,
                     "endGlyph": s.bitmapSizeTable.endGlyphIndex} for s in font["CBLC"].strikes],
        "sequences": [entry(font, blob, order, cmap, *s) for s in SEQUENCES],
        "shaped": [shaped_entry(blob, *s) for s in SHAPED_ONLY],
        "shrunk": shrunk(font, "u1F600", 4),
        "formats": formats_entry(),
    }


def dump(value):
    return json.dumps(value, indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    if "--check" not in sys.argv:
        write_formats_font()
    text = dump(build())
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit("emoji-fixtures: out of date: " + OUT)
        print("emoji-fixtures: up to date")
    else:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
        print("emoji-fixtures: wrote", OUT)
