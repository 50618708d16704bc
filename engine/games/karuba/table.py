# The Karuba table at 240x240, drawn from a seat's view:
#
#   x 2-162, y 2-162   one island: a 4x4 grid of 40 px cards (the card sheet
#                      at scale 2), four route-line overlays for the end
#                      screen, a cursor frame and a highlight frame
#   x 166-240          one row per seat: name, island points, what it is
#                      doing (choosing, its revealed pair); a bar behind the
#                      seat whose island is on screen; the round below
#   y 166-240          the hand (up to 3 cards, 40 px) with a cursor and a
#                      bar under each picked card, a big line and a small
#                      line beside it, two prompt lines; on the end pages
#                      five lines of route points instead
#
# Everything is allocated here once; drawing changes tiles, palette entries,
# label text and positions only.
import gc

import displayio

from engine.games.karuba.cards import EDGES
from engine.games.karuba import art
from engine.ui import theme
from engine.games.karuba.words import short
from engine.ui.sprites import Number
from engine.ui.widgets import background, box, empty, label, set_color, set_text

ISLAND_X = 2
ISLAND_Y = 2
ROUTE_AWAY = 200  # a route grid's x (in card pixels) while it does not show: off the screen
CELL = 40
SIDE_X = 166
ROW_H = 24
HAND_X = 2
HAND_Y = 168
HAND_PITCH = 44
TEXT_X = 136
LINE_Y = 214




