# What another player's turn did, in words, for the hot-seat catch-up shown
# before a human's turn (engine/app/match.py): the mine chosen, or the pair
# turned (face up for everyone at the time) and what came of it.
from engine.games.gold.art import words
from engine.games.gold.words import outcome
from engine.ui.words import name_of


def needs_before(game, move):
    return False


def tell(game, names, before, after, seat, move, events):
    name = name_of(names, seat)
    if game.MOVE_MINE <= move < game.MOVE_MINE + 5:
        return name + " chooses the " + game.COLOUR_NAMES[move - game.MOVE_MINE] + " mine"
    done = False
    for e in events:
        done = done or e[0] in ("dynamite", "gold", "duel", "nothing", "removed")
    if not done:
        return ""           # the first card of two: told with the second
    last = after["last"]
    turned = game.pos_text(last[1]) + " " + words(game, last[2])
    if last[3] >= 0:
        turned += ", " + game.pos_text(last[3]) + " " + words(game, last[4])
    title = outcome(game, names, after, events)[0]
    return name + ": " + turned + " - " + title
