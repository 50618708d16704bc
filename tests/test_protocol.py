"""The game protocol (engine/games/PROTOCOL.md), checked the same way for every
game in the catalogue and every seat count it allows: seeded random matches in
which, at every decision,
  - the seat to move and the legal moves are sane, and a bot's legal moves
    from its view (legal_from_view, where a game offers it) are the same list;
  - every card is in exactly one of places(), which together hold all_cards();
  - illegal moves of any kind raise ValueError and change nothing (the state
    is compared deeply before and after); a move outside legal() that play()
    takes is the same as one inside it (Lost Cities' interchangeable wagers);
  - every legal move's text parses back to it; card texts name cards apart;
  - views are copies (scribbling over one changes neither the state nor the
    next view) and hide what they must (a twin state that differs only in
    cards hidden from a seat gives that seat the same view);
and at every round's end the bookkeeping agrees (round_scores, totals,
match_over, next_round, winners), and the same seed and moves give the same
game. A game's own rules have their own test file; this one is what every
game promises.
"""
import copy

import pytest

from engine.games import GAMES, MODULE, SEATS, load
from engine.games import match as bookkeeping
from engine.rng import Rng
from tools.fuzz import canon

CASES = [(index, seats) for index, row in enumerate(GAMES)
         for seats in range(row[SEATS][0], row[SEATS][1] + 1)]
IDS = ["%s-%d" % (GAMES[index][MODULE], seats) for index, seats in CASES]
SEEDS = (1, 2)
CAP = 5000          # decisions per round: a random round must end well before
EVERY = 5           # the costlier checks (every seat's view, twins) every 5th decision
NOT_MOVES = (None, "1", 1.5, True, False, [], (1,), {})


def pick(legal, rng):
    """Random moves, with the first or last legal move a quarter of the time
    each, so rounds end (Lost Cities' last is the deck draw, Digging's first
    is drawing from the pile)."""
    r = rng.below(4)
    if r == 0:
        return legal[0]
    if r == 1:
        return legal[-1]
    return legal[rng.below(len(legal))]


def all_in_places(g, state):
    names = []
    cards = []
    for name, pile in g.places(state):
        assert isinstance(name, str) and isinstance(pile, list)
        names.append(name)
        cards += pile
    assert len(set(names)) == len(names), "a place is listed twice: %r" % names
    return sorted(cards)


# --- views: copies, and hiding ----------------------------------------------
def scribble(x):
    """Changes every mutable thing inside a view."""
    if isinstance(x, list):
        for v in x:
            scribble(v)
        x.append(-99)
    elif isinstance(x, bytearray):
        if x:
            x[0] ^= 1
        x.append(7)
    elif isinstance(x, dict):
        for v in list(x.values()):
            scribble(v)
        x["scribbled"] = 1
    elif isinstance(x, tuple):
        for v in x:
            scribble(v)


def reshuffle(pool, sizes, rng):
    """pool dealt anew into piles of the given sizes."""
    pool = list(pool)
    rng.shuffle(pool)
    out = []
    for n in sizes:
        out.append(pool[:n])
        pool = pool[n:]
    return out


def twin_lost_cities(state, seat, rng):
    other = 1 - seat
    hand, deck = reshuffle(state.hands[other] + state.deck, (len(state.hands[other]), len(state.deck)), rng)
    state.hands[other] = sorted(hand)
    state.deck = deck


def twin_gold(state, seat, rng):
    down = [p for p in range(64) if state.grid[p] != 255 and p != state.first]
    cards = reshuffle([state.grid[p] for p in down], (len(down),), rng)[0]
    for p, card in zip(down, cards):
        state.grid[p] = card


