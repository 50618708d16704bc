# Gold, hard, 2 players: the second card of a turn chosen by looking one turn further. The
# one-turn table (bot._value_table) scores what a pair of cards does this turn; here each outcome
# of the bot's second card is also scored by what the table it leaves offers each side: the
# opponent's best next turn by the same table seen from its side (it moves next, remembers every
# card and counts them like hard), less the bot's own best turn on that table (OWN tenths of
# it). With two players the table is zero-sum (an opponent's gold counts as the bot's loss at
# weight 1). What this sees that the table alone does not: what a card turned now shows the
# opponent first (a prospector of its colours beside a remembered gold, a gold it can lift).
# Once 10 or fewer cards lie face down the next turns are the gold rush, played out to its end
# (RUSHALL): each side in turn takes its biggest remembered gold, the opponent first, then the
# unknown cards at their mean gold. The first card is still chosen by the table alone: looking
# there too asks about 20 times the work (over 1 s on the device). Measured: docs/lab.md.
# Cards are the bot's 17 types (bot.py): kc counts the remembered face-down cards by type, cnt
# what the others may be, n how many face-down cards the bot does not remember.
from array import array

T_DYN = 4
T_MINE = 5
T_OPP = 13
NT = 17
RUSH_AT = 10
OWN = 10     # tenths of the bot's own next turn counted (5: weaker, 15: weaker; docs/lab.md)
# tenths of the bot's share counted when the reply is the gold rush played out to its end (each
# side, the opponent first, taking its biggest remembered gold, else an unknown card); 0: the
# rush's first two cards only (_rush_card, as before)
RUSHALL = 10


def _swap(t):
    # the same card seen from the opponent's seat: its mines are the bot's opponent's
    if T_MINE <= t < T_MINE + 4:
        return t + T_OPP - T_MINE
    if t >= T_OPP:
        return t - T_OPP + T_MINE
    return t


def opp_table(table):
    # table[x * 17 + y] as the opponent scores it when it turns up x and y (the bot's types):
    # signed bytes like the bot's own table (289 bytes)
    t = array("b", bytes(NT * NT))
    for x in range(NT):
        sx = _swap(x) * NT
        for y in range(NT):
            t[x * NT + y] = table[sx + _swap(y)]
    return t


def _back(x, y):
    # The types turned face down again when x and y are turned up together: (a, b), -1 for none.
    if x == T_DYN or y == T_DYN:
        return -1, -1
    if x < T_DYN and y < T_DYN:
        return x, y
    if x < T_DYN or y < T_DYN:
        g, p = (x, y) if x < T_DYN else (y, x)
        if (p - T_MINE) % 4 + 2 >= g + 1:
            return -1, -1
        return x, y
    vx = (x - T_MINE) % 4
    vy = (y - T_MINE) % 4
    if vx == vy:
        return x, y
    return (x if vx > vy else y), -1


