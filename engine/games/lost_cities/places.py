# The places of a Lost Cities expedition column, read at arm's length: two
# columns of fixed places per expedition, one value to a row,
#
#     x x x  6        the wagers (one bold x each), then
#     2      7        2 3 4 5 down the left and
#     3      8        6 7 8 9 10 down the right.
#     4      9
#     5     10
#
# A played value is an 8x10 digit with 2 px strokes (as bold as the font at
# scale 2) in the expedition's colour on the table; an unplayed one a faint
# dot. A wager is a bold x as tall as a digit, its arms 2 px across and
# down. Two values on one row are 20 px apart, 11-12 px of table between
# their digits (more than a digit's width), the next expedition's values as
# far, and 3 px part two rows: no two values read as one number (three
# places to a row read "5 6 7" as "567", "9" "10" as "910"). A column only
# climbs, so the fixed places tell at a glance which values are down.
#
# One 2-bit sheet of 10x13 tiles (170x13 pixels, 572 bytes as the device
# pads its rows to 32-bit words): a value is one tile, the wagers two; a
# column is a 4x5 tile grid whose columns 1 and 3 are table between the
# places (except the wagers' second tile). A row is 13 px: a digit 10 px
# tall and 3 px of table, where a cell frame's top and bottom run. Colours
# come from each column's palette.
import displayio
from micropython import const

from engine.ui.sprites import dim

TILE_W = const(10)
ROW_H = const(13)
GRID_W = const(4)   # tiles across a column: place, table, place, table
ROWS = const(5)
DIGIT_X = const(1)  # a digit's left edge in its tile
DIGIT_Y = const(1)  # its top: 3 px of table between two rows' digits
DIGIT_H = const(10)
RIGHT = const(2)    # the tile column of the right-hand places

# Palette indices.
INK = const(1)
FAINT = const(2)

# Tile numbers.
BLANK = const(0)
PLACE = const(1)    # an unplayed value: a faint dot
# 2..10: the value v (tile = v)
WAGER1 = const(11)  # n wagers: tiles WAGER1 + 2 (n - 1) and the one after it
_TILES = const(17)

# 4x5 digits 2..9, drawn twice the size (8x10, 2 px strokes).
_DIGITS = (
    (0b1110, 0b0001, 0b0110, 0b1000, 0b1111),
    (0b1110, 0b0001, 0b0110, 0b0001, 0b1110),
    (0b1010, 0b1010, 0b1111, 0b0010, 0b0010),
    (0b1111, 0b1000, 0b1110, 0b0001, 0b1110),
    (0b0111, 0b1000, 0b1110, 0b1001, 0b0110),
    (0b1111, 0b0001, 0b0010, 0b0100, 0b0100),
    (0b0110, 0b1001, 0b0110, 0b1001, 0b0110),
    (0b0110, 0b1001, 0b0111, 0b0001, 0b1110),
)
# "10" at full size, 9x10: a 2 px 1, a gap, a 6 px wide 0.
_TEN = (0b110011110, 0b110111111, 0b110110011, 0b110110011, 0b110110011,
        0b110110011, 0b110110011, 0b110110011, 0b110111111, 0b110011110)
# a wager: a bold x, 5x10 (the cards' "x" is the wager's sign), as tall as a
# digit: each row of a 5x5 x twice
_WAGER = (0b11011, 0b11011, 0b01110, 0b01110, 0b00100, 0b00100, 0b01110, 0b01110,
          0b11011, 0b11011)
WAGER_STEP = const(6)  # one x every 6 px from x = 1: three end at x = 17, 3 px before the 6

_sheet = None


def _put(bmp, tile, x, y, value):
    # x may run past one tile into the next (the wagers' place is two wide).
    tile += x // TILE_W
    bmp[tile * TILE_W + x % TILE_W, y] = value


def _glyph(bmp, tile, rows, width, x0, y0, size):
    for y in range(len(rows)):
        for x in range(width):
            if rows[y] & (1 << (width - 1 - x)):
                for dy in range(size):
                    for dx in range(size):
                        _put(bmp, tile, x0 + x * size + dx, y0 + y * size + dy, INK)


def sheet():
    """The shared tile sheet, built on first use."""
    global _sheet
    if _sheet is None:
        bmp = displayio.Bitmap(_TILES * TILE_W, ROW_H, 3)
        for y in (5, 6):   # the dot: the middle of a digit
            for x in (4, 5):
                _put(bmp, PLACE, x, y, FAINT)
        for v in range(2, 10):
            _glyph(bmp, v, _DIGITS[v - 2], 4, DIGIT_X, DIGIT_Y, 2)
        _glyph(bmp, 10, _TEN, 9, DIGIT_X, DIGIT_Y, 1)
        for n in range(1, 4):
            for k in range(n):
                _glyph(bmp, wager_tile(n), _WAGER, 5, 1 + k * WAGER_STEP, DIGIT_Y, 1)
        _sheet = bmp
    return _sheet


def release():
    global _sheet
    _sheet = None


def wager_tile(n):
    """The first of the two tiles of n (1-3) wagers."""
    return WAGER1 + 2 * (n - 1)


def palette(colour, bg):
    p = displayio.Palette(3)
    p.make_transparent(0)
    p[INK] = colour
    p[FAINT] = dim(colour, bg, 2)
    return p


def grid(colour, bg, x, y):
    """A column's tile grid (module comment)."""
    return displayio.TileGrid(sheet(), pixel_shader=palette(colour, bg), width=GRID_W,
                              height=ROWS, tile_width=TILE_W, tile_height=ROW_H, x=x, y=y)


def _set(grid, x, y, tile):
    if grid[x, y] != tile:
        grid[x, y] = tile


def show_wagers(grid, wagers):
    first = wager_tile(wagers) if wagers else PLACE
    _set(grid, 0, 0, first)
    _set(grid, 1, 0, first + 1 if wagers else BLANK)


def show_value(grid, v, played):
    x, row = value_place(v)
    _set(grid, x, row, v if played else PLACE)


def value_place(v):
    """(tile column, row) of value v's place: 2-5 left under the wagers,
    6-10 right."""
    return (0, v - 1) if v <= 5 else (RIGHT, v - 6)
