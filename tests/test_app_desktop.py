# The desktop window's keyboard and life cycle (SDL's dummy video driver: no
# real window is needed).
import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
pygame = pytest.importorskip("pygame")

from engine import buttons  # noqa: E402


@pytest.fixture
def desktop(tmp_path, monkeypatch):
    from hw import desktop as module

    monkeypatch.setattr(module, "ROOT", str(tmp_path))
    hw = module.Hardware(save_path=str(tmp_path / "save.bin"), settings={})
    yield hw
    if hw.open:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        hw.frame()


def press(key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key))


def test_keys_map_to_the_console_buttons(desktop):
    keys = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_z, pygame.K_RETURN,
            pygame.K_x, pygame.K_BACKSPACE, pygame.K_a, pygame.K_s, pygame.K_ESCAPE, pygame.K_m, pygame.K_q]
    for key in keys:
        press(key)
    assert desktop.frame() is True
    got = []
    b = desktop.buttons.next()
    while b >= 0:
        got.append(b)
        b = desktop.buttons.next()
    assert got == [buttons.UP, buttons.DOWN, buttons.LEFT, buttons.RIGHT, buttons.A, buttons.A,
                   buttons.B, buttons.B, buttons.X, buttons.Y, buttons.MENU, buttons.MENU]


def test_window_is_twice_the_screen_and_shows_the_scene(desktop):
    import displayio

    palette = displayio.Palette(1)
    palette[0] = 0xFF0000
    group = displayio.Group()
    group.append(displayio.TileGrid(displayio.Bitmap(240, 240, 1), pixel_shader=palette))
    desktop.display.root_group = group
    desktop.frame()
    window = desktop.display._window
    assert window.get_size() == (480, 480)
    assert tuple(window.get_at((470, 470)))[:3] == (255, 0, 0)


def test_saves_go_to_the_file_and_closing_ends_the_session(desktop, tmp_path):
    desktop.storage.write(0, b"PK")
    assert desktop.storage.read(0, 2) == b"PK"
    assert (tmp_path / "save.bin").exists()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert desktop.frame() is False
    assert desktop.frame() is False


def test_frames_keep_about_thirty_per_second(desktop):
    start = desktop.ticks_ms()
    for _ in range(15):
        desktop.frame()
    elapsed = desktop.ticks_ms() - start
    assert 350 <= elapsed <= 1500
