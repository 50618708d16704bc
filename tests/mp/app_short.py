# The console under MicroPython with a heap too small for the game chosen:
# title, set-up (every seat a normal bot), Start. Whatever runs out of memory,
# the player must see a notice and get back to the title, with the game kept
# on storage for Continue; never a traceback. Every notice is answered with A.
# Prints each notice, then "TITLE <moves saved>" and "OK".
# usage: MICROPYPATH=tests/mp micropython -X heapsize=N -m app_short GAME_INDEX
import sys

sys.path.insert(0, "build/lib")  # the library files deploy copies (tools/deploy.py)
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")
from app_common import Hardware, Storage, box, run, start_bots_only  # noqa: E402


def session(game):
    app = box["app"]
    yield from start_bots_only(game)
    seen = 0
    for _ in range(200000):
        if app.where == "notice":
            if len(app.notices) > seen:
                seen = len(app.notices)
                print("NOTICE", app.notices[-1])
            yield "A"
        elif app.where == "title" and seen:
            box["done"] = True
            return  # the run ends: no more tokens
        else:
            yield None


storage = Storage(0xFF)
run(Hardware(storage, session(int(sys.argv[1]))))
assert box.get("done"), "never back at the title after a notice"
from engine.app.save import Store  # noqa: E402

record, _ = Store(storage).load()
print("TITLE", -1 if record is None else len(record.moves))
print("OK")
