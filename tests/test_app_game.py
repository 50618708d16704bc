# A Lost Cities match through the app: moves by button presses, autosave,
# the in-game menu (Rules, Hint, Quit), Continue, hot-seat hand-over, a
# bot-only round, notices for storage trouble and a bot out of memory.
import pytest

from app_driver import human_move, run_app, start_game, until
from engine.app.save import Store
from engine.ui import theme
from hw.headless import Hardware
from hw.pcstorage import MemoryStorage

pytest.importorskip("engine.games.lost_cities.screen")

LC = 0


def snapshot(match):
    g = match.game
    return (list(match.moves), [g.view(match.state, s) for s in range(len(match.seats))])


def test_moves_by_buttons_are_played_and_saved_after_each_one():
    storage = MemoryStorage()
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        for _ in range(3):
            yield from until(app, "turn")
            yield from human_move(app)
            record, _ = Store(storage).load()
            seen.append((list(record.moves), list(app.match.moves), record.seats, record.game))

    app, hw = run_app(script, storage=storage)
    assert len(seen) == 3
    for saved, live, seats, game in seen:
        assert saved == live and seats == [0, 2] and game == LC
    assert len(seen[2][1]) > len(seen[0][1])
    assert any(line.startswith("You: ") for line in hw.logs)
    assert any(line.startswith("Bot 2: ") for line in hw.logs)


def test_each_new_scene_is_drawn_whole_and_a_cursor_step_is_not(monkeypatch):
    # hw.whole_frame(): on a board the display then draws the new scene at
    # once at the next frame, not each new object's area in turn
    asked = []
    monkeypatch.setattr(Hardware, "whole_frame", lambda self: asked.append(1))
    box = {}

    def script(app, hw):
        box["app"] = app
        yield from start_game(app, LC, [0, 2])
        yield from until(app, "turn")
        at_table = len(asked)
        yield "RIGHT"
        yield None
        yield None
        box["after_step"] = len(asked) - at_table
        yield "Y"
        yield from until(app, "menu")
        box["menu"] = len(asked) - at_table

    run_app(script)
    # the title, the set-up and the table each asked once at least
    assert len(asked) >= 3
    assert box["after_step"] == 0  # a cursor step changes a few objects: their areas are drawn
    assert box["menu"] == 0  # the in-game menu is a panel over the table


def test_human_turn_beeps_and_lights_the_seat_colour():
    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        for _ in range(3):  # play and draw, then the bot's turn, then ours
            yield from until(app, "turn")
            yield from human_move(app)

    app, hw = run_app(script)
    # one high beep per turn (not per step of the turn): ours, then ours again
    assert len(hw.beeper.beeps) == 2 and hw.beeper.beeps[0][0] > 440
    assert theme.SEATS[0] in hw.led.history and theme.SEATS[1] in hw.led.history


def test_no_sound_when_settings_turn_it_off():
    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        yield from until(app, "turn")

    app, hw = run_app(script, settings={"CONSOLE_SOUND": False})
    assert hw.beeper.beeps == []


def test_hint_quit_and_continue_resume_the_same_position():
    storage = MemoryStorage()
    seen = {}

    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        for _ in range(4):
            yield from until(app, "turn")
            yield from human_move(app)
        yield from until(app, "turn")
        seen["before"] = snapshot(app.match)
        yield "Y"
        seen["menu"] = app.where
        yield "DOWN"
        yield "DOWN"
        yield "A"  # Hint
        seen["hint"] = app.notices[-1]
        yield "A"
        yield "MENU"
        yield "UP"
        yield "A"  # Quit to menu
        seen["title"] = app.where
        seen["continue"] = app.current.menu.lefts[0].text
        yield "A"  # Continue
        yield from until(app, "turn")
        seen["after"] = snapshot(app.match)

    run_app(script, storage=storage)
    assert seen["menu"] == "menu"
    assert seen["hint"].startswith("Hint: ")
    assert seen["title"] == "title" and seen["continue"] == "Continue"
    assert seen["after"] == seen["before"]


