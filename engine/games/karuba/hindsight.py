# Karuba: the best island a seat could have built from the cards it kept,
# with hindsight (bench only: a host-side search, far too slow for a bot).
#
# Hindsight ignores the order in which the cards arrived: it looks for the
# highest-scoring 4 x 4 island whose cards form one edge-joined group, using
# any subset of the given cards. Simulated annealing with restarts over
# "which card on which cell" (swap two cells, or a cell and a card aside),
# geometric cooling, and a small bonus per joined path edge to guide the walk
# (the answer is the plain score). Seeded, so results repeat. It finds a good
# island, not a proven optimum: its figure is a lower bound of the best.

import math

from engine.rng import Rng
from engine.games.karuba.cards import EDGES
from engine.games.karuba.score import score

JOINT_BONUS = 0.5


def _joined(island):
    start = -1
    count = 0
    for cell in range(16):
        if island[cell]:
            count += 1
            start = cell
    if count == 0:
        return True
    seen = bytearray(16)
    seen[start] = 1
    todo = [start]
    found = 1
    while todo:
        cell = todo.pop()
        r = cell >> 2
        c = cell & 3
        for nxt, ok in ((cell - 4, r > 0), (cell + 4, r < 3), (cell - 1, c > 0), (cell + 1, c < 3)):
            if ok and island[nxt] and not seen[nxt]:
                seen[nxt] = 1
                found += 1
                todo.append(nxt)
    return found == count


def _joints(island):
    n = 0
    for cell in range(16):
        card = island[cell]
        if not card:
            continue
        if cell & 3 < 3 and island[cell + 1] and EDGES[card] & 2 and EDGES[island[cell + 1]] & 8:
            n += 1
        if cell < 12 and island[cell + 4] and EDGES[card] & 4 and EDGES[island[cell + 4]] & 1:
            n += 1
    return n


def best_island(cards, seed=1, restarts=3, steps=15000, start=None):
    """(points, island) of the best island found from `cards` (a list).
    With `start` (an island of some of those cards) the first run begins
    there, so the answer is never below that island's score."""
    rng = Rng(seed)
    cards = list(cards)
    best = -1
    best_island = bytearray(16)
    if start is not None and _joined(start):
        best = score(start)
        best_island = bytearray(start)
    for run in range(restarts):
        # slots 0..15 are the cells, 16.. the cards left aside
        if run == 0 and start is not None:
            aside = [c for c in cards if c not in start]
            slots = list(start) + aside + [0] * (16 - len(aside))
        else:
            slots = cards + [0] * 16
            rng.shuffle(slots)
        island = bytearray(slots[:16])
        now = _worth(island)
        if now > best and _joined(island):
            best = score(island)
            best_island = bytearray(island)
        for step in range(steps):
            temp = 3.0 * (0.03 ** (step / steps))
            i = rng.below(16)
            j = rng.below(len(slots))
            if slots[i] == slots[j]:
                continue
            slots[i], slots[j] = slots[j], slots[i]
            island[i] = slots[i]
            if j < 16:
                island[j] = slots[j]
            new = _worth(island)
            if new >= now or rng.below(1000000) < 1000000 * math.exp((new - now) / temp):
                now = new
                if new > best:   # a cheap test before the exact one
                    points = score(island) if _joined(island) else -1
                    if points > best:
                        best = points
                        best_island = bytearray(island)
            else:
                slots[i], slots[j] = slots[j], slots[i]
                island[i] = slots[i]
                if j < 16:
                    island[j] = slots[j]
    return best, best_island


def _worth(island):
    if not _joined(island):
        return -5
    return score(island) + JOINT_BONUS * _joints(island)
