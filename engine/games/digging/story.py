# What another player's move did, in words, for the hot-seat catch-up shown
# before a human's turn (engine/app/match.py): plays, draws, gives (never the
# card: the receiver is told it on the table at its turn) and fights. Short
# lines: the catch-up is in big letters.
from engine.games.digging.cards import DRAW, PASS, GIVE, OPEN, WORK, CLOSE, ATTACK, split_move
from engine.games.digging import words
from engine.ui.words import name_of, verb


def needs_before(game, move):
    """Closing, attacking and joining name a mine as it lay before the move."""
    return split_move(move)[0] >= CLOSE


def tell(game, names, before, after, seat, move, events):
    viewer = after["seat"]
    name = name_of(names, seat)
    action, card, target = split_move(move)
    if action == GIVE:
        text = verb(name, "gives") + " " + words.front(names, (seat + 2) % 4, viewer) + " a card"
    elif action == DRAW:
        text = verb(name, "draws") + " a card (" + str(after["pile"]) + " left)"
    elif action == PASS:
        text = verb(name, "passes")
    elif action == OPEN:
        text = verb(name, "opens") + " " + words.a_card(card)
        if target != seat:
            text += " in front of " + words.front(names, target, viewer)
    elif action == WORK:
        text = verb(name, "puts") + " " + words.a_card(card) + " on " + \
            words.whose(names, target >> 4, viewer) + " mine"
    else:
        try:
            detail = words.move_lines(names, before, after, seat, move, viewer)[1]
        except IndexError:      # no mine in the view from before to name
            detail = "a mine"
        which = "closes" if action == CLOSE else "attacks" if action == ATTACK else "adds"
        text = verb(name, which) + " " + detail
    for e in events:
        if e[0] == "fight":
            title, detail, _ = words.fight_lines(names, after, e, viewer)
            text += "\n" + title + " (" + detail + ")"
    return text
