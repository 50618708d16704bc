# The app shell under the MicroPython binary with a capped heap: title menu,
# set-up, a Lost Cities game against a bot by button presses, the in-game
# menu (rules, hint, quit), Continue, and a bot-only round to its result.
# displayio is replaced by the stand-ins in tests/mp/app_stubs (run from the
# repository root). Prints the peak heap use and "OK".
import sys

sys.path.insert(0, "build/lib")  # the library files deploy copies (tools/deploy.py)
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")
import gc  # noqa: E402

from app_common import Hardware as Bare, Storage, box, run, until  # noqa: E402


class Hardware(Bare):
    name = "mp-lane"

    def __init__(self, storage, steps):
        Bare.__init__(self, storage, steps)
        self.logged = 0
        self.track = None  # mem_alloc at each frame, while a test watches
        self.tracked = 0

    def log(self, text):
        if "Error" in text:  # printed, so that a failing run shows a bot's MemoryError
            print("log:", text)
        self.logged += 1

    def frame(self):
        used = gc.mem_alloc()
        if self.track is not None and self.tracked < len(self.track):
            self.track[self.tracked] = used
            self.tracked += 1
        return Bare.frame(self)


def human_moves(count):
    app = box["app"]
    for _ in range(count):
        yield from until("turn")
        before = len(app.match.moves)
        while len(app.match.moves) == before:
            yield "A" if app.where == "turn" else None


def session_one():
    app = box["app"]
    yield "A"  # Lost Cities
    yield "A"  # Start: you against a normal bot
    yield from human_moves(6)
    yield from until("turn")
    # idle frames while a human decides allocate nothing
    hw = box["hw"]
    hw.track = [0] * 100  # allocated up front: the list must not grow
    hw.tracked = 0
    for _ in range(100):
        yield None
    box["idle"] = max(hw.track) - min(hw.track)
    hw.track = None
    box["before"] = list(app.match.moves)
    gc.collect()
    box["game_heap"] = gc.mem_alloc()
    for t in ("Y", "DOWN", "A", "DOWN", "B", "DOWN", "A"):  # rules, then hint
        yield t
    box["hint"] = app.notices[-1]
    yield "A"
    for t in ("Y", "UP", "A"):  # quit to menu
        yield t
    yield from until("title")
    gc.collect()
    box["title_heap"] = gc.mem_alloc()
    yield "A"  # Continue
    yield from until("turn")
    box["after"] = list(app.match.moves)


# seats of the bot-only round per game: the smallest table (Digging: 4)
LOW = (2, 2, 2, 4)


def session_two(game):
    app = box["app"]
    for _ in range(game):
        yield "DOWN"
    yield "A"
    # from Start up to seat 1, make it an easy bot (the rest are normal bots)
    for _ in range(LOW[game]):
        yield "UP"
    yield "RIGHT"
    for _ in range(LOW[game]):
        yield "DOWN"
    yield "A"
    yield from until("result")
    gc.collect()
    box["round_heap"] = gc.mem_alloc()
    box["result"] = app.match.game.scores(app.match.state)


# With a game index argument: only that game's bot round.
only = int(sys.argv[1]) if len(sys.argv) > 1 else -1
if only < 0:
    storage = Storage()
    run(Hardware(storage, session_one()))
    assert box["idle"] == 0, "idle frames allocated %d bytes" % box["idle"]
    # back at the title the game's rules, bots and screen are unloaded
    print("heap in game", box["game_heap"], "at the title after it", box["title_heap"])
    assert box["title_heap"] < box["game_heap"] - 50000, (box["title_heap"], box["game_heap"])
    assert box["hint"].startswith("Hint: "), box["hint"]
    assert box["after"] == box["before"], (box["after"], box["before"])

storage2 = Storage()
run(Hardware(storage2, session_two(max(0, only))))
assert len(box["result"]) == LOW[max(0, only)]
print("heap at the round's end", box["round_heap"])
print("OK")
