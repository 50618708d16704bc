"""The Lost Cities screen, drawn headless: the button flow gives legal moves,
B steps back, refused choices say why, a hidden draw stays hidden, and the
round breakdown matches the rules' scores. tools/shots.py draws its scenes
for docs/screens/."""
import os

from hypothesis import given, settings, strategies as st
from screen_harness import (  # noqa: F401 (one_display: the module's display fixture)
    count, count_nodes, frame, one_display, play_out, redrawn_by, rgb565, shown)

from engine import buttons as B
from engine.games.lost_cities import rules as g
from engine.ui import theme
from engine.games.lost_cities import places as lc_places, table as lc_table
from engine.games.lost_cities.screen import Screen

NAMES = ["You", "Bot 2"]


# Seat 0 (sorted as on screen: Yx Y2 Y3 B5 W7 G9 Rx R10); seat 1: eight cards; then the deck (top first).
HAND0 = "Y2 Y3 Yx B5 W7 G9 R10 Rx"
HAND1 = "Y4 Y5 B2 B3 W2 W3 G2 G3"


def full_deal(h0, h1, top):
    """A full deal string: the two hands, the deck's top card, then the other cards."""
    rest = []
    for c in "YBWGR":
        rest += [c + "x"] * 3 + [c + str(n) for n in range(2, 11)]
    for t in (h0 + " " + h1 + " " + top).split():
        rest.remove(t)
    return " ".join([h0, h1, top] + rest)


def deal(first_deck="Y6", hand0=HAND0):
    return full_deal(hand0, HAND1, first_deck)


def new_state(first_deck="Y6"):
    return g.new(2, 1, deal=deal(first_deck))


def screen_for(state, seat=0):
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(state, seat)
    return s


def shown_text(s):
    """The message lines as one phrase."""
    return " ".join(lab.text for lab in s.table.lines if lab.text)


def press(s, state, *keys):
    out = None
    for k in keys:
        out = s.press(state, k)
    return out


def test_hand_is_sorted_and_cursor_follows():
    state = new_state()
    s = screen_for(state)
    hand = g.view(state, 0)["hand"]
    assert hand == sorted(hand)
    rows = frame(s)
    x0 = 3
    # The cursor frame is round the first card, not the second.
    assert count(rows, theme.ACCENT, x0 - 2, 143, x0 + 26, 193) > 40
    assert count(rows, theme.ACCENT, x0 + 30, 143, x0 + 56, 193) == 0
    press(s, state, B.RIGHT)
    rows = frame(s)
    assert count(rows, theme.ACCENT, x0 + 28, 143, x0 + 56, 193) > 40
    assert count(rows, theme.ACCENT, x0 - 2, 143, x0 + 24, 193) == 0


def test_up_up_plays_the_selected_card():
    state = new_state()
    s = screen_for(state)
    assert press(s, state, B.RIGHT, B.RIGHT, B.UP) is None  # Y3: the choice is shown first
    move = press(s, state, B.UP)
    assert move == g.parse_card("Y3")
    assert move in g.legal(state)


def test_down_then_a_discards():
    state = new_state()
    s = screen_for(state)
    move = press(s, state, B.LEFT, B.DOWN, B.A)      # wraps to the last card, R10
    assert g.move_text(state, move) == "discard R10"
    assert move in g.legal(state)


def test_a_chooses_play_when_allowed_and_b_steps_back():
    state = new_state()
    s = screen_for(state)
    assert press(s, state, B.A) is None              # the yellow wager: play it?
    assert s.mode == 2 and s.action == 0
    assert press(s, state, B.B) is None              # back to picking a card
    assert s.mode == 1
    move = press(s, state, B.DOWN, B.DOWN)
    assert g.move_text(state, move) == "discard Yx"
    assert move in g.legal(state)


def test_second_wager_of_a_colour_names_the_one_the_rules_list():
    state = g.new(2, 1, deal=deal(hand0="Yx Yx Y3 B5 W7 G9 R10 Rx"))
    s = screen_for(state)
    move = press(s, state, B.RIGHT, B.UP, B.UP)      # the second yellow wager
    assert move in g.legal(state)
    assert g.value(move) == 0 and g.colour(move) == 0


