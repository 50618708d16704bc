import copy
import hashlib
import os
import sys

import pytest
from hypothesis import given, settings, strategies as st

from engine.games.lost_cities import bot as bots
from engine.games.lost_cities import rules as lc
from engine.rng import Rng, derive

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEVELS = ("easy", "normal", "hard", "greedy", "random", "hard-2026")
CAP = 300


def play_game(levels, seed, check=True):
    """One bot-vs-bot game; returns (state, turns) or (state, None) at the cap."""
    s = lc.new(2, seed)
    players = [bots.Bot(i, levels[i], derive(seed, 10 + i)) for i in range(2)]
    for i in range(2):
        players[i].observe(lc.view(s, i))
    while not lc.over(s):
        if s.turns >= CAP:
            return s, None
        seat = lc.to_move(s)
        move = players[seat].choose(lc.view(s, seat))
        if check:
            assert move in lc.legal(s), (levels[seat], lc.move_text(s, move))
        lc.play(s, move)
        for i in range(2):
            players[i].observe(lc.view(s, i))
    return s, s.turns


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        bots.Bot(0, "expert", 1)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_always_choose_legal_moves(level):
    for seed in range(12):
        s, turns = play_game((level, LEVELS[seed % len(LEVELS)]), seed)
        assert turns is not None


def test_no_pairing_of_bots_stalls_a_game():
    pairs = [(a, b) for i, a in enumerate(LEVELS) for b in LEVELS[i:]]
    worst = 0
    for a, b in pairs:
        for seed in range(20):
            levels = (a, b) if seed % 2 else (b, a)
            s, turns = play_game(levels, 5000 + seed, check=False)
            assert turns is not None, (a, b, seed)
            worst = max(worst, turns)
    assert worst < 100


