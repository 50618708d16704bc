"""The Digging screen, drawn headless: the press flow gives the right moves
(draw, give, and a card to each kind of target), cards with nowhere to go are
refused with a reason, a given card is never drawn for the other team, the
fight panel shows the view's totals and the round's scoring matches the
rules. tools/shots.py draws its scenes
for docs/screens/."""
import os

import pytest
from hypothesis import given, settings, strategies as st
from screen_harness import (  # noqa: F401 (one_display: the module's display fixture)
    count_nodes, frame, one_display, play_out, press_through, redrawn_by, release, rgb565, shown)

from engine import buttons as B
from engine.games.digging.bot import Bot
from engine.games.digging import rules as g
from engine.games.digging import screen as ui
from engine.games.digging import words
from engine.games.digging.screen import Screen
from engine.games.digging.result import ROWS, mine_sum
from engine.ui import theme

NAMES = ["You", "Bot 2", "Bot 3", "Bot 4"]

# Dealt in turn: card i goes to seat i % 4 (round 1 starts with seat 0).
HANDS = (
    "Mg Cg X B7 Dg Cs",     # seat 0
    "Ms Cs B5 Cc Mc X",     # seat 1
    "Mc Cc B2 Cg Cs X",     # seat 2
    "Ms B9 Cc Cg Mg X",     # seat 3
)


def deal(hands=HANDS, pile=""):
    rows = [h.split() for h in hands]
    cards = []
    for i in range(6):
        for seat in range(4):
            cards.append(rows[seat][i])
    return " ".join(cards) + (" " + pile if pile else "")


def state(*moves, hands=HANDS, pile=""):
    s = g.new(4, 3, deal=deal(hands, pile))
    for text in moves:
        g.play(s, g.parse_move(s, text))
    return s


OPENED = ("open Mg 0", "open Ms 1", "open Mc 2", "open Ms 3")


def turn(s, seat=None):
    sc = Screen(g, 240, 240, NAMES)
    sc.begin_turn(s, g.to_move(s) if seat is None else seat)
    return sc


def to_card(sc, s, text):
    """In the card step, moves the cursor to the first card `text`."""
    card = g.dc.parse_card(text)
    for _ in range(len(sc.view["hand"])):
        if sc.view["hand"][sc.sel] == card:
            return
        assert sc.press(s, B.RIGHT) is None
    raise AssertionError("no " + text + " in the hand")


def play(sc, s, card, steps=0):
    """Play -> card -> target (RIGHT `steps` times) -> A: the move's text."""
    assert sc.mode == ui.BAR and sc.bar_sel == ui.BAR_PLAY
    assert sc.press(s, B.A) is None and sc.mode == ui.CARD
    to_card(sc, s, card)
    assert sc.press(s, B.A) is None and sc.mode == ui.TARGET
    for _ in range(steps):
        assert sc.press(s, B.RIGHT) is None
    move = sc.press(s, B.A)
    assert move in g.legal(s)
    return g.move_text(s, move)


# --- the press flow ------------------------------------------------------------

def test_draw_is_the_bar_s_first_action():
    s = state()
    sc = turn(s)
    assert sc.press(s, B.LEFT) is None and sc.bar_sel == ui.BAR_GIVE
    assert sc.press(s, B.LEFT) is None and sc.bar_sel == ui.BAR_DRAW
    assert sc.press(s, B.A) == g.parse_move(s, "draw")


def test_give_picks_a_card_and_gives_it_to_the_partner():
    s = state()
    sc = turn(s)
    sc.press(s, B.LEFT)
    sc.press(s, B.A)
    assert sc.mode == ui.CARD and sc.table.head.text == "Give which?"
    assert sc.table.keys.text == "LEFT/RIGHT: card\nA: give  B: back"
    to_card(sc, s, "Cs")
    assert sc.table.detail.text.startswith("silver chest to Bot 3")
    assert g.move_text(s, sc.press(s, B.A)) == "give Cs"


def test_a_mine_may_open_in_front_of_any_seat_starting_with_your_own():
    s = state()
    assert play(turn(s), s, "Mg") == "open Mg 0"
    # Screen order: you, the left opponent (seat 1), your partner, the right.
    assert play(turn(s), s, "Mg", 1) == "open Mg 1"
    assert play(turn(s), s, "Mg", 2) == "open Mg 2"
    assert play(turn(s), s, "Mg", 3) == "open Mg 3"
    assert play(turn(s), s, "Mg", 4) == "open Mg 0"     # the cursor wraps


