"""Digging bots: legal, fair (they see only their view), never stalling, and
playing the way a partner would."""
import copy

from hypothesis import given, settings, strategies as st

from engine.games.digging import rules as g
from engine.games.digging import cards as dc
from engine.games.digging import bot as bots
from engine.games.digging.bot_memory import unseen_counts
from engine.games.digging.bot_memory import ClosedMemory
from engine.rng import Rng, derive
from test_digging_rules import table, run, give_any

LEVELS = bots.LEVELS     # hard-2026 (the frozen bench opponent) included


def play_match(levels, seed, cap=2000):
    """A whole match; fails if a round takes more than `cap` turns."""
    state = g.new(4, seed)
    rounds = 0
    while True:
        players = [bots.Bot(s, levels[s], derive(seed, s + 10 * rounds)) for s in range(4)]
        turns = 0
        while not g.over(state):
            seat = g.to_move(state)
            for s in range(4):
                players[s].observe(g.view(state, s))
            move = players[seat].choose(g.view(state, seat))
            assert move in g.legal(state)
            g.play(state, move)
            turns += 1
            assert turns < cap, "a round did not end"
        rounds += 1
        if g.match_over(state):
            return state, rounds
        assert rounds < 100
        state = g.next_round(state)


def test_every_level_finishes_whole_matches():
    for i, level in enumerate(LEVELS):
        state, rounds = play_match((level,) * 4, 40 + i)
        assert g.match_over(state) and max(g.totals(state)) >= 60
    state, rounds = play_match(("hard", "normal", "easy", "random"), 9)
    assert g.match_over(state)


def random_states(seed, picks):
    state = g.new(4, seed)
    rng = Rng(seed)
    for pick in picks:
        if g.over(state):
            return
        yield state
        legal = g.legal(state)
        move = legal[pick % len(legal)]
        if g.split_move(move)[0] == g.GIVE and rng.chance(2, 3):
            move = legal[0]
        g.play(state, move)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.lists(st.integers(0, 999), min_size=20, max_size=150))
def test_bots_see_the_same_legal_moves_and_count_cards_right(seed, picks):
    # Closed mines lie face down: the count holds because each seat remembers
    # every mine as it last saw it open.
    memories = [ClosedMemory() for _ in range(4)]
    for state in random_states(seed, picks):
        for s in range(4):
            memories[s].observe(g.view(state, s))
        seat = g.to_move(state)
        view = g.view(state, seat)
        assert view["closed"] is None
        assert g.legal_from_view(view) == g.legal(state)
        unseen = unseen_counts(view, memories[seat])
        hidden = list(state.pile)
        for s in range(4):
            if s != seat:
                hidden += state.hands[s]
        assert unseen == [hidden.count(card) for card in range(dc.KINDS)]


def hide_differently(state, seat, rng):
    """The same table for `seat`, with the other hands and the pile dealt anew."""
    other = copy.deepcopy(state)
    others = [s for s in range(4) if s != seat]
    pool = list(other.pile)
    for s in others:
        pool += other.hands[s]
    rng.shuffle(pool)
    for s in others:
        n = len(other.hands[s])
        other.hands[s] = sorted(pool[:n])
        pool = pool[n:]
    other.pile = pool
    return other


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.lists(st.integers(0, 999), min_size=20, max_size=150))
def test_bots_decide_from_their_view_only(seed, picks):
    rng = Rng(seed)
    for state in random_states(seed, picks):
        seat = g.to_move(state)
        other = hide_differently(state, seat, rng)
        view = g.view(state, seat)
        assert g.view(other, seat) == view
        for level in LEVELS:
            a = bots.Bot(seat, level, seed).choose(view)
            b = bots.Bot(seat, level, seed).choose(g.view(other, seat))
            assert a == b


def hard_choice(state, level="hard"):
    seat = g.to_move(state)
    move = bots.Bot(seat, level, 5).choose(g.view(state, seat))
    return g.move_text(state, move)


