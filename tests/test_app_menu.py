# The title menu and seat set-up, driven by button presses.
import pytest

from app_driver import run_app, start_game, until
from engine.games import BLURB, GAMES, NAME, SEATS, load
from engine.app.save import Record, Store
from engine.ui import theme
from engine.app.title import seat_range_text
from hw.pcstorage import MemoryStorage


def test_rules_modules_take_their_facts_from_the_catalogue():
    for i in range(len(GAMES)):
        game = load(i)
        assert game.NAME == GAMES[i][NAME]
        assert tuple(game.SEATS) == tuple(GAMES[i][SEATS])


def test_seat_ranges_read_as_on_the_box():
    assert [seat_range_text(row[SEATS]) for row in GAMES] == ["2", "2-5", "2-6", "4"]


def test_title_lists_the_four_games_and_describes_the_highlighted_one():
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        seen.append(app.current.info.text)
        yield "DOWN"
        seen.append(app.current.info.text)
        rows = [app.current.menu.lefts[i].text for i in range(app.current.menu.count)]
        seen.append(rows)

    run_app(script)
    # one line, padded (a step redraws it once): the rows give the player counts
    assert seen[0] == GAMES[0][BLURB] + " " * (36 - len(GAMES[0][BLURB]))
    assert seen[1].rstrip() == GAMES[1][BLURB] and len(seen[1]) == 36
    # the headless console, like a board, can "restart into its bootloader"
    assert seen[2] == ["Lost Cities", "Gold", "Karuba", "Digging", "Update"]


def test_update_asks_first_then_restarts_into_the_bootloader():
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        for _ in range(4):
            yield "DOWN"
        seen.append(app.current.info.text)
        yield "A"
        yield from until(app, "update")
        seen.append(app.box.text.text)
        yield "B"  # no: back on the title, nothing restarted
        yield from until(app, "title")
        seen.append(hw.bootloader_calls)
        yield "A"
        yield from until(app, "update")
        yield "A"  # yes
        yield from until(app, "title")
        seen.append(hw.bootloader_calls)
        seen.append(list(hw.logs))

    run_app(script)
    assert "UF2 bootloader" in seen[0]
    assert "Restart into the" in seen[1] and "bootloader?" in seen[1]
    assert seen[2] == 0 and seen[3] == 1
    assert "restart into the UF2 bootloader" in seen[4]


def test_a_failed_restart_says_so_and_the_title_stays():
    seen = []

    def script(app, hw):
        def refuse():
            raise OSError("no bootloader here")

        hw.enter_bootloader = refuse
        yield from until(app, "title")
        for _ in range(4):
            yield "DOWN"
        yield "A"
        yield from until(app, "update")
        yield "A"
        yield from until(app, "notice")
        seen.append(app.notices[-1])
        yield "A"
        yield from until(app, "title")
        seen.append(app.where)

    run_app(script)
    assert seen == ["Could not restart into the bootloader: no bootloader here", "title"]


def test_without_a_bootloader_the_title_has_no_update_row():
    from engine.app.title import Title

    rows = Title(None, None, False).menu
    assert [rows.lefts[i].text for i in range(rows.count)] == ["Lost Cities", "Gold", "Karuba", "Digging"]
    rows = Title("Gold", None, True).menu
    assert rows.count == 6 and rows.lefts[5].text == "Update"


def test_setup_defaults_to_one_human_against_normal_bots_and_b_goes_back():
    seen = []

    def script(app, hw):
        yield "DOWN"
        yield "DOWN"
        yield "A"  # Karuba
        seen.append(app.current.seats())
        # Players < 2 >: raise to 4
        yield "UP"
        yield "UP"
        yield "UP"
        yield "RIGHT"
        yield "RIGHT"
        seen.append(app.current.seats())
        yield "B"
        seen.append(app.where)

    run_app(script)
    assert seen[0] == [0, 2]
    assert seen[1] == [0, 2, 2, 2]
    assert seen[2] == "title"


def test_setup_opens_on_start_and_says_the_seats_can_be_changed():
    from engine import buttons
    from engine.app.title import Setup

    for game in range(4):
        setup = Setup(game)
        assert setup.menu.index == setup.count + 1          # on Start
        assert setup.hint.text == "UP: change seats  A: start  B: back"
        assert len(setup.hint.text) * 6 <= 240
        setup.press(buttons.UP)                             # UP goes to the last seat
        assert setup.menu.index == setup.count
        assert setup.hint.text.strip() == "LEFT/RIGHT: human or bot level"


