# The Gold screen: the 8x8 grid with a cursor, the mine chooser at set-up,
# each turn's outcome held on screen, and the round's gold (gold_result).
#
# Buttons during a decision:
#   mine choice   UP/DOWN (or LEFT/RIGHT) pick a colour, A takes it.
#   reveal        the D-pad moves the cursor (wrapping), A turns the card up.
#   outcome       A or the D-pad continues (the turned cards go back face
#                 down or leave).
#   any time      X switches the side panel between gold points and cards.
#
# Holding an outcome: show_move draws the turned cards face up with a banner
# and marks it pending. A bot's outcome is held for HOLD_OUTCOME_MS (A skips
# it); after a human's own move keep() asks the app to wait for A. Either way
# the outcome stays up until the next human decision starts with A
# (begin_turn keeps it: in hot-seat play the next player sees it too).
import gc

from engine import buttons
from engine.ui import theme
from engine.games.gold import art as gold_art
from engine.games.gold.table import Table
from engine.games.gold.words import outcome
from engine.ui.widgets import empty_all, screen_group, set_color, set_text
from engine.ui.words import name_of, seat_colour

SHOW = 0
PICK = 1
REVEAL = 2
HELD = 3

HOLD_MINE_MS = 1000
HOLD_REVEAL_MS = 1300
HOLD_OUTCOME_MS = 2800
HOLD_RUSH_MS = 4000

STEPS = {buttons.UP: -8, buttons.DOWN: 8, buttons.LEFT: -1, buttons.RIGHT: 1}


