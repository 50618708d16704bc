# The Digging screen: four displays round a centre panel (digging_table), a
# turn as action bar -> card -> target, the other seats' moves with a frame
# on the mine they touched, fights and their outcome, and the round's scoring
# (digging_result).
#
# Buttons during a decision:
#   action bar  LEFT/RIGHT over Draw / Give / Play (Pass instead when nothing
#               else is possible), A chooses: Draw is a move at once.
#   card        LEFT/RIGHT over the hand (it scrolls), A picks the card: Give
#               gives it, Play goes on to its target. Cards with no place to
#               go are greyed; picking one says why. B back to the bar.
#   target      the cursor jumps between the places the card may go (any
#               D-pad key), everything else is greyed; A plays, B back.
#   any step    X shows how to read a mine chip, until the next press.
import gc

from engine import buttons
from engine.games.digging import cards as dc
from engine.games.digging.cards import (DRAW, PASS, GIVE, OPEN, WORK, ATTACK, JOIN,
                                        make_move, split_move)
from engine.ui import theme
from engine.games.digging import art as digging_art
from engine.games.digging import chips as digging_chips
from engine.games.digging.chips import round_over_lines, settled
from engine.games.digging.table import HAND_PITCH, HAND_X, HAND_Y, Table
from engine.games.digging import words
from engine.ui.widgets import empty_all, screen_group
from engine.ui.words import name_of, seat_colour

SHOW = 0
BAR = 1
CARD = 2
TARGET = 3

BAR_DRAW = 0
BAR_GIVE = 1
BAR_PLAY = 2

HOLD_DRAW_MS = 1300
HOLD_PLAY_MS = 1900
HOLD_ATTACK_MS = 2400
HOLD_FIGHT_MS = 3600

TARGET_STEPS = {buttons.LEFT: -1, buttons.UP: -1, buttons.RIGHT: 1, buttons.DOWN: 1}


