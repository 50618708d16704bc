"""Counts Gold's sure-pair slip in seeded 2-player rounds, and plays each one out both ways (PC only).

    python tools/lab/gold_sure_pairs.py [--level hard] [--against hard-2026] [--games 1000] [--seed N]
                                    [--rollouts K] [--sure-at N]

A sure pair: at the start of a turn (before the gold rush) the seat to move remembers a face-down
prospector of its own colour or of nobody's and a face-down gold card that prospector lifts, so it
could take that gold this turn. The slip: such a turn in which the seat took no gold. For every
slip the tool follows the sure pair's gold cards to the end of the round (taken later by the same
seat, by the opponent, or by dynamite), and splits the slips by whether 20 cards or fewer were on
the table (the gold rush near) or more.

--rollouts K: at each slip of --level, K deals of the cards neither seat has seen (the first the
true one) are played to the end of the round twice by the same bots: once as the bot played its
turn, once taking the sure pair instead (its biggest gold, with the lowest prospector that lifts
it). It prints the mean of (the seat's margin when taking) - (its margin as played), with a 95%
interval: above 0, leaving the pair was a slip; at or below 0, leaving it was right.
The games are the bench's (tools/bench_strength.py): 2k and 2k+1 are one deal, seats swapped.
"""
import argparse
import copy
import math
import os
import sys

LAB = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(LAB)
for _path in (LAB, TOOLS, os.path.dirname(TOOLS)):  # tools/lab, tools, the project
    if _path not in sys.path:
        sys.path.insert(0, _path)

from engine.games.gold import rules as g  # noqa: E402
from engine.games.gold import bot as gold_bot  # noqa: E402
from engine.games.gold.cards import KIND, VALUE, COLOUR, GOLD, PROSPECTOR  # noqa: E402
from engine.rng import Rng, derive  # noqa: E402
from engine.selfplay import make_bots, observe_all  # noqa: E402
from bench_strength import seat_levels, _index  # noqa: E402

SEED = 20261130      # the bench's strength seed
NEAR = 20            # cards on the table at or below which the gold rush is near


def sure_pair(state, bot):
    """(sure gold cards, the biggest one's position, its lowest lifter's position, that value)."""
    seat = bot.seat
    pros = []
    golds = []
    for p in range(g.GRID):
        c = bot.knows(p)
        if c < 0 or p == state.first:
            continue
        if KIND[c] == PROSPECTOR and state.owner[COLOUR[c]] in (seat, g.EMPTY):
            pros.append((VALUE[c], p))
        elif KIND[c] == GOLD:
            golds.append((VALUE[c], p, c))
    top = max([v for v, _ in pros] or [0])
    sure = [x for x in golds if x[0] <= top]
    if not sure:
        return None
    gv, gp, _ = max(sure, key=lambda x: (x[0], -x[1]))
    v, pp = min(x for x in pros if x[0] >= gv)
    return [x[2] for x in sure], gp, pp, v


def _turn(state, bots, taken):
    """One reveal by the seat to move; returns its events."""
    seat = g.to_move(state)
    events = g.play(state, bots[seat].choose(g.view(state, seat)))
    observe_all(g, state, bots)
    for e in events:
        if e[0] == "gold":
            taken[e[2]] = (e[1], e[3] < 0)
    return events


def _margin(state, bots, seat, moves):
    for m in moves:
        g.play(state, m)
        observe_all(g, state, bots)
    while not g.over(state):
        s = g.to_move(state)
        g.play(state, bots[s].choose(g.view(state, s)))
        observe_all(g, state, bots)
    sc = g.scores(state)
    return sc[seat] - sc[1 - seat]


def play_out(i, k_deals, before, bots_before, seat, played, pair):
    """Mean margin difference (take the pair) - (as played) over k_deals deals of the unseen cards."""
    seen = set(p for p in range(g.GRID) for b in bots_before if b.knows(p) >= 0)
    hidden = [p for p in range(g.GRID) if before.grid[p] != g.EMPTY and p not in seen]
    total = 0
    for k in range(k_deals):
        deal = copy.deepcopy(before)
        cards = [deal.grid[p] for p in hidden]
        if k:
            Rng(derive(i, k)).shuffle(cards)
        for p, c in zip(hidden, cards):
            deal.grid[p] = c
        a = _margin(copy.deepcopy(deal), copy.deepcopy(bots_before), seat, played)
        b = _margin(deal, copy.deepcopy(bots_before), seat, pair)
        total += b - a
    return total / k_deals