def play_line(state, *texts):
    for t in texts:
        g.play(state, g.parse_move(state, t))


def test_refused_play_is_dimmed_and_says_why():
    state = new_state()
    # Seat 0 plays Y3 and draws; seat 1 discards and draws; now Y2 is too low.
    play_line(state, "play Y3", "draw deck", "discard G2", "draw deck")
    s = screen_for(state)
    hand = g.view(state, 0)["hand"]
    assert g.card_text(hand[1]) == "Y2"
    press(s, state, B.RIGHT)
    rows = frame(s)
    # "UP: cannot play here" is written dimmed.
    assert count(rows, theme.TEXT_DIM, 0, 215, 240, 229) > 20
    assert press(s, state, B.UP) is None
    assert s.table.lines[0].text == "Not allowed"
    assert "lower than" in shown_text(s)
    rows = frame(s)
    assert count(rows, theme.WARN, 0, 192, 240, 240) > 100
    # Discarding it is still possible.
    move = press(s, state, B.DOWN, B.DOWN)
    assert g.move_text(state, move) == "discard Y2"


def test_draw_step_offers_piles_and_deck():
    state = new_state()
    play_line(state, "discard G9", "draw deck", "discard W2")
    # Seat 0's turn again? No: seat 1 is still to draw. Let it draw, then seat 0.
    play_line(state, "draw deck", "discard R10")
    s = screen_for(state)
    assert s.mode == 3
    # The cursor starts on the deck.
    assert press(s, state, B.A) == g.DRAW_DECK
    s.begin_turn(state, 0)
    # Red pile (just discarded): refused, dimmed; green 9 and white 2 may be drawn.
    assert press(s, state, B.LEFT) is None          # red pile
    rows = frame(s)
    red_x = 4 * 40 + 2
    assert count(rows, lc_table.COLOURS[4], red_x, 60, red_x + 24, 90) == 0
    assert press(s, state, B.A) is None
    assert "just discarded" in shown_text(s)
    assert press(s, state, B.LEFT) is None          # green
    assert press(s, state, B.A) == g.DRAW_PILE + 3
    assert g.DRAW_PILE + 3 in g.legal(state)
    # B cannot take the played card back: it says so.
    s.begin_turn(state, 0)
    assert press(s, state, B.B) is None
    assert s.table.lines[0].text == "Not allowed"


def test_every_step_gives_only_legal_moves():
    # Random presses through whole turns never return an illegal move.
    from engine.rng import Rng
    rng = Rng(4)
    state = new_state()
    s = Screen(g, 240, 240, NAMES)
    keys = (B.LEFT, B.RIGHT, B.UP, B.DOWN, B.A, B.B, B.X)
    turns = 0
    while not g.over(state) and turns < 80:
        seat = g.to_move(state)
        s.begin_turn(state, seat)
        move = None
        for _ in range(300):
            move = s.press(state, rng.choice(keys))
            if move is not None:
                break
        assert move is not None
        assert move in g.legal(state)
        g.play(state, move)
        turns += 1
    assert turns > 20


def _after_bot_deck_draw(second_card):
    # Seat 0 draws Y6 from the deck; the bot (seat 1) then draws second_card.
    state = new_state("Y6 " + second_card)
    play_line(state, "discard G9", "draw deck", "discard W2")
    s = Screen(g, 240, 240, NAMES)
    move = g.DRAW_DECK
    events = g.play(state, move)
    hold = s.show_move(state, 1, move, events, 0)
    return s, hold, events


@settings(max_examples=6, deadline=None)
@given(st.sampled_from(["Y7", "B10", "R7", "W9", "G10", "Bx"]))
def test_opponent_deck_draw_stays_hidden(card):
    s, hold, events = _after_bot_deck_draw(card)
    assert 1200 <= hold <= 1800
    assert g.card_text(events[0][2]) == card
    text = shown_text(s)
    assert "from the deck" in text
    assert s._card_words(events[0][2]) not in text
    # The picture is the same whatever card was drawn.
    other, _, _ = _after_bot_deck_draw("R8")
    assert frame(s) == frame(other)