def test_hard_closes_a_small_mine_on_its_teams_last_turn():
    # Seat 0 owns a silver mine worth 2 and holds a closer. Seat 1 draws the
    # last card, seat 2 (the partner) plays its last turn: seat 0's turn is
    # its team's last, so a closer has no later use and an open mine scores 0.
    hands = ["Ms Cs X Cc", "", "", ""]
    pile = table(hands).pile
    # Seat 0 draws pile cards 6, 10, 14, ...: plain chests, so it holds one closer.
    plain = [c for c in pile if dc.CHEST <= c < dc.CLOSER]
    other = [c for c in pile if not dc.CHEST <= c < dc.CLOSER]
    order = []
    for i in range(len(pile)):
        order.append(plain.pop() if (i >= 6 and (i - 6) % 4 == 0) or not other else other.pop())
    state = table(hands, pile=[dc.card_text(c) for c in order])
    run(state, "open Ms 0", "draw", "draw", "draw", "work Cs 0.0")
    while state.pile:
        run(state, "draw")
    assert state.hands[0].count(dc.CLOSER) == 1
    give_any(state)                       # seat 2's last turn
    give_any(state)                       # seat 3's
    assert g.to_move(state) == 0 and state.final_left == 2
    assert hard_choice(state) == "close 0.0"
    # Today's frozen hard gave a card away here (closing cost it 1.5 + 0.3 x 2).
    assert hard_choice(state, "hard-2026") != "close 0.0"


def test_hard_closes_its_mine_when_the_fight_on_it_is_lost():
    # Seat 1 raids seat 0's silver mine (worth 2) with B12; the partner (seat 2)
    # has passed the fight by, seat 0's best bandit is B1: the mine is lost
    # unless seat 0 closes it, which keeps its 2 points from the raiders.
    state = table(["Ms Cs X B1 Cc", "B12", "", ""])
    run(state, "open Ms 0", "draw", "draw", "draw", "work Cs 0.0", "attack B12 0.0",
        "draw", "draw")
    view = g.view(state, 0)
    assert view["fight"]["may_add"] == [0] and view["pile"] > 20
    assert hard_choice(state) == "close 0.0"
    assert hard_choice(state, "hard-2026") != "close 0.0"


def test_hard_closes_its_team_mine_when_a_raid_would_take_it():
    # Seat 0 owns a gold mine with two chests; seat 1 attacks with B12.
    state = table(["Mg Cg Cg X B1", "B12", "", "B11"])
    run(state, "open Mg 0", "draw", "draw", "draw", "work Cg 0.0", "draw", "draw", "draw",
        "work Cg 0.0", "attack B12 0.0", "draw", "draw")
    assert g.to_move(state) == 0 and state.fight is not None
    assert hard_choice(state) == "close 0.0"


def test_hard_joins_only_when_its_bandit_changes_the_outcome():
    # Seat 1 owns the mine; seat 0 attacks with B12; seat 1 holds only B1.
    state = table(["B12 Mg Cg Cg", "B1", "", ""])
    run(state, "open Mg 1", "draw", "draw", "draw", "work Cg 1.0", "draw", "draw", "draw",
        "work Cg 1.0", "draw", "draw", "draw", "attack B12 1.0")
    assert g.to_move(state) == 1
    assert not hard_choice(state).startswith("join")


def test_hard_raids_an_unguarded_rich_mine_with_a_big_bandit():
    # Seat 1 owns a gold mine with a double first; seat 0 holds all nine
    # closers, so nobody can close the mine during the fight.
    state = table(["X X X X X X", "Mg Dg Cg Cg", "", ""],
                  pile=["X", "Cc", "Cc", "X", "Cc", "Cc", "X", "Cc", "Cc", "B12"])
    run(state, "draw", "open Mg 1", "draw", "draw", "draw", "work Dg 1.0", "draw", "draw",
        "draw", "work Cg 1.0", "draw", "draw", "draw", "work Cg 1.0", "draw", "draw")
    assert g.to_move(state) == 0
    assert hard_choice(state) == "attack B12 1.0"


def test_hard_puts_the_double_first_and_never_works_opponents_mines():
    state = table(["Mg Cg Dg", "", "", ""])
    run(state, "open Mg 0", "draw", "draw", "draw")
    assert hard_choice(state) == "work Dg 0.0"
    state = table(["Cg", "Mg", "", ""])
    run(state, "draw", "open Mg 1", "draw", "draw")
    assert not hard_choice(state).startswith("work")


