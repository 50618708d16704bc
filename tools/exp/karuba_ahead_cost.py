import sys, os, time
sys.path.insert(0, "."); sys.path.insert(0, "tools")
import engine.games.karuba.bot as kb
import engine.games.karuba.bot_eval as be
from engine.games import load
from engine.rng import derive
kb.AHEAD = int(os.environ.get("AHEAD", kb.AHEAD)); kb.WIDE = int(os.environ.get("WIDE", kb.WIDE))
kb.FAR_EXACT = int(os.environ.get("FAR", kb.FAR_EXACT))
kb.ADJ = int(os.environ.get("ADJ", kb.ADJ))
game = load(2)
calls = [0]
orig = be.value
def counted(*a):
    calls[0] += 1
    return orig(*a)
kb.value = counted
costs = []; times = []
for g in range(int(sys.argv[1]) if len(sys.argv) > 1 else 20):
    s = derive(555, g)
    state = game.new(2, s)
    bots = [kb.Bot(i, "hard", derive(s, i)) for i in range(2)]
    while state["phase"] != 3:
        seat = state["turn"]
        v = game.view(state, seat)
        calls[0] = 0
        t = time.perf_counter()
        m = bots[seat].choose(v)
        times.append(time.perf_counter() - t)
        costs.append((calls[0], v["phase"], v["round"]))
        game.play(state, m)
c = sorted(x[0] for x in costs)
t = sorted(times)
p = lambda a, q: a[min(len(a) - 1, int(q * len(a)))]
print("decisions", len(c), "value calls median", p(c, .5), "p95", p(c, .95), "max", c[-1], "| host ms median %.2f p95 %.2f" % (1000 * p(t, .5), 1000 * p(t, .95)))
top = sorted(costs)[-len(costs)//20:]
from collections import Counter
print("phase/round of top 5%:", Counter((x[1], x[2]) for x in top).most_common(6))