def test_chests_closers_and_bandits_go_only_to_their_legal_mines():
    s = state(*OPENED)
    assert play(turn(s), s, "Cg") == "work Cg 0.0"
    assert play(turn(s), s, "Dg") == "work Dg 0.0"
    assert play(turn(s), s, "Cs") == "work Cs 1.0"
    assert play(turn(s), s, "Cs", 1) == "work Cs 3.0"
    assert [play(turn(s), s, "X", k) for k in range(4)] == \
        ["close 0.0", "close 1.0", "close 2.0", "close 3.0"]
    assert play(turn(s), s, "B7") == "attack B7 1.0"
    assert play(turn(s), s, "B7", 1) == "attack B7 3.0"


def test_the_target_step_greys_every_mine_the_card_cannot_go_to():
    s = state(*OPENED)
    sc = turn(s)
    sc.press(s, B.A)
    to_card(sc, s, "B7")
    sc.press(s, B.A)
    t = sc.table
    ours = t.displays[0].chips[0]          # your own gold mine: not a target
    theirs = t.displays[1].chips[0]        # the left opponent's silver mine
    assert ours.text.color != theirs.text.color
    assert t.mark.where() == t.chip_box(1, 0)
    assert sc.table.detail.text == "1/2 attack Bot 2's silver mine"
    assert sc.table.head.text == "Bandit 7"


def test_a_bandit_joins_the_open_fight_for_its_own_team():
    s = state(*OPENED, "attack B7 1.0")
    assert play(turn(s), s, "B5") == "join B5"


def test_b_steps_back_from_target_to_card_to_bar():
    s = state(*OPENED)
    sc = turn(s)
    sc.press(s, B.A)
    to_card(sc, s, "X")
    sc.press(s, B.A)
    assert sc.mode == ui.TARGET
    assert sc.press(s, B.B) is None and sc.mode == ui.CARD
    assert sc.table.mark.where() is None
    assert sc.press(s, B.B) is None and sc.mode == ui.BAR


def test_a_card_with_nowhere_to_go_is_greyed_and_refused_with_a_reason():
    s = state()                 # no mine is open yet
    sc = turn(s)
    sc.press(s, B.A)
    assert sc.view["hand"][sc.sel] == g.dc.parse_card("Mg")    # the cursor starts on a playable card
    to_card(sc, s, "Cg")
    assert sc.table.hand_palettes[sc.sel][3] != 0xF5C518   # greyed gold
    assert sc.press(s, B.A) is None
    assert sc.mode == ui.CARD
    assert sc.why == "Not allowed: no open gold mine"
    assert sc.table.detail.text == sc.why
    to_card(sc, s, "B7")
    assert sc.press(s, B.A) is None and "no opponents' mine" in sc.why


def test_an_empty_pile_refuses_draw_and_pass_is_shown_only_when_alone():
    s = state()
    s.pile = []
    sc = turn(s)
    sc.bar_sel = ui.BAR_DRAW
    assert sc.press(s, B.A) is None
    assert sc.why == "The pile is empty: give or play"
    assert [lab.text for lab in sc.table.bar_labels] == ["Draw", "Give", "Play"]
    s.hands[0] = []
    sc = turn(s)
    assert [lab.text for lab in sc.table.bar_labels] == ["", "Pass", ""]
    assert sc.table.detail.text == "Your turn: no card, no pile: A passes"
    assert g.move_text(s, sc.press(s, B.A)) == "pass"


def _ink_columns(rows, y0, y1, colour=None):
    """The x of every column of rows y0..y1 holding a pixel off the felt (or of `colour`)."""
    felt = rgb565(theme.BG)
    want = None if colour is None else rgb565(colour)
    return [x for x in range(240)
            if any((rows[y][x] != felt) if want is None else (rows[y][x] == want) for y in range(y0, y1))]


def test_the_bar_s_line_keeps_the_spaces_between_its_keys():
    # The line was cut to one line by wrap(), which closed up the three
    # spaces: "LEFT/RIGHT, A X: help" read as one key "A X" (issue 26).
    s = state(*OPENED)
    sc = turn(s)
    assert sc.table.detail.text == "Your turn: LEFT/RIGHT, A   X: help"
    ink = _ink_columns(frame(sc), MSG_Y + 24, 240)
    gaps = [b - a - 1 for a, b in zip(ink, ink[1:])]
    assert max(gaps) >= 14      # three letters' room between "A" and "X"


