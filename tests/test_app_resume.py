# Continue rebuilds a game by replaying its moves, feeding the bots the same
# views as live play: a resumed game goes on exactly as if never left, even
# for bots that remember cards (Gold).
import pytest

from app_driver import run_app, until
from engine.app.save import Record, Store
from hw.pcstorage import MemoryStorage


def saved(game, seats, seed):
    storage = MemoryStorage()
    Store(storage).save(Record(game, seats, seed, [], []))
    return storage


def bot_moves(game, seats, seed, total, leave_at=None):
    """The first `total` moves of a bot-only game started by Continue; with
    `leave_at`, the player quits to the title after that many moves and
    continues."""
    storage = saved(game, seats, seed)
    out = []

    def script(app, hw):
        yield from until(app, "title")
        yield "A"  # Continue
        if leave_at is not None:
            while len(app.match.moves) < leave_at:
                yield None
            yield "Y"
            yield from until(app, "menu")
            yield "UP"  # wraps to Quit to menu
            yield "A"
            yield from until(app, "title")
            yield "A"
        while app.match is None or len(app.match.moves) < total:
            yield None
        out.extend(app.match.moves[:total])

    run_app(script, storage=storage)
    return out


@pytest.mark.parametrize("game", [0, 1])
def test_continue_goes_on_exactly_as_an_uninterrupted_game(game):
    straight = bot_moves(game, [2, 3], 4242, 40)
    resumed = bot_moves(game, [2, 3], 4242, 40, leave_at=15)
    assert len(straight) == 40
    assert resumed == straight


def test_hint_is_dimmed_in_the_menu_when_no_human_decides():
    storage = saved(0, [2, 2], 7)
    seen = []

    def script(app, hw):
        yield "A"
        while app.match is None or len(app.match.moves) < 3:
            yield None
        yield "Y"
        yield from until(app, "menu")
        menu = app.match.pause_menu
        seen.append(list(menu.dim[:4]))
        yield "DOWN"
        yield "DOWN"  # skips Hint
        seen.append(menu.index)

    run_app(script, storage=storage)
    assert seen == [[False, False, True, False], 3]
