# The end of a Digging round on one page: each team's closed mines with
# their value worked out (metal x chests x 2 when a double came first), the
# round's points, the match totals against the goal of 60 and, when the match
# is over, the winners. Labels are made once; a round only changes their text.
import displayio

from engine.games.digging import cards as dc
from engine.games.digging import art
from engine.ui import theme
from engine.games.digging.words import team_names
from engine.ui.widgets import background, label, set_color, set_text

ROWS = 6            # mines listed per team; more show as "+n more"
ROW_Y = 44
ROW_H = 13
COL_X = (4, 124)


def mine_sum(mine):
    """A closed mine's value as a sum: "3x5x2=30" (metal, chests, double)."""
    text = str(dc.METAL_VALUES[mine[0]]) + "x" + str(dc.chest_units(mine))
    if dc.first_double(mine):
        text = text + "x2"
    return text + "=" + str(dc.mine_value(mine))


class ResultPage:
    def __init__(self, game, names):
        self.game = game
        self.names = names
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.title = label("", 120, 2, theme.ACCENT, anchor=(0.5, 0))
        self.group.append(self.title)
        self.heads = []
        self.rows = ([], [])
        self.totals = []
        for side in range(2):
            x = COL_X[side]
            head = label(team_names(names, side), x, 30, theme.SEATS[side], scale=1)
            self.heads.append(head)
            self.group.append(head)
            for r in range(ROWS + 1):
                lab = label("", x, ROW_Y + r * ROW_H, theme.TEXT, scale=1)
                self.rows[side].append(lab)
                self.group.append(lab)
            total = label("", x, ROW_Y + (ROWS + 1) * ROW_H + 4, theme.TEXT)
            self.totals.append(total)
            self.group.append(total)
        self.group.append(label("metal x chests (x2: double came first)", 4, 178,
                                theme.TEXT_DIM, scale=1))
        self.match = label("", 4, 194, theme.TEXT, scale=1)
        self.win = label("", 4, 208, theme.ACCENT, scale=1)
        self.prompt = label("", 4, 224, theme.TEXT_DIM, scale=1)
        self.group.append(self.match)
        self.group.append(self.win)
        self.group.append(self.prompt)

    def draw(self, state):
        g = self.game
        set_text(self.title, "Round " + str(len(state.history) + 1) + " scoring")
        closed = g.view(state, 0)["closed"]
        sc = g.scores(state)
        tot = g.totals(state)
        for side in range(2):
            mines = closed[side] + closed[side + 2]
            rows = self.rows[side]
            shown = len(mines) if len(mines) <= ROWS + 1 else ROWS
            for r in range(ROWS + 1):
                lab = rows[r]
                if r < shown:
                    cards = mines[r][0]
                    set_text(lab, art.METAL_NAMES[cards[0]] + " " + mine_sum(cards))
                    set_color(lab, art.METAL_COLOURS[cards[0]])
                elif r == shown and len(mines) > shown:
                    set_text(lab, "+" + str(len(mines) - shown) + " more")
                    set_color(lab, theme.TEXT_DIM)
                elif r == 0:
                    set_text(lab, "no closed mine")
                    set_color(lab, theme.TEXT_DIM)
                else:
                    set_text(lab, "")
            set_text(self.totals[side], "= " + str(sc[side]))
        a = team_names(self.names, 0)
        b = team_names(self.names, 1)
        set_text(self.match, "Match: " + a + " " + str(tot[0]) + ", " + b + " " + str(tot[1]))
        if g.match_over(state):
            w = g.winners(state)[0]
            set_text(self.win, team_names(self.names, w) + " win the match!")
            set_text(self.prompt, "A: final table")
        else:
            set_text(self.win, "First team to " + str(g.GOAL) + " wins the match")
            set_text(self.prompt, "A: match table")