def test_a_dimmed_action_says_why_while_the_cursor_rests_on_it():
    # Only A on a dimmed Play said why (issue 26). No mine is open: none of
    # these chests can go anywhere, so Play is dimmed.
    s = state(hands=("Cg Cs Cc Dg Cs Cg",) + HANDS[1:])
    sc = turn(s)
    d = shown(sc)
    assert sc._plays() == [] and sc.bar_sel == ui.BAR_DRAW
    assert sc.table.bar_labels[ui.BAR_PLAY].color == theme.TEXT_DIM
    keys = sc.table.detail.text
    assert keys.rstrip() == "Your turn: LEFT/RIGHT, A   X: help"
    assert redrawn_by(d, sc.press, s, B.RIGHT) <= 240 * 240 * 5 // 100     # onto Give
    # onto Play: the line says why; the line is padded to the same box, so
    # the step redraws one line and the frame (6.8%), not two boxes (11%)
    assert redrawn_by(d, sc.press, s, B.RIGHT) <= 240 * 240 * 7 // 100
    assert sc.bar_sel == ui.BAR_PLAY
    assert sc.table.detail.text == "Play is dimmed: no card can go anywhere"
    assert redrawn_by(d, sc.press, s, B.LEFT) <= 240 * 240 * 7 // 100     # off it: the keys again
    assert sc.table.detail.text == keys
    # A on it still refuses, and the refusal stays through the steps
    sc.press(s, B.RIGHT)
    sc.press(s, B.A)
    assert sc.mode == ui.BAR and sc.table.detail.text == words.BAR_REFUSALS[ui.BAR_PLAY]
    # Draw with the pile empty
    s = state()
    s.pile = []
    sc = turn(s)
    assert sc.table.detail.text.rstrip() == "Your turn: LEFT/RIGHT, A   X: help"
    sc.press(s, B.LEFT)
    sc.press(s, B.LEFT)
    assert sc.bar_sel == ui.BAR_DRAW
    assert sc.table.detail.text.rstrip() == "Draw is dimmed: the pile is empty"


def test_the_card_step_shows_its_keys_beside_its_headline():
    # "Play which card?" showed no keys (issue 26): LEFT/RIGHT, A and B now
    # sit in two small lines right of a shorter headline, and stay through
    # the steps (a label that does not change redraws nothing).
    s = state(*OPENED)
    sc = turn(s)
    sc.press(s, B.A)
    assert sc.mode == ui.CARD
    rows = frame(sc)
    keys = _ink_columns(rows, MSG_Y, MSG_Y + 24, theme.TEXT_DIM)
    head = _ink_columns(rows, MSG_Y, MSG_Y + 24, theme.SEATS[0])
    assert len(keys) > 60 and keys[-1] < 240
    assert head and head[-1] + 4 <= keys[0]           # clear of the headline
    assert sc.table.head.text == "Play which?"
    assert sc.table.keys.text == "LEFT/RIGHT: card\nA: play  B: back"
    d = shown(sc)
    assert 0 < redrawn_by(d, sc.press, s, B.RIGHT) <= 240 * 240 * 5 // 100
    assert sc.table.keys.text == "LEFT/RIGHT: card\nA: play  B: back"
    # the target step's headline is the card, too long for them: they go
    sc.press(s, B.A)
    assert sc.mode == ui.TARGET and sc.table.keys.text == ""
    sc.press(s, B.B)
    assert sc.mode == ui.CARD and sc.table.keys.text.startswith("LEFT/RIGHT")
    sc.press(s, B.B)
    assert sc.mode == ui.BAR and sc.table.keys.text == ""
    # a card with nowhere to go: refused, the keys stay
    s = state()
    sc = turn(s)
    sc.press(s, B.A)
    to_card(sc, s, "Cg")
    sc.press(s, B.A)
    assert sc.why.startswith("Not allowed") and sc.table.keys.text.startswith("LEFT/RIGHT")
    # a reason too long for its line wraps into small lines from y 216: the
    # keys (y 204-228) would cross them, so they go while it shows
    to_card(sc, s, "B7")
    sc.press(s, B.A)
    assert sc.table.head.text == "" and "\n" in sc.table.detail.text and sc.table.keys.text == ""
    sc.press(s, B.RIGHT)
    assert sc.table.keys.text.startswith("LEFT/RIGHT")
    # giving: the partner's name moves to each card's line
    sc.press(s, B.B)
    sc.press(s, B.LEFT)
    sc.press(s, B.A)
    assert sc.table.head.text == "Give which?"
    assert sc.table.keys.text == "LEFT/RIGHT: card\nA: give  B: back"


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from([B.UP, B.DOWN, B.LEFT, B.RIGHT, B.A, B.B]),
                min_size=1, max_size=80), st.integers(0, 50))
