# Under MicroPython: every rules module refuses bools, floats equal to a legal
# move, strings and None with ValueError and an unchanged state; the save check
# replays a record through the rules, the store falls back from a record that
# makes no sense and never writes one. Each game is imported, checked and
# forgotten in turn, as the console's title does.
import gc
import sys

from engine.games import GAMES, load
from engine.app.save import NOTICE_BAD_RECORD, NOTICE_SENSE_FELL_BACK, Record, Store
from app_common import Storage
from engine.app.savecheck import problem
from engine.rng import Rng


def forget(name):
    for key in list(sys.modules.keys()):
        if key.startswith("engine.games." + name):
            del sys.modules[key]


for game in range(len(GAMES)):
    g = load(game)
    seats = g.SEATS[0]
    state = g.new(seats, 3)
    rng = Rng(5)
    moves = []
    for step in range(60):
        if g.over(state):
            break
        legal = g.legal(state)
        for bad in (True, False, float(legal[0]), str(legal[0]), None, 2 ** 70, -1, (legal[0],)):
            try:
                g.play(state, bad)
            except ValueError:
                pass
            else:
                raise AssertionError("%s took %r" % (GAMES[game][0], bad))
        # the state plays on exactly as before: the next move is legal and the same
        assert g.legal(state) == legal
        m = legal[rng.below(len(legal))]
        g.play(state, m)
        moves.append(m)
    good = Record(game, [0] + [2] * (seats - 1), 3, [], moves)
    assert problem(good) is None, problem(good)
    mem = Storage(0xFF)  # an erased nvm sector
    store = Store(mem, check=problem)
    assert store.save(good) is None
    bad = Record(game, [0], 3, [], [])  # one seat: no game allows it
    assert store.save(bad) == NOTICE_BAD_RECORD
    Store(mem).save(Record(game, good.seats, 3, [[1]], []))  # a short score row, unchecked
    record, notice = Store(mem, check=problem).load()
    assert record == good and notice == NOTICE_SENSE_FELL_BACK % "bad score row", (record, notice)
    assert problem(Record(game, good.seats, 3, [], moves + [65535])) == "move %d refused" % (len(moves) + 1)
    state = g = None
    forget(GAMES[game][0])
    gc.collect()
print("OK")
