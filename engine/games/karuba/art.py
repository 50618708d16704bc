# Karuba card faces: one 4-bit sheet of 20x20 tiles in RAM (21 tiles, 140x60
# pixels, about 4 KB; read from sheet.bin on a board, drawn by art_sheet.py
# elsewhere), drawn at scale 2 on the island (40 px cards) and at scale 1
# where space is short. A card shows its number on a plate in the top-left
# corner, sandy paths from its middle to the edges it reaches (a path runs
# over the card's rim so joined cards look joined), and its contents in the
# middle: an explorer (a figure with a hat) or a temple (a stepped pyramid)
# in its colour, crystals (cyan gems) or gold (a nugget).
# A second, 1-bit sheet holds route lines (edges to centre) for the end screen.
#
# Colours live in palettes, not in the tiles: a dimmed copy of the palette
# draws the same tiles greyed (a card that may not be used).
import displayio
from micropython import const

from engine.ui import theme
from engine.ui.sheetfile import load as load_sheet
from engine.ui.sprites import Outline, dim, release_bars, set_tile, show_at  # noqa: F401 (set_tile: for the tables)

TILE = const(20)
_COLS = const(7)
_ROWS = const(3)

# Palette indices.
FELT = const(0)
EDGE = const(1)
JUNGLE = const(2)
JUNGLE2 = const(3)
PATH = const(4)
PATH_DARK = const(5)
PLATE = const(6)
CRYSTAL = const(7)
GOLD_C = const(8)
GOLD_DARK = const(9)
COLOUR0 = const(10)   # 10..13: blue, orange, green, purple
MARK = const(14)
SHADE = const(15)

# Explorer/temple colours, in the rules' order (blue, orange, green, purple).
COLOURS = (0x3D8BFF, 0xFF8A1E, 0x52E052, 0xC07CF0)
COLOUR_NAMES = ("blue", "orange", "green", "purple")

# Tile numbers: a card's tile is its number.
BLANK = const(0)
EMPTY = const(17)     # an empty cell of the island
LEGAL = const(18)     # an empty cell a card may take now
ILLEGAL = const(19)   # an empty cell no card may take now
BACK = const(20)      # a card face down (the same for every card)

_sheet = None
_routes = None


# The sheet's file on the drive, its size and colours (engine/ui/sheetfile.py).
SHEET = ("engine/games/karuba/sheet.bin", _COLS * TILE, _ROWS * TILE, 16)


def draw_sheet(bmp):
    """Draws the sheet; the code that does (art_sheet) is in memory only
    while it does (on a board the sheet comes from its file)."""
    from engine.games.karuba.art_sheet import draw
    from engine.ui.forget import forget
    draw(bmp)
    forget("engine.games.karuba.art_sheet")


def sheet():
    """The card sheet, made on first use: read from its file, or drawn."""
    global _sheet
    if _sheet is None:
        _sheet = load_sheet(SHEET, draw_sheet)
    return _sheet


def route_sheet():
    """32 tiles of route lines: tile m reaches the edges in mask m (N1 E2 S4
    W8) through the middle; tile 16 + m only runs in from those edges and
    leaves the middle clear (the card's explorer, temple or treasure shows).
    Lines are 2 pixels wide; each colour's grid is shifted by one pixel so
    routes sharing a card run side by side."""
    global _routes
    if _routes is None:
        bmp = displayio.Bitmap(32 * TILE, TILE, 2)
        for t in range(32):
            m = t & 15
            near = 10 if t < 16 else 4
            far = 9 if t < 16 else 15
            for i in range(TILE):
                for j in (9, 10):
                    if (m & 1 and i <= near) or (m & 4 and i >= far):
                        bmp[t * TILE + j, i] = 1
                    if (m & 8 and i <= near) or (m & 2 and i >= far):
                        bmp[t * TILE + i, j] = 1
        _routes = bmp
    return _routes


def release():
    """Frees the sheets a Karuba screen keeps: cards, routes, frames' bars."""
    global _sheet, _routes
    _sheet = None
    _routes = None
    release_bars()


_BASE = (theme.BG, 0x0C1A0E, 0x2C6B34, 0x22552A, 0xE0C080, 0xA88850, 0xF4EEDA,
         0x6FE6FF, 0xFFCC1A, 0xB07A00)


def fill(p, dimmed=False):
    """Sets a card palette's colours, bright or greyed toward the table."""
    for i in range(len(_BASE)):
        p[i] = dim(_BASE[i], theme.BG) if dimmed and i else _BASE[i]
    for c in range(4):
        p[COLOUR0 + c] = dim(COLOURS[c], theme.BG) if dimmed else COLOURS[c]
    p[MARK] = theme.ACCENT
    p[SHADE] = 0x2E4A62


def palette(dimmed=False):
    p = displayio.Palette(16)
    fill(p, dimmed)
    return p


def grid(width, height, x=0, y=0, pal=None):
    """A tile grid over the card sheet."""
    return displayio.TileGrid(sheet(), pixel_shader=pal if pal is not None else palette(),
                              width=width, height=height, tile_width=TILE, tile_height=TILE,
                              x=x, y=y)


class Frame(Outline):
    """A hollow 2-pixel rectangle of a fixed size (the cursor and highlights),
    sprites' Outline: four thin tile grids, so that a move redraws four thin
    strips, not the box the frame sweeps (a 44 px frame a cell along: 1.2% of
    the screen, not 6.4%). The caller appends `grid`."""

    def __init__(self, w, h, colour):
        Outline.__init__(self, w, h, colour, 2)
        self.grid = self.group

    def place(self, x, y, colour=None):
        if colour is not None and self.palette[1] != colour:
            self.palette[1] = colour
        show_at(self.group, x, y)
