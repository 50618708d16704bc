# The places of a Lost Cities expedition column, big enough to read at arm's
# length: a played value is an 11x14 tile in the expedition's colour with a
# dark 8x12 digit, an unplayed value a faint outline, a wager an 11x9 tile
# with a dark x (a row of them: counted at a glance). Places sit 13 px apart:
# a 2 px gap between two played values keeps "9" "10" from reading as "910".
# Three places take 39 of a column's 40 px (the last gap is transparent).
#
# One 2-bit sheet of 13x5 strips (91x25 pixels, 600 bytes as the device
# pads its rows to 32-bit words): a value place is three strips stacked
# (tile and 1 px gap), a wager place two, so one tile grid per column holds
# both row heights and a change is only tile numbers. Colours come from each
# column's 4-entry palette.
import displayio
from micropython import const

from engine.ui.sprites import dim

STRIP_W = const(13)
TILE_W = const(11)  # a place's tile; the rest of the strip is the gap
STRIP_H = const(5)
_COLS = const(7)
_ROWS = const(5)
VALUE_H = const(3)  # strips per value place
WAGER_H = const(2)  # strips per wager place

# Palette indices.
FACE = const(1)
INK = const(2)
FAINT = const(3)

# Strip numbers (first strip of each place).
BLANK = const(0)
PLACE = const(1)    # an unplayed value: faint outline
VALUE2 = const(4)   # value v starts at VALUE2 + 3 * (v - 2)
WAGER = const(31)
NO_WAGER = const(33)

# 4x6 digits 2..9, drawn twice the size (2 px strokes).
_DIGITS = (
    (0b0110, 0b1001, 0b0001, 0b0110, 0b1000, 0b1111),
    (0b1110, 0b0001, 0b0110, 0b0001, 0b0001, 0b1110),
    (0b0010, 0b0110, 0b1010, 0b1111, 0b0010, 0b0010),
    (0b1111, 0b1000, 0b1110, 0b0001, 0b0001, 0b1110),
    (0b0110, 0b1000, 0b1110, 0b1001, 0b1001, 0b0110),
    (0b1111, 0b0001, 0b0010, 0b0010, 0b0100, 0b0100),
    (0b0110, 0b1001, 0b0110, 0b1001, 0b1001, 0b0110),
    (0b0110, 0b1001, 0b1001, 0b0111, 0b0001, 0b0110),
)
# "10" at full size, 9x12: a 2 px 1, a gap, a 6 px wide 0.
_TEN = (0b110011110, 0b110111111, 0b110110011, 0b110110011,
        0b110110011, 0b110110011, 0b110110011, 0b110110011,
        0b110110011, 0b110110011, 0b110111111, 0b110011110)
_WAGER = (0b1100011, 0b1110111, 0b0111110, 0b0011100,
          0b0111110, 0b1110111, 0b1100011)

_sheet = None


def _put(bmp, strip, x, y, value):
    # y may run past one strip into the next ones of the same place.
    strip += y // STRIP_H
    bmp[(strip % _COLS) * STRIP_W + x, (strip // _COLS) * STRIP_H + y % STRIP_H] = value


def _tile(bmp, strip, h, value, solid):
    # An 11 x h tile (filled, or a 1 px outline) above a 1 px gap and left
    # of a 2 px one. The gap and round corners (a filled tile's cut by 3 px)
    # make each played value a token of its own: a 9 next to a 10 reads as
    # two places, not as "910".
    w = TILE_W
    cut = 2 if solid else 1
    for y in range(h):
        for x in range(w):
            edge_x = x == 0 or x == w - 1
            edge_y = y == 0 or y == h - 1
            corner = min(x, w - 1 - x) + min(y, h - 1 - y) < cut
            if (solid or edge_x or edge_y) and not corner:
                _put(bmp, strip, x, y, value)


def _glyph(bmp, strip, rows, width, x0, y0, size):
    for y in range(len(rows)):
        for x in range(width):
            if rows[y] & (1 << (width - 1 - x)):
                for dy in range(size):
                    for dx in range(size):
                        _put(bmp, strip, x0 + x * size + dx, y0 + y * size + dy, INK)


def sheet():
    """The shared strip sheet, built on first use."""
    global _sheet
    if _sheet is None:
        bmp = displayio.Bitmap(_COLS * STRIP_W, _ROWS * STRIP_H, 4)
        tile_h = VALUE_H * STRIP_H - 1
        _tile(bmp, PLACE, tile_h, FAINT, False)
        for v in range(2, 11):
            strip = value_strip(v)
            _tile(bmp, strip, tile_h, FACE, True)
            if v == 10:
                _glyph(bmp, strip, _TEN, 9, 1, 1, 1)
            else:
                _glyph(bmp, strip, _DIGITS[v - 2], 4, 2, 1, 2)
        wager_h = WAGER_H * STRIP_H - 1
        _tile(bmp, WAGER, wager_h, FACE, True)
        _glyph(bmp, WAGER, _WAGER, 7, 2, 1, 1)
        _tile(bmp, NO_WAGER, wager_h, FAINT, False)
        _sheet = bmp
    return _sheet


def release():
    global _sheet
    _sheet = None


def value_strip(v):
    return VALUE2 + VALUE_H * (v - 2)


def palette(colour, bg):
    p = displayio.Palette(4)
    p.make_transparent(0)
    p[FACE] = colour
    p[INK] = 0x141414
    p[FAINT] = dim(colour, bg, 1)
    return p


def grid(colour, bg, x, y):
    """A column's tile grid: a row of three wager places over a 3x3 block of
    value places (2 3 4 / 5 6 7 / 8 9 10)."""
    return displayio.TileGrid(sheet(), pixel_shader=palette(colour, bg), width=3,
                              height=WAGER_H + 3 * VALUE_H, tile_width=STRIP_W,
                              tile_height=STRIP_H, x=x, y=y)


def set_place(grid, x, row, first, n):
    """Sets the n strips of a place whose top strip is at (x, row)."""
    for k in range(n):
        if grid[x, row + k] != first + k:
            grid[x, row + k] = first + k


def show_wagers(grid, wagers):
    for x in range(3):
        set_place(grid, x, 0, WAGER if x < wagers else NO_WAGER, WAGER_H)


def show_value(grid, v, played):
    x, row = value_place(v)
    set_place(grid, x, row, value_strip(v) if played else PLACE, VALUE_H)


def value_place(v):
    """(column, top strip row) of value v's place."""
    return (v - 2) % 3, WAGER_H + VALUE_H * ((v - 2) // 3)
