# The end of a round (engine/app/match.py's round_end): the game's result
# pages, the match table, the winners when the match is over, and the next
# round's start. Imported when a round ends and forgotten after it, so this
# code is not in memory while a round is played.
import gc
import sys

from engine import buttons
from engine.games import GAMES
from engine.app.unload import UNLOAD, unload_since


def round_end(match):
    """Result pages, match table, the next round; False when the match is over."""
    app = match.app
    g = match.game
    state = match.state
    # (a hot-seat hand-over screen is already let go: CatchUp.hand_over)
    gc.collect()
    app.show(match.screen.group)
    app.led(0)
    match.last_seat = -1
    page = 0
    while match.screen.round_result(state, page):
        b = app.key("result")
        if b == buttons.B:
            page = max(0, page - 1)
        elif b == buttons.A:
            page += 1
    done = g.match_over(state)
    # match.history is the rounds before this one, whichever way a rules
    # module's round_scores treats a finished round.
    rounds = match.history + [g.scores(state)]
    totals = g.totals(state)
    # the table's screen makes room for the match table (built again
    # for the next round), and the match table and winners code is in
    # memory only while they show
    match.drop_screen()
    loaded = list(sys.modules.keys())
    try:
        if not final_pages(match, rounds, totals, done):
            return False
    finally:
        if UNLOAD:
            unload_since(loaded)
        gc.collect()
    match.new_screen()
    match.start_round(g.next_round(state))
    match.save()
    return True


def final_pages(match, rounds, totals, done):
    """The match table, and the winners when the match is `done`;
    False when it is."""
    from engine.ui.results import MatchTable, Winners

    app = match.app
    footer = "A: final result" if done else "A: next round"
    # each page is made just after a collection: its objects take the
    # lowest free places, not those after the scratch of compiling its code
    gc.collect()
    table = MatchTable(match.names, rounds, totals, footer, GAMES[match.index][1])
    app.show(table.group)
    while app.key("table") != buttons.A:
        pass
    if not done:
        app.show(None)
        return True
    winners = match.game.winners(match.state)
    app.show(None)
    table = None
    gc.collect()
    screen = Winners(match.names, winners, totals, GAMES[match.index][3])
    app.show(screen.group)
    notice = app.store.clear()
    if notice:
        match.hw.log("clear: " + notice)
    match.hw.log("match over: " + ",".join([str(w + 1) for w in winners]))
    while app.key("winners") != buttons.A:
        pass
    return False
