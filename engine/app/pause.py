# The in-game menu (Y or MENU): Resume, Rules, Hint, Quit to menu. Drawn as a
# panel over the table; the table underneath is left untouched. What Rules
# and Hint do is engine/app/pausejobs.py, in memory only once chosen: the
# menu shows at the table's peak.
import gc

import displayio

from engine import buttons
from engine.ui import theme
from engine.ui.forget import forget
from engine.ui.widgets import box, framed, label, set_text

ITEMS = ("Resume", "Rules", "Hint", "Quit to menu")
ROW_H = 24  # the rows' pitch: a scale-2 text line
RESUME = 0
RULES = 1
HINT = 2
QUIT = 3


class Rows:
    """The menu's rows as two multi-line labels, the selectable rows in one
    and the dimmed ones in the other, with a marker at the chosen row; what
    Menu (engine/ui/menu.py) offers the title: index, dim, select, move. The
    rows are a text line (24 px at scale 2) apart, so each label's lines are
    one TileGrid: the menu shows at Karuba's and Digging's low point."""

    def __init__(self, x, y, width, rows, row_h):
        self.group = displayio.Group()
        self.y = y
        self.row_h = row_h
        # the chosen row's marker (engine/ui/menu.py's, drawn here: the
        # title's module is not in memory mid-game)
        self.bar, _ = box(x, y + 2, 4, row_h - 4, theme.ACCENT)
        self.group.append(self.bar)
        top = y + (row_h - 24) // 2
        self.on = label("", x + 6, top)
        self.off = label("", x + 6, top, theme.TEXT_DIM)
        for lab in (self.on, self.off):
            self.group.append(lab)
        self.rows = rows
        self.count = len(rows)
        self.dim = [False] * self.count
        self.index = 0

    def set_dim(self, dim):
        on = []
        off = []
        for i in range(self.count):
            self.dim[i] = dim[i]
            # (an empty line is a space: the label keeps its first line's place)
            on.append(" " if dim[i] else self.rows[i])
            off.append(self.rows[i] if dim[i] else " ")
        set_text(self.on, "\n".join(on))
        set_text(self.off, "\n".join(off))

    def select(self, index):
        self.index = index
        self.bar.y = self.y + index * self.row_h + 2

    def move(self, step):
        """Moves the highlight to the next selectable row (wrapping)."""
        i = self.index
        for _ in range(self.count):
            i = (i + step) % self.count
            if not self.dim[i]:
                break
        self.select(i)


class PauseMenu:
    def __init__(self, width=240, height=240):
        self.group = displayio.Group()
        w = 200
        h = 36 + ROW_H * len(ITEMS) + 8
        x = (width - w) // 2
        y = (height - h) // 2
        frame, _ = framed(x - 4, y - 4, w + 8, h + 8, theme.ACCENT, theme.PANEL)
        self.group.append(frame)
        self.group.append(label("Menu", width // 2, y + 6, theme.ACCENT, anchor=(0.5, 0)))
        self.menu = Rows(x + 4, y + 36, w - 8, ITEMS, ROW_H)
        self.group.append(self.menu.group)

    def open(self, hint_ok):
        self.menu.set_dim([False, False, not hint_ok, False])
        self.menu.select(RESUME)


def pause(match, seat):
    """The menu until the player leaves it: QUIT when they chose "Quit to
    menu" (the match then ends; the save stays), else None."""
    app = match.app
    row = RESUME
    while True:
        # The panel lives only while it is on screen: the rules pages and the
        # hint's bot replay get its room, and so do the round-scoring pages.
        panel = PauseMenu(match.hw.width, match.hw.height)
        match.pause_menu = panel
        panel.open(seat >= 0)
        panel.menu.select(row)
        app.push(panel.group)
        try:
            choice = choose(app, panel)
        finally:
            app.pop(panel.group)
            match.pause_menu = None
            panel = None
        gc.collect()
        if choice == RULES:
            from engine.app.pausejobs import show_rules

            show_rules(match, seat)
            show_rules = None
            forget("engine.app.pausejobs")  # back in the menu: its code goes
            gc.collect()
            row = RULES  # back in the menu on the row the player left
        elif choice == HINT:
            from engine.app.pausejobs import hint_text

            app.message(hint_text(match, seat), theme.ACCENT)
            return
        elif choice == QUIT:
            return QUIT
        else:
            return


def choose(app, panel):
    """The row the player picks with A; RESUME for B, Y or MENU."""
    while True:
        b = app.key("menu")
        if b == buttons.UP:
            panel.menu.move(-1)
        elif b == buttons.DOWN:
            panel.menu.move(1)
        elif b in (buttons.B, buttons.Y, buttons.MENU):
            return RESUME
        elif b == buttons.A:
            return panel.menu.index