def test_rules_pages_scroll_and_close():
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        yield from until(app, "turn")
        yield "Y"
        yield "DOWN"
        yield "A"
        seen.append(app.where)
        pager = app.overlay[-1]
        seen.append(len(pager))
        yield "DOWN"
        yield "B"
        seen.append(app.where)
        # back in the menu, on the Rules row, with only the menu over the table
        seen.append((app.match.pause_menu.index, len(app.overlay), pager in app.overlay))
        yield "B"
        seen.append(app.where)
        seen.append((app.match.pause_menu, len(app.overlay)))

    run_app(script)
    assert seen[0] == "rules"
    assert seen[2] == "menu"
    assert seen[3] == (1, 1, False)
    assert seen[4] == "turn"
    assert seen[5] == (None, 0)  # the menu left the screen and the heap


def test_hot_seat_shows_a_hand_over_before_each_human_decision_change():
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [0, 0])
        while len([e for e in seen if e[0] == "turn"]) < 4:
            yield from until(app, "turn", "handover", "story")
            if app.where in ("handover", "story"):
                seen.append((app.where, app.match.game.to_move(app.match.state)))
                yield "A"
            else:
                seen.append(("turn", app.match.game.to_move(app.match.state)))
                yield from human_move(app)

    app, hw = run_app(script)
    # seat 0 plays and draws (two decisions), then seat 1 after a hand-over
    assert seen[0] == ("handover", 0)
    assert seen[1:3] == [("turn", 0), ("turn", 0)]
    assert seen[3] == ("handover", 1)
    # then what Player 1 did, before Player 2's own turn
    assert seen[4] == ("story", 1)
    assert seen[5:7] == [("turn", 1), ("turn", 1)]
    handovers = [line for line in hw.logs if line.startswith("hand-over")]
    assert handovers[:3] == ["hand-over to Player 1", "hand-over to Player 2", "hand-over to Player 1"]


def test_hand_over_screen_is_in_the_seat_colour_and_hides_the_hand():
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [0, 0])
        yield from until(app, "handover")
        seen.append(hw.image())

    run_app(script)
    img = seen[0]
    want = theme.SEATS[0]
    assert img.getpixel((120, 70))[0] // 8 == (want >> 16) // 8
    # no card faces: the lower half is plain background and text
    assert len(set(img.crop((0, 210, 240, 240)).tobytes()[i:i + 3] for i in range(0, 30 * 240 * 3, 3))) < 6


def test_one_human_never_sees_a_hand_over():
    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        for _ in range(6):
            yield from until(app, "turn")
            yield from human_move(app)

    app, hw = run_app(script)
    assert not [line for line in hw.logs if line.startswith("hand-over")]


def test_bot_only_game_runs_to_the_round_result():
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [1, 3])
        yield from until(app, "result")
        seen.append(app.match.game.over(app.match.state))
        yield "A"
        while app.where == "result":
            yield "A"
        seen.append(app.where)

    run_app(script)
    assert seen == [True, "table"]


def test_read_only_storage_warns_once_and_play_goes_on():
    storage = MemoryStorage(read_only=True)
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        yield from until(app, "turn", "notice")
        if app.where == "turn":
            yield from human_move(app)
            yield from until(app, "notice")
        seen.append(app.notices[-1])
        yield "A"
        for _ in range(3):
            yield from until(app, "turn")
            yield from human_move(app)
        seen.append(len(app.match.moves))

    app, hw = run_app(script, storage=storage)
    assert "read-only" in seen[0]
    assert len(app.notices) == 1
    assert seen[1] >= 4


def test_bot_out_of_memory_plays_a_simple_move_and_the_game_goes_on(monkeypatch):
    import engine.games.lost_cities.bot as bots

    real = bots.Bot.choose
    calls = []

    def choose(self, view):
        calls.append(1)
        if len(calls) == 2:
            raise MemoryError()
        return real(self, view)

    monkeypatch.setattr(bots.Bot, "choose", choose)
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [2, 2])
        yield from until(app, "notice")
        seen.append(app.notices[-1])
        seen.append(len(app.match.moves))
        yield "A"
        while len(app.match.moves) < 10:
            yield None
        seen.append(len(app.match.moves))

    app, hw = run_app(script)
    assert seen[0] == "Bot ran low on memory and played a simple move."
    assert seen[1] == 1  # the notice comes as the second decision is made
    assert seen[2] >= 10
    assert len(app.notices) == 1


