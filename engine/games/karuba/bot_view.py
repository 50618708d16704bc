# Karuba bots: what a seat's view tells them (shared by bot.py and bot_pick.py,
# which must not import each other).
from engine.games.karuba.rules import legal_cells
from engine.games.karuba.bot_eval import NB

# Cells tried for the first card of an empty island (corners, middle, edges):
# enough to see where each card fits best, at half the cost of all 16.
FIRST_CELLS = (0, 3, 5, 6, 9, 10, 12, 15)


def candidate_cells(island):
    if not any(island):
        return FIRST_CELLS
    return legal_cells(island)


def unseen(view, seat):
    """Cards of `seat` that its own view cannot place: its hand and deck."""
    out = bytearray(17)
    for card in range(1, 17):
        out[card] = 1
    for card in view["islands"][seat]:
        out[card] = 0
    for card in view["discards"][seat]:
        out[card] = 0
    for card in view["chosen"][seat]:
        if card > 0:
            out[card] = 0
    for card in view["shown"][seat]:
        out[card] = 0
    out[0] = 0
    return out


def low_chance(view, my_sum):
    """Per mille chance that a pair summing to my_sum is (among) the lowest,
    taking each other seat's pair as two random cards it may still hold."""
    seat = view["seat"]
    chance = 1000
    for other in range(view["seats"]):
        if other == seat:
            continue
        # a seat that has chosen already holds its pair among these cards
        cards = unseen(view, other)
        pool = [c for c in range(1, 17) if cards[c]]
        n = len(pool)
        if n < 2:
            continue
        at_least = 0
        total = 0
        for i in range(n):
            for j in range(i + 1, n):
                total += 1
                if pool[i] + pool[j] >= my_sum:
                    at_least += 1
        chance = chance * at_least // total
    return chance


def without(future, cards):
    out = bytearray(future)
    for card in cards:
        out[card] = 0
    return out


def next_to(cell, other):
    """Whether two cells share a side."""
    for d in range(4):
        if NB[cell * 4 + d] == other:
            return True
    return False


def both_key(card, cell, other, cell2):
    """The same number for two cards laid at two cells in either order."""
    if card < other:
        return cell * 16 + cell2
    return cell2 * 16 + cell
