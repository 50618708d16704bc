import copy
import os
import sys

import pytest
from hypothesis import given, settings, strategies as st

from engine.games.lost_cities import bot as bots
from engine.games.lost_cities import rules as lc
from engine.rng import Rng, derive

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEVELS = ("easy", "normal", "hard", "greedy", "random")
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
                stall = levels[seat] == "hard" and ahead and len(s.deck) <= 6
                assert stall or bots.live_started(top, cols)
            lc.play(s, move)


def test_hard_2026_the_frozen_bench_opponent_plays_as_todays_hard():
    (a, turns_a), (b, turns_b) = play_game(("hard-2026", "normal"), 17), play_game(("hard", "normal"), 17)
    assert turns_a == turns_b and lc.view(a, 0) == lc.view(b, 0) and lc.view(a, 1) == lc.view(b, 1)
