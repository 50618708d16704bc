"""Writes each game's sprite sheet as the file the board reads
(engine/ui/sheetfile.py): the sheet drawn by the game's own art code on this
PC, its pixels packed as bitmaptools.readinto reads them (rows top to
bottom, each row whole bytes, a byte's first pixel in its low bits).

    python tools/sheets.py [--check]

--check writes nothing and exits 1 when a file differs from the drawing
(tests/test_sheets.py does the same for the suite). Run it after changing a
game's art.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # run as a script: tools/ is on the path, not the repository
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")


def art_modules():
    """Every game's art module that has a sheet file (art.SHEET)."""
    from engine.games import GAMES, load

    arts = [load(index, "art") for index in range(len(GAMES))]
    return [art for art in arts if hasattr(art, "SHEET")]


def drawn(sheet, draw):
    """The sheet as the game's code draws it (a Blinka Bitmap)."""
    import displayio

    _path, width, height, colours = sheet
    bmp = displayio.Bitmap(width, height, colours)
    draw(bmp)
    return bmp


def pack(bmp, bits):
    """The bytes of the sheet file for `bmp` at `bits` a pixel."""
    per_byte = 8 // bits
    out = bytearray()
    for y in range(bmp.height):
        row = bytearray((bmp.width + per_byte - 1) // per_byte)
        for x in range(bmp.width):
            row[x // per_byte] |= bmp[x, y] << (bits * (x % per_byte))
        out += row
    return bytes(out)


def unpack(data, width, height, bits):
    """[[value]] rows of a sheet file: how bitmaptools.readinto reads it."""
    per_byte = 8 // bits
    row_bytes = (width + per_byte - 1) // per_byte
    if len(data) != row_bytes * height:
        raise ValueError("a sheet of %dx%d at %d bits is %d bytes, not %d"
                         % (width, height, bits, row_bytes * height, len(data)))
    mask = (1 << bits) - 1
    return [[(data[y * row_bytes + x // per_byte] >> (bits * (x % per_byte))) & mask for x in range(width)]
            for y in range(height)]


def sheet_bytes(art):
    from engine.ui.sheetfile import bits

    return pack(drawn(art.SHEET, art.draw_sheet), bits(art.SHEET[3]))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    stale = []
    for art in art_modules():
        path = os.path.join(ROOT, art.SHEET[0])
        data = sheet_bytes(art)
        old = None
        if os.path.exists(path):
            with open(path, "rb") as f:
                old = f.read()
        if old == data:
            continue
        if args.check:
            stale.append(art.SHEET[0])
            continue
        with open(path, "wb") as f:
            f.write(data)
        print("wrote", art.SHEET[0], len(data), "bytes")
    if stale:
        print("not as drawn (python tools/sheets.py writes them):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
