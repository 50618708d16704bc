# Gold card faces: one 4-bit sheet of 13x13 tiles, built in RAM at start-up
# (27 tiles, about 2.3 KB), drawn at scale 2 so a grid cell is 26x26 pixels
# (a 24x24 card and a 2-pixel gap on its right and bottom).
#
# Tiles: an empty place, a card back, gold 1-4 (a coin with its value on
# dark earth), dynamite (red sticks, a fuse and a spark on black) and the 20
# prospectors (the mine colour as the card face, the value large with a bar
# under it).
# Face-down cards all use the same back tile: a hidden card's identity never
# reaches the screen.
import displayio
from micropython import const

from engine.ui import theme
from engine.ui.sheetfile import load as load_sheet
from engine.ui.sprites import DIGITS, glyph, release_bars

TILE = const(13)
_COLS = const(9)
_ROWS = const(3)

# Palette indices.
FELT = const(0)
EDGE = const(1)
BACK = const(2)
BACK2 = const(3)
INK = const(4)
COIN = const(5)
RIM = const(6)
MINE0 = const(7)     # 7..11: red, yellow, blue, purple, white
EARTH = const(12)
DIMLINE = const(13)
N_COLOURS = const(14)

# Mine colours in the rules' order R Y B P W: bright on the dark felt and
# light enough for dark ink on a card.
MINE_COLOURS = (0xF0503C, 0xF5C518, 0x4A9DFF, 0xB77CE8, 0xEDEDED)
COIN_COLOUR = 0xFFB000

# Tile numbers.
EMPTY_TILE = const(0)
BACK_TILE = const(1)
GOLD0 = const(1)     # gold value v: GOLD0 + v (2..5)
DYNAMITE_TILE = const(6)
PROSPECTOR0 = const(7)  # colour c, value v: PROSPECTOR0 + c * 4 + v - 2

# 10x10 coin mask (rows of bits, high bit on the left).
_COIN = (0b0001111000, 0b0111111110, 0b0111111110, 0b1111111111, 0b1111111111,
         0b1111111111, 0b1111111111, 0b0111111110, 0b0111111110, 0b0001111000)

_sheet = None


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


# The sheet's file on the drive, its size and colours (engine/ui/sheetfile.py).
SHEET = ("engine/games/gold/sheet.bin", _COLS * TILE, _ROWS * TILE, 16)


def draw_sheet(bmp):
    _empty(bmp)
    _back(bmp)
    for v in range(1, 5):
        _gold(bmp, v)
    _dynamite(bmp)
    for c in range(5):
        for v in range(2, 6):
            _prospector(bmp, c, v)


def sheet():
    """The Gold sprite sheet, made on first use: read from its file, or drawn."""
    global _sheet
    if _sheet is None:
        _sheet = load_sheet(SHEET, draw_sheet)
    return _sheet


def release():
    """Frees the sheets a Gold screen keeps: the card sheet and the frames' bars."""
    global _sheet
    _sheet = None
    release_bars()


def palette():
    """The palette every Gold tile grid shares (felt is the table colour)."""
    p = displayio.Palette(N_COLOURS)
    p[FELT] = theme.BG
    p[EDGE] = 0x0A0A0A
    p[BACK] = 0x6B4226
    p[BACK2] = 0x9C6A3C
    p[INK] = 0x141414
    p[COIN] = COIN_COLOUR
    p[RIM] = 0xA86A00
    for c in range(5):
        p[MINE0 + c] = MINE_COLOURS[c]
    p[EARTH] = 0x4A3418
    p[DIMLINE] = 0x3A5870
    return p


def tile_of(game, card):
    """The tile of a view's grid entry: -1 face down, -2 (or EMPTY) gone."""
    if card == -1:
        return BACK_TILE
    if card < 0 or card == game.EMPTY:
        return EMPTY_TILE
    kind = game.KIND[card]
    if kind == game.GOLD:
        return GOLD0 + game.VALUE[card]
    if kind == game.DYNAMITE:
        return DYNAMITE_TILE
    if kind == game.PROSPECTOR:
        return PROSPECTOR0 + game.COLOUR[card] * 4 + game.VALUE[card] - 2
    return EMPTY_TILE


def words(game, card):
    """A card in words: "gold 3", "red 4", "dynamite"."""
    kind = game.KIND[card]
    if kind == game.GOLD:
        return "gold " + str(game.VALUE[card])
    if kind == game.DYNAMITE:
        return "dynamite"
    if kind == game.PROSPECTOR:
        return game.COLOUR_NAMES[game.COLOUR[card]] + " " + str(game.VALUE[card])
    return game.COLOUR_NAMES[game.COLOUR[card]] + " mine"
