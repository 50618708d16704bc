"""The console's memory, counted honestly (docs/memory.md).

- The MicroPython lane runs the library files deploy copies to lib/, not
  stand-ins of them; only C modules (displayio, vectorio, terminalio,
  bitmaptools) have stand-ins, and those hold the bytes CircuitPython's C
  objects do on a 32-bit board. That is checked under a 32-bit MicroPython
  build when one is at hand ($MICROPYTHON32, or `micropython32` on PATH): a
  measuring instrument, not something the suite needs.
- Each game's whole console (tests/mp/app_heap.py, live: a collection at
  every frame) stays under a ceiling of 64-bit live heap, set from the
  measured figures with a small margin, so a regression fails here.
"""
import os
import shutil
import subprocess

import pytest

from engine.games import GAMES
from test_micropython import ROOT, run_micropython, stage_libraries

IDS = [g[0] for g in GAMES]

# 64-bit live peak, KB, per game (tools/mp_app_heap.py under the wheel),
# measured on 2026-12-01 plus about 3% (the figures repeat to the byte on a
# given build; the margin takes a library patch release or a small change).
# Measured once the harness held the board's hardware layer too (hw, the
# Pico's module, the ST7789 driver: code the device keeps that the harness
# had not counted): 280.4-282.9, 231.0, 237.2-237.7, 277.3 KB (before it, after
# Digging's package levers: 245.0, 207.7, 213.9, 254.0; after the screens'
# diet, before it: 258.0, 237.2, 243.3, 288.1).
CEILING_KB = {"lost_cities": 291, "gold": 238, "karuba": 245, "digging": 286}


def micropython32():
    exe = os.environ.get("MICROPYTHON32") or shutil.which("micropython32")
    if not exe or not os.path.exists(exe):
        return None
    out = subprocess.run([exe, "-c", "import sys; print(sys.maxsize)"], capture_output=True, text=True).stdout
    return exe if out.strip() == str(2 ** 31 - 1) else None


def test_the_lane_runs_the_library_files_deploy_copies():
    staged = stage_libraries()
    assert "neopixel.py" in staged
    # the console draws its text on the firmware's font: no text library
    assert not [rel for rel in staged if rel.startswith("adafruit_display_text")], staged
    # no stand-in of a Python library shadows the real one
    stubs = os.listdir(os.path.join(ROOT, "tests", "mp", "app_stubs"))
    for rel in staged:
        assert rel.split("/")[0].replace(".py", "") not in [s.replace(".py", "") for s in stubs], rel
    assert os.path.exists(os.path.join(ROOT, "build", "lib", "neopixel.py"))


def test_the_display_stand_ins_run_under_the_lane():
    rc, out = run_micropython("1024k", "standin_sizes")
    assert rc == 0 and out.strip().endswith("OK"), out