def twin_karuba(state, seat, rng):
    secret = state["phase"] == 0   # before the reveal, others' pairs are hidden too
    for s in range(state["seats"]):
        if s == seat:
            continue
        parts = [state["decks"][s], state["hands"][s]] + ([state["chosen"][s]] if secret else [])
        pool = []
        for part in parts:
            pool += part
        dealt = reshuffle(pool, [len(part) for part in parts], rng)
        state["decks"][s] = dealt[0]
        state["hands"][s] = dealt[1]
        if secret:
            state["chosen"][s] = sorted(dealt[2])


def twin_digging(state, seat, rng):
    # Cards this seat gave its partner are known to be in the partner's hand.
    known = [gift & 31 for gift in state.gifts if gift >> 5 == seat]
    others = [s for s in range(4) if s != seat]
    keep = {}
    pool = list(state.pile)
    for s in others:
        kept = []
        for card in state.hands[s]:
            if s == (seat + 2) % 4 and card in known:
                known.remove(card)
                kept.append(card)
            else:
                pool.append(card)
        keep[s] = kept
    sizes = [len(state.pile)] + [len(state.hands[s]) - len(keep[s]) for s in others]
    dealt = reshuffle(pool, sizes, rng)
    state.pile = dealt[0]
    for s, cards in zip(others, dealt[1:]):
        state.hands[s] = sorted(cards + keep[s])


TWINS = {"lost_cities": twin_lost_cities, "gold": twin_gold, "karuba": twin_karuba,
         "digging": twin_digging}


def check_views(g, state, seats, name, rng, every_seat):
    before = canon(state)
    for seat in (range(seats) if every_seat else [g.to_move(state)]):
        view = g.view(state, seat)
        seen = canon(view)
        scribble(view)
        assert canon(state) == before, "scribbling over seat %d's view changed the state" % seat
        assert canon(g.view(state, seat)) == seen, "a view shares a list with the state"
        if every_seat:
            twin = copy.deepcopy(state)
            TWINS[name](twin, seat, rng)
            assert sorted(all_in_places(g, twin)) == sorted(g.all_cards(seats))
            assert canon(g.view(twin, seat)) == seen, "seat %d's view shows a hidden card" % seat


# --- illegal moves ----------------------------------------------------------
def check_illegal(g, state, legal, rng, extra=()):
    tries = list(NOT_MOVES) + [-1, -65536, 65536, 10 ** 9] + list(extra)
    for m in legal[:3]:
        tries += [m - 1, m + 1, float(m)]
    tries += [rng.below(65536) for _ in range(6)]
    legal_set = set(legal)
    for move in tries:
        if isinstance(move, int) and move in legal_set:
            continue
        target = copy.deepcopy(state)
        before = canon(target)
        try:
            g.play(target, move)
        except ValueError:
            assert canon(target) == before, "the refused move %r changed the state" % (move,)
            continue
        # Taken: it must stand for a legal move (same resulting state).
        assert isinstance(move, int), "play() took %r" % (move,)
        after = canon(target)
        same = False
        for m in legal:
            other = copy.deepcopy(state)
            g.play(other, m)
            if canon(other) == after:
                same = True
                break
        assert same, "play() took %r, which is not a legal move" % move


# --- one decision, one round end ---------------------------------------------
def check_decision(g, state, seats, name, rng, n):
    seat = g.to_move(state)
    assert 0 <= seat < seats and not g.over(state)
    legal = g.legal(state)
    assert legal, "no legal move while the round runs"
    assert len(set(legal)) == len(legal)
    assert all(isinstance(m, int) and 0 <= m < 65536 for m in legal)
    assert g.legal(state) == legal, "legal() is not deterministic"
    if hasattr(g, "legal_from_view"):
        assert g.legal_from_view(g.view(state, seat)) == legal
    for m in legal:
        text = g.move_text(state, m)
        assert isinstance(text, str) and g.parse_move(state, text) == m, (m, text)
    assert all_in_places(g, state) == sorted(g.all_cards(seats))
    check_illegal(g, state, legal, rng)
    check_views(g, state, seats, name, rng, n % EVERY == 0)
    return legal


