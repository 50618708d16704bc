"""Bot strength for the bench: seeded games between levels, seats swapped.

A 'game' is one round, and one whole match for a game whose seats form teams
(the catalogue's TEAMS column: Digging, a match to 60). Win = 1, draw = 0.5.
Games 2k and 2k+1 are the same deal with the seats swapped; the 95% intervals
are 1.96 standard errors of the pairs' mean outcomes (and margins). Every
pairing also reports how many games hit the decision cap (a stalled game);
for our own bots that must be 0.
"hard-2026" is each game's hard as it was on 2026-12-01, frozen; "reference"
(Karuba only) is the PC-only look-ahead player of tools/reference.py, built on
hard; "reference-2026" is the same player built on hard-2026 (its shortlist
and playouts), the reference as issue 13 first measured it.
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.games import GAMES, MODULE, NAME, TEAMS, load  # noqa: E402
from engine.rng import derive  # noqa: E402
from engine.selfplay import make_bots, play_match, play_round  # noqa: E402

CAP = 5000            # decisions per round before a game counts as stalled
LC_TURN_CAP = 300     # Lost Cities: turns (two decisions each), as the rules file asks
KARUBA_HINDSIGHT_GAMES = 20    # the hindsight search takes seconds a seat: the first 20 games of a pairing
REFERENCE_GAMES = 40           # the reference takes about 12 s a game: 40 games, seats swapped
# the reference's levels and the bot level each builds on (tools/reference.py's base)
REFERENCE_BASE = {"reference": "hard", "reference-2026": "hard-2026"}


def _index(name):
    return [g[MODULE] for g in GAMES].index(name)


def seat_levels(teams, a, b, i):
    """Levels per seat for game i of an A-vs-B series; returns (levels, seats of A).
    With teams (seats 0+2 against 1+3) A's two levels take one team, swapped
    every other game."""
    if teams:
        a_seats = (0, 2) if i % 2 == 0 else (1, 3)
        levels = [None] * 4
        for k, s in enumerate(a_seats):
            levels[s] = a[k]
        b_seats = tuple(s for s in range(4) if s not in a_seats)
        for k, s in enumerate(b_seats):
            levels[s] = b[k]
        return levels, a_seats
    a_seat = i % 2
    levels = [b[0], b[0]]
    levels[a_seat] = a[0]
    return levels, (a_seat,)


def one_game(job):
    """Plays game i of a series. Returns (score A, score B, capped, hindsight A, hindsight B)."""
    name, a, b, i, seed, hindsight = job
    index = _index(name)
    game = load(index)
    teams = GAMES[index][TEAMS]
    levels, a_seats = seat_levels(teams, a, b, i)
    s = derive(seed, i // 2)   # games 2k and 2k+1: the same deal, seats swapped
    if teams:
        state, capped = play_match(index, levels, s, cap=CAP)
        result = game.totals(state)
    else:
        state = game.new(len(levels), s)
        bots = make_bots(index, [REFERENCE_BASE.get(lv, lv) for lv in levels], s)
        for seat in range(len(levels)):
            if levels[seat] in REFERENCE_BASE:
                import reference
                bots[seat] = reference.Bot(seat, "reference", derive(s, 100 + seat),
                                           base=REFERENCE_BASE[levels[seat]])
        cap = LC_TURN_CAP * 2 if name == "lost_cities" else CAP
        log = []
        capped = 1 if play_round(game, state, bots, cap, log=log) < 0 else 0
        result = game.scores(state)
    b_seat = [x for x in range(len(levels)) if x not in a_seats][0]
    extra = (None, None)
    if not capped and i < hindsight:
        extra = (karuba_hindsight(log, a_seats[0], s), karuba_hindsight(log, b_seat, s))
    return result[a_seats[0]], result[b_seat], capped, extra[0], extra[1]


def karuba_hindsight(log, seat, seed):
    """The best island (found by search) from every card the seat did not have
    to discard as the lowest sum: all it could have placed, in any order."""
    from engine.games.karuba.hindsight import best_island
    forced = [e[2] for e in log if e[0] == "discard" and e[1] == seat]
    kept = [c for c in range(1, 17) if c not in forced]
    return best_island(kept, seed)[0]


def series(pool, name, a, b, n, seed=20261130, hindsight=0):
    """n games of A against B; Karuba's hindsight best island for the first `hindsight` games."""
    rows = pool.map(one_game, [(name, a, b, i, seed, hindsight) for i in range(n)], chunksize=4)
    outcomes = [1.0 if x > y else 0.5 if x == y else 0.0 for x, y, c, _, _ in rows if not c]
    wins = sum(outcomes)
    capped = sum(r[2] for r in rows)
    played = n - capped
    p = wins / max(1, played)
    # Games 2k and 2k+1 share a deal, so the intervals come from the pairs' means.
    pairs = []
    margins = []
    for k in range(0, n - 1, 2):
        a, b = rows[k], rows[k + 1]
        if not a[2] and not b[2]:
            pairs.append((_outcome(a) + _outcome(b)) / 2)
            margins.append((a[0] - a[1] + b[0] - b[1]) / 2)
    ci = _ci(pairs)
    margin_ci = _ci(margins)
    mean_a = sum(r[0] for r in rows if not r[2]) / max(1, played)
    mean_b = sum(r[1] for r in rows if not r[2]) / max(1, played)
    out = {"n": n, "win": p, "ci": ci, "capped": capped, "mean_a": mean_a, "mean_b": mean_b,
           "margin_ci": margin_ci}
    if hindsight:
        hind = [r for r in rows if r[3] is not None]
        out["hind_a"] = sum(r[3] for r in hind) / max(1, len(hind))
        out["hind_b"] = sum(r[4] for r in hind) / max(1, len(hind))
        out["own_a"] = sum(r[0] for r in hind) / max(1, len(hind))
        out["own_b"] = sum(r[1] for r in hind) / max(1, len(hind))
    return out


