# The Gold table at 240x240, everything allocated once:
#
#   x 0-210, y 0-210   the 8x8 grid: one TileGrid over the gold_art sheet at
#                      scale 2 (26-pixel cells), a cursor frame, a frame on the
#                      card turned up this turn, an outcome banner over two
#                      free rows, and the mine chooser panel at set-up
#   x 210-240          a heading naming what the numbers count ("gold" or
#                      "cards", X switches), then one block per seat: name,
#                      mine colour stripe(s), that number
#   y 210-240          the status strip: whose turn (seat colour), cursor place
#
# Drawing only changes tile indices, palette entries, label text and positions.
import displayio
import vectorio

from engine.ui import theme

from engine.games.gold import art as gold_art
from engine.ui.sprites import Number, Outline, dim
from engine.ui.widgets import background, box, label, set_color, set_text

GRID_X = 2
GRID_Y = 2
CELL = 26
SIDE_X = 210
SIDE_W = 30
STRIP_Y = 210
LEGEND_H = 12      # the side panel's heading: "gold" or "cards" (1x)
BANNER_H = 52
# Rows the banner may start on, best first: the middle of the grid.
BANNER_ROWS = (3, 2, 4, 1, 5, 0, 6)


def short_name(name):
    """A name for the 30-pixel side panel: "You", "Bot 2" -> "B2"."""
    if len(name) <= 4:
        return name
    return name[0] + name[-1]


class Frame:
    """A hollow rectangle (four thin bars) for the cursor and highlights."""

    def __init__(self, colour, thick=2):
        self.palette = displayio.Palette(1)
        self.palette[0] = colour
        self.thick = thick
        self.group = displayio.Group()
        self.bars = []
        for _ in range(4):
            bar = vectorio.Rectangle(pixel_shader=self.palette, width=1, height=1, x=0, y=0)
            self.bars.append(bar)
            self.group.append(bar)
        self.group.hidden = True

    def place(self, x, y, w, h):
        t = self.thick
        top, bottom, left, right = self.bars
        self._set(top, x, y, w, t)
        self._set(bottom, x, y + h - t, w, t)
        self._set(left, x, y, t, h)
        self._set(right, x + w - t, y, t, h)
        self.group.hidden = False

    @staticmethod
    def _set(bar, x, y, w, h):
        if bar.width != w:
            bar.width = w
        if bar.height != h:
            bar.height = h
        if bar.x != x or bar.y != y:
            bar.location = (x, y)

    def colour(self, rgb):
        if self.palette[0] != rgb:
            self.palette[0] = rgb

    def hide(self):
        self.group.hidden = True


class Banner:
    """The outcome of a turn over two grid rows: a big title, two small lines."""

    def __init__(self):
        self.group = displayio.Group()
        frame, self.frame_palette = box(0, 0, 208, BANNER_H, theme.ACCENT)
        inner, _ = box(2, 2, 204, BANNER_H - 4, theme.PANEL)
        self.group.append(frame)
        self.group.append(inner)
        self.title = label("", 6, 2)
        self.line2 = label("", 6, 27, theme.TEXT, scale=1)
        self.line3 = label("", 6, 39, theme.TEXT, scale=1)
        self.group.append(self.title)
        self.group.append(self.line2)
        self.group.append(self.line3)
        self.group.hidden = True

    def show(self, row, title, colour, line2, line3="", colour3=theme.TEXT_DIM):
        self.group.x = GRID_X
        self.group.y = GRID_Y + row * CELL
        set_text(self.title, title)
        set_color(self.title, colour)
        self.frame_palette[0] = colour
        set_text(self.line2, line2)
        set_text(self.line3, line3)
        set_color(self.line3, colour3)
        self.group.hidden = False

    def hide(self):
        self.group.hidden = True


