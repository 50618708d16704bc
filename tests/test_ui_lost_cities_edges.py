"""The Lost Cities table's rough edges a new player met (issue 26), each
checked on the pixels the screen draws: wagers as tall and bold as a played
value, discard piles of 10-12 counted as boldly as piles of 1-9, frames and
columns kept off the screen's edges, the other seat's last card framed again
by a screen made anew (Continue, the rules pages), and the keys kept on
screen through a refusal, the in-game menu and a hint."""
from app_driver import run_app, until
from screen_harness import frame, one_display, rgb565  # noqa: F401 (one_display: the module's display fixture)
from test_ui_lost_cities import full_deal as deal

from engine import buttons as B
from engine.app.save import Record, Store
from engine.games.lost_cities import places as lc_places, rules as g, table as lc_table
from engine.games.lost_cities.screen import Screen
from engine.ui import theme
from hw.pcstorage import MemoryStorage

NAMES = ["You", "Bot 2"]
SIZE = 240
EDGE = rgb565(0x0A0A0A)     # a card's dark outline (engine/games/lost_cities/art.py)
SLOT = rgb565(0x7F8C99)     # an empty place's dashed outline (the deck here)


def set_out(cols0, cols1, piles):
    """A state with these columns ({colour: cards} per seat) and discard
    piles; the other cards in the hands and the deck."""
    st = g.new(2, 1)
    st.cols = [[list(cols0.get(c, [])) for c in range(5)], [list(cols1.get(c, [])) for c in range(5)]]
    st.piles = [list(p) for p in piles]
    used = set(x for seat in st.cols for col in seat for x in col) | set(x for p in piles for x in p)
    rest = [x for x in range(60) if x not in used]
    st.hands = [rest[:8], rest[8:16]]
    st.deck = rest[16:]
    return st


def ink(rows, colour, box):
    """The (x, y) of the pixels of `colour` (0xRRGGBB) inside box (x, y, w, h)."""
    want = rgb565(colour)
    x0, y0, w, h = box
    return [(x, y) for y in range(max(y0, 0), min(y0 + h, SIZE))
            for x in range(max(x0, 0), min(x0 + w, SIZE)) if rows[y][x] == want]


def runs(bits):
    """Lengths of the runs of True."""
    out, n = [], 0
    for b in list(bits) + [False]:
        if b:
            n += 1
        elif n:
            out.append(n)
            n = 0
    return out


def strokes(pixels):
    """(horizontal runs, vertical runs) of a glyph's pixels."""
    pts = set(pixels)
    xs = range(min(p[0] for p in pts), max(p[0] for p in pts) + 1)
    ys = range(min(p[1] for p in pts), max(p[1] for p in pts) + 1)
    across = [n for y in ys for n in runs((x, y) in pts for x in xs)]
    down = [n for x in xs for n in runs((x, y) in pts for y in ys)]
    return across, down


def height(pixels):
    return max(p[1] for p in pixels) - min(p[1] for p in pixels) + 1


def shown_frame(frame_):
    """(x, y, w, h) of what a table Frame shows, or None."""
    for i, grid in enumerate(frame_.grids):
        if not grid.hidden:
            return (grid.x, grid.y) + lc_table.FRAME_SIZES[i]
    return None


# --- 2: wagers as bold as values ----------------------------------------------

def test_wagers_are_as_tall_and_bold_as_the_played_values():
    # one, two and three wagers beside a played 6, in both rows of columns
    cols = {}
    for c, n in ((0, 1), (1, 2), (2, 3)):
        cols[c] = list(range(c * 12, c * 12 + n)) + [c * 12 + 7]
    st = set_out(cols, {3: [36, 37, 38, 43], 4: [48, 55]}, [[]] * 5)
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(st, 0)
    rows = frame(s)
    seen = 0
    for row, seat in ((1, 0), (0, 1)):
        for c in range(5):
            n = len([x for x in st.cols[seat][c] if not g.value(x)])
            if not n:
                continue
            colour = lc_table.COLOURS[c]
            x, y, w, h = s.table.cell_box(row, c, 0, 0)
            marks = ink(rows, colour, (x + 2, y + 1, w - 4, h - 2))      # inside the frame's place
            six = ink(rows, colour, s.table.cell_box(row, c, 6, 0))
            # as tall as the digit beside them, on the same rows (10 px; was 5)
            assert height(marks) == height(six) == lc_places.DIGIT_H, (row, c)
            assert min(p[1] for p in marks) == min(p[1] for p in six)
            # strokes 2 px: every arm is 2 px across at the top and bottom,
            # and every run down the marks at least 2 px (a 1 px x was 1)
            down = strokes(marks)[1]
            top = min(p[1] for p in marks)
            assert all(k >= 2 for k in runs((cx, top) in set(marks) for cx in range(x, x + w))), (row, c)
            assert min(down) >= 2, (row, c)
            # one mark per wager, apart from each other and 3 px from the 6
            middle = top + lc_places.DIGIT_H // 2 - 1
            assert len(runs((cx, middle) in set(marks) for cx in range(x, x + w))) == n
            assert min(p[0] for p in six) - max(p[0] for p in marks) - 1 >= 3
            seen += 1
    assert seen == 5


