# Karuba, hard: which pair to show, by planning it (issue 13). The third card
# is the one kept: the pair shown is laid now or lost. So each pair is
# worth what placing it is worth, the way hard places (the best plan by the
# estimate, with the kept card laid after it: bot._rescore), and if its sum
# is the lowest it loses a card: then the best plan with one card or none.
# The two are weighed by the chance of that (bot_view.low_chance). Measured
# (docs/lab.md): most of the reference's lead over hard was in this choice
# (+3.0 of +4.2 points a game), where the sum of each card's own gain (hard's
# way before, hard-2026's still) chose no better than a random pair.
# Kept cheap for the device: each card's cells are ranked once for all three
# pairs; the first card of two goes to its best cell, the second to its
# SECOND best or next to the first; only the best plan of each kind is
# looked at one card further, and what the kept card adds at a far cell comes
# from its ranking.
from engine.games.karuba.rules import CHOOSE_BASE, ROUNDS
from engine.games.karuba.bot_view import candidate_cells, low_chance, unseen, without

SECOND = 2      # as bot.SECOND


def pick(bot, view, hand):
    """The pair hard shows from its 3 sorted cards, as a move."""
    seat = bot.seat
    island = bytearray(view["islands"][seat])
    future = unseen(view, seat)
    turns = 2 * (ROUNDS - view["round"])
    cells = candidate_cells(island)
    # (what the card laid there adds to today's island, cell), best first
    base = bot._value(island, future, turns + 2)
    ranked = []
    for card in hand:
        future[card] = 0
        r = []
        for cell in cells:
            island[cell] = card
            r.append((bot._value(island, future, turns + 1) - base, cell))
            island[cell] = 0
        future[card] = 1
        r.sort()
        r.reverse()
        ranked.append(r)
    best = None
    best_pair = None
    for i in range(3):
        for j in range(i + 1, 3):
            a = hand[i]
            b = hand[j]
            kept = 3 - i - j
            rest = without(future, (a, b))
            plans = [(-bot._value(island, rest, turns), 0, 0, -1, 0, -1)]
            both = {}
            for card, other, mine, theirs in ((a, b, ranked[i], ranked[j]), (b, a, ranked[j], ranked[i])):
                bot._add_plans(island, card, (mine[0][1],), other,
                               [x for _, x in theirs[:SECOND]], rest, turns, plans, both)
            plans.sort()
            rest[hand[kept]] = 0
            worth = 1000 * bot._rescore(island, plans[0], rest, turns, hand[kept], ranked[kept])
            low = low_chance(view, a + b)
            # (when the best plan lays one card or none, losing a card
            # changes nothing)
            if low and plans[0][4]:
                for plan in plans:
                    if not plan[4]:     # the best plan with one card or none
                        one = bot._rescore(island, plan, rest, turns, hand[kept], ranked[kept])
                        worth += low * (one - worth // 1000)
                        break
            if best is None or worth > best:
                best = worth
                best_pair = (a, b)
    return CHOOSE_BASE + 100 * best_pair[0] + best_pair[1]

