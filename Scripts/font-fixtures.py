#!/usr/bin/env python3
"""Expected values for the font reader and text renderer tests, read independently of Transit.

Reads the Debian fonts the tests use (fonts-dejavu-core, fonts-noto-cjk) with fontTools and
renders reference strings with FreeType (freetype-py), writing
Tests/TransitRenderTests/Fixtures/fonts/expected.json and reference-*.png (grayscale coverage).

  Scripts/font-fixtures.py          write the fixtures
  Scripts/font-fixtures.py --check  regenerate into a temporary folder and compare (CI)

Requires: pip install fontTools freetype-py Pillow
"""
import filecmp, json, math, os, sys, tempfile
from fontTools.ttLib import TTFont
from fontTools.pens.basePen import BasePen
import freetype
from PIL import Image

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "Tests/TransitRenderTests/Fixtures/fonts")

FONTS = [
    # (file, face index, characters, kerning pairs)
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0,
     "AaBgQ&é€“”ΩжWÅ", ["AV", "To", "Ty", "LT", "av"]),
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 0, "Rgé", ["AV"]),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 0, "あア漢字、。A", ["AV"]),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 1, "한글안녕", []),
    ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 2, "中文书", []),
    # The system font, shipped with the package (a path inside the repository).
    ("Sources/TransitGraphics/Fonts/Inter-Regular.subset.otf", 0, "AaBgQ&é€“”ΩжWÅ", ["AV", "To", "Ty", "LT", "av"]),
    ("Sources/TransitGraphics/Fonts/Inter-SemiBold.subset.otf", 0, "Rgé", ["AV"]),
]

RENDERS = [
    # (name, file, face, pixel size, text)
    ("latin", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 0, 24, "Café “Transit” €5 AVATAR"),
    ("cjk", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 1, 24, "안녕하세요 日本語 中文"),
    ("inter", "Sources/TransitGraphics/Fonts/Inter-Regular.subset.otf", 0, 24, "Settings “Transit” 9:41 AVATAR"),
]


class Recorder(BasePen):
    """Records moveTo/lineTo/qCurveTo/curveTo as flat lists, one quadratic per segment."""
    def __init__(self, glyphSet):
        super().__init__(glyphSet)
        self.commands = []
    def _moveTo(self, p): self.commands.append(["M", *p])
    def _lineTo(self, p): self.commands.append(["L", *p])
    def _qCurveToOne(self, c, p): self.commands.append(["Q", *c, *p])
    def _curveToOne(self, c1, c2, p): self.commands.append(["C", *c1, *c2, *p])
    def _closePath(self): self.commands.append(["Z"])
    def _endPath(self): self.commands.append(["Z"])


def resolved(path):
    """A fixture's font file: absolute, or relative to the repository."""
    return path if os.path.isabs(path) else os.path.join(ROOT, path)


def open_font(path, index):
    path = resolved(path)
    return TTFont(path, fontNumber=index) if path.endswith(".ttc") else TTFont(path)


def kern_features(gpos):
    """Feature indices of the Latin (else default) script's default language system."""
    by_tag = {r.ScriptTag: r.Script for r in gpos.ScriptList.ScriptRecord}
    script = by_tag.get("latn") or by_tag.get("DFLT")
    if script is None or script.DefaultLangSys is None:
        return None
    return set(script.DefaultLangSys.FeatureIndex)


def gpos_kerning(font, left, right):
    """Sum over the kern feature's lookups of the first applicable pair adjustment (XAdvance)."""
    if "GPOS" not in font:
        return None
    gpos = font["GPOS"].table
    allowed = kern_features(gpos)
    lookups = set()
    for i, record in enumerate(gpos.FeatureList.FeatureRecord):
        if record.FeatureTag == "kern" and (allowed is None or i in allowed):
            lookups.update(record.Feature.LookupListIndex)
    total = 0
    for li in sorted(lookups):
        lookup = gpos.LookupList.Lookup[li]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if sub.LookupType != 2 if hasattr(sub, "LookupType") else False:
                continue
            coverage = sub.Coverage.glyphs
            if left not in coverage:
                continue
            if sub.Format == 1:
                pairs = sub.PairSet[coverage.index(left)].PairValueRecord
                match = [r for r in pairs if r.SecondGlyph == right]
                if not match:
                    continue
                v = match[0].Value1
                total += getattr(v, "XAdvance", 0) or 0 if v is not None else 0
                break
            c1 = sub.ClassDef1.classDefs.get(left, 0)
            c2 = sub.ClassDef2.classDefs.get(right, 0)
            v = sub.Class1Record[c1].Class2Record[c2].Value1
            total += (getattr(v, "XAdvance", 0) or 0) if v is not None else 0
            break
    return total


def kerning(font, left, right):
    k = gpos_kerning(font, left, right)
    if k is not None and font["GPOS"].table.LookupList:
        return k
    if "kern" in font:
        for t in font["kern"].kernTables:
            if (left, right) in t.kernTable:
                return t.kernTable[(left, right)]
    return 0


