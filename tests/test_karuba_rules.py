"""Karuba: The Card Game rules: route scoring, placement, the round flow,
secrecy of the chosen pairs, illegal moves, notation, and properties of
random games."""
import copy

import pytest
from hypothesis import given, settings, strategies as st

from engine.games.karuba import rules as k
from engine.games.karuba.score import routes, score, SCORED, BLOCKED, APART, MISSING
from engine.rng import Rng

BLUE, ORANGE, GREEN, PURPLE = range(4)


def island(**cards):
    """island(a2=9, b2=6) -> 16 cells with those cards."""
    cells = bytearray(16)
    for text, card in cards.items():
        cells[k.parse_move(None, "1@" + text) - k.PLACE_BASE - 100] = card
    return cells


def cells(*texts):
    return [k.parse_move(None, "1@" + t) - k.PLACE_BASE - 100 for t in texts]


# --- scoring -----------------------------------------------------------------

def test_connected_explorer_scores_3_plus_crystal():
    # blue explorer (E, S) -> 6 (N S W, 1 crystal) -> blue temple (S) above it
    isl = island(a2=9, b2=6, b1=13)
    assert routes(isl)[BLUE] == (SCORED, 4, cells("a2", "b2", "b1"))
    assert score(isl) == 4


def test_gold_scores_two_and_two_crystals_two():
    assert score(island(a2=9, b2=8, b1=13)) == 3 + 2     # 8: crossroads with gold
    assert score(island(a2=9, b2=7, b1=13)) == 3 + 2     # 7: N E W, 2 crystals


def test_not_connected_scores_nothing():
    isl = island(a2=9, b2=3, b1=13)                      # 3 runs E-W only
    assert routes(isl)[BLUE] == (APART, 0, [])
    assert score(isl) == 0


def test_missing_temple_or_explorer():
    assert routes(island(a2=9, b2=6))[BLUE][0] == MISSING
    assert routes(island(a2=9, b2=6))[GREEN][0] == MISSING


def test_route_through_another_explorer_is_blocked():
    # purple explorer (N W) sits between blue explorer and blue temple
    isl = island(a2=9, b2=12, b1=13)
    assert routes(isl)[BLUE][0] == BLOCKED
    assert score(isl) == 0


def test_shortest_route_is_taken_even_when_a_longer_one_pays_more():
    # short: a2 -> b2 (crossroads, nothing) -> b1; long: a2 -> a3 (4, crystal)
    # -> b3 (7, 2 crystals) -> b2 -> b1 would score 3 + 3 more
    isl = island(a2=9, b2=1, b1=13, a3=4, b3=7)
    assert routes(isl)[BLUE] == (SCORED, 3, cells("a2", "b2", "b1"))


def test_best_of_equally_short_routes():
    # orange explorer a1 (S W) to orange temple c3 (W): via a3 (4, crystal)
    # or via b2 (5, gold); both pass a2 (crossroads) and b3 (8, gold)
    isl = island(a1=10, a2=1, a3=4, b2=5, b3=8, c3=14)
    status, points, route = routes(isl)[ORANGE]
    assert (status, points) == (SCORED, 3 + 2 + 2)
    assert route == cells("a1", "a2", "b2", "b3", "c3")


def test_blocked_shortest_route_beats_a_longer_free_one():
    # shortest: a1 -> b1 (orange explorer) -> b2 -> c2 -> c1, blocked;
    # a free way a1 -> a2 -> a3 -> b3 -> c3 -> c2 -> c1 is longer, so unused
    isl = island(a1=9, b1=10, b2=7, c2=6, c1=13, a2=2, a3=4, b3=3, c3=1)
    status, points, route = routes(isl)[BLUE]
    assert (status, points) == (BLOCKED, 0)
    assert route == cells("a1", "b1", "b2", "c2", "c1")
    # without the blocker's card the long way is the only one, and it scores
    isl[cells("b1")[0]] = 0
    assert routes(isl)[BLUE][:2] == (SCORED, 3 + 1 + 1 + 1 + 1)


def test_shared_segment_pays_each_explorer():
    # the gold crossroads b2 is on the blue route and on the orange route
    isl = island(a2=9, b2=8, b1=13, c2=10, b3=4, c3=14)
    r = routes(isl)
    assert r[BLUE] == (SCORED, 3 + 2, cells("a2", "b2", "b1"))
    assert r[ORANGE] == (SCORED, 3 + 2 + 1, cells("c2", "b2", "b3", "c3"))
    assert score(isl) == 11


