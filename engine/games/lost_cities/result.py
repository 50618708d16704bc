# The end-of-round breakdown, one page per seat: for each expedition
# (sum - 20) x (1 + wagers) + 20 bonus = score, then both seats' round and
# match totals. Labels are made once; a page only changes their text.
import displayio

from engine.ui import theme

from engine.games.lost_cities import art as cardart
from engine.games.lost_cities.table import COLOURS
from engine.ui.widgets import background, label, set_color, set_text
from engine.ui.words import name_of

ROW_Y = 46
ROW_H = 26
TEXT_X = 20


def pad(text, width):
    """`text` right-aligned in `width` characters (no str.rjust on the device)."""
    return " " * (width - len(text)) + text


def row_text(breakdown):
    """One column as fixed-width text, e.g. "(23-20)x2+20=  26"."""
    total, wagers, n, score = breakdown
    if not n:
        return "   -         =   0"
    return ("(" + pad(str(total), 2) + "-20)" + ("x" + str(1 + wagers) if wagers else "  ")
            + ("+20" if n >= 8 else "   ") + "=" + pad(str(score), 4))


HEADS = "sum  -20   wager 8+      score"


class ResultPage:
    def __init__(self, game, names):
        self.game = game
        self.names = names
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.title = label("", 4, 2, theme.TEXT, scale=2)
        self.group.append(self.title)
        # the page and the game number, two lines right-aligned by padding
        # (one label for a block of text: each label costs about 1 KB)
        self.page = label("", 236, 2, theme.TEXT_DIM, scale=1, anchor=(1, 0))
        self.group.append(self.page)
        # Small headings (6 px a character) centred over the scale-2 figures
        # (12 px a character): one label, the words placed by spaces.
        self.group.append(label(HEADS, TEXT_X + 15, 30, theme.TEXT_DIM, scale=1))
        self.swatches = []
        self.rows = []
        for c in range(5):
            y = ROW_Y + c * ROW_H
            card = cardart.Card(4, y + 2, scale=1)
            card.show(COLOURS[c], cardart.BLANK, cardart.ICON0 + c)
            self.swatches.append(card)
            self.group.append(card.group)
            lab = label("", TEXT_X, y, COLOURS[c], scale=2)
            self.rows.append(lab)
            self.group.append(lab)
        self.total = label("", 236, ROW_Y + 5 * ROW_H + 2, theme.ACCENT, scale=2, anchor=(1, 0))
        self.group.append(self.total)
        self.lines = label("", 4, 206, theme.TEXT, scale=1)  # this game, the match
        self.group.append(self.lines)

    def _name(self, seat):
        return name_of(self.names, seat)

    def draw(self, state, seat):
        g = self.game
        cols = g.view(state, seat)["cols"][seat]
        n_round = len(g.round_scores(state)) + 1
        set_text(self.title, self._name(seat))
        set_color(self.title, theme.SEATS[seat])
        set_text(self.page, "page " + str(seat + 1) + "/2  A: next\n"
                 + pad("game " + str(n_round) + " of " + str(g.ROUNDS), 17))
        total = 0
        for c in range(5):
            b = g.column_breakdown(cols[c])
            total += b[3]
            set_text(self.rows[c], row_text(b))
            set_color(self.rows[c], COLOURS[c] if b[2] else theme.TEXT_DIM)
        set_text(self.total, "Total " + pad(str(total), 4))
        sc = g.scores(state)
        tot = g.totals(state)
        set_text(self.lines, "This game: " + self._name(0) + " " + str(sc[0])
                 + ", " + self._name(1) + " " + str(sc[1]) + "\nMatch:     " + self._name(0)
                 + " " + str(tot[0]) + ", " + self._name(1) + " " + str(tot[1]))
