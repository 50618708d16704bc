# Gold (Reiner Knizia's "Gold Rush"): a memory game for 2-5 players.
#
# Cards (69 small ints):
#   0-4    mine cards, one per colour (colour = card)            text "MR", "MY", "MB", "MP", "MW"
#   5-28   gold: five 1s, seven 2s, seven 3s, five 4s           text "G1".."G4"
#   29-63  prospectors, 7 per colour: 2, 2, 3, 3, 4, 4, 5       text colour + value, e.g. "R4"
#   64-68  dynamite                                             text "D"
# Colours: R red, Y yellow, B blue, P purple, W white.
# Positions: the 8x8 grid, index = row * 8 + column, text column letter a-h + row 1-8 ("c5").
# Moves: 0-63 reveal that position ("c5"); 64 + colour choose that mine colour ("MR").
#
# Set-up: seats choose mine colours one move at a time, starting with the round's starter and going
# left; with 2 seats each chooses two, in snake order (starter, other, other, starter). Unchosen
# colours belong to nobody. The 64 other cards are laid in the grid in the order of the deal
# (shuffled from rng.derive(seed, round) unless given).
# A turn is two reveals (two moves), then resolution; in the gold rush a turn is one reveal.
# Round r (0-based) is started by seat r % seats.
#
# What is public (view): every face-up card, the removed cards (set aside face up), each seat's
# mine colours and the gold each seat received, values included: every gold card was face up
# for all to see before it went under a mine. Face-down cards are -1, whatever anyone saw before.
#
# Events from play():
#   ("mine", seat, colour)                     a mine colour was chosen
#   ("reveal", seat, pos, card)                a card was turned face up
#   ("dynamite", pos1, pos2)                   both revealed cards leave the game
#   ("gold", to_seat, card, prospector_pos, gold_pos)   gold goes under to_seat's mine
#                                              (prospector_pos is -1 in the gold rush)
#   ("duel", winner_pos, loser_pos)            the lower prospector leaves, the higher turns back
#   ("nothing",)                               both cards turn face down again
#   ("removed", pos, card)                     gold rush: a prospector/dynamite leaves, no effect
#   ("rush", reason)  gold rush from now on; reason "few" (10 or fewer face-down cards), "stuck"
#                     (no pair of face-down cards can change anything), "idle" (5 rounds of turns
#                     without a card leaving the table)
#   ("round_end",)                             no card is left
from engine.games import find, match
from engine import rng
from engine.games.gold.cards import (  # noqa: F401  (re-exported for the UI and bots)
    COLOURS, COLOUR_NAMES, MINE, GOLD, PROSPECTOR, DYNAMITE, CARDS, GRID, EMPTY, MOVE_MINE,
    KIND, VALUE, COLOUR, card_text, pos_text, parse_pos)

# the game's facts, declared once in the catalogue
_, NAME, SEATS, TEAMS, BLURB = find("gold")

RUSH_AT = 10         # face-down cards at the start of a turn that start the gold rush
IDLE_ROUNDS = 5


class State:
    pass


def _deal_from_text(text):
    used = bytearray(CARDS)
    order = []
    for word in text.split():
        w = word.upper()
        for card in range(5, CARDS):
            if not used[card] and card_text(card) == w:
                used[card] = 1
                order.append(card)
                break
        else:
            raise ValueError("bad or surplus card %r in deal" % word)
    if len(order) != GRID:
        raise ValueError("a deal needs the 64 non-mine cards, got %d" % len(order))
    return order


def new(seats, seed, deal=None, history=None):
    if seats < SEATS[0] or seats > SEATS[1]:
        raise ValueError("Gold is for 2 to 5 players")
    s = State()
    s.seats = seats
    s.seed = seed
    s.history = [list(r) for r in (history or [])]
    s.rnd = len(s.history)
    s.starter = s.rnd % seats
    if deal is None:
        order = list(range(5, CARDS))
        rng.Rng(rng.derive(seed, s.rnd)).shuffle(order)
    else:
        order = _deal_from_text(deal)
    s.grid = bytearray(order)
    s.owner = bytearray([EMPTY] * 5)
    if seats == 2:
        s.picks = [s.starter, 1 - s.starter, 1 - s.starter, s.starter]
    else:
        s.picks = [(s.starter + i) % seats for i in range(seats)]
    s.pick_i = 0
    s.turn = s.starter
    s.first = -1
    s.rush = ""
    s.idle = 0
    s.turns = 0
    s.gold = [[] for _ in range(seats)]
    s.removed = []
    s.last = None
    s.done = False
    return s


