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


class ResultPage:
    def __init__(self, game, names):
        self.game = game
        self.names = names
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.title = label("", 4, 2, theme.TEXT, scale=2)
        self.group.append(self.title)
        self.page = label("", 236, 2, theme.TEXT_DIM, scale=1, anchor=(1, 0))
        self.group.append(self.page)
        self.game_no = label("", 236, 14, theme.TEXT_DIM, scale=1, anchor=(1, 0))
        self.group.append(self.game_no)
        # Small headings over the scale-2 figures (12 px per character).
        heads = (("sum", TEXT_X + 24), ("-20", TEXT_X + 54), ("wager", TEXT_X + 96),
                 ("8+", TEXT_X + 126), ("score", TEXT_X + 180))
        for text, x in heads:
            self.group.append(label(text, x, 30, theme.TEXT_DIM, scale=1, anchor=(0.5, 0)))
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
        self.round_line = label("", 4, 206, theme.TEXT, scale=1)
        self.match_line = label("", 4, 220, theme.TEXT, scale=1)
        self.group.append(self.round_line)
        self.group.append(self.match_line)

    def _name(self, seat):
        return name_of(self.names, seat)

    def draw(self, state, seat):
        g = self.game
        cols = g.view(state, seat)["cols"][seat]
        n_round = len(g.round_scores(state)) + 1
        set_text(self.title, self._name(seat))
        set_text(self.game_no, "game " + str(n_round) + " of " + str(g.ROUNDS))
        set_color(self.title, theme.SEATS[seat])
        set_text(self.page, "page " + str(seat + 1) + "/2  A: next")
        total = 0
        for c in range(5):
            b = g.column_breakdown(cols[c])
            total += b[3]
            set_text(self.rows[c], row_text(b))
            set_color(self.rows[c], COLOURS[c] if b[2] else theme.TEXT_DIM)
        set_text(self.total, "Total " + pad(str(total), 4))
        sc = g.scores(state)
        tot = g.totals(state)
        set_text(self.round_line, "This game: " + self._name(0) + " " + str(sc[0])
                 + ", " + self._name(1) + " " + str(sc[1]))
        set_text(self.match_line, "Match:     " + self._name(0) + " " + str(tot[0])
                 + ", " + self._name(1) + " " + str(tot[1]))