def test_seat_count_stays_within_the_game_range():
    seen = []

    def script(app, hw):
        yield "DOWN"
        yield "A"  # Gold 2-5
        for _ in range(3):
            yield "UP"
        for _ in range(9):
            yield "RIGHT"
        seen.append(len(app.current.seats()))
        for _ in range(9):
            yield "LEFT"
        seen.append(len(app.current.seats()))

    run_app(script)
    assert seen == [5, 2]


def test_digging_shows_fixed_teams():
    seen = []

    def script(app, hw):
        for _ in range(3):
            yield "DOWN"
        yield "A"
        menu = app.current.menu
        seen.append([(menu.lefts[i].text, menu.rights[i].text) for i in range(menu.count)])

    run_app(script)
    rows = seen[0]
    assert rows[0] == ("Teams", "A 1+3 B 2+4")
    assert [r[1] for r in rows[1:5]] == ["A", "B", "A", "B"]
    assert rows[-1][0] == "Start"


def test_continue_row_names_the_saved_game():
    storage = MemoryStorage()
    Store(storage).save(Record(1, [0, 2], 1234, [], []))
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        menu = app.current.menu
        seen.append((menu.lefts[0].text, menu.rights[0].text, menu.count))

    run_app(script, storage=storage)
    assert seen == [("Continue", "Gold", 6)]  # Continue, four games, Update


def test_a_damaged_save_shows_a_notice_on_the_title():
    storage = MemoryStorage()
    Store(storage).save(Record(0, [0, 2], 99, [], []))
    # damage the saved slot's payload
    data = bytearray(storage.read(0, 40))
    for i in range(12, 30):
        data[i] ^= 0x5A
    storage.write(0, bytes(data))
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        seen.append(app.current.notice.text)
        seen.append(app.current.continues)
        seen.append(count_colour(hw.image().crop((0, 200, 240, 240)), theme.WARN))

    run_app(script, storage=storage)
    assert "damaged" in seen[0]
    assert seen[1] is False
    assert seen[2] > 50  # the notice is drawn in the warning colour


def count_colour(img, rgb):
    """Pixels within RGB565 rounding of colour rgb."""
    want = (rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF)
    data = img.tobytes()
    n = 0
    for i in range(0, len(data), 3):
        if abs(data[i] - want[0]) < 12 and abs(data[i + 1] - want[1]) < 12 and abs(data[i + 2] - want[2]) < 12:
            n += 1
    return n


@pytest.mark.parametrize("game_index", range(4))
def test_every_game_starts_from_the_menu(game_index):
    seen = []

    def script(app, hw):
        yield from start_game(app, game_index, [3] * GAMES[game_index][SEATS][0])
        yield from until(app, "wait")
        seen.append(app.match.game.NAME)

    run_app(script)
    assert seen == [GAMES[game_index][NAME]]


def test_a_step_in_the_title_the_set_up_and_the_in_game_menu_redraws_at_most_5_percent():
    # The chosen row has a marker (two 4 px strips at a step; a highlight
    # behind the row redrew both rows, 19-21% of the screen) and each line
    # that follows the cursor is padded to one length (one box, not two).
    from screen_harness import display, redrawn_by, release
    from engine import buttons
    from engine.app.pause import PauseMenu
    from engine.app.title import INFO_W, Setup, Title

    assert max(len(row[BLURB]) for row in GAMES) <= INFO_W
    d = display()
    try:
        for title in (Title(), Title("Karuba", update=True)):
            d.root_group = title.group
            d.refresh()
            d.refresh()
            for key in [buttons.DOWN] * 6 + [buttons.UP] * 3:
                assert 0 < redrawn_by(d, title.press, key) <= 240 * 240 * 5 // 100
        for game in range(len(GAMES)):
            setup = Setup(game)
            d.root_group = setup.group
            d.refresh()
            d.refresh()
            for key in [buttons.UP] * (setup.count + 2) + [buttons.DOWN] * 2:
                assert 0 < redrawn_by(d, setup.press, key) <= 240 * 240 * 5 // 100
        pause = PauseMenu(240, 240, True)
        d.root_group = pause.group
        d.refresh()
        d.refresh()
        for step in (1, 1, 1, 1, -1, -1):
            assert 0 < redrawn_by(d, pause.move, step) <= 240 * 240 * 5 // 100
    finally:
        release()
