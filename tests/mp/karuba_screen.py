# Runs under MicroPython with a capped heap: the Karuba screen through a
# whole 3-seat game, seat 0 playing by buttons (A, with RIGHT when A is
# refused), the bots' moves shown, then every end page. displayio is replaced
# by the stand-ins in tests/mp/app_stubs (run from the repository root).
# Prints "SCREEN <bytes>" (heap taken by the screen once built) and "OK".
# usage: micropython -X heapsize=N tests/mp/karuba_screen.py
import sys

sys.path.insert(0, "build/lib")  # the library files deploy copies (tools/deploy.py)
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")
import gc  # noqa: E402

from engine import buttons  # noqa: E402
from engine.games.karuba.bot import Bot  # noqa: E402
from engine.games.karuba import rules as g
from engine.games.karuba.score import route  # noqa: E402
from engine.games.karuba.screen import Screen  # noqa: E402
from engine.games.karuba.words import route_line  # noqa: E402

gc.collect()
before = gc.mem_alloc()
screen = Screen(g, 240, 240, ["You", "Bot 2", "Bot 3"])
gc.collect()
print("SCREEN %d" % (gc.mem_alloc() - before))
state = g.new(3, 2026)
bots = [None, Bot(1, "easy", 1), Bot(2, "normal", 2)]
moves = 0
while not g.over(state):
    seat = g.to_move(state)
    if seat == 0:
        screen.begin_turn(state, 0)
        move = None
        for i in range(60):
            move = screen.press(state, buttons.RIGHT if i % 3 == 2 else buttons.A)
            if move is not None:
                break
        if i == 0:
            screen.press(state, buttons.X)
        assert move in g.legal(state), move
    else:
        move = bots[seat].choose(g.view(state, seat))
    events = g.play(state, move)
    screen.show_move(state, seat, move, events, 0)
    screen.keep(events)
    screen.describe(state, move)
    moves += 1
page = 0
while screen.round_result(state, page):
    page += 1
assert page == 3
screen.release()
# Every kind of route line, on an island with one explorer and one temple.
island = bytearray(16)
island[0] = 10
island[15] = 13
for colour in range(4):
    print(route_line(island, colour, route(island, colour)))
print("MOVES %d" % moves)
print("OK")
