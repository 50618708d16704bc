# Gold bots. Memory is the game: a bot knows a face-down card only if it saw it revealed (through
# observe) and its memory kept it. Each completed turn, every remembered card is kept with the
# level's chance; the rolls come from the bot's seed and the turn observed, so replaying a game
# through observe rebuilds the same memory.
#
# Play: every face-down card the bot does not remember is equally likely to be any card still
# unaccounted for (hard counts: all 64 minus removed, taken, remembered and face-up cards; easy and
# normal weigh by the whole deck). A turn is scored by a two-step expectation: for each first card
# (a remembered one, or "any unknown"), the best second card given what the first turned out to
# be. Cards are folded into 17 types relative to the bot: gold 1-4, dynamite, and prospectors 2-5
# of its own colour, nobody's, an opponent's. Gold rush: the biggest remembered gold, else an
# unknown card. Mine colours are picked at random: before the deal is seen all are worth the same.
from array import array

from engine import rng
from engine.games.gold.cards import KIND, VALUE, COLOUR, GOLD, DYNAMITE, GRID, MOVE_MINE

UNKNOWN = 255
T_DYN = 4
T_MINE = 5           # + value - 2
T_NOBODY = 9
T_OPP = 13
NT = 17
# Chance out of 64 that a remembered card survives one more turn (anyone's turn): easy forgets
# most cards within two or three turns, normal half of them within four, hard nothing.
# hard-2026 is hard as it was on 2026-12-01, a frozen opponent for the bench only (not offered in
# the set-up menu); it differs from hard only in the worth of a prospector (SCALE, see _worth), in
# taking every sure pair near the gold rush (SURE_AT, see _sure), in the guard (GUARD) and in
# the look (LOOK).
KEEP = {"easy": 30, "normal": 54, "hard": 64, "hard-2026": 64, "random": 0}
# Whether a level counts the cards that have left or that it remembers when it weighs an unknown.
COUNTING = {"easy": False, "normal": False, "hard": True, "hard-2026": True, "random": False}
# The worth of a prospector lying on the table, in tenths of _worth's base (see _worth).
SCALE = {"hard": 20}
# Cards on the table (face down, and the one face up this turn) at or below which a level takes
# every sure pair it remembers (see _sure); 0: never forced, the table decides. hard: 12 since
# its look plays the whole gold rush out (bot_look.RUSHALL): forcing them from 20 cards then
# measured weaker (docs/lab.md).
SURE_AT = {"hard": 12}
# hard, 2 players: tenths of a chance that the opponent's next turn takes a remembered gold with
# its prospector this turn turned up and left lying (see choose); 0: not counted. Only with
# LOOK = 0: the look counts that reply itself.
GUARD = 5
# hard, 2 players: the second card chosen by looking one turn further (bot_look); 0: off
LOOK = 1


def _full_counts():
    # Counts of the 64 grid cards by (kind, colour, value) key: gold g -> g - 1,
    # dynamite -> 4, prospector -> 5 + colour * 4 + value - 2.
    counts = bytearray(25)
    for c in range(5, 69):
        counts[_key(c)] += 1
    return counts


def _key(card):
    k = KIND[card]
    if k == GOLD:
        return VALUE[card] - 1
    if k == DYNAMITE:
        return 4
    return 5 + COLOUR[card] * 4 + VALUE[card] - 2


FULL = _full_counts()
del _full_counts   # used once: its code leaves the heap


