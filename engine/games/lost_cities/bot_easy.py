# The simple Lost Cities levels (engine/games/lost_cities/bot.py): "easy",
# and the bench's "greedy" baseline. Imported only at such a bot's first
# decision, so that a game without one keeps this code off the heap.
from engine.games.lost_cities.rules import value, DISCARD, DRAW_PILE, DRAW_DECK
from engine.games.lost_cities import bot_eval as ev


def greedy(moves):
    best = -1
    for m in moves:
        if m < DISCARD and (best < 0 or value(m) > value(best)):
            best = m
    if best >= 0:
        return best
    if moves[0] >= DRAW_PILE:
        return DRAW_DECK
    low = -1
    for m in moves:
        if low < 0 or value(m - DISCARD) < value(low - DISCARD):
            low = m
    return low


def easy(view, moves, rng):
    cols = view["cols"][view["seat"]]
    hand = view["hand"]
    if view["phase"] == 1:
        for m in moves:
            if m < DRAW_DECK:
                card = view["piles"][m - DRAW_PILE][-1]
                if value(card) - ev.top_value(cols[card // 12]) <= 2:
                    return m
        return DRAW_DECK
    if rng.chance(1, 5):
        return rng.choice(moves)
    # Play the closest fit on a started column.
    best = -1
    gap = 99
    for m in moves:
        if m < DISCARD and cols[m // 12]:
            g = value(m) - ev.top_value(cols[m // 12])
            if g < gap:
                best = m
                gap = g
    if best >= 0 and (gap <= 3 or view["deck"] < 10):
        return best
    # Start a colour with enough of it in hand.
    for c in range(5):
        if cols[c]:
            continue
        total = 0
        low = -1
        for card in hand:
            if card // 12 == c and value(card):
                total += value(card)
                if low < 0 or value(card) < value(low):
                    low = card
        if total >= 20 and low >= 0 and low in moves and view["deck"] > 12:
            return low
    if best >= 0 and gap <= 5:
        return best
    # Discard the least useful card: dead ones first, then the lowest.
    worst = -1
    wv = 99
    for m in moves:
        if m >= DISCARD:
            card = m - DISCARD
            v = value(card) + (0 if cols[card // 12] else 3)
            if v < wv:
                worst = m
                wv = v
    return worst if worst >= 0 else moves[0]
