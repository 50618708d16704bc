# Karuba: The Card Game — rules (2-6 seats, each building a 4 x 4 island).
#
# Notation
#   card   "1".."16" (1-8 paths, 9-12 explorers, 13-16 temples; see karuba_cards)
#   cell   "a1".."d4": column a-d left to right, row 1-4 top to bottom;
#          cell index = (row - 1) * 4 + column index
#   moves  "7+12"  choose cards 7 and 12 (secretly)       int 20000 + 100*a + b, a < b
#          "x7"    discard 7 (lowest sum of the reveal)   int 100 + card
#          "7@b3"  place 7 on cell b3                     int 10000 + 100*card + cell
#          "done"  end this round's placing; the revealed int 0
#                  cards not placed are discarded
#   deal   for new(): 16 card texts per seat, seat 0's deck first (first card
#          drawn first); 16 texts alone give every seat that same order.
#
# A game of Karuba is one protocol round of 8 Karuba rounds, and the match is
# that one game. Each Karuba round runs as decisions in seat order:
#   1. choose: every seat in turn picks 2 of its hand (round 8: the only 2);
#      nobody's view shows another seat's pair until all have chosen;
#   2. reveal (automatic); every seat with the lowest sum (all tied: all)
#      discards one of its pair, in seat order;
#   3. place: each seat in turn places its cards one by one, and says "done"
#      (automatic once both are placed);
#   4. draw back to 3 cards (automatic; the deck runs out in round 7).

from engine.games import find, match
from engine.rng import Rng, derive
from engine.games.karuba.score import score, routes

# the game's facts, declared once in the catalogue
_, NAME, SEATS, TEAMS, BLURB = find("karuba")

ROUNDS = 8
HAND = 3
CHOOSE = 0
DISCARD = 1
PLACE = 2
OVER = 3

DONE = 0
DISCARD_BASE = 100
PLACE_BASE = 10000
CHOOSE_BASE = 20000

COLUMNS = "abcd"


def card_text(card):
    return str(card)


def cell_text(cell):
    return COLUMNS[cell & 3] + str((cell >> 2) + 1)


def _parse_card(text):
    if not text.isdigit() or not 1 <= int(text) <= 16:
        raise ValueError("not a card: " + repr(text))
    return int(text)


def _parse_cell(text):
    if len(text) != 2 or text[0] not in COLUMNS or text[1] not in "1234":
        raise ValueError("not a cell: " + repr(text))
    return (int(text[1]) - 1) * 4 + COLUMNS.index(text[0])


def _decks(seats, seed, round_index, deal):
    if deal is None:
        decks = []
        base = derive(seed, round_index)
        for seat in range(seats):
            deck = list(range(1, 17))
            Rng(derive(base, seat)).shuffle(deck)
            decks.append(deck)
        return decks
    cards = [_parse_card(t) for t in deal.split()]
    if len(cards) == 16:
        cards = cards * seats
    if len(cards) != 16 * seats:
        raise ValueError("a deal needs 16 cards per seat")
    decks = [cards[16 * s:16 * s + 16] for s in range(seats)]
    for deck in decks:
        if sorted(deck) != list(range(1, 17)):
            raise ValueError("each seat's deck holds cards 1..16 once")
    return decks


def new(seats, seed, deal=None, history=None):
    if not SEATS[0] <= seats <= SEATS[1]:
        raise ValueError("Karuba takes 2 to 6 seats")
    history = [list(h) for h in (history or [])]
    decks = _decks(seats, seed, len(history), deal)
    state = {
        "seats": seats, "seed": seed, "history": history,
        "round": 1, "phase": CHOOSE, "turn": 0,
        "decks": decks,
        "hands": [deck[:HAND] for deck in decks],
        "chosen": [[] for _ in range(seats)],   # pair face down, then what is left to place
        "shown": [[] for _ in range(seats)],    # the revealed pair, until the round ends
        "islands": [bytearray(16) for _ in range(seats)],
        "discards": [[] for _ in range(seats)],
        "must_discard": [],                     # seats still to discard after the reveal
    }
    for deck in decks:
        del deck[:HAND]
    return state