def test_any_presses_give_only_legal_moves(presses, seed):
    s = g.new(4, seed)
    sc = Screen(g, 240, 240, NAMES)
    press_through(g, s, sc, presses)


def test_x_explains_the_mine_chips_until_the_next_press():
    s = state(*OPENED)
    sc = turn(s)
    sc.press(s, B.A)
    to_card(sc, s, "X")
    sc.press(s, B.A)
    c = sc.table.centre
    scores = [lab.text for lab in c]
    assert sc.press(s, B.X) is None
    assert c[0].text == "Reading a mine:" and c[2].text == "3+D: 3 chests + a double"
    assert all(len(lab.text) <= 25 for lab in c)
    assert sc.press(s, B.RIGHT) is None            # the press still counts
    assert [lab.text for lab in c] == scores and sc.tsel == 1
    sc.press(s, B.X)
    assert sc.press(s, B.X) is None and [lab.text for lab in c] == scores
    assert g.move_text(s, sc.press(s, B.A)) == "close 1.0"


# --- words ---------------------------------------------------------------------

def test_describe_says_the_move_as_a_player_would():
    s = state(*OPENED)
    sc = Screen(g, 240, 240, NAMES)
    assert sc.describe(s, g.parse_move(s, "draw")) == "Draw a card"
    assert sc.describe(s, g.parse_move(s, "give Cs")) == "Give Cs to your partner"
    assert sc.describe(s, g.parse_move(s, "attack B7 1.0")) == \
        "Attack Bot 2's silver mine with bandit 7"
    assert sc.describe(s, g.parse_move(s, "work Dg 0.0")) == \
        "Put a double gold chest on your gold mine"
    s = state()
    assert sc.describe(s, g.parse_move(s, "open Mg 0")) == "Open a gold mine in front of you"
    assert sc.describe(s, g.parse_move(s, "open Mg 1")) == "Open a gold mine in front of Bot 2"


def test_bot_moves_are_told_with_a_hold_that_lets_a_player_follow():
    s = state("open Mg 0")
    sc = Screen(g, 240, 240, NAMES)
    sc.show(s, 0)
    move = g.parse_move(s, "open Ms 1")
    hold = sc.show_move(s, 1, move, g.play(s, move), 0)
    assert sc.table.head.text == "Bot 2 opens a mine"
    assert sc.table.detail.text == "a silver mine in front of Bot 2"
    assert hold >= 1500
    move = g.parse_move(s, "draw")
    assert sc.show_move(s, 2, move, g.play(s, move), 0) >= 1000
    assert sc.table.head.text == "Bot 3 draws a card"
    assert sc.table.detail.text == "pile: 35 left"
    move = g.parse_move(s, "work Cg 0.0")
    sc.show_move(s, 3, move, g.play(s, move), 0)
    assert sc.table.detail.text == "a gold chest on your mine"
    # Only the one who drew hears which card it was.
    sc.begin_turn(s, 0)
    move = sc.press(s, B.LEFT) or sc.press(s, B.LEFT) or sc.press(s, B.A)
    assert move == g.parse_move(s, "draw")
    top = s.pile[-1]
    sc.show_move(s, 0, move, g.play(s, move), 0)
    assert sc.table.detail.text == ui.words.a_card(top) + "; pile: 34 left"


def test_long_names_are_shortened_to_keep_the_headline_big():
    s = state()
    sc = Screen(g, 240, 240, ["Player 1", "Player 2", "Player 3", "Player 4"])
    sc.show(s, 0)
    move = g.parse_move(s, "open Mg 2")
    sc.show_move(s, 0, move, g.play(s, move), 0)
    assert sc.table.head.text == "P1 opens a mine"
    assert sc.table.detail.text == "a gold mine in front of Player 3"


