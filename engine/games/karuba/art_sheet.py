# Draws the Karuba card sheet (art.sheet): imported only while the sheet is
# drawn, where it is not read from its file (engine/ui/sheetfile.py: on a PC,
# or a copy without the file), and forgotten after, so that this code does
# not stay on the heap.
from micropython import const

from engine.games.karuba.cards import CRYSTALS, EDGES, GOLD, FIRST_EXPLORER, FIRST_TEMPLE
from engine.ui.sprites import glyph

# The sheet's layout and palette indices, as art's (tests/test_code_off_heap.py
# checks that they agree; art may not be imported from here: no cycles).
TILE = const(20)
_COLS = const(7)
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
COLOUR0 = const(10)
MARK = const(14)
SHADE = const(15)
EMPTY = const(17)
LEGAL = const(18)
ILLEGAL = const(19)
BACK = const(20)

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


def draw(bmp):
    for card in range(1, 17):
        _card(bmp, card)
    _slots(bmp)
