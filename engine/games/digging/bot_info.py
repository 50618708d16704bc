# What a Digging bot works out from its seat's view: the cards it has not seen
# (card counting from public information and its own hand: bot_memory's
# unseen_counts, for hard only), and fight odds from the bandits still
# unseen. Its legal moves come from the rules' legal_from_view.

from engine.games.digging import cards as dc
from engine.games.digging.cards import mine_value


def max_bandit_odds(unseen, share):
    """P(a seat's best bandit is v) for v in 0..12, each unseen bandit being in
    that seat's hand with probability `share` (0 = no bandit)."""
    odds = [0.0] * 13
    none_above = 1.0
    for v in range(12, 0, -1):
        if unseen[dc.BANDIT + v - 1] > 0:
            odds[v] = share * none_above
            none_above *= 1.0 - share
    odds[0] = none_above
    return odds


def add_odds(a, b):
    """Distribution of the sum of two independent totals."""
    out = [0.0] * (len(a) + len(b) - 1)
    for i in range(len(a)):
        pa = a[i]
        if pa < 0.001:
            continue
        for j in range(len(b)):
            if b[j] > 0.0:
                out[i + j] += pa * b[j]
    return out


def p_greater(ours, lead, theirs):
    """P(lead + ours > theirs) for total distributions ours and theirs."""
    # below[t] = P(theirs < t)
    below = [0.0] * (len(theirs) + 1)
    acc = 0.0
    for j in range(len(theirs)):
        acc += theirs[j]
        below[j + 1] = acc
    top = len(theirs)
    p = 0.0
    for i in range(len(ours)):
        t = lead + i
        if t <= 0 or ours[i] == 0.0:
            continue
        p += ours[i] * below[t if t < top else top]
    return p


ZERO = [1.0]


class Knowledge:
    """Per-decision facts shared by the move scorers."""

    def __init__(self, view, counting, memory=None, fixed=False):
        self.view = view
        # fixed: hard (closing fixes, retuned weights); False: hard-2026 as it was.
        self.fixed = fixed
        self.me = view["seat"]
        self.side = self.me & 1
        self.mate = (self.me + 2) % 4
        self.hand = view["hand"]
        self.pile = view["pile"]
        self.final = view["final_left"]
        sizes = view["hand_sizes"]
        if counting:
            # only a counting (hard) bot has bot_memory in memory
            from engine.games.digging.bot_memory import unseen_counts
            self.unseen = unseen_counts(view, memory)
        else:
            self.unseen = list(dc.COUNTS)   # a player who keeps no count
        hidden = self.pile
        for s in range(4):
            if s != self.me:
                hidden += sizes[s]
        self.hidden = hidden or 1
        self.share = [min(1.0, sizes[s] / self.hidden) for s in range(4)]
        opp_cards = sizes[(self.me + 1) % 4] + sizes[(self.me + 3) % 4]
        x_left = self.unseen[dc.CLOSER]
        self.p_opp_x = 1.0 - (1.0 - min(1.0, opp_cards / self.hidden)) ** x_left
        self.p_mate_x = 1.0 - (1.0 - self.share[self.mate]) ** x_left
        self.my_x = self.hand.count(dc.CLOSER)
        self.counting = counting
        self._odds = [None] * 4
        self._sums = {}                  # fight totals by seats still to add
        self.attack_odds = [-1.0] * 13   # per bandit value, worked out once
        # My turns left, this one included, if everybody keeps drawing.
        self.turns = 1 if self.final >= 0 else self.pile // 4 + 2
        self.own = []
        self.theirs = []
        opens = view["open"]
        for s in range(4):
            for i in range(len(opens[s])):
                entry = (s, i, opens[s][i][0], opens[s][i][2])
                if (s & 1) == self.side:
                    self.own.append(entry)
                else:
                    self.theirs.append(entry)

    def odds(self, seat):
        if self._odds[seat] is None:
            self._odds[seat] = max_bandit_odds(self.unseen, self.share[seat])
        return self._odds[seat]

    def fight_odds(self, att_lead, joiners):
        """P(the attackers win) given the attackers' lead and the seats still
        to add one bandit each (every one adding its best)."""
        key = tuple(joiners)
        sides = self._sums.get(key)
        if sides is None:
            fight = self.view["fight"]
            attacker = fight["attacker"] if fight is not None else self.me
            ours = ZERO
            theirs = ZERO
            for s in joiners:
                if (s & 1) == (attacker & 1):
                    ours = self.odds(s) if ours is ZERO else add_odds(ours, self.odds(s))
                else:
                    theirs = self.odds(s) if theirs is ZERO else add_odds(theirs, self.odds(s))
            sides = (ours, theirs)
            self._sums[key] = sides
        return p_greater(sides[0], att_lead, sides[1])

    def growth(self, cards):
        """Chest value this seat can still add to a mine from its hand."""
        mv = dc.METAL_VALUES[cards[0]]
        mult = 2 if dc.first_double(cards) else 1
        units = 0
        for card in self.hand:
            if dc.is_chest(card) and dc.metal(card) == cards[0]:
                units += 2 if card >= dc.DOUBLE else 1
        if len(cards) == 1 and (dc.DOUBLE + cards[0]) in self.hand:
            mult = 2
        return mv * mult * units


def value_after(cards, chest):
    return mine_value(list(cards) + [chest])
