import pytest
from hypothesis import given, settings, strategies as st

from engine.games.gold import rules as g
R, Y, B, P, W = range(5)


def deal_text(placed):
    """A full 64-card deal with the given {position text: card text}, the rest in card order."""
    rest = [g.card_text(c) for c in range(5, 69)]
    for text in placed.values():
        rest.remove(text)
    cells = []
    for pos in range(64):
        name = g.pos_text(pos)
        cells.append(placed[name] if name in placed else rest.pop(0))
    return " ".join(cells)


def started(placed=None, seats=2, picks=(R, Y, B, P), history=None):
    """A round past the mine choice. With 2 seats and the default picks seat 0 owns red and
    purple, seat 1 yellow and blue; white belongs to nobody."""
    s = g.new(seats, 7, deal=deal_text(placed or {}), history=history)
    for c in picks:
        g.play(s, g.MOVE_MINE + c)
    return s


def reveal(s, a, b=None):
    ev = g.play(s, g.parse_pos(a))
    if b is not None:
        ev += g.play(s, g.parse_pos(b))
    return ev


def snapshot(s):
    return (bytes(s.grid), bytes(s.owner), s.pick_i, s.turn, s.first, s.rush, s.idle, s.turns,
            [list(x) for x in s.gold], list(s.removed), s.last, s.done)


def test_the_69_cards():
    kinds = [g.KIND[c] for c in range(69)]
    assert kinds.count(g.MINE) == 5 and kinds.count(g.DYNAMITE) == 5
    golds = sorted(g.VALUE[c] for c in range(69) if g.KIND[c] == g.GOLD)
    assert golds == [1] * 5 + [2] * 7 + [3] * 7 + [4] * 5 and sum(golds) == 60
    for colour in range(5):
        vals = sorted(g.VALUE[c] for c in range(69)
                      if g.KIND[c] == g.PROSPECTOR and g.COLOUR[c] == colour)
        assert vals == [2, 2, 3, 3, 4, 4, 5]


def test_seeded_deal_is_repeatable_and_explicit_deal_is_laid_in_order():
    assert bytes(g.new(3, 42).grid) == bytes(g.new(3, 42).grid)
    assert bytes(g.new(3, 42).grid) != bytes(g.new(3, 43).grid)
    s = started({"a1": "D", "h8": "W5", "c5": "G4"})
    assert g.card_text(s.grid[0]) == "D" and g.card_text(s.grid[63]) == "W5"
    assert g.card_text(s.grid[g.parse_pos("c5")]) == "G4"
    with pytest.raises(ValueError):
        g.new(2, 1, deal="G1 G2")


def test_two_players_choose_two_mines_each_in_snake_order():
    s = g.new(2, 1, history=[[3, 4]])      # round 2: seat 1 starts
    order = []
    for c in (W, B, R, Y):
        order.append(g.to_move(s))
        g.play(s, g.MOVE_MINE + c)
    assert order == [1, 0, 0, 1]
    assert list(s.owner) == [0, 1, 0, g.EMPTY, 1]
    assert g.to_move(s) == 1 and g.legal(s) == list(range(64))


def test_more_players_choose_one_mine_each_from_the_starter():
    s = g.new(4, 1, history=[[0] * 4, [0] * 4])
    order = []
    while g.legal(s)[0] >= g.MOVE_MINE:
        order.append(g.to_move(s))
        g.play(s, g.legal(s)[0])
    assert order == [2, 3, 0, 1]
    assert sum(1 for o in s.owner if o == g.EMPTY) == 1


def test_dynamite_removes_both_cards_before_anything_else():
    s = started({"a1": "D", "a2": "G2"})
    ev = reveal(s, "a1", "a2")
    assert ev[-1] == ("dynamite", 0, 8)
    assert s.grid[0] == g.EMPTY and s.grid[8] == g.EMPTY
    assert s.gold == [[], []] and len(s.removed) == 2 and g.to_move(s) == 1


def test_prospector_takes_gold_to_the_other_player_who_owns_its_colour():
    s = started({"a1": "Y4", "b1": "G3"})   # yellow belongs to seat 1, seat 0 moves
    ev = reveal(s, "b1", "a1")
    assert ev[-1][:3] == ("gold", 1, s.gold[1][0]) and ev[-1][3:] == (0, 1)
    assert g.scores(s) == [0, 3]
    assert s.grid[0] == g.EMPTY and s.grid[1] == g.EMPTY    # the prospector leaves too


@pytest.mark.parametrize("prospector", ["R3", "P5", "W3"])  # own colours, nobody's colour
def test_prospector_of_own_or_nobodys_colour_gives_gold_to_the_active_player(prospector):
    s = started({"a1": prospector, "b1": "G3"})
    reveal(s, "a1", "b1")
    assert g.scores(s) == [3, 0]