def play(i, a, b, seed, tally, rollouts=0):
    levels, _ = seat_levels(False, [a], [b], i)
    s = derive(seed, i // 2)
    state = g.new(2, s)
    bots = make_bots(_index("gold"), levels, s)
    observe_all(g, state, bots)
    pending = []     # (level, seat, sure gold cards) for each slip turn
    taken = {}       # gold card -> (seat, in the gold rush)
    while not g.over(state):
        seat = g.to_move(state)
        view = g.view(state, seat)
        found = None
        if not view["picking"] and not view["rush"] and state.first < 0:
            found = sure_pair(state, bots[seat])
        if not found:
            _turn(state, bots, taken)
            continue
        lv = levels[seat]
        near = sum(1 for p in range(g.GRID) if state.grid[p] != g.EMPTY) <= NEAR
        before = copy.deepcopy(state) if rollouts and lv == a else None
        bots_before = copy.deepcopy(bots) if before else None
        events = _turn(state, bots, taken)
        events += _turn(state, bots, taken)
        t = tally.setdefault(lv, {"turns": 0, "slips": 0, "near": 0, "later": 0, "opponent": 0,
                                  "gone": 0, "rush": 0, "play": []})
        t["turns"] += 1
        if any(e[0] == "gold" and e[1] == seat for e in events):
            continue
        t["slips"] += 1
        t["near"] += near
        pending.append((lv, seat, found[0]))
        if before:
            played = [state.last[1], state.last[3]]
            d = play_out(derive(seed, i * 100 + t["slips"]), rollouts, before, bots_before, seat,
                         played, [found[1], found[2]])
            t["play"].append((near, found[3], d))
    # The fate of each slip's sure gold: the seat took one of those cards later, else the
    # opponent took one, else dynamite took them; and whether that was in the gold rush.
    for lv, seat, sure in pending:
        t = tally[lv]
        fates = [taken[c] for c in sure if c in taken]
        mine = [f for f in fates if f[0] == seat]
        fate = "later" if mine else "opponent" if fates else "gone"
        t[fate] += 1
        if fates and (mine or fates)[0][1]:
            t["rush"] += 1


def _mean_ci(xs):
    if not xs:
        return 0.0, 0.0
    m = sum(xs) / len(xs)
    if len(xs) < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
    return m, 1.96 * math.sqrt(var / len(xs))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--against", default="hard-2026")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--rollouts", type=int, default=0, help="deals per slip to play out (0: none)")
    ap.add_argument("--sure-at", type=int, help="play --level with this SURE_AT (0: hard before "
                    "issue 13's sure-pair change, which left every sure pair to the table)")
    args = ap.parse_args()
    if args.sure_at is not None:
        gold_bot.SURE_AT[args.level] = args.sure_at
    tally = {}
    for i in range(args.games):
        play(i, args.level, args.against, args.seed, tally, args.rollouts)
    for lv in (args.level, args.against):
        t = tally.get(lv)
        if not t:
            print("%s: no turn with a sure pair" % lv)
            continue
        print("%s: %d of %d turns with a sure pair took no gold (%d of them with %d cards or fewer "
              "on the table); the sure gold went later to the same seat %d, to the opponent %d, "
              "to dynamite %d (%d in the gold rush)" % (
                  lv, t["slips"], t["turns"], t["near"], NEAR, t["later"], t["opponent"],
                  t["gone"], t["rush"]))
    rows = tally.get(args.level, {}).get("play")
    if rows:
        print("%s, take the pair minus as played (margin, points), %d deals each:" % (
            args.level, args.rollouts))
        groups = [("every slip", rows), ("%d cards or fewer" % NEAR, [r for r in rows if r[0]]),
                  ("more cards", [r for r in rows if not r[0]])]
        groups += [("prospector %d" % v, [r for r in rows if r[1] == v]) for v in (2, 3, 4, 5)]
        for label, rs in groups:
            if rs:
                m, ci = _mean_ci([r[2] for r in rs])
                print("  %-18s %4d slips  %+.2f ± %.2f" % (label, len(rs), m, ci))


if __name__ == "__main__":
    main()
