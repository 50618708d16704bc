"""Lost Cities' hard against hard-2026 over several seed sets, pooled (PC only, one process).

    python tools/lab/lc_seeds.py [--seeds 20261130,777] [--games 1000] [--opp hard-2026]
                             [--set 9=0] [--set LOOK_DECK=0] ...

Each seed set is the bench's pairing (tools/bench_strength.py: games 2k and 2k+1 one deal, seats
swapped) on that seed; the figures are hard's win rate (a draw counts half) and its margin in
points, each with a 95% interval over the deals (1.96 standard errors), per seed and pooled.
--set N=V plays hard with PARAMS["hard"][N] = V (engine/games/lost_cities/bot.py; N a slot of
bot_eval), --set NAME=V with bot.py's NAME = V; then it also prints the paired difference in win
rate and margin to the shipped hard on the same deals.
"""
import argparse
import hashlib
import json
import os
import sys
import tempfile

LAB = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(LAB)
for _path in (LAB, TOOLS, os.path.dirname(TOOLS)):  # tools/lab, tools, the project
    if _path not in sys.path:
        sys.path.insert(0, _path)

import bench_strength  # noqa: E402
from bench_strength import deals, mean_ci as ci  # noqa: E402  (lc_tune uses both from here)
from engine.games.lost_cities import bot as lc_bot  # noqa: E402


def _apply(settings):
    """Sets each (name, value); returns the old values."""
    old = []
    for name, value in settings:
        if name.isdigit():
            prm = lc_bot.PARAMS["hard"]
            while len(prm) <= int(name):
                prm.append(0)
            old.append((name, prm[int(name)]))
            prm[int(name)] = value
        else:
            old.append((name, getattr(lc_bot, name)))
            setattr(lc_bot, name, value)
    return old


def rows_for(settings, seed, games, opp="hard-2026"):
    """(outcome, margin) of hard in each of `games` games against `opp`."""
    old = _apply(settings)
    try:
        rows = []
        for i in range(games):
            a, b, _, _, _ = bench_strength.one_game(("lost_cities", ["hard"], [opp], i, seed, 0))
            rows.append((1.0 if a > b else 0.5 if a == b else 0.0, a - b))
    finally:
        _apply(old)
    return rows


def base_rows(seed, games, opp):
    """The shipped hard's rows, cached in the temporary directory by the bots' source."""
    h = hashlib.sha256()
    here = os.path.dirname(lc_bot.__file__)
    for name in ("bot.py", "bot_eval.py", "bot_look.py", "rules.py"):
        with open(os.path.join(here, name), "rb") as f:
            h.update(f.read())
    path = os.path.join(tempfile.gettempdir(), "lc_seeds_%s_%d_%d_%s.json" % (
        h.hexdigest()[:12], seed, games, opp))
    if os.path.exists(path):
        with open(path) as f:
            return [tuple(r) for r in json.load(f)]
    rows = rows_for((), seed, games, opp)
    with open(path, "w") as f:
        json.dump(rows, f)
    return rows


def parse(text):
    name, value = text.split("=")
    return name, int(value)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="20261130,777")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--opp", default="hard-2026")
    ap.add_argument("--set", action="append", default=[], help="N=V (a PARAMS slot) or NAME=V")
    args = ap.parse_args()
    settings = [parse(s) for s in args.set]
    wins, margins, dw, dm = [], [], [], []
    for seed in [int(s) for s in args.seeds.split(",")]:
        w, m = deals(rows_for(settings, seed, args.games, args.opp))
        wins += w
        margins += m
        line = "seed %d: hard vs %s %.1f%% ± %.1f, %+.2f ± %.2f points" % (
            (seed, args.opp) + tuple(100 * x for x in ci(w)) + ci(m))
        if settings:
            bw, bm = deals(base_rows(seed, args.games, args.opp))
            dw += [x - y for x, y in zip(w, bw)]
            dm += [x - y for x, y in zip(m, bm)]
            line += "; minus shipped hard %+.1f ± %.1f, %+.2f ± %.2f points" % (
                tuple(100 * x for x in ci(dw[-len(w):])) + ci(dm[-len(w):]))
        print(line, flush=True)
    print("pooled (%d games): %.1f%% ± %.1f, %+.2f ± %.2f points" % (
        (len(wins) * 2,) + tuple(100 * x for x in ci(wins)) + ci(margins)))
    if settings:
        print("pooled minus shipped hard: %+.1f ± %.1f, %+.2f ± %.2f points" % (
            tuple(100 * x for x in ci(dw)) + ci(dm)))


if __name__ == "__main__":
    main()
