# The Digging table at 240x240, drawn from one seat's view:
#
#   y   0  the partner's display (top)      name box | 5 mine chips
#   y  28  left opponent | centre panel | right opponent (3 chips each)
#          centre: pile, closed (face-down) mines per team, points, the fight
#   y 137  the viewer's display (bottom)    name box | 5 mine chips
#   y 166  the viewer's hand, 7 cards at a time (scrolls)
#   y 204  a headline or the action bar (Draw / Give / Play), a detail line
#
# The player to the viewer's left (next in turn) sits on the left. A mine
# chip is the metal's colour with its chests ("3+D": three chests and a
# double; "D+3": the double came first, "x2") and its value if closed now.
# Everything is allocated once, when a table is made (table_build); drawing
# changes text, palettes, tiles and positions only.
from engine.games.digging.cards import OPEN, split_move
from engine.games.digging import art
from engine.ui import theme
# HAND_*: screen.py takes them from here
from engine.games.digging.chips import (HAND_PITCH, HAND_SLOTS, HAND_X, HAND_Y, MSG_Y, Centre,  # noqa: F401
                                        chip_text, fight_panel, tiny)
from engine.ui.widgets import set_color, set_text, wrap
from engine.ui.words import seat_colour

DETAIL_W = 39      # small letters in a line from x=4


class Display:
    """One seat's place at the table: a name box and its open mines (made by
    table_build)."""

    def window(self, count, focus):
        """Scrolls so that mine `focus` (or none for -1) is in view."""
        slots = len(self.chips)
        if focus >= 0:
            if focus < self.first:
                self.first = focus
            elif focus >= self.first + slots:
                self.first = focus - slots + 1
        self.first = max(0, min(self.first, count + (1 if focus >= count else 0) - slots))

    def box_of(self, i):
        """(x, y) of mine i's chip, or None when it is scrolled away."""
        k = i - self.first
        return self.boxes[k] if 0 <= k < len(self.boxes) else None


