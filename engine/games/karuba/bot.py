# Karuba bots. Levels:
#   random  any legal move;
#   easy    places each card where the island estimate likes it, with a lot
#           of noise, and shows a random pair half the time;
#   normal  places each card at its best cell one at a time and shows the two
#           cards that gain most; its estimate (PLAIN) values an open pair so
#           highly that it often waits instead of joining it;
#   hard    a self-play-fitted estimate (SHAPED: empty cells can only turn as
#           the cards still in its deck can) that also counts the room an
#           island leaves for the cards to come (ROOMY: open and dead path
#           ends, laid treasure), plans both revealed cards together, looks
#           one card further (the card left in hand laid after its best
#           plans) and, for its best two plans, two cards further (the
#           explorers and temples its deck may give next: bot_draw.py), and
#           shows the pair whose plan is worth most, weighed against the
#           chance that its sum is the lowest and loses a card
#           (bot_pick.py; from the cards each other seat may hold);
#   hard-2026  hard as it was on 2026-12-01 (SHAPED alone, no look one card
#           further, each pair by its cards' own gains), a frozen opponent
#           for the bench only (not offered in the set-up menu).
# Bots read only views; they need no memory, since the islands, revealed
# pairs and discards are public and a seat knows its own 16 cards.

from engine.rng import Rng, derive
from engine.games.karuba.rules import (
    CHOOSE, DISCARD, DONE, DISCARD_BASE, PLACE_BASE, CHOOSE_BASE,
    ROUNDS, legal_from_view)
from engine.games.karuba.bot_eval import value, PLAIN, SHAPED, ROOMY, NB
from engine.games.karuba.bot_view import (candidate_cells, unseen, low_chance, without, next_to,
                                          both_key)

# hard looks one card further when placing (issue 13): the best AHEAD plans
# by its estimate are scored again with the card left in hand laid next; that
# card is tried exactly at the cells next to a plan's new cards and at the
# FAR_EXACT cells where it adds most to today's island, and the next such
# cell counts what it adds there. WIDE: cells kept for the first of two cards.
# Since hard plans its pair too (bot_pick.py) it rescores 10 plans only while
# the island holds at most SMALL cards (its estimates are cheap then), 5
# after: its slowest decisions stay within the device's second (docs/lab.md).
AHEAD = 10
AHEAD_LATE = 5
SMALL = 4
FAR_EXACT = 2
WIDE = 2
# The second of two cards is tried at its own best SECOND cells and next to
# the first (at every cell it planned no better: docs/lab.md).
SECOND = 2
# The discard weighs each card of the pair the same way, over fewer plans.
AHEAD_DISCARD = 4
# Then its best DRAW plans when placing (DRAW_DISCARD for a discard) are
# looked at two cards further (bot_draw.py; docs/lab.md).
DRAW = 2
DRAW_DISCARD = 1

LEVELS = ("random", "easy", "normal", "hard", "hard-2026")

