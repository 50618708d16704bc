"""Counts Digging's two closing blunders in seeded bot matches (PC only).

    python tools/lab/digging_blunders.py [--level hard] [--matches 40]

A blunder is a turn where the seat holds a closer and
  last:  its team has no later turn (the pile is gone, the partner has played
         its last turn) and it owns a scoring open mine, or
  lost:  a fight on its team's mine is already lost (the attack exceeds the
         defence plus the seat's best bandit and no partner may still add),
and it does not close one of its team's mines.
"""
import argparse
import os
import sys

LAB = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(LAB)
for _path in (LAB, TOOLS, os.path.dirname(TOOLS)):  # tools/lab, tools, the project
    if _path not in sys.path:
        sys.path.insert(0, _path)

from engine.games.digging import rules as g  # noqa: E402
from engine.games.digging import cards as dc  # noqa: E402
from engine.games.digging import bot as bots  # noqa: E402
from engine.rng import derive  # noqa: E402


def situation(view):
    """'last', 'lost' or None for the seat to move."""
    me = view["seat"]
    if dc.CLOSER not in view["hand"]:
        return None
    side = me & 1
    fight = view["fight"]
    if fight is not None and (fight["target"][0] & 1) == side:
        best = max([dc.bandit_value(c) for c in view["hand"] if dc.is_bandit(c)] or [0])
        mates = [s for s in fight["may_add"] if s != me and (s & 1) == side]
        if not mates and fight["attack"] > fight["defend"] + best:
            return "lost"
    f = view["final_left"]
    if 0 <= f <= 2:
        for s in (side, side + 2):
            for mine in view["open"][s]:
                if dc.mine_value(mine[0]) > 0:
                    return "last"
    return None


def scan(level, matches, seed=515):
    seen = {"last": 0, "lost": 0}
    missed = {"last": 0, "lost": 0}
    for m in range(matches):
        state = g.new(4, derive(seed, m))
        rnd = 0
        while True:
            players = [bots.Bot(s, level, derive(seed, 1000 * m + 10 * rnd + s)) for s in range(4)]
            while not g.over(state):
                for s in range(4):
                    players[s].observe(g.view(state, s))
                seat = g.to_move(state)
                view = g.view(state, seat)
                move = players[seat].choose(view)
                kind = situation(view)
                if kind:
                    seen[kind] += 1
                    action, card, target = dc.split_move(move)
                    if not (action == dc.CLOSE and ((target >> 4) & 1) == (seat & 1)):
                        missed[kind] += 1
                g.play(state, move)
            if g.match_over(state):
                break
            state = g.next_round(state)
            rnd += 1
    return seen, missed


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--matches", type=int, default=40)
    args = ap.parse_args()
    seen, missed = scan(args.level, args.matches)
    for kind in ("last", "lost"):
        print("%s %s: %d of %d such turns did not close" % (args.level, kind, missed[kind], seen[kind]))


if __name__ == "__main__":
    main()
