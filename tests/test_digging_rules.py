"""Digging's rules (docs/rules/digging.md) as a player would notice them."""
import copy

import pytest
from hypothesis import given, settings, strategies as st

from engine.games.digging import rules as g
from engine.games.digging import cards as dc
from engine.rng import Rng


def deal_for(hands, starter=0, pile=()):
    """A deal text giving seat s the cards hands[s] (a string), padded to six
    with plain chests and closers; `pile` lists the pile from its top."""
    left = list(dc.COUNTS)
    for text in hands + [" ".join(pile)]:
        for word in text.split():
            left[dc.parse_card(word)] -= 1
    padded = []
    for text in hands:
        cards = text.split()
        for filler in ("Cc", "Cs", "X", "Cg"):
            while len(cards) < 6 and left[dc.parse_card(filler)] > 0:
                left[dc.parse_card(filler)] -= 1
                cards.append(filler)
        padded.append(cards)
    words = [padded[(starter + i) % 4][i // 4] for i in range(24)]
    return " ".join(words + list(pile))


def table(hands=("", "", "", ""), pile=(), history=None):
    starter = len(history or []) % 4
    return g.new(4, 1, deal=deal_for(list(hands), starter, pile), history=history)


def give_any(state):
    return g.play(state, [m for m in g.legal(state) if g.split_move(m)[0] == g.GIVE][0])


def run(state, *texts):
    events = []
    for text in texts:
        events += g.play(state, g.parse_move(state, text))
    return events


def snapshot(state):
    return repr(sorted((k, repr(v)) for k, v in state.__dict__.items()))


def all_cards(state):
    return sorted(c for _, pile in g.places(state) for c in pile)


def test_deck_and_deal():
    deck = dc.full_deck()
    assert len(deck) == 60
    assert [deck.count(dc.parse_card(t)) for t in ("Mg", "Cs", "Dc", "X", "B12")] == [3, 9, 1, 9, 1]
    state = g.new(4, 7)
    assert [len(h) for h in state.hands] == [6, 6, 6, 6] and len(state.pile) == 36
    assert all_cards(state) == sorted(deck)
    assert g.SEATS == (4, 4) and g.to_move(state) == 0
    with pytest.raises(ValueError):
        g.new(3, 7)


def test_draw_takes_the_top_card_and_passes_the_turn_left():
    state = table(pile=["B12"])
    events = run(state, "draw")
    assert events == [("draw", 0)]
    assert dc.parse_card("B12") in state.hands[0] and len(state.hands[0]) == 7
    assert len(state.pile) == 35 and g.to_move(state) == 1


def test_give_is_known_only_to_giver_and_receiver():
    state = table(["Dg", "", "", ""])
    events = run(state, "give Dg")
    dg = dc.parse_card("Dg")
    assert events == [("give", 0, 2, dg)]
    assert dg in state.hands[2] and dg not in state.hands[0]
    assert g.view(state, 0)["gave"] == [(2, dg)]
    assert g.view(state, 2)["received"] == [(0, dg)]
    for seat in (1, 3):
        v = g.view(state, seat)
        assert v["gave"] == [] and v["received"] == [] and dg not in v["hand"]
        assert v["hand_sizes"] == [5, 6, 7, 6]


def test_open_a_mine_in_front_of_any_player():
    state = table(["Mg Ms", "", "", ""])
    assert run(state, "open Mg 1") == [("open", 0, 1, 0)]
    assert state.open[1] == [[0]]
    run(state, "draw", "draw", "draw", "open Ms 0")
    assert state.open[0] == [[1]]


def test_work_puts_same_metal_chests_on_anyones_open_mine():
    state = table(["Mg Cg", "", "Cg Cc", ""])
    run(state, "open Mg 3", "draw")
    before = snapshot(state)
    with pytest.raises(ValueError, match="chest"):
        g.play(state, g.make_move(g.WORK, dc.parse_card("Cc"), 3 * 16 + 0))
    assert snapshot(state) == before
    run(state, "work Cg 3.0", "draw", "work Cg 3.0")
    assert state.open[3][0] == [0, 3, 3]
    assert g.view(state, 1)["open"][3][0] == ((0, 3, 3), False, 6)


def test_close_any_open_mine_even_empty_and_it_takes_no_more_cards():
    state = table(["Mg X Cg", "Ms X Cs", "", ""])
    run(state, "open Mg 0", "open Ms 1", "draw", "draw")
    events = run(state, "close 1.0")       # seat 0 closes the opponents' empty mine
    assert events == [("close", 0, 1, 0, 0)]
    assert state.closed[1] == [[1]] and state.open[1] == []
    with pytest.raises(ValueError, match="no open mine"):
        g.play(state, g.parse_move(state, "work Cs 1.0"))
    run(state, "close 0.0")                # seat 1 closes the other team's mine
    assert state.closed[0] == [[0]] and g.scores(state) == [0, 0, 0, 0]


def fight_table(att="B5", partner="B4", dfn1="B3", dfn2="B2", extra=""):
    """Seat 1 owns an open gold mine with two chests; seat 0 is to move."""
    state = table([att, "Mg Cg Cg " + dfn1 + " " + extra, partner, dfn2 + " X"])
    run(state, "draw", "open Mg 1", "draw", "draw", "draw", "work Cg 1.0", "draw", "draw",
        "draw", "work Cg 1.0", "draw", "draw")
    return state


def test_attack_with_three_chances_partner_counts_for_attackers():
    state = fight_table("B5", "B4", "B3", "B2")
    assert run(state, "attack B5 1.0") == [("attack", 0, 1, 0, dc.parse_card("B5"))]
    fight = g.view(state, 1)["fight"]
    assert fight["attacker"] == 0 and fight["target"] == (1, 0) and fight["may_add"] == [1, 2, 3]
    assert run(state, "join B3") == [("join", 1, 1, dc.parse_card("B3"))]
    assert run(state, "join B4") == [("join", 2, 0, dc.parse_card("B4"))]
    fight = g.view(state, 3)["fight"]
    assert (fight["attack"], fight["defend"], fight["may_add"]) == (9, 3, [3])
    events = run(state, "join B2")     # 9 against 5: resolved as seat 0's turn begins
    assert events[-1] == ("fight", "won", 0, 1, 0, 9, 5)
    assert state.open[0] == [[0, 3, 3]] and state.open[1] == [] and state.fight is None
    assert sorted(state.discard) == [dc.parse_card(b) for b in ("B2", "B3", "B4", "B5")]
    assert g.to_move(state) == 0


def test_a_tie_keeps_the_mine_with_the_defenders():
    state = fight_table("B5", "B1", "B4", "B2")
    events = run(state, "attack B5 1.0", "join B4", "join B1", "join B2")
    assert events[-1] == ("fight", "lost", 0, 1, 0, 6, 6)
    assert state.open[1] == [[0, 3, 3]] and state.open[0] == []


def test_joining_is_optional_and_only_one_fight_at_a_time():
    state = fight_table("B5", "B4", "B3", "B12", extra="B9")
    run(state, "attack B5 1.0")
    before = snapshot(state)
    with pytest.raises(ValueError, match="fight"):
        g.play(state, g.make_move(g.ATTACK, dc.parse_card("B9"), 16))
    assert snapshot(state) == before
    events = run(state, "draw", "draw", "draw")    # nobody helps: 5 beats 0
    assert events[-1] == ("fight", "won", 0, 1, 0, 5, 0)


def test_attack_only_the_opponents_mines():
    state = table(["Mg B5", "", "", ""])
    run(state, "open Mg 2", "draw", "draw", "draw")
    assert all(g.split_move(m)[0] != g.ATTACK for m in g.legal(state))
    with pytest.raises(ValueError, match="opponents"):
        g.play(state, g.make_move(g.ATTACK, dc.parse_card("B5"), 2 * 16))


def test_closing_the_mine_during_a_fight_ends_it():
    state = fight_table("B12", "B4", "B3", "B2")
    run(state, "attack B12 1.0", "join B3", "join B4")
    events = run(state, "close 1.0")            # the defenders' answer: secure the mine
    assert events[0] == ("close", 3, 1, 0, 6)
    assert events[1] == ("fight", "closed", 0, 1, 0, 16, 3)
    assert state.fight is None and len(state.discard) == 3
    assert state.closed[1] == [[0, 3, 3]] and g.scores(state) == [0, 6, 0, 6]
    assert g.to_move(state) == 0 and all_cards(state) == sorted(dc.full_deck())


def test_pass_only_when_nothing_else_is_possible():
    state = table()
    for _ in range(6):                 # seat 0 gives its hand away, the others draw
        give_any(state)
        run(state, "draw", "draw", "draw")
    assert state.hands[0] == [] and g.legal(state) == [g.DRAW]
    with pytest.raises(ValueError, match="pass"):
        g.play(state, g.make_move(g.PASS))
    state.pile = []                    # the pile and the hand both empty
    assert g.legal(state) == [g.make_move(g.PASS)]
    assert run(state, "pass")[0] == ("pass", 0)


def test_after_the_last_draw_everyone_has_exactly_one_more_turn():
    state = table()
    for _ in range(35):
        run(state, "draw")
    assert len(state.pile) == 1 and g.to_move(state) == 3
    assert run(state, "draw") == [("draw", 3), ("last_turns",)]
    order = []
    while not g.over(state):
        assert g.DRAW not in g.legal(state)
        order.append(g.to_move(state))
        assert g.view(state, 0)["final_left"] == 5 - len(order)
        events = give_any(state)
    assert order == [0, 1, 2, 3] and g.to_move(state) == -1
    assert events[-1] == ("round_end", 0, 0)


def test_a_fight_still_open_at_the_end_is_resolved_before_scoring():
    state = table(["Mg Cg X", "", "", "B1"])
    run(state, "open Mg 0", "give Cc", "draw", "draw", "work Cg 0.0", "give Cc")
    while state.pile:
        run(state, "draw")
    assert g.to_move(state) == 0
    give_any(state)
    give_any(state)
    give_any(state)
    events = run(state, "attack B1 0.0")        # the very last turn of the round
    assert events[-2:] == [("fight", "won", 3, 0, 0, 1, 0), ("round_end", 0, 0)]
    assert state.open[3] == [[0, 3]] and g.scores(state) == [0, 0, 0, 0]


def test_mine_value_example_thirty_and_only_closed_mines_score():
    assert dc.mine_value([0, dc.parse_card("Dg"), 3, 3, 3]) == 30
    assert dc.mine_value([0, 3, dc.parse_card("Dg"), 3, 3]) == 15   # double not first
    assert dc.mine_value([2, 5, 5]) == 2 and dc.mine_value([1]) == 0
    state = table(["Mg Dg Cg X Ms Cs", "Cg Cg X", "", ""])
    run(state, "open Mg 0", "draw", "draw", "draw", "work Dg 0.0", "work Cg 0.0", "draw",
        "draw", "work Cg 0.0", "work Cg 0.0", "draw", "draw", "open Ms 2", "draw", "draw",
        "draw", "work Cs 2.0")
    assert g.scores(state) == [0, 0, 0, 0]
    run(state, "close 0.0")
    assert g.scores(state) == [30, 0, 30, 0]
    finish_round(state)
    assert g.view(state, 3)["closed"][0] == [((0, 6, 3, 3, 3), True, 30)]
    assert g.view(state, 3)["points"] == [30, 0]


def test_closed_mines_lie_face_down_until_the_round_is_over():
    # The rulebook: a closed mine's cards are turned over and set aside to be
    # counted at the end; only how many each team closed shows meanwhile.
    state = table(["Mg Dg X", "Ms Cs X", "", ""])
    run(state, "open Mg 0", "open Ms 1", "draw", "draw", "work Dg 0.0", "work Cs 1.0")
    events = run(state, "draw", "draw", "close 0.0")
    assert events[-1] == ("close", 0, 0, 0, 12)      # everyone sees it closed, and its value
    for seat in range(4):
        v = g.view(state, seat)
        assert v["closed"] is None and v["points"] is None
        assert v["closed_count"] == [1, 0] and v["totals"] == [0, 0]
        assert v["open"][0] == [] and v["open"][1] == [((1, 4), False, 2)]
    # Another mine closed in its place: no view can tell the difference.
    other = copy.deepcopy(state)
    other.closed[0] = [[2]]
    for seat in range(4):
        assert g.view(state, seat) == g.view(other, seat)
    finish_round(state)
    v = g.view(state, 1)
    assert v["closed"][0] == [((0, 6), True, 12)] and v["closed_count"] == [1, 0]
    assert v["points"] == [12, 0] and v["totals"] == [12, 0]


def finish_round(state):
    """Plays the round out without closing a mine."""
    while not g.over(state):
        if state.pile:
            run(state, "draw")
        else:
            give_any(state)
    return state


def test_starter_moves_left_each_round_and_totals_add_up():
    state = finish_round(table())
    assert g.over(state) and g.scores(state) == [0, 0, 0, 0] and not g.match_over(state)
    nxt = g.next_round(state)
    assert nxt.starter == 1 and g.to_move(nxt) == 1 and g.round_scores(nxt) == [[0, 0, 0, 0]]
    later = g.new(4, 5, history=[[10, 20, 10, 20]] * 5)
    assert g.to_move(later) == 1 and g.totals(later) == [50, 100, 50, 100]


def test_match_to_sixty_with_the_tie_rule():
    state = finish_round(table(history=[[59, 40, 59, 40]]))
    assert not g.match_over(state)
    with pytest.raises(ValueError):
        g.next_round(g.new(4, 1))          # the round is not over yet
    state = finish_round(table(history=[[60, 10, 60, 10]]))
    assert g.match_over(state) and g.winners(state) == [0, 2]
    state = finish_round(table(history=[[61, 62, 61, 62]]))
    assert g.match_over(state) and g.winners(state) == [1, 3]
    state = finish_round(table(history=[[60, 60, 60, 60]]))       # equal: another round
    assert not g.match_over(state)
    assert g.next_round(state).starter == 2
    with pytest.raises(ValueError):
        g.next_round(finish_round(table(history=[[60, 10, 60, 10]])))


def test_illegal_moves_raise_and_change_nothing():
    state = table(["Mg Cg B3", "", "", ""])
    before = snapshot(state)
    bad = [g.make_move(g.OPEN, dc.parse_card("Ms"), 0),       # not in hand
           g.make_move(g.WORK, dc.parse_card("Cg"), 1 * 16),   # no such mine
           g.make_move(g.CLOSE, dc.parse_card("X"), 0),
           g.make_move(g.JOIN, dc.parse_card("B3"), 0),        # no fight
           g.make_move(g.PASS), 5, -1, 70000, "draw"]
    for move in bad:
        with pytest.raises(ValueError):
            g.play(state, move)
        assert snapshot(state) == before
    for text in ("fly", "open Mg", "open Mg 7", "work Cg 1", "give Zz", "join B3"):
        with pytest.raises(ValueError):
            g.parse_move(state, text)


def random_game(seed, picks):
    state = g.new(4, seed)
    moves = []
    for pick in picks:
        if g.over(state):
            break
        legal = g.legal(state)
        move = legal[pick % len(legal)]
        moves.append(move)
        yield state, move
        g.play(state, move)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.lists(st.integers(0, 999), min_size=30, max_size=200))
def test_a_given_card_never_shows_in_the_other_two_views(seed, picks):
    for state, move in random_game(seed, picks):
        if g.split_move(move)[0] != g.GIVE:
            continue
        giver = state.turn
        receiver = (giver + 2) % 4
        card = g.split_move(move)[1]
        after = copy.deepcopy(state)
        g.play(after, move)
        if not after.pile:
            continue
        # The same table with another card given instead: the outsiders cannot tell.
        other = copy.deepcopy(after)
        swap = next((i for i, c in enumerate(other.pile) if c != card), None)
        if swap is None:
            continue
        other.hands[receiver].remove(card)
        other.hands[receiver].append(other.pile[swap])
        other.hands[receiver].sort()
        other.gifts[-1] = giver * 32 + other.pile[swap]
        other.pile[swap] = card
        for seat in ((giver + 1) % 4, (giver + 3) % 4):
            assert g.view(after, seat) == g.view(other, seat)


def test_random_rounds_always_end():
    rng = Rng(3)
    for seed in range(40):
        state = g.new(4, seed)
        turns = 0
        while not g.over(state):
            legal = g.legal(state)
            move = rng.choice(legal)
            if g.split_move(move)[0] == g.GIVE and rng.chance(1, 2):
                move = legal[0]
            g.play(state, move)
            turns += 1
            assert turns < 2000