def to_move(state):
    return -1 if state["phase"] == OVER else state["turn"]


def over(state):
    return state["phase"] == OVER


def legal_cells(island):
    """Empty cells a new card may take: anywhere at first, then next to a card."""
    if not any(island):
        return list(range(16))
    cells = []
    for cell in range(16):
        if island[cell]:
            continue
        r = cell >> 2
        c = cell & 3
        if ((r > 0 and island[cell - 4]) or (r < 3 and island[cell + 4])
                or (c > 0 and island[cell - 1]) or (c < 3 and island[cell + 1])):
            cells.append(cell)
    return cells


def legal(state):
    phase = state["phase"]
    seat = state["turn"]
    if phase not in (CHOOSE, DISCARD, PLACE):
        return []
    return moves_of(phase, state["hands"][seat], state["chosen"][seat], state["islands"][seat])


def legal_from_view(view):
    """The legal moves of the view's seat when it is to move: the same list as
    legal(state), from what the seat may know (bots)."""
    seat = view["seat"]
    return moves_of(view["phase"], view["hand"], view["chosen"][seat], view["islands"][seat])


def moves_of(phase, hand, chosen, island):
    """The legal moves in a phase of a seat holding `hand`, having chosen
    `chosen`, building `island` (what its own view shows; bots use it too)."""
    if phase == CHOOSE:
        hand = sorted(hand)
        moves = []
        for i in range(len(hand)):
            for j in range(i + 1, len(hand)):
                moves.append(CHOOSE_BASE + 100 * hand[i] + hand[j])
        return moves
    if phase == DISCARD:
        return [DISCARD_BASE + card for card in sorted(chosen)]
    moves = [DONE]
    cells = legal_cells(island)
    for card in sorted(chosen):
        for cell in cells:
            moves.append(PLACE_BASE + 100 * card + cell)
    return moves


def _sum(pair):
    return pair[0] + pair[1]


def _reveal(state, events):
    seats = state["seats"]
    shown = [sorted(state["chosen"][s]) for s in range(seats)]
    state["shown"] = shown
    events.append(("reveal", [(s, shown[s][0], shown[s][1]) for s in range(seats)]))
    low = min(_sum(p) for p in shown)
    state["must_discard"] = [s for s in range(seats) if _sum(shown[s]) == low]
    state["phase"] = DISCARD
    state["turn"] = state["must_discard"][0]


def _start_placing(state, seat):
    state["phase"] = PLACE
    state["turn"] = seat


def _end_round(state, events):
    seats = state["seats"]
    if state["round"] < ROUNDS:
        for s in range(seats):
            hand = state["hands"][s]
            deck = state["decks"][s]
            while len(hand) < HAND and deck:
                hand.append(deck.pop(0))
                events.append(("draw", s))
    events.append(("round_end",))
    state["shown"] = [[] for _ in range(seats)]
    if state["round"] == ROUNDS:
        state["phase"] = OVER
        state["turn"] = -1
    else:
        state["round"] += 1
        state["phase"] = CHOOSE
        state["turn"] = 0


def _finish_placing(state, seat, events):
    for card in state["chosen"][seat]:
        state["discards"][seat].append(card)
        events.append(("drop", seat, card))
    state["chosen"][seat] = []
    if seat + 1 < state["seats"]:
        _start_placing(state, seat + 1)
    else:
        _end_round(state, events)