def picking(state):
    return state.pick_i < len(state.picks)


def to_move(state):
    if state.done:
        return -1
    if picking(state):
        return state.picks[state.pick_i]
    return state.turn


def legal(state):
    if state.done:
        return []
    if picking(state):
        return [MOVE_MINE + c for c in range(5) if state.owner[c] == EMPTY]
    g = state.grid
    return [p for p in range(GRID) if g[p] != EMPTY and p != state.first]


def face_down(state):
    """How many cards lie face down (the one face up this turn not counted)."""
    n = 0
    for p in range(GRID):
        if state.grid[p] != EMPTY and p != state.first:
            n += 1
    return n


def _check_move(state, move):
    if state.done:
        raise ValueError("the round is over")
    if picking(state):
        if not (MOVE_MINE <= move < MOVE_MINE + 5):
            raise ValueError("choose a mine colour first")
        if state.owner[move - MOVE_MINE] != EMPTY:
            raise ValueError("that mine colour is taken")
        return
    if not (0 <= move < GRID):
        raise ValueError("reveal a position a1-h8")
    if state.grid[move] == EMPTY:
        raise ValueError("no card at " + pos_text(move))
    if move == state.first:
        raise ValueError(pos_text(move) + " is already face up")


def play(state, move):
    if type(move) is not int:  # exactly int: not a bool, a float or a string
        raise ValueError("not a move: %r" % (move,))
    _check_move(state, move)
    seat = to_move(state)
    if picking(state):
        state.owner[move - MOVE_MINE] = seat
        state.pick_i += 1
        return [("mine", seat, move - MOVE_MINE)]
    card = state.grid[move]
    ev = [("reveal", seat, move, card)]
    if state.rush:
        if KIND[card] == GOLD:
            state.gold[seat].append(card)
            out = ("gold", seat, card, -1, move)
        else:
            state.removed.append(card)
            out = ("removed", move, card)
        state.grid[move] = EMPTY
        ev.append(out)
        state.last = (seat, move, card, -1, -1, out)
        _end_turn(state, True, ev)
        return ev
    if state.first < 0:
        state.first = move
        return ev
    p1 = state.first
    c1 = state.grid[p1]
    out = _resolve(state, seat, p1, move)
    ev.append(out)
    state.first = -1
    state.last = (seat, p1, c1, move, card, out)
    _end_turn(state, out[0] != "nothing", ev)
    return ev


def _remove(state, pos):
    state.removed.append(state.grid[pos])
    state.grid[pos] = EMPTY


def _resolve(state, seat, p1, p2):
    g = state.grid
    c1, c2 = g[p1], g[p2]
    k1, k2 = KIND[c1], KIND[c2]
    if k1 == DYNAMITE or k2 == DYNAMITE:
        _remove(state, p1)
        _remove(state, p2)
        return ("dynamite", p1, p2)
    if k1 == PROSPECTOR and k2 == GOLD or k1 == GOLD and k2 == PROSPECTOR:
        pp, gp = (p1, p2) if k1 == PROSPECTOR else (p2, p1)
        if VALUE[g[pp]] >= VALUE[g[gp]]:
            to = state.owner[COLOUR[g[pp]]]
            if to == EMPTY:
                to = seat
            gold = g[gp]
            state.gold[to].append(gold)
            g[gp] = EMPTY
            _remove(state, pp)
            return ("gold", to, gold, pp, gp)
    if k1 == PROSPECTOR and k2 == PROSPECTOR and VALUE[c1] != VALUE[c2]:
        win, lose = (p1, p2) if VALUE[c1] > VALUE[c2] else (p2, p1)
        _remove(state, lose)
        return ("duel", win, lose)
    return ("nothing",)


