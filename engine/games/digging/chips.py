# Pieces of the Digging table: a mine chip (the metal's colour, its chests
# and its value if closed now), frames (cursor, fight, last move) drawn as
# tile grids over small outline bitmaps, and the centre panel (below).
# One module, not two: each module costs its own overhead on the heap.
import displayio
import vectorio

from engine.games.digging import art
from engine.games.digging import cards as dc
from engine.ui import theme
from engine.ui.sprites import SIGNS, dim, show_at, solid
from engine.ui.widgets import set_color, set_text
from engine.ui.words import name_of

INK = 0x141414
_BLANK = len(SIGNS) - 1
CHIP_W = 36
CHIP_H = 24
NAME_W = 40
NAME_H = 24
CARD_W = 28
CARD_H = 36
# the table's rows below the displays (table.py's comment)
HAND_Y = 166
HAND_X = 16
HAND_PITCH = 30
HAND_SLOTS = 7
MSG_Y = 204

def rect(x, y, w, h, colour):
    """A solid rectangle that never moves: (shape, palette). A vector shape
    with a one-colour palette costs a third of a scaled bitmap box."""
    p = displayio.Palette(1)
    p[0] = colour
    return vectorio.Rectangle(pixel_shader=p, width=w, height=h, x=x, y=y), p


# round a chip, a card, a name box; on a box of the action bar
FRAME_SIZES = ((CHIP_W + 4, CHIP_H + 4), (CARD_W + 4, CARD_H + 4), (NAME_W + 4, NAME_H + 4), (76, 24))
THICK = 3


class Frame:
    """A hollow rectangle round a chip, a card, a name box or a box of the
    action bar: for each of its `kinds` (FRAME_SIZES) four thin tile grids
    in a group, so that a move redraws four thin strips, not the boxes it
    spans (a step along the hand: about 1% of the screen). Made by
    table_build's frame."""

    def _kind(self, kind):
        g = self.kinds[kind]
        if g is None:
            w, h = FRAME_SIZES[kind]
            t = self.thick
            g = displayio.Group()
            for x, y, bw, bh in ((0, 0, w, t), (0, h - t, w, t), (0, t, t, h - 2 * t),
                                 (w - t, t, t, h - 2 * t)):
                g.append(displayio.TileGrid(solid(bw, bh), pixel_shader=self.palette, x=x, y=y))
            g.hidden = True
            self.kinds[kind] = g
            self.group.append(g)
        return g

    def place(self, x, y, kind):
        for k in range(len(self.kinds)):
            if k != kind and self.kinds[k] is not None and not self.kinds[k].hidden:
                self.kinds[k].hidden = True
        show_at(self._kind(kind), x - 2, y - 2)
        self.at = (x, y)

    def where(self):
        """(x, y) of what the frame is round, or None when hidden."""
        for g in self.kinds:
            if g is not None and not g.hidden:
                return self.at
        return None

    def colour(self, rgb):
        if self.palette[1] != rgb:
            self.palette[1] = rgb

    def hide(self):
        for g in self.kinds:
            if g is not None and not g.hidden:
                g.hidden = True


def chip_text(mine):
    """A mine chip's (small line, big value) from a view's (cards, first
    double, value): ("G 3+D", "15"): its metal and chests small, its value
    if closed now in big digits (what a player weighs)."""
    cards, first, value = mine
    plain = 0
    double = False
    for c in cards[1:]:
        if c >= 6:
            double = True
        else:
            plain += 1
    letter = art.METAL_LETTERS[cards[0]]
    if first:
        chests = "D+" + str(plain) if plain else "D"
    elif double:
        chests = str(plain) + "+D"
    else:
        chests = str(plain) if plain else "-"
    return letter + " " + chests, str(value)


class Chip:
    """A mine chip (made by table_build's chip)."""

    def show(self, metal, text, dimmed=False, ghost=False):
        """text: chip_text's (small, big), or one small text of two rows."""
        colour = art.METAL_COLOURS[metal]
        if ghost:
            fill, ink = dim(colour, theme.BG, 3), colour
        elif dimmed:
            fill, ink = dim(colour, theme.BG, 2), dim(INK, theme.BG, 4)
        else:
            fill, ink = colour, INK
        if self.palette[0] != fill:
            self.palette[0] = fill
        small, big = text if isinstance(text, tuple) else (text, "")
        set_text(self.text, small)
        set_color(self.text, ink)
        # right-aligned: blanks first
        big = " " * (3 - len(big)) + big
        for i in range(3):
            t = _BLANK if big[i] == " " else ord(big[i]) - 48
            if self.value[i] != t:
                self.value[i] = t
        if self.group.hidden:
            self.group.hidden = False

    def hide(self):
        if not self.group.hidden:
            self.group.hidden = True


