# The list menu of the title and set-up screens (scale-2 rows with optional
# right-hand text under a highlight bar), and taking such a screen apart when
# it leaves. Only those screens use it, so it is in memory only while they
# show (the in-game menu draws its rows itself: engine/app/pause.py).
import displayio

from engine.ui import theme
from engine.ui.widgets import box, empty, label, set_color, set_text


class Menu:
    """A vertical list of rows (scale-2 text, optional right-hand text) with a
    marker: an accent bar at the chosen row's left edge (a highlight behind
    the row redrew both rows at a step, 19-21% of the screen; the marker
    redraws two 4 px strips). Rows may be dimmed (not selectable). A menu
    made with right=False has no right-hand labels (a label is about 0.75
    KB even with no text on it)."""

    def __init__(self, x, y, width, rows, row_h=28, count=None, right=True):
        self.group = displayio.Group()
        self.x = x
        self.y = y
        self.width = width
        self.row_h = row_h
        self.bar, self.bar_palette = marker(x, y, row_h)
        self.group.append(self.bar)
        self.lefts = []
        self.rights = []
        n = count if count else len(rows)
        for i in range(n):
            top = y + i * row_h + (row_h - 24) // 2
            left = label("", x + 6, top)
            self.lefts.append(left)
            self.group.append(left)
            if right:
                self.rights.append(label("", x + width - 6, top, anchor=(1, 0)))
                self.group.append(self.rights[-1])
            else:
                self.rights.append(None)
        self.dim = [False] * n
        self.index = 0
        self.count = 0
        self.set_rows(rows)

    def release(self):
        """Lets go of the rows' labels (see release())."""
        empty(self.group)
        self.lefts = []
        self.rights = []
        self.bar = None

    def set_rows(self, rows, dim=None, colors=None):
        """rows: list of (left, right) text pairs or plain strings; dim[i]
        greys a row out (not selectable); colors[i] colours its left text."""
        n = len(self.lefts)
        self.count = min(len(rows), n)
        for i in range(n):
            row = rows[i] if i < len(rows) else ""
            if isinstance(row, str):
                left, right = row, ""
            else:
                left, right = row
            self.dim[i] = bool(dim and i < len(dim) and dim[i])
            set_text(self.lefts[i], left)
            color = theme.TEXT_DIM if self.dim[i] else theme.TEXT
            if colors and i < len(colors) and colors[i] is not None:
                color = colors[i]
            set_color(self.lefts[i], color)
            if self.rights[i] is not None:
                set_text(self.rights[i], right)
                set_color(self.rights[i], theme.ACCENT if not self.dim[i] else theme.TEXT_DIM)
        if self.index >= self.count:
            self.index = max(0, self.count - 1)
        self._place()

    def set_row(self, i, left, right=""):
        set_text(self.lefts[i], left)
        if self.rights[i] is not None:
            set_text(self.rights[i], right)

    def select(self, index):
        self.index = index
        self._place()

    def move(self, step):
        """Moves the highlight to the next selectable row (wrapping)."""
        if self.count == 0:
            return
        i = self.index
        for _ in range(self.count):
            i = (i + step) % self.count
            if not self.dim[i]:
                break
        self.index = i
        self._place()

    def _place(self):
        y = self.y + self.index * self.row_h + 2
        if self.bar.y != y:
            self.bar.y = y


def marker(x, y, row_h):
    """The chosen row's marker for a list of rows row_h apart from y: a
    4 px accent bar (group, palette); move it with group.y."""
    return box(x, y + 2, 4, row_h - 4, theme.ACCENT)


def release(screen, *names):
    """Takes a screen that has left the display apart: its group emptied and
    the named attributes (labels, menus) dropped, a Menu's rows first.
    MicroPython's collector is conservative: a stale word on the stack that
    still points at a dropped screen keeps everything the screen reaches (one
    kept the 15 KB set-up screen through a match's first moves), and now
    only the bare object."""
    empty(screen.group)
    for name in names:
        part = getattr(screen, name, None)
        if isinstance(part, Menu):
            part.release()
        setattr(screen, name, None)
