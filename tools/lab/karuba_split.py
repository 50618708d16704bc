"""Which of hard's Karuba decisions the reference's gain comes from (PC only).

    python tools/lab/karuba_split.py [--games 40] [--seed 20261202] [--workers 2]
                                 [--splits choose,discard,place,all] [--base hard-2026]
                                 [--seats 4]

Plays the bench's reference deals (games 2k and 2k+1: one deal, seats swapped; with --seats N,
games Nk to Nk+N-1 are one deal, the reference in each seat in turn) three ways: hard
against hard, and for each split the reference (tools/reference.py) looking ahead only on those
decisions (choose: which pair to show; discard: which card of a lowest pair to give up; place:
where, or "done"), hard's own move on the others, against hard. It prints each split's mean
score and its gain over hard in the same seat on the same deal, with a 95% interval (1.96
standard errors of the games' differences). The reference takes seconds a decision: 40 games of
every split take about 10 minutes on two cores. --base hard-2026 builds the reference on hard-2026
(its shortlist and playouts) instead of hard: the reference as issue 13 first measured it; the
hard it plays against, and in whose seat its gain is counted, is always today's hard.
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

import reference  # noqa: E402
from bench_strength import mean_ci  # noqa: E402
from engine.games.karuba import bot as kb  # noqa: E402
from engine.games.karuba import rules as game  # noqa: E402
from engine.rng import derive  # noqa: E402

SPLITS = {
    "hard": (),
    "choose": (game.CHOOSE,),
    "discard": (game.DISCARD,),
    "place": (game.PLACE,),
    "choose+discard": (game.CHOOSE, game.DISCARD),
    "all": reference.ALL,
}


def one_game(job):
    """Game i: the split's player in seat i % seats, hard in the others; its score."""
    split, i, seed, base, seats = job
    s = derive(seed, i // seats)
    seat = i % seats
    state = game.new(seats, s)
    bots = [kb.Bot(x, "hard", derive(s, 100 + x)) for x in range(seats)]
    if SPLITS[split]:
        bots[seat] = reference.Bot(seat, "reference", derive(s, 100 + seat), phases=SPLITS[split], base=base)
    while not game.over(state):
        t = game.to_move(state)
        game.play(state, bots[t].choose(game.view(state, t)))
    return game.scores(state)[seat]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=20261202)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--splits", default="choose,discard,place,all")
    ap.add_argument("--base", default="hard", choices=("hard", "hard-2026"),
                    help="the level the reference builds on")
    ap.add_argument("--seats", type=int, default=2, choices=(2, 3, 4))
    args = ap.parse_args()
    splits = args.splits.split(",")
    for split in splits:
        if split not in SPLITS:
            ap.error("unknown split %r (one of %s)" % (split, ", ".join(SPLITS)))
    with Pool(args.workers) as pool:
        base = pool.map(one_game, [("hard", i, args.seed, args.base, args.seats) for i in range(args.games)])
        print("hard vs hard: %.2f a game (%d games, %d seats, seed %d)" % (
            sum(base) / len(base), args.games, args.seats, args.seed))
        for split in splits:
            got = pool.map(one_game, [(split, i, args.seed, args.base, args.seats) for i in range(args.games)])
            gain, ci = mean_ci([a - b for a, b in zip(got, base)])
            print("reference (on %s) on %s: %.2f a game, %+.2f ± %.2f over hard in the same seat" % (
                args.base, split, sum(got) / len(got), gain, ci), flush=True)


if __name__ == "__main__":
    main()
