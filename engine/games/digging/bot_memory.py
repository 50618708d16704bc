# What a Digging bot that counts cards remembers of the closed mines: they
# lie face down, so it notes each mine as it last saw it open; and the count
# itself (unseen_counts). A module of its own so that only the level that
# counts cards compiles it on the device.

from engine.games.digging import cards as dc
from engine.games.digging.cards import KINDS


class ClosedMemory:
    """The cards of the mines closed this round, as this seat saw them go:
    closed mines lie face down, so the bot remembers each mine as it last
    saw it open. Built only from the views passed to observe(), one per move."""

    def __init__(self):
        self.reset(-1)

    def reset(self, round_no):
        self.round = round_no
        self.count = 0            # closed mines accounted for
        self.cards = [0] * KINDS
        self.last_open = []       # card tuples of the open mines last seen

    def observe(self, view):
        if view["round"] != self.round or sum(view["closed_count"]) < self.count:
            self.reset(view["round"])
        now = []
        for row in view["open"]:
            for mine in row:
                now.append(mine[0])
        closed = sum(view["closed_count"])
        if closed > self.count:
            for cards in gone_mines(self.last_open, now)[:closed - self.count]:
                for card in cards:
                    self.cards[card] += 1
            self.count = closed
        self.last_open = now


def gone_mines(before, now):
    """The mines of `before` that are no longer open in `now`: a mine keeps
    its cards when it changes hands and only grows while it stays open."""
    left = list(now)
    for exact in (True, False):
        rest = []
        for cards in before:
            for j in range(len(left)):
                found = left[j] == cards if exact else left[j][:len(cards)] == cards
                if found:
                    del left[j]
                    break
            else:
                rest.append(cards)
        before = rest
    return before


def unseen_counts(view, memory=None):
    """How many of each card this seat has not seen (other hands and the pile).
    Closed mines lie face down during the round: their cards come from
    `memory` (a ClosedMemory), their closers from the counts."""
    left = list(dc.COUNTS)
    for card in view["hand"]:
        left[card] -= 1
    for row in view["open"]:
        for mine in row:
            for card in mine[0]:
                left[card] -= 1
    if view["closed"] is not None:
        for row in view["closed"]:
            for mine in row:
                for card in mine[0]:
                    left[card] -= 1
    elif memory is not None:
        for card in range(dc.KINDS):
            left[card] -= memory.cards[card]
    left[dc.CLOSER] -= sum(view["closed_count"])
    fight = view["fight"]
    if fight is not None:
        for seat, card in fight["plays"]:
            left[card] -= 1
    for card in view["discard"]:
        left[card] -= 1
    return left
