# The headless console: scripted presses, the virtual clock, screenshots.
import os
import subprocess
import sys

import displayio
import pytest

from engine import buttons
from hw.headless import Hardware
from hw.pcstorage import MemoryStorage

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def solid(color):
    palette = displayio.Palette(1)
    palette[0] = color
    group = displayio.Group(scale=8)
    group.append(displayio.TileGrid(displayio.Bitmap(30, 30, 1), pixel_shader=palette))
    return group


def test_script_tokens_become_presses_one_per_frame():
    hw = Hardware(script="A wait:200 UP MENU", storage=MemoryStorage())
    got = []
    while hw.frame():
        b = hw.buttons.next()
        while b >= 0:
            got.append((b, hw.ticks_ms()))
            b = hw.buttons.next()
    assert [b for b, _ in got] == [buttons.A, buttons.UP, buttons.MENU]
    # the wait token and its idle frames take 200 virtual ms, UP comes next
    assert got[1][1] - got[0][1] == 240
    assert hw.frame() is False


def test_clock_is_virtual_and_advances_per_frame():
    hw = Hardware(script=[None] * 10, step_ms=25)
    start = hw.ticks_ms()
    for _ in range(4):
        hw.frame()
    assert hw.ticks_ms() - start == 100


def test_image_reads_the_scene_in_true_colours():
    hw = Hardware(script=())
    group = displayio.Group()
    group.append(solid(0xFF0000))
    hw.display.root_group = group
    img = hw.image()
    assert img.size == (240, 240)
    assert img.getpixel((10, 10)) == (255, 0, 0)
    group[0] = solid(0x0000FF)
    assert hw.image().getpixel((200, 200)) == (0, 0, 255)


def test_shot_token_writes_a_png(tmp_path):
    from PIL import Image

    hw = Hardware(script="shot:one", shots_dir=str(tmp_path))
    group = displayio.Group()
    group.append(solid(0x00FF00))
    hw.display.root_group = group
    while hw.frame():
        pass
    img = Image.open(tmp_path / "one.png")
    assert img.size == (480, 480)
    assert img.getpixel((100, 100)) == (0, 255, 0)
    assert hw.shots == ["one"]


def test_unknown_token_is_an_error():
    hw = Hardware(script="JUMP")
    with pytest.raises(ValueError):
        hw.frame()


def test_led_and_beeper_record_what_the_app_asked():
    hw = Hardware(script=())
    hw.led.set(0x123456)
    hw.beeper.beep(880, 50)
    assert hw.led.color == 0x123456 and hw.beeper.beeps == [(880, 50)]


def test_shots_tool_runs_the_app_with_a_script(tmp_path):
    out = tmp_path / "shots"
    env = dict(os.environ, BLINKA_OS_AGNOSTIC="1", SDL_VIDEODRIVER="dummy")
    result = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "shots.py"), "--keys",
         "wait:100 shot:title DOWN shot:gold", "--out", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert (out / "title.png").exists() and (out / "gold.png").exists()


def test_the_headless_title_is_a_pcs_unless_it_is_told_to_act_as_a_board():
    # The demo's title had an Update row the window's had not (issue 26): the
    # headless console offered a bootloader. A PC has none (the window, the
    # demo, `make shots`); the tests of Update ask for a board's.
    from engine.app.shell import App

    rows = []
    box = {}

    def look():
        for _ in range(10):
            yield None
        menu = box["app"].current.menu
        rows.append([menu.lefts[i].text for i in range(menu.count)])

    for bootloader in (False, True):
        hw = Hardware(script=look(), bootloader=bootloader)
        box["app"] = App(hw)
        box["app"].run()
        assert hasattr(hw, "enter_bootloader") == bootloader
    assert rows == [["Lost Cities", "Gold", "Karuba", "Digging"],
                    ["Lost Cities", "Gold", "Karuba", "Digging", "Update"]]
