"""Writes, or checks, a folder of PNG fixtures made by one of the Scripts/*-fixtures.py scripts."""
import os, sys
from PIL import Image


def write_or_check(folder, images, label, argv=None):
    """Saves `images` ({file name: Pillow image}) into `folder`; with --check in `argv`, compares
    them with the files there instead (pixels in each image's own mode) and exits with status 1
    naming those that differ."""
    check = "--check" in (sys.argv[1:] if argv is None else argv)
    os.makedirs(folder, exist_ok=True)
    bad = []
    for name, im in sorted(images.items()):
        path = os.path.join(folder, name)
        if check:
            if not os.path.exists(path) or Image.open(path).convert(im.mode).tobytes() != im.tobytes():
                bad.append(name)
        else:
            im.save(path, optimize=False)
    if check:
        if bad:
            print("out of date: " + ", ".join(bad), file=sys.stderr)
            sys.exit(1)
        print(f"{label} fixtures up to date")
