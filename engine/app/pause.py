# The in-game menu (Y or MENU): Resume, Rules, Hint, Quit to menu. Drawn as a
# panel over the table; the table underneath is left untouched, except that
# the rules pages take its place in the heap (match.drop_screen) and it is
# rebuilt when they close.
import gc
import sys

import displayio

from engine import buttons
from engine.app.unload import UNLOAD, unload_since
from engine.games import GAMES, NAME, load
from engine.ui import theme
from engine.ui.widgets import box, label, set_text

ITEMS = ("Resume", "Rules", "Hint", "Quit to menu")
RULES_MEMORY = "Not enough memory for the rules pages right now."
RESUME = 0
RULES = 1
HINT = 2
QUIT = 3


class Rows:
    """The menu's rows as two multi-line labels, the selectable rows in one
    and the dimmed ones in the other (a label is about 1 KB on the device,
    and the menu is two games' peak), with a marker at the chosen row; what Menu
    (engine/ui/widgets.py) offers the pause menu: index, dim, select, move."""

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
            lab.line_spacing = row_h / 24  # 12 px lines at scale 2: row_h apart
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
        h = 36 + 28 * len(ITEMS) + 8
        x = (width - w) // 2
        y = (height - h) // 2
        frame, _ = box(x - 4, y - 4, w + 8, h + 8, theme.ACCENT)
        panel, _ = box(x, y, w, h, theme.PANEL)
        self.group.append(frame)
        self.group.append(panel)
        self.group.append(label("Menu", width // 2, y + 6, theme.ACCENT, anchor=(0.5, 0)))
        self.menu = Rows(x + 4, y + 36, w - 8, ITEMS, 28)
        self.group.append(self.menu.group)

    def open(self, hint_ok):
        self.menu.set_dim([False, False, not hint_ok, False])
        self.menu.select(RESUME)


def hint_text(match, seat):
    """The hard bot's choice for `seat`, rebuilt from this round's views."""
    g = match.game
    try:
        bot = match.botmod.Bot(seat, "hard", match.seed ^ 0x5A5A)
        replay = g.new(len(match.seats), match.seed, history=list(match.history))
        bot.observe(g.view(replay, seat))
        for move in match.moves:
            g.play(replay, move)
            bot.observe(g.view(replay, seat))
        replay = None
        move = bot.choose(g.view(match.state, seat))
        return "Hint: " + match.screen.describe(match.state, move)
    except MemoryError:
        gc.collect()
        return "Not enough memory for a hint right now."


def show_rules(match, seat):
    """The rules pages, with the table's screen released while they show
    and rebuilt afterwards (seat: the human deciding now, -1 none)."""
    app = match.app
    match.drop_screen()
    loaded = list(sys.modules.keys())
    pager = None
    try:
        from engine.ui.pager import Pager

        text = load(match.index, "help").TEXT
        pager = Pager(GAMES[match.index][NAME], text, match.hw.width, match.hw.height)
        text = None
        app.push(pager.group)
        while not pager.press(app.key("rules")):
            pass
        short = False
    except MemoryError:
        # the pages are the heap's peak in the middle of a game: without
        # room for them, say so and go on with the game
        short = True
    finally:
        if pager is not None:
            app.pop(pager.group)
        pager = None
        if UNLOAD:  # the pages' text and code leave the heap until asked for again
            unload_since(loaded)
        loaded = None
        gc.collect()
        rebuild_screen(match, seat)
    if short:
        match.hw.log("rules: MemoryError")
        app.message(RULES_MEMORY)


def rebuild_screen(match, seat):
    """A fresh screen after drop_screen(), drawn as the player left it:
    the turn of `seat` (its choice starts again), or the table, with the
    move that was on show drawn again."""
    match.new_screen()
    if seat >= 0:
        match.app.show(match.screen.group)
        match.screen.begin_turn(match.state, seat)
        match.shown = seat
        return
    if match.on_show is not None:
        mover, move, events, viewer, kept = match.on_show
        match.draw_table(viewer)
        if kept:
            # a human's own move: the screen drew it after their turn
            match.screen.begin_turn(match.state, mover)
        match.screen.show_move(match.state, mover, move, events, viewer)
        if kept:
            match.screen.keep(events)
    else:
        match.draw_table(match.viewer())


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
            show_rules(match, seat)
            row = RULES  # back in the menu on the row the player left
        elif choice == HINT:
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
