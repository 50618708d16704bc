# What the games' card art shares: drawing 1-bit glyph rows into the sprite
# sheets built in RAM at start-up, 5x7 digits, hollow outline bitmaps for cursors and
# frames, colour mixing for greyed cards, and a tile change that only
# dirties the screen when the tile really changes.
import displayio

# 5x7 digits 0..9, one int per row, high bit on the left.
DIGITS = (
    (0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110),
    (0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110),
    (0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111),
    (0b11110, 0b00001, 0b00001, 0b01110, 0b00001, 0b00001, 0b11110),
    (0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010),
    (0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110),
    (0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110),
    (0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000),
    (0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110),
    (0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100),
)


def glyph(put, bmp, tile, rows, width, x0, y0, value):
    """Sets the pixels of a 1-bit glyph (one int per row, `width` bits, high
    bit on the left) with its top-left corner at (x0, y0) of a tile, through
    the sheet's own put(bmp, tile, x, y, value) (its tile size is a const
    there, which keeps the per-pixel call cheap)."""
    for y in range(len(rows)):
        bits = rows[y]
        for x in range(width):
            if bits & (1 << (width - 1 - x)):
                put(bmp, tile, x0 + x, y0 + y, value)


def outline(w, h, thick=2):
    """A w x h 1-bit bitmap: a hollow rectangle `thick` pixels wide (value 1).
    A tile grid over it moves a cursor redrawing only its old and new boxes
    (a vector shape would redraw the box spanning both)."""
    bmp = displayio.Bitmap(w, h, 2)
    for y in range(h):
        for x in range(w):
            if x < thick or y < thick or x >= w - thick or y >= h - thick:
                bmp[x, y] = 1
    return bmp


def dim(colour, bg, keep=3):
    """colour mixed toward bg: keep/8 of the colour is left."""
    out = 0
    for shift in (16, 8, 0):
        c = (colour >> shift) & 0xFF
        b = (bg >> shift) & 0xFF
        out |= ((c * keep + b * (8 - keep)) // 8) << shift
    return out


def show_at(grid, x, y):
    """Shows a tile grid at (x, y), setting only what changes: each change
    dirties the screen."""
    if grid.x != x:
        grid.x = x
    if grid.y != y:
        grid.y = y
    if grid.hidden:
        grid.hidden = False


def set_tile(grid, x, y, tile):
    # Only a real change dirties the screen.
    if grid[x, y] != tile:
        grid[x, y] = tile
