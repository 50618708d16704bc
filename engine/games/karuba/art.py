# Karuba card faces: one 4-bit sheet of 20x20 tiles built in RAM at start-up
# (21 tiles, 140x60 pixels, about 4 KB), drawn at scale 2 on the island (40 px
# cards) and at scale 1 where space is short. A card shows its number on a
# plate in the top-left corner, sandy paths from its middle to the edges it
# reaches (a path runs over the card's rim so joined cards look joined), and
# its contents in the middle: an explorer (a figure with a hat) or a temple (a
# stepped pyramid) in its colour, crystals (cyan gems) or gold (a nugget).
# A second, 1-bit sheet holds route lines (edges to centre) for the end screen.
#
# Colours live in palettes, not in the tiles: a dimmed copy of the palette
# draws the same tiles greyed (a card that may not be used).
import displayio
from micropython import const

from engine.games.karuba.cards import CRYSTALS, EDGES, GOLD, FIRST_EXPLORER, FIRST_TEMPLE
from engine.ui import theme
from engine.ui.sheetfile import load as load_sheet
from engine.ui.sprites import Outline, dim, glyph, release_bars, set_tile, show_at  # noqa: F401 (set_tile: for the tables)

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

_FIGURE = (
    "..cccc..",
    ".cccccc.",
    "..ssss..",
    "..ssss..",
    "...ss...",
    "cccccccc",
    "cccccccc",
    ".cccccc.",
    "..cccc..",
    "..cccc..",
    "..c..c..",
    ".cc..cc.",
)
_TEMPLE = (
    ".....cccc.....",
    ".....ckkc.....",
    "...kkkkkkkk...",
    "...cccccccc...",
    ".kkkkkkkkkkkk.",
    ".cccccccccccc.",
    "kkkkkkkkkkkkkk",
    "cccccckkcccccc",
    "cccccckkcccccc",
)
_GEM = (
    "..cc..",
    ".shcc.",
    "chcccc",
    "cccccc",
    ".cccc.",
    "..cc..",
)
_NUGGET = (
    ".gggg.",
    "gsgggg",
    "gggggd",
    ".gggdd",
    "..dd..",
)
# 3x5 digits, one int per row, high bit on the left.
_DIGITS = (
    (7, 5, 5, 5, 7), (2, 6, 2, 2, 7), (7, 1, 7, 4, 7), (7, 1, 7, 1, 7), (5, 5, 7, 1, 1),
    (7, 4, 7, 1, 7), (7, 4, 7, 5, 7), (7, 1, 1, 2, 2), (7, 5, 7, 5, 7), (7, 5, 7, 1, 7),
)

_sheet = None
_routes = None


def _put(bmp, tile, x, y, value):
    bmp[(tile % _COLS) * TILE + x, (tile // _COLS) * TILE + y] = value


def _in_path(edges, x, y):
    # Paths are 4 pixels wide (8..11) and meet in the middle square.
    mid_x = 8 <= x <= 11
    mid_y = 8 <= y <= 11
    if mid_x and mid_y:
        return True
    if mid_x and ((y < 8 and edges & 1) or (y > 11 and edges & 4)):
        return True
    if mid_y and ((x > 11 and edges & 2) or (x < 8 and edges & 8)):
        return True
    return False


def _stamp(bmp, tile, shape, x0, y0, colour):
    """Draws a character map (c colour, s plate, k/h edge/plate, g/d gold)
    with a dark outline round it."""
    h = len(shape)
    w = len(shape[0])
    for y in range(-1, h + 1):
        for x in range(-1, w + 1):
            inside = 0 <= y < h and 0 <= x < w and shape[y][x] != "."
            if inside:
                continue
            near = False
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    yy = y + dy
                    xx = x + dx
                    if 0 <= yy < h and 0 <= xx < w and shape[yy][xx] != ".":
                        near = True
            if near:
                _put(bmp, tile, x0 + x, y0 + y, EDGE)
    codes = {"c": colour, "s": PLATE, "h": PLATE, "k": EDGE, "g": GOLD_C, "d": GOLD_DARK}
    for y in range(h):
        for x in range(w):
            ch = shape[y][x]
            if ch != ".":
                _put(bmp, tile, x0 + x, y0 + y, codes[ch])


def _number(bmp, tile, n):
    # A plate in the top-left corner; "1x" uses a one-pixel 1 to stay small.
    width = 5 if n < 10 else 7
    for y in range(1, 8):
        for x in range(1, 1 + width):
            _put(bmp, tile, x, y, PLATE)
    x0 = 2
    if n >= 10:
        for y in range(5):
            _put(bmp, tile, 2, 2 + y, EDGE)
        x0 = 4
    glyph(_put, bmp, tile, _DIGITS[n % 10], 3, x0, 2, EDGE)


def _card(bmp, card):
    edges = EDGES[card]
    for y in range(TILE):
        for x in range(TILE):
            rim = x == 0 or y == 0 or x == TILE - 1 or y == TILE - 1
            if _in_path(edges, x, y):
                value = PATH
            elif rim:
                value = EDGE
            elif (_in_path(edges, x - 1, y) or _in_path(edges, x + 1, y)
                  or _in_path(edges, x, y - 1) or _in_path(edges, x, y + 1)):
                value = PATH_DARK
            else:
                value = JUNGLE2 if (x * 3 + y * 5) % 7 == 0 else JUNGLE
            _put(bmp, card, x, y, value)
    if card >= FIRST_TEMPLE:
        _stamp(bmp, card, _TEMPLE, 3, 7, COLOUR0 + card - FIRST_TEMPLE)
    elif card >= FIRST_EXPLORER:
        _stamp(bmp, card, _FIGURE, 6, 5, COLOUR0 + card - FIRST_EXPLORER)
    elif CRYSTALS[card] == 2:
        _stamp(bmp, card, _GEM, 2, 7, CRYSTAL)
        _stamp(bmp, card, _GEM, 12, 7, CRYSTAL)
    elif CRYSTALS[card]:
        _stamp(bmp, card, _GEM, 7, 7, CRYSTAL)
    elif GOLD[card]:
        _stamp(bmp, card, _NUGGET, 7, 8, GOLD_C)
    _number(bmp, card, card)


def _slots(bmp):
    for y in range(TILE):
        for x in range(TILE):
            side = x in (1, 18) or y in (1, 18)
            inner = 1 <= x <= 18 and 1 <= y <= 18
            corner = (x <= 4 or x >= 15) and (y <= 4 or y >= 15)
            if side and inner and corner:
                _put(bmp, EMPTY, x, y, SHADE)
            if side and inner and (x + y) % 3 != 0:
                _put(bmp, LEGAL, x, y, MARK)
            if inner:
                _put(bmp, ILLEGAL, x, y, SHADE if (x + y) % 4 == 0 else FELT)
            rim = x == 0 or y == 0 or x == TILE - 1 or y == TILE - 1
            _put(bmp, BACK, x, y, EDGE if rim else (PATH_DARK if (x + y) % 4 == 0 else GOLD_DARK))
    for i in range(7, 13):
        _put(bmp, LEGAL, i, 9, MARK)
        _put(bmp, LEGAL, i, 10, MARK)
        _put(bmp, LEGAL, 9, i, MARK)
        _put(bmp, LEGAL, 10, i, MARK)


# The sheet's file on the drive, its size and colours (engine/ui/sheetfile.py).
SHEET = ("engine/games/karuba/sheet.bin", _COLS * TILE, _ROWS * TILE, 16)


def draw_sheet(bmp):
    for card in range(1, 17):
        _card(bmp, card)
    _slots(bmp)


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
