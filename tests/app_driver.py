# Drives the app headless the way a player does: button presses, one per
# frame, decided by a generator that can look at the app between frames.
from engine import buttons
from engine.app.shell import App
from hw.headless import Hardware
from hw.pcstorage import MemoryStorage
from tools import drive

LIMIT = 60000  # frames any one wait may take before the test fails


def run_app(script, storage=None, settings=None, shots_dir=None, bootloader=True):
    """Runs the app until `script(app, hw)` (a generator of tokens) ends.
    bootloader: the headless console acts as a board that can restart into
    its UF2 bootloader, so the title has its Update row as on the device
    (the headless console's own default is a PC's title, without it).
    Returns (app, hw)."""
    box = {}

    def tokens():
        for token in script(box["app"], box["hw"]):
            yield token

    hw = Hardware(script=tokens(), shots_dir=shots_dir, storage=storage if storage is not None else MemoryStorage(),
                  settings=settings if settings is not None else {}, bootloader=bootloader)
    app = App(hw)
    box["app"] = app
    box["hw"] = hw
    app.run()
    return app, hw


def until(app, *where):
    """Idle frames until the app waits on one of `where` ("turn", "title"...)."""
    n = 0
    while app.where not in where:
        n += 1
        assert n < LIMIT, "the app never reached %r (it is at %r)" % (where, app.where)
        yield None


def human_move(app):
    """Presses A until the human's decision becomes a move; when A is refused
    (say, a card already turned up), moves the cursor right and tries again."""
    match = app.match
    before = len(match.moves) + 100 * len(match.history)
    n = 0
    while len(match.moves) + 100 * len(match.history) == before:
        n += 1
        assert n < 200, "no move came of the presses"
        if app.where == "turn":
            yield "RIGHT" if n % 4 == 0 else "A"
        else:
            yield None


def start_game(app, game_index, seats):
    """From the title: choose the game, set the seats (0 human .. 3 hard
    bot), start, with the same set-up driver as the fuzzer (tools/drive.py).
    Assumes the title has no Continue row."""
    yield from until(app, "title")
    yield from drive.title_row(app.current, game_index)
    yield from until(app, "setup")
    yield from drive.set_up(app.current, seats)


BUTTON = buttons.NAMES
