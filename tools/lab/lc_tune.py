"""A coordinate search over Lost Cities hard's PARAMS against hard-2026 (PC only, one process).

    python tools/lab/lc_tune.py [--seeds 1,2] [--games 2000] [--sweeps 2] [--min 0.5]

Each step moves one parameter one step up or down (STEPS) and plays hard so changed against
hard-2026 on the same deals (tools/lab/lc_seeds.py: `--games` games per seed, seats swapped); it
keeps a move whose win rate (points of %) plus margin (points a game) beats the best so far by
more than --min. Tune on some seeds and check the result on others (lc_seeds.py --set N=V).
"""
import argparse
import os
import sys

LAB = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(LAB)
for _path in (LAB, TOOLS, os.path.dirname(TOOLS)):  # tools/lab, tools, the project
    if _path not in sys.path:
        sys.path.insert(0, _path)

import lc_seeds  # noqa: E402
from engine.games.lost_cities import bot as lc_bot  # noqa: E402

# slot: step (ALPHA, OVER, START, RISK, FEED, OPPW, stall deck, OPTION, HOLD)
STEPS = {0: 10, 1: 3, 2: 2, 3: 2, 4: 10, 5: 15, 7: 1, 8: 2, 9: 10}


def measure(prm, seeds, games):
    settings = [(str(i), v) for i, v in enumerate(prm)]
    wins, margins = [], []
    for seed in seeds:
        w, m = lc_seeds.deals(lc_seeds.rows_for(settings, seed, games))
        wins += w
        margins += m
    return wins, margins


def objective(wins, margins):
    return 100 * sum(wins) / len(wins) + sum(margins) / len(margins)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="1,2")
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--sweeps", type=int, default=2)
    ap.add_argument("--min", type=float, default=0.5)
    args = ap.parse_args()
    seeds = [int(s) for s in args.seeds.split(",")]
    best = list(lc_bot.PARAMS["hard"])
    bw, bm = measure(best, seeds, args.games)
    bo = objective(bw, bm)
    print("start %s: %.1f%% %+.2f points (objective %.2f)" % (best, 100 * sum(bw) / len(bw),
                                                             sum(bm) / len(bm), bo), flush=True)
    for sweep in range(args.sweeps):
        moved = False
        for slot in sorted(STEPS):
            for sign in (1, -1):
                cand = list(best)
                cand[slot] = max(0, cand[slot] + sign * STEPS[slot])
                if cand == best or (slot == 8 and cand[slot] < 1):
                    continue
                w, m = measure(cand, seeds, args.games)
                o = objective(w, m)
                d = lc_seeds.ci([x - y for x, y in zip(w, bw)])
                print("sweep %d slot %d = %d: %.1f%% %+.2f points (objective %.2f; win minus best %+.1f ± %.1f)"
                      % (sweep, slot, cand[slot], 100 * sum(w) / len(w), sum(m) / len(m), o,
                         100 * d[0], 100 * d[1]), flush=True)
                if o > bo + args.min:
                    best, bw, bm, bo = cand, w, m, o
                    moved = True
                    print("  kept: %s" % best, flush=True)
                    break
        if not moved:
            break
    print("best %s: objective %.2f" % (best, bo))


if __name__ == "__main__":
    main()
