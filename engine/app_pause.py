# The in-game menu (Y or MENU): Resume, Rules, Hint, Quit to menu. Drawn as a
# panel over the table; the table underneath is left untouched.
import gc

import displayio

from engine import buttons
from engine.games import GAMES
from engine.ui import theme
from engine.ui.widgets import Menu, box, label

ITEMS = ("Resume", "Rules", "Hint", "Quit to menu")
RESUME = 0
RULES = 1
HINT = 2
QUIT = 3


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
        self.menu = Menu(x + 4, y + 36, w - 8, ITEMS, row_h=28)
        self.group.append(self.menu.group)

    def open(self, hint_ok):
        self.menu.set_rows(ITEMS, [False, False, not hint_ok, False])
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


def show_rules(match):
    import sys

    from engine.app import UNLOAD, unload_since

    loaded = list(sys.modules.keys())
    from engine.ui.rules_text import Pager, load_text

    app = match.app
    pager = Pager(GAMES[match.index][1], load_text(match.index), match.hw.width, match.hw.height)
    app.push(pager.group)
    try:
        while not pager.press(app.key("rules")):
            pass
    finally:
        app.pop(pager.group)
    pager = None
    if UNLOAD:  # the pages' text and code leave the heap until asked for again
        unload_since(loaded)
    loaded = None
    gc.collect()


def pause(match, seat):
    app = match.app
    if match.pause_menu is None:
        match.pause_menu = PauseMenu(match.hw.width, match.hw.height)
    panel = match.pause_menu
    panel.open(seat >= 0)
    app.push(panel.group)
    try:
        while True:
            b = app.key("menu")
            if b == buttons.UP:
                panel.menu.move(-1)
            elif b == buttons.DOWN:
                panel.menu.move(1)
            elif b in (buttons.B, buttons.Y, buttons.MENU):
                return
            elif b == buttons.A:
                choice = panel.menu.index
                if choice == RESUME:
                    return
                if choice == RULES:
                    show_rules(match)
                elif choice == HINT:
                    app.pop(panel.group)
                    app.message(hint_text(match, seat), theme.ACCENT)
                    return
                elif choice == QUIT:
                    from engine.app_match import Leave

                    raise Leave()
    finally:
        app.pop(panel.group)
        # the panel's labels leave the heap with it: the menu is opened rarely,
        # and the round-scoring pages need the room more
        match.pause_menu = None
        panel = None
