# Bots only, every game: the app plays a whole round through each game's
# screen to its result pages and the match table, with the autosave current.
import pytest

from app_driver import run_app, start_game, until
from engine.app.save import Store
from engine.games import GAMES, NAME, SEATS
from hw.pcstorage import MemoryStorage


@pytest.mark.parametrize("game", range(len(GAMES)))
def test_a_bot_round_reaches_the_result_and_the_match_table(game):
    storage = MemoryStorage()
    seats = [1, 2, 3, 2, 1, 3][: GAMES[game][SEATS][1]]
    seen = []

    def script(app, hw):
        yield from start_game(app, game, seats)
        yield from until(app, "result")
        match = app.match
        seen.append(match.game.over(match.state))
        record, _ = Store(storage).load()
        seen.append(record.moves == match.moves and record.seats == seats)
        pages = 0
        while app.where == "result":
            pages += 1
            assert pages < 30
            yield "A"
        seen.append(pages)
        seen.append(app.where)

    run_app(script, storage=storage)
    assert seen[0] is True and seen[1] is True
    assert seen[2] >= 1
    assert seen[3] == "table"


@pytest.mark.parametrize("game", range(len(GAMES)))
def test_hint_names_a_move_in_every_game(game):
    seen = []

    def script(app, hw):
        yield from start_game(app, game, [0] + [2] * (GAMES[game][SEATS][0] - 1))
        yield from until(app, "turn")
        yield "Y"
        yield "DOWN"
        yield "DOWN"
        yield "A"
        seen.append(app.where)
        seen.append(app.notices[-1] if app.notices else "")

    run_app(script)
    assert seen[0] == "notice"
    assert seen[1].startswith("Hint: ") and len(seen[1]) > 8