class Bot:
    def __init__(self, seat, level, seed):
        if level not in LEVELS:
            raise ValueError("unknown level " + repr(level))
        self.seat = seat
        self.level = level
        self.seed = seed
        self.dist = bytearray(16)
        self.queue = bytearray(256)
        # hard-2026 differs from hard only by its estimate's weights (the
        # switch below), so no code is copied.
        self.hard = level in ("hard", "hard-2026")
        self.weights = PLAIN
        if self.hard:
            self.weights = ROOMY if level == "hard" else SHAPED
        self.risk = 4000 if self.hard else 0   # per mille of a discard's cost
        # hard-2026 did not look ahead (AHEAD above)
        self.ahead = AHEAD if level == "hard" else 0

    def observe(self, view):
        pass

    def _rng(self, view):
        # The move depends only on the seed and the view, never on the
        # order of earlier calls, so a replay gives the same moves.
        island = view["islands"][self.seat]
        mix = view["round"] * 64 + view["phase"] * 16 + len(view["chosen"][self.seat])
        for card in island:
            mix = mix * 3 + card
        return Rng(derive(self.seed + self.seat, mix & 0xFFFFF))

    def choose(self, view):
        rng = self._rng(view)
        phase = view["phase"]
        if self.level == "random":
            return rng.choice(legal_from_view(view))
        if phase == CHOOSE:
            return self._pick_pair(view, rng)
        if phase == DISCARD:
            return self._discard(view, rng)
        return self._place(view, rng)

    # -- evaluation helpers -------------------------------------------------

    def _value(self, island, future, turns):
        return value(island, future, turns, self.dist, self.queue, self.weights)

    def _best_cell(self, island, card, future, turns, rng, noise):
        """(value, cell) of the best cell for `card`; future must not hold it."""
        best = -1
        best_cell = -1
        for cell in candidate_cells(island):
            island[cell] = card
            v = self._value(island, future, turns)
            island[cell] = 0
            if noise:
                v += rng.below(noise)
            if v > best:
                best = v
                best_cell = cell
        return best, best_cell

    def _gains(self, view, rng, noise):
        """Per hand card: how much laying it now beats keeping it for later."""
        seat = self.seat
        island = bytearray(view["islands"][seat])
        future = unseen(view, seat)
        turns = 2 * (ROUNDS - view["round"])
        base = self._value(island, future, turns + 2)
        gains = {}
        for card in view["hand"]:
            future[card] = 0
            v, _ = self._best_cell(island, card, future, turns + 1, rng, noise)
            future[card] = 1
            gains[card] = v - base
        return gains

    # -- decisions ----------------------------------------------------------

    def _pick_pair(self, view, rng):
        hand = sorted(view["hand"])
        if len(hand) == 2:
            return CHOOSE_BASE + 100 * hand[0] + hand[1]
        if self.level == "easy" and rng.chance(1, 2):
            pairs = [(hand[i], hand[j]) for i in range(3) for j in range(i + 1, 3)]
            a, b = rng.choice(pairs)
            return CHOOSE_BASE + 100 * a + b
        if self.ahead:
            # hard plans each pair (bot_pick.py); imported here, so a game
            # without a hard bot keeps its code off the heap
            from engine.games.karuba.bot_pick import pick
            return pick(self, view, hand)
        gains = self._gains(view, rng, 0)
        best = None
        best_pair = None
        for i in range(len(hand)):
            for j in range(i + 1, len(hand)):
                a = hand[i]
                b = hand[j]
                worth = gains[a] + gains[b]
                if self.risk:
                    # a discard costs the weaker card's gain
                    lose = min(gains[a], gains[b])
                    if lose > 0:
                        worth -= lose * low_chance(view, a + b) // 1000 * self.risk // 1000
                if best is None or worth > best:
                    best = worth
                    best_pair = (a, b)
        return CHOOSE_BASE + 100 * best_pair[0] + best_pair[1]

    def _discard(self, view, rng):
        pair = sorted(view["chosen"][self.seat])
        if self.level == "easy" and rng.chance(1, 2):
            return DISCARD_BASE + rng.choice(pair)
        seat = self.seat
        island = bytearray(view["islands"][seat])
        future = unseen(view, seat)
        turns = 2 * (ROUNDS - view["round"])
        keep = []
        nxt = view["hand"]
        start = []      # today's island and what nxt adds to it: the same for both cards
        for card in pair:
            if self.ahead and nxt:
                # hard: the placement it would make if it kept `card`,
                # looking one card further as _place does
                future[card] = 1
                keep.append(self._place_ahead(island, [card], future, turns, nxt[0], AHEAD_DISCARD,
                                              start, DRAW_DISCARD)[0])
                future[card] = 0
            else:
                keep.append(self._best_cell(island, card, future, turns, rng, 0)[0])
        # discard the card whose best placement is worth less
        return DISCARD_BASE + (pair[0] if keep[0] < keep[1] else pair[1])

    def _place(self, view, rng):
        seat = self.seat
        island = bytearray(view["islands"][seat])
        chosen = sorted(view["chosen"][seat])
        future = unseen(view, seat)
        turns = 2 * (ROUNDS - view["round"])
        noise = 3000 if self.level == "easy" else 0
        # Each card left on the table is part of the future until laid.
        for card in chosen:
            future[card] = 1
        nxt = [c for c in view["hand"] if c not in chosen]
        if self.ahead and nxt:
            laid = 0
            for card in island:
                if card:
                    laid += 1
            top = AHEAD if laid <= SMALL else AHEAD_LATE
            return self._place_ahead(island, chosen, future, turns, nxt[0], top, None, DRAW)[1]
        best = self._value(island, without(future, chosen), turns)
        best_move = DONE
        for card in chosen:
            future[card] = 0
            if self.hard and len(chosen) == 2:
                other = chosen[0] if card == chosen[1] else chosen[1]
                v, cell = self._plan_two(island, card, other, future, turns, rng)
            else:
                v, cell = self._best_cell(island, card, future, turns + len(chosen) - 1, rng, noise)
            future[card] = 1
            if cell >= 0 and v > best:
                best = v
                best_move = PLACE_BASE + 100 * card + cell
        return best_move

    def _plan_two(self, island, card, other, future, turns, rng):
        """Best (value, cell) for `card` when `other` may follow it."""
        ranked = []
        for cell in candidate_cells(island):
            island[cell] = card
            ranked.append((self._value(island, future, turns + 1), cell))
            island[cell] = 0
        ranked.sort()
        ranked.reverse()
        best = -1
        best_cell = -1
        future[other] = 0
        for v1, cell in ranked[:2]:
            island[cell] = card
            v = self._value(island, future, turns)
            v2, _ = self._best_cell(island, other, future, turns, rng, 0)
            island[cell] = 0
            if v2 > v:
                v = v2
            if v > best:
                best = v
                best_cell = cell
        future[other] = 1
        return best, best_cell


    def _place_ahead(self, island, chosen, future, turns, nxt, top, start=None, draw=0):
        """hard's placement: the plans `_place` weighs (done; a card at one of
        its best WIDE cells, alone or with the other card at one of its own
        best SECOND cells or next to the first), the best `top` of them by
        the estimate scored again with `nxt` (the card left in hand, sure to
        be in the next hand) laid at its best cell. Returns (value, move) of
        the best. `start`, if given, keeps today's island's value and the
        order below for another call with the same island, rest and nxt.
        With `draw` (unless near the end) bot_draw looks at the best few."""
        rest = without(future, chosen)
        # today's island: "done", and what nxt adds to it
        here = start[0] if start else self._value(island, rest, turns)
        plans = [(-here, 0, 0, -1, 0, -1)]  # (-value, order, card, cell, second card, its cell)
        cells = candidate_cells(island)
        ranked = {}
        if len(chosen) == 2:
            # each card's cells by the estimate, best first
            for card in chosen:
                r = []
                future[card] = 0
                for cell in cells:
                    island[cell] = card
                    r.append((self._value(island, future, turns + 1), cell))
                    island[cell] = 0
                future[card] = 1
                r.sort()
                r.reverse()
                ranked[card] = [cell for _, cell in r]
        both = {}
        for card in chosen:
            if ranked:
                other = chosen[0] if card == chosen[1] else chosen[1]
                self._add_plans(island, card, ranked[card][:WIDE], other, ranked[other][:SECOND],
                                rest, turns, plans, both)
            else:
                self._add_plans(island, card, cells, 0, (), rest, turns, plans, both)
        plans.sort()
        # What laying nxt at each cell of today's island adds: a cell away
        # from a plan's new cards adds about as much after that plan.
        rest[nxt] = 0
        if start:
            order = start[1]
        else:
            order = []
            for cell in candidate_cells(island):
                island[cell] = nxt
                order.append((self._value(island, rest, turns - 1) - here, cell))
                island[cell] = 0
            order.sort()
            order.reverse()
            if start is not None:
                start.append(here)
                start.append(order)
        best = None
        best_move = DONE
        done = []
        looked = []     # with draw: (-value, order, plan, nxt's cell) per plan rescored
        draw = draw if turns >= 3 else 0
        for plan in plans[:top]:
            # a plan laying both cards, the other one first, lays the same
            # island: it scores the same and cannot win
            if plan[4]:
                key = both_key(plan[2], plan[3], plan[4], plan[5])
                if key in done:
                    continue
                done.append(key)
            v = self._rescore(island, plan, rest, turns, nxt, order)
            if draw:
                looked.append((-v, len(looked), plan, self.nxt_cell))
            if best is None or v > best:
                best = v
                card = plan[2]
                best_move = PLACE_BASE + 100 * card + plan[3] if card else DONE
        if draw:
            # imported here, as bot_pick is: only a hard bot needs it
            from engine.games.karuba.bot_draw import draw_look
            return draw_look(self, island, looked, rest, turns, nxt, draw)
        return best, best_move

    def _add_plans(self, island, card, firsts, other, good, rest, turns, plans, both):
        """Appends to `plans` (-value, order, card, cell, second card, its
        cell) for `card` at each of `firsts`, alone and, with `other`, with
        it at one of `good` (its own best cells) or next to the first.
        `both` ({both_key: value}) keeps the islands with both cards laid,
        which the plans laying the other card first often lay too."""
        for cell in firsts:
            island[cell] = card
            plans.append((-self._value(island, rest, turns), len(plans), card, cell, 0, -1))
            if other:
                for cell2 in candidate_cells(island):
                    if cell2 in good or next_to(cell, cell2):
                        key = both_key(card, cell, other, cell2)
                        v = both.get(key)
                        if v is None:
                            island[cell2] = other
                            v = self._value(island, rest, turns)
                            island[cell2] = 0
                            both[key] = v
                        plans.append((-v, len(plans), card, cell, other, cell2))
            island[cell] = 0

    def _rescore(self, island, plan, rest, turns, nxt, order):
        """A plan's value with `nxt` laid after it: exactly at the empty cells
        next to the plan's new cards and at the FAR_EXACT best others by
        `order` ((what nxt adds there to today's island, cell), best first),
        the next of those by what it adds. Keeps in self.nxt_cell where nxt
        goes in the best of these (-1: not laid)."""
        v = -plan[0]
        self.nxt_cell = -1
        card, cell, card2, cell2 = plan[2], plan[3], plan[4], plan[5]
        if card:
            island[cell] = card
        if card2:
            island[cell2] = card2
        near = 0        # bit per empty cell next to the plan's new cards
        for x in (cell, cell2):
            if x >= 0:
                for d in range(4):
                    n = NB[x * 4 + d]
                    if n != 255 and not island[n]:
                        near |= 1 << n
        # nxt is tried exactly at those cells, then at the FAR_EXACT best
        # others by `order`; the next of those counts what it adds there
        exact = [cell3 for cell3 in range(16) if near >> cell3 & 1]
        far = -1
        left = FAR_EXACT
        for g, cell3 in order:
            if island[cell3] or near >> cell3 & 1:
                continue
            if left == 0:
                far = cell3     # g: what it adds
                break
            left -= 1
            exact.append(cell3)
        for cell3 in exact:
            island[cell3] = nxt
            w = self._value(island, rest, turns - 1)
            island[cell3] = 0
            if w > v:
                v = w
                self.nxt_cell = cell3
        if far >= 0 and -plan[0] + g > v:
            v = -plan[0] + g
            self.nxt_cell = far
        if card2:
            island[cell2] = 0
        if card:
            island[cell] = 0
        return v
