# Draws the Digging sprite sheet (art.sheet): imported only while the sheet
# is built, once a table is made, and forgotten after, so that this code
# does not stay on the heap.
from micropython import const

from engine.ui.sprites import DIGITS, glyph

# The sheet's layout, as art's TILE_W ... BANDIT_TILE (tests/test_code_off_heap.py
# checks that they agree; art may not be imported from here: no cycles).
_COLS = const(8)
_TW = const(14)
_TH = const(18)
_EMPTY = const(0)
_BACK_T = const(1)
_MINE = const(2)      # + metal
_CHEST_T = const(5)   # + metal
_DOUBLE = const(8)    # + metal
_CLOSER = const(11)
_BANDIT_T = const(11)  # + value 1..12
# palette indices (art._BASE's order)
_EDGE = const(1)
_INK = const(2)
_METAL0 = const(3)    # 3..5 gold, silver, copper
_BANDIT = const(6)
_LIGHT = const(7)
_WOOD = const(8)
_WOOD2 = const(9)
_BACK = const(10)
_BACK2 = const(11)
_DIM = const(12)

# A slashed zero (on bandit 10), the other digits as on every card.
_DIGITS = ((0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110),) + DIGITS[1:]
_LETTERS = (
    (0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111),   # G
    (0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110),   # S
    (0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110),   # C
)
_CHEST = (0b0111111110, 0b1111111111, 0b1000110001, 0b1111111111,
          0b1000000001, 0b1000000001, 0b1111111111)
_MASK = (0b0111111110, 0b1100110011, 0b1111111111, 0b0110000110)


def _put(bmp, tile, x, y, value):
    bmp[(tile % _COLS) * _TW + x, (tile // _COLS) * _TH + y] = value


def _card(bmp, tile, face):
    # A 14x18 card with cut corners.
    for y in range(_TH):
        for x in range(_TW):
            xe = x == 0 or x == _TW - 1
            ye = y == 0 or y == _TH - 1
            if xe and ye:
                continue
            _put(bmp, tile, x, y, _EDGE if (xe or ye) else face)


def _number(bmp, tile, n, y0, value):
    if n < 10:
        glyph(_put, bmp, tile, _DIGITS[n], 5, 4, y0, value)
    else:
        glyph(_put, bmp, tile, _DIGITS[n // 10], 5, 1, y0, value)
        glyph(_put, bmp, tile, _DIGITS[n % 10], 5, 8, y0, value)


def draw(bmp):
    for y in range(_TH):     # an empty place: a dotted outline
        for x in range(_TW):
            edge = x in (0, _TW - 1) or y in (0, _TH - 1)
            if edge and (x + y) % 2 == 0:
                _put(bmp, _EMPTY, x, y, _DIM)
    _card(bmp, _BACK_T, _BACK)
    for y in range(1, _TH - 1):
        for x in range(1, _TW - 1):
            if (x + y) % 4 == 0:
                _put(bmp, _BACK_T, x, y, _BACK2)
    for m in range(3):
        _card(bmp, _MINE + m, _METAL0 + m)
        # a timbered entrance: posts and a lintel round a dark tunnel
        for y in range(2, 9):
            for x in range(2, 12):
                beam = y < 4 or x < 4 or x > 9
                _put(bmp, _MINE + m, x, y, _WOOD2 if beam else _INK)
        glyph(_put, bmp, _MINE + m, _LETTERS[m], 5, 4, 10, _INK)
        for tile in (_CHEST_T + m, _DOUBLE + m):
            _card(bmp, tile, _METAL0 + m)
            glyph(_put, bmp, tile, _CHEST, 10, 2, 2, _INK)
        glyph(_put, bmp, _CHEST_T + m, _LETTERS[m], 5, 4, 10, _INK)
        glyph(_put, bmp, _DOUBLE + m, _DIGITS[2], 5, 1, 10, _INK)
        glyph(_put, bmp, _DOUBLE + m, _LETTERS[m], 5, 8, 10, _INK)
    _card(bmp, _CLOSER, _WOOD)
    for y in range(1, _TH - 1):
        for x in range(1, _TW - 1):
            # two planks crossed corner to corner
            d1 = x * (_TH - 2) - y * (_TW - 2)
            d2 = (_TW - 1 - x) * (_TH - 2) - y * (_TW - 2)
            if -16 <= d1 <= 16 or -16 <= d2 <= 16:
                _put(bmp, _CLOSER, x, y, _WOOD2)
    for v in range(1, 13):
        t = _BANDIT_T + v
        _card(bmp, t, _BANDIT)
        _number(bmp, t, v, 2, _LIGHT)
        glyph(_put, bmp, t, _MASK, 10, 2, 12, _INK)
