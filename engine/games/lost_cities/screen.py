# The Lost Cities screen: the table (lc_table), a two-step turn (pick a card,
# then play or discard it; then pick where to draw from), the other seat's
# moves with highlights, and the end-of-round breakdown (lc_result).
#
# Buttons during a decision:
#   play/discard  LEFT/RIGHT pick a card; UP = play it to its column, DOWN =
#                 discard it, A = the first of these that is allowed; that
#                 shows where the card will go: the same button again (or A)
#                 confirms, the other button switches, B goes back.
#   draw          LEFT/RIGHT over the five discard piles and the draw pile,
#                 A draws. X toggles the column scores at any time.
import gc

from engine import buttons
from engine.ui import theme
from engine.games.lost_cities import art as cardart
from engine.games.lost_cities.table import COLOURS, DECK, Table, card_words, describe
from engine.ui.widgets import empty_all, screen_group
from engine.ui.words import name_of

SHOW = 0
PICK = 1
CHOOSE = 2
DRAW = 3

PLAY = 0
DISCARD = 1

HOLD_PLAY_MS = 1600
HOLD_DRAW_MS = 1400


class Screen:
    def __init__(self, game, width, height, names):
        self.game = game
        self.names = names
        self.width = width
        self.height = height
        self._table = Table(game, names)
        self.result = None          # the result pages: made at the round's end
        self.group = screen_group(width, height, self._table.group)
        self.mode = SHOW
        self.view = None
        self.seat = 0
        self.sel = 0
        self.action = PLAY
        self.slot = DECK
        self.scores_on = False
        self.match = None           # (game number, match totals) from game 2 on

    @property
    def table(self):
        # The result pages took the table's room: it is made again.
        if self._table is None:
            if self.result is not None:
                self.group.remove(self.result.group)
                self.result = None
                from engine.ui.forget import forget
                forget("engine.games.lost_cities.result")    # its code too
            self._table = Table(self.game, self.names)
            self.group.append(self._table.group)
        return self._table

    # --- names and words ---------------------------------------------------
    def _name(self, seat):
        return name_of(self.names, seat)

    def _card_words(self, card):
        return card_words(self.game, card)

    @staticmethod
    def _cap(text):
        # No str.capitalize on the device.
        return text[:1].upper() + text[1:]

    @staticmethod
    def _verb(name, verb):
        # "Bot 2 plays", but "You play".
        return name + " " + (verb[:-1] if name == "You" else verb)

    @staticmethod
    def _their(seat, viewer):
        return "your" if seat == viewer else "their"

    def describe(self, state, move):
        return describe(self.game, state, move)

    # --- drawing -----------------------------------------------------------
    def _draw(self, state, viewer):
        g = self.game
        self.view = g.view(state, viewer)
        self.seat = viewer
        done = g.round_scores(state)
        # from the second game on: its number and the match totals before it
        self.match = (len(done) + 1, g.totals(state)) if done and not g.over(state) else None
        self.table.draw(self.view, self.scores_on, self.match)
        self.table.mark.hide()
        self.table.mark2.hide()

    def show(self, state, viewer):
        self._draw(state, viewer)
        self.mode = SHOW
        turn = self.game.to_move(state)
        if turn < 0:
            self.table.message("Round over", "", "", theme.ACCENT)
        elif turn != viewer:
            doing = " to play" if self.view["phase"] == 0 else " to draw"
            self.table.message(self._name(turn) + doing, "", "", theme.SEATS[turn])
        else:
            name = self._name(turn)
            self.table.message("Your turn" if name == "You" else name + ": your turn", "", "",
                               theme.SEATS[turn])

    def where(self, move, row):
        """The frame round where a play or discard `move` put its card (row
        0: the top columns, 1: the viewer's)."""
        g = self.game
        card = move % g.DISCARD
        if move >= g.DISCARD:
            return self.table.slot_box(g.colour(card))
        return self.table.cell_box(row, g.colour(card), g.value(card), 0)

    def begin_turn(self, state, seat):
        self._draw(state, seat)
        # the other's last card stays framed; the rules keep each seat's last
        # play or discard, so a screen made anew (Continue, after the rules
        # pages) frames it too
        last = self.view["last"][1 - seat]
        if self.view["phase"] == 0 and last >= 0:
            self.table.mark2.place(*self.where(last, 0))
        if self.view["phase"] == 0:
            self.mode = PICK
            hand = self.view["hand"]
            if self.sel >= len(hand):
                self.sel = len(hand) - 1
            self._pick_prompt()
        else:
            self.mode = DRAW
            self.slot = DECK
            self._draw_prompt()

    # --- the card in hand and its moves -------------------------------------
    def _card(self):
        """The selected card; for a wager the colour's first one in hand, as
        the rules name it (the wagers of a colour are alike)."""
        hand = self.view["hand"]
        card = hand[self.sel]
        if self.game.value(card) == 0:
            for other in hand:
                if other // 12 == card // 12 and self.game.value(other) == 0:
                    return other
        return card

    def _play_reason(self):
        """None when the selected card may go to its column, else why not,
        in one line (the rules' reason takes two)."""
        g = self.game
        card = self._card()
        col = self.view["cols"][self.seat][g.colour(card)]
        if g.play_error(self.view["hand"], col, card) is None:
            return None
        top = self._card_words(col[-1])
        if g.value(card):
            return self._cap(self._card_words(card)) + " is lower than your " + top
        return "Wagers go first: your %s is down" % top

    def _pick_prompt(self):
        # Only the cursor and (when it changes) the UP line are redrawn on a
        # cursor step; the card itself shows its colour and value.
        t = self.table
        t.mark.hide()
        t.point(self.sel)
        playable = self._play_reason() is None
        # the two UP lines are as long: a change redraws one box, not two
        t.message("Pick a card", "UP: play to expedition   " if playable else "UP: cannot play this card",
                  "DOWN: discard   LEFT/RIGHT: card", theme.TEXT,
                  theme.TEXT if playable else theme.TEXT_DIM)

    def _choose_prompt(self):
        t = self.table
        g = self.game
        card = self._card()
        words = self._card_words(card)
        playable = self._play_reason() is None
        t.mark.place(*self.where(card if self.action == PLAY else g.DISCARD + card, 1))
        # UP/DOWN change only the verb and the mark (all three lines: 32%)
        verb = "Play" if self.action == PLAY else "Discard"
        t.message(verb + " " * (7 - len(verb)),
                  words + ("   UP: play  DOWN: discard" if playable else "   UP: cannot play"),
                  "A: confirm   B: back",
                  COLOURS[g.colour(card)], theme.TEXT, theme.TEXT)

    def _draw_reason(self, k):
        if k == DECK:
            return None
        pile = self.view["piles"][k]
        if not pile:
            return "The " + self.game.COLOUR_NAMES[k] + " discard pile is empty"
        if pile[-1] == self.view["discarded"]:
            return "Not the card you just discarded"
        return None

    def _slot_line(self, k):
        """What drawing from slot k would take: (text, colour)."""
        if k == DECK:
            return "the deck: " + str(self.view["deck"]) + " cards, face down", theme.TEXT
        pile = self.view["piles"][k]
        name = self.game.COLOUR_NAMES[k]
        if not pile:
            return name + " pile: empty", theme.TEXT_DIM
        words = self._card_words(pile[-1])
        if self._draw_reason(k):
            return words + ": just discarded", theme.TEXT_DIM
        return words + " from its pile (" + str(len(pile)) + ")", COLOURS[k]

    def _draw_prompt(self):
        # A step moves the thin cursor and rewrites one line, padded to the
        # longest of the six (the big line stays): within 5% of the screen.
        t = self.table
        t.point(-1)
        for k in range(5):
            t.dim_pile(k, self._draw_reason(k) is not None)
        x, y, w, h = t.slot_box(self.slot)
        t.cursor.place(x, y, h)
        width = max([len(self._slot_line(k)[0]) for k in range(6)])
        line, colour = self._slot_line(self.slot)
        t.message("Draw a card", line + " " * (width - len(line)),
                  "LEFT/RIGHT: pile or deck   A: draw", theme.TEXT, colour)

    def _refuse(self, why):
        # why: one line (at most 39 letters); the prompt's last line, its
        # keys, stays below it, so the screen still says what to press while
        # the reason shows (through the in-game menu and a hint as well:
        # their Y never reaches the screen)
        t = self.table
        t.message("Not allowed", why, t.lines[2].text, theme.WARN, theme.WARN)

    # --- buttons -----------------------------------------------------------
    def press(self, state, button):
        if button == buttons.X:
            self.scores_on = not self.scores_on
            self.table.draw(self.view, self.scores_on, self.match)
            self._redo_prompt()
            return None
        if self.mode == PICK:
            return self._press_pick(button)
        if self.mode == CHOOSE:
            return self._press_choose(button)
        if self.mode == DRAW:
            return self._press_draw(button)
        return None

    def _redo_prompt(self):
        if self.mode == PICK:
            self._pick_prompt()
        elif self.mode == CHOOSE:
            self.table.point(self.sel)
            self._choose_prompt()
        elif self.mode == DRAW:
            self._draw_prompt()

    def _press_pick(self, button):
        n = len(self.view["hand"])
        if button == buttons.LEFT or button == buttons.RIGHT:
            step = -1 if button == buttons.LEFT else 1
            self.sel = (self.sel + step) % n
            self._pick_prompt()
        elif button == buttons.UP:
            why = self._play_reason()
            if why:
                self._refuse(why)
            else:
                self.action = PLAY
                self.mode = CHOOSE
                self._choose_prompt()
        elif button == buttons.DOWN or button == buttons.A:
            self.action = DISCARD
            if button == buttons.A and self._play_reason() is None:
                self.action = PLAY
            self.mode = CHOOSE
            self._choose_prompt()
        elif button == buttons.B:
            self._pick_prompt()
        return None

    def _press_choose(self, button):
        g = self.game
        card = self._card()
        if button == buttons.A or (button == buttons.UP and self.action == PLAY) or \
                (button == buttons.DOWN and self.action == DISCARD):
            self.table.mark.hide()
            return card if self.action == PLAY else g.DISCARD + card
        if button == buttons.UP:
            why = self._play_reason()
            if why:
                self._refuse(why)
                return None
            self.action = PLAY
            self._choose_prompt()
        elif button == buttons.DOWN:
            self.action = DISCARD
            self._choose_prompt()
        elif button in (buttons.B, buttons.LEFT, buttons.RIGHT):
            self.mode = PICK
            if button != buttons.B:
                return self._press_pick(button)
            self._pick_prompt()
        return None

    def _press_draw(self, button):
        if button == buttons.LEFT or button == buttons.RIGHT:
            step = -1 if button == buttons.LEFT else 1
            self.slot = (self.slot + step) % 6
            self._draw_prompt()
        elif button == buttons.A:
            why = self._draw_reason(self.slot)
            if why:
                self._refuse(why)
                return None
            self.table.cursor.hide()
            if self.slot == DECK:
                return self.game.DRAW_DECK
            return self.game.DRAW_PILE + self.slot
        elif button == buttons.B:
            self._refuse("Your card is down: now draw a card")
        return None

    # --- another seat's move -------------------------------------------------
    def show_move(self, state, seat, move, events, viewer):
        g = self.game
        self._draw(state, viewer)
        self.mode = SHOW
        t = self.table
        row = 1 if seat == viewer else 0
        name = self._name(seat)
        colour = theme.SEATS[seat]
        their = self._their(seat, viewer)
        hold = HOLD_PLAY_MS
        if move < g.DRAW_PILE:
            t.mark.place(*self.where(move, row))
            if move < g.DISCARD:
                t.message(self._verb(name, "plays"),
                          self._card_words(move) + " to " + their + " expedition", "", colour)
            else:
                t.message(self._verb(name, "discards"),
                          self._card_words(move - g.DISCARD) + " onto its discard pile", "", colour)
        else:
            hold = HOLD_DRAW_MS
            if move == g.DRAW_DECK:
                t.mark.place(*t.slot_box(DECK))
                # The drawn card is shown only to the seat that drew it.
                text = "from the deck"
                if seat == viewer:
                    for ev in events:
                        if ev[0] == "draw_deck":
                            text = "the " + self._card_words(ev[2]) + " from the deck"
            else:
                c = move - g.DRAW_PILE
                t.mark.place(*t.slot_box(c))
                card = -1
                for ev in events:
                    if ev[0] == "draw_discard":
                        card = ev[2]
                text = "the " + (self._card_words(card) if card >= 0 else
                                 g.COLOUR_NAMES[c] + " card") + " from its pile"
            # this turn's play or discard, framed (the rules keep it)
            last = self.view["last"][seat]
            t.mark2.place(*self.where(last, row))
            before = ("played " if last < g.DISCARD else "discarded ") + self._card_words(last % g.DISCARD)
            t.message(self._verb(name, "draws"), text, "before that: " + before,
                      colour, theme.TEXT, theme.TEXT_DIM)
        return hold

    # --- end of round ---------------------------------------------------------
    def round_result(self, state, page):
        if page < 0 or page > 1:
            return False
        if self.result is None:
            # The table's objects go before the result pages' are made, and
            # the pages' code is in memory only while they show.
            self.group.remove(self._table.group)
            self._table = None
            gc.collect()
            from engine.games.lost_cities.result import ResultPage
            self.result = ResultPage(self.game, self.names)
            self.group.append(self.result.group)
        self.result.draw(state, page)
        return True

    def release(self, keep_sheets=False):
        empty_all(self.group)
        self._table = None
        self.result = None
        if not keep_sheets:
            cardart.release()