def test_rulebook_example_scores_13():
    # blue: 2 crystals + 1 gold = 7; orange: 1 crystal + 1 gold = 6;
    # green's only way runs through the blue explorer; purple is not joined.
    rows = [[9, 5, 13, 12],
            [2, 4, 6, 7],
            [15, 10, 11, 16],
            [1, 8, 3, 14]]
    isl = bytearray(c for row in rows for c in row)
    r = routes(isl)
    assert r[BLUE][:2] == (SCORED, 7)
    assert r[ORANGE][:2] == (SCORED, 6)
    assert r[GREEN][0] == BLOCKED and 0 in r[GREEN][2]   # a1 holds the blue explorer
    assert r[PURPLE] == (APART, 0, [])
    assert score(isl) == 13
    # and it is a legal island built from one deck: each card once
    assert sorted(isl) == list(range(1, 17))


# --- placement, round flow, secrecy ---------------------------------------

UP = " ".join(str(c) for c in range(1, 17))            # 1 2 3 ... 16
DOWN = " ".join(str(c) for c in range(16, 0, -1))      # 16 15 ... 1


def moves(state, *texts):
    events = []
    for t in texts:
        events += k.play(state, k.parse_move(state, t))
    return events


def test_set_up_deals_three_and_decks_differ_per_seat():
    s = k.new(3, 5)
    for seat in range(3):
        assert len(s["hands"][seat]) == 3 and len(s["decks"][seat]) == 13
    assert s["decks"][0] != s["decks"][1]
    assert k.new(3, 5)["decks"] == s["decks"]           # seeded


def test_choices_are_secret_until_all_have_chosen():
    s = k.new(2, 1, deal=UP + " " + DOWN)
    assert k.to_move(s) == 0
    events = moves(s, "1+3")
    assert events == [("chosen", 0)]
    v1 = k.view(s, 1)
    assert v1["chosen"][0] == [-1, -1]
    assert v1["hand"] == [16, 15, 14]
    assert "decks" not in v1 and "hands" not in v1
    # seat 0 sees its own pair, never seat 1's hand
    v0 = k.view(s, 0)
    assert v0["chosen"][0] == [1, 3] and v0["hand"] == [2]
    events = moves(s, "15+16")
    assert events == [("chosen", 1), ("reveal", [(0, 1, 3), (1, 15, 16)])]
    assert k.view(s, 1)["chosen"][0] == [1, 3]


def test_lowest_sum_discards_one_and_places_the_other():
    s = k.new(2, 1, deal=UP + " " + DOWN)
    moves(s, "1+3", "15+16")
    assert k.to_move(s) == 0
    assert [k.move_text(s, m) for m in k.legal(s)] == ["x1", "x3"]
    assert moves(s, "x1") == [("discard", 0, 1)]
    assert s["discards"][0] == [1]
    # placing: seat 0 has card 3 only; anywhere on the empty island
    assert len(k.legal(s)) == 1 + 16
    events = moves(s, "3@b2")
    assert events[0] == ("place", 0, 3, 5)
    assert k.to_move(s) == 1                             # both placed -> next seat
    events = moves(s, "16@a1", "done")
    assert ("drop", 1, 15) in events
    assert events.count(("draw", 0)) == 2 and events.count(("draw", 1)) == 2
    assert events[-1] == ("round_end",)
    assert s["round"] == 2 and k.to_move(s) == 0
    assert sorted(s["hands"][0]) == [2, 4, 5]


def test_tied_lowest_sums_all_discard():
    s = k.new(3, 1, deal=UP)                             # every seat holds 1 2 3
    moves(s, "1+2", "1+2", "2+3")
    assert s["must_discard"] == [0, 1]
    moves(s, "x1")
    assert k.to_move(s) == 1
    moves(s, "x2")
    assert k.to_move(s) == 0 and s["phase"] == k.PLACE
    s = k.new(2, 1, deal=UP)
    moves(s, "1+3", "1+3")                               # all tie: all discard
    assert s["must_discard"] == [0, 1]