def test_a_weaker_prospector_finds_nothing_and_both_turn_back():
    s = started({"a1": "R2", "b1": "G3"})
    ev = reveal(s, "a1", "b1")
    assert ev[-1] == ("nothing",)
    assert g.card_text(s.grid[0]) == "R2" and g.card_text(s.grid[1]) == "G3"
    assert g.view(s, 1)["grid"][:2] == [-1, -1]


def test_duel_removes_the_lower_and_turns_the_higher_back():
    s = started({"a1": "Y2", "b1": "Y4"})
    ev = reveal(s, "a1", "b1")
    assert ev[-1] == ("duel", 1, 0)
    assert s.grid[0] == g.EMPTY and g.card_text(s.grid[1]) == "Y4"
    assert g.view(s, 0)["grid"][1] == -1


@pytest.mark.parametrize("pair", [("R3", "B3"), ("G1", "G4")])
def test_the_search_goes_on(pair):
    s = started({"a1": pair[0], "b1": pair[1]})
    before = bytes(s.grid)
    assert reveal(s, "a1", "b1")[-1] == ("nothing",)
    assert bytes(s.grid) == before and g.to_move(s) == 1


def test_view_shows_the_face_up_card_and_the_last_turn_never_a_face_down_card():
    s = started({"a1": "R2", "b1": "G3"})
    reveal(s, "a1")
    v = g.view(s, 1)
    assert v["grid"][0] == s.grid[0] and v["first"] == 0
    assert all(x == -1 for x in v["grid"][1:])
    reveal(s, "b1")
    v = g.view(s, 1)
    assert all(x == -1 for x in v["grid"])
    assert v["last"] == (0, 0, s.grid[0], 1, s.grid[1], ("nothing",))
    v["grid"][5] = 99
    v["gold"][0].append(5)
    assert g.view(s, 1)["grid"][5] == -1 and s.gold[0] == []


def strip_to(s, keep):
    """Take every face-down card except the positions in keep off the table (set aside)."""
    for p in range(64):
        if p not in keep and s.grid[p] != g.EMPTY:
            s.removed.append(s.grid[p])
            s.grid[p] = g.EMPTY


def test_gold_rush_at_ten_face_down_cards_one_card_a_turn():
    s = started({"a1": "G4", "a2": "R3", "b2": "D", "c2": "G1"})
    strip_to(s, set(range(12)))
    ev = reveal(s, "a2", "b2")              # 12 -> 10 face down: the rush starts
    assert ev[-1] == ("rush", "few") and s.rush == "few"
    assert g.to_move(s) == 1
    ev = reveal(s, "a1")                    # seat 1 takes the gold for itself
    assert ev[-1] == ("gold", 1, s.gold[1][0], -1, 0) and g.scores(s) == [0, 4]
    assert g.to_move(s) == 0
    ev = reveal(s, "c2")
    assert g.scores(s) == [1, 4]
    s2 = started({"a1": "Y5"})
    strip_to(s2, set(range(12)))
    s2.rush = "few"
    assert reveal(s2, "a1")[-1] == ("removed", 0, s2.removed[-1])
    assert g.to_move(s2) == 1 and g.scores(s2) == [0, 0]


def test_gold_rush_when_no_pair_can_change_anything():
    placed = {"a1": "D", "b1": "R2"}
    golds = ["G3"] * 7 + ["G4"] * 5
    for i, t in enumerate(golds):
        placed[g.pos_text(16 + i)] = t
    placed["h8"] = "B2"
    s = started(placed)
    strip_to(s, set(g.parse_pos(p) for p in placed))
    assert s.rush == "" and g.face_down(s) == 15
    ev = reveal(s, "a1", "b1")             # 13 left: only 3s and 4s of gold and a blue 2
    assert ev[-1] == ("rush", "stuck") and g.face_down(s) == 13


def test_gold_rush_after_five_rounds_of_turns_with_no_card_leaving():
    s = started({"a1": "G1", "b1": "G2"})
    for turn in range(9):
        assert reveal(s, "a1", "b1")[-1] == ("nothing",) and s.rush == ""
    ev = reveal(s, "a1", "b1")
    assert ev[-1] == ("rush", "idle") and g.face_down(s) == 64


def test_idle_count_restarts_when_a_card_leaves():
    s = started({"a1": "G1", "b1": "G2", "c1": "D", "d1": "G3"})
    for turn in range(9):
        reveal(s, "a1", "b1")
    reveal(s, "c1", "d1")
    assert s.idle == 0 and s.rush == ""


