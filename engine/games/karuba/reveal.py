# The reveal page: every seat's two revealed cards, their sum, and who must
# discard (the lowest sum, ties included) on a red-tinted row; a discarded
# card is greyed. The seat deciding which card to drop gets a cursor here.
# Rows are 48 px with 40 px cards for up to four seats, smaller for five or
# six. Allocated once; drawing changes tiles, palettes and text.
import gc

import displayio

from engine.games.karuba import art
from engine.ui import theme
from engine.ui.sprites import dim
from engine.ui.widgets import background, box, label, set_color, set_text

TOP = 28
LOW_ROW = dim(theme.WARN, theme.BG, 3)


class RevealPage:
    def __init__(self, names):
        gc.collect()  # (as the table: engine/games/karuba/table.py)
        self.names = names
        seats = len(names)
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.title = label("", 4, 2, theme.ACCENT, size=16)
        self.group.append(self.title)
        self.row_h = min(48, 196 // seats) // 4 * 4
        self.scale = 2 if self.row_h >= 44 else 1
        self.card_w = art.TILE * self.scale
        h = self.row_h
        self.rows = []
        for s in range(seats):
            y = TOP + s * h
            panel, pal = box(0, y, 240, h - 4, theme.PANEL)
            self.group.append(panel)
            cards = []
            palettes = []
            for i in range(2):
                p = art.palette()
                g = displayio.Group(x=4 + i * (self.card_w + 4), y=y + (h - 4 - self.card_w) // 2,
                                    scale=self.scale)
                g.append(art.grid(1, 1, pal=p))
                self.group.append(g)
                cards.append(g)
                palettes.append(p)
            text_x = 12 + 2 * (self.card_w + 4)
            if self.scale == 2:
                # Name and tag on one line, the sum large below them.
                name = label(names[s], text_x, y + 4, theme.SEATS[s % len(theme.SEATS)], scale=1)
                tag = label("", 234, y + 4, theme.TEXT_DIM, scale=1, anchor=(1, 0))
                total = label("", text_x, y + 17, theme.TEXT)
            else:
                # Name over tag on the left, the sum large on the right.
                name = label(names[s], text_x, y + 1, theme.SEATS[s % len(theme.SEATS)], scale=1)
                tag = label("", text_x, y + 14, theme.TEXT_DIM, scale=1, size=12)
                total = label("", 234, y + (h - 4) // 2 - 12, theme.TEXT, anchor=(1, 0))
            for lab in (name, tag, total):
                self.group.append(lab)
            self.rows.append((pal, cards, palettes, [False, False], tag, total))
        self.cursor = art.Frame(self.card_w + 4, self.card_w + 4, theme.ACCENT)
        self.group.append(self.cursor.grid)
        self.foot1 = label("", 4, 214, theme.TEXT, scale=1, size=39)
        self.foot2 = label("", 4, 227, theme.TEXT_DIM, scale=1, size=39)
        self.group.append(self.foot1)
        self.group.append(self.foot2)

    def draw(self, view, round_no):
        """Rows from a view in the discard or place phase."""
        set_text(self.title, "Reveal: round " + str(round_no))
        shown = view["shown"]
        sums = [p[0] + p[1] for p in shown if len(p) == 2]
        low = min(sums) if sums else -1
        for s in range(len(self.rows)):
            pal, cards, palettes, dimmed, tag, total = self.rows[s]
            pair = shown[s] if s < len(shown) else []
            if len(pair) != 2:
                for g in cards:
                    g.hidden = True
                set_text(total, "")
                set_text(tag, "")
                pal[0] = theme.PANEL
                continue
            lowest = pair[0] + pair[1] == low
            gone = dropped(view, s, low)
            for i in range(2):
                cards[i].hidden = False
                art.set_tile(cards[i][0], 0, 0, pair[i])
                want = pair[i] == gone
                if dimmed[i] != want:
                    dimmed[i] = want
                    art.fill(palettes[i], want)
            set_text(total, str(pair[0]) + "+" + str(pair[1]) + "=" + str(pair[0] + pair[1]))
            pal[0] = LOW_ROW if lowest else theme.PANEL
            if gone:
                set_text(tag, "discarded " + str(gone))
                set_color(tag, theme.TEXT)
            elif lowest:
                set_text(tag, "lowest")
                set_color(tag, theme.WARN)
            else:
                set_text(tag, "")
        self.cursor.hide()

    def point(self, seat, i):
        """The cursor round card i of a seat's pair (-1 hides it)."""
        if i < 0:
            self.cursor.hide()
            return
        y = TOP + seat * self.row_h + (self.row_h - 4 - self.card_w) // 2 - 2
        self.cursor.place(2 + i * (self.card_w + 4), y)

    def footer(self, line1, line2="", colour=theme.TEXT):
        set_text(self.foot1, line1)
        set_color(self.foot1, colour)
        set_text(self.foot2, line2)


def dropped(view, seat, low):
    """The card a lowest seat has discarded this round, or 0 (not yet, or
    not lowest)."""
    pair = view["shown"][seat]
    if len(pair) != 2 or pair[0] + pair[1] != low or seat in view["must_discard"]:
        return 0
    # Each card is in a deck once; a card dropped at "done" comes later.
    discards = view["discards"][seat]
    best = -1
    for card in pair:
        if card in discards:
            at = discards.index(card)
            if best < 0 or at < discards.index(best):
                best = card
    return best if best > 0 else 0