def hidden_reshuffle(state, seat, seed):
    """A state that `seat` cannot tell apart: the opponent's hand and the deck
    hold the same cards, dealt differently."""
    other = copy.deepcopy(state)
    opp = 1 - seat
    pool = other.hands[opp] + other.deck
    Rng(seed).shuffle(pool)
    n = len(other.hands[opp])
    other.hands[opp] = sorted(pool[:n])
    other.deck = pool[n:]
    return other


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(0, 80), st.sampled_from(LEVELS))
def test_bots_decide_only_from_what_their_seat_sees(seed, steps, level):
    s = lc.new(2, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if lc.over(s) or len(s.deck) < 2:
            break
        legal = lc.legal(s)
        lc.play(s, lc.DRAW_DECK if s.phase else rng.choice(legal))
    if lc.over(s):
        return
    seat = lc.to_move(s)
    twin = hidden_reshuffle(s, seat, seed + 1)
    assert lc.view(twin, seat) == lc.view(s, seat)
    assert twin.hands[1 - seat] != s.hands[1 - seat] or twin.deck != s.deck or not s.deck
    a = bots.Bot(seat, level, 77).choose(lc.view(s, seat))
    b = bots.Bot(seat, level, 77).choose(lc.view(twin, seat))
    assert a == b


def strength(a, b, games):
    won = 0.0
    for g in range(games):
        levels = (a, b) if g % 2 == 0 else (b, a)
        s, _ = play_game(levels, 9000 + g, check=False)
        sc = lc.scores(s)
        mine, theirs = (sc[0], sc[1]) if g % 2 == 0 else (sc[1], sc[0])
        won += 1 if mine > theirs else 0.5 if mine == theirs else 0
    return won / games


def test_levels_are_ordered_in_strength():
    assert strength("easy", "greedy", 60) >= 0.6
    assert strength("normal", "easy", 80) >= 0.6
    assert strength("hard", "normal", 80) >= 0.55


MP_GAME = """
import sys
sys.path.insert(0, '.')
from engine.games import load
from engine.games.lost_cities.bot import Bot
g = load(0)
for level in ('easy', 'normal', 'hard', 'greedy', 'random'):
    s = g.new(2, 31)
    bs = [Bot(0, level, 1), Bot(1, level, 2)]
    while not g.over(s):
        p = g.to_move(s)
        v = g.view(s, p)
        bs[p].observe(v)
        g.play(s, bs[p].choose(v))
        assert s.turns < 300
    print(level, g.scores(s))
print('OK')
"""


def test_bots_play_whole_games_under_micropython_in_96k():
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        pytest.skip("no micropython binary")
    from test_micropython import run_micropython

    rc, out = run_micropython("96k", code=MP_GAME, timeout=300)
    assert rc == 0 and "OK" in out, out


def test_bots_take_discards_only_to_play_them_and_never_throw_those_away():
    # What keeps bot games finite: a discard taken is playable on a started
    # column, and such cards are played, not discarded (hard may also take a
    # discard to stall, but only while ahead on the columns).
    for seed in range(27):
        levels = (("easy", "normal", "hard")[seed % 3], ("easy", "normal", "hard")[seed // 3 % 3])
        s = lc.new(2, seed)
        players = [bots.Bot(i, levels[i], seed) for i in range(2)]
        while not lc.over(s):
            seat = lc.to_move(s)
            cols = s.cols[seat]
            ahead = lc.columns_score(cols) > lc.columns_score(s.cols[1 - seat])
            move = players[seat].choose(lc.view(s, seat))
            if lc.DISCARD <= move < lc.DRAW_PILE:
                assert not bots.live_started(move - lc.DISCARD, cols)
            if lc.DRAW_PILE <= move < lc.DRAW_DECK:
                top = s.piles[move - lc.DRAW_PILE][-1]
                stall = levels[seat] == "hard" and ahead and len(s.deck) <= bots.PARAMS["hard"][bots.STALL]
                # hard's look-ahead may stretch the game, but only after a play
                stretch = levels[seat] == "hard" and len(s.deck) <= bots.LOOK_DECK and s.discarded < 0
                assert stall or stretch or bots.live_started(top, cols)
            lc.play(s, move)


def moves_digest(levels, seed):
    s = lc.new(2, seed)
    players = [bots.Bot(i, levels[i], derive(seed, 10 + i)) for i in range(2)]
    moves = []
    while not lc.over(s):
        seat = lc.to_move(s)
        moves.append(players[seat].choose(lc.view(s, seat)))
        lc.play(s, moves[-1])
    return len(moves), lc.scores(s), hashlib.sha256(bytes(moves)).hexdigest()[:16]


def test_hard_2026_the_frozen_bench_opponent_plays_as_hard_did_on_2026_12_01():
    # Every move of three games, recorded with hard's code of 2026-12-01 (before its look-ahead).
    assert moves_digest(("hard-2026", "normal"), 17) == (90, [42, 6], "49a4fc89e379c724")
    assert moves_digest(("hard-2026", "hard-2026"), 3) == (98, [12, 24], "49daba2e285d3f6f")
    assert moves_digest(("easy", "hard-2026"), 99) == (108, [10, 112], "558719d5f490ca3c")


def stretch_position():
    """Seat 0 has just played R8 and holds R9 and R10, behind on the columns, with
    2 cards left in the deck: drawing one lets seat 1 end the game on its next
    turn; taking a discard keeps the deck at 2, so seat 0 gets one more play."""
    P = lc.parse_card
    s = lc.State()
    s.cols[0][4] = [P(t) for t in ("R2", "R3", "R4", "R5", "R6", "R7", "R8")]
    s.cols[1][1] = [P(t) for t in ("B4", "B5", "B6", "B7", "B8", "B9", "B10")]
    s.cols[1][2] = [P(t) for t in ("W5", "W6", "W7", "W8")]
    s.hands[0] = sorted(P(t) for t in ("R9", "R10", "Y2", "Y3", "G2", "G3", "B2"))
    s.piles[0] = [P("Y4")]
    used = set(s.hands[0]) | set(c for side in s.cols for col in side for c in col) | set(s.piles[0])
    rest = [c for c in range(60) if c not in used]
    s.hands[1] = rest[:8]
    s.deck = rest[8:10]
    for c in rest[10:]:
        s.piles[c // 12].append(c)
    s.seat, s.phase, s.discarded, s.turns = 0, 1, -1, 40
    assert sorted(c for _, cards in lc.places(s) for c in cards) == list(range(60))
    return s


def test_hard_stretches_the_last_turns_when_it_has_plays_left():
    s = stretch_position()
    assert lc.scores(s)[0] < lc.scores(s)[1]   # behind: hard-2026 may not stall
    move = bots.Bot(0, "hard", 5).choose(lc.view(s, 0))
    assert lc.DRAW_PILE <= move < lc.DRAW_DECK and not bots.live_started(s.piles[move - lc.DRAW_PILE][-1], s.cols[0])
    assert bots.Bot(0, "hard-2026", 5).choose(lc.view(s, 0)) == lc.DRAW_DECK
    # Played out (hard-2026 in both seats after this draw), the stretch is worth more to seat 0.
    margins = []
    for first in (move, lc.DRAW_DECK):
        t = copy.deepcopy(s)
        lc.play(t, first)
        players = [bots.Bot(i, "hard-2026", 5) for i in range(2)]
        while not lc.over(t):
            lc.play(t, players[t.seat].choose(lc.view(t, t.seat)))
        margins.append(lc.scores(t)[0] - lc.scores(t)[1])
    assert margins[0] > margins[1]


def test_hard_looks_ahead_only_from_what_its_seat_sees():
    # The look-ahead deals the unseen cards itself: a twin state with the opponent's hand and
    # the deck dealt otherwise must give the same move (the hypothesis test above rarely gets
    # this near the end of a game).
    checked = 0
    for seed in range(30):
        s = lc.new(2, 700 + seed)
        rng = Rng(seed)
        while not lc.over(s) and not (s.phase == 1 and len(s.deck) <= bots.LOOK_DECK):
            lc.play(s, lc.DRAW_DECK if s.phase else rng.choice(lc.legal(s)))
        if lc.over(s):
            continue
        seat = lc.to_move(s)
        twin = hidden_reshuffle(s, seat, seed)
        assert lc.view(twin, seat) == lc.view(s, seat)
        a = bots.Bot(seat, "hard", 77).choose(lc.view(s, seat))
        assert a == bots.Bot(seat, "hard", 77).choose(lc.view(twin, seat))
        checked += 1
    assert checked >= 20


def hold_position():
    """Seat 0 holds yellow and blue 5-8 alike, but the opponent has started yellow (Y4 on its
    column) while B4 lies on the blue pile: both colours show the same cards to seat 0."""
    P = lc.parse_card
    s = lc.State()
    s.hands[0] = sorted(P(t) for t in ("Y5", "Y6", "Y7", "Y8", "B5", "B6", "B7", "B8"))
    s.cols[1][0] = [P("Y4")]
    s.piles[1] = [P("B4")]
    used = set(s.hands[0]) | {P("Y4"), P("B4")}
    rest = [c for c in range(60) if c not in used]
    s.hands[1] = rest[:8]
    s.deck = rest[8:]
    return s


def test_hard_expects_fewer_draws_in_a_colour_the_opponent_has_started():
    # HOLD: the opponent keeps the cards of its colours, so fewer of yellow's unseen cards reach
    # the deck; hard-2026 (and hard without HOLD) count every unseen card alike and value the two
    # colours the same.
    from engine.games.lost_cities import bot_eval as ev

    v = lc.view(hold_position(), 0)
    vals = ev.Judge(v, bots.PARAMS["hard"]).base[0][2]
    assert vals[0] < vals[1]
    assert bots.PARAMS["hard"][ev.HOLD] == 70
    old = ev.Judge(v, bots.PARAMS["hard-2026"]).base[0][2]
    assert old[0] == old[1]
    off = list(bots.PARAMS["hard"])
    off[ev.HOLD] = 0
    assert ev.Judge(v, off).base[0][2][:2] == [vals[1], vals[1]]


def test_hard_wagers_on_a_colour_the_opponent_has_not_started():
    # Green and blue alike in hand (a wager and a high card, G7 / B9), but the opponent has
    # wagered on blue: hard expects fewer blue draws (HOLD) and wagers on green; hard-2026 on blue.
    P = lc.parse_card
    s = lc.State()
    s.hands[0] = sorted(P(t) for t in ("Y2", "Bx", "B9", "W5", "W7", "W10", "Gx", "G7"))
    s.cols[1][1] = [P("Bx") + 1]
    rest = [c for c in range(60) if c not in s.hands[0] and c not in s.cols[1][1]]
    s.hands[1] = rest[:8]
    s.deck = rest[8:]
    assert len(s.deck) == 43
    v = lc.view(s, 0)
    assert bots.Bot(0, "hard", 1).choose(v) == P("Gx")
    assert bots.Bot(0, "hard-2026", 1).choose(v) == P("Bx")