# --- 3: two-digit pile heights as bold as one-digit ones -------------------------

def test_piles_of_ten_or_more_are_counted_as_boldly_as_shorter_ones():
    piles = [list(range(0, 12)), list(range(12, 23)), list(range(24, 34)), list(range(36, 45)), [48]]
    st = set_out({}, {}, piles)
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(st, 0)
    t = s.table
    assert [t.heights[c].text for c in range(5)] == ["12", "11", "10", "9", "1"]
    rows = frame(s)
    counts = []
    for c in range(5):
        x, y, w, h = t.slot_box(c)
        right = t.slot_box(c + 1)[0]
        # between this pile's frame and the next one's, grey
        box = (x + w, lc_table.PILE_Y - 2, right - x - w, lc_table.BOTTOM_Y - lc_table.PILE_Y + 1)
        digits = ink(rows, theme.TEXT_DIM, box)
        assert digits, c
        assert not ink(rows, theme.TEXT_DIM, (x + w - 4, lc_table.PILE_Y - 2, 4, 26)), c
        assert t.heights[c].color == theme.TEXT_DIM
        across, down = strokes(digits)
        # 14 px digits with 2 px strokes whatever the height (10-12 were 7 px
        # digits with 1 px strokes)
        assert height(digits) == 14, (c, t.heights[c].text)
        assert min(across) >= 2 and min(down) >= 2, (c, across, down)
        # 4 px below the card's value: a count beside it, not a second digit
        value = [p for p in ink(rows, 0x141414, (x, y, w, h))]
        assert max(p[1] for p in digits) - max(p[1] for p in value) >= 4
        counts.append((min(p[1] for p in digits), max(p[1] for p in digits)))
    assert len(set(counts)) == 1    # all on the same rows


# --- 4: frames and columns off the screen's edges --------------------------------

def full_table():
    """Every wager and value but the 7s in the columns (yellow to white the
    viewer's, green and red the other seat's), an 8 on every pile (the 7s in
    the viewer's hand): ink next to every frame."""
    def but(c, *values):
        return [x for x in range(c * 12, c * 12 + 12) if g.value(x) not in values]
    return set_out({0: but(0, 7, 8), 1: but(1, 7, 8), 2: but(2, 7, 8)},
                   {3: but(3, 7, 8), 4: but(4, 7, 8)}, [[c * 12 + 9] for c in range(5)])


def test_frames_and_columns_keep_off_the_screen_s_edges():
    st = full_table()
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(st, 0)
    t = s.table
    boxes = [t.slot_box(k) for k in range(6)]
    for row in range(2):
        for c in range(5):
            boxes += [t.cell_box(row, c, v, 0) for v in [0] + list(range(2, 11))]
    for x, y, w, h in boxes:
        # whole on the screen with a pixel to spare (a cell of the top row
        # began at y = -1: its frame's top ran off the screen)
        assert x >= 1 and y >= 1 and x + w <= SIZE - 1 and y + h <= SIZE - 1, (x, y, w, h)
    # the columns' digits 4 px from the top (were 1 px), 3 px from the left
    rows = frame(s)
    colours = [rgb565(c) for c in lc_table.COLOURS]
    top = min(y for y in range(SIZE) if any(p in colours for p in rows[y]))
    left = min(x for x in range(SIZE) for y in range(SIZE) if rows[y][x] in colours)
    assert top >= 4 and left >= 3
    assert all(p == rgb565(theme.BG) for y in range(2) for p in rows[y])


