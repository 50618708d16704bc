# Position evaluation for the Lost Cities "normal" and "hard" bots.
#
# A position is judged from one seat's view: for each colour, what the column
# is likely to be worth at the end given the cards in hand above its top, the
# unseen cards (not in hand, columns or piles: in the opponent's hand or the
# deck) that this seat may still draw in time, the wagers it could add, and
# the plays it has left before the deck runs out. A colour not started counts
# only if starting it is worth it (0 otherwise: its cards are free to discard).
# Cards the opponent could take from the discard piles count against us.
from engine.games.lost_cities.rules import value, top_value

# Parameter slots (a list of ints per level, indexed by these).
ALPHA = 0      # % of the unseen cards' value trusted when counting on draws
OVER = 1       # points lost per card that cannot be played before the deck runs out
START = 2      # least expected score (points) for starting a colour
RISK = 3       # points charged per wager played (the multiplier amplifies bad luck)
FEED = 4       # % of a discard's value handed to the opponent's column
OPPW = 5       # % weight of the opponent's expected columns (game length matters)
COUNT = 6      # 1: count unseen cards; 0: ignore them
OPTION = 8     # width (points) of the hinge valuing a colour not started (> 0)
HOLD = 9       # % of my chance to draw an unseen card left for a colour the opponent has
#                started (0: off): it keeps the cards of its colours, so fewer reach the deck


def col_info(col):
    s = 0
    w = 0
    for card in col:
        v = value(card)
        s += v
        if not v:
            w += 1
    return [s, w, len(col), top_value(col)]


def seen_cards(view):
    """A byte per card, 1 where the seat can see it: its hand, the columns, the piles."""
    seen = bytearray(60)
    for card in view["hand"]:
        seen[card] = 1
    for side in view["cols"]:
        for col in side:
            for card in col:
                seen[card] = 1
    for pile in view["piles"]:
        for card in pile:
            seen[card] = 1
    return seen


def unseen_above(view):
    """Per colour, [sum, count] of unseen expedition cards above each top 0..10."""
    seen = seen_cards(view)
    sums = []
    cnts = []
    for c in range(5):
        s = [0] * 12
        n = [0] * 12
        for t in range(10, -1, -1):
            s[t] = s[t + 1]
            n[t] = n[t + 1]
            v = t + 1
            if 2 <= v <= 10 and not seen[c * 12 + v + 1]:
                s[t] += v
                n[t] += 1
        sums.append(s)
        cnts.append(n)
    return sums, cnts, 60 - sum(seen)


def colour_value(hv, info, us, uc, q, plays, prm, drop, add):
    """(expected score, cards still to play) of one of my colours, both in
    hundredths (integers: no float allocation on the device).
    hv: values of my hand cards of the colour (0 = wager), less one card of
    value `drop` and plus one of value `add` (-1: none); q: per mille of the
    unseen cards this seat may still draw in time."""
    s, w, n, top = info
    ls = 0
    lc = 0
    hw = 0
    for v in hv:
        if v == drop:
            drop = -1
            continue
        if v > top:
            ls += v
            lc += 1
        elif v == 0 and top == 0:
            hw += 1
    if add > top:
        ls += add
        lc += 1
    elif add == 0 and top == 0:
        hw += 1
    ec = q * uc[top] // 10
    base = (s + ls - 20) * 100 + q * us[top] * prm[ALPHA] // 1000
    cnt = (n + lc) * 100 + ec
    best = -99999
    best_need = 0
    for k in range(hw + 1):
        val = base * (1 + w + k) - k * prm[RISK] * 100
        c8 = cnt + k * 100
        if c8 >= 800:
            val += 2000
        elif c8 > 600:
            val += (c8 - 600) * 10
        if val > best:
            best = val
            best_need = (lc + k) * 100 + ec
    if n == 0:
        if best_need > (plays + 1) * 100:
            return 0, 0
        # A colour not started is an option: worth something even when it is
        # not worth starting yet, as later draws may make it so (smooth hinge).
        x = best - prm[START] * 100
        o = prm[OPTION] * 100
        if x >= o:
            return x, best_need
        if x <= -o:
            return 0, 0
        return (x + o) * (x + o) // (4 * o), 0
    return best, best_need


