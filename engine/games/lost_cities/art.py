# Card faces for every game: one 4-bit sprite sheet of 12x10 tiles, built at
# start-up from the small tables below, plus a Card widget that stacks a body
# and a face on that sheet with a palette of its own.
#
# Why a sheet built in RAM and not an OnDiskBitmap .bmp: the whole sheet is
# 96x40 pixels at 4 bits = 1920 bytes, small next to the heap. OnDiskBitmap
# would keep those pixels in flash but read the file through the filesystem on
# every refresh (slow on an RP2040, and it needs a host tool plus a deploy
# step); a RAM sheet draws fast and the same code runs everywhere.
#
# Colours are not baked in: tiles hold palette indices (EDGE, FACE, INK...),
# and each card gets its own small Palette, so one tile draws a red 7
# or a blue 7, bright or dimmed, by changing palette entries (no allocation).
import displayio
from micropython import const

from engine.games.lost_cities import places
from engine.ui.sheetfile import load as load_sheet
from engine.ui.sprites import DIGITS, dim, glyph, release_bars, set_tile  # noqa: F401 (dim, set_tile: for the tables)

TILE_W = const(12)
TILE_H = const(10)
_COLS = const(8)    # tiles per sheet row
_ROWS = const(4)

# Palette indices used by the tiles.
CLEAR = const(0)    # transparent
EDGE = const(1)     # card outline
FACE = const(2)     # card body
INK = const(3)      # glyphs
BACK = const(4)     # card back
DIM = const(5)      # empty slot outline
BACK2 = const(6)    # card back pattern
N_COLOURS = const(7)

# Tile numbers.
BLANK = const(0)
# 1..11: the numbers 0..10 (tile = NUM0 + n)
NUM0 = const(1)
WAGER = const(12)   # a bold multiplication sign: a wager multiplies its column
# 13: unused
ICON0 = const(14)   # 14..18: sun, waves, mountain, tree, volcano
BODY_TOP = const(19)
BODY_BOTTOM = const(20)
BACK_TOP = const(21)
BACK_BOTTOM = const(22)
SLOT_TOP = const(23)
SLOT_BOTTOM = const(24)
# 25..27: one-tile cards (a discard pile's top card, the draw pile).
SHORT_BODY = const(25)
SHORT_BACK = const(26)
SHORT_SLOT = const(27)
# 28..30: a discard pile's height 10, 11, 12 (a pile holds at most 12 cards),
# as bold as its one-digit heights (the digits 1-9 are NUM0 + n) but about
# their width: a 1 px "1", 1 px apart from a 4 px digit (2x: 12 x 14, 2 px
# strokes); "11" is two 1s with flags (two bars read "||")
COUNT10 = const(28)

# "10" drawn 8 pixels wide (a 2-pixel 1, a gap, a 0) to fit inside a card.
_TEN = (0b01001110, 0b11010001, 0b01010001, 0b01010001,
        0b01010001, 0b01010001, 0b01001110)
_WAGER = (0b1100011, 0b1110111, 0b0111110, 0b0011100,
          0b0111110, 0b1110111, 0b1100011)
_COUNTS = (
    (0b100110, 0b101001, 0b101001, 0b101001, 0b101001, 0b101001, 0b100110),   # 10
    (0b010010, 0b110110, 0b010010, 0b010010, 0b010010, 0b010010, 0b010010),   # 11
    (0b100110, 0b101001, 0b100001, 0b100010, 0b100100, 0b101000, 0b101111),   # 12
)
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

_sheet = None