def test_bot_play_is_highlighted_and_described():
    state = new_state()
    play_line(state, "discard G9", "draw deck")
    s = Screen(g, 240, 240, NAMES)
    move = g.parse_move(state, "play B2")
    events = g.play(state, move)
    hold = s.show_move(state, 1, move, events, 0)
    assert 1200 <= hold <= 1800
    assert "blue 2" in s.table.lines[1].text
    # The highlight is round the blue column's "2" in the top rows.
    rows = frame(s)
    assert count(rows, theme.ACCENT, 40, 0, 80, 40) > 20
    assert count(rows, theme.ACCENT, 0, 0, 40, 40) == 0


def test_played_values_are_bold_digits_and_wagers_are_counted():
    # Two yellow wagers and the yellow 3 in the viewer's column.
    state = g.new(2, 1, deal=deal(hand0="Yx Yx Y3 B5 W7 G9 R10 Rx"))
    play_line(state, "play Yx", "draw deck", "discard G2", "draw deck",
              "play Yx", "draw deck", "discard G3", "draw deck", "play Y3")
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(state, 0)
    rows = frame(s)
    yellow = rgb565(lc_table.COLOURS[0])
    x, y, w, h = s.table.cell_box(1, 0, 3, 0)
    ink = [(r, c) for r in range(y, y + h) for c in range(x, x + w) if rows[r][c] == yellow]
    # A digit in the expedition's colour, 10 px tall (the font at 1x: 7),
    # drawn with 2 px strokes: every ink run across a row is 2 px or more.
    assert len(ink) > 30
    assert max(r for r, _ in ink) - min(r for r, _ in ink) + 1 == 10
    for r in range(y, y + h):
        line = "".join("#" if rows[r][c] == yellow else "." for c in range(x, x + w))
        assert all(len(run) >= 2 for run in line.split(".") if run), line
    # Unplayed values show no ink: the 2's place has no yellow.
    x2, y2, w2, h2 = s.table.cell_box(1, 0, 2, 0)
    assert count(rows, lc_table.COLOURS[0], x2, y2, x2 + w2, y2 + h2) == 0
    # The wagers' place shows one separate x per wager.
    x, y, w, h = s.table.cell_box(1, 0, 0, 0)
    middle = rows[y + 1 + lc_places.DIGIT_H // 2][x:x + w]
    runs = sum(1 for i in range(len(middle))
               if middle[i] == yellow and (i == 0 or middle[i - 1] != yellow))
    assert runs == 2


def full_columns():
    """Every value and wager of yellow, blue and white in seat 0's columns,
    of green in seat 1's and red but a wager and the 10 (one card in each
    hand): each neighbour a layout can have."""
    state = g.new(2, 1)
    for seat, colours in ((0, (0, 1, 2)), (1, (3, 4))):
        for c in colours:
            state.cols[seat][c] = list(range(c * 12, c * 12 + 12))
    state.cols[1][4] = [48, 49] + list(range(51, 59))
    state.hands = [[59], [50]]
    state.deck = []
    return state


def ink_boxes(s, rows, view):
    """(left, top, right, bottom) of the ink of each played value, per seat row."""
    boxes = []
    for row in range(2):
        seat = view["seat"] if row == 1 else 1 - view["seat"]
        for c in range(5):
            colour = rgb565(lc_table.COLOURS[c])
            for card in view["cols"][seat][c]:
                v = g.value(card)
                if not v:
                    continue
                x, y, w, h = s.table.cell_box(row, c, v, 0)
                ink = [(cx, r) for r in range(max(y, 0), y + h) for cx in range(x, x + w)
                       if rows[r][cx] == colour]
                assert ink, (row, c, v)
                boxes.append((min(p[0] for p in ink), min(p[1] for p in ink),
                              max(p[0] for p in ink), max(p[1] for p in ink)))
    return boxes


def test_no_two_column_values_can_read_as_one_number():
    # Three places to a row, 2 px apart, read "5 6 7" as "567" and "9" "10"
    # as "910" on a 1.3" screen. Two values side by side (on one row, in one
    # column or the next) must have more than a digit's width of table
    # between them, and two values one over the other 3 px.
    state = full_columns()
    for seat in (0, 1):
        s = Screen(g, 240, 240, NAMES)
        s.begin_turn(state, seat)
        rows = frame(s)
        boxes = ink_boxes(s, rows, g.view(state, seat))
        assert len(boxes) == 5 * 9 - 1
        for i in range(len(boxes)):
            for j in range(i + 1, len(boxes)):
                a, b = boxes[i], boxes[j]
                rows_meet = a[1] <= b[3] and b[1] <= a[3]
                cols_meet = a[0] <= b[2] and b[0] <= a[2]
                if rows_meet:
                    gap = max(a[0], b[0]) - min(a[2], b[2]) - 1
                    assert gap >= 10, (a, b)
                if cols_meet:
                    gap = max(a[1], b[1]) - min(a[3], b[3]) - 1
                    assert gap >= 3, (a, b)
        # and no ink of a column lies outside its values' and wagers' places
        wager = [s.table.cell_box(r, c, 0, 0) for r in range(2) for c in range(5)]
        for y in list(range(0, lc_table.COL_H)) + list(range(lc_table.BOTTOM_Y, lc_table.BOTTOM_Y + lc_table.COL_H)):
            for x in range(5 * lc_table.COL_W):
                if rows[y][x] in [rgb565(c) for c in lc_table.COLOURS]:
                    assert any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes) or \
                        any(wx <= x < wx + ww and wy <= y < wy + wh for wx, wy, ww, wh in wager), (x, y)


