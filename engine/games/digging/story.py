# What another player's move did, in words, for the hot-seat catch-up shown
# before a human's turn (engine/app/match.py): plays, draws, gives (never the
# card: the receiver is told it on the table at its turn) and fights.
from engine.games.digging.cards import GIVE, split_move
from engine.games.digging import words
from engine.ui.words import name_of, verb


def tell(game, names, before, after, seat, move, events):
    viewer = after["seat"]
    name = name_of(names, seat)
    action = split_move(move)[0]
    if action == GIVE:
        text = verb(name, "gives") + " a card to " + words.front(names, (seat + 2) % 4, viewer)
    else:
        try:
            head, detail = words.move_lines(names, before, after, seat, move, viewer, False)
            text = head + " - " + detail
        except IndexError:
            text = verb(name, "plays")
    for e in events:
        if e[0] == "fight":
            title, detail, _ = words.fight_lines(names, after, e, viewer)
            text += "\n" + title + " (" + detail + ")"
    return text