def check_round_end(g, state, seats):
    assert g.over(state) and g.to_move(state) == -1 and g.legal(state) == []
    with pytest.raises(ValueError):
        g.play(copy.deepcopy(state), 0)
    history = g.round_scores(state)
    sc = g.scores(state)
    assert len(sc) == seats and all(isinstance(x, int) for x in sc)
    assert g.totals(state) == bookkeeping.totals(history, sc, seats)
    # match_ends() judges the finished rounds alone (a save's history) as match_over() does
    assert g.match_ends(seats, history + [sc]) == g.match_over(state)
    assert not any(g.match_ends(seats, history[:k]) for k in range(len(history) + 1))
    if g.match_over(state):
        with pytest.raises(ValueError):
            g.next_round(state)
        winners = g.winners(state)
        t = g.totals(state)
        assert winners and set(winners) <= set(range(seats))
        losers = [s for s in range(seats) if s not in winners]
        assert all(t[w] >= t[s] for w in winners for s in losers), (t, winners)
        return None
    nxt = g.next_round(state)
    assert g.round_scores(nxt) == history + [sc]
    assert canon(nxt) == canon(g.new(seats, state_seed(state), history=history + [sc]))
    assert not g.over(nxt) and not g.match_over(nxt)
    return nxt


def state_seed(state):
    return state["seed"] if isinstance(state, dict) else state.seed


def play_match(g, seats, seed, name):
    """A seeded random match under every check; returns each round's moves."""
    rng = Rng(seed * 7919 + seats)
    state = g.new(seats, seed)
    assert canon(state) == canon(g.new(seats, seed)), "the same seed gave another deal"
    rounds = []
    while True:
        history = g.round_scores(state)
        assert not g.match_over(state)
        with pytest.raises(ValueError):
            g.next_round(state)          # the round is not over
        moves = []
        while not g.over(state):
            assert len(moves) < CAP, "a random round did not end"
            legal = check_decision(g, state, seats, name, rng, len(moves))
            move = pick(legal, rng)
            events = g.play(state, move)
            assert isinstance(events, list) and all(isinstance(e, tuple) and e for e in events)
            moves.append(move)
        # The same seed, history and moves rebuild the same round.
        again = g.new(seats, seed, history=history)
        for move in moves:
            g.play(again, move)
        assert canon(again) == canon(state)
        rounds.append(moves)
        state = check_round_end(g, state, seats)
        if state is None:
            return rounds


@pytest.mark.parametrize("index,seats", CASES, ids=IDS)
def test_random_matches_keep_the_protocol(index, seats):
    g = load(index)
    name = GAMES[index][MODULE]
    for seed in SEEDS:
        play_match(g, seats, seed, name)


VIEW_LEGAL = [(index, seats) for index, seats in CASES if hasattr(load(index), "legal_from_view")]


@pytest.mark.parametrize("index,seats", VIEW_LEGAL,
                         ids=["%s-%d" % (GAMES[index][MODULE], seats) for index, seats in VIEW_LEGAL])
def test_legal_moves_from_the_view_are_the_rules_legal_moves(index, seats):
    # Bots get only views: what they derive must be exactly legal(state), at
    # every decision of many seeded rounds (20 per seat count).
    g = load(index)
    for seed in range(20):
        rng = Rng(seed)
        state = g.new(seats, seed)
        while not g.over(state):
            legal = g.legal(state)
            assert g.legal_from_view(g.view(state, g.to_move(state))) == legal
            g.play(state, pick(legal, rng))


def quick_match(g, seats, seed):
    """A seeded random match without the checks: its moves and final state."""
    rng = Rng(seed)
    state = g.new(seats, seed)
    moves = []
    while True:
        while not g.over(state):
            move = pick(g.legal(state), rng)
            g.play(state, move)
            moves.append(move)
        if g.match_over(state):
            return moves, canon(state)
        state = g.next_round(state)