class Screen:
    def __init__(self, game, width, height, names):
        self.game = game
        self.names = names
        self._table = Table(game, names, len(names))
        self.result = None      # the result page: made at the round's end
        self.group = screen_group(width, height, self._table.group)
        self.mode = SHOW
        self.view = None
        self.seat = 0
        self.cursor = 27          # d4: near the middle
        self.why = ("", 0)        # the grid line's refusal or note, kept through steps
        self.pick = 0
        self.cards_on = False     # side panel: False gold points, True gold cards
        self.pending = False      # a turn's outcome is on screen, not yet continued
        self.lit = -2             # the seat lit in the side panel (-2: the one to move)

    # --- words --------------------------------------------------------------
    @property
    def table(self):
        # The result page took the table's room: it is made again.
        if self._table is None:
            if self.result is not None:
                self.group.remove(self.result.group)
                self.result = None
                from engine.ui.forget import forget
                forget("engine.games.gold.result")    # its code too
            self._table = Table(self.game, self.names, len(self.names))
            self.group.append(self._table.group)
        return self._table

    def _name(self, seat):
        return name_of(self.names, seat)

    def describe(self, state, move):
        g = self.game
        if g.MOVE_MINE <= move < g.MOVE_MINE + 5:
            return "Choose the " + g.COLOUR_NAMES[move - g.MOVE_MINE] + " mine"
        return "Reveal " + g.pos_text(move)

    def keep(self, events):
        # After a human's own move: a turn's outcome stays until A.
        return self.pending

    def led(self, events):
        for e in events:
            if e[0] == "gold":
                return seat_colour(e[1])
        return 0

    # --- drawing ------------------------------------------------------------
    def _panel(self, view):
        g = self.game
        numbers = []
        for cards in view["gold"]:
            if self.cards_on:
                numbers.append(len(cards))
            else:
                total = 0
                for c in cards:
                    total += g.VALUE[c]
                numbers.append(total)
        colour = theme.TEXT if self.cards_on else theme.ACCENT
        self.table.seats(view["owner"], numbers, colour,
                         view["to_move"] if self.lit == -2 else self.lit,
                         "cards" if self.cards_on else "gold")

    def _draw(self, state, viewer):
        """The table from viewer's view: no cursor, no banner."""
        self.pending = False
        self.lit = -2
        v = self.game.view(state, viewer)
        self.view = v
        t = self.table
        t.hide_marks()
        if v["picking"]:
            t.grid([-1] * 64)
        else:
            t.drop_chooser()
            t.grid(v["grid"])
            if v["first"] >= 0:
                t.mark.colour(seat_colour(v["to_move"]))
                t.mark.place(*t.cell_box(v["first"]))
        self._panel(v)
        return v

    def _chooser(self, v, seat, title, colour, selected):
        g = self.game
        two = v["seats"] == 2
        if selected >= 0:
            sub = "2 players: two mines each" if two else "Its colour's gold comes to you"
        else:
            sub = "Mines: " + str(len([o for o in v["owner"] if o >= 0])) + " chosen"
        self.table.chooser.draw(v["owner"], self.names, title, colour, sub, selected)

    def _turn_text(self, v, seat):
        name = self._name(seat)
        if v["rush"]:
            return "Rush: " + name
        if v["first"] >= 0:
            return name + ": card 2"
        return name + ": card 1"

    def show(self, state, viewer):
        self.mode = SHOW
        if self.pending:
            return          # the last outcome stays until someone continues
        v = self._draw(state, viewer)
        turn = v["to_move"]
        if turn < 0:
            self.table.strip("Round over", theme.ACCENT)
            return
        colour = seat_colour(turn)
        if v["picking"]:
            self._chooser(v, turn, self._name(turn) + " chooses", colour, -1)
            self.table.strip(self._name(turn) + ": mine", colour)
        else:
            self.table.strip(self._turn_text(v, turn), colour)

    def begin_turn(self, state, seat):
        self.seat = seat
        if self.pending:
            self.mode = HELD
            self.table.strip("A: continue", theme.ACCENT, "", seat_colour(seat))
            return
        self._start(state, seat)

    def _start(self, state, seat):
        v = self._draw(state, seat)
        colour = seat_colour(seat)
        if v["picking"]:
            self.mode = PICK
            if v["owner"][self.pick] >= 0:
                self.pick = [c for c in range(5) if v["owner"][c] < 0][0]
            self._pick_prompt()
        else:
            self.mode = REVEAL
            self.table.cursor.colour(theme.ACCENT)
            self._reveal_prompt()
        return colour

    def _pick_prompt(self, why=""):
        v = self.view
        colour = seat_colour(self.seat)
        self._chooser(v, self.seat, "Choose a mine", colour, self.pick)
        sub = self.table.chooser.sub
        set_color(sub, theme.WARN if why else theme.TEXT_DIM)
        if why:
            set_text(sub, why)
        self.table.strip(self._name(self.seat) + ": mine", colour)

    def _reveal_prompt(self, why="", colour=theme.WARN):
        # A refusal (or X's note) stays through the cursor's steps, until the
        # next A, B or X: putting the turn's line back at a step redrew
        # 12-17% of the screen.
        self.why = (why, colour)
        t = self.table
        t.cursor.place(*t.cell_box(self.cursor))
        place = self.game.pos_text(self.cursor)
        if why:
            t.strip(why, colour, place, seat_colour(self.seat) if colour != theme.WARN else -1)
        else:
            t.strip(self._turn_text(self.view, self.seat), seat_colour(self.seat), place)

    # --- buttons ------------------------------------------------------------
    def press(self, state, button):
        if button == buttons.X:
            self.cards_on = not self.cards_on
            if self.view is not None:
                self._panel(self.view)
            if self.mode == REVEAL:
                self._reveal_prompt("Panel: gold " + ("cards" if self.cards_on else "points"),
                                    theme.TEXT)
            return None
        if self.mode == HELD:
            # A continues; so does the D-pad, which also moves the cursor (a
            # player who skipped a bot's hold with A need not press A twice).
            if button == buttons.A or button in STEPS:
                self._start(state, self.seat)
                if button in STEPS and self.mode == REVEAL:
                    self._press_reveal(button)
            else:
                self.table.strip("A: continue", theme.ACCENT, "", seat_colour(self.seat))
            return None
        if self.mode == PICK:
            return self._press_pick(button)
        if self.mode == REVEAL:
            return self._press_reveal(button)
        return None

    def _press_pick(self, button):
        g = self.game
        if button in (buttons.UP, buttons.LEFT, buttons.DOWN, buttons.RIGHT):
            step = -1 if button in (buttons.UP, buttons.LEFT) else 1
            self.pick = (self.pick + step) % 5
            self._pick_prompt()
        elif button == buttons.A:
            owner = self.view["owner"][self.pick]
            if owner >= 0:
                self._pick_prompt("That mine is " + _possessive(self._name(owner)))
                return None
            self.table.chooser.bar.hide()
            return g.MOVE_MINE + self.pick
        return None

    def _press_reveal(self, button):
        if button in STEPS:
            step = STEPS[button]
            if step in (-1, 1):
                col = (self.cursor % 8 + step) % 8
                self.cursor = self.cursor - self.cursor % 8 + col
            else:
                self.cursor = (self.cursor + step) % 64
            self._reveal_prompt(*self.why)
        elif button == buttons.A:
            cell = self.view["grid"][self.cursor]
            place = self.game.pos_text(self.cursor)
            if cell == -2:
                self._reveal_prompt("No card at " + place)
            elif cell >= 0:
                self._reveal_prompt(place + " is face up")
            else:
                self.table.cursor.hide()
                return self.cursor
        elif button == buttons.B:
            if self.view["first"] >= 0:
                self._reveal_prompt("Now a 2nd card")
            else:
                self._reveal_prompt()
        return None

    # --- a move was played ------------------------------------------------
    def show_move(self, state, seat, move, events, viewer):
        # A human's own move follows begin_turn on this screen; a bot's does not.
        human = self.mode in (PICK, REVEAL) and self.seat == seat
        self.mode = SHOW
        v = self._draw(state, viewer)
        t = self.table
        name = self._name(seat)
        colour = seat_colour(seat)
        kinds = [e[0] for e in events]
        if "mine" in kinds:
            c = move - self.game.MOVE_MINE
            self._chooser(v, seat, name + ": " + self.game.COLOUR_NAMES[c], colour, -1)
            t.strip(name + ": " + self.game.COLOUR_NAMES[c], colour)
            return 0 if human else HOLD_MINE_MS
        if v["last"] is None or v["last"][0] != seat or not _resolves(kinds):
            # The first card of a two-card turn: it stays face up.
            t.strip(name + ": " + self.game.pos_text(move), colour, "")
            return 0 if human else HOLD_REVEAL_MS
        return self._outcome(v, seat, events, human)

    def _outcome(self, v, seat, events, human):
        t = self.table
        last = v["last"]
        p1, c1, p2, c2 = last[1], last[2], last[3], last[4]
        t.face_up(p1, c1)
        t.mark.colour(seat_colour(seat))
        t.mark.place(*t.cell_box(p1))
        if p2 >= 0:
            t.face_up(p2, c2)
            t.mark2.colour(seat_colour(seat))
            t.mark2.place(*t.cell_box(p2))
        title, colour, line2, line3, colour3 = outcome(self.game, self.names, v, events)
        t.banner.show(t.banner_row(p1, p2), title, colour, line2, line3, colour3)
        self.lit = seat        # the mover stays lit while the outcome is up
        self._panel(v)
        self.pending = True
        if human:
            t.strip("A: continue", theme.ACCENT)
            return 0
        t.strip(self._name(seat) + " played", seat_colour(seat))
        for e in events:
            if e[0] == "rush":
                return HOLD_RUSH_MS
        return HOLD_OUTCOME_MS

    # --- end of round -------------------------------------------------------
    def round_result(self, state, page):
        if page != 0:
            return False
        self.pending = False
        self.mode = SHOW
        if self.result is None:
            # The table's objects go before the result page's are made, and
            # the page's code is in memory only while it shows.
            self.group.remove(self._table.group)
            self._table = None
            gc.collect()
            from engine.games.gold.result import ResultPage
            self.result = ResultPage(self.game, self.names)
            self.group.append(self.result.group)
        self.result.draw(state)
        return True

    def release(self, keep_sheets=False):
        empty_all(self.group)
        self._table = None
        self.result = None
        if not keep_sheets:
            gold_art.release()


def _resolves(kinds):
    for k in ("dynamite", "gold", "duel", "nothing", "removed"):
        if k in kinds:
            return True
    return False


def _possessive(name):
    return "yours" if name == "You" else name + "'s"