def test_a_whole_bot_match_ends_with_the_winners_and_clears_the_save():
    storage = MemoryStorage()
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [2, 3])
        for _ in range(3):
            yield from until(app, "result")
            while app.where == "result":
                yield "A"
            seen.append((app.where,))
            yield "A"
        yield from until(app, "winners")
        match = app.match
        seen.append(match.game.winners(match.state))
        seen.append(Store(storage).load()[0])
        yield "A"
        yield from until(app, "title")
        seen.append(app.current.continues)

    app, hw = run_app(script, storage=storage)
    assert [s[0] for s in seen[:3]] == ["table", "table", "table"]
    assert seen[3] and all(w in (0, 1) for w in seen[3])
    assert seen[4] is None  # nothing left to continue
    assert seen[5] is False
    assert any(line.startswith("match over: ") for line in hw.logs)


def test_a_move_the_rules_refuse_is_a_notice_and_changes_nothing(monkeypatch):
    import engine.games.lost_cities.screen as ui

    real = ui.Screen.press
    sent = []

    def press(self, state, button):
        move = real(self, state, button)
        if move is not None and not sent:
            sent.append(move)
            return 9999  # not a move at all
        return move

    monkeypatch.setattr(ui.Screen, "press", press)
    seen = []

    def script(app, hw):
        yield from start_game(app, LC, [0, 2])
        yield from until(app, "turn")
        before = snapshot(app.match)
        while app.where != "notice":
            yield "A"
        seen.append(app.notices[-1])
        seen.append(snapshot(app.match) == before)
        yield "A"
        yield from human_move(app)
        seen.append(len(app.match.moves))

    app, hw = run_app(script)
    assert seen[0].startswith("Move refused")
    assert seen[1] is True
    assert seen[2] == 1
    assert hw.beeper.beeps[-1][0] < 440  # the low "refused" beep


def test_a_screens_idle_call_comes_once_when_no_button_comes_for_a_while():
    # A screen's optional idle() (engine/games/SCREEN.md) draws what a cursor
    # step may not (Karuba: the card over the cell the cursor rests on). The
    # app calls it once per wait, IDLE_MS after the last press, never sooner.
    from engine import buttons
    from engine.app.shell import IDLE_MS, App
    from hw.headless import Hardware

    for frames, calls_wanted in ((3, 0), (IDLE_MS // 40 + 3, 1), (50, 1)):
        hw = Hardware(script=iter([None] * frames + ["A"]), storage=MemoryStorage())
        app = App(hw)
        calls = []
        start = hw.ticks_ms()

        class Screen:
            def idle(self):
                calls.append(hw.ticks_ms() - start)

        assert app.key("turn", Screen()) == buttons.A
        assert len(calls) == calls_wanted, (frames, calls)
        assert all(ms >= IDLE_MS for ms in calls)


def test_karubas_card_shows_on_the_cell_once_the_cursor_rests_through_the_app():
    from engine.games.karuba.screen import CELL

    seen = []

    def script(app, hw):
        yield from start_game(app, 2, [0, 1])
        n = 0
        while app.match.screen.mode != CELL or app.where != "turn":
            n += 1
            assert n < 3000, "no placing turn came"
            yield "A" if app.where == "turn" else None
        table = app.match.screen.table
        yield "RIGHT"
        seen.append(table.ghost.hidden)          # the step: the frame only
        for _ in range(10):                       # 400 ms with no press
            yield None
        seen.append((table.ghost.hidden, table.previewed == app.match.screen.cell))

    run_app(script)
    assert seen[0] is True and seen[1] == (False, True), seen
