# Draws the Lost Cities sprite sheets (art.sheet, places.sheet): imported
# only while a sheet is built, once a table is made, and forgotten after, so
# that this code does not stay on the heap.
from micropython import const

from engine.ui.sprites import DIGITS, glyph

# The sheet's layout and palette indices, as art's TILE_W ... SHORT_SLOT
# (tests/test_code_off_heap.py checks that they agree; art may not be
# imported from here: no cycles).
_COLS = const(8)
_TW = const(12)
_TH = const(10)
_EDGE = const(1)
_FACE = const(2)
_INK = const(3)
_BACK = const(4)
_DIM = const(5)
_BACK2 = const(6)
_NUM0 = const(1)
_WAGER_T = const(12)
_ICON0 = const(14)
_BODY_TOP = const(19)
_BODY_BOTTOM = const(20)
_BACK_TOP = const(21)
_BACK_BOTTOM = const(22)
_SLOT_TOP = const(23)
_SLOT_BOTTOM = const(24)
_SHORT_BODY = const(25)
_SHORT_BACK = const(26)
_SHORT_SLOT = const(27)

# "10" drawn 8 pixels wide (a 2-pixel 1, a gap, a 0) to fit inside a card.
_TEN = (0b01001110, 0b11010001, 0b01010001, 0b01010001,
        0b01010001, 0b01010001, 0b01001110)
_WAGER = (0b1100011, 0b1110111, 0b0111110, 0b0011100,
          0b0111110, 0b1110111, 0b1100011)
# 9x7 expedition icons (desert sun, sea waves, mountain, forest tree,
# volcano), so colours can be told apart without seeing colour.
_ICONS = (
    (0b000010000, 0b010000010, 0b000111000, 0b101111101,
     0b000111000, 0b010000010, 0b000010000),
    (0b000000000, 0b011000110, 0b100101001, 0b000000000,
     0b011000110, 0b100101001, 0b000000000),
    (0b000010000, 0b000111000, 0b001111100, 0b011101110,
     0b111000111, 0b111111111, 0b000000000),
    (0b000010000, 0b000111000, 0b001111100, 0b011111110,
     0b111111111, 0b000010000, 0b000010000),
    (0b010101010, 0b001010100, 0b000000000, 0b000111000,
     0b001111100, 0b011111110, 0b111111111),
)


def _put(bmp, tile, x, y, value):
    bmp[(tile % _COLS) * _TW + x, (tile // _COLS) * _TH + y] = value


def _card_half(bmp, tile, top, inside, edge, bottom=None):
    # A card is two tiles tall: rounded corners on the outer row only (a
    # one-tile card has both outer rows).
    if bottom is None:
        bottom = not top
    for y in range(_TH):
        outer = (y == 0 and top) or (y == _TH - 1 and bottom)
        for x in range(_TW):
            side = x == 0 or x == _TW - 1
            if outer:
                if not side:
                    _put(bmp, tile, x, y, edge)
            elif side:
                _put(bmp, tile, x, y, edge)
            elif inside is not None:
                _put(bmp, tile, x, y, inside(x, y))


def _back_pattern(x, y):
    return _BACK2 if (x + y) % 4 == 0 else _BACK


def _face(x, y):
    return _FACE


def _slot_edge(bmp, tile, top, bottom=None):
    # A dashed outline: an empty place where a card may go.
    if bottom is None:
        bottom = not top
    for y in range(_TH):
        for x in range(_TW):
            outer = (y == 0 and top) or (y == _TH - 1 and bottom)
            side = x == 0 or x == _TW - 1
            if (outer or side) and (x + y) % 2 == 0:
                _put(bmp, tile, x, y, _DIM)


def draw(bmp):
    for n in range(10):
        glyph(_put, bmp, _NUM0 + n, DIGITS[n], 5, 3, 2, _INK)
    glyph(_put, bmp, _NUM0 + 10, _TEN, 8, 2, 2, _INK)
    glyph(_put, bmp, _WAGER_T, _WAGER, 7, 2, 2, _INK)
    for i in range(5):
        glyph(_put, bmp, _ICON0 + i, _ICONS[i], 9, 1, 1, _INK)
    _card_half(bmp, _BODY_TOP, True, _face, _EDGE)
    _card_half(bmp, _BODY_BOTTOM, False, _face, _EDGE)
    _card_half(bmp, _BACK_TOP, True, _back_pattern, _EDGE)
    _card_half(bmp, _BACK_BOTTOM, False, _back_pattern, _EDGE)
    _slot_edge(bmp, _SLOT_TOP, True)
    _slot_edge(bmp, _SLOT_BOTTOM, False)
    _card_half(bmp, _SHORT_BODY, True, _face, _EDGE, True)
    _card_half(bmp, _SHORT_BACK, True, _back_pattern, _EDGE, True)
    _slot_edge(bmp, _SHORT_SLOT, True, True)


# --- the places sheet (places.py): its layout, as places' TILE_W, INK,
# FAINT, PLACE, DIGIT_X, DIGIT_Y, WAGER1 and WAGER_STEP (checked as above)
_P_TW = const(10)
_P_INK = const(1)
_P_FAINT = const(2)
_P_PLACE = const(1)
_P_DX = const(1)
_P_DY = const(1)
_P_WAGER1 = const(11)
_P_WSTEP = const(6)

# 4x5 digits 2..9, drawn twice the size (8x10, 2 px strokes).
_P_DIGITS = (
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
_P_TEN = (0b110011110, 0b110111111, 0b110110011, 0b110110011, 0b110110011,
          0b110110011, 0b110110011, 0b110110011, 0b110111111, 0b110011110)
# a wager: a bold x, 5x5 (the cards' "x" is the wager's sign)
_P_WAGER = (0b11011, 0b01110, 0b00100, 0b01110, 0b11011)


def _pput(bmp, tile, x, y, value):
    # x may run past one tile into the next (the wagers' place is two wide).
    tile += x // _P_TW
    bmp[tile * _P_TW + x % _P_TW, y] = value


def _glyph(bmp, tile, rows, width, x0, y0, size):
    for y in range(len(rows)):
        for x in range(width):
            if rows[y] & (1 << (width - 1 - x)):
                for dy in range(size):
                    for dx in range(size):
                        _pput(bmp, tile, x0 + x * size + dx, y0 + y * size + dy, _P_INK)


def draw_places(bmp):
    """places.sheet's tiles (places.py's comment)."""
    for y in (5, 6):   # the dot: the middle of a digit
        for x in (4, 5):
            _pput(bmp, _P_PLACE, x, y, _P_FAINT)
    for v in range(2, 10):
        _glyph(bmp, v, _P_DIGITS[v - 2], 4, _P_DX, _P_DY, 2)
    _glyph(bmp, 10, _P_TEN, 9, _P_DX, _P_DY, 1)
    for n in range(1, 4):
        for k in range(n):
            _glyph(bmp, _P_WAGER1 + 2 * (n - 1), _P_WAGER, 5, 1 + k * _P_WSTEP, 3, 1)
