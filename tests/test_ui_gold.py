"""The Gold screen, drawn headless: the press flow gives the right moves,
refused reveals and mine choices say why, a turn's outcome stays on screen
until A, a face-down card never shows its identity, the LED takes the colour
of whoever receives gold. tools/shots.py draws its scenes
for docs/screens/."""
import os

from hypothesis import given, settings, strategies as st
from screen_harness import (  # noqa: F401 (one_display: the module's display fixture)
    count_nodes, frame, one_display, press_through, redrawn_by, release, shown)

from engine import buttons as B
from engine.games.gold import rules as g
from engine.ui import theme
from engine.games.gold import table as gold_table
from engine.games.gold.screen import Screen

NAMES = ["You", "Bot 2", "Bot 3"]


def cell_pixels(rows, pos):
    x0 = gold_table.GRID_X + (pos % 8) * gold_table.CELL
    y0 = gold_table.GRID_Y + (pos // 8) * gold_table.CELL
    return [rows[y][x0:x0 + 24] for y in range(y0, y0 + 24)]


# A deal in grid order (a1..h1, a2..h2, ...): gold in row 1, prospectors,
# dynamite; position a1 = G4, b1 = G1, c1 = R5, d1 = R2, e1 = B3, f1 = D.
DEAL_HEAD = ["G4", "G1", "R5", "R2", "B3", "D"]


def deal(head=DEAL_HEAD):
    counts = {}
    for c in range(5, g.CARDS):
        t = g.card_text(c)
        counts[t] = counts.get(t, 0) + 1
    for t in head:
        counts[t] -= 1
    rest = []
    for c in range(5, g.CARDS):
        t = g.card_text(c)
        if counts[t] > 0:
            counts[t] -= 1
            rest.append(t)
    return " ".join(list(head) + rest)


def picked(seats=3, head=DEAL_HEAD):
    """A round past the mine choice: seat s owns colour s (red, yellow, ...)."""
    s = g.new(seats, 5, deal=deal(head))
    while g.picking(s):
        g.play(s, g.MOVE_MINE + g.to_move(s) if seats > 2 else g.legal(s)[0])
    return s


def strip_text(screen):
    t = screen.table
    return t.status.text + t.status_small.text


def press_to(screen, state, pos):
    """Moves the cursor to pos with the D-pad; returns what A gives."""
    while screen.cursor % 8 != pos % 8:
        assert screen.press(state, B.RIGHT) is None
    while screen.cursor // 8 != pos // 8:
        assert screen.press(state, B.DOWN) is None
    return screen.press(state, B.A)


def test_cursor_moves_and_a_reveals_the_cell_under_it():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    sc.begin_turn(s, 0)
    start = sc.cursor
    sc.press(s, B.RIGHT)
    assert sc.cursor == start + 1
    sc.press(s, B.DOWN)
    assert sc.cursor == start + 9
    assert sc.table.place.text == g.pos_text(start + 9)
    sc.press(s, B.UP)
    sc.press(s, B.LEFT)
    assert sc.cursor == start
    # Wrapping: LEFT from column a goes to column h of the same row.
    while sc.cursor % 8:
        sc.press(s, B.LEFT)
    sc.press(s, B.LEFT)
    assert sc.cursor % 8 == 7 and sc.cursor // 8 == start // 8
    move = press_to(sc, s, 2)
    assert move == 2 and move in g.legal(s)
    assert sc.describe(s, move) == "Reveal c1"


def test_a_cursor_step_redraws_at_most_5_percent_of_the_screen():
    # The grid cursor (four thin bars) and the small place line; the mine
    # chooser's row frame (thin bars: a highlight bar behind the rows
    # redrew both rows, 18% of the screen).
    s = g.new(3, 5, deal=deal())
    sc = Screen(g, 240, 240, NAMES)
    sc.begin_turn(s, 0)
    d = shown(sc)
    for key in (B.DOWN, B.DOWN, B.UP):
        assert 0 < redrawn_by(d, sc.press, s, key) <= 240 * 240 * 5 // 100
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    sc.begin_turn(s, g.to_move(s))
    d = shown(sc)
    for key in (B.RIGHT, B.RIGHT, B.DOWN, B.LEFT, B.UP):
        assert 0 < redrawn_by(d, sc.press, s, key) <= 240 * 240 * 5 // 100
    # X's note, and B's "Now a 2nd card" after the first card, stay through
    # the steps (putting the turn's line back at a step redrew 12-17%).
    sc.press(s, B.X)
    d.refresh()
    for key in (B.RIGHT, B.DOWN):
        assert 0 < redrawn_by(d, sc.press, s, key) <= 240 * 240 * 5 // 100
        assert strip_text(sc).startswith("Panel: gold")
    seat = g.to_move(s)
    move = sc.press(s, B.A)
    sc.show_move(s, seat, move, g.play(s, move), seat)
    sc.begin_turn(s, seat)
    sc.press(s, B.B)
    assert strip_text(sc) == "Now a 2nd card"
    d.refresh()
    for key in (B.RIGHT, B.DOWN, B.LEFT):
        assert 0 < redrawn_by(d, sc.press, s, key) <= 240 * 240 * 5 // 100
        assert strip_text(sc) == "Now a 2nd card"


def test_a_on_a_face_up_or_empty_cell_is_refused_with_a_reason():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    # Seat 0 turns c1 (red 5) and d1 (red 2): a duel, d1 leaves.
    for pos in (2, 3):
        sc.begin_turn(s, 0)
        assert press_to(sc, s, pos) == pos
        ev = g.play(s, pos)
        sc.show_move(s, 0, pos, ev, 0)
    assert g.view(s, 0)["grid"][3] == -2
    # Seat 1 continues past the outcome, turns a1; then d1 (gone) and a1
    # (face up) are refused.
    sc.begin_turn(s, 1)
    sc.press(s, B.A)
    assert press_to(sc, s, 0) == 0
    sc.show_move(s, 1, 0, g.play(s, 0), 1)
    sc.begin_turn(s, 1)
    assert press_to(sc, s, 3) is None
    assert strip_text(sc) == "No card at d1"
    assert sc.table.status.color == theme.WARN
    assert press_to(sc, s, 0) is None
    assert strip_text(sc) == "a1 is face up"
    assert press_to(sc, s, 4) == 4


def test_mine_choice_flow_shows_owners_and_refuses_a_taken_colour():
    s = g.new(3, 5, deal=deal())
    sc = Screen(g, 240, 240, NAMES)
    sc.begin_turn(s, 0)
    assert sc.table.chooser.group.hidden is False
    assert sc.press(s, B.DOWN) is None
    assert sc.press(s, B.DOWN) is None
    move = sc.press(s, B.A)
    assert move == g.MOVE_MINE + 2
    assert sc.describe(s, move) == "Choose the blue mine"
    ev = g.play(s, move)
    sc.show_move(s, 0, move, ev, 0)
    owners = sc.table.chooser.owners
    assert owners[2].text == "You" and owners[2].color == theme.SEATS[0]
    assert owners[0].text == "free"
    # Seat 1 (hot-seat) tries blue: refused, with whose mine it is.
    sc.begin_turn(s, 1)
    while sc.pick != 2:
        sc.press(s, B.DOWN)
    assert sc.press(s, B.A) is None
    assert sc.table.chooser.sub.text == "That mine is yours"
    assert sc.table.chooser.sub.color == theme.WARN
    sc.press(s, B.UP)
    assert sc.press(s, B.A) == g.MOVE_MINE + 1


def test_two_players_choose_two_mines_each():
    s = g.new(2, 9, deal=deal())
    sc = Screen(g, 240, 240, ["You", "Bot 2"])
    for seat in (0, 1, 1, 0):
        assert g.to_move(s) == seat
        sc.begin_turn(s, seat)
        move = sc.press(s, B.A)
        assert move in g.legal(s)
        sc.show_move(s, seat, move, g.play(s, move), seat)
    assert not g.picking(s)
    owner = g.view(s, 0)["owner"]
    assert sorted(owner).count(0) == 2 and sorted(owner).count(1) == 2


def test_a_human_outcome_stays_until_a_then_the_cards_turn_back():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    # a1 gold 4 and b1 gold 1: nothing happens, both turn back.
    sc.begin_turn(s, 0)
    ev = g.play(s, 0)
    sc.show_move(s, 0, 0, ev, 0)
    assert sc.keep(ev) is False                # the first card: play on
    sc.begin_turn(s, 0)
    assert press_to(sc, s, 1) == 1
    ev = g.play(s, 1)
    assert sc.show_move(s, 0, 1, ev, 0) == 0   # no timed hold for a human...
    assert sc.keep(ev) is True                 # ...the app waits for A instead
    face = frame(sc)
    assert sc.table.banner.title.text == "Nothing happens"
    # The next decision (hot-seat: seat 1) keeps the outcome until A.
    sc.begin_turn(s, 1)
    for b in (B.B, B.X, B.X):
        assert sc.press(s, b) is None
    held = frame(sc)
    assert cell_pixels(held, 0) == cell_pixels(face, 0)
    assert cell_pixels(held, 1) == cell_pixels(face, 1)
    assert sc.table.banner.group.hidden is False
    assert sc.press(s, B.A) is None
    after = frame(sc)
    assert sc.table.banner.group.hidden is True
    assert cell_pixels(after, 0) != cell_pixels(face, 0)
    assert cell_pixels(after, 0) == cell_pixels(after, 9)   # a plain card back
    assert sc.mode != 3 and press_to(sc, s, 0) == 0


def test_a_bot_outcome_is_held_and_stays_until_the_human_continues():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    sc.show(s, 0)
    ev1 = g.play(s, 2)
    assert sc.show_move(s, 0, 2, ev1, 1) > 0       # a bot's first card
    ev2 = g.play(s, 3)
    hold = sc.show_move(s, 0, 3, ev2, 1)           # red 5 beats red 2
    assert 2000 <= hold <= 5000
    assert sc.table.banner.title.text == "Duel!"
    assert sc.table.banner.line2.text == "red 5 beats red 2"
    duel = frame(sc)
    sc.show(s, 1)                                  # the app redrawing for the viewer
    sc.begin_turn(s, 1)
    assert strip_text(sc) == "A: continue"
    assert cell_pixels(frame(sc), 3) == cell_pixels(duel, 3)
    cursor = sc.cursor
    sc.press(s, B.RIGHT)          # the D-pad continues too, and moves on
    assert sc.table.banner.group.hidden is True
    assert sc.cursor == cursor + 1 and sc.table.cursor.group.hidden is False


def test_in_the_app_a_human_outcome_waits_for_a_before_the_bots_play():
    from engine.app.shell import App, Quit
    from engine.app.save import Record
    from hw.headless import Hardware

    seen = []

    def script():
        # Choose mines and turn cards (RIGHT, A) until the app holds an outcome.
        app = apps[0]
        for _ in range(500):
            if app.where == "outcome":
                break
            yield "RIGHT" if app.where == "turn" else None
            yield "A" if app.where == "turn" else None
        for _ in range(100):      # 4 s: the outcome stays
            yield None
        seen.append((app.where, app.match.screen.table.banner.group.hidden, len(app.match.moves)))
        yield "A"
        yield "wait:6000"
        seen.append((app.where, len(app.match.moves)))

    hw = Hardware(script(), step_ms=40)
    apps = [App(hw)]
    try:
        apps[0].play(Record(1, [0, 2], 77, [], []))
    except Quit:
        pass
    finally:
        release()   # one display at a time: leave none behind
    # Held: the app waits on the outcome, the banner is up, only the mines
    # (4) and the two cards were played, however long the wait.
    assert seen[0] == ("outcome", False, 6)
    # After A the bot plays on.
    assert seen[1][1] > 6


def test_gold_goes_to_the_mine_owner_and_lights_the_led_in_their_colour():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    # Seat 0 turns e1 (blue 3, seat 2's mine) and a1... gold 4 is too heavy;
    # use b1 (gold 1): the gold goes to seat 2.
    sc.show_move(s, 0, 4, g.play(s, 4), 0)
    ev = g.play(s, 1)
    sc.show_move(s, 0, 1, ev, 0)
    assert ("gold", 2, s.gold[2][0], 4, 1) in ev
    assert sc.led(ev) == theme.SEATS[2]
    assert sc.table.banner.title.text == "Gold to Bot 3"
    assert sc.table.banner.line3.text == "blue is Bot 3's mine"
    assert sc.table.blocks[2].number.text == "1"
    assert sc.led([("reveal", 0, 1, 5), ("nothing",)]) == 0
    assert sc.led([("duel", 2, 3)]) == 0


def test_x_switches_the_panel_between_gold_points_and_cards():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    # Seat 0 turns c1 (red 5, its own colour) and a1 (gold 4): it keeps 4 gold.
    sc.show_move(s, 0, 2, g.play(s, 2), 0)
    ev = g.play(s, 0)
    sc.show_move(s, 0, 0, ev, 0)
    assert sc.table.banner.line3.text == "red is your own mine"
    number = sc.table.blocks[0].number
    assert number.text == "4"
    sc.begin_turn(s, 1)
    sc.press(s, B.X)
    assert number.text == "1" and number.color == theme.TEXT
    sc.press(s, B.A)
    sc.press(s, B.X)
    assert number.text == "4" and strip_text(sc) == "Panel: gold points"


def test_the_side_panel_s_heading_says_whether_it_shows_gold_or_cards():
    # X switched the numbers with nothing on screen saying which were shown
    # (issue 26): a 1x heading over the seats' blocks, in the numbers' colour.
    from screen_harness import count
    x0, x1, top = gold_table.SIDE_X, 240, 12     # the heading's row
    for seats in (2, 3, 5):
        s = picked(seats)
        sc = Screen(g, 240, 240, ["You", "Bot 2", "Bot 3", "Bot 4", "Bot 5"][:seats])
        sc.begin_turn(s, g.to_move(s))
        gold = frame(sc)
        assert count(gold, theme.ACCENT, x0, 0, x1, top) > 20
        legend = sc.table.legend
        assert legend.text == "gold" and legend.color == theme.ACCENT
        sc.press(s, B.X)
        cards = frame(sc)
        assert count(cards, theme.ACCENT, x0, 0, x1, top) == 0
        assert count(cards, theme.TEXT, x0, 0, x1, top) > 20
        assert legend.text == "cards" and legend.color == theme.TEXT
        sc.press(s, B.X)
        back = frame(sc)
        assert legend.text == "gold"
        assert [r[x0:] for r in back[:top]] == [r[x0:] for r in gold[:top]]
        # the heading stays clear of the blocks, the blocks of the strip
        boxes = [(b.bg.y, b.bg.y + b.bg.height) for b in sc.table.blocks]
        assert boxes[0][0] >= top and boxes[-1][1] <= gold_table.STRIP_Y
        assert [b.number.grid.y + 16 <= bottom for b, (_, bottom) in
                zip(sc.table.blocks, boxes)] == [True] * seats


def test_a_face_down_card_never_shows_which_card_it_is():
    # The same position holds gold 4 in one deal and dynamite in the other.
    a = picked(head=["G4", "G1", "R5"])
    b = picked(head=["D", "G1", "R5"])
    sa = Screen(g, 240, 240, NAMES)
    sb = Screen(g, 240, 240, NAMES)
    for sc, s in ((sa, a), (sb, b)):
        sc.begin_turn(s, 0)
    assert frame(sa) == frame(sb)


def test_a_card_turned_back_looks_like_any_other_back():
    # a1 holds gold 4 or gold 3; b1 gold 1: nothing happens, both turn back.
    a = picked(head=["G4", "G1", "R5"])
    b = picked(head=["G3", "G1", "R5"])
    sa = Screen(g, 240, 240, NAMES)
    sb = Screen(g, 240, 240, NAMES)
    for sc, s in ((sa, a), (sb, b)):
        sc.show_move(s, 0, 0, g.play(s, 0), 0)
    assert cell_pixels(frame(sa), 0) != cell_pixels(frame(sb), 0)   # face up: differs
    for sc, s in ((sa, a), (sb, b)):
        sc.show_move(s, 0, 1, g.play(s, 1), 0)
        sc.begin_turn(s, 1)
        sc.press(s, B.A)
    fa, fb = frame(sa), frame(sb)
    assert fa == fb
    assert cell_pixels(fa, 0) == cell_pixels(fa, 20)


def test_the_gold_rush_is_announced_with_its_reason():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    seen = {}
    moves = 0
    while not g.over(s):
        seat = g.to_move(s)
        move = g.legal(s)[0]
        ev = g.play(s, move)
        sc.show_move(s, seat, move, ev, 0)
        moves += 1
        for e in ev:
            if e[0] == "rush":
                seen[e[1]] = (sc.table.banner.title.text, sc.table.banner.line3.text)
    assert seen, "the round should reach the gold rush"
    for reason, (title, line3) in seen.items():
        assert title == "Gold rush!"
        assert line3 and len(line3) <= 33
    assert sc.round_result(s, 0) is True
    assert sc.round_result(s, 1) is False
    win = sc.result.win1.text
    assert "win" in win


def test_the_idle_gold_rush_gives_the_engine_reason():
    s = picked(seats=2)
    sc = Screen(g, 240, 240, ["You", "Bot 2"])
    for turn in range(10):
        seat = g.to_move(s)
        sc.show_move(s, seat, 0, g.play(s, 0), 0)
        ev = g.play(s, 1)
        sc.show_move(s, seat, 1, ev, 0)
    assert ("rush", "idle") in ev
    banner = sc.table.banner
    assert banner.title.text == "Gold rush!"
    assert banner.line2.text == "Nothing happens: cards turn back"
    assert banner.line3.text == "5 rounds with no card leaving"
    # From now on a turn is one card: the strip says so.
    sc.begin_turn(s, g.to_move(s))
    sc.press(s, B.A)
    assert strip_text(sc) == "Rush: " + ["You", "Bot 2"][g.to_move(s)]


def test_round_result_names_the_tie_break_on_gold_cards():
    s = picked(seats=2)
    # A hand-made end: 5 gold each; seat 1 in four cards, seat 0 in two.
    s.gold = [[24, 5], [6, 7, 8, 10]]
    s.grid = bytearray([g.EMPTY] * 64)
    s.done = True
    assert g.scores(s) == [5, 5]
    sc = Screen(g, 240, 240, ["You", "Bot 2"])
    assert sc.round_result(s, 0)
    assert sc.result.win1.text == "Bot 2 wins with 5 gold"
    assert sc.result.win2.text == "tie broken by gold cards: 4 to 2"


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from([B.UP, B.DOWN, B.LEFT, B.RIGHT, B.A, B.B, B.X]),
                min_size=1, max_size=60), st.integers(2, 5))