def test_round_ends_with_the_last_card_and_round_tie_breaks():
    s = started({"a1": "G2"})
    strip_to(s, {0})
    s.rush = "few"
    ev = reveal(s, "a1")
    assert ev[-1] == ("round_end",) and g.over(s) and g.to_move(s) == -1 and g.legal(s) == []
    gold = [c for c in range(69) if g.KIND[c] == g.GOLD]
    ones = [c for c in gold if g.VALUE[c] == 1]
    twos = [c for c in gold if g.VALUE[c] == 2]
    fours = [c for c in gold if g.VALUE[c] == 4]
    s.gold = [[fours[0]], [twos[1], twos[2]]]
    assert g.scores(s) == [4, 4] and g.round_winners(s) == [1]     # more gold cards
    s.gold = [[fours[0], ones[0]], [twos[1], ones[1], ones[2]]]
    assert g.scores(s) == [5, 4] and g.round_winners(s) == [0]
    s.gold = [[twos[0]], [twos[1]]]
    assert g.round_winners(s) == [0, 1]                             # shared


def finish(s):
    s.rush = "few"
    while not g.over(s):
        g.play(s, g.legal(s)[0])


def test_match_rounds_starters_totals_and_last_round_tie_break():
    s = g.new(3, 5)
    starters = []
    while True:
        assert s.rnd == len(g.round_scores(s))
        while g.legal(s)[0] >= g.MOVE_MINE:
            g.play(s, g.legal(s)[0])
        starters.append(g.to_move(s))
        with pytest.raises(ValueError):
            g.next_round(s)
        finish(s)
        if g.match_over(s):
            break
        s = g.next_round(s)
    assert starters == [0, 1, 2] and len(g.round_scores(s)) == 2
    assert g.totals(s) == [sum(r[i] for r in g.round_scores(s) + [g.scores(s)]) for i in range(3)]
    with pytest.raises(ValueError):
        g.next_round(s)
    # Totals tied 20-20: the one who scored more in the last round wins.
    s = started(seats=2, history=[[15, 10]])
    finish(s)
    ones = [c for c in range(5, 29) if g.VALUE[c] == 1]
    fours = [c for c in range(5, 29) if g.VALUE[c] == 4]
    s.gold = [ones, fours[:2] + [ones[0] + 5]]       # 5 points against 4 + 4 + 2
    assert g.scores(s) == [5, 10] and g.totals(s) == [20, 20]
    assert g.match_over(s) and g.winners(s) == [1]
    s.history = [[10, 15]]
    s.gold = [fours[:2] + [ones[0] + 5], ones]
    assert g.totals(s) == [20, 20] and g.winners(s) == [0]
    s.gold = [[], []]
    s.history = [[7, 7]]
    assert g.winners(s) == [0, 1]


def test_illegal_moves_raise_and_change_nothing():
    s = g.new(2, 3)
    for move in (0, 63, 99, -1, g.MOVE_MINE + 5):
        before = snapshot(s)
        with pytest.raises(ValueError):
            g.play(s, move)
        assert snapshot(s) == before
    g.play(s, g.MOVE_MINE + R)
    with pytest.raises(ValueError):
        g.play(s, g.MOVE_MINE + R)          # taken
    for c in (Y, B, P):
        g.play(s, g.MOVE_MINE + c)
    strip_to(s, set(range(1, 64)))
    g.play(s, 5)
    for move in (0, 5, 64, g.MOVE_MINE + W, 100, "a1"):
        before = snapshot(s)
        with pytest.raises(ValueError):
            g.play(s, move)
        assert snapshot(s) == before
    finish(s)
    with pytest.raises(ValueError):
        g.play(s, 1)


def test_parse_rejects_bad_text():
    s = g.new(2, 1)
    for text in ("", "i1", "a9", "a", "MG", "M", "c55", "zz"):
        with pytest.raises(ValueError):
            g.parse_move(s, text)
    assert g.parse_move(s, "C5") == g.parse_move(s, "c5") == 34
    assert g.parse_move(s, "mw") == g.MOVE_MINE + W


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 5), st.integers(0, 10 ** 6), st.lists(st.integers(0, 10 ** 6), max_size=300))
def test_random_play_shows_no_face_down_card_and_no_more_than_60_gold(seats, seed, picks):
    # (cards, notation and hiding in general: tests/test_protocol.py)
    s = g.new(seats, seed)
    for pick in picks:
        if g.over(s):
            break
        moves = g.legal(s)
        g.play(s, moves[pick % len(moves)])
        for seat in range(seats):
            v = g.view(s, seat)
            for p in range(64):
                if s.grid[p] == g.EMPTY:
                    assert v["grid"][p] == -2
                elif p != s.first:
                    assert v["grid"][p] == -1
    sc = g.scores(s)
    assert sum(sc) <= 60 and all(x >= 0 for x in sc)
