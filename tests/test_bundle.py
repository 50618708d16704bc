# make bundle (tools/bundle.py): the zip for people who do not run Python.
# Unzipped onto an empty folder it must be a drive that boots: the tree's own
# code.py runs under the MicroPython binary with stand-ins for the board's
# built-in modules (tests/mp/board_stubs: board, keypad, pwmio, supervisor,
# microcontroller; tests/mp/app_stubs: displayio and the display libraries),
# plays Lost Cities from the title by key presses, and restarts into the UF2
# bootloader from the title's Update row.
import os
import subprocess
import zipfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
from tools import bundle, deploy, sheets  # noqa: E402
from test_deploy import test_every_import_of_the_device_code_resolves_on_the_drive as imports_resolve  # noqa: E402
from test_micropython import micropython  # noqa: E402

STUBS = os.path.join(ROOT, "tests", "mp", "board_stubs") + ":" + os.path.join(ROOT, "tests", "mp", "app_stubs")


@pytest.fixture(scope="module")
def zipped(tmp_path_factory):
    out = tmp_path_factory.mktemp("bundle") / "pocket-cards-bundle.zip"
    names = bundle.build(str(out))
    return out, names


@pytest.fixture(scope="module")
def tree(zipped, tmp_path_factory):
    folder = tmp_path_factory.mktemp("empty")
    assert os.listdir(folder) == []
    with zipfile.ZipFile(zipped[0]) as archive:
        archive.extractall(folder)
    # one folder, named with the console's version
    assert os.listdir(folder) == ["pocket-cards-" + bundle.version()]
    return folder / os.listdir(folder)[0]


def test_the_zip_holds_one_folder_with_what_deploy_copies_and_a_readme(zipped):
    path, names = zipped
    top = "pocket-cards-%s/" % bundle.version()
    with zipfile.ZipFile(path) as archive:
        listed = archive.namelist()
        readme = archive.read(top + "README.txt").decode()
        inside = dict((name[len(top):], archive.read(name)) for name in listed if name != top + "README.txt")
    assert all(name.startswith(top) for name in listed)
    files, missing = deploy.plan()
    assert missing == []
    made = [art.SHEET[0] for art in sheets.art_modules()]  # each game's sprite sheet, made by the copy
    assert sorted(inside) == sorted([dest for _, dest in files] + ["settings.toml"] + made)
    assert inside == bundle.drive_files()
    for needed in ("code.py", "boot.py", "settings.toml", "hw/picosystem.py", "engine/app/shell.py",
                   "hw/st7789.py", "lib/neopixel.py"):
        assert needed in inside, needed
    assert not [n for n in inside if n.startswith(("tests/", "tools/")) or n.endswith(".md")
                or n in ("hw/desktop.py", "hw/headless.py")]
    # the README's steps, in the README's order, and no memory figures
    for said in ("circuitpython.org/board/raspberry_pi_pico/", "circuitpython.org/board/pimoroni_picosystem/",
                 "hold BOOTSEL", "hold X while you switch it on", "RPI-RP2", "CIRCUITPY", "CONSOLE",
                 "settings.toml", "Update", "README's Boards"):
        assert said in readme, said
    assert readme.index("BOOTSEL") < readme.index("Copy everything in this folder") < readme.index("Updates keep")
    assert "KB" not in readme and "firmware" not in readme.lower()
    assert max(len(line) for line in readme.splitlines()) <= 80
    # Fixed dates: the same tree gives the same zip.
    again = path.parent / "again.zip"
    bundle.build(str(again))
    assert again.read_bytes() == path.read_bytes()


def test_the_drive_files_are_the_sources_stripped_of_comments_and_docstrings():
    files = bundle.drive_files()
    shell = open(os.path.join(ROOT, "engine", "app", "shell.py"), encoding="utf-8").read()
    assert files["engine/app/shell.py"].decode().count("\n") <= shell.count("\n")
    assert len(files["engine/app/shell.py"]) < len(shell.encode())
    source, = [src for src, dest in bundle.contents() if dest == "lib/neopixel.py"]
    assert files["lib/neopixel.py"] == open(source, "rb").read()  # libraries as they are


def test_every_import_of_the_unzipped_tree_resolves_in_it(tree):
    imports_resolve(tree)


def boot(tree, keys, board=None, timeout=120):
    env = dict(os.environ, MICROPYPATH=STUBS + ":lib", CONSOLE_TEST_KEYS=keys)
    if board:
        env["CONSOLE_TEST_BOARD"] = board
    done = subprocess.run([micropython(), "-X", "heapsize=512k", "code.py"], cwd=str(tree), env=env,
                          capture_output=True, text=True, timeout=timeout)
    return done.returncode, done.stdout + done.stderr


def test_the_unzipped_bundle_boots_and_plays_lost_cities(tree):
    # A: Lost Cities on the title; A: Start (you against a normal bot); then
    # A presses (pick a card, play it, draw) with idle frames for the bot.
    rounds = " ".join(["A . A . A . A .*80"] * 4)
    code, out = boot(tree, "A .*5 A .*40 " + rounds)
    assert code == 0 and "Traceback" not in out, out[-2000:]
    assert out.rstrip().endswith("KEYS DONE")
    assert out.count("You: ") >= 4 and out.count("Bot 2: ") >= 4, out[-2000:]


def test_the_unzipped_bundle_restarts_into_the_bootloader_from_the_title(tree):
    # DOWN x4: Update; A: asks; A: yes.
    code, out = boot(tree, "DOWN*4 . A . A .*20")
    assert code == 0 and "Traceback" not in out, out[-2000:]
    assert "RESET next mode: UF2" in out and "KEYS DONE" not in out


def test_an_unsupported_board_keeps_its_message_until_reset(tree):
    # CircuitPython puts its terminal back when code.py ends: the program
    # must still be running (holding the message) a while later.
    env = dict(os.environ, MICROPYPATH=STUBS + ":lib", CONSOLE_TEST_BOARD="adafruit_pygamer")
    proc = subprocess.Popen([micropython(), "-X", "heapsize=512k", "code.py"], cwd=str(tree), env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        with pytest.raises(subprocess.TimeoutExpired):
            proc.wait(timeout=3)
    finally:
        proc.kill()
        out = proc.communicate()[0]
    assert "board not supported" in out and "adafruit_pygamer" in out
    assert "could not draw" not in out and "Traceback" not in out


def test_code_py_holds_when_no_hardware_is_found(monkeypatch):
    import runpy

    import hw

    calls = []
    monkeypatch.setattr(hw, "detect", lambda: None)
    monkeypatch.setattr(hw, "hold", lambda: calls.append("hold"))
    runpy.run_path(os.path.join(ROOT, "code.py"))
    assert calls == ["hold"]
