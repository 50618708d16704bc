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
from engine.ui.sheetfile import load as load_sheet
from engine.ui.sprites import dim, release_bars

TILE_W = const(14)
TILE_H = const(18)
_COLS = const(8)
_ROWS = const(4)

CLEAR = const(0)
# 1..12: the colours art_sheet draws with (its _EDGE .. _DIM), in _BASE's order
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

_sheet = None


# The sheet's file on the drive, its size and colours (engine/ui/sheetfile.py).
SHEET = ("engine/games/digging/sheet.bin", _COLS * TILE_W, _ROWS * TILE_H, 16)


def draw_sheet(bmp):
    """Draws the sheet; the code that does (art_sheet) is in memory only
    while it does."""
    from engine.games.digging.art_sheet import draw
    from engine.ui.forget import forget
    draw(bmp)
    forget("engine.games.digging.art_sheet")


def sheet():
    """The Digging sprite sheet, made on first use: read from its file, or drawn."""
    global _sheet
    if _sheet is None:
        _sheet = load_sheet(SHEET, draw_sheet)
    return _sheet


def release():
    """Frees the sheets a Digging screen keeps: the card sheet and the frames'
    bars (sprites' shared solid bitmaps)."""
    global _sheet
    _sheet = None
    release_bars()


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