class Chooser:
    """The mine colours at set-up: swatch, name and owner per row."""

    X = 8
    Y = 8
    W = 196
    ROW_Y = 62
    ROW_H = 28

    def __init__(self, colour_names):
        self.group = displayio.Group()
        frame, self.frame_palette = box(self.X, self.Y, self.W, 196, theme.ACCENT)
        inner, _ = box(self.X + 2, self.Y + 2, self.W - 4, 192, theme.PANEL)
        self.group.append(frame)
        self.group.append(inner)
        # the chosen row: a frame of thin bars (a highlight bar behind the
        # row redrew both rows, 18% of the screen, at every step)
        self.bar = Outline(self.W - 8, self.ROW_H, theme.TEXT, 3)
        self.group.append(self.bar.group)
        self.title = label("", self.X + self.W // 2, self.Y + 8, theme.ACCENT, anchor=(0.5, 0))
        self.sub = label("", self.X + self.W // 2, self.Y + 36, theme.TEXT_DIM, scale=1,
                         anchor=(0.5, 0))
        self.group.append(self.title)
        self.group.append(self.sub)
        # the colours' names, five lines 28 px apart: the free ones in one
        # label, the taken ones dimmed in another (a label costs about 1 KB)
        self.colour_names = colour_names
        self.free = label("", self.X + 38, self.ROW_Y + 2)
        self.taken = label("", self.X + 38, self.ROW_Y + 2, theme.TEXT_DIM)
        for lab in (self.free, self.taken):
            lab.line_spacing = self.ROW_H / 24  # 12 px lines at scale 2: 28 apart
            self.group.append(lab)
        self.owners = []
        self.swatches = []
        for c in range(5):
            y = self.ROW_Y + c * self.ROW_H
            swatch, pal = box(self.X + 10, y + 4, 20, 20, gold_art.MINE_COLOURS[c])
            self.swatches.append(pal)
            self.group.append(swatch)
            owner = label("", self.X + self.W - 10, y + 2, anchor=(1, 0))
            self.owners.append(owner)
            self.group.append(owner)
        self.group.hidden = True

    def draw(self, owners, names, title, title_colour, sub, selected):
        """owners[c]: seat or -1; selected: the highlighted row or -1."""
        set_text(self.title, title)
        set_color(self.title, title_colour)
        self.frame_palette[0] = title_colour
        set_text(self.sub, sub)
        free = [" "] * 5
        held = [" "] * 5
        for c in range(5):
            o = owners[c]
            taken = o >= 0
            # six big letters fit right of "yellow": "Player 2" becomes "P2"
            name = names[o] if taken else "free"
            set_text(self.owners[c], name if len(name) <= 6 else name[0] + name[-1])
            set_color(self.owners[c], theme.SEATS[o % len(theme.SEATS)] if taken else theme.OK)
            # (an empty line is a space: the label keeps its first line's place)
            free[c] = " " if taken else self.colour_names[c]
            held[c] = self.colour_names[c] if taken else " "
            colour = gold_art.MINE_COLOURS[c]
            # a taken colour half way toward the panel: still recognisable
            self.swatches[c][0] = colour if not taken else dim(colour, theme.PANEL, 4)
        set_text(self.free, "\n".join(free))
        set_text(self.taken, "\n".join(held))
        if selected >= 0:
            self.bar.place(self.X + 4, self.ROW_Y + selected * self.ROW_H)
        else:
            self.bar.hide()
        self.group.hidden = False

    def hide(self):
        self.group.hidden = True


class SeatBlock:
    """One seat in the side panel: name, mine stripes, a number (gold)."""

    def __init__(self, y, h, name, seat):
        self.group = displayio.Group()
        self.bg, self.bg_palette = box(SIDE_X, y + 1, SIDE_W, h - 2, theme.PANEL)
        self.group.append(self.bg)
        half = (h - 2) // 2
        self.stripes = []
        for i in range(2):
            sy = y + 1 + i * half
            stripe, pal = box(SIDE_X, sy, 4, half if i == 0 else h - 2 - half, theme.PANEL)
            self.stripes.append((stripe, pal))
            self.group.append(stripe)
        self.full, self.full_palette = box(SIDE_X, y + 1, 4, h - 2, theme.PANEL)
        self.group.append(self.full)
        colour = theme.SEATS[seat % len(theme.SEATS)]
        self.name = label(short_name(name), SIDE_X + 17, y + 3, colour, scale=1, anchor=(0.5, 0))
        self.group.append(self.name)
        self.number = Number(SIDE_X + SIDE_W - 1, y + 17, 3, theme.ACCENT, align=1)
        self.number.text = "0"
        self.group.append(self.number.grid)

    def draw(self, mines, number, colour, active):
        self.bg_palette[0] = theme.PANEL_HI if active else theme.PANEL
        if len(mines) == 1:
            self.full.hidden = False
            self.full_palette[0] = gold_art.MINE_COLOURS[mines[0]]
            for stripe, _ in self.stripes:
                stripe.hidden = True
        else:
            self.full.hidden = True
            for i in range(2):
                stripe, pal = self.stripes[i]
                stripe.hidden = i >= len(mines)
                if i < len(mines):
                    pal[0] = gold_art.MINE_COLOURS[mines[i]]
        set_text(self.number, str(number))
        set_color(self.number, colour)


class Table:
    def __init__(self, game, names, seats):
        self.game = game
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.palette = gold_art.palette()
        self.cells = displayio.TileGrid(gold_art.sheet(), pixel_shader=self.palette,
                                        width=8, height=8, tile_width=gold_art.TILE,
                                        tile_height=gold_art.TILE)
        grid = displayio.Group(x=GRID_X, y=GRID_Y, scale=2)
        grid.append(self.cells)
        self.group.append(grid)
        self.mark = Frame(theme.TEXT)
        self.mark2 = Frame(theme.TEXT)
        self.cursor = Frame(theme.ACCENT)
        self.group.append(self.mark.group)
        self.group.append(self.mark2.group)
        self.group.append(self.cursor.group)
        # The outcome banner (three labels) is made at a turn's first
        # outcome: the mine choice, with its chooser, is the game's peak.
        self._banner = None
        self.banner_slot = displayio.Group()
        self.group.append(self.banner_slot)
        # The mine chooser (a dozen labels) exists only while it shows.
        self._chooser = None
        self.chooser_slot = displayio.Group()
        self.group.append(self.chooser_slot)
        # What the side panel's numbers count, over its blocks: without it
        # X's switch between gold and cards said nothing of which shows.
        self.legend = label("gold", SIDE_X + SIDE_W // 2, 0, theme.ACCENT, scale=1,
                            anchor=(0.5, 0))
        self.group.append(self.legend)
        self.blocks = []
        h = (STRIP_Y - LEGEND_H) // seats
        for s in range(seats):
            block = SeatBlock(LEGEND_H + s * h, h, names[s], s)
            self.blocks.append(block)
            self.group.append(block.group)
        # From y 208 (the grid's last gap) so the box is 4x-scalable.
        strip, _ = box(0, STRIP_Y - 2, 240, 32, theme.PANEL)
        self.group.append(strip)
        self.marker, self.marker_palette = box(0, STRIP_Y - 2, 8, 32, theme.ACCENT)
        self.group.append(self.marker)
        self.status = label("", 10, STRIP_Y + 3)
        self.status_small = label("", 10, STRIP_Y + 9, scale=1)
        self.place = label("", 237, STRIP_Y + 3, theme.ACCENT, anchor=(1, 0))
        self.group.append(self.status)
        self.group.append(self.status_small)
        self.group.append(self.place)

    @property
    def banner(self):
        if self._banner is None:
            self._banner = Banner()
            self.banner_slot.append(self._banner.group)
        return self._banner

    @property
    def chooser(self):
        if self._chooser is None:
            self._chooser = Chooser(self.game.COLOUR_NAMES)
            self.chooser_slot.append(self._chooser.group)
        return self._chooser

    # --- the grid ---------------------------------------------------------
    def grid(self, cells):
        """cells: a view's grid (-1 face down, -2 gone, else the card)."""
        game = self.game
        t = self.cells
        for p in range(64):
            tile = gold_art.tile_of(game, cells[p])
            if t[p % 8, p // 8] != tile:
                t[p % 8, p // 8] = tile

    def face_up(self, pos, card):
        """Shows a card at pos whatever the view says (a turn's outcome)."""
        self.cells[pos % 8, pos // 8] = gold_art.tile_of(self.game, card)

    @staticmethod
    def cell_box(pos):
        """The frame box around a cell: it sits in the gaps, not on the card."""
        return (GRID_X + (pos % 8) * CELL - 2, GRID_Y + (pos // 8) * CELL - 2, CELL + 2, CELL + 2)

    def banner_row(self, avoid1, avoid2):
        """The first of two grid rows (from the middle out) that hold
        neither of the turned cards."""
        r1 = avoid1 // 8 if avoid1 >= 0 else -9
        r2 = avoid2 // 8 if avoid2 >= 0 else -9
        for r in BANNER_ROWS:
            if r != r1 and r + 1 != r1 and r != r2 and r + 1 != r2:
                return r
        return 6

    # --- side panel and strip -------------------------------------------
    def seats(self, owner, numbers, number_colour, active, legend="gold"):
        set_text(self.legend, legend)
        set_color(self.legend, number_colour)
        for s in range(len(self.blocks)):
            mines = [c for c in range(5) if owner[c] == s]
            self.blocks[s].draw(mines, numbers[s], number_colour, s == active)

    def strip(self, text, colour, place="", marker=-1):
        # Up to 16 characters at scale 2, longer text small; the marker bar
        # on the left takes `colour` unless given (the seat that decides).
        big = len(text) <= 16
        set_text(self.status, text if big else "")
        set_text(self.status_small, "" if big else text)
        set_color(self.status, colour)
        set_color(self.status_small, colour)
        self.marker_palette[0] = colour if marker < 0 else marker
        set_text(self.place, place)

    def hide_marks(self):
        self.cursor.hide()
        self.mark.hide()
        self.mark2.hide()
        if self._banner is not None:
            self._banner.hide()
        if self._chooser is not None:
            self._chooser.hide()

    def drop_chooser(self):
        """The mines are chosen: the chooser's objects can go."""
        if self._chooser is not None:
            self.chooser_slot.pop()
            self._chooser = None