def test_three_wagers_are_three_marks_apart_from_the_values():
    state = full_columns()
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(state, 0)
    rows = frame(s)
    for c in range(3):
        colour = rgb565(lc_table.COLOURS[c])
        x, y, w, h = s.table.cell_box(1, c, 0, 0)
        middle = rows[y + 1 + lc_places.DIGIT_H // 2][x:x + w]
        runs = [i for i in range(len(middle))
                if middle[i] == colour and (i == 0 or middle[i - 1] != colour)]
        assert len(runs) == 3
        # 3 px of table between the last mark and the 6 beside them
        marks = [cx for r in range(y, y + h) for cx in range(x, x + w) if rows[r][cx] == colour]
        x6, y6, w6, h6 = s.table.cell_box(1, c, 6, 0)
        six = [cx for r in range(y6, y6 + h6) for cx in range(x6, x6 + w6) if rows[r][cx] == colour]
        assert min(six) - max(marks) - 1 >= 3


def test_scores_toggle_with_x():
    state = new_state()
    play_line(state, "play Y3", "draw deck", "play B2", "draw deck")
    s = screen_for(state)
    assert s.table.col_scores[1][0].text == ""
    press(s, state, B.X)
    assert s.table.col_scores[1][0].text == "-17"
    assert s.table.col_scores[0][1].text == "-18"
    assert s.table.totals[1].text == "-17"
    # big, in the columns' place (the columns step aside)
    assert s.table.col_scores[1][0].scale == 2
    assert all(grid.hidden for row in s.table.grids for grid in row)
    press(s, state, B.X)
    assert s.table.col_scores[1][0].text == ""
    assert not any(grid.hidden for row in s.table.grids for grid in row)


def test_no_allocation_of_display_objects_while_playing():
    state = new_state()
    s = screen_for(state)
    before = count_nodes(s.group)
    for k in (B.RIGHT, B.UP, B.B, B.DOWN, B.B, B.X, B.LEFT):
        s.press(state, k)
    assert count_nodes(s.group) == before


def test_a_cursor_step_redraws_a_few_percent_of_the_screen():
    five = 240 * 240 * 5 // 100
    state = new_state()
    play_line(state, "discard G9", "draw deck", "discard W2", "draw deck")
    s = screen_for(state)
    d = shown(s)
    for key in (B.RIGHT, B.RIGHT, B.LEFT):
        assert 0 < redrawn_by(d, s.press, state, key) <= five


def y3_down():
    """(state, screen, counting display) with Y3 down: Y2 and the yellow
    wager cannot follow it, so some cards in the hand cannot be played."""
    state = new_state()
    play_line(state, "play Y3", "draw deck", "discard W2", "draw deck")
    s = screen_for(state)
    return state, s, shown(s)


def test_every_cursor_step_redraws_at_most_5_percent_of_the_screen():
    # The cursor is four thin tile grids (a tile grid over an outline bitmap
    # redrew its old and new boxes: 4.3% along the hand, before any line).
    # The UP line changes along the hand (the two are as long: one box).
    five = 240 * 240 * 5 // 100
    state, s, d = y3_down()
    for key in (B.RIGHT,) * 9 + (B.LEFT,) * 3:
        assert 0 < redrawn_by(d, s.press, state, key) <= five
    # Where to draw from: an empty pile, a pile, the card just discarded,
    # the deck; the big line stays, the line below is padded to the longest.
    while s.view["hand"][s.sel] != g.parse_move(state, "play G9"):
        s.press(state, B.RIGHT)
    move = s.press(state, B.DOWN) or s.press(state, B.DOWN)
    assert move == g.parse_move(state, "discard G9")
    s.show_move(state, 0, move, g.play(state, move), 0)
    s.begin_turn(state, 0)
    assert s.mode == 3
    d.refresh()
    for key in (B.RIGHT,) * 7 + (B.LEFT,) * 3:
        assert 0 < redrawn_by(d, s.press, state, key) <= five


def test_switching_between_play_and_discard_redraws_at_most_5_percent():
    # UP/DOWN on a picked card switch between its column and its discard
    # pile: only the big verb (padded) and the frame change; the card and the
    # keys stay on the lines below (all three lines were rewritten: 28%).
    five = 240 * 240 * 5 // 100
    state, s, d = y3_down()
    switched = 0
    for i in range(len(s.view["hand"])):
        s.begin_turn(state, 0)
        while s.sel != i:
            s.press(state, B.RIGHT)
        if s._play_reason() is not None:
            continue
        s.press(state, B.UP)
        assert s.mode == 2 and s.table.lines[0].text.rstrip() == "Play"
        words = s.table.lines[1].text
        d.refresh()
        for key, verb in ((B.DOWN, "Discard"), (B.UP, "Play"), (B.DOWN, "Discard")):
            assert 0 < redrawn_by(d, s.press, state, key) <= five
            assert s.table.lines[0].text.rstrip() == verb and s.table.lines[1].text == words
            switched += 1
    assert switched >= 9


def finished_state(seed=5):
    from engine.games.lost_cities.bot import Bot
    return play_out(g, g.new(2, seed), [Bot(0, "normal", 1), Bot(1, "hard", 2)])


def test_round_result_matches_the_rules():
    state = finished_state()
    s = Screen(g, 240, 240, NAMES)
    sc = g.scores(state)
    for page in (0, 1):
        assert s.round_result(state, page) is True
        for c in range(5):
            total, wagers, n, score = g.column_breakdown(state.cols[page][c])
            text = s.result.rows[c].text
            assert text.replace(" ", "").endswith("=" + str(score))
            if n:
                assert "(" + str(total) + "-20)" in text.replace(" ", "")
                assert ("x" + str(1 + wagers) in text) == (wagers > 0)
                assert ("+20" in text) == (n >= 8)
        assert s.result.total.text.split() == ["Total", str(sc[page])]
        assert NAMES[page] in s.result.title.text
    assert s.round_result(state, 2) is False


def test_describe():
    state = new_state()
    s = Screen(g, 240, 240, NAMES)
    assert s.describe(state, g.parse_move(state, "play R10")) == "Play red 10 to your expedition"
    assert s.describe(state, g.parse_move(state, "discard B5")) == "Discard blue 5"
    assert s.describe(state, g.parse_move(state, "play Yx")) == "Play a yellow wager to your expedition"
    play_line(state, "discard W7")
    assert s.describe(state, g.DRAW_DECK) == "Draw from the deck"
    assert s.describe(state, g.DRAW_PILE + 2) == "Draw the white 7 from its discard pile"


# --- legibility (issue 12) ----------------------------------------------------

def test_hot_seat_names_are_big_and_short():
    state = new_state()
    s = Screen(g, 240, 240, ["Player 1", "Player 2"])
    s.begin_turn(state, 1)
    top, bottom = s.table.name_labels
    assert (top.text, bottom.text) == ("P1", "P2")     # the viewer sits at the bottom
    assert top.scale == 2 and bottom.scale == 2
    assert (top.color, bottom.color) == (theme.SEATS[0], theme.SEATS[1])
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(state, 0)
    assert [lab.text for lab in s.table.name_labels] == ["B2", "You"]


def test_from_game_two_the_table_shows_the_game_and_the_match_totals():
    state = g.new(2, 1, deal=deal(), history=[[34, -12]])
    s = Screen(g, 240, 240, ["Player 1", "Player 2"])
    s.begin_turn(state, 0)
    t = s.table
    assert t.game_no.text == "Game 2"
    assert (t.totals[0].text, t.totals[1].text) == ("-12", "34")
    assert t.totals[0].scale == 2 and t.totals[0].color == theme.TEXT_DIM
    press(s, state, B.X)                # X: this game's running totals instead
    assert (t.totals[0].text, t.totals[1].text) == ("0", "0")
    assert t.totals[0].color == theme.TEXT
    # the first game shows neither
    s = screen_for(new_state())
    assert s.table.game_no.text == "" and s.table.totals[1].text == ""


def test_pile_and_deck_counts_are_big():
    state = new_state()
    play_line(state, "discard G9", "draw deck")
    s = screen_for(state, 1)
    t = s.table
    assert t.heights[3].text == "1" and t.heights[3].scale == 2
    # a count beside the pile's card, not a second digit of its value: grey,
    # and its digit ends 4 px below the card's ("9" "1" is not "91")
    assert t.heights[3].color == theme.TEXT_DIM
    rows = frame(s)
    grey = rgb565(theme.TEXT_DIM)
    ink = rgb565(0x141414)
    x = 3 * lc_table.COL_W
    count_rows = [r for r in range(lc_table.PILE_Y, lc_table.BOTTOM_Y) if grey in rows[r][x + 27:x + 40]]
    card_rows = [r for r in range(lc_table.PILE_Y, lc_table.BOTTOM_Y) if ink in rows[r][x + 4:x + 24]]
    assert count_rows[-1] - card_rows[-1] >= 4
    deck = t.heights[lc_table.DECK]
    assert deck.text == str(g.view(state, 1)["deck"]) and deck.scale == 2
    x, y = deck.big.grid.x, deck.big.grid.y
    card_x = t.piles[lc_table.DECK].group.x     # on the deck's card
    assert card_x <= x and x + 24 <= card_x + lc_table.CARD_W
    assert lc_table.PILE_Y <= y and y + 14 <= lc_table.PILE_Y + lc_table.PILE_H


def test_the_other_seat_s_last_card_stays_framed_at_the_turn():
    state = new_state()
    s = screen_for(state)
    play_line(state, "play Y3", "draw deck")
    move = g.parse_move(state, "play B2")
    s.show_move(state, 1, move, g.play(state, move), 0)
    s.show_move(state, 1, g.DRAW_DECK, g.play(state, g.DRAW_DECK), 0)
    s.begin_turn(state, 0)
    x, y, w, h = s.table.cell_box(0, 1, 2, 0)
    rows = frame(s)
    assert count(rows, theme.TEXT, x, y, x + w, y + h) >= 2 * (w + h)
    d = shown(s)                        # and a cursor step does not redraw it
    assert 0 < redrawn_by(d, s.press, state, B.RIGHT) <= 240 * 240 * 5 // 100


def test_the_docs_screenshots_still_come_out(tmp_path):
    # tools/docs_screens.py saves these scenes in docs/screens for the README.
    from tools import shots

    made = shots.game_shots("lost_cities", str(tmp_path))
    assert sorted(os.path.basename(p) for p in made) == sorted("lost_cities_" + n + ".png" for n in ['pick', 'choose', 'draw', 'bot_play', 'bot_draw', 'result', 'result_you', 'refused'])