def _outcome(row):
    return 1.0 if row[0] > row[1] else 0.5 if row[0] == row[1] else 0.0


def _ci(values):
    """Half-width of the 95% interval of the mean of `values` (1.96 standard errors)."""
    m = len(values)
    if m < 2:
        return 0.0
    mean = sum(values) / m
    var = sum((v - mean) ** 2 for v in values) / (m - 1)
    return 1.96 * math.sqrt(var / m)


def mean_ci(values):
    """(mean, half-width of its 95% interval) of `values`."""
    return sum(values) / len(values), _ci(values)


def deals(rows):
    """Per deal (games 2k and 2k+1: one deal, seats swapped): the means of the rows' first two
    fields (outcome, margin), as two lists."""
    return ([(rows[k][0] + rows[k + 1][0]) / 2 for k in range(0, len(rows) - 1, 2)],
            [(rows[k][1] + rows[k + 1][1]) / 2 for k in range(0, len(rows) - 1, 2)])


def _line(label, r, target=None):
    verdict = "-" if target is None else ("yes" if r["win"] >= target else "NO")
    extra = ""
    if "hind_a" in r:
        extra = " %.1f vs %.1f / %.1f vs %.1f |" % (r["own_a"], r["hind_a"], r["own_b"], r["hind_b"])
    print("| %s | %d | %.1f%% ± %.1f | %s | %s | %.1f | %.1f | %+.1f ± %.1f | %d |%s" % (
        label, r["n"], 100 * r["win"], 100 * r["ci"], ("%d%%" % round(100 * target)) if target else "-",
        verdict, r["mean_a"], r["mean_b"], r["mean_a"] - r["mean_b"], r["margin_ci"], r["capped"], extra),
        flush=True)


def header(extra=""):
    print("| pairing (A vs B) | games | A's win rate ± 95%% | target | met | A mean | B mean "
          "| A - B ± 95%% | stalled |%s" % extra)
    print("|---|---|---|---|---|---|---|---|---|" + ("---|" if extra else ""))