class Bot:
    def __init__(self, seat, level, seed):
        if level not in KEEP:
            raise ValueError("unknown level %r" % level)
        self.seat = seat
        self.level = level
        self.seed = seed
        self.mem = bytearray([UNKNOWN] * GRID)
        self.round = -1
        self.turns = 0
        # The 17 x 17 outcome table: it depends only on the seat count, so it is built at the
        # first decision and kept for the match. Signed bytes: 289 bytes, where a list of ints
        # takes 2.3 KB, a block a fragmented heap may not have in one piece.
        self.value = None
        self.otable = None   # the opponent's side of it, for the look (bot_look)

    # ---- memory -------------------------------------------------------------------------------
    def observe(self, view):
        mem = self.mem
        if view["round"] != self.round or view["picking"]:
            self.round = view["round"]
            self.turns = view["turns"]
            for p in range(GRID):
                mem[p] = UNKNOWN
        grid = view["grid"]
        if view["turns"] != self.turns:
            self._forget(view["turns"])
            last = view["last"]
            if last is not None:
                for p, c in ((last[1], last[2]), (last[3], last[4])):
                    if p >= 0 and grid[p] == -1:
                        mem[p] = c
            self.turns = view["turns"]
        for p in range(GRID):
            g = grid[p]
            if g == -2:
                mem[p] = UNKNOWN
            elif g >= 0:
                mem[p] = g

    def _forget(self, turns):
        keep = KEEP[self.level]
        if keep >= 64:
            return
        r = rng.Rng(rng.derive(self.seed, turns * 64 + self.round))
        mem = self.mem
        for p in range(GRID):
            if mem[p] != UNKNOWN and r.below(64) >= keep:
                mem[p] = UNKNOWN

    def knows(self, pos):
        # The card the bot remembers at pos, or -1.
        c = self.mem[pos]
        return -1 if c == UNKNOWN else c

    # ---- choosing -----------------------------------------------------------------------------
    def choose(self, view):
        r = rng.Rng(rng.derive(self.seed, 100000 + view["turns"] * 70 + view["first"] + 1))
        grid = view["grid"]
        if view["picking"]:
            # Before the deal is seen every colour is worth the same.
            free = [MOVE_MINE + c for c in range(5) if view["owner"][c] < 0]
            return r.choice(free)
        down = [p for p in range(GRID) if grid[p] == -1]
        if self.level == "random":
            return r.choice(down)
        if self.value is None:
            self.value = _value_table(view["seats"], SCALE.get(self.level, 10))
        types = _types(view, self.seat)
        mem = self.mem
        known = [p for p in down if mem[p] != UNKNOWN]
        unknown = [p for p in down if mem[p] == UNKNOWN]
        if view["rush"]:
            return _rush_pick(known, unknown, mem, types, r)
        if len(down) + (1 if view["first"] >= 0 else 0) <= SURE_AT.get(self.level, 0):
            p = _sure(view, known, mem, types)
            if p >= 0:
                return p
        kc = bytearray(NT)
        for p in known:
            kc[types[mem[p]]] += 1
        cnt = _unknown_counts(view, mem, down, types, COUNTING[self.level])
        first = view["first"]
        if first >= 0 and LOOK and self.level == "hard" and view["seats"] == 2:
            # imported here, so games without a 2-player hard keep it off the heap
            from engine.games.gold.bot_look import second
            return second(self, types[grid[first]], kc, cnt, known, unknown, types, r)
        look = _Look(self.value, cnt, sum(cnt), kc)
        if first >= 0:
            tx = types[grid[first]]
            row = tx * NT
            # An opponent's prospector turned up with a remembered gold it lifts lying face down
            # is the opponent's sure pair on its next turn (2 players: it moves next and has seen
            # it), taking the biggest such gold with chance GUARD / 10: a second card that leaves
            # it lying pays that (counted in the first card's look-ahead too it measured no
            # better). Measured: docs/lab.md.
            cost = 0
            if tx >= T_OPP and view["seats"] == 2 and self.level == "hard":
                g = min(tx - T_OPP + 2, 4)
                while g and not kc[g - 1]:
                    g -= 1
                cost = g * GUARD
            table = look.table
            best, best_pos = -9999, -1
            for p in known:
                ty = types[mem[p]]
                v = table[row + ty] - (cost if cost and _stays(tx, ty) else 0)
                if v > best:
                    best, best_pos = v, p
            if unknown and look.unknown_ev(tx, cost) > best:
                return r.choice(unknown)
            return best_pos
        # First card: a remembered one, or any unknown.
        best, best_pos = -9999, -1
        for p in known:
            tx = types[mem[p]]
            kc[tx] -= 1
            v = look.best_second(tx)
            kc[tx] += 1
            if v > best:
                best, best_pos = v, p
        if unknown:
            n = look.n
            look.n -= 1
            total = 0
            for tx in range(NT):
                c = cnt[tx]
                if c:
                    cnt[tx] = c - 1
                    total += c * look.best_second(tx)
                    cnt[tx] = c
            if total // n > best:
                return r.choice(unknown)
        return best_pos


class _Look:
    # The two-card expectation of one decision: the outcome table, what the cards the bot does
    # not remember may be (cnt by type, n of them) and the remembered cards by type (kc).

    def __init__(self, table, cnt, n, kc):
        self.table = table
        self.cnt = cnt
        self.n = n
        self.kc = kc

    def unknown_ev(self, tx, cost=0):
        # cost: what a second card that leaves an opponent's sure pair lying pays (the guard)
        n = self.n
        if n <= 0:
            return -9999
        cnt = self.cnt
        table = self.table
        row = tx * NT
        total = 0
        for ty in range(NT):
            if cnt[ty]:
                total += cnt[ty] * (table[row + ty] - (cost if cost and _stays(tx, ty) else 0))
        return total // n

    def best_second(self, tx):
        kc = self.kc
        table = self.table
        row = tx * NT
        best = self.unknown_ev(tx)
        for ty in range(NT):
            if kc[ty] and table[row + ty] > best:
                best = table[row + ty]
        return best


def _types(view, seat):
    # Card -> type (0-16) for this seat, as a bytearray indexed by card.
    owner = view["owner"]
    t = bytearray(69)
    for c in range(5, 69):
        k = KIND[c]
        if k == GOLD:
            t[c] = VALUE[c] - 1
        elif k == DYNAMITE:
            t[c] = T_DYN
        else:
            o = owner[COLOUR[c]]
            base = T_MINE if o == seat else (T_NOBODY if o < 0 else T_OPP)
            t[c] = base + VALUE[c] - 2
    return t


