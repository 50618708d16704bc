"""A PC-only reference player for the bench: a yardstick, not a device bot.

It sees only its seat's view. For each decision it draws a few
determinizations (the hidden cards dealt at random consistently with the
view: the others' hands, decks and face-down pairs, and the order of its own
deck), plays each candidate move out to the end with the project's hard bots
in every seat, and keeps the move with the best mean final score for itself.
The same samples serve every candidate (common random numbers). Karuba only:
the other games would need their own determinization.

    from reference import Bot   # Bot(seat, "reference", seed), like a project bot

`phases` limits the look-ahead to some kinds of decision (the rules' CHOOSE,
DISCARD, PLACE); the others are the base level's own moves. tools/lab/karuba_split.py uses
it to find which decisions the reference's gain over hard comes from.
`base` is the level it builds on (its shortlist, its other moves and every
seat of its playouts): "hard", or "hard-2026" for the reference as issue 13
first measured it, when the project's bots were hard-2026.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.games.karuba import rules as game  # noqa: E402
from engine.games.karuba import bot as kb  # noqa: E402
from engine.rng import Rng, derive  # noqa: E402

SAMPLES = 8        # determinizations per decision
PLACE_TOP = 4      # placements tried: hard's best few by its own estimate, and "done"
ALL = (game.CHOOSE, game.DISCARD, game.PLACE)


class Bot:
    def __init__(self, seat, level="reference", seed=0, samples=SAMPLES, phases=ALL, base="hard"):
        self.seat = seat
        self.seed = seed
        self.samples = samples
        self.phases = phases
        self.base = base
        self.plain = kb.Bot(seat, base, seed)    # the base level's own moves and estimate

    def observe(self, view):
        pass

    def choose(self, view):
        if view["phase"] not in self.phases:
            return self.plain.choose(view)
        moves = kb.legal_from_view(view)
        if len(moves) == 1:
            return moves[0]
        if view["phase"] == game.PLACE:
            moves = self._shortlist(view, moves)
        mix = view["round"] * 64 + view["phase"] * 16 + len(view["chosen"][self.seat])
        for card in view["islands"][self.seat]:
            mix = (mix * 3 + card) & 0xFFFFFF
        rng = Rng(derive(self.seed, mix))
        totals = [0] * len(moves)
        for k in range(self.samples):
            world = determinize(view, rng)
            play_seed = rng.below(1 << 30)
            for i in range(len(moves)):
                state = clone(world)
                game.play(state, moves[i])
                totals[i] += playout(state, play_seed, self.base)[self.seat]
        best = 0
        for i in range(1, len(moves)):
            if totals[i] > totals[best]:
                best = i
        return moves[best]

    def _shortlist(self, view, moves):
        """'done' and the base level's best placements by its one-step estimate."""
        seat = self.seat
        island = bytearray(view["islands"][seat])
        future = kb.unseen(view, seat)
        chosen = view["chosen"][seat]
        for card in chosen:
            future[card] = 1
        turns = 2 * (game.ROUNDS - view["round"])
        ranked = []
        for m in moves:
            if m == game.DONE:
                continue
            card, cell = (m - game.PLACE_BASE) // 100, (m - game.PLACE_BASE) % 100
            future[card] = 0
            island[cell] = card
            ranked.append((self.plain._value(island, future, turns + len(chosen) - 1), -m, m))
            island[cell] = 0
            future[card] = 1
        ranked.sort()
        ranked.reverse()
        out = [r[2] for r in ranked[:PLACE_TOP]]
        if game.DONE in moves:
            out.append(game.DONE)
        return out


def determinize(view, rng):
    """A whole state consistent with the view; hidden cards dealt at random."""
    me = view["seat"]
    seats = view["seats"]
    state = {
        "seats": seats, "seed": 0, "history": [list(h) for h in view["history"]],
        "round": view["round"], "phase": view["phase"], "turn": view["turn"],
        "decks": [], "hands": [], "chosen": [], "shown": [list(p) for p in view["shown"]],
        "islands": [bytearray(i) for i in view["islands"]],
        "discards": [list(d) for d in view["discards"]],
        "must_discard": list(view["must_discard"]),
    }
    for s in range(seats):
        left = kb.unseen(view, s)
        if s == me:
            for card in view["hand"]:
                left[card] = 0
        pool = [c for c in range(1, 17) if left[c]]
        rng.shuffle(pool)
        chosen = list(view["chosen"][s])
        if s == me:
            hand = list(view["hand"])
        else:
            for j in range(len(chosen)):
                if chosen[j] < 0:
                    chosen[j] = pool.pop()
            hand = [pool.pop() for _ in range(view["hand_sizes"][s])]
        if len(pool) != view["deck_sizes"][s]:
            raise AssertionError("determinization does not match the view")
        state["chosen"].append(chosen)
        state["hands"].append(hand)
        state["decks"].append(pool)
    return state


def clone(state):
    out = {}
    for key, value in state.items():
        if isinstance(value, list):
            out[key] = [x if isinstance(x, int) else type(x)(x) for x in value]
        else:
            out[key] = value
    return out


def playout(state, seed, level="hard"):
    bots = [kb.Bot(s, level, derive(seed, s)) for s in range(state["seats"])]
    n = 0
    while not game.over(state):
        seat = game.to_move(state)
        game.play(state, bots[seat].choose(game.view(state, seat)))
        n += 1
        if n > 2000:
            raise AssertionError("a playout did not end")
    return game.scores(state)