def test_the_frame_round_a_top_row_card_is_whole():
    # game 2: the bot starts with a wager, in the top row's first place
    st = g.new(2, 1, deal=deal("Y2 Y3 Yx B5 W7 G9 R10 Rx", "Bx Y5 B2 B3 W2 W3 G6 G10", "Y6"),
               history=[[10, 30]])
    assert g.to_move(st) == 1
    s = Screen(g, 240, 240, NAMES)
    for text in ("play Bx", "draw deck"):
        move = g.parse_move(st, text)
        s.show_move(st, 1, move, g.play(st, move), 0)
    s.begin_turn(st, 0)
    box = s.table.cell_box(0, 1, 0, 0)
    assert shown_frame(s.table.mark2) == box
    x, y, w, h = box
    rows = frame(s)
    # every pixel of its outline (2 px sides, 1 px top and bottom) is drawn
    assert len(ink(rows, theme.TEXT, box)) == 2 * w + 4 * (h - 2)


def test_frames_cover_only_the_table_or_a_card_s_dark_edge():
    # The frames round a pile and the cursor round a hand card lie 1 px on
    # the card's dark edge (the room the top margin took): never on a digit,
    # a count or a card's face.
    st = full_table()
    assert len(st.hands[0]) == 5
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(st, 0)
    t = s.table
    t.point(-1)
    plain = frame(s)
    allowed = (rgb565(theme.BG), EDGE, SLOT)
    checked = 0

    def covered_ok():
        now = frame(s)
        for y in range(SIZE):
            for x in range(SIZE):
                if now[y][x] != plain[y][x]:
                    assert plain[y][x] in allowed, (x, y, hex(plain[y][x]))
        return 1

    for i in range(len(st.hands[0])):
        t.point(i)
        checked += covered_ok()
    t.point(-1)
    for k in range(6):
        x, y, w, h = t.slot_box(k)
        t.cursor.place(x, y, h)
        checked += covered_ok()
        t.cursor.hide()
        t.mark.place(*t.slot_box(k))
        checked += covered_ok()
        t.mark.hide()
    for row in range(2):
        for c in range(5):
            for v in (0, 5, 6, 10):
                t.mark2.place(*t.cell_box(row, c, v, 0))
                checked += covered_ok()
    assert checked == len(st.hands[0]) + 12 + 40


# --- 5: the other seat's last card framed on a new screen -----------------------

def test_a_screen_made_anew_frames_the_other_seat_s_last_card_again():
    st = g.new(2, 1, deal=deal("Y2 Y3 Yx B5 W7 G9 R10 Rx", "Y4 Y5 B2 B3 W2 W3 G2 G3", "Y6"))
    s = Screen(g, 240, 240, NAMES)
    for seat, text in ((0, "play Y3"), (0, "draw deck"), (1, "play B2")):
        move = g.parse_move(st, text)
        s.show_move(st, seat, move, g.play(st, move), 0)
    # the bot draws: a screen made after its play (Continue, the rules
    # pages) still frames that card and says it came before the draw
    fresh = Screen(g, 240, 240, NAMES)
    fresh.show(st, 0)
    fresh.show_move(st, 1, g.DRAW_DECK, g.play(st, g.DRAW_DECK), 0)
    played = fresh.table.cell_box(0, 1, 2, 0)
    assert shown_frame(fresh.table.mark2) == played
    assert fresh.table.lines[2].text == "before that: played blue 2"
    s.show_move(st, 1, g.DRAW_DECK, [], 0)
    assert fresh.table.lines[2].text == s.table.lines[2].text
    # the viewer's turn: the same picture from the screen that saw the moves
    # and from one made anew
    s.begin_turn(st, 0)
    again = Screen(g, 240, 240, NAMES)
    again.begin_turn(st, 0)
    assert shown_frame(again.table.mark2) == played == shown_frame(s.table.mark2)
    assert frame(again) == frame(s)
    # a discard is framed on its pile
    for text in ("discard Y2", "draw deck", "discard W3", "draw deck"):
        g.play(st, g.parse_move(st, text))
    again = Screen(g, 240, 240, NAMES)
    again.begin_turn(st, 0)
    assert shown_frame(again.table.mark2) == again.table.slot_box(2)