@pytest.mark.parametrize("index,seats", CASES, ids=IDS)
def test_the_same_seed_gives_the_same_match(index, seats):
    g = load(index)
    assert quick_match(g, seats, 5) == quick_match(g, seats, 5)
    # and the seed is what the deal comes from
    assert canon(g.new(seats, 5)) != canon(g.new(seats, 6))


@pytest.mark.parametrize("index", range(len(GAMES)), ids=[row[MODULE] for row in GAMES])
def test_card_texts(index):
    # A card's text names its face (Lost Cities' three wagers of a colour are
    # all "Yx"); where the rules parse card texts, the text reads back.
    g = load(index)
    low = GAMES[index][SEATS][0]
    for card in sorted(set(g.all_cards(low))):
        text = g.card_text(card)
        assert isinstance(text, str) and text and text == text.strip() and " " not in text
        if hasattr(g, "parse_card"):
            assert g.card_text(g.parse_card(text)) == text


def test_the_match_helpers():
    assert bookkeeping.totals([[1, 2], [5, 0]], [3, 4], 2) == [9, 6]
    assert bookkeeping.totals([[1, 2], [5, 0]], None, 2) == [6, 2]
    assert bookkeeping.totals([], None, 3) == [0, 0, 0]
    history = [[1, 2]]
    nxt = bookkeeping.next_history(history, [3, 4], False)
    assert nxt == [[1, 2], [3, 4]]
    nxt[0].append(9)
    assert history == [[1, 2]]            # new lists, not the state's
    with pytest.raises(ValueError):
        bookkeeping.next_history([[1, 2]], None, False)
    with pytest.raises(ValueError):
        bookkeeping.next_history([[1, 2]], [3, 4], True)
    assert bookkeeping.best([3, 5, 5]) == [1, 2]
    assert bookkeeping.best([(5, 1), (5, 2), (4, 9)]) == [1]


def test_the_checks_bite():
    # A lost card, a view that shares a list, a hidden card shown, a move
    # taken that is not legal: each is caught.
    lc = load(0)
    state = lc.new(2, 3)
    state.deck.pop()
    assert all_in_places(lc, state) != sorted(lc.all_cards(2))

    class Leaky:
        def __getattr__(self, name):
            return getattr(lc, name)

        def view(self, state, seat):
            v = lc.view(state, seat)
            v["hand"] = state.hands[seat]
            return v

        def legal(self, state):
            return lc.legal(state)[1:]

        def places(self, state):
            return lc.places(state)

    leaky = Leaky()
    with pytest.raises(AssertionError, match="shares a list|changed the state"):
        check_views(leaky, lc.new(2, 3), 2, "lost_cities", Rng(1), False)
    state = lc.new(2, 3)
    with pytest.raises(AssertionError, match="not a legal move"):
        check_illegal(leaky, state, leaky.legal(state), Rng(1), extra=lc.legal(state)[:1])

    class Peeking(Leaky):
        def view(self, state, seat):
            v = lc.view(state, seat)
            v["deck_top"] = state.deck[-1]
            return v

    with pytest.raises(AssertionError, match="hidden card"):
        check_views(Peeking(), lc.new(2, 3), 2, "lost_cities", Rng(1), True)


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_timing_a_decision_several_times_plays_the_same_game(index):
    # The bench times each decision as the fastest of a few calls on the same
    # view (engine/selfplay.py, repeat): the game played and the number of
    # times recorded must not change with it.
    from engine.selfplay import play_match

    ticks = [0]

    def clock():
        ticks[0] += 1
        return ticks[0]

    levels = ["hard"] * seats_of(index)
    once, again = [], []
    a, _ = play_match(index, levels, 11, clock=clock, times=once)
    b, _ = play_match(index, levels, 11, clock=clock, times=again, repeat=3)
    assert canon(a) == canon(b)
    assert len(once) == len(again) > 0


def seats_of(index):
    return GAMES[index][SEATS][0]
