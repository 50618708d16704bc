# The Karuba screen: one island at a time (karuba_table), the reveal page
# (karuba_reveal), each seat's moves as they happen, and one end page per
# seat with its scored routes drawn on its island.
#
# Buttons during a decision:
#   choose   LEFT/RIGHT over the hand, A picks a card (two in all; A on a
#            picked card puts it back), then A chooses the pair; B takes the
#            last pick back.
#   discard  (lowest sum) on the reveal page: LEFT/RIGHT over the pair, A
#            discards that card.
#   place    LEFT/RIGHT over the revealed cards left, A takes one (a last
#            card is taken at once); the D-pad moves over the island (legal
#            cells marked, others dimmed; the card shows where it would go),
#            A places it, B goes back. B from the cards (or from the island
#            with one card) asks "done?": A drops what is left, B goes back.
#   any      X shows the next seat's island (read-only), round to yours;
#            any other button then returns to the decision.
from engine import buttons
from engine.games.karuba import art
from engine.ui import theme
from engine.games.karuba import show as karuba_show
from engine.games.karuba.reveal import RevealPage
from engine.games.karuba.table import Table
from engine.games.karuba.words import (
    CHOOSE_BASE, DISCARD_BASE, DONE, PLACE_BASE, cell_refusal, cell_text, describe, short)
from engine.ui.widgets import empty_all, screen_group, wrap
from engine.ui.words import name_of, verb

CHOOSE = 0      # phases, as in the rules module
DISCARD = 1

SHOW = 0        # screen modes
PICK2 = 1       # choosing the secret pair
CONFIRM = 2     # two picked: A chooses them
DROP = 3        # the lowest sum: which card goes
TAKE = 4        # placing: which card
CELL = 5        # placing: where
ASK_DONE = 6    # placing: drop what is left?

STEPS = {buttons.UP: -4, buttons.DOWN: 4, buttons.LEFT: -1, buttons.RIGHT: 1}


