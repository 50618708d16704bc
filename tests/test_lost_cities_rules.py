import pytest

from engine.games import load
from engine.games.lost_cities import rules as lc
from engine.rng import Rng

COLS = "YBWGR"


def full_deck_text(first=()):
    """A deal string: `first` cards in order, then every other card in id order."""
    used = []
    out = []
    for t in first:
        out.append(t)
        used.append(t)
    rest = []
    counts = {}
    for t in used:
        counts[t] = counts.get(t, 0) + 1
    for c in COLS:
        for v in ["x", "x", "x"] + [str(n) for n in range(2, 11)]:
            t = c + v
            if counts.get(t, 0):
                counts[t] -= 1
                continue
            rest.append(t)
    return " ".join(out + rest)


def deal_state(hand0, hand1, deck_top=(), history=None):
    return lc.new(2, 1, deal=full_deck_text(list(hand0) + list(hand1) + list(deck_top)),
                  history=history)


def c(text):
    return lc.parse_card(text)


def snapshot(s):
    return (lc.view(s, 0), lc.view(s, 1), list(s.deck), s.done)


HAND0 = ["Y2", "Y5", "Y7", "Yx", "Bx", "B3", "W9", "R10"]
HAND1 = ["G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9"]


def test_module_constants_and_loader():
    assert load(0) is lc
    assert lc.NAME == "Lost Cities" and lc.SEATS == (2, 2)


def test_sixty_cards_with_notation():
    texts = [lc.card_text(card) for card in range(60)]
    assert texts.count("Wx") == 3 and "B10" in texts and "Y2" in texts
    assert len(set(texts)) == 5 * 10
    for card in range(60):
        v = lc.value(card)
        assert v == 0 or 2 <= v <= 10
        back = lc.parse_card(texts[card])
        assert lc.card_text(back) == texts[card]
    with pytest.raises(ValueError):
        lc.parse_card("Q5")
    with pytest.raises(ValueError):
        lc.parse_card("B11")


def test_deal_gives_eight_each_and_deck_in_order():
    s = deal_state(HAND0, HAND1, ["R2", "R3"])
    assert sorted(lc.card_text(x) for x in s.hands[0]) == sorted(HAND0)
    assert sorted(lc.card_text(x) for x in s.hands[1]) == sorted(HAND1)
    assert len(s.deck) == 44
    assert lc.view(s, 0)["deck"] == 44
    lc.play(s, lc.DISCARD + c("R10"))
    ev = lc.play(s, lc.DRAW_DECK)
    assert ev == [("draw_deck", 0, c("R2"))]


def test_bad_deals_are_refused():
    with pytest.raises(ValueError):
        lc.new(2, 1, deal="Y2 Y3")
    with pytest.raises(ValueError):
        lc.new(2, 1, deal=full_deck_text(["Y2"]).replace("Y3", "Y2"))
    with pytest.raises(ValueError):
        lc.new(3, 1)


def test_seeded_deal_is_reproducible():
    a = lc.new(2, 99)
    b = lc.new(2, 99)
    assert a.hands == b.hands and a.deck == b.deck
    assert lc.new(2, 100).deck != a.deck


def test_a_turn_is_play_then_draw_by_the_same_seat():
    s = deal_state(HAND0, HAND1)
    assert lc.to_move(s) == 0
    assert lc.play(s, c("Y2")) == [("play", 0, c("Y2"))]
    assert lc.to_move(s) == 0 and s.phase == 1
    assert all(m >= lc.DRAW_PILE for m in lc.legal(s))
    lc.play(s, lc.DRAW_DECK)
    assert lc.to_move(s) == 1 and s.phase == 0


def test_columns_climb_strictly_and_wagers_come_first():
    s = deal_state(HAND0, HAND1)
    lc.play(s, c("Yx"))
    lc.play(s, lc.DRAW_DECK)
    lc.play(s, c("G5"))
    lc.play(s, lc.DRAW_DECK)
    lc.play(s, c("Y5"))
    lc.play(s, lc.DRAW_DECK)
    lc.play(s, c("G6"))
    lc.play(s, lc.DRAW_DECK)
    # Y2 is now below Y5; a wager after a number is refused.
    assert c("Y2") not in lc.legal(s)
    before = snapshot(s)
    with pytest.raises(ValueError, match="Y2 is lower than Y5 on your yellow column"):
        lc.play(s, c("Y2"))
    assert snapshot(s) == before
    s2 = deal_state(["Yx", "Y3", "Y4", "Bx", "B2", "B4", "W9", "R10"], HAND1)
    lc.play(s2, c("Y3"))
    lc.play(s2, lc.DRAW_DECK)
    lc.play(s2, c("G2"))
    lc.play(s2, lc.DRAW_DECK)
    with pytest.raises(ValueError, match="wager must come before"):
        lc.play(s2, c("Yx"))
    assert lc.DISCARD + c("Yx") in lc.legal(s2)


