# The table's screen makes room: it is released while the rules pages show
# and while the match table shows (engine/app/match.py drop_screen), and
# rebuilt afterwards, drawn as the player left it.
import pytest

from app_driver import human_move, run_app, start_game, until
from engine.games import GAMES
from hw.headless import frame_bytes

IDS = [g[0] for g in GAMES]


def seats_for(game):
    low = GAMES[game][2][0]
    return [0] + [2] * (max(2, low) - 1)


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_the_rules_pages_take_the_tables_room_and_the_turn_comes_back_as_it_began(game):
    pytest.importorskip("engine.games." + GAMES[game][0] + ".screen")
    seen = {}

    def script(app, hw):
        yield from start_game(app, game, seats_for(game))
        yield from until(app, "turn")
        yield None
        seen["turn"] = frame_bytes(hw.display)
        seen["screen"] = app.match.screen
        yield "Y"
        yield from until(app, "menu")
        yield "DOWN"
        yield "A"
        yield from until(app, "rules")
        seen["during"] = (app.match.screen, len(app.scene))
        yield "B"
        yield from until(app, "menu")
        yield "B"
        yield from until(app, "turn")
        yield None
        seen["after"] = frame_bytes(hw.display)
        seen["rebuilt"] = app.match.screen

    run_app(script)
    assert seen["during"] == (None, 0)  # no table in the heap behind the pages
    assert seen["rebuilt"] is not seen["screen"] and seen["rebuilt"] is not None
    assert seen["after"] == seen["turn"]


def test_a_move_on_show_is_drawn_again_after_the_rules_pages():
    # Gold keeps a human's turned cards on screen until A: opening the rules
    # pages then must not lose them.
    pytest.importorskip("engine.games.gold.screen")
    gold = IDS.index("gold")
    seen = {}

    def script(app, hw):
        yield from start_game(app, gold, seats_for(gold))
        yield from until(app, "turn")
        while app.where != "outcome":
            if app.where == "turn":
                yield from human_move(app)
            else:
                yield None
        yield None
        seen["outcome"] = frame_bytes(hw.display)
        yield "Y"
        yield from until(app, "menu")
        yield "DOWN"
        yield "A"
        yield from until(app, "rules")
        yield "B"
        yield from until(app, "menu")
        yield "B"
        yield from until(app, "outcome")
        yield None
        seen["after"] = frame_bytes(hw.display)

    run_app(script)
    assert seen["after"] == seen["outcome"]


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_the_match_table_takes_the_tables_room_and_the_next_round_gets_a_screen(game):
    pytest.importorskip("engine.games." + GAMES[game][0] + ".screen")
    seen = {}

    def script(app, hw):
        yield from start_game(app, game, [2] * (len(seats_for(game))))
        yield from until(app, "result")
        while app.where == "result":
            yield "A"
            yield None
        yield from until(app, "table")
        seen["table"] = app.match.screen
        yield "A"
        yield from until(app, "wait", "turn", "winners")
        seen["next"] = (app.where, app.match.screen if app.match is not None else None)

    run_app(script)
    assert seen["table"] is None
    where, screen = seen["next"]
    assert where == "winners" or screen is not None