def _too_long(sc, where, bad):
    t = sc.table
    if len(t.head.text) > 19:           # 12-pixel letters across 240 pixels
        bad.append((where, t.head.text))
    if max(len(line) for line in t.detail.text.split("\n")) > 39:  # 6-pixel letters from x=4
        bad.append((where, t.detail.text))
    for lab in t.centre:                # between the side columns
        if len(lab.text) > 25:
            bad.append((where, lab.text))
    if t.keys.text and len(t.head.text) > 11:   # the keys sit right of the headline
        bad.append((where, t.head.text + " | " + t.keys.text))


@pytest.mark.parametrize("names", [NAMES, ["Player 1", "Player 2", "Player 3", "Player 4"]])
def test_every_line_fits_its_place_through_whole_rounds(names):
    bad = []
    for seed in range(2):
        s = g.new(4, seed)
        sc = Screen(g, 240, 240, names)
        bots = [Bot(i, ("easy", "hard")[seed], seed + i) for i in range(4)]
        while not g.over(s):
            seat = g.to_move(s)
            sc.begin_turn(s, seat)
            sc.press(s, B.A)
            for _ in sc.view["hand"]:
                _too_long(sc, "card", bad)
                if sc.mode == ui.CARD and sc._plays(sc.view["hand"][sc.sel]):
                    sc.press(s, B.A)
                    _too_long(sc, "target", bad)
                    sc.press(s, B.RIGHT)
                    _too_long(sc, "target", bad)
                    sc.press(s, B.B)
                sc.press(s, B.RIGHT)
            move = bots[seat].choose(g.view(s, seat))
            events = g.play(s, move)
            sc.show_move(s, seat, move, events, (seat + seed) % 4)
            _too_long(sc, g.move_text(s, move), bad)
    assert bad == [], sorted(set(b[1] for b in bad))[:40]


# --- hidden cards --------------------------------------------------------------

def test_a_given_card_is_never_drawn_for_the_other_team():
    # Seat 0 gives its last card: Cs in one deal, Cc in the other (the other
    # copy sits in seat 2's hand, equally hidden from seat 1).
    a_hands = HANDS
    b_hands = ("Mg Cg X B7 Dg Cc", HANDS[1], "Mc Cs B2 Cg Cs X", HANDS[3])
    a_hands = ("Mg Cg X B7 Dg Cs", HANDS[1], "Mc Cc B2 Cg Cs X", HANDS[3])
    frames = []
    details = []
    for hands, card in ((a_hands, "Cs"), (b_hands, "Cc")):
        s = state(hands=hands)
        sc = Screen(g, 240, 240, NAMES)
        sc.show(s, 1)
        move = g.parse_move(s, "give " + card)
        sc.show_move(s, 0, move, g.play(s, move), 1)
        frames.append(frame(sc))
        details.append(sc.table.detail.text)
        sc.begin_turn(s, 1)
        frames.append(frame(sc))
    assert frames[0] == frames[2] and frames[1] == frames[3]
    assert details[0] == details[1] == "a card face down to Bot 3"
    # The giver and the receiver see which card it was.
    s = state()
    sc = Screen(g, 240, 240, NAMES)
    move = g.parse_move(s, "give Cs")
    events = g.play(s, move)
    sc.show_move(s, 0, move, events, 2)
    assert sc.table.detail.text == "a silver chest to you"
    assert sc.table.head.text == "You give a card"


def test_closed_mines_show_only_as_counts_until_the_round_is_over():
    # A closed mine lies face down (the rulebook): the table shows how many
    # each team closed, not their points; the close itself tells the value.
    frames = []
    for hidden in ([1], [1, 4, 4]):
        s = state(*OPENED, "work Cg 0.0", "work Cs 1.0", "draw", "draw")
        sc = Screen(g, 240, 240, NAMES)
        sc.show(s, 1)
        move = g.parse_move(s, "close 1.0")
        sc.show_move(s, 0, move, g.play(s, move), 1)
        assert sc.table.detail.text == "your silver mine: 2 for Bot 2+Bot 4"
        s.closed[1] = [hidden]          # what lies face down cannot show
        sc.begin_turn(s, 1)
        c = sc.table.centre
        teams = sc.table.panel.teams
        assert (c[2].text, c[3].text) == ("Closed", "Match")
        # the teams' numbers in big digits: closed mines over match points
        assert [row.split() for row in teams.text.split("\n")] == [["1", "0"], ["0", "0"]]
        assert teams.scale == 2
        frames.append(frame(sc))
    assert frames[0] == frames[1]


