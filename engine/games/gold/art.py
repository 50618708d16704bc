# Gold card faces: one 4-bit sheet of 13x13 tiles in RAM (27 tiles, about
# 2.3 KB; read from sheet.bin on a board, drawn by art_sheet.py elsewhere),
# drawn at scale 2 so a grid cell is 26x26 pixels
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
from engine.ui.sprites import release_bars

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

_sheet = None


# The sheet's file on the drive, its size and colours (engine/ui/sheetfile.py).
SHEET = ("engine/games/gold/sheet.bin", _COLS * TILE, _ROWS * TILE, 16)


def draw_sheet(bmp):
    """Draws the sheet; the code that does (art_sheet) is in memory only
    while it does (on a board the sheet comes from its file)."""
    from engine.games.gold.art_sheet import draw
    from engine.ui.forget import forget
    draw(bmp)
    forget("engine.games.gold.art_sheet")


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
