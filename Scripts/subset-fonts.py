#!/usr/bin/env python3
"""Derives the fonts that ship in Sources/TransitGraphics/Fonts from Debian's packages.

Needs fontTools (pip install fonttools) and the packages fonts-inter and fonts-noto-cjk
(installed, or unpacked with `apt-get download` and `dpkg -x` and named with --inter/--cjk).

- Inter 4.0, regular, medium, semibold and bold: Latin, Latin-1, Latin Extended-A/B, Greek,
  Cyrillic, general punctuation and currency signs, with kerning and ligatures.
- Noto Sans CJK Regular and Bold, one subset per face of the collection: Japanese (kana and the kanji of
  JIS X 0208 level 1), Korean (the Hangul syllables of KS X 1001 and compatibility jamo) and
  simplified Chinese (the hanzi of GB 2312 level 1); each also keeps CJK punctuation, full-width
  forms, ASCII and the Han and Hangul characters the repository's own sources, tests and README
  use, so every scene draws with nothing installed.
- Noto Color Emoji (its colour bitmaps): the Smileys block (U+1F600–U+1F64F), the emoji the
  repository's own sources, tests and README use, the skin-tone modifiers and the joiners, with
  the sequences (skin tones, families, flags) that the kept characters form.
"""
import argparse
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "TransitGraphics", "Fonts")


def double_byte_set(codec, rows):
    """The characters of rows `rows` (lead bytes) of a double-byte EUC encoding."""
    found = set()
    for lead in rows:
        for trail in range(0xA1, 0xFF):
            try:
                found.add(ord(bytes([lead, trail]).decode(codec)))
            except UnicodeDecodeError:
                pass
    return found


def used_in_repository(wanted):
    """The characters in the sources, tests and README for which `wanted(code point)` holds."""
    found = set()
    for top in ("Sources", "Tests", "README.md"):
        path = os.path.join(ROOT, top)
        files = [path] if os.path.isfile(path) else [
            os.path.join(d, f) for d, _, names in os.walk(path) for f in names if f.endswith((".swift", ".md"))]
        for name in files:
            with open(name, encoding="utf-8", errors="ignore") as handle:
                found |= {ord(c) for c in handle.read() if wanted(ord(c))}
    return found


def is_emoji_part(code):
    """Emoji, their modifiers and joiners, regional indicators and tag characters."""
    return code >= 0x1F000 and code < 0x1FB00 or 0x2600 <= code < 0x27C0 or code in (0x200D, 0xFE0F) \
        or 0xE0020 <= code <= 0xE007F


def save_subset(source, index, characters, features, destination):
    # The source's own timestamp is kept, so the same packages always give the same bytes.
    font = TTFont(source, fontNumber=index, recalcTimestamp=False) if source.endswith(".ttc") \
        else TTFont(source, recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = features
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["VORG", "vhea", "vmtx", "DSIG"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=characters)
    subsetter.subset(font)
    font.save(destination)
    print(f"{os.path.relpath(destination, ROOT)}: {os.path.getsize(destination) // 1024} KB")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inter", default="/usr/share/fonts/opentype/inter", help="folder with Inter-*.otf")
    parser.add_argument("--cjk", default="/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
    parser.add_argument("--cjk-bold", default="/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
    parser.add_argument("--emoji", default="/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
    args = parser.parse_args()
    for path in (args.inter, args.cjk, args.cjk_bold, args.emoji):
        if not os.path.exists(path):
            sys.exit(f"subset-fonts: {path} is missing"
                     " (Debian packages fonts-inter, fonts-noto-cjk and fonts-noto-color-emoji)")

    latin = set(range(0x20, 0x7F)) | set(range(0xA0, 0x250)) | set(range(0x370, 0x500)) \
        | set(range(0x2000, 0x2070)) | set(range(0x20A0, 0x20C0)) \
        | {0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2713, 0x2715, 0x25CF, 0xFFFD}
    for weight in ("Regular", "Medium", "SemiBold", "Bold"):
        save_subset(os.path.join(args.inter, f"Inter-{weight}.otf"), 0, latin, ["kern", "liga", "ccmp"],
                    os.path.join(OUT, f"Inter-{weight}.subset.otf"))

    used = used_in_repository(lambda c: 0x4E00 <= c <= 0x9FFF or 0xAC00 <= c <= 0xD7AF)
    common = set(range(0x20, 0x7F)) | set(range(0x3000, 0x3040)) | set(range(0xFF00, 0xFFF0)) \
        | {0xB7, 0x2018, 0x2019, 0x201C, 0x201D, 0x2025, 0x2026}
    han_used = {c for c in used if 0x4E00 <= c <= 0x9FFF}
    hangul_used = {c for c in used if 0xAC00 <= c <= 0xD7AF}
    faces = {  # region: (face index in the collection: JP, KR, SC, TC, HK), characters
        "JP": (0, common | double_byte_set("euc_jp", range(0xB0, 0xD0)) | han_used
               | set(range(0x3040, 0x3100)) | set(range(0x31F0, 0x3200))),
        "KR": (1, common | double_byte_set("euc_kr", range(0xB0, 0xC9)) | hangul_used | set(range(0x3131, 0x318F))),
        "SC": (2, common | double_byte_set("gb2312", range(0xB0, 0xD8)) | han_used),
    }
    for weight, source in (("Regular", args.cjk), ("Bold", args.cjk_bold)):
        for region, (index, characters) in faces.items():
            save_subset(source, index, characters, [], os.path.join(OUT, f"NotoSansCJK{region}-{weight}.subset.otf"))

    # Every GSUB feature is kept: the skin-tone, family and flag sequences are ligatures.
    emoji = set(range(0x1F600, 0x1F650)) | set(range(0x1F3FB, 0x1F400)) | {0x200D, 0xFE0F} \
        | used_in_repository(is_emoji_part)
    save_subset(args.emoji, 0, emoji, ["*"], os.path.join(OUT, "NotoColorEmoji.subset.ttf"))


if __name__ == "__main__":
    main()
