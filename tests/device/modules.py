"""Where the heap goes, module by module, on the emulated board: at the REPL
of stock CircuitPython with the bundle's files on the drive, each module the
console imports for a game is imported alone, in the order that finishes its
own imports first, and the allocated heap after a collection is printed
before and after (the module's bytecode, names and module-level objects).

    .venv/bin/python tests/device/modules.py [--games karuba,digging] [--board pico]

The order comes from CPython importing the same modules (import_order()).
"""
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, ROOT)

import emulator  # noqa: E402
import lane  # noqa: E402

# what code.py imports on a Pico (hw's modules import CircuitPython's, so
# their order is written here), then the app's, then the game's parts
HW = ["hw", "engine.buttons", "hw.devkeys", "hw.devparts", "hw.pico_st7789"]
SHELL = ["engine.app.shell", "engine.app.match"]
PARTS = ("rules", "bot", "screen")


def import_order(names):
    """The project modules importing `names` loads, each after its own
    imports (so importing them one by one in this order measures each alone)."""
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    import builtins

    order = []
    real = builtins.__import__

    def spy(name, globals=None, locals=None, fromlist=(), level=0):
        module = real(name, globals, locals, fromlist, level)
        for sub in [module.__name__] + ["%s.%s" % (module.__name__, f) for f in (fromlist or ())]:
            if sub.split(".")[0] in ("engine", "hw") and sub in sys.modules and sub not in order:
                order.append(sub)
        return module

    builtins.__import__ = spy
    try:
        for name in names:
            __import__(name)
            if name not in order:
                order.append(name)
    finally:
        builtins.__import__ = real
    return order


def measure(game, board="pico"):
    from engine.games import find, GAMES

    index = GAMES.index(find(game))
    shell = [m for m in import_order(SHELL) if m not in HW]
    names = HW + ["hw.detect()"] + shell + [m for m in import_order(["engine.games.%s.%s" % (game, p) for p in PARTS])
                                            if m not in shell and m not in HW]
    uf2, bootrom, missing = emulator.firmware(board)
    if missing:
        raise SystemExit(missing)
    rows = []
    work = lane.workdir(board + "-modules-" + game)
    started = time.time()
    with lane.Console(uf2, bootrom, board=board, workdir=work, heap_log=False) as console:
        console.run(3000)
        console.to_repl()
        probe = "gc.collect(); print(gc.mem_alloc(), gc.mem_free())"
        console.repl("import gc")
        before = [int(x) for x in console.repl(probe).split()]
        for name in names:
            line = "h = hw.detect()" if name == "hw.detect()" else "import " + name
            out = console.repl(line, ms=120000)
            after = [int(x) for x in console.repl(probe).split()[-2:]]
            rows.append((name, after[0] - before[0], after[1], out[-200:] if out else ""))
            before = after
    return {"game": game, "index": index, "rows": rows, "wall_s": round(time.time() - started)}


def main(argv=None):
    import argparse

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default="karuba")
    parser.add_argument("--board", default="pico")
    args = parser.parse_args(argv)
    for game in args.games.split(","):
        result = measure(game, args.board)
        print("## %s (%d s wall)" % (game, result["wall_s"]))
        print("| module | + bytes | free after | said |")
        print("|---|---|---|---|")
        for name, cost, free, said in result["rows"]:
            print("| %s | %d | %d | %s |" % (name, cost, free, said.replace("\n", " ")))
        print(json.dumps(result["rows"]), flush=True)


if __name__ == "__main__":
    main()
