# Draws the Gold card sheet (art.sheet): imported only while the sheet is
# drawn, where it is not read from its file (engine/ui/sheetfile.py: on a PC,
# or a copy without the file), and forgotten after, so that this code does
# not stay on the heap.
from micropython import const

from engine.ui.sprites import DIGITS, glyph

# The sheet's layout and palette indices, as art's (tests/test_code_off_heap.py
# checks that they agree; art may not be imported from here: no cycles).
TILE = const(13)
_COLS = const(9)
EDGE = const(1)
BACK = const(2)
BACK2 = const(3)
INK = const(4)
COIN = const(5)
RIM = const(6)
MINE0 = const(7)
EARTH = const(12)
DIMLINE = const(13)
EMPTY_TILE = const(0)
BACK_TILE = const(1)
GOLD0 = const(1)
DYNAMITE_TILE = const(6)
PROSPECTOR0 = const(7)

# 10x10 coin mask (rows of bits, high bit on the left).
_COIN = (0b0001111000, 0b0111111110, 0b0111111110, 0b1111111111, 0b1111111111,
         0b1111111111, 0b1111111111, 0b0111111110, 0b0111111110, 0b0001111000)


def _put(bmp, tile, x, y, value):
    bmp[(tile % _COLS) * TILE + x, (tile // _COLS) * TILE + y] = value


def _card(bmp, tile, face):
    # A 12x12 card with cut corners; column and row 12 stay felt (the gap).
    for y in range(12):
        for x in range(12):
            corner = (x in (0, 11)) and (y in (0, 11))
            if corner:
                continue
            edge = x == 0 or x == 11 or y == 0 or y == 11
            _put(bmp, tile, x, y, EDGE if edge else face)


def _back(bmp):
    _card(bmp, BACK_TILE, BACK)
    for y in range(1, 11):
        for x in range(1, 11):
            if (x + y) % 4 == 1:
                _put(bmp, BACK_TILE, x, y, BACK2)


def _empty(bmp):
    # Faint corner ticks: the place of a card that has left the game.
    for x, y in ((0, 0), (1, 0), (0, 1), (10, 0), (11, 0), (11, 1),
                 (0, 10), (0, 11), (1, 11), (11, 10), (11, 11), (10, 11)):
        _put(bmp, EMPTY_TILE, x, y, DIMLINE)


def _in_coin(x, y):
    return 0 <= x < 10 and 0 <= y < 10 and _COIN[y] & (1 << (9 - x))


def _gold(bmp, value):
    tile = GOLD0 + value
    _card(bmp, tile, EARTH)
    for y in range(10):
        for x in range(10):
            if _in_coin(x, y):
                inner = _in_coin(x - 1, y) and _in_coin(x + 1, y) and \
                    _in_coin(x, y - 1) and _in_coin(x, y + 1)
                _put(bmp, tile, x + 1, y + 1, COIN if inner else RIM)
    glyph(_put, bmp, tile, DIGITS[value], 5, 4, 3, INK)


def _dynamite(bmp):
    t = DYNAMITE_TILE
    _card(bmp, t, INK)
    for x0 in (2, 5, 8):
        for y in range(5, 11):
            _put(bmp, t, x0, y, MINE0)
            _put(bmp, t, x0 + 1, y, MINE0)
    for x in range(2, 10):
        _put(bmp, t, x, 7, BACK2)   # the band round the sticks
    for x, y in ((5, 4), (5, 3), (6, 2), (7, 2)):
        _put(bmp, t, x, y, MINE0 + 4)   # the fuse
    for x, y in ((8, 1), (9, 2), (8, 3), (9, 1), (8, 2), (10, 2), (9, 3)):
        _put(bmp, t, x, y, COIN)    # the spark


def _prospector(bmp, colour, value):
    tile = PROSPECTOR0 + colour * 4 + value - 2
    _card(bmp, tile, MINE0 + colour)
    glyph(_put, bmp, tile, DIGITS[value], 5, 3, 2, INK)
    # A thin band under the value: a prospector's card, not a plain block.
    for x in range(3, 9):
        _put(bmp, tile, x, 9, INK)


def draw(bmp):
    _empty(bmp)
    _back(bmp)
    for v in range(1, 5):
        _gold(bmp, v)
    _dynamite(bmp)
    for c in range(5):
        for v in range(2, 6):
            _prospector(bmp, c, v)
