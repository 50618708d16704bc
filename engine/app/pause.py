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


class PauseMenu:
    """The menu's panel: its rows as multi-line labels, the selectable rows
    in one and the dimmed ones (if any) in another, with a marker at the chosen
    row (engine/ui/menu.py's, drawn here: the title's module is not in memory
    mid-game). The rows are a text line (24 px at scale 2) apart, so each
    label's lines are one TileGrid: the menu shows at Karuba's and Digging's
    low point."""

    def __init__(self, width, height, hint_ok, row=RESUME):
        """The panel with the marker on `row`; Hint is dimmed when no human
        decides now."""
        self.group = displayio.Group()
        w = 200
        h = 36 + ROW_H * len(ITEMS) + 8
        x = (width - w) // 2
        y = (height - h) // 2
        self.y = y + 36
        self.dim = [False, False, not hint_ok, False]
        frame, _ = framed(x - 4, y - 4, w + 8, h + 8, theme.ACCENT, theme.PANEL)
        self.bar, _ = box(x + 4, self.y + 2, 4, ROW_H - 4, theme.ACCENT)
        # (a dimmed row is a space in the other label: each keeps its lines' places)
        for item in (frame, label("Menu", width // 2, y + 6, theme.ACCENT, anchor=(0.5, 0)), self.bar,
                     label("\n".join([" " if d else item for item, d in zip(ITEMS, self.dim)]), x + 10, self.y)):
            self.group.append(item)
        if not hint_ok:
            # the dimmed rows' label, made only when a row is dimmed
            self.group.append(label("\n".join([item if d else " " for item, d in zip(ITEMS, self.dim)]),
                                    x + 10, self.y, theme.TEXT_DIM))
        self.index = row
        self.move(0)

    def move(self, step):
        """Moves the marker `step` rows on, to the next selectable row
        (wrapping; 0: stays on a selectable row)."""
        i = self.index
        for _ in ITEMS:
            i = (i + step) % len(ITEMS)
            if not self.dim[i]:
                break
        self.index = i
        self.bar.y = self.y + i * ROW_H + 2


def pause(match, seat):
    """The menu until the player leaves it: QUIT when they chose "Quit to
    menu" (the match then ends; the save stays), else None."""
    app = match.app
    row = RESUME
    while True:
        # The panel lives only while it is on screen: the rules pages and the
        # hint's bot replay get its room, and so do the round-scoring pages.
        # made just after a collection: its objects take the lowest free
        # places, not the ones after the scratch of compiling this module
        gc.collect()
        panel = PauseMenu(match.hw.width, match.hw.height, seat >= 0, row)
        match.pause_menu = panel
        app.push(panel.group)
        try:
            # the row the player picks with A; RESUME for B, Y or MENU
            choice = None
            while choice is None:
                b = app.key("menu")
                if b == buttons.UP or b == buttons.DOWN:
                    panel.move(-1 if b == buttons.UP else 1)
                elif b in (buttons.B, buttons.Y, buttons.MENU):
                    choice = RESUME
                elif b == buttons.A:
                    choice = panel.index
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
            row = RULES  # back in the menu on the row the player left (collected at the loop's top)
        elif choice == HINT:
            from engine.app.pausejobs import hint_text

            app.message(hint_text(match, seat), theme.ACCENT)
            return
        elif choice == QUIT:
            return QUIT
        else:
            return