# --- fights --------------------------------------------------------------------

def test_the_fight_panel_shows_the_view_s_totals_and_who_may_add():
    s = state(*OPENED, "attack B7 1.0", "join B5")
    sc = Screen(g, 240, 240, NAMES)
    sc.show(s, 0)
    f = g.view(s, 0)["fight"]
    assert (f["attack"], f["defend"]) == (7, 5)
    c = sc.table.centre
    assert c[4].text == "You attack B2's silver"
    n = sc.table.panel.fight_n          # attack against defence, big
    assert n.text == "7>5" and n.scale == 2
    assert c[5].text == "May add: B3, B4"
    assert sc.table.fight.where() == sc.table.chip_box(1, 0)


def test_a_settled_fight_is_held_and_stays_in_the_panel():
    s = state(*OPENED, "attack B7 1.0", "join B5", "draw")
    sc = Screen(g, 240, 240, NAMES)
    sc.show(s, 0)
    move = g.parse_move(s, "draw")
    events = g.play(s, move)           # seat 3 draws; then the fight settles
    assert ("fight", "won", 0, 1, 0, 7, 5) in events
    hold = sc.show_move(s, 3, move, events, 0)
    assert hold == ui.HOLD_FIGHT_MS
    assert sc.table.detail.text == "You take Bot 2's silver mine"
    assert sc.table.centre[4].text == "Last fight: mine taken"
    assert sc.table.panel.fight_n.text == "7>5"
    assert sc.table.centre[5].text == "now your mine"
    assert sc.led(events) == ui.theme.SEATS[0]
    assert sc.keep(events) is True
    # The taken mine now stands in front of the winner, framed.
    assert sc.table.mark.where() == sc.table.chip_box(0, 1)
    sc.begin_turn(s, 0)
    assert sc.table.centre[4].text == "Last fight: mine taken"


# --- scoring -------------------------------------------------------------------

def test_mine_sums_follow_the_rules_value():
    assert mine_sum([0, 6, 3, 3, 3]) == "3x5x2=30"
    assert mine_sum([1, 4, 7]) == "2x3=6"
    assert mine_sum([2]) == "1x0=0"


def bot_round(seed):
    return play_out(g, g.new(4, seed), [Bot(i, "normal", seed + i) for i in range(4)])


def test_round_result_values_match_the_rules_scoring():
    for seed in (1, 2, 3):
        s = bot_round(seed)
        sc = Screen(g, 240, 240, NAMES)
        assert sc.round_result(s, 0) is True
        assert sc.round_result(s, 1) is False
        sc.round_result(s, 0)
        points = g.scores(s)
        for side in range(2):
            rows = [lab.text for lab in sc.result.rows[side] if "=" in lab.text]
            mines = s.closed[side] + s.closed[side + 2]
            listed = len(mines) if len(mines) <= ROWS + 1 else ROWS
            assert len(rows) == listed
            if listed == len(mines):
                assert sum(int(r.split("=")[1]) for r in rows) == points[side]
            assert sc.result.totals[side].text == "= " + str(points[side])
        tot = g.totals(s)
        assert sc.result.match.text == "Match: You+Bot 3 %d, Bot 2+Bot 4 %d" % (tot[0], tot[1])


def test_the_match_winners_are_named_on_the_last_round():
    s = bot_round(4)
    s.history = [[58, 10, 58, 10]]
    sc = Screen(g, 240, 240, NAMES)
    sc.round_result(s, 0)
    if g.match_over(s):
        side = g.winners(s)[0]
        assert sc.result.win.text == ["You+Bot 3", "Bot 2+Bot 4"][side] + " win the match!"
        assert sc.result.prompt.text == "A: final table"


# --- drawing economy -----------------------------------------------------------

def test_presses_allocate_no_display_objects():
    s = state(*OPENED)
    sc = turn(s)
    before = count_nodes(sc.group)
    for b in (B.A, B.RIGHT, B.RIGHT, B.A, B.RIGHT, B.B, B.B, B.LEFT, B.RIGHT, B.A):
        sc.press(s, b)
    assert count_nodes(sc.group) == before


