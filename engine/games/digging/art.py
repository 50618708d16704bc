# Digging card faces: one 4-bit sheet of 14x18 tiles built in RAM at start-up
# (25 tiles, about 4 KB), drawn at scale 2 so a card in the hand is 28x36.
#
#   mine         the metal's colour, a timbered tunnel mouth, the metal's letter
#   chest        the metal's colour, a chest, the metal's letter
#   double chest the metal's colour, a chest, "2" and the letter
#   closer       planks nailed across (a barricaded mine)
#   bandit n     dark red, n in white, a mask
# Colours are palette indices: every hand slot has a palette of its own, so a
# card is greyed out by rewriting a few entries (no allocation).
import displayio
from micropython import const

from engine.ui import theme
from engine.ui.sprites import DIGITS, dim, glyph

TILE_W = const(14)
TILE_H = const(18)
_COLS = const(8)
_ROWS = const(4)

CLEAR = const(0)
EDGE = const(1)
INK = const(2)
METAL0 = const(3)    # 3..5 gold, silver, copper
BANDIT = const(6)
LIGHT = const(7)
WOOD = const(8)
WOOD2 = const(9)
BACK = const(10)
BACK2 = const(11)
DIM = const(12)
N_COLOURS = const(13)

# Gold, silver, copper: three hues far apart on the dark felt, light enough
# for dark ink.
METAL_COLOURS = (0xF5C518, 0xC9D3DE, 0xD9773A)
METAL_NAMES = ("gold", "silver", "copper")
METAL_LETTERS = "GSC"
BANDIT_COLOUR = 0x8E2424

_BASE = (0x000000, 0x0A0A0A, 0x141414) + METAL_COLOURS + (
    BANDIT_COLOUR, 0xF2F2F2, 0xB07A45, 0x5A3A1E, 0x6B4226, 0xD9A441, 0x7F8C99)

EMPTY_TILE = const(0)
BACK_TILE = const(1)
MINE_TILE = const(2)      # + metal
CHEST_TILE = const(5)     # + metal
DOUBLE_TILE = const(8)    # + metal
CLOSER_TILE = const(11)
BANDIT_TILE = const(11)   # + value 1..12

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

_sheet = None


def _put(bmp, tile, x, y, value):
    bmp[(tile % _COLS) * TILE_W + x, (tile // _COLS) * TILE_H + y] = value


def _card(bmp, tile, face):
    # A 14x18 card with cut corners.
    for y in range(TILE_H):
        for x in range(TILE_W):
            xe = x == 0 or x == TILE_W - 1
            ye = y == 0 or y == TILE_H - 1
            if xe and ye:
                continue
            _put(bmp, tile, x, y, EDGE if (xe or ye) else face)


def _number(bmp, tile, n, y0, value):
    if n < 10:
        glyph(_put, bmp, tile, _DIGITS[n], 5, 4, y0, value)
    else:
        glyph(_put, bmp, tile, _DIGITS[n // 10], 5, 1, y0, value)
        glyph(_put, bmp, tile, _DIGITS[n % 10], 5, 8, y0, value)


def sheet():
    """The Digging sprite sheet, built on first use."""
    global _sheet
    if _sheet is None:
        bmp = displayio.Bitmap(_COLS * TILE_W, _ROWS * TILE_H, 16)
        for y in range(TILE_H):     # an empty place: a dotted outline
            for x in range(TILE_W):
                edge = x in (0, TILE_W - 1) or y in (0, TILE_H - 1)
                if edge and (x + y) % 2 == 0:
                    _put(bmp, EMPTY_TILE, x, y, DIM)
        _card(bmp, BACK_TILE, BACK)
        for y in range(1, TILE_H - 1):
            for x in range(1, TILE_W - 1):
                if (x + y) % 4 == 0:
                    _put(bmp, BACK_TILE, x, y, BACK2)
        for m in range(3):
            _card(bmp, MINE_TILE + m, METAL0 + m)
            # a timbered entrance: posts and a lintel round a dark tunnel
            for y in range(2, 9):
                for x in range(2, 12):
                    beam = y < 4 or x < 4 or x > 9
                    _put(bmp, MINE_TILE + m, x, y, WOOD2 if beam else INK)
            glyph(_put, bmp, MINE_TILE + m, _LETTERS[m], 5, 4, 10, INK)
            for tile in (CHEST_TILE + m, DOUBLE_TILE + m):
                _card(bmp, tile, METAL0 + m)
                glyph(_put, bmp, tile, _CHEST, 10, 2, 2, INK)
            glyph(_put, bmp, CHEST_TILE + m, _LETTERS[m], 5, 4, 10, INK)
            glyph(_put, bmp, DOUBLE_TILE + m, _DIGITS[2], 5, 1, 10, INK)
            glyph(_put, bmp, DOUBLE_TILE + m, _LETTERS[m], 5, 8, 10, INK)
        _card(bmp, CLOSER_TILE, WOOD)
        for y in range(1, TILE_H - 1):
            for x in range(1, TILE_W - 1):
                # two planks crossed corner to corner
                d1 = x * (TILE_H - 2) - y * (TILE_W - 2)
                d2 = (TILE_W - 1 - x) * (TILE_H - 2) - y * (TILE_W - 2)
                if -16 <= d1 <= 16 or -16 <= d2 <= 16:
                    _put(bmp, CLOSER_TILE, x, y, WOOD2)
        for v in range(1, 13):
            t = BANDIT_TILE + v
            _card(bmp, t, BANDIT)
            _number(bmp, t, v, 2, LIGHT)
            glyph(_put, bmp, t, _MASK, 10, 2, 12, INK)
        _sheet = bmp
    return _sheet


def release():
    global _sheet
    _sheet = None


def palette():
    p = displayio.Palette(N_COLOURS)
    set_palette(p, False)
    p.make_transparent(CLEAR)
    return p


def set_palette(p, dimmed):
    """Normal colours, or all of them mixed toward the felt (an unplayable card)."""
    for i in range(N_COLOURS):
        c = _BASE[i]
        if dimmed and i != CLEAR:
            c = dim(c, theme.BG, 3)
        if p[i] != c:
            p[i] = c


def tile_of(card):
    """The tile of a card (digging_cards numbering)."""
    if card < 3:
        return MINE_TILE + card
    if card < 6:
        return CHEST_TILE + card - 3
    if card < 9:
        return DOUBLE_TILE + card - 6
    if card == 9:
        return CLOSER_TILE
    return BANDIT_TILE + card - 9