class Table:
    def __init__(self, names):
        # Made just after a collection, as the reveal page: its objects take
        # the lowest free places, not those after the last scratch (device
        # RAM: it is made again each round, docs/memory.md).
        gc.collect()
        self.names = names
        seats = len(names)
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        # The island: scale 2, so its coordinates are in card pixels.
        isle = displayio.Group(x=ISLAND_X, y=ISLAND_Y, scale=2)
        self.island = art.grid(4, 4)
        isle.append(self.island)
        self.route_palettes = []
        self.routes = []
        for c in range(4):
            p = displayio.Palette(2)
            p.make_transparent(0)
            p[1] = art.COLOURS[c]
            # Put beyond the screen's edge, not hidden, while its route does
            # not show: the display draws a new scene whole at once
            # (hw.whole_frame()), and CircuitPython draws a grid that was
            # hidden then once more at the next refresh: these four, the
            # island's size each, took 0.75 s after Karuba's first table on
            # the emulated Pico. Beyond the edge they cost nothing.
            g = displayio.TileGrid(art.route_sheet(), pixel_shader=p, width=4, height=4,
                                   tile_width=art.TILE, tile_height=art.TILE, x=ROUTE_AWAY, y=c - 1)
            self.routes.append(g)
            isle.append(g)
        self.group.append(isle)
        # Side column.
        self.bar, self.bar_palette = box(SIDE_X - 2, 0, 76, ROW_H, theme.PANEL_HI)
        self.group.append(self.bar)
        self.seat_names = []
        self.seat_points = []
        self.seat_status = []
        for s in range(seats):
            y = 1 + s * ROW_H
            name = label(short(names[s]), SIDE_X, y, theme.SEATS[s % len(theme.SEATS)], scale=1)
            # the island's points big, over both lines of its row
            points = Number(239, y + 3, 3, theme.TEXT, align=1)
            status = label("", SIDE_X, y + 11, theme.TEXT_DIM, scale=1, size=12)
            for lab in (name, points.grid, status):
                self.group.append(lab)
            self.seat_names.append(name)
            self.seat_points.append(points)
            self.seat_status.append(status)
        self.round = label("", SIDE_X, 4 + seats * ROW_H, theme.TEXT_DIM, scale=1, size=12)
        self.group.append(self.round)
        # The hand and the prompt band.
        self.play_band = displayio.Group()
        self.hand = []
        self.hand_palettes = []
        for i in range(3):
            p = art.palette()
            hand_group = displayio.Group(x=HAND_X + i * HAND_PITCH, y=HAND_Y, scale=2)
            hand_group.append(art.grid(1, 1, pal=p))
            self.hand.append(hand_group)
            self.hand_palettes.append(p)
            self.play_band.append(hand_group)
        self.hand_dim = [False, False, False]
        self.picks = []
        for i in range(3):
            bar, _ = box(HAND_X + i * HAND_PITCH, HAND_Y + 38, 40, 4, theme.ACCENT)
            bar.hidden = True
            self.picks.append(bar)
            self.play_band.append(bar)
        self.big = label("", TEXT_X, HAND_Y + 1, theme.TEXT, size=8)
        self.small = label("", TEXT_X, HAND_Y + 28, theme.TEXT_DIM, scale=1, size=17)
        self.line1 = label("", 4, LINE_Y, theme.TEXT, scale=1, size=39)
        self.line2 = label("", 4, LINE_Y + 13, theme.TEXT_DIM, scale=1, size=39)
        for lab in (self.big, self.small, self.line1, self.line2):
            self.play_band.append(lab)
        self.group.append(self.play_band)
        # The end pages' route lines: made for the end pages only.
        self.result_band = displayio.Group()
        self.result_lines = []
        self.group.append(self.result_band)
        # The card being placed, full size over the cell under the cursor, in
        # a grid of its own (two cells changed in the island's grid redrew the
        # box spanning them, a row on a wrap). A cursor step only hides it:
        # hiding one cell and showing another was 5.6% of the screen, over the
        # 5% a step may redraw. It shows again when the cursor rests (the
        # screen's idle()).
        self.ghost = displayio.Group(scale=2)
        self.ghost.append(art.grid(1, 1, pal=self.island.pixel_shader))
        self.ghost.hidden = True
        self.previewed = -1  # the cell it shows on, -1: none
        self.group.append(self.ghost)
        self.mark = art.Frame(CELL + 4, CELL + 4, theme.TEXT)
        self.cursor = art.Frame(CELL + 4, CELL + 4, theme.ACCENT)
        self.group.append(self.mark.grid)
        self.group.append(self.cursor.grid)

    # --- the island ---------------------------------------------------------
    def draw_island(self, island, legal=None):
        """Cards and empty cells; with `legal` (a 16-entry list of flags or
        None) empty cells show as places a card may or may not take."""
        for cell in range(16):
            card = island[cell]
            if card:
                tile = card
            elif legal is None:
                tile = art.EMPTY
            else:
                tile = art.LEGAL if legal[cell] else art.ILLEGAL
            art.set_tile(self.island, cell & 3, cell >> 2, tile)

    def cell_tile(self, cell):
        return self.island[cell & 3, cell >> 2]

    def preview(self, cell, card=0):
        """Shows `card` full size over `cell` (cell -1: hides it)."""
        self.previewed = cell
        if cell < 0:
            if not self.ghost.hidden:
                self.ghost.hidden = True
            return
        art.set_tile(self.ghost[0], 0, 0, card)
        x, y = self.cell_xy(cell)
        art.show_at(self.ghost, x + 2, y + 2)

    @staticmethod
    def cell_xy(cell):
        """Top-left of the frame round an island cell."""
        return ISLAND_X + (cell & 3) * CELL - 2, ISLAND_Y + (cell >> 2) * CELL - 2

    def show_routes(self, island, routes):
        """Draws each scored route as a line in its colour (routes: the
        karuba_score (status, points, cells) per colour)."""
        for c in range(4):
            g = self.routes[c]
            for cell in range(16):
                art.set_tile(g, cell & 3, cell >> 2, 0)
            status, points, cells = routes[c]
            if points <= 0:
                g.x = ROUTE_AWAY
                continue
            for i in range(len(cells)):
                mask = 0
                for j in (i - 1, i + 1):
                    if 0 <= j < len(cells):
                        mask |= _direction(cells[i], cells[j])
                card = island[cells[i]]
                mask &= EDGES[card]
                # Leave the middle clear where the card shows something there.
                if card > 1:
                    mask += 16
                art.set_tile(g, cells[i] & 3, cells[i] >> 2, mask)
            g.x = c - 1

    def hide_routes(self):
        for g in self.routes:
            g.x = ROUTE_AWAY

    # --- side column ----------------------------------------------------------
    def seat_row(self, seat, points, status, status_colour=theme.TEXT_DIM):
        set_text(self.seat_points[seat], points)
        set_text(self.seat_status[seat], status)
        set_color(self.seat_status[seat], status_colour)

    def point_seat(self, seat):
        """The bar behind the seat whose island is on screen."""
        y = seat * ROW_H
        if self.bar.y != y:
            self.bar.y = y

    def set_round(self, text):
        set_text(self.round, text)

    # --- hand and prompts -------------------------------------------------------
    def draw_hand(self, cards, picked=(), dimmed=()):
        for i in range(3):
            g = self.hand[i]
            if i < len(cards):
                art.set_tile(g[0], 0, 0, cards[i] if cards[i] > 0 else art.BACK)
                if self.hand_dim[i] != (i in dimmed):
                    self.hand_dim[i] = i in dimmed
                    art.fill(self.hand_palettes[i], i in dimmed)
                if g.hidden:
                    g.hidden = False
            elif not g.hidden:
                g.hidden = True
            # A picked card is lifted a little, with a bar under it.
            up = i < len(cards) and i in picked
            y = HAND_Y - 4 if up else HAND_Y
            if g.y != y:
                g.y = y
            bar = self.picks[i]
            if bar.hidden == up:
                bar.hidden = not up

    @staticmethod
    def hand_xy(i):
        return HAND_X + i * HAND_PITCH - 2, HAND_Y - 2

    def message(self, big, small="", line1="", line2="", big_colour=theme.TEXT,
                line1_colour=theme.TEXT):
        set_text(self.big, big)
        set_color(self.big, big_colour)
        set_text(self.small, small)
        set_text(self.line1, line1)
        set_color(self.line1, line1_colour)
        set_text(self.line2, line2)

    def result_mode(self, on):
        if on and not self.result_lines:
            for i in range(6):
                lab = label("", 4, 165 + i * 12, theme.TEXT, scale=1, size=39)
                self.result_lines.append(lab)
                self.result_band.append(lab)
        elif not on and self.result_lines:
            empty(self.result_band)
            self.result_lines = []
        self.play_band.hidden = on
        if not on:
            self.hide_routes()

    def result_line(self, i, text, colour=theme.TEXT):
        set_text(self.result_lines[i], text)
        set_color(self.result_lines[i], colour)


def _direction(a, b):
    """The edge bit of cell a that faces its neighbour b."""
    if b == a - 4:
        return 1
    if b == a + 1:
        return 2
    if b == a + 4:
        return 4
    return 8