def test_placement_must_touch_an_edge_and_stay_in_the_grid():
    s = k.new(2, 1, deal=UP + " " + DOWN)
    moves(s, "2+3", "15+16", "x2", "3@a1", "16@d4", "done")
    moves(s, "1+4", "13+14", "x1")
    legal = [k.move_text(s, m) for m in k.legal(s)]
    assert "4@b1" in legal and "4@a2" in legal
    assert "4@b2" not in legal                            # corner only
    assert "4@a1" not in legal                            # taken
    before = copy.deepcopy(s)
    with pytest.raises(ValueError):
        k.play(s, k.parse_move(s, "4@c3"))
    assert s == before


def test_eighth_round_has_a_forced_pair_and_the_game_ends():
    s = k.new(2, 9)
    while not k.over(s):
        if s["phase"] == k.CHOOSE:
            if s["round"] == 7:
                assert len(s["decks"][k.to_move(s)]) == 1
            if s["round"] == 8:
                assert len(s["hands"][k.to_move(s)]) == 2
                assert len(k.legal(s)) == 1
        k.play(s, k.legal(s)[-1] if s["phase"] == k.PLACE else k.legal(s)[0])
    assert k.over(s) and k.match_over(s) and k.to_move(s) == -1
    for seat in range(2):
        assert not s["hands"][seat] and not s["decks"][seat]
    assert k.totals(s) == k.scores(s)
    assert k.round_scores(s) == []
    with pytest.raises(ValueError):
        k.next_round(s)
    best = max(k.scores(s))
    assert k.winners(s) == [i for i in range(2) if k.scores(s)[i] == best]


def test_illegal_moves_raise_and_change_nothing():
    s = k.new(2, 3, deal=UP + " " + DOWN)
    for bad in (k.parse_move(s, "4+5"), k.parse_move(s, "x1"), k.DONE, 12345, -1, "1+2", None):
        before = copy.deepcopy(s)
        with pytest.raises(ValueError):
            k.play(s, bad)
        assert s == before
    moves(s, "1+2", "15+16")
    before = copy.deepcopy(s)
    with pytest.raises(ValueError):
        k.play(s, k.parse_move(s, "x15"))                # not the lowest seat
    assert s == before


def test_notation():
    s = k.new(2, 1)
    assert k.card_text(7) == "7"
    assert k.move_text(s, k.parse_move(s, " 12 + 7 ")) == "7+12"
    assert k.parse_move(s, "7@b3") == k.PLACE_BASE + 700 + 9
    assert k.parse_move(s, "done") == k.DONE
    for bad in ("", "7@e1", "7@b5", "0@a1", "17+2", "3+3", "x0", "xx", "fold"):
        with pytest.raises(ValueError):
            k.parse_move(s, bad)
    with pytest.raises(ValueError):
        k.new(2, 1, deal="1 2 3")
    with pytest.raises(ValueError):
        k.new(1, 1)
    with pytest.raises(ValueError):
        k.new(7, 1)


# --- properties of random games -------------------------------------------

def connected(isl):
    placed = [c for c in range(16) if isl[c]]
    if not placed:
        return True
    seen = {placed[0]}
    todo = [placed[0]]
    while todo:
        c = todo.pop()
        for n in (c - 4, c + 4, c - 1 if c % 4 else -1, c + 1 if c % 4 < 3 else -1):
            if 0 <= n < 16 and isl[n] and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(placed)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10 ** 6))
def test_random_games_keep_each_seats_cards_and_connected_islands(seats, seed):
    # (tests/test_protocol.py checks what every game promises: cards, notation,
    # illegal moves, views; these are Karuba's own.)
    s = k.new(seats, seed)
    rng = Rng(seed)
    while not k.over(s):
        legal = k.legal(s)
        assert legal == sorted(set(legal))
        k.play(s, rng.choice(legal))
        places = dict(k.places(s))
        for seat in range(seats):
            mine = []
            for part in ("deck", "hand", "chosen", "island", "discards"):
                mine += places["%s %d" % (part, seat)]
            assert sorted(mine) == list(range(1, 17))    # no card goes to another seat
            assert connected(s["islands"][seat])
            v = k.view(s, 0)
            if seat != 0 and s["phase"] == k.CHOOSE:
                assert all(c == -1 for c in v["chosen"][seat])
    assert k.scores(s) == [score(i) for i in s["islands"]]
