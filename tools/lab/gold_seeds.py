"""Gold's hard against hard-2026 over several seed sets, pooled (PC only).

    python tools/lab/gold_seeds.py [--seeds 20261130,777,555,4242] [--games 1000]
                               [--set GUARD=0] [--set SCALE=15] ... [--workers 1]

Each seed set is the bench's pairing (tools/bench_strength.py: games 2k and 2k+1 one deal, seats
swapped) on that seed; the figures are hard's win rate (a draw counts half) and its margin in
points, each with a 95% interval over the deals (1.96 standard errors), per seed and pooled.
--set NAME=VALUE plays hard with engine/games/gold/bot.py's NAME = VALUE (GUARD, LOOK), or
NAME["hard"] = VALUE where NAME is a table of levels (SCALE, SURE_AT), or with bot_look.py's NAME
= VALUE for look.NAME (look.OWN, look.RUSHALL), and also prints the paired difference in win
rate to the shipped hard on the same deals. --workers: processes (default 1, for a shared machine).
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

import bench_strength  # noqa: E402
from engine.games.gold import bot as gold_bot  # noqa: E402
from engine.games.gold import bot_look  # noqa: E402


def _module(name):
    # "look.NAME" is a name in bot_look.py, any other one in bot.py
    return (bot_look, name[5:]) if name.startswith("look.") else (gold_bot, name)


def _apply(settings):
    for name, value in settings:
        mod, name = _module(name)
        if isinstance(getattr(mod, name), dict):
            getattr(mod, name)["hard"] = value
        else:
            setattr(mod, name, value)


def _get(name):
    mod, name = _module(name)
    v = getattr(mod, name)
    return v.get("hard") if isinstance(v, dict) else v


def _game(job):
    settings, i, seed = job
    saved = [(name, _get(name)) for name, _ in settings]
    _apply(settings)
    try:
        a, b, capped, _, _ = bench_strength.one_game(("gold", ["hard"], ["hard-2026"], i, seed, 0))
    finally:
        _apply(saved)
    return 1.0 if a > b else 0.5 if a == b else 0.0, a - b


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="20261130,777,555,4242")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=1, help="processes (default 1: a shared machine)")
    ap.add_argument("--set", action="append", default=[], help="NAME=VALUE for hard (int)")
    args = ap.parse_args()
    settings = [(s.split("=")[0], int(s.split("=")[1])) for s in args.set]
    seeds = [int(s) for s in args.seeds.split(",")]
    wins, margins, diffs = [], [], []
    with Pool(args.workers) as pool:
        for seed in seeds:
            rows = pool.map(_game, [(settings, i, seed) for i in range(args.games)], chunksize=8)
            w, m = bench_strength.deals(rows)
            wins += w
            margins += m
            line = "seed %d: hard vs hard-2026 %.1f%% ± %.1f, %+.2f ± %.2f points" % (
                (seed,) + tuple(100 * x for x in bench_strength.mean_ci(w)) + bench_strength.mean_ci(m))
            if settings:
                base = bench_strength.deals(pool.map(_game, [((), i, seed) for i in range(args.games)], chunksize=8))[0]
                d = [x - y for x, y in zip(w, base)]
                diffs += d
                line += "; minus shipped hard %+.1f ± %.1f" % tuple(100 * x for x in bench_strength.mean_ci(d))
            print(line, flush=True)
    print("pooled over %d seeds (%d games): %.1f%% ± %.1f, %+.2f ± %.2f points" % (
        (len(seeds), len(seeds) * args.games) + tuple(100 * x for x in bench_strength.mean_ci(wins)) + bench_strength.mean_ci(margins)))
    if settings:
        print("pooled minus shipped hard: %+.1f ± %.1f points of win rate" % tuple(100 * x for x in bench_strength.mean_ci(diffs)))


if __name__ == "__main__":
    main()
