# The Lost Cities table at 240x240, drawn from a seat's view:
#
#   y   3  the other seat's five columns          | name, score
#   y  68  five discard piles (top card, height)   | draw pile
#   y  91  the viewer's five columns               | name, score
#   y 156  the viewer's hand (8 cards)
#   y 194  message lines (every pixel row is used: a frame round a top-row
#          cell keeps 2 px from the screen's edge, the digits 4 px)
#
# A column (lc_places) is two columns of fixed places, the wagers and 2-5
# down the left, 6-10 down the right, one value to a row: a played value is
# a 12 px digit in the expedition's colour, and two values on a row are far
# enough apart never to read as one number. X swaps the columns for their
# running scores (big, where the column was). The piles are short cards
# (their place under the columns tells the colour). Everything is allocated
# here once; draw() only changes tiles, palette entries and label text.
import displayio

from engine.ui import theme

from engine.games.lost_cities import art as cardart

from engine.games.lost_cities import places as lc_places
from engine.ui.sprites import Number, Outline, show_at, solid
from engine.ui.widgets import background, label, set_color, set_text

# Expedition colours (yellow, blue, white, green, red): bright on the dark
# table and light enough for dark ink on a card.
COLOURS = (0xF5C518, 0x4A9DFF, 0xE8E8E8, 0x3CC45A, 0xF0503C)
COL_W = 40          # one expedition's strip; the right 40 px hold names/deck
COL_X = 2           # a column's tiles start 2 px into its strip, a pile's card 3
COL_H = lc_places.ROWS * lc_places.ROW_H
TOP_Y = 3
GAME_NO_Y = 50
PILE_Y = 68
BOTTOM_Y = 91
HAND_Y = 156
CARD_W = 24
CARD_H = 40
PILE_H = 20
HAND_PITCH = 30
MSG_Y = 194
DECK = 5            # slot index of the draw pile after the five piles

def card_tiles(card, game):
    """(top tile, bottom tile) of a face-up card."""
    v = game.value(card)
    top = cardart.number_tile(v) if v else cardart.WAGER
    return top, cardart.ICON0 + game.colour(card)


def card_words(g, card):
    """A card in words: "green 7", "red wager"."""
    colour = g.COLOUR_NAMES[g.colour(card)]
    v = g.value(card)
    return colour + " " + str(v) if v else colour + " wager"


def describe(g, state, move):
    """A move in words (the screen's describe)."""
    if move == g.DRAW_DECK:
        return "Draw from the deck"
    if move >= g.DRAW_PILE:
        c = move - g.DRAW_PILE
        pile = g.view(state, 0)["piles"][c]
        if pile:
            return "Draw the " + card_words(g, pile[-1]) + " from its discard pile"
        return "Draw from the " + g.COLOUR_NAMES[c] + " discard pile"
    if move >= g.DISCARD:
        words = card_words(g, move - g.DISCARD)
        return "Discard " + ("a " if words.endswith("wager") else "") + words
    words = card_words(g, move)
    return "Play " + ("a " if words.endswith("wager") else "") + words + " to your expedition"


# Frames are tile grids over tiny 1-bit outline bitmaps: moving a tile grid
# redraws only its old and new rectangles (a vector shape would redraw the
# box spanning both), so a cursor step touches a few percent of the screen.
# A cell frame's sides are 2 px, its top and bottom 1 px: they run in the
# table between the places and the 1 px gap between rows, so a frame never
# covers a neighbour's digit. Round a card (a pile, a hand card) the sides
# are 2 px outside it, the top and bottom bars 2 px with one on the card's
# dark edge: 2 px of height for the margins.
_VALUE_BOX = (lc_places.TILE_W + 3, lc_places.ROW_H + 1)
_WAGER_BOX = (2 * lc_places.TILE_W + 1, lc_places.ROW_H + 1)
# (the hand's frame is the Cursor's alone: no highlight goes round a hand card)
FRAME_SIZES = ((CARD_W + 4, PILE_H + 2), _VALUE_BOX, _WAGER_BOX)
_outlines = []


