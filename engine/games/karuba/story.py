# What another player's move did, in words, for the hot-seat catch-up shown
# before a human's turn (engine/app/match.py). A chosen pair stays secret
# until the reveal, which names every pair and who must discard.
from engine.games.karuba.words import (CHOOSE_BASE, DISCARD_BASE, DONE, PLACE_BASE,
                                       cell_text, short)
from engine.ui.words import name_of


def needs_before(game, move):
    return False


def tell(game, names, before, after, seat, move, events):
    name = name_of(names, seat)
    if move == DONE:
        drops = [str(e[2]) for e in events if e[0] == "drop"]
        return name + " is done" + (", drops " + " and ".join(drops) if drops else "")
    if move >= CHOOSE_BASE:
        text = name + " chooses a pair"
        for e in events:
            if e[0] == "reveal":
                pairs = [short(name_of(names, s)) + " " + str(a) + "+" + str(b)
                         for s, a, b in e[1]]
                low = [short(name_of(names, s)) for s in after["must_discard"]]
                text += "\nReveal: " + ", ".join(pairs) + "; lowest: " + ", ".join(low)
        return text
    if move >= PLACE_BASE:
        m = move - PLACE_BASE
        return name + " places " + str(m // 100) + " at " + cell_text(m % 100)
    return name + " discards " + str(move - DISCARD_BASE)
