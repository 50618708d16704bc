# Karuba, hard: a look two cards further when placing (issue 13). The plans
# hard rescores (bot._place_ahead) already lay the card left in hand after
# them; the next card is a draw from the seat's own deck, whose cards it
# knows but not their order. The best few plans are each worth the mean over
# the explorers and temples still in the deck of the best island after that
# card too (laid at any cell, or not laid). Measured on the PC (docs/lab.md):
# the mean over every card still in the deck gained as much as this,
# and path cards cost most of the time; the pair shown gained nothing by it.
# Imported at a hard bot's first placement: a game without one keeps it off
# the heap.
from engine.games.karuba.rules import PLACE_BASE, DONE
from engine.games.karuba.cards import FIRST_EXPLORER, FIRST_TEMPLE
from engine.games.karuba.bot_view import candidate_cells


def draw_look(bot, island, looked, rest, turns, nxt, top):
    """(value, move) of the best of the `top` best plans in `looked` ((-value,
    order, plan, nxt's cell) per plan, rescored with nxt) after the card
    after nxt. Without explorers or temples in the deck, by their value."""
    looked.sort()
    # an explorer or temple whose partner is laid, or is laid by one of those
    # plans or is nxt (else the card it would join is still to come)
    laid = bytearray(17)
    for card in island:
        laid[card] = 1
    laid[nxt] = 1
    for item in looked[:top]:
        laid[item[2][2]] = 1
        laid[item[2][4]] = 1
    deck = []
    for d in range(FIRST_EXPLORER, 17):
        if rest[d] and laid[d + 4 if d < FIRST_TEMPLE else d - 4]:
            deck.append(d)
    best = None
    best_move = DONE
    for negv, _, plan, cell3 in looked[:top]:
        v = -negv
        if deck:
            v = _after_draw(bot, island, plan, cell3, nxt, rest, turns, deck)
        if best is None or v > best:
            best = v
            card = plan[2]
            best_move = PLACE_BASE + 100 * card + plan[3] if card else DONE
    return best, best_move


def _after_draw(bot, island, plan, cell3, nxt, rest, turns, deck):
    """The mean over the cards in `deck` of the best island after `plan`, nxt
    at cell3 (-1: not laid) and that card."""
    card, cell, card2, cell2 = plan[2], plan[3], plan[4], plan[5]
    if card:
        island[cell] = card
    if card2:
        island[cell2] = card2
    if cell3 >= 0:
        island[cell3] = nxt
    total = 0
    cells = candidate_cells(island)     # the same for every card of the deck
    for d in deck:
        rest[d] = 0
        best = bot._value(island, rest, turns - 2)       # d not laid
        for c in cells:
            island[c] = d
            w = bot._value(island, rest, turns - 2)
            island[c] = 0
            if w > best:
                best = w
        rest[d] = 1
        total += best
    if cell3 >= 0:
        island[cell3] = 0
    if card2:
        island[cell2] = 0
    if card:
        island[cell] = 0
    return total // len(deck)