def _cell_bitmap(w, h):
    bmp = displayio.Bitmap(w, h, 2)
    for y in range(h):
        for x in range(w):
            if x < 2 or x >= w - 2 or y == 0 or y == h - 1:
                bmp[x, y] = 1
    return bmp


def _cell_outline(i):
    """The outline bitmap of cell frame FRAME_SIZES[i] (i >= 1; a pile's frame
    is an Outline), made once and shared by the frames."""
    if not _outlines:
        for w, h in FRAME_SIZES[1:]:
            _outlines.append(_cell_bitmap(w, h))
    return _outlines[i - 1]


def short_name(names, seat):
    """A seat's name in big letters for the 40 px strip: "You", "P1", "B2"."""
    name = names[seat] if seat < len(names) else "P" + str(seat + 1)
    return name if len(name) <= 3 else name[0] + name[-1]


class BigSmall:
    """A number in big digits, or in small ones when it has more than `fit`
    characters (two numbers sharing a place; one shows)."""

    def __init__(self, group, x, y, fit, colour, align):
        self.fit = fit
        self.big = Number(x, y, fit, colour, 2, align)
        self.small = Number(x, y + 4, fit + 2, colour, 1, align)
        group.append(self.big.grid)
        group.append(self.small.grid)

    def show(self, text, colour=None):
        big = len(text) <= self.fit
        set_text(self.big, text if big else "")
        set_text(self.small, "" if big else text)
        if colour is not None:
            set_color(self.big, colour)
            set_color(self.small, colour)

    @property
    def text(self):
        return self.big.text or self.small.text

    @property
    def scale(self):
        return 1 if self.small.text else 2

    @property
    def color(self):
        return self.big.color


class Frame:
    """A hollow rectangle round a card or a column cell (highlights). Round a
    pile it is four thin tile grids (sprites.Outline): UP/DOWN between a
    column and a discard pile moves it there, and a whole 28 x 22 box each
    way was a third of what that step may redraw."""

    def __init__(self, colour):
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = colour
        self.group = displayio.Group()
        pile = Outline(FRAME_SIZES[0][0], FRAME_SIZES[0][1], colour).group
        self.grids = [pile]
        self.group.append(pile)
        for i in range(1, len(FRAME_SIZES)):
            grid = displayio.TileGrid(_cell_outline(i), pixel_shader=self.palette)
            grid.hidden = True
            self.grids.append(grid)
            self.group.append(grid)

    def place(self, x, y, w, h):
        for i in range(len(FRAME_SIZES)):
            grid = self.grids[i]
            if FRAME_SIZES[i] == (w, h):
                show_at(grid, x, y)
            elif not grid.hidden:
                grid.hidden = True

    def hide(self):
        for grid in self.grids:
            if not grid.hidden:
                grid.hidden = True


class Cursor:
    """The frame round a hand card or a pile: four thin tile grids, so that
    a step redraws thin strips (about 1% of the screen), not the old and new
    boxes (4.3% along the hand). Each side is two 20 px tiles: the lower
    one clear round a pile."""

    def __init__(self, colour):
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = colour
        side = displayio.Bitmap(2, 2 * PILE_H, 2)
        for y in range(PILE_H):
            side[0, y] = side[1, y] = 1
        self.group = g = displayio.Group()
        g.hidden = True
        w = CARD_W + 4
        for x, y in ((0, 0), (0, 0)):
            g.append(displayio.TileGrid(solid(w, 2), pixel_shader=self.palette, x=x, y=y))
        for x in (0, w - 2):
            g.append(displayio.TileGrid(side, pixel_shader=self.palette, height=2,
                                        tile_width=2, tile_height=PILE_H, x=x, y=2))

    def place(self, x, y, h):
        # h: CARD_H + 2 round a card, PILE_H + 2 round a pile
        g = self.group
        if g[1].y != h - 2:
            g[1].y = h - 2
        low = 0 if h > PILE_H + 2 else 1
        for side in (g[2], g[3]):
            if side[0, 1] != low:
                side[0, 1] = low
        show_at(g, x, y)

    def hide(self):
        if not self.group.hidden:
            self.group.hidden = True