def line_metrics(font):
    os2 = font["OS/2"]
    hhea = font["hhea"]
    if os2.fsSelection & 0x80:
        return os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap
    return hhea.ascent, hhea.descent, hhea.lineGap


def face_entry(path, index, characters, pairs):
    font = open_font(path, index)
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    order = font.getGlyphOrder()
    ascender, descender, gap = line_metrics(font)
    os2 = font["OS/2"]
    entry = {
        "file": path, "index": index, "size": os.path.getsize(resolved(path)),
        "checkSumAdjustment": font["head"].checkSumAdjustment,
        "postScriptName": font["name"].getDebugName(6),
        "familyName": font["name"].getDebugName(16) or font["name"].getDebugName(1),
        "unitsPerEm": font["head"].unitsPerEm, "glyphCount": font["maxp"].numGlyphs,
        "ascender": ascender, "descender": descender, "lineGap": gap,
        "capHeight": getattr(os2, "sCapHeight", 0), "xHeight": getattr(os2, "sxHeight", 0),
        "weightClass": os2.usWeightClass, "glyphs": [], "kerning": [],
    }
    for ch in characters:
        name = cmap.get(ord(ch), ".notdef")
        pen = Recorder(glyph_set)
        glyph_set[name].draw(pen)
        entry["glyphs"].append({
            "character": ch, "glyph": order.index(name),
            "advance": font["hmtx"][name][0], "path": pen.commands,
        })
    for pair in pairs:
        a, b = cmap.get(ord(pair[0])), cmap.get(ord(pair[1]))
        entry["kerning"].append({"pair": pair, "value": kerning(font, a, b)})
    return entry, font


def render(name, path, index, pixels, text, out):
    """FreeType, unhinted, each glyph at its exact pen position (kerning as above) on one
    baseline; coverage summed and clamped. Writes a grayscale PNG (255 = full ink)."""
    font = open_font(path, index)
    cmap = font.getBestCmap()
    order = font.getGlyphOrder()
    scale = pixels / font["head"].unitsPerEm
    ascender, descender, _ = line_metrics(font)
    face = freetype.Face(resolved(path), index=index)
    face.set_char_size(pixels * 64)
    pen_x = 2.0
    baseline = math.ceil(ascender * scale) + 2
    width = 0
    placements = []
    prev = None
    for ch in text:
        gname = cmap.get(ord(ch), ".notdef")
        if prev is not None:
            pen_x += kerning(font, prev, gname) * scale
        placements.append((order.index(gname), pen_x))
        pen_x += font["hmtx"][gname][0] * scale
        prev = gname
    width = int(math.ceil(pen_x)) + 4
    height = baseline + int(math.ceil(-descender * scale)) + 2
    canvas = [[0] * width for _ in range(height)]
    for gid, x in placements:
        ix = math.floor(x)
        frac = x - ix
        face.set_transform(freetype.Matrix(0x10000, 0, 0, 0x10000), freetype.Vector(round(frac * 64), 0))
        face.load_glyph(gid, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP | freetype.FT_LOAD_RENDER)
        slot = face.glyph
        bm = slot.bitmap
        for row in range(bm.rows):
            for col in range(bm.width):
                v = bm.buffer[row * bm.pitch + col]
                y = baseline - slot.bitmap_top + row
                xx = ix + slot.bitmap_left + col
                if 0 <= y < height and 0 <= xx < width:
                    canvas[y][xx] = min(255, canvas[y][xx] + v)
    image = Image.new("L", (width, height))
    image.putdata([v for row in canvas for v in row])
    image.save(os.path.join(out, f"reference-{name}.png"), optimize=True)
    return {"name": name, "file": path, "index": index, "pixels": pixels, "text": text,
            "origin": [2.0, baseline], "width": width, "height": height}


def write(out):
    os.makedirs(out, exist_ok=True)
    missing = [f for f, *_ in FONTS if not os.path.exists(resolved(f))]
    if missing:
        sys.exit("font-fixtures: missing " + ", ".join(missing) +
                 " (apt-get install fonts-dejavu-core fonts-noto-cjk)")
    faces = [face_entry(*f)[0] for f in FONTS]
    renders = [render(*r, out) for r in RENDERS]
    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump({"faces": faces, "renders": renders}, f, separators=(",", ":"), ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    if "--check" in sys.argv:
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp)
            mismatch, errors = [], []
            for name in sorted(os.listdir(tmp)):
                ours, theirs = os.path.join(tmp, name), os.path.join(OUT, name)
                if not os.path.exists(theirs):
                    errors.append(name)
                elif name.endswith(".png"):
                    # Pixels, not bytes: PNG encoders differ between Pillow versions.
                    a, b = Image.open(ours), Image.open(theirs)
                    if a.size != b.size or a.tobytes() != b.tobytes():
                        mismatch.append(name)
                elif not filecmp.cmp(ours, theirs, shallow=False):
                    mismatch.append(name)
            if mismatch or errors:
                sys.exit("font-fixtures: out of date: " + ", ".join(mismatch + errors))
            print("font-fixtures: up to date")
    else:
        write(OUT)
        print("font-fixtures: wrote", OUT)
