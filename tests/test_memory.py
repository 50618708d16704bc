"""The console's memory, counted honestly (README, "Device memory").

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
# Measured after the screens' diet: 258.0, 237.2, 243.3, 288.1 KB.
CEILING_KB = {"lost_cities": 265, "gold": 243, "karuba": 251, "digging": 296}


def micropython32():
    exe = os.environ.get("MICROPYTHON32") or shutil.which("micropython32")
    if not exe or not os.path.exists(exe):
        return None
    out = subprocess.run([exe, "-c", "import sys; print(sys.maxsize)"], capture_output=True, text=True).stdout
    return exe if out.strip() == str(2 ** 31 - 1) else None


def test_the_lane_runs_the_library_files_deploy_copies():
    staged = stage_libraries()
    assert "adafruit_display_text/bitmap_label.py" in staged
    assert "adafruit_display_text/__init__.py" in staged
    # no stand-in of a Python library shadows the real one
    stubs = os.listdir(os.path.join(ROOT, "tests", "mp", "app_stubs"))
    for rel in staged:
        assert rel.split("/")[0].replace(".py", "") not in [s.replace(".py", "") for s in stubs], rel
    rc, out = run_micropython("256k", code=(
        "import sys\nsys.path.insert(0, 'build/lib')\nsys.path.insert(0, 'tests/mp/app_stubs')\n"
        "from adafruit_display_text import bitmap_label\nprint(bitmap_label.__file__)\n"
        "print(bitmap_label.__version__)"))
    assert rc == 0, out
    assert out.split()[0] == "build/lib/adafruit_display_text/bitmap_label.py", out


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