def test_every_cursor_step_redraws_at_most_5_percent_of_the_screen():
    five = 240 * 240 * 5 // 100
    s = state(*OPENED)
    sc = turn(s)
    d = shown(sc)

    def step(key):
        return redrawn_by(d, sc.press, s, key)

    for key in (B.LEFT, B.RIGHT):                   # the action bar: a frame moves
        assert 0 < step(key) <= five
    step(B.A)
    for key in (B.RIGHT,) * 6 + (B.LEFT,) * 2:      # the hand: a thin frame, one padded line
        assert 0 < step(key) <= five
    # Every card's places: the 2 px frame moves and one padded line is
    # rewritten (the first step rewrote a shorter line in a longer box: 9.7%).
    for card, places in (("X", 4), ("B7", 2), ("Cs", 2)):
        to_card(sc, s, card)
        step(B.A)
        assert len(sc.targets) == places
        for key in (B.RIGHT,) * (places + 1) + (B.DOWN, B.UP, B.LEFT):
            assert 0 < step(key) <= five
        step(B.B)
    # A mine's four new places ("+new mine" stays dim under the frame: one
    # brightened and dimmed again redrew two chips, 15%).
    s = state()
    sc = turn(s)
    d = shown(sc)
    step(B.A)
    to_card(sc, s, "Mg")
    step(B.A)
    assert len(sc.targets) == 4
    for key in (B.RIGHT,) * 5 + (B.LEFT,) * 2:
        assert 0 < step(key) <= five
    # A on Draw with the pile empty: the reason stays through the bar's steps
    # (putting the usual line back at the first step redrew 10%).
    s = state(*OPENED)
    s.pile = []
    sc = turn(s)
    d = shown(sc)
    while sc.bar_sel != ui.BAR_DRAW:
        step(B.LEFT)
    step(B.A)
    why = sc.table.detail.text
    assert sc.mode == ui.BAR and why == words.BAR_REFUSALS[ui.BAR_DRAW]
    for key in (B.RIGHT, B.RIGHT, B.LEFT):
        assert 0 < step(key) <= five
        assert sc.table.detail.text == why


def test_a_bot_only_round_runs_through_the_app_to_the_scoring():
    from app_driver import run_app, start_game, until

    seen = []

    def script(app, hw):
        yield from start_game(app, 3, [1, 1, 1, 1])
        yield from until(app, "result")
        seen.append(app.match.game.over(app.match.state))
        while app.where == "result":
            yield "A"
        seen.append(app.where)

    try:
        run_app(script)
    finally:
        release()    # one display at a time: leave none behind
    assert seen == [True, "table"]


def test_a_human_plays_by_buttons_through_the_app():
    from app_driver import human_move, run_app, start_game, until

    seen = []

    def script(app, hw):
        yield from start_game(app, 3, [0, 1, 1, 1])
        for _ in range(4):
            yield from until(app, "turn", "outcome")
            if app.where == "outcome":
                yield "A"
                continue
            before = len(app.match.moves)
            yield from human_move(app)
            seen.append(app.match.moves[before])

    try:
        app, hw = run_app(script)
    finally:
        release()
    assert len(seen) >= 3
    assert any(line.startswith("You: ") for line in hw.logs)
    assert any(line.startswith("Bot 2: ") for line in hw.logs)


# --- legibility and what each player is told (issue 12) ------------------------

HOT = ["Player 1", "Player 2", "Player 3", "Player 4"]
MSG_Y = 204         # the message area's top (digging table)


def test_a_message_too_long_for_its_line_is_wrapped_whole():
    sc = Screen(g, 240, 240, HOT)
    head = "Player 1 closes a mine"                      # 22: too long for big letters
    detail = "Player 2's silver mine: 15 for P1+P3 and more"
    sc.table.message(head, detail)
    lines = sc.table.detail.text.split("\n")
    assert sc.table.head.text == "" and 2 <= len(lines) <= 3
    assert max(len(line) for line in lines) <= 39
    assert " ".join(lines) == head + " - " + detail
    # the lines end at the screen's bottom edge
    assert sc.table.detail.anchored_position[1] == 240 - 12 * len(lines)
    sc.table.message("Bot 2 draws a card", "pile: 30 left")  # back to one line under the head
    assert sc.table.head.text == "Bot 2 draws a card"
    assert sc.table.detail.anchored_position[1] == MSG_Y + 24