class Screen:
    def __init__(self, game, width, height, names):
        self.game = game
        self.names = names
        self._table = Table(names)
        self.result = None      # the scoring page, made only at a round's end
        self.group = screen_group(width, height, self._table.group)
        self.mode = SHOW
        self.view = None
        self.seat = 0
        self.legal = []
        self.bar_sel = BAR_PLAY
        self.giving = False
        self.sel = 0
        self.targets = []       # (move, seat, mine index) for the picked card
        self.tsel = 0
        self.why = ""           # the last refusal, as shown
        self.bar_note = ("", theme.WARN)  # the bar's refusal, kept through its steps
        self.last_fight = None  # (title, line 2, line 3, colour) until the next attack
        self.round = -1
        self.deciding = False   # a human decision started on this screen
        self.marked = False     # the table shows greyed mines (choosing a target)
        self.legend = False     # the centre panel explains the mine chips (X)
        self.gifts = [None] * 4  # per receiver (card, giver): told at its next turn

    @property
    def table(self):
        if self._table is None:     # the scoring page took its room: made again
            self._drop_result()
            self._table = Table(self.names)
            self.group.append(self._table.group)
        return self._table

    def _drop_result(self):
        if self.result is not None:
            self.group.remove(self.result.group)
            self.result = None
            from engine.ui.forget import forget
            forget("engine.games.digging.result")    # its code too

    # --- words --------------------------------------------------------------
    def _name(self, seat):
        return name_of(self.names, seat)

    def describe(self, state, move):
        return words.describe(self.game, self.names, state, move)

    def led(self, events):
        return ([seat_colour(e[2]) for e in events if e[0] == "fight" and e[1] == "won"] + [0])[0]

    def keep(self, events):
        # A fight settled by the player's own move stays until A.
        return len([e for e in events if e[0] == "fight"]) > 0

    # --- drawing ------------------------------------------------------------
    def _draw(self, state, viewer, focus=None, dim=None, ghost=-1):
        self._drop_result()     # back at the table: its heap goes to the bots
        v = self.game.view(state, viewer)
        if v["round"] != self.round:
            self.round = v["round"]
            self.last_fight = None
            self.gifts = [None] * 4
        self.view = v
        self.marked = False
        self.legend = False
        t = self.table
        t.draw(v, focus, dim, ghost)
        t.mark.hide()
        t.cursor.hide()
        t.show_hand(v["hand"])
        self.table.show_fight(self.names, v, self.last_fight)
        return v

    def show(self, state, viewer):
        self.mode = SHOW
        turn = self._draw(state, viewer)["turn"]
        self.table.message(*words.turn_head(self.names, turn, viewer))

    def begin_turn(self, state, seat):
        self.seat = seat
        self.deciding = True
        self.legal = self.game.legal(state)
        self.why = ""
        v = self._draw(state, seat)
        self.sel = max(0, min(self.sel, len(v["hand"]) - 1))
        if make_move(PASS) in self.legal:
            self.bar_sel = BAR_GIVE
        elif not self._plays():
            self.bar_sel = BAR_DRAW
        elif self.bar_sel == BAR_DRAW and DRAW not in self.legal:
            self.bar_sel = BAR_PLAY
        gift, self.gifts[seat], news = self.gifts[seat], None, ""
        if gift is not None and gift[0] in v["hand"]:     # told to the receiver only
            self.sel, news = v["hand"].index(gift[0]), words.gift_line(self.names, gift)
        self._to_bar(news, theme.OK)
        if news:    # the sorted hand would hide which card came: a frame round it
            self.table.show_hand(v["hand"], None, self.sel)

    # --- the choice in steps --------------------------------------------------
    def _plays(self, card=-1):
        """Legal play moves (for one card, or all)."""
        return [m for m in self.legal
                if split_move(m)[0] >= OPEN and (card < 0 or split_move(m)[1] == card)]

    def _bar_enabled(self):
        if make_move(PASS) in self.legal:
            return (False, True, False), ("", "Pass", "")
        return (DRAW in self.legal, bool(self.view["hand"]), bool(self._plays())), \
            ("Draw", "Give", "Play")

    def _plain_table(self):
        # Back from choosing a target: the greyed mines and new-mine places go.
        if self.marked:
            self.marked = False
            self.table.draw(self.view)
            self.table.show_fight(self.names, self.view, self.last_fight)
            self.table.mark.hide()

    def _to_bar(self, why="", colour=theme.WARN):
        # A refusal stays through the bar's steps until the next A, B or
        # DOWN (putting the usual line back redrew 10%); a gift's news goes.
        self.bar_note = (why, colour) if colour == theme.WARN else ("", colour)
        self.mode = BAR
        t = self.table
        self._plain_table()
        t.show_hand(self.view["hand"])
        t.cursor.hide()
        enabled, labels = self._bar_enabled()
        if why:
            self.why = why
            t.show_bar(self.bar_sel, enabled, labels, why, colour)
            return
        line = words.bar_line(self._name(self.seat), labels, enabled, self.bar_sel)
        t.show_bar(self.bar_sel, enabled, labels, line, seat_colour(self.seat))

    def _hand_dim(self):
        if self.giving:
            return None
        hand = self.view["hand"]
        return [not self._plays(c) for c in hand]

    def _to_card(self, why=""):
        self.mode = CARD
        t = self.table
        self._plain_table()
        t.show_hand(self.view["hand"], self._hand_dim(), self.sel)
        card = self.view["hand"][self.sel]
        head = "Give which?" if self.giving else "Play which?"
        keys = words.CARD_KEYS[self.giving]
        to = words.short(self._name((self.seat + 2) % 4)) if self.giving else ""
        if why:
            self.why = why
            t.message(head, why, seat_colour(self.seat), theme.WARN, keys)
            return
        # Padded to the hand's longest line: the label keeps its size and
        # a step redraws it once, not its old and new boxes.
        width = max([len(words.card_detail(c, to, len(self._plays(c)))[0]) for c in self.view["hand"]])
        detail, colour = words.card_detail(card, to, len(self._plays(card)))
        t.message(head, detail + " " * (width - len(detail)), seat_colour(self.seat), colour, keys)

    def _to_target(self):
        self.mode = TARGET
        t = self.table
        card = self.view["hand"][self.sel]
        move, seat, i = self.targets[self.tsel]
        legal = {}
        for m, s, k in self.targets:
            legal[s * 64 + k] = True
        ghost = dc.metal(card) if dc.is_mine(card) else -1
        t.draw(self.view, (seat, i), lambda s, k: (s * 64 + k) not in legal, ghost)
        self.marked = True
        self.table.show_fight(self.names, self.view, self.last_fight)
        t.show_hand(self.view["hand"], self._hand_dim(), -1)
        t.mark.colour(theme.ACCENT)
        t.place(t.mark, seat, i)
        k = self.sel - t.hand_first
        t.cursor.place(HAND_X + k * HAND_PITCH, HAND_Y, 1)
        head, wheres = words.target_lines(self.names, self.view, self.targets, self.seat)
        t.message(head, wheres[self.tsel], theme.ACCENT)

    # --- buttons ------------------------------------------------------------
    def press(self, state, button):
        if self.legend:         # any press puts the points back
            self.legend = False
            self.table.scores(self.view)
            self.table.show_fight(self.names, self.view, self.last_fight)
            if button == buttons.X:
                return None
        elif button == buttons.X and self.mode != SHOW:
            self.legend = True  # how to read a mine, until the next press
            self.table.legend()
            return None
        if self.mode == BAR:
            return self._press_bar(button)
        if self.mode == CARD:
            return self._press_card(button)
        if self.mode == TARGET:
            return self._press_target(button)
        return None

    def _press_bar(self, button):
        enabled, labels = self._bar_enabled()
        if labels[0] == "":
            # Only a pass is possible.
            if button == buttons.A:
                self.mode = SHOW
                return make_move(PASS)
            self._to_bar("Nothing else is possible: A passes")
            return None
        if button in (buttons.LEFT, buttons.RIGHT):
            self.bar_sel = (self.bar_sel + (1 if button == buttons.RIGHT else -1)) % 3
            self._to_bar(*self.bar_note)
        elif button in (buttons.A, buttons.DOWN):
            if not enabled[self.bar_sel]:
                self._to_bar(words.BAR_REFUSALS[self.bar_sel])
            elif self.bar_sel == BAR_DRAW:
                self.mode = SHOW
                return DRAW
            else:
                self.giving = self.bar_sel == BAR_GIVE
                hand = self.view["hand"]
                if not self.giving and not self._plays(hand[self.sel]):
                    # start on a card that can go somewhere
                    for k in range(len(hand)):
                        if self._plays(hand[k]):
                            self.sel = k
                            break
                self._to_card()
        elif button == buttons.B:
            self._to_bar()
        return None

    def _press_card(self, button):
        hand = self.view["hand"]
        if button in (buttons.LEFT, buttons.RIGHT):
            self.sel = (self.sel + (1 if button == buttons.RIGHT else -1)) % len(hand)
            self._to_card()
        elif button == buttons.A:
            card = hand[self.sel]
            if self.giving:
                self.mode = SHOW
                self.table.cursor.hide()
                return make_move(GIVE, card)
            self.targets = self.table.places(self._plays(card))
            if not self.targets:
                self._to_card("Not allowed: " + words.no_place(card))
                return None
            self.tsel = 0
            self._to_target()
        elif button in (buttons.B, buttons.UP):
            self._to_bar()
        return None

    def _press_target(self, button):
        if button in TARGET_STEPS:
            self.tsel = (self.tsel + TARGET_STEPS[button]) % len(self.targets)
            self._to_target()
        elif button == buttons.A:
            self.mode = SHOW
            self.table.cursor.hide()
            return self.targets[self.tsel][0]
        elif button == buttons.B:
            self._to_card()
        return None

    # --- a move was played ----------------------------------------------------
    def show_move(self, state, seat, move, events, viewer):
        human = self.deciding and self.seat == seat
        self.deciding = False
        before = self.view
        self.mode = SHOW
        after = self.game.view(state, viewer)
        if before is None or before["round"] != after["round"]:
            before = after
        try:
            head, detail = words.move_lines(self.names, before, after, seat, move, viewer)
        except IndexError:      # no view from before the move to name the mine by
            head, detail = self._name(seat) + " played", self.game.move_text(state, move)
        action, card, target = split_move(move)
        fight = None
        for e in events:
            if e[0] == "attack":
                self.last_fight = None
            elif e[0] == "fight":
                fight = e
        focus = None
        if action == OPEN:
            focus = (target, len(after["open"][target]) - 1)
        elif action in (WORK, ATTACK, JOIN) and fight is None:
            focus = (target >> 4, target & 15)
        if fight is not None:
            self.last_fight, focus = settled(self.names, after, fight, viewer)
        self._draw(state, viewer, focus)
        t = self.table
        colour = seat_colour(seat)
        t.mark.colour(colour)
        fought = action in (ATTACK, JOIN) and fight is None    # the fight frame marks it
        if focus is not None and not fought:
            t.place(t.mark, focus[0], focus[1])
        elif action == GIVE:
            x, y = t.name_box((seat + 2) % 4)
            t.mark.place(x, y, 2)
            self.gifts[(seat + 2) % 4] = (card, seat)
        hold = HOLD_DRAW_MS if action in (DRAW, GIVE, PASS) else HOLD_PLAY_MS
        if action == ATTACK:
            hold = HOLD_ATTACK_MS
        detail_colour = theme.TEXT
        if fight is not None and fight[1] != "closed":
            detail, _, detail_colour = words.fight_lines(self.names, after, fight, viewer)
            hold = HOLD_FIGHT_MS
        if human and fight is not None and len(detail) <= 35:
            detail = detail + " (A)"    # keep() holds it until A
        t.message(head, detail, colour, detail_colour)
        for e in events:
            if e[0] == "round_end":
                t.fight_text(*round_over_lines(after))
        return 0 if human else hold

    # --- end of round ---------------------------------------------------------
    def round_result(self, state, page):
        if page != 0:
            # On to the match table: the scoring page's heap is not kept under it.
            self._drop_result()
            return False
        self.mode = SHOW
        if self.result is None:
            # The table's objects go before the page's are made, and the
            # page's code is in memory only while it shows.
            if self._table is not None:
                self.group.remove(self._table.group)
                self._table = None
            gc.collect()
            from engine.games.digging.result import ResultPage
            self.result = ResultPage(self.game, self.names)
            self.group.append(self.result.group)
        self.result.draw(state)
        return True

    def release(self, keep_sheets=False):
        empty_all(self.group)
        self._table = None
        self.result = None
        if not keep_sheets:
            digging_art.release()

