# The real simulator window (hw/desktop.py's _Window, pygame under SDL's dummy
# video driver) through every game: seeded random key presses from the soak's
# fuzzer, sent as the keyboard events a player makes, with every dirty area
# drawn into the window. PyGameDisplay 4.0.1 crashed on any dirty area with an
# odd pixel count ("Buffer length does not equal format and resolution size");
# these tests would have caught it. The headless console never draws dirty
# areas, so only this file covers that path.
import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
pygame = pytest.importorskip("pygame")
np = pytest.importorskip("numpy")

from tools import fuzz as soak  # noqa: E402

from engine import buttons  # noqa: E402
from engine.app.shell import App  # noqa: E402
from engine.games import GAMES  # noqa: E402
from engine.rng import Rng  # noqa: E402
from hw import desktop  # noqa: E402
from hw.headless import image_of  # noqa: E402
from hw.pcstorage import MemoryStorage  # noqa: E402

# The first keyboard key of each console button, as a player would press it.
KEY_OF = {}
for _key, _button in sorted(desktop.KEYS.items()):
    KEY_OF.setdefault(buttons.NAMES[_button], _key)


class ScriptedWindow(desktop.Hardware):
    """The desktop Hardware, window and all, fed one token per frame: a button
    name becomes a KEYDOWN event for the real key loop; the clock is virtual
    (100 ms a frame) so bots move without wall-clock waits."""

    def __init__(self, script, storage, tmp_path, seed=1):
        super().__init__(save_path=str(tmp_path / "save.bin"), settings={})
        self.storage = storage
        self.script = iter(script)
        self.now = 0
        self.frames = 0
        self.checked = []  # window_shows_the_scene() every 250 frames and at the end
        self.rng = Rng(seed)
        self.probes = []

    def add_probes(self, group):
        """Odd-sized tiles on top of the app's scene (1x1 up to 197x3; the test
        of one change below has the 197x161 that crashed), moved, shown,
        hidden and recoloured at random while the game plays."""
        import displayio

        palette = displayio.Palette(2)
        palette[0] = 0x000000
        palette[1] = 0xFFFF00
        for w, h in ((1, 1), (3, 7), (197, 3), (13, 1)):
            bitmap = displayio.Bitmap(w, h, 2)
            tile = displayio.TileGrid(bitmap, pixel_shader=palette)
            tile.hidden = True
            group.append(tile)
            self.probes.append((tile, bitmap))

    def _poke(self):
        tile, bitmap = self.probes[self.rng.below(len(self.probes))]
        if tile.hidden or self.rng.below(3) == 0:
            tile.hidden = not tile.hidden
        tile.x = self.rng.below(240 - bitmap.width + 1)
        tile.y = self.rng.below(240 - bitmap.height + 1)
        bitmap[self.rng.below(bitmap.width), self.rng.below(bitmap.height)] = self.rng.below(2)

    def ticks_ms(self):
        return self.now

    def frame(self):
        self.now += 100  # virtual: bots' pauses pass in a few frames
        self.frames += 1
        token = next(self.script, None) if self.open else None
        if token == "END":
            self.display.refresh()
            self.checked.append(window_shows_the_scene(self))
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        elif token:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=KEY_OF[token]))
        if self.probes and self.frames % 7 == 0:
            self._poke()
        going = super().frame()
        if going and self.frames % 250 == 0:
            self.checked.append(window_shows_the_scene(self))
        return going


@pytest.fixture
def window_env(monkeypatch, tmp_path):
    monkeypatch.setattr(desktop, "ROOT", str(tmp_path))
    monkeypatch.setattr(desktop, "FPS", 10**6)  # no sleeping between frames
    odd = []
    even = desktop._even

    def counting(core, area):
        out = even(core, area)
        clipped = desktop.Area()
        if core.clip_area(area, clipped) and clipped.size() % 2:
            odd.append((clipped.width(), clipped.height()))
        return out

    monkeypatch.setattr(desktop, "_even", counting)
    return odd


def window_shows_the_scene(hardware):
    """The window's 240x240 surface equals the scene graph rendered afresh."""
    want = np.asarray(image_of(hardware.display))
    got = pygame.surfarray.array3d(hardware.display._pygame_screen).transpose(1, 0, 2)
    return np.array_equal(want, got)


def fuzz_in_window(tmp_path, seed, presses, games, mixes, text=False, probes=True, frames=600):
    """A soak fuzz session in the window, ended after `presses` or `frames`
    (Blinka draws every pixel in Python: a frame of a busy table is slow)."""
    stats = soak.Stats()
    storage = MemoryStorage()
    fuzzer = soak.Fuzzer(seed, presses, games, stats, storage, 0.8, mixes)

    def tokens():
        for token in fuzzer.script():
            yield token
            if hardware.frames >= frames:
                break
        yield "END"

    hardware = ScriptedWindow(tokens(), storage, tmp_path, seed)
    app = App(hardware)
    if probes:
        hardware.add_probes(app.root)
    fuzzer.app = app
    fuzzer.hw = hardware
    undo = soak.blank_text(not text)
    try:
        app.run()
    finally:
        undo()
        if hardware.open:
            pygame.quit()
    return stats, hardware.checked


@pytest.mark.parametrize("game", range(len(GAMES)), ids=[g[0] for g in GAMES])
def test_every_game_runs_in_the_window_with_random_keys(game, window_env, tmp_path):
    stats, checked = fuzz_in_window(tmp_path, 900 + game, 80, [game], (0, 1, 2))
    assert stats.started, "no game was started"
    assert stats.checks >= 3, "hardly any moves were made"
    assert window_env, "no dirty area with an odd pixel count was drawn: the test lost its point"
    assert checked and all(checked), "the window differs from the scene: %r" % checked


def test_text_drawn_in_the_window(window_env, tmp_path):
    # The runs above skip drawing glyphs for speed; a short one draws them,
    # with no probes: the game's own changes alone must draw right.
    stats, checked = fuzz_in_window(tmp_path, 5, 60, list(range(len(GAMES))), (1, 2), text=True, probes=False)
    assert stats.checks > 0 and checked and all(checked)


@pytest.mark.parametrize("box", [(0, 0, 1, 1), (3, 5, 197, 161), (239, 239, 1, 1), (43, 0, 197, 7),
                                 (0, 100, 239, 1), (120, 119, 1, 121)])
def test_an_odd_sized_change_is_drawn(box, window_env, tmp_path):
    # The reproduction: a small TileGrid changed, then refresh().
    import displayio

    x, y, w, h = box
    hardware = desktop.Hardware(save_path=str(tmp_path / "save.bin"), settings={})
    try:
        palette = displayio.Palette(2)
        palette[0] = 0x000000
        palette[1] = 0xFFFFFF
        bitmap = displayio.Bitmap(w, h, 2)
        group = displayio.Group()
        group.append(displayio.TileGrid(bitmap, pixel_shader=palette, x=x, y=y))
        hardware.display.root_group = group
        hardware.display.refresh()
        bitmap.fill(1)
        hardware.display.refresh()
        assert window_env[-1] == (w, h)
        assert window_shows_the_scene(hardware)
        window = hardware.display._window
        assert tuple(window.get_at((2 * x, 2 * y)))[:3] == (255, 255, 255)
    finally:
        pygame.quit()