def feed(card, oinfo, prm):
    """What a pile top `card` may be worth to the opponent (hundredths)."""
    if card < 0:
        return 0
    s, w, n, top = oinfo
    v = value(card)
    if n:
        if v > top or (v == 0 and top == 0):
            return (v + 2) * (1 + w) * prm[FEED]
        return 0
    return v * prm[FEED] * 3 // 10


class Judge:
    """Everything about a view that a decision needs, computed once."""

    def __init__(self, view, prm):
        me = view["seat"]
        self.prm = prm
        self.hand = view["hand"]
        self.mycols = view["cols"][me]
        self.info = [col_info(c) for c in self.mycols]
        self.oinfo = [col_info(c) for c in view["cols"][1 - me]]
        self.piles = view["piles"]
        self.deck = view["deck"]
        self.opp_hand = view["opp_hand"]
        self.us, self.uc, self.unseen = unseen_above(view)
        self.hv = [[] for _ in range(5)]
        for card in self.hand:
            self.hv[card // 12].append(value(card))
        self.tops = [p[-1] if p else -1 for p in self.piles]
        # Two futures: after a deck draw, or after taking a discard.
        self.base = [self._future(self.deck - 1, True), self._future(self.deck, False)]

    def _future(self, deck_after, drew_deck):
        """[plays left, per-colour q, per-colour values, per-colour needs, opponent's worth]."""
        plays = deck_after // 2
        useful = plays if drew_deck else plays - 1
        if useful < 0:
            useful = 0
        q = useful * 1000 // self.unseen if (self.unseen and self.prm[COUNT]) else 0
        vals = [0] * 5
        needs = [0] * 5
        qs = [q] * 5
        hold = self.prm[HOLD]
        for c in range(5):
            if hold and self.oinfo[c][2]:
                qs[c] = q * hold // 100
            vals[c], needs[c] = colour_value(self.hv[c], self.info[c], self.us[c],
                                             self.uc[c], qs[c], plays, self.prm, -1, -1)
        return [plays, qs, vals, needs, self._opp_worth(deck_after)]

    def _opp_worth(self, deck_after):
        if not self.prm[OPPW] or not self.unseen:
            return 0
        plays = (deck_after + 1) // 2
        q = (self.opp_hand + max(0, plays - 1)) * 1000 // self.unseen
        if q > 1000:
            q = 1000
        total = 0
        extra = 0
        for c in range(5):
            s, w, n, top = self.oinfo[c]
            if n:
                total += ((s - 20) * 100 + q * self.us[c][top] * self.prm[ALPHA] // 1000) * (1 + w)
                extra += q * self.uc[c][top] // 10
        if extra > plays * 100:
            total -= (extra - plays * 100) * self.prm[OVER]
        return total * self.prm[OPPW] // 100

    def score(self, fut, pc, pinfo, drop, dc, add):
        """Value of a future (hundredths) where colour `pc` has column `pinfo`
        and lost a hand card of value `drop`, and colour `dc` gained a hand
        card of value `add` (-1: no such change). Pile tops: self.tops."""
        plays, qs, vals, needs, opp = fut
        prm = self.prm
        total = 0
        need = 0
        for c in range(5):
            if c == pc or c == dc:
                v, nd = colour_value(self.hv[c], pinfo if c == pc else self.info[c],
                                     self.us[c], self.uc[c], qs[c], plays, prm,
                                     drop if c == pc else -1, add if c == dc else -1)
            else:
                v = vals[c]
                nd = needs[c]
            total += v
            need += nd
        if need > plays * 100:
            total -= (need - plays * 100) * prm[OVER]
        tops = self.tops
        for c in range(5):
            total -= feed(tops[c], self.oinfo[c], prm)
        return total - opp