def _put(bmp, tile, x, y, value):
    bmp[(tile % _COLS) * TILE_W + x, (tile // _COLS) * TILE_H + y] = value


def _card_half(bmp, tile, top, inside, edge, bottom=None):
    # A card is two tiles tall: rounded corners on the outer row only (a
    # one-tile card has both outer rows).
    if bottom is None:
        bottom = not top
    for y in range(TILE_H):
        outer = (y == 0 and top) or (y == TILE_H - 1 and bottom)
        for x in range(TILE_W):
            side = x == 0 or x == TILE_W - 1
            if outer:
                if not side:
                    _put(bmp, tile, x, y, edge)
            elif side:
                _put(bmp, tile, x, y, edge)
            elif inside is not None:
                _put(bmp, tile, x, y, inside(x, y))


def _back_pattern(x, y):
    return BACK2 if (x + y) % 4 == 0 else BACK


def _face(x, y):
    return FACE


def _slot_edge(bmp, tile, top, bottom=None):
    # A dashed outline: an empty place where a card may go.
    if bottom is None:
        bottom = not top
    for y in range(TILE_H):
        for x in range(TILE_W):
            outer = (y == 0 and top) or (y == TILE_H - 1 and bottom)
            side = x == 0 or x == TILE_W - 1
            if (outer or side) and (x + y) % 2 == 0:
                _put(bmp, tile, x, y, DIM)


# The sheet's file on the drive, its size and colours (engine/ui/sheetfile.py).
SHEET = ("engine/games/lost_cities/sheet.bin", _COLS * TILE_W, _ROWS * TILE_H, 16)


def sheet():
    """The shared sprite sheet, made on first use: read from its file, or drawn."""
    global _sheet
    if _sheet is None:
        _sheet = load_sheet(SHEET, draw_sheet)
    return _sheet


def draw_sheet(bmp):
    for n in range(10):
        glyph(_put, bmp, NUM0 + n, DIGITS[n], 5, 3, 2, INK)
    glyph(_put, bmp, NUM0 + 10, _TEN, 8, 2, 2, INK)
    glyph(_put, bmp, WAGER, _WAGER, 7, 2, 2, INK)
    for i in range(3):
        glyph(_put, bmp, COUNT10 + i, _COUNTS[i], 6, 3, 2, INK)
    for i in range(5):
        glyph(_put, bmp, ICON0 + i, _ICONS[i], 9, 1, 1, INK)
    _card_half(bmp, BODY_TOP, True, _face, EDGE)
    _card_half(bmp, BODY_BOTTOM, False, _face, EDGE)
    _card_half(bmp, BACK_TOP, True, _back_pattern, EDGE)
    _card_half(bmp, BACK_BOTTOM, False, _back_pattern, EDGE)
    _slot_edge(bmp, SLOT_TOP, True)
    _slot_edge(bmp, SLOT_BOTTOM, False)
    _card_half(bmp, SHORT_BODY, True, _face, EDGE, True)
    _card_half(bmp, SHORT_BACK, True, _back_pattern, EDGE, True)
    _slot_edge(bmp, SHORT_SLOT, True, True)


def release():
    """Frees the sheets a Lost Cities screen keeps: the card sheet, the
    columns' place sheet and the frames' bars."""
    global _sheet
    _sheet = None
    places.release()
    release_bars()


def number_tile(n):
    return NUM0 + n if 0 <= n <= 10 else BLANK


class Card:
    """One card on screen: an outline/body layer and a glyph layer (value on
    top, icon below), drawn at `scale` (2 gives 24x40 pixels). A short card
    is one tile tall (24x20): the value only, for piles whose place already
    tells their colour."""

    def __init__(self, x, y, scale=2, short=False):
        self.group = displayio.Group(x=x, y=y, scale=scale)
        p = displayio.Palette(N_COLOURS)
        p.make_transparent(CLEAR)
        p[EDGE] = 0x0A0A0A
        p[INK] = 0x141414
        p[BACK] = 0x6B4226
        p[BACK2] = 0xD9A441
        p[DIM] = 0x7F8C99
        self.palette = p
        self.short = short
        rows = 1 if short else 2
        bmp = sheet()
        self.body = displayio.TileGrid(bmp, pixel_shader=p, width=1, height=rows,
                                       tile_width=TILE_W, tile_height=TILE_H)
        self.face = displayio.TileGrid(bmp, pixel_shader=p, width=1, height=rows,
                                       tile_width=TILE_W, tile_height=TILE_H)
        self.group.append(self.body)
        self.group.append(self.face)
        self.empty()

    def _tiles(self, body_top, body_bottom, face_top, face_bottom):
        if self.short:
            set_tile(self.body, 0, 0, body_bottom)
            set_tile(self.face, 0, 0, face_top)
            return
        set_tile(self.body, 0, 0, body_top)
        set_tile(self.body, 0, 1, body_bottom)
        set_tile(self.face, 0, 0, face_top)
        set_tile(self.face, 0, 1, face_bottom)

    def show(self, colour, top_tile, bottom_tile, dimmed=False, bg=0):
        """A face-up card: body `colour`, glyph tiles on it."""
        p = self.palette
        if dimmed:
            p[FACE] = dim(colour, bg)
            p[INK] = dim(0x141414, bg, 5)
            p[EDGE] = dim(0x0A0A0A, bg, 5)
        else:
            p[FACE] = colour
            p[INK] = 0x141414
            p[EDGE] = 0x0A0A0A
        self._tiles(BODY_TOP, SHORT_BODY if self.short else BODY_BOTTOM, top_tile, bottom_tile)

    def back(self):
        self.palette[EDGE] = 0x0A0A0A
        self._tiles(BACK_TOP, SHORT_BACK if self.short else BACK_BOTTOM, BLANK, BLANK)

    def empty(self):
        self._tiles(SLOT_TOP, SHORT_SLOT if self.short else SLOT_BOTTOM, BLANK, BLANK)


class PileCount:
    """A discard pile's height beside its card (a short Card), big whatever
    it is: 1-9 a 14 px digit with 2 px strokes, 10-12 as bold in one narrow
    glyph (two digits at scale 2 would cover the pile's card), its bottom
    4 px below the card's value: a count, not a second digit of it ("2" "9"
    is not "29"). One tile of this sheet in the card's own 2x group.
    text, color and scale answer as BigSmall's do (the deck's count)."""

    scale = 2

    def __init__(self, card, colour):
        p = displayio.Palette(INK + 1)
        p.make_transparent(CLEAR)
        p[INK] = colour
        self.color = colour
        # x 10, y 2 (2x: 20, 4): the glyph, 3 px into its tile, starts just
        # right of the pile's frame and 8 px below the card's top
        self.grid = displayio.TileGrid(sheet(), pixel_shader=p, tile_width=TILE_W,
                                       tile_height=TILE_H, x=10, y=2)
        card.group.append(self.grid)
        self.text = ""

    def show(self, text):
        self.text = text
        n = int(text) if text else 0
        set_tile(self.grid, 0, 0, NUM0 + n if 0 < n < 10 else COUNT10 + n - 10 if 10 <= n <= 12 else BLANK)
