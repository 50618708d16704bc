"""Karuba hard's estimate weights (bot_eval.ROOMY) against the shipped hard (PC only).

    python tools/lab/karuba_tune.py [--seeds 1001,2002] [--games 1000] [--start 0=1000,6=280]
                                [--sweeps 3] [--min 0.05] [--check] [--workers 2]

Each game is a deal (tools/bench_strength.py's seeding: games 2k and 2k+1 one deal, seats
swapped) where one seat plays hard with the candidate weights and the other the shipped hard;
the same deals are also played by the shipped hard in both seats, and the figure is the
candidate's gain in points a game over the shipped hard in the same seat, with a 95% interval
(1.96 standard errors of the games' differences). --start sets weights (slot=value) before the
search (0=1000,6=280 is the ROOMY this search started from); --check only measures the start.
Otherwise a coordinate search: each step moves one weight one step (STEPS) up or down and keeps
a move whose gain beats the best so far by more than --min points. Tune on some seeds, then
check the result on others with --check.
"""
import argparse
import os
import sys
from multiprocessing import Pool

LAB = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(LAB)
for _path in (LAB, TOOLS, os.path.dirname(TOOLS)):  # tools/lab, tools, the project
    if _path not in sys.path:
        sys.path.insert(0, _path)

from bench_strength import mean_ci  # noqa: E402
from engine.games.karuba import bot as kb  # noqa: E402
from engine.games.karuba import rules as game  # noqa: E402
from engine.games.karuba.bot_eval import ROOMY  # noqa: E402
from engine.rng import derive  # noqa: E402

# slot: step (an open pair, per missing card, a lone endpoint, two to come, an open edge, a dead
# path edge, a laid treasure point, a dead explorer edge, a way's treasure point); slots 4 and 9
# are switches, not weights
STEPS = {0: 200, 1: 100, 2: 400, 3: 300, 5: 40, 6: 80, 7: 100, 8: 40, 10: 100}


def one_game(job):
    """Game i of `seed`: hard with `weights` (None: the shipped ones) in seat i % 2, the
    shipped hard in the other; its score."""
    weights, i, seed = job
    s = derive(seed, i // 2)
    seat = i % 2
    state = game.new(2, s)
    bots = [kb.Bot(x, "hard", derive(s, 100 + x)) for x in range(2)]
    if weights is not None:
        bots[seat].weights = weights
    while not game.over(state):
        t = game.to_move(state)
        game.play(state, bots[t].choose(game.view(state, t)))
    return game.scores(state)[seat]


def scores(pool, weights, seeds, games):
    return pool.map(one_game, [(weights, i, s) for s in seeds for i in range(games)], chunksize=8)


def gain(pool, weights, seeds, games, base):
    if weights == ROOMY:
        return 0.0, 0.0
    return mean_ci([a - b for a, b in zip(scores(pool, weights, seeds, games), base)])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="1001,2002")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--start", default="")
    ap.add_argument("--sweeps", type=int, default=3)
    ap.add_argument("--min", type=float, default=0.05)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    best = list(ROOMY)
    for item in filter(None, args.start.split(",")):
        slot, value = item.split("=")
        best[int(slot)] = int(value)
    best = tuple(best)
    with Pool(args.workers) as pool:
        base = scores(pool, None, seeds, args.games)
        print("shipped hard %s: %.2f a game" % (ROOMY, sum(base) / len(base)), flush=True)
        top, ci = gain(pool, best, seeds, args.games, base)
        print("start %s: %+.2f ± %.2f a game" % (best, top, ci), flush=True)
        for sweep in range(0 if args.check else args.sweeps):
            moved = False
            for slot in sorted(STEPS):
                for sign in (1, -1):
                    cand = list(best)
                    cand[slot] = max(0, cand[slot] + sign * STEPS[slot])
                    cand = tuple(cand)
                    if cand == best:
                        continue
                    g, ci = gain(pool, cand, seeds, args.games, base)
                    print("sweep %d slot %d = %d: %+.2f ± %.2f" % (sweep, slot, cand[slot], g, ci), flush=True)
                    if g > top + args.min:
                        best, top = cand, g
                        moved = True
                        print("  kept: %s" % (best,), flush=True)
                        break
            if not moved:
                break
    print("best %s: %+.2f a game over the shipped hard" % (best, top))


if __name__ == "__main__":
    main()
