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


# The window on a machine without sound: opening pygame's mixer made ALSA's C
# library print "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'"
# and fifteen more lines, twice, on stderr (issue 26). In a fresh process,
# SDL_AUDIODRIVER unset, as `make run` starts it.
WINDOW = """
import sys
sys.path.insert(0, %r)
from hw import desktop
desktop.ROOT = %r
hw = desktop.Hardware(save_path=%r, settings={})
for _ in range(3):
    hw.frame()
print("beeper", hw.beeper is not None)
"""


def test_a_machine_without_sound_gets_one_line_saying_so_not_alsas_errors(tmp_path):
    import subprocess
    import sys

    from hw import desktop

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", BLINKA_OS_AGNOSTIC="1")
    env.pop("SDL_AUDIODRIVER", None)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    code = WINDOW % (root, str(tmp_path), str(tmp_path / "save.bin"))
    proc = subprocess.run([sys.executable, "-c", code], env=env, cwd=str(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "ALSA" not in proc.stderr and "ALSA" not in proc.stdout, proc.stderr[:600]
    if not desktop.no_sound(env):
        pytest.skip("this machine has a sound card or server: no line to say")
    said = [line for line in proc.stdout.splitlines() if line.startswith("Sound off")]
    assert said == ["Sound off: no sound card or sound server found."], proc.stdout
    assert "beeper False" in proc.stdout
    assert (tmp_path / "console.log").read_text().count("Sound off") == 1


def test_sound_is_tried_wherever_a_card_or_a_server_may_play_it(tmp_path):
    from hw import desktop

    run = tmp_path / "run"
    run.mkdir()
    snd = tmp_path / "snd"
    cards = tmp_path / "cards"
    env = {"XDG_RUNTIME_DIR": str(run)}

    def off(env=env, platform="linux"):
        return desktop.no_sound(env, platform, str(snd), str(cards))

    assert off() != ""                                  # nothing at all: sound off
    cards.write_text("--- no soundcards ---\n")
    assert off() != ""
    assert off(dict(env, SDL_AUDIODRIVER="pulseaudio")) == ""     # the user's choice
    assert off(platform="darwin") == "" and off(platform="win32") == ""
    assert off(dict(env, PULSE_SERVER="tcp:host")) == ""
    snd.mkdir()
    (snd / "controlC0").write_text("")
    assert off() != ""                                  # a control device plays nothing
    (snd / "pcmC0D0p").write_text("")
    assert off() == ""
    (snd / "pcmC0D0p").unlink()
    cards.write_text(" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n")
    assert off() == ""
    cards.write_text("--- no soundcards ---\n")
    (run / "pipewire-0").write_text("")
    assert off() == ""


def test_the_window_and_the_headless_demo_show_the_same_title(tmp_path, monkeypatch):
    # The demo's title (`make shots`, a machine with no screen, the docs'
    # picture) had an Update row the window's had not: the headless console
    # offered a bootloader to restart into, the window none (issue 26). A PC
    # has none; Update is a board's (README: "on a board").
    import subprocess
    import sys

    from PIL import Image

    from engine.app.shell import App
    from hw import desktop as window
    from hw.headless import image_of

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = tmp_path / "shots"
    proc = subprocess.run([sys.executable, os.path.join(root, "tools", "shots.py"), "--demo", "--out", str(out)],
                          cwd=str(tmp_path), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    demo = Image.open(str(out / "title.png")).convert("RGB")
    demo = demo.resize((240, 240), Image.NEAREST)       # its shots are 2x

    monkeypatch.setattr(window, "ROOT", str(tmp_path))
    seen = {}

    class Window(window.Hardware):
        frames = 0

        def frame(self):
            self.frames += 1
            if self.frames > 8:         # the title is up: look, and close
                seen["picture"] = image_of(self.display)
                seen["rows"] = [app.current.menu.lefts[i].text for i in range(app.current.menu.count)]
                return False
            return window.Hardware.frame(self)

    app = App(Window(save_path=str(tmp_path / "save.bin"), settings={}))
    app.run()
    pygame.quit()
    assert seen["rows"] == ["Lost Cities", "Gold", "Karuba", "Digging"]
    assert seen["picture"].convert("RGB").tobytes() == demo.tobytes()