def report(name, pool, quick):
    row = GAMES[_index(name)]
    title = row[NAME]
    n = 100 if quick else 1000
    if row[TEAMS]:
        n = 50 if quick else 500   # whole matches
    print("\n## %s: bot strength (%d seeded %s each, seats swapped)\n" % (
        title, n, "matches" if row[TEAMS] else "games"))
    if name == "lost_cities":
        header()
        _line("normal vs easy", series(pool, name, ["normal"], ["easy"], n), 0.65)
        _line("hard vs normal", series(pool, name, ["hard"], ["normal"], n), 0.60)
        _line("hard vs easy", series(pool, name, ["hard"], ["easy"], n))
        r = series(pool, name, ["hard"], ["greedy"], n)
        _line("hard vs greedy", r)
        _line("hard vs hard-2026", series(pool, name, ["hard"], ["hard-2026"], n), 0.60)
        print("\nHard's mean margin over the greedy baseline: %+.1f points per game." %
              (r["mean_a"] - r["mean_b"]))
    elif name == "gold":
        header()
        _line("normal vs easy", series(pool, name, ["normal"], ["easy"], n), 0.60)
        _line("hard vs normal", series(pool, name, ["hard"], ["normal"], n), 0.60)
        _line("hard vs easy", series(pool, name, ["hard"], ["easy"], n))
        _line("hard vs hard-2026", series(pool, name, ["hard"], ["hard-2026"], n), 0.55)
        gold_four(pool, n // 2)
    elif name == "karuba":
        h = 4 if quick else KARUBA_HINDSIGHT_GAMES
        header(" first %d games: A score vs hindsight / B score vs hindsight |" % h)
        _line("normal vs easy", series(pool, name, ["normal"], ["easy"], n, hindsight=h), 0.60)
        _line("hard vs normal", series(pool, name, ["hard"], ["normal"], n, hindsight=h), 0.60)
        _line("hard vs hard-2026", series(pool, name, ["hard"], ["hard-2026"], n))
        r = series(pool, name, ["hard"], ["hard"], n, seed=20261201)
        _line("hard vs hard", r)
        print("\nHard's mean score in hard-vs-hard games: %.2f points a game (target 14: %s)." % (
            (r["mean_a"] + r["mean_b"]) / 2, "met" if (r["mean_a"] + r["mean_b"]) / 2 >= 14 else "NOT met"))
        m = 8 if quick else REFERENCE_GAMES
        print("\n| reference vs hard | games | win rate ± 95% | reference mean | hard mean | "
              "reference - hard ± 95% |\n|---|---|---|---|---|---|")
        for level, base in REFERENCE_BASE.items():
            r = series(pool, name, [level], ["hard"], m, seed=20261202)
            print("| tools/reference.py (%d samples, %d placements) on %s vs hard | %d | %.1f%% ± %.1f | "
                  "%.1f | %.1f | %+.1f ± %.1f |" % (_ref_samples(), _ref_top(), base, m, 100 * r["win"],
                                                   100 * r["ci"], r["mean_a"], r["mean_b"],
                                                   r["mean_a"] - r["mean_b"], r["margin_ci"]), flush=True)
        print("\nHindsight: the best island a search finds from the cards the same seat kept "
              "(all but its forced lowest-sum discards, in any order); a lower bound of the true best.")
    elif name == "digging":
        print("(Digging: %d whole matches to 60 per pairing; teams are seats 0+2 and 1+3, swapped "
              "every other match; means are final team totals.)\n" % n)
        header()
        _line("normal+normal vs easy+easy", series(pool, name, ["normal", "normal"], ["easy", "easy"], n), 0.65)
        _line("hard+hard vs normal+normal", series(pool, name, ["hard", "hard"], ["normal", "normal"], n), 0.60)
        _line("hard+easy vs normal+normal", series(pool, name, ["hard", "easy"], ["normal", "normal"], n))
        _line("hard+hard vs hard-2026+hard-2026",
              series(pool, name, ["hard", "hard"], ["hard-2026", "hard-2026"], n), 0.60)


def _ref_samples():
    import reference
    return reference.SAMPLES


def _ref_top():
    import reference
    return reference.PLACE_TOP


def gold_four_one(job):
    i, seed = job
    index = _index("gold")
    game = load(index)
    order = ["easy", "normal", "hard", "random"]
    levels = [order[(s + i) % 4] for s in range(4)]
    s = derive(seed, i)
    state = game.new(4, s)
    capped = play_round(game, state, make_bots(index, levels, s), CAP) < 0
    sc = game.scores(state)
    return [(levels[k], sc[k]) for k in range(4)], capped


def gold_four(pool, n, seed=777):
    rows = pool.map(gold_four_one, [(i, seed) for i in range(n)], chunksize=8)
    total = {}
    for pairs, capped in rows:
        if capped:
            continue
        for level, score in pairs:
            total[level] = total.get(level, 0) + score
    played = sum(1 for _, c in rows if not c)
    print("\n4 players (easy, normal, hard, random; seats rotated), %d rounds: average gold per round: %s; stalled: %d" % (
        n, ", ".join("%s %.1f" % (lv, total.get(lv, 0) / max(1, played))
                     for lv in ("easy", "normal", "hard", "random")), n - played))
