# Runs under MicroPython with a capped heap: the whole app shell with one
# game's screen, driven by buttons like a player: title, set-up (every seat a
# normal bot), the in-game menu with the rules pager, the first round to its
# result pages and match table, then the start of the next round. displayio
# is replaced by the stand-ins in tests/mp/app_stubs (run from the repository
# root). Prints "PEAK <bytes>" (the most gc.mem_alloc() seen at a frame; with
# "live", after a collection at every frame) and "OK"; exits with status 3 on
# MemoryError, or on the notice the app shows when memory ran out.
# With "parts" it stops 5 moves into round 1 and prints "PARTS ..." instead.
# usage: MICROPYPATH=tests/mp micropython -X heapsize=N -m app_heap GAME_INDEX [live|parts]
import sys

sys.path.insert(0, "tests/mp")
sys.path.insert(0, "build/lib")  # the library files deploy copies (tools/deploy.py)
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")
import gc  # noqa: E402

import micropython  # noqa: E402

# as hw/__init__.py's compile_lean asks (MicroPython honours it; stock
# CircuitPython has no opt_level and keeps the tables): no line-number tables
micropython.opt_level(3)

# The board's hardware layer stays in memory on the device: code.py imports hw,
# and detect() the board's module. Import a Pico's (the budget board, a Pico W
# with a 240x240 ST7789), so that its code counts here too; the stand-in
# Hardware below takes the place of its objects. board, keypad and the other
# built-in modules it needs are the stand-ins in tests/mp/board_stubs. (Its
# set-up and the display's start-up commands, hw/picosetup.py and
# hw/st7789.py, leave memory once the board has started.)
sys.path.insert(0, "tests/mp/board_stubs")
import hw  # noqa: E402
import hw.nvmstorage  # noqa: E402, F401
import hw.pico_st7789  # noqa: E402, F401

from app_common import Hardware, Storage, box, run, start_bots_only, until  # noqa: E402

LIVE = False  # collect garbage at every frame, so PEAK is the live heap
PARTS = False  # stop after 5 moves of round 1 and print what the heap holds


class Measured(Hardware):
    """The shared stand-in console, noting the most heap in use at a frame."""

    def __init__(self, steps):
        Hardware.__init__(self, Storage(0xFF), steps)
        self.peak = 0
        self.peak_bitmaps = 0  # bytes of bitmap pixels on screen at the peak
        self.peak_where = None  # the app's place at the peak
        self.peak_labels = 0  # text labels on screen at the peak
        self.peak_modules = ()  # the project's modules in memory at the peak (engine, hw)
        self.first = [0, 0]  # with "live": the heap at round 1's first two frames
        self.firsts = 0

    def frame(self):
        app = box.get("app")
        if app is not None and app.where == "notice":
            # this session expects no notice: one here is the app's answer to
            # running out of memory (a bot's simple move, or the match ended)
            print("MemoryError notice:", app.notices[-1])
            sys.exit(3)
        if LIVE:
            gc.collect()
        used = gc.mem_alloc()
        if LIVE and self.firsts < 2 and app is not None and app.match is not None:
            self.first[self.firsts] = used
            self.firsts += 1
        if used > self.peak:
            self.peak = used
            if LIVE:
                self.peak_bitmaps = bitmap_bytes(self.display.root_group, [])
                self.peak_labels = labels(self.display.root_group)
                self.peak_where = app.where if app is not None else None
                self.peak_modules = [m for m in sys.modules if m.startswith(("engine", "hw"))]
        return Hardware.frame(self)


def bitmap_bytes(item, seen):
    """Bytes of bitmap pixel data reachable from a group (each bitmap once)."""
    total = 0
    bitmap = getattr(item, "bitmap", None)
    if bitmap is not None and hasattr(bitmap, "_data"):
        for other in seen:
            if other is bitmap:
                bitmap = None
                break
        if bitmap is not None:
            seen.append(bitmap)
            total += len(bitmap._data)
    items = getattr(item, "_items", None)
    if items is not None:
        for child in items:
            total += bitmap_bytes(child, seen)
    return total


def labels(item):
    """Text labels (adafruit_display_text) reachable from a group."""
    n = 1 if type(item).__name__ == "Label" else 0
    items = getattr(item, "_items", None)
    if items is not None:
        for child in items:
            n += labels(child)
    return n


def parts():
    """What the live heap holds 5 moves into round 1, by parts:
    the table's screen, the bots, the game state, and the rest (code of
    every module, the app); each part is dropped in turn and the heap taken
    again. Printed as "PARTS live screen bots state rest" (bytes)."""
    match = box["app"].match
    gc.collect()
    live = gc.mem_alloc()
    match.screen.release()  # the session ends here: nothing draws again
    match.screen = None
    gc.collect()
    after_screen = gc.mem_alloc()
    match.bots = None
    gc.collect()
    after_bots = gc.mem_alloc()
    match.state = None
    match.moves = None
    gc.collect()
    rest = gc.mem_alloc()
    print("PARTS %d %d %d %d %d" % (live, live - after_screen, after_screen - after_bots,
                                    after_bots - rest, rest))



def session(game):
    app = box["app"]
    yield from start_bots_only(game)
    while app.match is None or len(app.match.moves) < 5:
        yield None
    if PARTS:
        box["moves"] = len(app.match.moves)
        parts()
        box["done"] = True
        return
    for token in ("Y", "DOWN", "A"):  # in-game menu, Rules
        yield token
    yield from until("rules")
    yield "DOWN"  # next page
    yield "B"  # close the pager
    yield "B"  # close the menu
    yield from until("result")
    box["moves"] = len(app.match.moves)
    while app.where == "result":
        yield "A"
    yield from until("table")
    yield "A"
    yield from until("winners", "wait", "turn")
    if app.where != "winners":
        # the next round: a fresh deal and bots after the last round's release
        while len(app.match.moves) < 5:
            yield None
        # what is in memory while the next round goes on (tests/test_memory.py)
        box["final"] = sorted([m for m in sys.modules if m.startswith("engine")])
    box["done"] = True


game = int(sys.argv[1])
LIVE = len(sys.argv) > 2 and sys.argv[2] in ("live", "parts")
PARTS = len(sys.argv) > 2 and sys.argv[2] == "parts"
try:
    hw = Measured(session(game))
    run(hw)
except MemoryError:
    print("MemoryError")
    sys.exit(3)
assert box.get("done"), "the session did not finish"


print("MOVES %d" % box["moves"])
print("PEAK %d" % hw.peak)
if LIVE:
    print("BITMAPS %d" % hw.peak_bitmaps)
    print("WHERE %s" % hw.peak_where)
    print("LABELS %d" % hw.peak_labels)
    print("MODULES %s" % " ".join(sorted(hw.peak_modules)))
    print("FIRST %d %d" % (hw.first[0], hw.first[1]))
if "final" in box:  # not when the match ended with round 1 (Karuba)
    print("FINAL %s" % " ".join(box["final"]))
print("OK")