class Table:
    def __init__(self, names):
        # The objects are made by table_build, whose code is in memory only
        # while it runs: a table is made at a round's start and again after
        # the rules or the result pages.
        from engine.games.digging.table_build import build
        from engine.ui.forget import forget
        self.displays = [Display() for _ in range(4)]
        self.panel = Centre()
        build(self, names)
        forget("engine.games.digging.table_build")

    # --- seats and mines ---------------------------------------------------
    def seat_at(self, pos):
        return (self.viewer + pos) % 4

    def pos_of(self, seat):
        return (seat - self.viewer) % 4

    def draw(self, view, focus=None, dim=None, ghost=-1):
        """Everything from a view. focus: (seat, mine) to scroll into view;
        dim(seat, i): True greys that mine; ghost: a metal to show as a new
        mine at the end of every display (-1 none)."""
        self.view = view
        self.viewer = view["seat"]
        for pos in range(4):
            seat = self.seat_at(pos)
            self._display(pos, seat, view, focus, dim, ghost)
        self.scores(view)

    def _display(self, pos, seat, view, focus, dim, ghost):
        d = self.displays[pos]
        row = view["open"][seat]
        n = len(row)
        f = -1
        if focus is not None and focus[0] == seat:
            f = focus[1]
        d.window(n, f)
        for k in range(len(d.chips)):
            i = d.first + k
            chip = d.chips[k]
            if i < n:
                chip.show(row[i][0][0], chip_text(row[i]), dim is not None and dim(seat, i))
            elif i == n and ghost >= 0:
                # dim even under the cursor (the frame shows it): a chip
                # brightened and dimmed again redrew two chips a step
                chip.show(ghost, "+new\n mine", ghost=True)
            else:
                chip.hide()
        set_text(d.name, tiny(self.names, seat, self.viewer))
        set_color(d.name, seat_colour(seat))
        hidden = max(0, n - d.first - len(d.chips)) + d.first
        size = str(view["hand_sizes"][seat])
        set_text(d.info, size + " +" + str(hidden) if hidden else size)
        active = view["turn"] == seat
        # Writes only on change: each one would dirty its area again.
        _set(d.bg_palette, theme.PANEL_HI if active else theme.PANEL)
        _set(d.marker_palette, seat_colour(seat))
        if d.marker.hidden == active:
            d.marker.hidden = not active

    def places(self, moves):
        """(move, seat, mine index) for each play move, in screen order: your
        display, left, partner, right, mines left to right ("open" goes to
        the new place after a display's last mine)."""
        out = []
        for m in moves:
            action, _, target = split_move(m)
            if action == OPEN:
                out.append((m, target, len(self.view["open"][target])))
            else:
                out.append((m, target >> 4, target & 15))
        out.sort(key=lambda e: self.pos_of(e[1]) * 64 + e[2])
        return out

    def chip_box(self, seat, i):
        return self.displays[self.pos_of(seat)].box_of(i)

    def name_box(self, seat):
        return self.displays[self.pos_of(seat)].name_xy

    def place(self, frame, seat, i):
        """Puts a frame round open mine seat.i (hidden if it is out of view)."""
        xy = self.chip_box(seat, i)
        if xy is None:
            frame.hide()
        else:
            frame.place(xy[0], xy[1], 0)

    # --- the centre panel (chips.Centre) -------------------------------------
    def scores(self, view):
        """The centre panel's pile, closed-mine counts and points."""
        tile = art.BACK_TILE if view["pile"] else art.EMPTY_TILE
        if self.pile_card[0] != tile:
            self.pile_card[0] = tile
        self.panel.scores(view)

    def legend(self):
        self.panel.legend()

    def show_fight(self, names, v, last_fight):
        """The fight frame and the centre panel's fight lines."""
        f = v["fight"]
        if f is None:
            self.fight.hide()
        else:
            self.place(self.fight, f["target"][0], f["target"][1])
        self.panel.fight(*fight_panel(names, v, last_fight))

    def fight_text(self, title, line2, line3, colour):
        self.panel.fight(title, line2, line3, colour)

    # --- the hand ------------------------------------------------------------
    def show_hand(self, cards, dim=None, sel=-1):
        """Shows the hand from hand_first (scrolled to keep `sel` in view);
        dim[k] greys card k."""
        self.hand_cards = cards
        n = len(cards)
        if sel >= 0:
            if sel < self.hand_first:
                self.hand_first = sel
            elif sel >= self.hand_first + HAND_SLOTS:
                self.hand_first = sel - HAND_SLOTS + 1
        self.hand_first = max(0, min(self.hand_first, n - HAND_SLOTS))
        for k in range(HAND_SLOTS):
            i = self.hand_first + k
            grid = self.hand[k]
            if i < n:
                tile = art.tile_of(cards[i])
                art.set_palette(self.hand_palettes[k], bool(dim and dim[i]))
            else:
                tile = art.EMPTY_TILE if (n == 0 and k == 0) else -1
            if tile < 0:
                if not grid.hidden:
                    grid.hidden = True
            else:
                if grid[0] != tile:
                    grid[0] = tile
                if grid.hidden:
                    grid.hidden = False
        set_text(self.more, ("<" if self.hand_first > 0 else " ") + " " * 18 +
                 (">" if self.hand_first + HAND_SLOTS < n else ""))
        if sel >= 0:
            k = sel - self.hand_first
            self.cursor.place(HAND_X + k * HAND_PITCH, HAND_Y, 1)

    # --- the message area ----------------------------------------------------
    def message(self, head, detail="", colour=theme.TEXT, detail_colour=theme.TEXT, keys=""):
        """A big headline over a small detail line; when either does not fit
        (19 big letters, 39 small ones) both go into small lines, wrapped.
        keys: two small lines right of a headline of at most 11 letters
        (not over wrapped small lines: they go)."""
        self.bar.hidden = True
        big = len(head) <= 19 and len(detail) <= DETAIL_W
        set_text(self.keys, keys if big else "")
        set_text(self.head, head if big else "")
        set_color(self.head, colour)
        if not big:
            detail = "\n".join(wrap(head + (" - " + detail if detail else ""), DETAIL_W)[:3])
            detail_colour = colour
        self._detail(detail, detail_colour)

    def _detail(self, text, colour):
        lines = text.count("\n") + 1
        y = MSG_Y + 24 if lines == 1 else 240 - 12 * lines
        if self.detail.anchored_position[1] != y:
            self.detail.anchored_position = (4, y)
        set_text(self.detail, text)
        set_color(self.detail, colour)

    def show_bar(self, sel, enabled, labels, detail, colour=theme.TEXT_DIM):
        """The action bar: labels per box ("" hides it), sel highlighted."""
        set_text(self.head, "")
        set_text(self.keys, "")
        self.bar.hidden = False
        for i in range(3):
            on = enabled[i]
            # an empty place (only "Pass" is offered) leaves the felt bare
            _set(self.bar_palettes[i], theme.BG if not labels[i] else theme.PANEL)
            set_text(self.bar_labels[i], labels[i])
            set_color(self.bar_labels[i], theme.TEXT if on else theme.TEXT_DIM)
            if i == sel:
                self.bar_frame.place(4 + i * 80, MSG_Y + 2, 3)  # on the box's own edge
        # cut to a line only when too long: wrap() would close up the
        # spaces that part its keys ("A   X: help" read "A X: help")
        self._detail(detail if len(detail) <= DETAIL_W else wrap(detail, DETAIL_W)[0], colour)


def _set(palette, colour):
    if palette[0] != colour:
        palette[0] = colour


