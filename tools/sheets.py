"""Each game's sprite sheet as the file the board reads
(engine/ui/sheetfile.py), made when the console is copied: the sheet drawn
by the game's own art code on this PC, its pixels packed as
bitmaptools.readinto reads them (rows top to bottom, each row whole bytes, a
byte's first pixel in its low bits). tools/deploy.py and tools/bundle.py put
them on the drive beside the code; nothing is kept in the repository, so a
sheet cannot fall behind its art.

    python tools/sheets.py DIR     writes them under DIR as on a drive (to look at)
"""
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


def sheet_files():
    """[(drive path, bytes)]: every game's sheet file."""
    from engine.ui.sheetfile import bits

    return [(art.SHEET[0], pack(drawn(art.SHEET, art.draw_sheet), bits(art.SHEET[3]))) for art in art_modules()]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print(__doc__)
        return 2
    for dest, data in sheet_files():
        path = os.path.join(argv[0], *dest.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        print("wrote", path, len(data), "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
