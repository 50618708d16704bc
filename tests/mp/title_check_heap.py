# Under MicroPython: what the title's save check leaves on the heap. For each
# game a save 40 moves into a round is loaded once without the check and once
# with it (the rules imported, the moves replayed, the module forgotten again
# as App.title does); prints the bytes still allocated after each, and the
# difference, which must be no more than a few hundred bytes of interned names.
import gc
import sys

from engine.games import GAMES, load
from engine.rng import Rng
from engine.app.save import Record, Store
from app_common import Storage
from engine.app.savecheck import problem
from engine.app.unload import unload_since


def saved(game):
    loaded = list(sys.modules.keys())
    g = load(game)
    seats = g.SEATS[0]
    state = g.new(seats, 9)
    rng = Rng(2)
    moves = []
    while len(moves) < 40 and not g.over(state):
        legal = g.legal(state)
        m = legal[rng.below(len(legal))]
        g.play(state, m)
        moves.append(m)
    mem = Storage(0xFF)  # an erased nvm sector
    Store(mem).save(Record(game, [0] + [2] * (seats - 1), 9, [], moves))
    state = g = None
    unload_since(loaded)
    gc.collect()
    return mem


def kept(mem, check):
    gc.collect()
    base = gc.mem_alloc()
    loaded = list(sys.modules.keys())
    record, notice = Store(mem, check=check).load()
    assert record is not None and notice is None, notice
    unload_since(loaded)
    gc.collect()
    out = gc.mem_alloc() - base
    record = None
    gc.collect()
    return out


worst = 0
for game in range(len(GAMES)):
    mem = saved(game)
    kept(mem, problem)  # a first run interns the names both runs share
    plain = kept(mem, None)
    checked = kept(mem, problem)
    worst = max(worst, checked - plain)
    print(GAMES[game][0], "kept without check", plain, "with check", checked)
print("worst difference", worst)
assert worst <= 512, worst
print("OK")
