# The heap bytes each display stand-in (tests/mp/app_stubs) holds, against
# what CircuitPython 9's C objects take on a 32-bit board (the figures and
# their sources are in the stand-ins' comments). Meant for a 32-bit
# MicroPython build; under the 64-bit wheel every Python object is bigger.
# Prints "<name> <bytes here> <bytes in C>" lines, then the cost of a real
# bitmap_label.Label, then "OK".
# usage: MICROPYPATH=tests/mp micropython -m standin_sizes
import sys

sys.path.insert(0, "build/lib")
sys.path.insert(0, "tests/mp/app_stubs")
import gc  # noqa: E402

import displayio  # noqa: E402
import vectorio  # noqa: E402

N = 40


def cost(make):
    keep = [None] * N
    gc.collect()
    before = gc.mem_alloc()
    for i in range(N):
        keep[i] = make()
    gc.collect()
    return (gc.mem_alloc() - before) // N, keep


def c_bitmap(w, h, bits):
    data = (w * bits + 31) // 32 * 4 * h
    return 48 + (data + 15) // 16 * 16


CASES = (
    ("Group()", lambda: displayio.Group(), 80),
    ("Group()+5 items", lambda: _group(5), 48 + 16 + 32),
    ("Palette(1)", lambda: displayio.Palette(1), 16 + 16),
    ("Palette(2)", lambda: displayio.Palette(2), 16 + 32),
    ("Palette(3)", lambda: displayio.Palette(3), 16 + 48),
    ("Palette(16)", lambda: displayio.Palette(16), 16 + 256),
    ("Bitmap(1,1,1)", lambda: displayio.Bitmap(1, 1, 1), c_bitmap(1, 1, 1)),
    ("Bitmap(60,60,1)", lambda: displayio.Bitmap(60, 60, 1), c_bitmap(60, 60, 1)),
    ("Bitmap(96,40,16)", lambda: displayio.Bitmap(96, 40, 16), c_bitmap(96, 40, 4)),
    ("Bitmap(7,5,3)", lambda: displayio.Bitmap(7, 5, 3), c_bitmap(7, 5, 2)),
    ("TileGrid 1x1", lambda: displayio.TileGrid(BMP, pixel_shader=PAL), 96),
    ("TileGrid 10x3", lambda: displayio.TileGrid(BMP, pixel_shader=PAL, width=10, height=3), 96 + 32),
    ("Rectangle", lambda: vectorio.Rectangle(pixel_shader=PAL, width=4, height=4), 96),
)


def _group(n):
    g = displayio.Group()
    for _ in range(n):
        g.append(BMP)
    return g


BMP = displayio.Bitmap(8, 8, 2)
PAL = displayio.Palette(2)
cost(lambda: None)  # warm up the measuring code itself
base, _ = cost(lambda: None)
for name, make, c in CASES:
    n, _ = cost(make)
    print("%s %d %d" % (name, n - base, c))

# A real label, the console's own (engine/ui/text.py): its import, then
# labels at scale 2 of 0, 1, 10 and 3 x 10 characters (a TileGrid a line,
# a byte a character, over the font's glyph sheet).
gc.collect()
before = gc.mem_alloc()
from engine.ui.text import Label  # noqa: E402

gc.collect()
print("import engine.ui.text %d" % (gc.mem_alloc() - before))
for text in ("", "A", "0123456789", "0123456789\n0123456789\n0123456789"):
    n, keep = cost(lambda: Label(text=text, color=0xFFFFFF, scale=2))
    print("Label(%r) %d" % (text, n - base))
print("OK")
