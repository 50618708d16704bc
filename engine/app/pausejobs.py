# What the in-game menu's rows do (engine/app/pause.py draws the menu): the
# rules pages, with the table's screen released while they show, and a hint
# from the hard bot. Imported only when one is chosen; the
# match forgets it with the menu.
import gc
import sys

from engine.app.unload import UNLOAD, unload_since
from engine.games import GAMES, NAME, load

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
    (the caller builds it again once this module has left the heap, so that
    the new screen's objects fill the room its code leaves). Returns True
    when the pages found no memory (the caller says so once the table is
    back)."""
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
    if short:
        match.hw.log("rules: MemoryError")
    return short
