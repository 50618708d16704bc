# The end of a Gold round on one page: per seat its mine colours, its gold
# cards as coins (largest first), how many and the total; then the winner and
# how a tie was broken. Allocated once (up to five rows), redrawn per round.
import displayio

from engine.ui import theme

from engine.games.gold import art as gold_art
from engine.games.gold.words import winner_lines
from engine.ui.widgets import background, box, label, set_color, set_text
from engine.ui.words import name_of, seat_colour

COINS = 15          # coin tiles per row; more cards show as "+n"
TOP = 30
FOOT = 196


class ResultPage:
    def __init__(self, game, names):
        self.game = game
        self.names = names
        seats = len(names)
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.title = label("", 120, 3, theme.ACCENT, anchor=(0.5, 0))
        self.group.append(self.title)
        # Row panels in multiples of 4 pixels: their bitmaps are 4x scaled.
        row_h = min(40, (FOOT - TOP) // seats) // 4 * 4
        panel_h = row_h - 4
        self.palette = gold_art.palette()
        # Empty coin places show the row's panel: felt and dotted lines clear.
        self.palette.make_transparent(gold_art.FELT)
        self.palette.make_transparent(gold_art.DIMLINE)
        self.rows = []
        for s in range(seats):
            y = TOP + s * row_h
            panel, _ = box(0, y, 240, panel_h, theme.PANEL)
            self.group.append(panel)
            stripes = []
            for i in range(2):
                stripe, pal = box(0, y + i * (panel_h // 2), 4, panel_h // 2, theme.PANEL)
                stripes.append(pal)
                self.group.append(stripe)
            name = label("", 8, y + 1, seat_colour(s), scale=1)
            coins = displayio.TileGrid(gold_art.sheet(), pixel_shader=self.palette,
                                       width=COINS, height=1, tile_width=gold_art.TILE,
                                       tile_height=gold_art.TILE, x=7, y=y + 15)
            total = label("", 236, y + 3, theme.ACCENT, anchor=(1, 0))
            self.group.append(name)
            self.group.append(coins)
            self.group.append(total)
            self.rows.append((name, coins, total, stripes))
        self.win1 = label("", 120, FOOT + 2, theme.TEXT, scale=1, anchor=(0.5, 0))
        self.win2 = label("", 120, FOOT + 15, theme.TEXT_DIM, scale=1, anchor=(0.5, 0))
        self.prompt = label("A: match table", 120, FOOT + 30, theme.TEXT_DIM, scale=1,
                            anchor=(0.5, 0))
        self.group.append(self.win1)
        self.group.append(self.win2)
        self.group.append(self.prompt)

    def draw(self, state):
        g = self.game
        v = g.view(state, 0)
        sc = g.scores(state)
        set_text(self.title, "Round " + str(v["round"] + 1) + ": gold")
        wins = g.round_winners(state)
        for s in range(len(self.rows)):
            name, coins, total, stripes = self.rows[s]
            cards = sorted(v["gold"][s], key=lambda c: -g.VALUE[c])
            n = len(cards)
            extra = "  +" + str(n - COINS) + " more" if n > COINS else ""
            text = name_of(self.names, s) + "  " + str(n) + (" card" if n == 1 else " cards") + extra
            if s in wins:
                text = text + "  - wins"
            set_text(name, text)
            for i in range(COINS):
                coins[i, 0] = gold_art.tile_of(g, cards[i]) if i < n else gold_art.EMPTY_TILE
            set_text(total, str(sc[s]))
            set_color(total, theme.ACCENT if s in wins else theme.TEXT)
            mines = [c for c in range(5) if v["owner"][c] == s]
            for i in range(2):
                # One mine fills both halves of the stripe; two share it.
                c = mines[i if len(mines) > 1 else 0] if mines else -1
                stripes[i][0] = gold_art.MINE_COLOURS[c] if c >= 0 else theme.PANEL
        line1, line2 = winner_lines(g, self.names, state, v["gold"])
        set_text(self.win1, line1)
        set_text(self.win2, line2)
        if g.match_over(state):
            set_text(self.prompt, "A: final table")
        else:
            set_text(self.prompt, "A: match table")
