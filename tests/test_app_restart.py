# A second match in one run of the board's Python would start in a heap the
# first has cut up (and filled with the names it interned, never freed): on a
# board the console saves the new match and restarts its Python, and the run
# after the restart goes straight into that match (engine/app/shell.py
# fresh_heap, resumed; hw/devparts.py restart, restarted).
import pytest

from app_driver import run_app, until
from engine.app.save import Store
from engine.app.savecheck import problem
from hw.pcstorage import MemoryStorage
from tools import drive


class Restarted(Exception):
    """What the board's restart does here: the run ends."""


def restart():
    raise Restarted()


def play_and_quit(app, row, kinds):
    """From the title: the game on `row`, these seats, a bot's move, then
    the in-game menu's Quit (one UP from Resume) back to the title."""
    yield from until(app, "title")
    yield from drive.title_row(app.current, row)
    yield from until(app, "setup")
    yield from drive.set_up(app.current, kinds)
    yield from until(app, "wait", "result")
    yield "Y"
    yield from until(app, "menu")
    yield "UP"
    yield "A"
    yield from until(app, "title")


def test_the_second_match_is_saved_and_the_board_restarts_for_it():
    storage = MemoryStorage()
    wheres = []

    def script(app, hw):
        hw.restart = restart
        yield from play_and_quit(app, 1, [2, 2])        # Gold, two normal bots
        wheres.append(app.where)
        yield from drive.title_row(app.current, 1)      # Lost Cities (row 0 is Continue)
        yield from until(app, "setup")
        yield from drive.set_up(app.current, [3, 3])

    with pytest.raises(Restarted):
        run_app(script, storage=storage)
    assert wheres == ["title"]
    record, notice = Store(storage, check=problem).load()
    assert notice is None
    assert (record.game, record.seats, record.moves) == (0, [3, 3], [])


def test_the_run_after_the_restart_goes_straight_into_the_saved_match(monkeypatch):
    storage = MemoryStorage()

    def first(app, hw):
        hw.restart = restart
        yield from play_and_quit(app, 0, [2, 2])
        yield from drive.title_row(app.current, 2)      # Gold, after the Continue row
        yield from until(app, "setup")
        yield from drive.set_up(app.current, [2, 2])

    with pytest.raises(Restarted):
        run_app(first, storage=storage)
    seen = []

    def second(app, hw):
        seen.append(app.where)
        yield from until(app, "wait", "turn", "result")
        seen.append((app.match.index, app.match.seats))

    import app_driver

    class Restarting(app_driver.Hardware):
        restarted = True  # supervisor.RunReason.SUPERVISOR_RELOAD on a board

    monkeypatch.setattr(app_driver, "Hardware", Restarting)
    run_app(second, storage=storage)
    assert "title" not in seen[:1] and seen[-1] == (1, [2, 2]), seen


def test_a_pc_plays_match_after_match_in_one_run():
    # no restart on a PC (its heap is not a board's): the second match plays here
    def script(app, hw):
        assert not hasattr(hw, "restart")
        yield from play_and_quit(app, 0, [2, 2])
        yield from drive.title_row(app.current, 2)
        yield from until(app, "setup")
        yield from drive.set_up(app.current, [2, 2])
        yield from until(app, "wait", "result")
        assert app.match.index == 1

    run_app(script)