def test_continue_frames_the_other_seat_s_last_card():
    # Quit to the title, then Continue: the saved moves are replayed into a
    # new screen, which frames the bot's last card at the player's turn.
    from engine.games.lost_cities.bot import Bot

    seed = 77
    st = g.new(2, seed)
    bots = [Bot(0, "normal", 1), Bot(1, "normal", 2)]
    moves = []
    last = -1           # the bot's last play or discard
    while len(moves) < 12 or g.to_move(st) != 0:
        seat = g.to_move(st)
        move = bots[seat].choose(g.view(st, seat))
        g.play(st, move)
        moves.append(move)
        if seat == 1 and move < g.DRAW_PILE:
            last = move
    assert last >= 0
    storage = MemoryStorage()
    Store(storage).save(Record(0, [0, 2], seed, [], moves))
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        yield "A"  # Continue
        yield from until(app, "turn")
        screen = app.match.screen
        colour, value = g.colour(last % g.DISCARD), g.value(last % g.DISCARD)
        want = (screen.table.cell_box(0, colour, value, 0) if last < g.DISCARD
                else screen.table.slot_box(colour))
        seen.append((shown_frame(screen.table.mark2), want))

    run_app(script, storage=storage)
    assert seen and seen[0][0] == seen[0][1]


# --- 6: the keys stay on screen through a refusal --------------------------------

def test_a_refusal_keeps_the_keys_and_gives_its_reason_in_one_line():
    st = g.new(2, 1, deal=deal("Y2 Y3 Yx B5 W7 G9 R10 Rx", "Y4 Y5 B2 B3 W2 W3 G2 G3", "Y6"))
    for text in ("play Y3", "draw deck", "discard G2", "draw deck"):
        g.play(st, g.parse_move(st, text))
    s = Screen(g, 240, 240, NAMES)
    s.begin_turn(st, 0)
    lines = s.table.lines

    def refused(*keys):
        keys_line = lines[2].text
        assert keys_line
        for k in keys:
            assert s.press(st, k) is None
        assert lines[0].text == "Not allowed"
        assert 0 < len(lines[1].text) <= 39 and lines[1].color == theme.WARN
        assert lines[2].text == keys_line and lines[2].color == theme.TEXT
        return lines[1].text

    # hand: Yx Y2 Y6 B5 W7 G9 R10 Rx (Y3 is down)
    assert refused(B.UP) == "Wagers go first: your yellow 3 is down"   # the wager
    s.press(st, B.RIGHT)
    assert refused(B.UP) == "Yellow 2 is lower than your yellow 3"
    s.press(st, B.RIGHT)                       # the next press: the prompt again
    assert lines[0].text == "Pick a card" and lines[2].text == "DOWN: discard   LEFT/RIGHT: card"
    s.press(st, B.LEFT)
    s.press(st, B.DOWN)                        # Y2: discard it? then UP: refused
    assert refused(B.UP).startswith("Yellow 2")
    move = s.press(st, B.A)
    assert g.move_text(st, move) == "discard Y2"
    g.play(st, move)
    s.begin_turn(st, 0)
    assert refused(B.B) == "Your card is down: now draw a card"
    assert refused(B.RIGHT, B.A) == "Not the card you just discarded"   # yellow
    assert refused(B.LEFT, B.LEFT, B.A) == "The red discard pile is empty"


def test_the_keys_show_after_a_refusal_through_the_menu_and_the_hint():
    keys_line = "LEFT/RIGHT: pile or deck   A: draw"
    storage = MemoryStorage()
    Store(storage).save(Record(0, [0, 2], 5, [], []))
    seen = []

    def lines(app):
        return [lab.text for lab in app.match.screen.table.lines]

    def script(app, hw):
        yield from until(app, "title")
        yield "A"  # Continue
        yield from until(app, "turn")
        yield "DOWN"
        yield "DOWN"                   # a card discarded: now the draw
        yield from until(app, "turn")
        yield "B"                      # refused: the card is down
        yield None
        seen.append(lines(app))
        yield "Y"
        yield from until(app, "menu")
        yield "B"                      # Resume
        yield from until(app, "turn")
        seen.append(lines(app))
        yield "Y"
        yield from until(app, "menu")
        yield "DOWN"
        yield "DOWN"
        yield "A"                      # Hint
        yield from until(app, "notice")
        yield "A"
        yield from until(app, "turn")
        seen.append(lines(app))
        yield "RIGHT"                  # the next press: the whole prompt
        yield None
        seen.append(lines(app))

    run_app(script, storage=storage)
    assert len(seen) == 4
    for shown_lines in seen[:3]:
        assert shown_lines[0] == "Not allowed" and shown_lines[2] == keys_line, shown_lines
    assert seen[3][0] == "Draw a card" and seen[3][2] == keys_line