def test_the_display_stand_ins_hold_the_bytes_of_circuitpythons_c_objects():
    exe = micropython32()
    if exe is None:
        pytest.skip("no 32-bit MicroPython build ($MICROPYTHON32 or micropython32 on PATH)")
    stage_libraries()
    env = dict(os.environ, MICROPYPATH="tests/mp")
    out = subprocess.run([exe, "-X", "heapsize=1024k", "-m", "standin_sizes"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=300).stdout
    assert out.strip().endswith("OK"), out
    rows = [line.rsplit(" ", 2) for line in out.splitlines() if line[:1].isupper() and not line.startswith(("Label", "OK"))]
    assert len(rows) >= 10, out
    for name, here, c in rows:
        here, c = int(here), int(c)
        # a plain Group and a 2-colour Palette are 16 bytes over (displayio.py says why)
        slack = 16 if name.startswith(("Group", "Palette(2)")) else 0
        assert c <= here <= c + slack, (name, here, c)


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_each_games_live_peak_stays_under_its_64_bit_ceiling(game):
    name = GAMES[game][0]
    try:
        __import__("engine.games." + name + ".screen")
    except ImportError:
        pytest.skip("screen not installed")
    rc, out = run_micropython("1024k", "app_heap", [game, "live"])
    assert rc == 0 and out.strip().endswith("OK"), out[-2000:]
    peak = [int(line.split()[1]) for line in out.splitlines() if line.startswith("PEAK ")][0]
    assert peak <= CEILING_KB[name] * 1024, "%s: live peak %.1f KB, ceiling %d KB" % (
        name, peak / 1024.0, CEILING_KB[name])
    # round 1's first frame holds nothing the next frame does not: the
    # harness once kept the set-up screen alive for that one frame (7.7 KB
    # here, 5.5 KB on 32-bit), a step above every later frame of the round
    first = [int(n) for n in [line.split()[1:] for line in out.splitlines() if line.startswith("FIRST ")][0]]
    assert first[0] - first[1] <= 1024, "%s: first frame %d, second %d" % (name, first[0], first[1])
    # code that only some moments need: the title's is not in memory at the
    # peak (the peak may be a round's end or the menu, whose code it needs),
    # and all of it has left again while the next round is played
    at_peak = [line.split()[1:] for line in out.splitlines() if line.startswith("MODULES ")][0]
    # the board's hardware layer is in memory, as on a Pico (its code counts)
    assert "hw.pico_st7789" in at_peak and "hw.nvmstorage" in at_peak, at_peak
    for module in MOMENT_ONLY[:3]:
        assert module not in at_peak, (name, module, "at the peak")
    finals = [line.split()[1:] for line in out.splitlines() if line.startswith("FINAL ")]
    if not finals:
        assert name == "karuba", out[-2000:]  # a match of one round: no next round
        return
    final = finals[0]
    for module in MOMENT_ONLY + ("engine.app.pause", "engine.app.pausejobs"):
        assert module not in final, (name, module, "in the next round")
    assert "engine.app.save" in final and "engine.games." + name + ".screen" in final, final


# Modules imported for one moment and forgotten after it (on MicroPython):
# reading a save (the title's Continue check), the title and set-up screens
# and their list menu, the end of a round and its match table, the rules pages.
MOMENT_ONLY = ("engine.app.saveload", "engine.app.title", "engine.ui.menu", "engine.app.roundend",
               "engine.ui.results", "engine.ui.pager")


def test_a_screen_that_leaves_is_taken_apart():
    # MicroPython's collector is conservative: a stale stack word pointing at
    # a dropped screen kept the whole set-up screen through a match's first
    # moves. Taken apart, such a word keeps only the bare object.
    from engine.app.title import Setup, Title

    for screen in (Title("Gold", "A notice.", True), Setup(1)):
        menu = screen.menu
        assert len(screen.group) and len(menu.group)
        screen.release()
        assert len(screen.group) == 0 and len(menu.group) == 0
        assert screen.menu is None and menu.lefts == [] and menu.rights == []


def test_the_console_asks_for_level_3_where_the_firmware_offers_it(monkeypatch):
    # hw/__init__.py on CircuitPython: micropython.opt_level(3) before the
    # engine is imported, where it exists (MicroPython; not stock CircuitPython,
    # whose micropython module has no opt_level: then nothing happens)
    import sys
    import types

    import hw

    levels = []
    fake = types.ModuleType("micropython")
    fake.opt_level = levels.append
    monkeypatch.setitem(sys.modules, "micropython", fake)
    hw.compile_lean()
    assert levels == [3]
    monkeypatch.setitem(sys.modules, "micropython", types.ModuleType("micropython"))
    hw.compile_lean()  # stock CircuitPython: no opt_level, nothing happens
    assert levels == [3]
    with open(os.path.join(ROOT, "tests", "mp", "app_heap.py")) as f:
        assert "micropython.opt_level(3)" in f.read()  # the heap harness does the same


def test_the_heap_tool_runs_a_binary_with_frozen_modules_without_their_py_files(tmp_path):
    # A build with modules frozen in must import
    # its frozen copies: tools/mp_app_heap.py runs it in a copy of the tree
    # without their .py files, with .frozen on MICROPYPATH.
    from test_micropython import micropython
    from tools import mp_app_heap

    assert mp_app_heap.frozen(micropython()) == []  # the suite's wheel freezes none of them
    standins, libraries, console = mp_app_heap.FROZEN_PARTS
    tree, path = mp_app_heap.frozen_tree([standins])
    try:
        assert path == "tests/mp:.frozen"
        for kept in ("tests/mp/app_heap.py", "engine/app/shell.py", "hw/pico_st7789.py",
                     "build/lib/neopixel.py"):
            assert os.path.exists(os.path.join(tree, kept)), kept
        for dropped in ("tests/mp/app_stubs", "tests/mp/board_stubs"):
            assert not os.path.exists(os.path.join(tree, dropped)), dropped
    finally:
        shutil.rmtree(tree)
    tree, path = mp_app_heap.frozen_tree([standins, libraries, console])
    try:
        assert os.path.exists(os.path.join(tree, "tests/mp/app_heap.py"))
        for dropped in ("engine", "hw", "build/lib", "tests/mp/app_stubs"):
            assert not os.path.exists(os.path.join(tree, dropped)), dropped
    finally:
        shutil.rmtree(tree)


def test_the_heap_tool_can_measure_the_console_as_mpy_files(tmp_path):
    # --mpy-cross: the console and its libraries compiled as `make deploy
    # MPY=1` copies them (-O3); the harness's own scripts stay .py. A stand-in
    # compiler that records its arguments shows what the tool asks of it.
    from tools import mp_app_heap

    log = tmp_path / "calls"
    fake = tmp_path / "mpy-cross"
    fake.write_text("#!/bin/sh\necho \"$@\" >> %s\ncp \"$6\" \"$3\"\n" % log)
    fake.chmod(0o755)
    tree, path = mp_app_heap.frozen_tree([], str(fake))
    try:
        assert os.path.exists(os.path.join(tree, "engine/app/shell.mpy"))
        assert not os.path.exists(os.path.join(tree, "engine/app/shell.py"))
        assert os.path.exists(os.path.join(tree, "hw/pico_st7789.mpy"))
        assert os.path.exists(os.path.join(tree, "build/lib/neopixel.mpy"))
        assert os.path.exists(os.path.join(tree, "tests/mp/app_heap.py"))
        assert os.path.exists(os.path.join(tree, "tests/mp/app_stubs/displayio.py"))
        calls = log.read_text().splitlines()
        assert calls and all(call.startswith("-O3 -o ") for call in calls), calls[:3]
    finally:
        shutil.rmtree(tree)


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_the_rules_pages_leave_the_games_sheets_for_the_screen_made_after(game):
    # While the rules pages show, the table's screen is released (its tile
    # grids and labels) but not the game's shared sheets: made again in a heap
    # the pages had cut up, Karuba's 4 KB card sheet found no room with 50 KB
    # free.
    # At the match's end they go too.
    import importlib

    from engine.games import load

    rules = load(game)
    screen_module = load(game, "screen")
    art = importlib.import_module("engine.games." + GAMES[game][0] + ".art")
    names = ["A", "B", "C", "D"][:max(2, GAMES[game][2][0])]
    screen = screen_module.Screen(rules, 240, 240, names)
    sheet = art.sheet()
    screen.release(True)  # engine/app/match.py drop_screen
    assert art._sheet is sheet
    again = screen_module.Screen(rules, 240, 240, names)
    assert art.sheet() is sheet
    again.release()  # the match's end
    assert art._sheet is None


def test_a_match_that_ends_after_its_round_lets_its_sheets_go():
    # The round's end drops the table's screen keeping its sheets (for the
    # next round); when the match ends there, the dropped screen's release()
    # frees them (Karuba: a match is one round).
    from app_driver import run_app, start_game, until

    from engine.games.karuba import art

    seen = []

    def script(app, hw):
        yield from start_game(app, 2, [1, 1])
        yield from until(app, "result")
        seen.append(art._sheet is not None)
        while app.where != "title":
            yield "A" if app.where in ("result", "table", "winners") else None
        seen.append((art._sheet, art._routes))

    run_app(script)
    assert seen == [True, (None, None)]


def _groups(group):
    """Every group in a tree, the root first."""
    import displayio

    out = [group]
    for item in group:
        if isinstance(item, displayio.Group):
            out.extend(_groups(item))
    return out


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_a_released_game_screen_empties_every_group_in_its_tree(game):
    # On a board a stale stack word pointing at an old table (or any group of
    # it) kept the whole table alive: 11.7 KB at each of Karuba's hot-seat
    # turns (docs/memory.md). With every group emptied it holds nothing.
    from app_driver import run_app, start_game, until

    trees = []

    def script(app, hw):
        yield from start_game(app, game, [0] + [2] * (GAMES[game][2][0] - 1))
        yield from until(app, "turn")
        groups = _groups(app.match.screen.group)
        trees.append([len(g) for g in groups])
        app.match.drop_screen()  # the hand-over's and the rules pages' release
        trees.append([len(g) for g in groups])

    run_app(script)
    made, released = trees
    assert len(made) > 10 and sum(made) > 20
    assert released == [0] * len(made)


def test_the_match_makes_its_table_after_the_rounds_bots(monkeypatch):
    # The bots' code (a hard bot imports its own as it is made) is compiled
    # and the saved moves replayed before the table's objects are made, so
    # that on a board these are not made among that scratch (Digging's
    # largest free block, docs/memory.md).
    from app_driver import run_app, start_game, until

    from engine.games import load

    made = []
    screen_module = load(3, "screen")
    bot_module = load(3, "bot")

    class Screen(screen_module.Screen):
        def __init__(self, *args):
            made.append("screen")
            super().__init__(*args)

    class Bot(bot_module.Bot):
        def __init__(self, *args):
            made.append("bot")
            super().__init__(*args)

    monkeypatch.setattr(screen_module, "Screen", Screen)
    monkeypatch.setattr(bot_module, "Bot", Bot)

    def script(app, hw):
        yield from start_game(app, 3, [0, 3, 3, 3])
        yield from until(app, "turn")

    run_app(script)
    assert made[:4] == ["bot", "bot", "bot", "screen"]
