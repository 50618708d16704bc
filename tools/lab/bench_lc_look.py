# Runs under MicroPython: the time of Lost Cities hard's look-ahead decisions
# alone (its draws with LOOK_DECK cards or fewer left in the deck), which are
# too few to move the bench's p95 over all decisions. Each decision is timed
# 5 times and the fastest kept (the shared PC's noise only adds time); the
# device estimate scales by the empty loop as the bench does. The first one
# also imports bot_look (once a game): printed apart, timed once.
# usage: micropython tools/lab/bench_lc_look.py [GAMES] [SEED]
import sys

sys.path.insert(0, ".")  # run from the project (MicroPython has no os.path)
from engine import devbench  # noqa: E402
from engine.games.lost_cities import bot, rules as lc  # noqa: E402
from engine.rng import derive  # noqa: E402

DEVICE_LOOP_RATE = 120000   # as tools/bench.py


def run(games, seed):
    look = []
    first = -1
    for g in range(games):
        s = lc.new(2, derive(seed, g))
        players = [bot.Bot(i, "hard", derive(seed, 100 + i)) for i in range(2)]
        while not lc.over(s):
            seat = lc.to_move(s)
            v = lc.view(s, seat)
            best = -1
            for _ in range(5 if v["phase"] == 1 and v["deck"] <= bot.LOOK_DECK else 1):
                t0 = devbench.clock()
                move = players[seat].choose(v)
                dt = devbench.elapsed(t0, devbench.clock())
                if best < 0 or dt < best:
                    best = dt
                if first < 0 and v["phase"] == 1 and v["deck"] <= bot.LOOK_DECK:
                    first = dt
            if v["phase"] == 1 and v["deck"] <= bot.LOOK_DECK:
                look.append(best)
            lc.play(s, move)
    rate = devbench.loop_rate()
    look.sort()
    scale = rate / DEVICE_LOOP_RATE / 1e6
    print("look-ahead decisions", len(look), "loop", rate)
    print("est. device s: median %.3f p95 %.3f max %.3f; the first, with the import: %.3f" % (
        look[len(look) // 2] * scale, look[len(look) * 95 // 100] * scale, look[-1] * scale,
        first * scale))


run(int(sys.argv[1]) if len(sys.argv) > 1 else 30, int(sys.argv[2]) if len(sys.argv) > 2 else 4242)