def stuck(state):
    """True when no pair of face-down cards could change the table."""
    vals = 0          # bit v: a face-down prospector of value v
    low_gold = 9
    for p in range(GRID):
        c = state.grid[p]
        if c == EMPTY:
            continue
        k = KIND[c]
        if k == DYNAMITE:
            return False
        if k == PROSPECTOR:
            vals |= 1 << VALUE[c]
        elif k == GOLD and VALUE[c] < low_gold:
            low_gold = VALUE[c]
    if vals & (vals - 1):
        return False          # two different prospector values: a duel
    return not (vals and vals >= (1 << low_gold))


def _end_turn(state, something_left, ev):
    state.turns += 1
    state.idle = 0 if something_left else state.idle + 1
    if face_down(state) == 0:
        state.done = True
        ev.append(("round_end",))
        return
    state.turn = (state.turn + 1) % state.seats
    if state.rush:
        return
    if face_down(state) <= RUSH_AT:
        state.rush = "few"
    elif stuck(state):
        state.rush = "stuck"
    elif state.idle >= IDLE_ROUNDS * state.seats:
        state.rush = "idle"
    if state.rush:
        ev.append(("rush", state.rush))


def over(state):
    return state.done


def scores(state):
    out = []
    for cards in state.gold:
        t = 0
        for c in cards:
            t += VALUE[c]
        out.append(t)
    return out


def round_winners(state):
    """The seats that win this round: most gold, then more gold cards, else shared."""
    sc = scores(state)
    best = None
    for s in range(state.seats):
        key = (sc[s], len(state.gold[s]))
        if best is None or key > best:
            best = key
    return [s for s in range(state.seats) if (sc[s], len(state.gold[s])) == best]


def view(state, seat):
    grid = []
    for p in range(GRID):
        c = state.grid[p]
        grid.append(-2 if c == EMPTY else (c if p == state.first else -1))
    return {
        "seat": seat,
        "seats": state.seats,
        "round": state.rnd,
        "starter": state.starter,
        "to_move": to_move(state),
        "picking": picking(state),
        "grid": grid,
        "first": state.first,
        "owner": [-1 if o == EMPTY else o for o in state.owner],
        "gold": [list(g) for g in state.gold],
        "removed": list(state.removed),
        "last": state.last,
        "turns": state.turns,
        "idle": state.idle,
        "rush": state.rush,
        "over": state.done,
    }


def all_cards(seats=2):
    """Every card of the game, each once: what places() lists."""
    return list(range(CARDS))


def places(state):
    """Where every card is, as (place, cards) pairs in a fixed order. Only tests
    and tools ask: the body lives in audit.py, off the heap during play."""
    from engine.games.gold.audit import places
    return places(state)


def move_text(state, move):
    if MOVE_MINE <= move < MOVE_MINE + 5:
        return "M" + COLOURS[move - MOVE_MINE]
    if 0 <= move < GRID:
        return pos_text(move)
    raise ValueError("not a Gold move: %r" % move)


def parse_move(state, text):
    t = text.strip().upper()
    if len(t) == 2 and t[0] == "M" and t[1] in COLOURS:
        return MOVE_MINE + COLOURS.index(t[1])
    return parse_pos(t)


def round_scores(state):
    """The completed rounds before this one (next_round adds this round's scores)."""
    return [list(r) for r in state.history]


def totals(state):
    return match.totals(state.history, scores(state) if state.done else None, state.seats)


def match_ends(seats, rounds):
    """Whether a match whose finished rounds scored `rounds` is over: one round a player."""
    return len(rounds) >= seats


def match_over(state):
    return state.done and state.rnd + 1 >= state.seats


def next_round(state):
    history = match.next_history(state.history, scores(state) if state.done else None, match_over(state))
    return new(state.seats, state.seed, history=history)


def winners(state):
    """Highest total; tied: more points in the last round; still tied: shared."""
    tot = totals(state)
    last = scores(state) if state.done else (state.history[-1] if state.history else [0] * state.seats)
    return match.best([(tot[s], last[s]) for s in range(state.seats)])