def test_any_presses_give_only_legal_moves(presses, seats):
    s = g.new(seats, 11)
    names = ["You"] + ["Bot " + str(i + 1) for i in range(1, seats)]
    sc = Screen(g, 240, 240, names)
    press_through(g, s, sc, presses)


def test_cursor_moves_only_change_what_is_there():
    s = picked()
    sc = Screen(g, 240, 240, NAMES)
    sc.begin_turn(s, 0)
    before = count_nodes(sc.group)
    cells = sc.table.cells
    for b in (B.RIGHT, B.DOWN, B.LEFT, B.UP) * 20:
        sc.press(s, b)
    assert count_nodes(sc.group) == before
    assert sc.table.cells is cells


def test_in_hot_seat_the_owner_s_name_stands_clear_of_the_colour_name():
    # Five players: "Player 2" is shortened to "P2", clear of "yellow".
    from engine.games.gold.table import Chooser
    from screen_harness import rgb565

    s = g.new(5, 5)
    for _ in range(4):
        g.play(s, g.legal(s)[0])
    sc = Screen(g, 240, 240, ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"])
    sc.begin_turn(s, g.to_move(s))
    rows = frame(sc)
    owner = g.view(s, 0)["owner"]
    taken = [c for c in range(5) if owner[c] >= 0]
    assert len(taken) == 4
    for c in taken:
        assert sc.table.chooser.owners[c].text == "P" + str(owner[c] + 1)
        y0 = Chooser.ROW_Y + c * Chooser.ROW_H
        name_x = [x for y in range(y0, y0 + Chooser.ROW_H) for x in range(46, 204)
                  if rows[y][x] == rgb565(theme.TEXT_DIM)]
        owner_x = [x for y in range(y0, y0 + Chooser.ROW_H) for x in range(46, 204)
                   if rows[y][x] == rgb565(theme.SEATS[owner[c]])]
        assert name_x and owner_x and max(name_x) + 6 < min(owner_x), (c, max(name_x), min(owner_x))


def test_the_docs_screenshots_still_come_out(tmp_path):
    # tools/docs_screens.py saves these scenes in docs/screens for the README.
    from tools import shots

    made = shots.game_shots("gold", str(tmp_path))
    assert sorted(os.path.basename(p) for p in made) == sorted("gold_" + n + ".png" for n in ['mines', 'grid', 'duel', 'rush', 'result'])