class Screen:
    def __init__(self, game, width, height, names):
        self.game = game
        self.names = names
        self._table = Table(names)
        self.reveal = None    # the reveal page: made while it shows (a dozen labels)
        self.group = screen_group(width, height, self._table.group)
        self.mode = SHOW
        self.view = None
        self.seat = 0
        self.cards = []       # the cards in the hand row while deciding
        self.sel = 0          # cursor in the hand row (or the pair to drop)
        self.picked = []      # hand-row indices picked for the pair
        self.cell = 5         # island cursor
        self.legal = [False] * 16
        self.browse = -1      # the seat whose island X shows, -1: none
        self.why = ""         # why A or B was refused, as shown (_prompt)
        self.rested = True    # the island's cell prompt is drawn whole (idle() after steps)
        self.revealed = False  # keep(): a human's choice ended in a reveal

    def _name(self, seat):
        return name_of(self.names, seat)

    def describe(self, state, move):
        return describe(move)

    def keep(self, events):
        # The reveal after a human's choice stays until A.
        return self.revealed

    def idle(self):
        # The cursor rests on a cell: the card shows there full size, with its line.
        if self.mode == CELL and not self.rested:
            self._cell_prompt(self.why)

    # --- drawing --------------------------------------------------------------
    @property
    def table(self):
        # The reveal page takes the table's room while it shows (the two were
        # the game's peak together): the table is made again for the island.
        if self._table is None:
            self._table = Table(self.names)
            self.group.append(self._table.group)
        return self._table

    def show_reveal(self, v):
        """The reveal page in the island's place; returns it."""
        if self._table is not None:
            self.group.remove(self._table.group)
            empty_all(self._table.group)  # a word still pointing into it holds nothing (docs/memory.md)
            self._table = None
        if self.reveal is None:
            self.reveal = RevealPage(self.names)
            self.group.append(self.reveal.group)
        self.reveal.draw(v, v["round"])
        return self.reveal

    def island_view(self, v, island_seat, legal=None, results=False):
        if self.reveal is not None:
            # the island shows: the reveal page's objects can go
            self.group.remove(self.reveal.group)
            empty_all(self.reveal.group)
            self.reveal = None
        t = self.table
        t.result_mode(results)
        t.cursor.hide()
        t.mark.hide()
        t.preview(-1)
        t.draw_island(v["islands"][island_seat], legal)
        karuba_show.side(self.table, v, island_seat)

    def show(self, state, viewer):
        v = self.game.view(state, viewer)
        self.view = v
        self.mode = SHOW
        self.browse = -1
        self.revealed = False
        self.island_view(v, viewer)
        cards, picked, dimmed = karuba_show.own_hand(v, viewer)
        self.table.draw_hand(cards, picked, dimmed)
        turn = v["turn"]
        if turn < 0:
            self.table.message("Game over", "", "", "")
            return
        name = self._name(turn)
        if v["phase"] == DISCARD:
            # Who discards is decided by the pairs: keep them on screen.
            self.show_reveal(v).footer(verb(name, "discards") + " one card", "", theme.SEATS[turn % 6])
            return
        doing = "chooses" if v["phase"] == CHOOSE else "places"
        self.table.message(short(name), doing[:-1] if name == "You" else doing, "", "",
                           theme.SEATS[turn % 6])

    def begin_turn(self, state, seat):
        g = self.game
        v = g.view(state, seat)
        self.view = v
        self.seat = seat
        self.browse = -1
        self.revealed = False
        phase = v["phase"]
        if phase == CHOOSE:
            self.cards = sorted(v["hand"])
            self.sel = 0
            self.picked = []
            self.mode = PICK2
            if len(self.cards) == 2:
                self.picked = [0, 1]
                self.mode = CONFIRM
        elif phase == DISCARD:
            self.cards = list(v["shown"][seat])
            self.sel = 0
            self.mode = DROP
        else:
            self.cards = sorted(v["chosen"][seat])
            self.sel = 0
            island = v["islands"][seat]
            cells = g.legal_cells(island)
            for c in range(16):
                self.legal[c] = c in cells
            if not self.legal[self.cell]:
                self.cell = _nearest(cells, 5)
            self.mode = CELL if len(self.cards) == 1 else TAKE
        self._redraw()

    # --- the decision on screen ---------------------------------------------
    def _redraw(self):
        """The current decision from scratch (after browsing, at the start)."""
        v = self.view
        t = self.table
        if self.mode == DROP:
            self.show_reveal(v)
            self._prompt()
            return
        placing = self.mode in (TAKE, CELL, ASK_DONE)
        self.island_view(v, self.seat, self.legal if placing else None)
        if placing:
            hand = sorted(v["hand"])
            t.draw_hand(self.cards + hand, (), [i for i in range(len(self.cards), len(self.cards) + len(hand))])
        else:
            t.draw_hand(self.cards, self.picked)
        self._prompt()

    def _prompt(self, why=""):
        self.why = why  # kept through the steps until A or B (putting the usual line back: 6-11%)
        mode = self.mode
        t = self.table if mode != DROP else None  # DROP draws on the reveal page
        colour = theme.SEATS[self.seat % 6]
        warn = theme.WARN if why else theme.TEXT
        if mode in (PICK2, CONFIRM):
            t.draw_hand(self.cards, self.picked)
            x, y = t.hand_xy(self.sel)
            t.cursor.place(x, y, theme.ACCENT)
            if mode == CONFIRM:
                a = self.cards[self.picked[0]]
                b = self.cards[self.picked[1]]
                t.message(str(a) + "+" + str(b) + "=" + str(a + b), "A: choose these",
                          why or "A: choose " + str(a) + " and " + str(b) + " (secret)",
                          "B: undo   X: islands", theme.ACCENT, warn)
            elif self.picked:
                a = self.cards[self.picked[0]]
                t.message(str(a) + "+?", "pick one more", why or "LEFT/RIGHT: card  A: pick",
                          "B: undo   X: islands", colour, warn)
            else:
                t.message("Choose 2", "cards to reveal", why or "LEFT/RIGHT: card  A: pick",
                          "Lowest sum discards one   X: islands", colour, warn)
        elif mode == DROP:
            self.reveal.point(self.seat, self.sel)
            # padded to the longer number: a step redraws one box, not two
            ask = "Lowest sum: discard " + str(self.cards[self.sel]) + "?"
            width = 21 + max(len(str(self.cards[0])), len(str(self.cards[1])))
            self.reveal.footer(why or ask + " " * (width - len(ask)),
                               "LEFT/RIGHT, A: discard   X: islands",
                               theme.WARN if why else theme.ACCENT)
        elif mode == TAKE:
            t.cursor.place(*t.hand_xy(self.sel), colour=theme.ACCENT)
            # the big line stays at a step (the framed card shows its number)
            t.message("Place", "which card?",
                      why or "LEFT/RIGHT: card  A: take it", "B: done placing   X: islands",
                      colour, warn)
        elif mode == CELL:
            self._cell_prompt(why)
        elif mode == ASK_DONE:
            t.cursor.hide()
            left = " and ".join([str(c) for c in self.cards])
            t.message("Done?", "", left + (" is" if len(self.cards) == 1 else " are")
                      + " discarded", "A: yes, done   B: no, place", theme.WARN, theme.WARN)

    def _cell_prompt(self, why="", moved=False):
        t = self.table
        card = self.cards[self.sel]
        ok = self.legal[self.cell]
        x, y = t.cell_xy(self.cell)
        t.cursor.place(x, y, theme.ACCENT if ok else theme.WARN)
        # At a step only the frame moves (the card left on the last cell goes);
        # the card where it would go and its "at c3" line follow at rest (idle)
        t.preview(-1 if moved or not ok else self.cell, card)
        self.rested = not moved
        if moved:
            return
        # The card being placed stays marked in the hand row.
        n = len(self.cards)
        t.draw_hand(self.cards + sorted(self.view["hand"]), (self.sel,),
                    [i for i in range(n, n + len(self.view["hand"]))])
        line = why or "D-pad: cell   A: place it"
        t.message("Place " + str(card), ("at " + cell_text(self.cell) + "    ") if ok
                  else "not at " + cell_text(self.cell),
                  wrap(line, 39)[0], "B: back   X: islands",
                  theme.SEATS[self.seat % 6], theme.WARN if why else theme.TEXT)

    # --- buttons --------------------------------------------------------------
    def press(self, state, button):
        if self.mode == SHOW:
            return None
        if button == buttons.X:
            self._browse_next()
            return None
        if self.browse >= 0:
            # Back from looking at another island: the press only returns.
            self.browse = -1
            self._redraw()
            return None
        if self.mode in (PICK2, CONFIRM):
            return self._press_choose(button)
        if self.mode == DROP:
            return self._press_drop(button)
        if self.mode == TAKE:
            return self._press_take(button)
        if self.mode == CELL:
            return self._press_cell(button)
        if self.mode == ASK_DONE:
            if button == buttons.A:
                self.table.cursor.hide()
                return DONE
            if button == buttons.B:
                self.mode = TAKE if len(self.cards) > 1 else CELL
                self._redraw()
        return None

    def _browse_next(self):
        seats = self.view["seats"]
        nxt = (self.browse if self.browse >= 0 else self.seat) + 1
        nxt %= seats
        if nxt == self.seat:
            self.browse = -1
            self._redraw()
            return
        self.browse = nxt
        v = self.view
        self.island_view(v, nxt)
        t = self.table
        t.draw_hand(())
        t.message(short(self._name(nxt)), "island: look only", "X: next island   B: back to yours",
                  "", theme.SEATS[nxt % 6])

    def _press_choose(self, button):
        n = len(self.cards)
        if button == buttons.LEFT or button == buttons.RIGHT:
            self.sel = (self.sel + (1 if button == buttons.RIGHT else -1)) % n
            self._prompt(self.why)
        elif button == buttons.A:
            if self.mode == CONFIRM:
                a = self.cards[self.picked[0]]
                b = self.cards[self.picked[1]]
                self.table.cursor.hide()
                return CHOOSE_BASE + 100 * min(a, b) + max(a, b)
            if self.sel in self.picked:
                # A on a picked card puts it back.
                self.picked.remove(self.sel)
                self._prompt()
                return None
            self.picked.append(self.sel)
            if len(self.picked) == 2:
                self.mode = CONFIRM
            else:
                self.sel = (self.sel + 1) % n
            self._prompt()
        elif button == buttons.B:
            if self.picked and n > 2:
                self.sel = self.picked.pop()
                self.mode = PICK2
                self._prompt()
            else:
                self._prompt("Nothing to undo" if n > 2 else "Your last two cards")
        return None

    def _press_drop(self, button):
        if button == buttons.LEFT or button == buttons.RIGHT:
            self.sel = 1 - self.sel
            self._prompt(self.why)
        elif button == buttons.A:
            self.reveal.point(0, -1)
            return DISCARD_BASE + self.cards[self.sel]
        elif button == buttons.B:
            self._prompt("Lowest sum: one card must go")
        return None

    def _press_take(self, button):
        n = len(self.cards)
        if button == buttons.LEFT or button == buttons.RIGHT:
            self.sel = (self.sel + (1 if button == buttons.RIGHT else -1)) % n
            self._prompt()
        elif button == buttons.A:
            self.mode = CELL
            self._prompt()
        elif button == buttons.B:
            self.mode = ASK_DONE
            self._prompt()
        return None

    def _press_cell(self, button):
        if button in STEPS:
            step = STEPS[button]
            if step in (-1, 1):
                self.cell = self.cell - (self.cell & 3) + ((self.cell & 3) + step) % 4
            else:
                self.cell = (self.cell + step) % 16
            self._cell_prompt(self.why, True)   # a refusal stays (it names its cell)
        elif button == buttons.A:
            if not self.legal[self.cell]:
                self._prompt("No: " + cell_refusal(self.view["islands"][self.seat], self.cell))
                return None
            self.table.cursor.hide()
            self.table.preview(-1)
            return PLACE_BASE + 100 * self.cards[self.sel] + self.cell
        elif button == buttons.B:
            if len(self.cards) > 1:
                self.mode = TAKE
            else:
                self.mode = ASK_DONE
            self._redraw()
        return None

    # --- a move was played ------------------------------------------------------
    def show_move(self, state, seat, move, events, viewer):
        return karuba_show.show_move(self, state, seat, move, events, viewer)

    # --- end of the game --------------------------------------------------------
    def round_result(self, state, page):
        return karuba_show.result_page(self, state, page)

    def release(self, keep_sheets=False):
        empty_all(self.group)
        self._table = None
        self.reveal = None
        if not keep_sheets:
            art.release()


def _nearest(cells, start):
    """The legal cell closest to `start` (the cursor's first place)."""
    best = cells[0]
    for c in cells:
        d = abs((c >> 2) - (start >> 2)) + abs((c & 3) - (start & 3))
        if d < abs((best >> 2) - (start >> 2)) + abs((best & 3) - (start & 3)):
            best = c
    return best