class Table:
    def __init__(self, game, names):
        self.game = game
        self.names = names
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        # grids[0] is the other seat's row (top), grids[1] the viewer's.
        self.grids = ([], [])
        self.col_scores = ([], [])
        for row in range(2):
            y = TOP_Y if row == 0 else BOTTOM_Y
            for c in range(5):
                grid = lc_places.grid(COLOURS[c], theme.BG, c * COL_W + COL_X, y)
                self.grids[row].append(grid)
                self.group.append(grid)
                # X: the column's score, big, in the column's place (three
                # characters fill the strip: a score runs -80..+156, "+156"
                # shows its last three)
                num = Number(c * COL_W + 20, y + 24, 3, COLOURS[c], scale=2, align=0.5)
                self.col_scores[row].append(num)
                self.group.append(num.grid)
        self.name_labels = []
        self.totals = []
        for row in range(2):
            y = TOP_Y if row == 0 else BOTTOM_Y
            lab = label("", 220, y + 2, theme.TEXT, anchor=(0.5, 0))
            self.name_labels.append(lab)
            self.group.append(lab)
            # Four characters at scale 2 overflow the 40 px strip.
            self.totals.append(BigSmall(self.group, 220, y + 30, 3, theme.TEXT, 0.5))
        # "Game 2" from the match's second game on: the totals under the names
        # are then the match's so far (X: this game's running totals).
        self.game_no = label("", 220, GAME_NO_Y, theme.TEXT_DIM, scale=1, anchor=(0.5, 0))
        self.group.append(self.game_no)
        self.piles = []
        self.heights = []
        for c in range(6):
            card = cardart.Card(c * COL_W + 3, PILE_Y, short=True)
            self.piles.append(card)
            self.group.append(card.group)
            # pile heights beside the piles, grey and big (art.PileCount);
            # the deck's count sits on its back
            self.heights.append(
                cardart.PileCount(card, theme.TEXT_DIM) if c < DECK else
                BigSmall(self.group, c * COL_W + 15, PILE_Y + 3, 2, theme.TEXT, 0.5))
        # a plain back under the deck's count: the pattern would break the digits
        deck_palette = self.piles[DECK].palette
        deck_palette[cardart.BACK2] = deck_palette[cardart.BACK]
        self.hand = []
        for i in range(8):
            card = cardart.Card(3 + i * HAND_PITCH, HAND_Y)
            self.hand.append(card)
            self.group.append(card.group)
        self.cursor = Cursor(theme.ACCENT)
        self.mark = Frame(theme.ACCENT)
        self.mark2 = Frame(theme.TEXT)
        self.group.append(self.mark.group)
        self.group.append(self.mark2.group)
        self.group.append(self.cursor.group)
        self.lines = (
            label("", 4, MSG_Y, theme.TEXT, scale=2),
            label("", 4, MSG_Y + 23, theme.TEXT, scale=1),
            label("", 4, MSG_Y + 34, theme.TEXT, scale=1),
        )
        for lab in self.lines:
            self.group.append(lab)
        self.hand_cards = []

    # --- drawing from a view -------------------------------------------------
    def draw(self, view, scores_on, match=None):
        """match: (game number, match totals so far) from the second game on."""
        game = self.game
        me = view["seat"]
        set_text(self.game_no, "Game " + str(match[0]) if match else "")
        for row in range(2):
            seat = me if row == 1 else 1 - me
            total = 0
            for c in range(5):
                col = view["cols"][seat][c]
                grid = self.grids[row][c]
                self._fill_grid(grid, col)
                if grid.hidden != scores_on:
                    grid.hidden = scores_on
                s, w, n, score = game.column_breakdown(col)
                total += score
                set_text(self.col_scores[row][c], self._signed(score) if (scores_on and n) else "")
            set_text(self.name_labels[row], short_name(self.names, seat))
            set_color(self.name_labels[row], theme.SEATS[seat])
            text = str(total) if scores_on else ""
            if match and not scores_on:
                text = str(match[1][seat])
            self.totals[row].show(text, theme.TEXT if scores_on or not match else theme.TEXT_DIM)
        for c in range(5):
            pile = view["piles"][c]
            if pile:
                top, bottom = card_tiles(pile[-1], game)
                self.piles[c].show(COLOURS[c], top, bottom)
                self.heights[c].show(str(len(pile)))
            else:
                self.piles[c].empty()
                self.heights[c].show("")
        deck = self.piles[DECK]
        if view["deck"]:
            deck.back()
        else:
            deck.empty()
        self.heights[DECK].show(str(view["deck"]))
        self.hand_cards = view["hand"]
        for i in range(8):
            self._show_hand_card(i, False)
        self.point(-1)

    @staticmethod
    def _signed(n):
        return "+" + str(n) if 0 < n < 100 else str(n)   # three characters fit

    def _fill_grid(self, grid, col):
        game = self.game
        lit = [False] * 11
        wagers = 0
        for card in col:
            v = game.value(card)
            if v:
                lit[v] = True
            else:
                wagers += 1
        lc_places.show_wagers(grid, wagers)
        for v in range(2, 11):
            lc_places.show_value(grid, v, lit[v])

    def _show_hand_card(self, i, dimmed):
        card = self.hand[i]
        if i < len(self.hand_cards):
            c = self.hand_cards[i]
            top, bottom = card_tiles(c, self.game)
            card.group.hidden = False
            card.show(COLOURS[self.game.colour(c)], top, bottom, dimmed, theme.BG)
        else:
            card.group.hidden = True

    def dim_pile(self, c, dimmed):
        """Greys a discard pile's top card (a pile that may not be drawn)."""
        if c < 5 and self.heights[c].text:
            pile_card = self.piles[c]
            pal = pile_card.palette
            base = COLOURS[c]
            pal[cardart.FACE] = cardart.dim(base, theme.BG) if dimmed else base
            pal[cardart.INK] = cardart.dim(0x141414, theme.BG, 5) if dimmed else 0x141414

    # --- cursor and highlights -----------------------------------------------
    def point(self, i):
        """Puts the cursor round hand card i (or hides it for -1)."""
        if i < 0:
            self.cursor.hide()
        else:
            self.cursor.place(1 + i * HAND_PITCH, HAND_Y - 1, CARD_H + 2)

    def slot_box(self, k):
        """(x, y, w, h) round discard pile k (0-4) or the draw pile (5)."""
        return (k * COL_W + 1, PILE_Y - 1, CARD_W + 4, PILE_H + 2)

    def cell_box(self, row, colour, value, wager_index):
        """(x, y, w, h) round a value's place in a column, or round its
        wagers' place (value 0; all the wagers share one place)."""
        if value:
            x, r = lc_places.value_place(value)
            w, h = _VALUE_BOX
        else:
            x, r = 0, 0
            w, h = _WAGER_BOX
        top = TOP_Y if row == 0 else BOTTOM_Y
        return (colour * COL_W + COL_X - 1 + x * lc_places.TILE_W, top - 1 + r * lc_places.ROW_H, w, h)

    def message(self, big, line2="", line3="", big_colour=theme.TEXT,
                colour2=theme.TEXT, colour3=theme.TEXT):
        set_text(self.lines[0], big)
        set_color(self.lines[0], big_colour)
        set_text(self.lines[1], line2)
        set_color(self.lines[1], colour2)
        set_text(self.lines[2], line3)
        set_color(self.lines[2], colour3)
