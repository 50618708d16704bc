"""Every rules module's play() against moves of the wrong type or value: floats
(also one equal to a legal move), bools, strings, None, tuples, huge and
negative ints. Each raises ValueError and leaves the state exactly as it was,
compared as a deep snapshot, at random points of random games of all four games."""
import pytest
from hypothesis import given, settings, strategies as st

from engine.games import GAMES, load
from engine.rng import Rng

IDS = [g[0] for g in GAMES]


def snapshot(x):
    """A plain, comparable deep copy of a state (objects, dicts, lists, bytearrays)."""
    if isinstance(x, (list, tuple)):
        return (type(x).__name__, [snapshot(v) for v in x])
    if isinstance(x, dict):
        return ("dict", sorted((repr(k), snapshot(v)) for k, v in x.items()))
    if isinstance(x, (bytearray, bytes)):
        return (type(x).__name__, bytes(x))
    if hasattr(x, "__dict__"):
        return (type(x).__name__, snapshot(vars(x)))
    return (type(x).__name__, x)


def game_at(g, seats, seed, steps):
    state = g.new(seats, seed)
    rng = Rng(seed + 1)
    for _ in range(steps):
        if g.over(state):
            break
        legal = g.legal(state)
        g.play(state, legal[rng.below(len(legal))])
    return state


bad_values = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.text(max_size=6),
    st.none(),
    st.integers(min_value=65536),
    st.integers(min_value=2**63, max_value=2**200),
    st.integers(max_value=-1),
    st.tuples(st.integers(0, 200), st.integers(0, 200)),
    st.lists(st.integers(0, 200), max_size=2),
)


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 400), extra=st.integers(0, 4),
       bad=bad_values, pick=st.integers(0, 10**6), kind=st.integers(0, 2))
def test_a_move_of_the_wrong_type_or_value_is_refused_and_changes_nothing(game, seed, steps, extra,
                                                                          bad, pick, kind):
    g = load(game)
    seats = g.SEATS[0] + extra % (g.SEATS[1] - g.SEATS[0] + 1)
    state = game_at(g, seats, seed, steps)
    legal = g.legal(state)
    if legal and kind == 1:
        bad = float(legal[pick % len(legal)])  # equal to a legal move, but a float
    elif legal and kind == 2:
        bad = (pick % 2) == 1  # True/False equal moves 1/0 as ints
    before = snapshot(state)
    with pytest.raises(ValueError):
        g.play(state, bad)
    assert snapshot(state) == before
    if legal:  # the state still plays on
        g.play(state, legal[0])


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_bools_and_floats_equal_to_legal_moves_are_refused_at_every_move(game):
    """One whole game per module: at every decision, True/False and the float
    of every legal move are refused; then a legal move is played."""
    g = load(game)
    state = g.new(g.SEATS[0], 7 + game)
    rng = Rng(3)
    refused = 0
    while not g.over(state):
        legal = g.legal(state)
        for bad in [True, False] + [float(m) for m in legal[:20]] + [str(legal[0]), (legal[0],)]:
            before = snapshot(state)
            with pytest.raises(ValueError):
                g.play(state, bad)
            assert snapshot(state) == before
            refused += 1
        g.play(state, legal[rng.below(len(legal))])
    assert refused > 100
