"""One headless 240x240 display for the screen tests: frames read back as
RGB565 ints, a count of the pixels each refresh redraws, node counts and
screenshots. Blinka allows one display per process, so the display is made
again whenever another test (say, a headless console) has replaced it, and
each test file that uses it releases it when done (the `one_display`
fixture)."""
import os
import sys

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

import busdisplay  # noqa: E402
import pytest  # noqa: E402

from hw import headless  # noqa: E402

SIZE = 240


class CountingDisplay(headless._Display):
    """The headless console's display, but a refresh walks the dirty areas
    as the device does and counts the pixels it would send."""

    def __init__(self, width, height):
        super().__init__(width, height)
        self.redrawn = 0

    def _refresh_display(self):
        return busdisplay.BusDisplay._refresh_display(self)

    def _refresh_area(self, area):
        w = max(0, min(area.x2, SIZE) - max(area.x1, 0))
        h = max(0, min(area.y2, SIZE) - max(area.y1, 0))
        self.redrawn += w * h
        return True


_display = []


def display():
    import displayio

    if not _display or _display[0] not in getattr(displayio, "displays", _display):
        displayio.release_displays()
        del _display[:]
        _display.append(CountingDisplay(SIZE, SIZE))
    return _display[0]


def release():
    """Leaves no display behind (for the next test file or a console)."""
    import displayio

    displayio.release_displays()
    del _display[:]


@pytest.fixture(autouse=True, scope="module")
def one_display():
    yield
    release()


def frame(screen):
    """The screen as 240 rows of 240 RGB565 ints."""
    d = display()
    d.root_group = screen.group
    raw = headless.frame_bytes(d)
    rows = []
    for y in range(SIZE):
        at = y * SIZE * 2
        rows.append([(raw[i] << 8) | raw[i + 1] for i in range(at, at + SIZE * 2, 2)])
    return rows


def rgb565(c):
    return ((c >> 8) & 0xF800) | ((c >> 5) & 0x07E0) | ((c >> 3) & 0x1F)


def count(rows, colour, x0, y0, x1, y1):
    """How many pixels of the box (x0, y0)-(x1, y1) have the colour (0xRRGGBB)."""
    want = rgb565(colour)
    n = 0
    for y in range(max(0, y0), min(SIZE, y1)):
        row = rows[y]
        for x in range(max(0, x0), min(SIZE, x1)):
            if row[x] == want:
                n += 1
    return n


def shown(screen):
    """The display showing the screen, refreshed so that only later changes count."""
    d = display()
    d.root_group = screen.group
    d.refresh()
    d.refresh()
    return d


def redrawn_by(d, press, *args):
    """The pixels the refresh after press(*args) redraws."""
    d.redrawn = 0
    press(*args)
    d.refresh()
    return d.redrawn


def press_through(game, state, screen, presses):
    """Feeds the presses to the screen from the current turn on: every move
    they give must be legal; it is played and shown to its mover."""
    screen.begin_turn(state, game.to_move(state))
    for b in presses:
        move = screen.press(state, b)
        if move is None:
            continue
        assert move in game.legal(state)
        seat = game.to_move(state)
        screen.show_move(state, seat, move, game.play(state, move), seat)
        if game.over(state):
            break
        screen.begin_turn(state, game.to_move(state))


def play_out(game, state, bots):
    """Plays on to the end with each seat's bot choosing; returns the state."""
    while not game.over(state):
        seat = game.to_move(state)
        game.play(state, bots[seat].choose(game.view(state, seat)))
    return state


def count_nodes(node):
    """The display objects under node. A label counts as one: it swaps its
    own text bitmap inside. By class name, since another test may have
    imported a second copy of the label library (a deployed lib/)."""
    import displayio

    n = 1
    if isinstance(node, displayio.Group) and type(node).__name__ != "Label":
        for item in node:
            n += count_nodes(item)
    return n


def save_png(screen, path, scale=1):
    """Saves what the screen draws as a PNG: 1x (the device's pixels) unless scaled."""
    d = display()
    d.root_group = screen.group
    img = headless.image_of(d)
    if scale != 1:
        img = img.resize((SIZE * scale, SIZE * scale), 0)
    img.save(path)