def _unknown_counts(view, mem, down, types, counting):
    # Cards by type that could lie under a face-down card the bot does not remember; without
    # counting, the make-up of the whole deck.
    left = bytearray(FULL)
    if not counting:
        view = {"removed": (), "gold": (), "first": -1}
        down = ()
    for c in view["removed"]:
        left[_key(c)] -= 1
    for cards in view["gold"]:
        for c in cards:
            left[_key(c)] -= 1
    for p in down:
        if mem[p] != UNKNOWN:
            left[_key(mem[p])] -= 1
    first = view["first"]
    if first >= 0:
        left[_key(view["grid"][first])] -= 1
    cnt = [0] * NT
    for c in range(5, 69):
        k = _key(c)
        if left[k]:
            cnt[types[c]] += left[k]
            left[k] = 0
    return cnt


# Whether a prospector of type tx stays on the table when it is revealed with a card of type ty.
def _stays(tx, ty):
    if ty == T_DYN:
        return False
    if ty < T_DYN:
        return (tx - T_MINE) % 4 + 2 <= ty
    return (tx - T_MINE) % 4 >= (ty - T_MINE) % 4


def _lifter(t):
    # The value of a prospector type whose gold the bot gets (its own colour or nobody's), or 0.
    return t - T_MINE + 2 if T_MINE <= t < T_NOBODY else t - T_NOBODY + 2 if T_NOBODY <= t < T_OPP else 0


def _sure(view, known, mem, types):
    # A sure pair near the gold rush: the biggest remembered gold that a remembered prospector
    # of the bot's colour or nobody's lifts, with the lowest such prospector; the position to
    # reveal, or -1. Earlier the table decides and mostly leaves the pair: it stays the bot's to
    # take later (a turn whenever it is taken), and its cards catch what unknown reveals turn up;
    # near the rush a prospector is soon worthless and a gold anyone's. Measured: docs/lab.md.
    grid = view["grid"]
    first = view["first"]
    if first >= 0:
        t = types[grid[first]]
        best, best_pos = 9, -1
        if t < T_DYN:
            # the gold is face up: the lowest remembered prospector that lifts it
            for p in known:
                v = _lifter(types[mem[p]])
                if t < v < best:
                    best, best_pos = v, p
            return best_pos
        v = _lifter(t)
        best = -1
        for p in known:
            u = types[mem[p]]
            if u < v and u < T_DYN and u > best:
                best, best_pos = u, p
        return best_pos
    top = 0
    for p in known:
        v = _lifter(types[mem[p]])
        if v > top:
            top = v
    best, best_pos = -1, -1
    for p in known:
        u = types[mem[p]]
        if u < top and u < T_DYN and u > best:
            best, best_pos = u, p
    return best_pos


def _rush_pick(known, unknown, mem, types, r):
    # One card a turn, gold is the mover's: the biggest remembered gold, else a gamble on an
    # unknown card, else a remembered dud.
    best, best_pos = -1, -1
    for p in known:
        t = types[mem[p]]
        if t < T_DYN and t > best:
            best, best_pos = t, p
    if best_pos >= 0:
        return best_pos
    if unknown:
        return r.choice(unknown)
    return known[0]


def _worth(t, opp_weight, scale=10):
    # What a card lying on the table is worth to the bot, in tenths of a gold point: its own
    # prospectors bring it gold whoever flips them, an opponent's bring the opponent gold.
    # scale (tenths): hard counts a prospector, its own or an opponent's, at twice hard-2026's
    # worth (measured: docs/lab.md).
    if t >= T_OPP:
        return -(3 + t - T_OPP + 2) * opp_weight * scale // 100
    if T_MINE <= t < T_NOBODY:
        return (3 + t - T_MINE + 2) * scale // 10
    return 0


def _value_table(seats, scale=10):
    # table[x * 17 + y]: what revealing types x and y together is worth to the bot (tenths);
    # scale: the worth of a prospector (see _worth).
    opp = 10 if seats == 2 else 5
    table = array("b", bytes(NT * NT))  # every entry lies within -33..40
    for x in range(NT):
        for y in range(NT):
            table[x * NT + y] = _outcome(x, y, opp, scale)
    return table


def _outcome(x, y, opp, scale=10):
    if x == T_DYN or y == T_DYN:
        return -_worth(x, opp, scale) - _worth(y, opp, scale)
    if x < T_DYN and y > T_DYN or y < T_DYN and x > T_DYN:
        g, p = (x, y) if x < T_DYN else (y, x)
        gold = g + 1
        value = (p - T_MINE) % 4 + 2
        if value < gold:
            return 0
        if p >= T_OPP:
            return -gold * opp - _worth(p, opp, scale)
        return gold * 10 - _worth(p, opp, scale)
    if x > T_DYN and y > T_DYN:
        vx = (x - T_MINE) % 4
        vy = (y - T_MINE) % 4
        if vx == vy:
            return 0
        return -_worth(y if vy < vx else x, opp, scale)
    return 0
