# What the in-game menu's rows do (engine/app/pause.py draws the menu): the
# rules pages, with the table's screen released while they show and rebuilt
# after, and a hint from the hard bot. Imported only when one is chosen; the
# match forgets it with the menu.
import gc
import sys

from engine.app.unload import UNLOAD, unload_since
from engine.games import GAMES, NAME, load

RULES_MEMORY = "Not enough memory for the rules pages right now."


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
    Pager = None
    try:
        from engine.ui.pager import Pager

        text = load(match.index, "help").TEXT
        gc.collect()  # the pages take the lowest free places (as the menu)
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
        # the pages' class too: held by this frame, its code would stay in
        # the heap while the table is made again below, and leave holes
        # among the table's objects when it goes
        pager = Pager = None
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
