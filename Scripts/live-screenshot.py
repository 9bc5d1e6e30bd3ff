#!/usr/bin/env python3
"""Converts an X screen dump (xwd, 24-bit TrueColor) to a PNG and checks the live window in it.

    live-screenshot.py screen.xwd screen.png X Y WIDTH HEIGHT

The window (X, Y, WIDTH, HEIGHT on the screen, from xdotool) must show a catalogue transition
mid-way: at least 1 % of it the outgoing sample screen's blue and 1 % the incoming one's orange.
Exits 1 with a message when it does not.
"""
import struct
import sys
import zlib


def read_xwd(path):
    data = open(path, "rb").read()
    fields = struct.unpack(">25I", data[:100])
    header_size, width, height = fields[0], fields[4], fields[5]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = fields[7], fields[11], fields[12], fields[19]
    masks = fields[14:17]
    if bits_per_pixel not in (24, 32) or bytes_per_line < bits_per_pixel // 8 * width:
        sys.exit(f"live-screenshot: {path} is not a 24- or 32-bit-per-pixel TrueColor dump")
    size = bits_per_pixel // 8
    start = header_size + 12 * ncolors
    order = "little" if byte_order == 0 else "big"
    rows = []
    for y in range(height):
        line = data[start + y * bytes_per_line: start + y * bytes_per_line + size * width]
        words = (int.from_bytes(line[i:i + size], order) for i in range(0, size * width, size))
        rows.append([tuple((w & m) >> shift(m) for m in masks) for w in words])
    return width, height, rows


def shift(mask):
    return (mask & -mask).bit_length() - 1


def write_png(path, width, height, rows):
    raw = b"".join(b"\x00" + bytes(c for p in row for c in p) for row in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")
    open(path, "wb").write(png)


def main():
    source, target = sys.argv[1], sys.argv[2]
    x, y, w, h = (int(v) for v in sys.argv[3:7])
    width, height, rows = read_xwd(source)
    write_png(target, width, height, rows)
    # Both sample screens of `transit live <entry>` are in the window: the outgoing "Before"
    # (system blue, perhaps dimmed or shaded) and the incoming "After" (system orange).
    window = [p for row in rows[y:y + h] for p in row[x:x + w]]
    blue = sum(1 for r, g, b in window if b > r + 60)
    orange = sum(1 for r, g, b in window if r > b + 60 and r > 120)
    share = lambda n: 100 * n / max(1, len(window))
    if share(blue) < 1 or share(orange) < 1:
        sys.exit(f"live-screenshot: {target}: {share(blue):.1f} % of the window is blue (the outgoing screen) and "
                 f"{share(orange):.1f} % orange (the incoming one); the transition is not shown mid-way")
    print(f"live-screenshot: {target}: mid-transition, {share(blue):.0f} % outgoing, {share(orange):.0f} % incoming")


if __name__ == "__main__":
    main()
