# The hand-over between two humans in hot-seat play: the hand-over screen,
# then what the other seats did since this human last decided, a page at a
# time (engine/app/catchup.py keeps those lines). Loaded for each hand-over
# and forgotten after it with the screen's module: between hand-overs only
# the lines stay in memory.
from engine import buttons
from engine.games import GAMES
from engine.ui import theme
from engine.ui.widgets import wrap


def hand_over(match, told, seat):
    """The hand-over screen to `seat`, then the lines `told` (the words of
    what the others did) on it; the caller lets the screen go."""
    from engine.ui.handover import COLUMNS, LINES, Handover

    match.handover = Handover(match.hw.width, match.hw.height)
    g = match.game
    totals = g.totals(match.state)
    parts = []
    for i in range(len(match.seats)):
        parts.append(str(i + 1) + ":" + str(totals[i]))
    info = "Totals  " + "  ".join(parts) if match.history else ""
    match.handover.set(match.names[seat], seat, info, GAMES[match.index][1])
    match.app.show(match.handover.group)
    match.app.led(theme.SEATS[seat % len(theme.SEATS)])
    match.hw.log("hand-over to " + match.names[seat])
    while match.app.key("handover") != buttons.A:
        pass
    if not told:
        return
    match.hw.log("story for " + match.names[seat] + ": " + " | ".join(told))
    text = []
    for line in told:
        text += wrap(line, COLUMNS)
    pages = (len(text) + LINES - 1) // LINES
    for i in range(pages):
        match.handover.page(text[i * LINES:(i + 1) * LINES], i, pages)
        while match.app.key("story") != buttons.A:
            pass
