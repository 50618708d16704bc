# Pieces of the Digging table: a mine chip (the metal's colour, its chests
# and its value if closed now) and frames (cursor, fight, last move) drawn as
# tile grids over small outline bitmaps.
import displayio
import vectorio

from engine.games.digging import art
from engine.ui import theme
from engine.ui.sprites import _SIGNS, Number, digit_sheet, dim, show_at
from engine.ui.widgets import set_color, set_text

INK = 0x141414
_BLANK = len(_SIGNS) - 1
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


# round a chip, a card, a name box; on a box of the action bar
FRAME_SIZES = ((CHIP_W + 4, CHIP_H + 4), (CARD_W + 4, CARD_H + 4), (NAME_W + 4, NAME_H + 4), (76, 24))
THICK = 3
_bars = {}


def _bar(w, h):
    # a solid 1-bit bitmap, shared by every frame
    bmp = _bars.get(w * 1000 + h)
    if bmp is None:
        bmp = displayio.Bitmap(w, h, 2)
        bmp.fill(1)
        _bars[w * 1000 + h] = bmp
    return bmp


def release():
    _bars.clear()


class Frame:
    """A hollow rectangle round a chip, a card, a name box or a box of the
    action bar: for each of its `kinds` (FRAME_SIZES) four thin tile grids
    in a group, so that a move redraws four thin strips, not the boxes it
    spans (a step along the hand: about 1% of the screen)."""

    def __init__(self, colour, kinds, thick=THICK):
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = colour
        self.group = displayio.Group()
        self.kinds = [None] * len(FRAME_SIZES)
        self.thick = thick
        for k in kinds:
            self._kind(k)
        self.at = None

    def _kind(self, kind):
        g = self.kinds[kind]
        if g is None:
            w, h = FRAME_SIZES[kind]
            t = self.thick
            g = displayio.Group()
            for x, y, bw, bh in ((0, 0, w, t), (0, h - t, w, t), (0, t, t, h - 2 * t),
                                 (w - t, t, t, h - 2 * t)):
                g.append(displayio.TileGrid(_bar(bw, bh), pixel_shader=self.palette, x=x, y=y))
            g.hidden = True
            self.kinds[kind] = g
            self.group.append(g)
        return g

    def place(self, x, y, kind):
        for k in range(len(self.kinds)):
            if k != kind and self.kinds[k] is not None and not self.kinds[k].hidden:
                self.kinds[k].hidden = True
        show_at(self._kind(kind), x - 2, y - 2)
        self.at = (x, y)

    def where(self):
        """(x, y) of what the frame is round, or None when hidden."""
        for g in self.kinds:
            if g is not None and not g.hidden:
                return self.at
        return None

    def colour(self, rgb):
        if self.palette[1] != rgb:
            self.palette[1] = rgb

    def hide(self):
        for g in self.kinds:
            if g is not None and not g.hidden:
                g.hidden = True


def chip_text(mine):
    """A mine chip's (small line, big value) from a view's (cards, first
    double, value): ("G 3+D", "15"): its metal and chests small, its value
    if closed now in big digits (what a player weighs)."""
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
    return letter + " " + chests, str(value)


class Chip:
    def __init__(self, x, y):
        self.group = displayio.Group(x=x, y=y)
        body, self.palette = rect(0, 0, CHIP_W, CHIP_H, theme.PANEL)
        self.group.append(body)
        # Tiles from the shared sheet of digits, signs and the chips' few
        # letters (a label would cost four times as much): the metal and
        # chests small on two rows (the second for "+new mine"), the value
        # big, bottom right, under the first row.
        self.text = Number(2, 1, 5, INK, scale=1, rows=2)
        # the value: bare tiles of the big sheet in the small text's palette
        # (a Number of its own would cost 130 bytes more a chip, 16 chips)
        self.value = displayio.TileGrid(digit_sheet(2), pixel_shader=self.text.palette, width=3,
                                        tile_width=12, tile_height=16, default_tile=_BLANK,
                                        x=CHIP_W - 37, y=9)
        self.group.append(self.text.grid)
        self.group.append(self.value)
        self.group.hidden = True

    def show(self, metal, text, dimmed=False, ghost=False):
        """text: chip_text's (small, big), or one small text of two rows."""
        colour = art.METAL_COLOURS[metal]
        if ghost:
            fill, ink = dim(colour, theme.BG, 3), colour
        elif dimmed:
            fill, ink = dim(colour, theme.BG, 2), dim(INK, theme.BG, 4)
        else:
            fill, ink = colour, INK
        if self.palette[0] != fill:
            self.palette[0] = fill
        small, big = text if isinstance(text, tuple) else (text, "")
        set_text(self.text, small)
        set_color(self.text, ink)
        # right-aligned: blanks first
        big = " " * (3 - len(big)) + big
        for i in range(3):
            t = _BLANK if big[i] == " " else ord(big[i]) - 48
            if self.value[i] != t:
                self.value[i] = t
        if self.group.hidden:
            self.group.hidden = False

    def hide(self):
        if not self.group.hidden:
            self.group.hidden = True