# The Digging centre panel (x 48-196, y 28-134): the pile, the teams'
# closed mines and match points, and the fight lines (25 small columns): an
# open fight (the raider and the mine, attack against defence, who may still
# add a bandit), or the outcome of the last one, kept until the next attack.
# What a player decides by is in big digits (tiles of the shared digit
# sheet): the pile's count, the teams' numbers, attack and defence; words
# are small.
CX = 48             # the panel's left edge
NUM_X = CX + 54     # the teams' numbers: "Us" 3 big columns, "Them" 3
# (y, x) of the small lines: pile, heading, closed, match, fight title, the
# fight's last line (attack and defence are big between them)
LINES = ((31, CX), (47, CX), (61, CX), (77, CX), (91, CX), (119, CX))
LEGEND = ("Reading a mine:", "G/S/C: its metal", "3+D: 3 chests + a double",
          "D+3: double first, x2 all", "big 15: value if closed", "Chest G3 S2 C1; double 2")


def tiny(names, seat, viewer, possessive=False):
    """A short name for the centre panel: "You"/"your", "B2"/"B2's"."""
    if seat == viewer:
        return "your" if possessive else "You"
    name = name_of(names, seat)
    if len(name) > 3:
        name = name[0] + name[-1]
    return name + "'s" if possessive else name


def fight_panel(names, v, last):
    """(title, line 2, line 3, title colour) for a view's fight; `last` is
    the kept outcome of the last fight (or None)."""
    f = v["fight"]
    me = v["seat"]
    if f is None:
        return last if last else ("No fight", "", "", theme.TEXT_DIM)
    s, i = f["target"]
    metal = art.METAL_NAMES[v["open"][s][i][0][0]]
    raider = tiny(names, f["attacker"], me)
    title = raider + (" attack " if raider == "You" else " attacks ") + tiny(names, s, me, True) + " " + metal
    if f["may_add"]:
        more = "May add: " + ", ".join([tiny(names, k, me) for k in f["may_add"]])
    else:
        more = "Nobody may add: settles now"
    return title, str(f["attack"]) + " v " + str(f["defend"]), more, theme.WARN


def settled(names, after, fight, viewer):
    """(kept outcome lines, (seat, mine) where the mine stands now or None)
    for a ("fight", result, attacker, s, i, attack, defence) event."""
    result, attacker, s, i = fight[1], fight[2], fight[3], fight[4]
    score = str(fight[5]) + " v " + str(fight[6])
    if result == "won":
        colour = theme.OK if dc.team(attacker) == dc.team(viewer) else theme.WARN
        lines = ("Last fight: mine taken", score, "now " + tiny(names, attacker, viewer, True) + " mine",
                 colour)
        return lines, (attacker, len(after["open"][attacker]) - 1)
    if result == "lost":
        colour = theme.OK if dc.team(s) == dc.team(viewer) else theme.WARN
        keeper = "you" if s == viewer else tiny(names, s, viewer)
        return ("Last fight: mine kept", score, "stays with " + keeper, colour), (s, i)
    return ("Last fight: mine closed", "its bandits are gone", "", theme.TEXT), None


def round_over_lines(v):
    us = v["seat"] & 1
    return ("Round over - A: scoring", "Us " + str(v["points"][us]) + "  Them " + str(v["points"][1 - us]),
            "", theme.ACCENT)


class Centre:
    """The panel's small lines and big numbers (drawn from a view; made by
    table_build)."""

    def _line(self, i, text, colour=theme.TEXT):
        set_text(self.lines[i], text)
        set_color(self.lines[i], colour)

    def scores(self, view):
        pile = view["pile"]
        if pile:
            self._line(0, "Draw pile")
        elif view["over"]:
            self._line(0, "Pile empty: round over")
        else:
            self._line(0, "Turns left")
        set_text(self.pile, str(pile or ("" if view["over"] else view["final_left"])))
        us = view["seat"] & 1
        self._line(1, "Goal 60      Us  Them", theme.TEXT_DIM)
        # Closed mines lie face down until the round's count: only how many
        # each team closed shows (their points come with the round's end).
        closed = view["closed_count"]
        self._line(2, "Closed")
        match = view["totals"]
        self._line(3, "Match", theme.ACCENT)
        set_text(self.teams, _pair(closed[us], closed[1 - us]) + "\n" + _pair(match[us], match[1 - us]))

    def legend(self):
        """How to read a mine chip (X), in the small lines."""
        for num in self.numbers:
            set_text(num, "")
        for i in range(len(LEGEND)):
            self._line(i, LEGEND[i], theme.ACCENT if i == 0 else theme.TEXT)

    def fight(self, title, line2, line3, colour):
        """The fight lines; a line 2 of "7 v 5" (attack v defence) is big."""
        self._line(4, title, colour)
        parts = line2.split(" v ")
        big = len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit()
        if big:
            a, d = int(parts[0]), int(parts[1])
            line2 = parts[0] + (">" if a > d else "<" if a < d else "=") + parts[1]
        set_text(self.fight_n, line2 if big else "")
        set_color(self.fight_n, colour)
        # a line 2 in words ("its bandits are gone") takes the last line
        self._line(5, line3 if big or not line2 else line2, theme.TEXT_DIM)


def _pair(a, b):
    # two numbers right-aligned in 3 big columns each (no str.rjust on the device)
    a, b = str(a), str(b)
    return " " * (3 - len(a)) + a + " " * (3 - len(b)) + b
