# Pieces of the Digging table: a mine chip (the metal's colour, its chests
# and its value if closed now) and frames (cursor, fight, last move) drawn as
# tile grids over small outline bitmaps.
import displayio
import vectorio

from engine.games.digging import art
from engine.ui import theme
from engine.ui.sprites import dim, outline
from engine.ui.widgets import label, set_color, set_text

INK = 0x141414
CHIP_W = 36
CHIP_H = 24
NAME_W = 40
NAME_H = 24
CARD_W = 28
CARD_H = 36

def rect(x, y, w, h, colour):
    """A solid rectangle that never moves: (shape, palette). A vector shape
    with a one-colour palette costs a third of a scaled bitmap box."""
    p = displayio.Palette(1)
    p[0] = colour
    return vectorio.Rectangle(pixel_shader=p, width=w, height=h, x=x, y=y), p


FRAME_SIZES = ((CHIP_W + 4, CHIP_H + 4), (CARD_W + 4, CARD_H + 4), (NAME_W + 4, NAME_H + 4))
_outlines = []


def _outline(i):
    if not _outlines:
        for w, h in FRAME_SIZES:
            _outlines.append(outline(w, h, 3))
    return _outlines[i]


def release():
    del _outlines[:]


class Frame:
    """A hollow rectangle round a chip, a card or a name box: tile grids
    over small outline bitmaps. Two grids per size take turns: a grid that
    moves dirties the box spanning both places, while hiding one and showing
    the other dirties just the two small boxes. A frame that only steps to
    a neighbour (the hand cursor) moves one grid: `flip` False."""

    def __init__(self, colour, flip=True):
        self.flip = flip
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = colour
        self.group = displayio.Group()
        self.grids = []         # size k: grids 2k and 2k + 1
        for i in range(2 * len(FRAME_SIZES)):
            # off screen until placed: a first move dirties nothing visible
            grid = displayio.TileGrid(_outline(i // 2), pixel_shader=self.palette, x=-64, y=-64)
            grid.hidden = True
            self.grids.append(grid)
            self.group.append(grid)

    def place(self, x, y, kind):
        x -= 2
        y -= 2
        show = -1
        for i in (2 * kind, 2 * kind + 1):
            grid = self.grids[i]
            if not grid.hidden and grid.x == x and grid.y == y:
                show = i        # already there
        if show < 0:
            show = 2 * kind if (self.grids[2 * kind].hidden or not self.flip) else 2 * kind + 1
            grid = self.grids[show]
            grid.x = x
            grid.y = y
        for i in range(len(self.grids)):
            grid = self.grids[i]
            hide = i != show
            if grid.hidden != hide:
                grid.hidden = hide

    def where(self):
        """(x, y) of what the frame is round, or None when hidden."""
        for grid in self.grids:
            if not grid.hidden:
                return grid.x + 2, grid.y + 2
        return None

    def colour(self, rgb):
        if self.palette[1] != rgb:
            self.palette[1] = rgb

    def hide(self):
        for grid in self.grids:
            if not grid.hidden:
                grid.hidden = True


def chip_text(mine):
    """A mine chip's two lines from a view's (cards, first double, value):
    "G 3+D" over "=15" (the value if closed now, right-aligned)."""
    cards, first, value = mine
    plain = 0
    double = False
    for c in cards[1:]:
        if c >= 6:
            double = True
        else:
            plain += 1
    letter = art.METAL_LETTERS[cards[0]]
    if first:
        chests = "D+" + str(plain) if plain else "D"
    elif double:
        chests = str(plain) + "+D"
    else:
        chests = str(plain) if plain else "-"
    value = ("x2" if first else "") + "=" + str(value)
    return letter + " " + chests + "\n" + " " * (5 - len(value)) + value


class Chip:
    def __init__(self, x, y):
        self.group = displayio.Group(x=x, y=y)
        body, self.palette = rect(0, 0, CHIP_W, CHIP_H, theme.PANEL)
        self.group.append(body)
        # One two-line label (a label per line would double the chips' cost).
        self.text = label("", 3, 0, INK, scale=1)
        self.group.append(self.text)
        self.group.hidden = True

    def show(self, metal, text, dimmed=False, ghost=False):
        colour = art.METAL_COLOURS[metal]
        if ghost:
            fill, ink = dim(colour, theme.BG, 3), colour
        elif dimmed:
            fill, ink = dim(colour, theme.BG, 2), dim(INK, theme.BG, 4)
        else:
            fill, ink = colour, INK
        if self.palette[0] != fill:
            self.palette[0] = fill
        set_text(self.text, text)
        set_color(self.text, ink)
        if self.group.hidden:
            self.group.hidden = False

    def hide(self):
        if not self.group.hidden:
            self.group.hidden = True