def play(state, move):
    # exactly int: 11604.0 == 11604 would pass the legal() test below
    if type(move) is not int:
        raise ValueError("not a move: %r" % (move,))
    if state["phase"] == OVER:
        raise ValueError("the game is over")
    if move not in legal(state):
        raise ValueError("illegal move " + _describe(move) + " for seat " + str(state["turn"]))
    seat = state["turn"]
    phase = state["phase"]
    events = []
    if phase == CHOOSE:
        pair = [(move - CHOOSE_BASE) // 100, (move - CHOOSE_BASE) % 100]
        hand = state["hands"][seat]
        hand.remove(pair[0])
        hand.remove(pair[1])
        state["chosen"][seat] = pair
        events.append(("chosen", seat))
        if seat + 1 < state["seats"]:
            state["turn"] = seat + 1
        else:
            _reveal(state, events)
    elif phase == DISCARD:
        card = move - DISCARD_BASE
        state["chosen"][seat].remove(card)
        state["discards"][seat].append(card)
        events.append(("discard", seat, card))
        state["must_discard"].pop(0)
        if state["must_discard"]:
            state["turn"] = state["must_discard"][0]
        else:
            _start_placing(state, 0)
    elif move == DONE:
        _finish_placing(state, seat, events)
    else:
        card = (move - PLACE_BASE) // 100
        cell = (move - PLACE_BASE) % 100
        state["chosen"][seat].remove(card)
        state["islands"][seat][cell] = card
        events.append(("place", seat, card, cell))
        if not state["chosen"][seat]:
            _finish_placing(state, seat, events)
    return events


def _describe(move):
    if not isinstance(move, int) or move < 0:
        return repr(move)
    if move == DONE:
        return "done"
    if move >= CHOOSE_BASE:
        m = move - CHOOSE_BASE
        return str(m // 100) + "+" + str(m % 100)
    if move >= PLACE_BASE:
        m = move - PLACE_BASE
        if m % 100 > 15:
            return str(move)
        return str(m // 100) + "@" + cell_text(m % 100)
    if move >= DISCARD_BASE:
        return "x" + str(move - DISCARD_BASE)
    return str(move)


def move_text(state, move):
    return _describe(move)


def parse_move(state, text):
    t = text.strip().lower()
    if t == "done":
        return DONE
    if t.startswith("x"):
        return DISCARD_BASE + _parse_card(t[1:])
    if "+" in t:
        a, b = t.split("+", 1)
        a = _parse_card(a.strip())
        b = _parse_card(b.strip())
        if a == b:
            raise ValueError("choose two different cards")
        if a > b:
            a, b = b, a
        return CHOOSE_BASE + 100 * a + b
    if "@" in t:
        card, cell = t.split("@", 1)
        return PLACE_BASE + 100 * _parse_card(card.strip()) + _parse_cell(cell.strip())
    raise ValueError("not a Karuba move: " + repr(text))


def scores(state):
    return [score(island) for island in state["islands"]]


def island_routes(state, seat):
    """Each colour's (status, points, cells) on a seat's island, for the end screen."""
    return routes(state["islands"][seat])


def round_scores(state):
    """The rounds finished before this one (the protocol's history)."""
    return [list(h) for h in state["history"]]


def totals(state):
    return match.totals(state["history"], scores(state) if over(state) else None, state["seats"])


def match_ends(seats, rounds):
    """Whether a match whose finished rounds scored `rounds` is over: it is one round."""
    return len(rounds) >= 1


def match_over(state):
    return over(state)


def next_round(state):
    raise ValueError("a game of Karuba is a single round")


def winners(state):
    return match.best(totals(state))


def all_cards(seats):
    """Every card of the game: each seat's own deck of 1..16."""
    return list(range(1, 17)) * seats


def places(state):
    """Where every card is, as (place, cards) pairs in a fixed order. Only tests
    and tools ask: the body lives in audit.py, off the heap during play."""
    from engine.games.karuba.audit import places
    return places(state)


def view(state, seat):
    """What `seat` may know: own hand and pair, every island, revealed pairs,
    discards, deck and hand sizes, whose decision is next."""
    seats = state["seats"]
    revealed = state["phase"] != CHOOSE
    chosen = []
    for s in range(seats):
        if s == seat or revealed:
            chosen.append(list(state["chosen"][s]))
        else:
            chosen.append([-1] * len(state["chosen"][s]))
    return {
        "seats": seats, "seat": seat,
        "round": state["round"], "phase": state["phase"], "turn": to_move(state),
        "hand": list(state["hands"][seat]),
        "hand_sizes": [len(h) for h in state["hands"]],
        "deck_sizes": [len(d) for d in state["decks"]],
        "chosen": chosen,
        "shown": [list(p) for p in state["shown"]],
        "islands": [bytearray(i) for i in state["islands"]],
        "discards": [list(d) for d in state["discards"]],
        "must_discard": list(state["must_discard"]),
        "history": [list(h) for h in state["history"]],
    }