class Look:
    # One decision's look: kc, cnt and n change while it runs and are put back; gone lists the
    # types taken out of cnt since the start, so what the unknown cards are worth against a type
    # is the start's sum (sums) less those: a few steps instead of 17.

    def __init__(self, table, otable, kc, cnt, n):
        self.table = table
        self.otable = otable
        self.kc = kc
        self.cnt = cnt
        self.n = n
        self.gone = []
        self.osum = _sums(otable, cnt)
        self.tsum = _sums(table, cnt)

    def reply(self):
        # What the table as it is now offers the opponent's next turn, less what it offers the
        # bot's own (tenths, the opponent's side).
        kc = self.kc
        if sum(kc) + self.n <= RUSH_AT:
            if RUSHALL:
                return self._rush_all()
            # gold rush: the opponent's card, then the bot's
            v = self._rush_card()
            for g in (3, 2, 1, 0):
                if kc[g]:
                    kc[g] -= 1
                    w = self._rush_card()
                    kc[g] += 1
                    return v - OWN * w // 10
            return v - OWN * self._rush_card() // 10
        kt = [y for y in range(NT) if kc[y]]
        v = self._best(self.otable, self.osum, kt)
        return v - OWN * self._best(self.table, self.tsum, kt) // 10

    def _rush_all(self):
        # The gold rush to its end: remembered golds biggest first, turns alternating with the
        # opponent first, then the unknown cards at their mean gold; the opponent's gold less
        # RUSHALL tenths of the bot's (tenths).
        kc = self.kc
        cnt = self.cnt
        i = opp = own = 0
        for g in (3, 2, 1, 0):
            for _ in range(kc[g]):
                if i & 1:
                    own += g + 1
                else:
                    opp += g + 1
                i += 1
        opp *= 10
        own *= 10
        n = self.n
        if n:
            t = 10 * (cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 4 * cnt[3])
            k = (n + 1 - (i & 1)) // 2     # the unknown cards the opponent turns
            opp += t * k // n
            own += t * (n - k) // n
        return opp - RUSHALL * own // 10

    def _rush_card(self):
        # a gold rush card: the biggest remembered gold, else what an unknown card is worth
        kc = self.kc
        cnt = self.cnt
        for g in (3, 2, 1, 0):
            if kc[g]:
                return 10 * (g + 1)
        n = self.n
        return 10 * (cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 4 * cnt[3]) // n if n else 0

    def _best(self, ot, sums, kt):
        # The best one-turn value by table ot: the best second card after each first card
        # (inlined: this runs for every outcome a decision weighs).
        kc = self.kc
        cnt = self.cnt
        n = self.n
        gone = self.gone
        best = -9999
        for x in kt:
            row = x * NT
            kc[x] -= 1
            v = -9999
            if n:
                t = sums[x]
                for g in gone:
                    t -= ot[row + g]
                v = t // n
            for y in kt:
                if kc[y] and ot[row + y] > v:
                    v = ot[row + y]
            kc[x] += 1
            if v > best:
                best = v
        if n:
            m = n - 1
            total = 0
            for x in range(NT):
                c = cnt[x]
                if c:
                    row = x * NT
                    v = -9999
                    if m:
                        t = sums[x] - ot[row + x]
                        for g in gone:
                            t -= ot[row + g]
                        v = t // m
                    for y in kt:
                        if ot[row + y] > v:
                            v = ot[row + y]
                    total += c * v
            v = total // n
            if v > best:
                best = v
        return best if best > -9999 else 0

    def pair(self, x, y):
        # The bot's value of turning up x and y (already taken out of kc/cnt) and the reply.
        a, b = _back(x, y)
        kc = self.kc
        if a >= 0:
            kc[a] += 1
        if b >= 0:
            kc[b] += 1
        v = self.table[x * NT + y] - self.reply()
        if a >= 0:
            kc[a] -= 1
        if b >= 0:
            kc[b] -= 1
        return v

    def second(self, x):
        # The best second card once type x is face up (x already out of kc/cnt): its value and
        # the type of the remembered card to turn, or -1 for an unknown one.
        kc = self.kc
        cnt = self.cnt
        best, best_t = -9999, -1
        for y in range(NT):
            if kc[y]:
                kc[y] -= 1
                v = self.pair(x, y)
                kc[y] += 1
                if v > best:
                    best, best_t = v, y
        n = self.n
        if n:
            self.n = n - 1
            total = 0
            gone = self.gone
            for y in range(NT):
                c = cnt[y]
                if c:
                    cnt[y] = c - 1
                    gone.append(y)
                    total += c * self.pair(x, y)
                    gone.pop()
                    cnt[y] = c
            self.n = n
            v = total // n
            if v > best:
                best, best_t = v, -1
        return best, best_t


def second(bot, tx, kc, cnt, known, unknown, types, r):
    # hard's second card once a card of type tx is face up: a remembered position, or an unknown
    if bot.otable is None:
        bot.otable = opp_table(bot.value)
    t = Look(bot.value, bot.otable, kc, cnt, sum(cnt)).second(tx)[1]
    mem = bot.mem
    for p in known:
        if types[mem[p]] == t:
            return p
    return r.choice(unknown)


def _sums(table, cnt):
    # sums[x]: the unknown cards' total worth against type x by table
    out = [0] * NT
    for x in range(NT):
        row = x * NT
        t = 0
        for y in range(NT):
            if cnt[y]:
                t += cnt[y] * table[row + y]
        out[x] = t
    return out