def test_only_the_partner_is_told_which_card_a_give_brought():
    s = state()
    sc = Screen(g, 240, 240, HOT)
    sc.begin_turn(s, 0)
    move = g.parse_move(s, "give Cs")
    sc.show_move(s, 0, move, g.play(s, move), 0)
    sc.begin_turn(s, 1)                             # the other team: not a word of it
    assert "silver" not in sc.table.detail.text and "gave" not in sc.table.detail.text
    move = g.parse_move(s, "draw")
    sc.show_move(s, 1, move, g.play(s, move), 1)
    sc.begin_turn(s, 2)                             # the partner: which card, and on it
    assert sc.table.detail.text == "P1 gave you a silver chest"
    assert sc.table.detail.color == theme.OK
    assert sc.view["hand"][sc.sel] == g.dc.parse_card("Cs")
    # a frame round that card in the hand (the hand is sorted)
    from screen_harness import count
    k = sc.sel - sc.table.hand_first
    x = ui.HAND_X + k * ui.HAND_PITCH
    assert count(frame(sc), theme.ACCENT, x - 3, ui.HAND_Y - 3, x + 31, ui.HAND_Y + 38) > 40
    sc.press(s, B.RIGHT)                            # the next step shows the keys again
    assert "gave" not in sc.table.detail.text
    assert count(frame(sc), theme.ACCENT, 0, ui.HAND_Y - 3, 240, ui.HAND_Y + 38) == 0
    sc.begin_turn(s, 2)                             # told once
    assert "gave" not in sc.table.detail.text


def test_the_winners_screen_names_the_team_and_shows_team_totals():
    from engine.ui.results import Winners

    w = Winners(["Bot 1", "Bot 2", "Bot 3", "Bot 4"], [1, 3], [48, 61, 48, 61], True)
    texts = [lab.text for lab in w.group if hasattr(lab, "text")]
    assert texts[0] == "Team B wins!\nBot 2+Bot 4"
    assert texts[1:3] == ["A Bot 1+Bot 3 48", "B Bot 2+Bot 4 61"]
    w = Winners(["You", "Bot 2", "Bot 3", "Bot 4"], [0, 2], [70, 20, 70, 20], True)
    assert [lab.text for lab in w.group if hasattr(lab, "text")][0] == "Your team wins!\nYou+Bot 3"
    w = Winners(HOT, [1, 3], [48, 61, 48, 61], True)
    texts = [lab.text for lab in w.group if hasattr(lab, "text")]
    assert texts[0] == "Team B wins!\nP2+P4" and texts[2] == "B P2+P4" + " " * 7 + "61"
    assert all(len(t) <= 20 for t in texts[1:3])    # 20 big letters across 240 pixels


def test_the_docs_screenshots_still_come_out(tmp_path):
    # tools/docs_screens.py saves these scenes in docs/screens for the README.
    from tools import shots

    made = shots.game_shots("digging", str(tmp_path))
    assert sorted(os.path.basename(p) for p in made) == sorted("digging_" + n + ".png" for n in ['fight', 'target', 'settled', 'result'])


def test_what_a_player_decides_by_is_in_big_digits():
    # Issue 12: at 1x the font's capitals are under 1 mm on a 1.3" screen.
    # A mine's value, the names by the mines, the pile's count, the teams'
    # closed mines and points, attack and defence are 2x; words stay small.
    s = state(*OPENED, "attack B7 1.0", "join B5")
    sc = Screen(g, 240, 240, NAMES)
    sc.show(s, 0)
    t = sc.table
    v = g.view(s, 0)
    for seat in range(4):
        for i, mine in enumerate(v["open"][seat]):
            k = i - t.displays[t.pos_of(seat)].first
            chip = t.displays[t.pos_of(seat)].chips[k]
            grid = chip.value
            assert (grid.tile_width, grid.tile_height) == (12, 16)   # the sheet at 2x
            digits = "".join(str(grid[j]) for j in range(grid.width) if grid[j] < 10)
            assert digits == str(mine[2])
    for d in t.displays:
        assert d.name.scale == 2 and 1 <= len(d.name.text) <= 3
    panel = t.panel
    assert panel.pile.scale == 2 and panel.pile.text == str(v["pile"])
    assert panel.teams.scale == 2
    f = v["fight"]
    assert panel.fight_n.scale == 2 and panel.fight_n.text.startswith(str(f["attack"]))