def test_several_wagers_stack_and_any_card_can_be_discarded():
    hand = ["Bx", "Bx", "Bx", "B2", "B9", "W9", "R10", "Y2"]
    s = deal_state(hand, HAND1)
    for _ in range(2):
        lc.play(s, parse(s, "play Bx"))
        lc.play(s, lc.DRAW_DECK)
        lc.play(s, lc.legal(s)[-1])
        lc.play(s, lc.DRAW_DECK)
    lc.play(s, parse(s, "play Bx"))
    assert [lc.card_text(x) for x in s.cols[0][1]] == ["Bx", "Bx", "Bx"]


def test_any_wager_of_a_colour_plays_as_the_first_in_hand():
    hand = ["Bx", "Bx", "B2", "B9", "W9", "R10", "Y2", "Y3"]
    s = deal_state(hand, HAND1)
    second = max(x for x in s.hands[0] if x // 12 == 1 and lc.value(x) == 0)
    first = min(x for x in s.hands[0] if x // 12 == 1 and lc.value(x) == 0)
    assert first != second and second not in lc.legal(s) and first in lc.legal(s)
    assert lc.play(s, second) == [("play", 0, first)]


def parse(s, text):
    return lc.parse_move(s, text)


def test_cannot_draw_the_card_just_discarded_but_other_piles_are_fine():
    s = deal_state(HAND0, HAND1)
    lc.play(s, parse(s, "discard W9"))
    assert lc.DRAW_PILE + 2 not in lc.legal(s)
    before = snapshot(s)
    with pytest.raises(ValueError, match="You cannot draw the card you just discarded"):
        lc.play(s, parse(s, "draw W"))
    assert snapshot(s) == before
    lc.play(s, lc.DRAW_DECK)
    # Seat 1 may take the white 9.
    lc.play(s, parse(s, "discard G9"))
    ev = lc.play(s, parse(s, "draw W"))
    assert ev == [("draw_discard", 1, c("W9"))]
    assert c("W9") in s.hands[1] and s.piles[2] == []


def test_illegal_moves_say_why_and_change_nothing():
    s = deal_state(HAND0, HAND1)
    cases = [
        (c("G2"), "You have no G2"),
        (lc.DRAW_DECK, "Play or discard a card first"),
        (lc.DRAW_PILE + 1, "Play or discard a card first"),
        (999, "Not a move"),
        (-1, "Not a move"),
    ]
    for move, msg in cases:
        before = snapshot(s)
        with pytest.raises(ValueError, match=msg):
            lc.play(s, move)
        assert snapshot(s) == before
    lc.play(s, c("Y5"))
    for move, msg in [(c("Y7"), "already played"), (lc.DRAW_PILE + 3, "green discard pile is empty")]:
        before = snapshot(s)
        with pytest.raises(ValueError, match=msg):
            lc.play(s, move)
        assert snapshot(s) == before


def test_game_ends_at_once_when_the_last_card_is_drawn():
    s = deal_state(HAND0, HAND1)
    s.deck = s.deck[-1:]          # one card left in the draw pile
    lc.play(s, c("Y2"))
    ev = lc.play(s, lc.DRAW_DECK)
    assert ev[-1] == ("round_end",)
    assert lc.over(s) and lc.to_move(s) == -1 and lc.legal(s) == []
    with pytest.raises(ValueError, match="over"):
        lc.play(s, c("G2"))


def column(texts):
    """Column cards from texts; wagers get distinct ids."""
    out = []
    for t in texts:
        card = c(t)
        while card in out:
            card += 1
        out.append(card)
    return out


def test_scoring_worked_example_is_18():
    cols = [
        column(["Y5", "Y8", "Y10"]),                            # 23 - 20 = 3
        [],                                                     # no cost
        column(["Wx"]),                                         # -20 x 2
        column(["Gx", "G7", "G8"]),                             # -5 x 2
        column(["Rx", "Rx", "R2", "R3", "R4", "R5", "R6", "R7", "R8"]),  # 15 x 3, 9 cards
    ]
    parts = [lc.column_breakdown(col)[3] for col in cols]
    assert parts == [3, 0, -40, -10, 65]
    assert lc.columns_score(cols) == 18


def test_column_breakdown_for_the_end_screen():
    assert lc.column_breakdown([]) == (0, 0, 0, 0)
    assert lc.column_breakdown(column(["Bx"])) == (0, 1, 1, -40)
    assert lc.column_breakdown(column(["B2", "B3"])) == (5, 0, 2, -15)
    # The 8-card bonus is added after the multiplier.
    eight = column(["Yx", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9"])
    assert lc.column_breakdown(eight) == (42, 1, 8, 22 * 2 + 20)
    seven = column(["Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9"])
    assert lc.column_breakdown(seven)[3] == 22


def test_scores_come_from_both_players_columns():
    s = deal_state(HAND0, HAND1)
    lc.play(s, c("Bx"))
    lc.play(s, lc.DRAW_DECK)
    lc.play(s, c("G2"))
    lc.play(s, lc.DRAW_DECK)
    assert lc.scores(s) == [-40, -18]


def test_match_starter_rule_and_totals():
    assert lc.new(2, 5).seat == 0
    assert lc.new(2, 5, history=[[10, 30]]).seat == 1          # higher scorer starts
    assert lc.new(2, 5, history=[[30, 10]]).seat == 0
    assert lc.new(2, 5, history=[[0, 0]]).seat == 1            # tie: who did not start
    assert lc.new(2, 5, history=[[0, 0], [7, 7]]).seat == 0
    assert lc.new(2, 5, history=[[5, 9], [3, 3]]).seat == 0
    s = lc.new(2, 5, history=[[10, 30], [40, -5]])
    assert lc.totals(s) == [50, 25] and not lc.match_over(s)
    with pytest.raises(ValueError):
        lc.next_round(s)
    s.deck = s.deck[-1:]
    lc.play(s, lc.legal(s)[0])
    lc.play(s, lc.DRAW_DECK)
    sc = lc.scores(s)
    assert lc.round_scores(s) == [[10, 30], [40, -5]]
    assert lc.totals(s) == [50 + sc[0], 25 + sc[1]]
    assert lc.match_over(s)
    t = lc.totals(s)
    assert lc.winners(s) == ([0, 1] if t[0] == t[1] else [0] if t[0] > t[1] else [1])
    with pytest.raises(ValueError):
        lc.next_round(s)


def test_next_round_follows_the_history():
    s = lc.new(2, 8)
    s.deck = s.deck[-1:]
    lc.play(s, lc.legal(s)[0])
    lc.play(s, lc.DRAW_DECK)
    nxt = lc.next_round(s)
    ref = lc.new(2, 8, history=[lc.scores(s)])
    assert nxt.hands == ref.hands and nxt.deck == ref.deck and nxt.seat == ref.seat
    assert lc.round_scores(nxt) == [lc.scores(s)]


def test_draw_means_both_win():
    s = lc.new(2, 5, history=[[10, 0], [0, 10]])
    s.deck = s.deck[-1:]
    assert s.seat == 1
    lc.play(s, lc.DISCARD + s.hands[1][0])
    lc.play(s, lc.DRAW_DECK)
    assert lc.scores(s) == [0, 0] and lc.winners(s) == [0, 1]


def test_view_counts_the_opponent_hand_and_the_deck():
    s = deal_state(HAND0, HAND1)
    lc.play(s, parse(s, "discard R10"))
    v = lc.view(s, 1)
    assert sorted(v["hand"]) == sorted(s.hands[1])
    assert v["opp_hand"] == 7 and v["deck"] == 44 and v["to_move"] == 0
    assert v["phase"] == 1 and v["discarded"] == c("R10")
    assert v["piles"][4] == [c("R10")]
    # copies and hiding in general: tests/test_protocol.py


def test_move_notation_round_trips_and_rejects_nonsense():
    s = deal_state(HAND0, HAND1)
    assert lc.move_text(s, c("Y5")) == "play Y5"
    assert lc.move_text(s, lc.DISCARD + c("B3")) == "discard B3"
    assert lc.move_text(s, lc.DRAW_DECK) == "draw deck"
    assert lc.move_text(s, lc.DRAW_PILE + 4) == "draw R"
    assert parse(s, "play Bx") == c("Bx")
    for bad in ["", "play", "jump Y5", "play Q5", "draw Z", "play Y5 now"]:
        with pytest.raises(ValueError):
            parse(s, bad)


def check_invariants(s):
    # every card in one place: tests/test_protocol.py; here the hand sizes
    if not s.done:
        if s.phase == 0:
            assert len(s.hands[0]) == 8 and len(s.hands[1]) == 8
        else:
            assert len(s.hands[s.seat]) == 7


def test_two_thousand_seeded_random_games_keep_eight_cards_in_hand():
    # After every move of thousands of whole games: eight cards in each hand,
    # seven in the mover's between playing and drawing.
    for seed in range(2000):
        s = lc.new(2, seed)
        rng = Rng(seed + 1)
        while not lc.over(s):
            legal = lc.legal(s)
            assert legal
            lc.play(s, lc.DRAW_DECK if s.phase == 1 and rng.chance(1, 2) else rng.choice(legal))
            check_invariants(s)