def test_hard_closes_its_best_mine_on_its_last_turn():
    state = table(["Mg Ms Cg Cg Cs X", "", "", ""])
    run(state, "open Mg 0", "draw", "draw", "draw", "open Ms 0", "draw", "draw", "draw",
        "work Cg 0.0", "draw", "draw", "draw", "work Cg 0.0", "draw", "draw", "draw",
        "work Cs 0.1")
    while state.pile:
        run(state, "draw")
    while g.to_move(state) != 0:
        give_any(state)
    assert hard_choice(state) == "close 0.0"      # gold 6 before silver 2


def test_hard_feeds_its_partner_a_closer_in_the_last_turns():
    state = table(["X", "", "", ""])
    while state.pile:
        run(state, "draw")
    assert g.to_move(state) == 0 and state.final_left == 4
    assert hard_choice(state) == "give X"     # seat 2 still plays after seat 0


def test_bots_never_give_while_the_pile_lasts():
    for level in ("easy", "normal", "hard", "random"):
        state = g.new(4, 3)
        while state.pile and not g.over(state):
            seat = g.to_move(state)
            move = bots.Bot(seat, level, 1).choose(g.view(state, seat))
            assert g.split_move(move)[0] != g.GIVE
            g.play(state, move)


def test_whole_bot_matches_run_under_micropython_in_112k():
    # They need about 88 KB here (64-bit objects); the cap keeps a margin,
    # since MicroPython's conservative GC varies a little from run to run.
    from engine.games import GAMES
    from test_micropython import run_micropython
    index = [row[0] for row in GAMES].index("digging")
    rc, out = run_micropython("112k", "lane", [index, 3, 77])
    assert rc == 0 and "OK" in out, out[-2000:]
    for level in ("easy", "normal", "hard", "mixed"):
        assert level + " match ok" in out


def test_hard_with_a_spare_closer_kills_an_opponents_empty_gold_mine():
    state = table(["X X", "Mg", "", ""])        # a spare closer makes it pay
    run(state, "draw", "open Mg 1", "draw", "draw")
    assert hard_choice(state, "hard-2026") == "close 1.0"
    # Hard values a draw at 1.8 (a card in hand keeps its options; it won more
    # matches): the kill is still its best play of a card, but it draws first.
    assert hard_choice(state) == "draw"
    from engine.games.digging.bot_info import Knowledge
    from engine.games.digging.bot_score import score
    view = g.view(state, g.to_move(state))
    k = Knowledge(view, True, None, True)
    plays = [m for m in g.legal_from_view(view) if m != dc.DRAW]
    best = max(plays, key=lambda m: score(k, m, True))
    assert g.move_text(state, best) == "close 1.0"


def test_hard_joins_a_fight_its_bandit_can_turn():
    # Seat 0 attacks seat 1's gold mine with B5; seat 1 holds B9 and no closer.
    state = table(["B5 Mg Cg Cg", "B9", "", ""])
    run(state, "open Mg 1", "draw", "draw", "draw", "work Cg 1.0", "draw", "draw", "draw",
        "work Cg 1.0", "draw", "draw", "draw", "attack B5 1.0")
    assert dc.CLOSER not in state.hands[1]
    assert hard_choice(state) == "join B9"


def test_hard_remembers_closed_mines_and_a_fresh_bot_does_not():
    # Seat 0 closes a gold mine worked with Dg and Cg: it is face down now.
    state = table(["Mg Dg Cg X", "", "", ""])
    bot = bots.Bot(1, "hard", 3)
    bot.observe(g.view(state, 1))
    for text in ("open Mg 0", "draw", "draw", "draw", "work Dg 0.0", "draw", "draw", "draw",
                 "work Cg 0.0", "draw", "draw", "draw", "close 0.0"):
        run(state, text)
        bot.observe(g.view(state, 1))
    view = g.view(state, 1)
    assert view["closed"] is None and view["closed_count"] == [1, 0]
    remembered = unseen_counts(view, bot.memory)
    forgot = unseen_counts(view)
    for text in ("Mg", "Dg", "Cg"):
        card = dc.parse_card(text)
        assert remembered[card] == forgot[card] - 1
    assert remembered[dc.CLOSER] == forgot[dc.CLOSER]
    hidden = list(state.pile) + state.hands[0] + state.hands[2] + state.hands[3]
    assert remembered == [hidden.count(card) for card in range(dc.KINDS)]


def test_hard_2026_is_a_bench_level_only():
    from engine.app.match import LEVELS as OFFERED
    assert "hard-2026" in bots.LEVELS and "hard-2026" not in OFFERED
