# Karuba: the best island a seat could have built from the cards it kept,
# with hindsight (bench only: a host-side search, far too slow for a bot).
#
# Hindsight ignores the order in which the cards arrived: it looks for the
# highest-scoring 4 x 4 island whose cards form one edge-joined group, using
# any subset of the given cards. Simulated annealing with restarts over
# "which card on which cell" (swap two cells, or move a card to an empty
# cell / back to the side), seeded, so results repeat.

from engine.rng import Rng
from engine.games.karuba_score import score


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


def _worth(island):
    return score(island) if _joined(island) else -1


def best_island(cards, seed=1, restarts=6, steps=6000, start=None):
    """(points, island) of the best island found from `cards` (a list).
    With `start` (an island of some of those cards) the first run begins
    there, so the answer is never below that island's score."""
    rng = Rng(seed)
    cards = list(cards)
    best = -1
    best_island = bytearray(16)
    if start is not None:
        best = _worth(start)
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
        temp = 4.0
        for step in range(steps):
            i = rng.below(16)
            j = rng.below(len(slots))
            if i == j or slots[i] == slots[j]:
                continue
            slots[i], slots[j] = slots[j], slots[i]
            if j < 16:
                island[j] = slots[j]
            island[i] = slots[i]
            new = _worth(island)
            if new >= now or rng.below(1000) < 1000 * _exp((new - now) / temp):
                now = new
                if now > best:
                    best = now
                    best_island = bytearray(island)
            else:
                slots[i], slots[j] = slots[j], slots[i]
                if j < 16:
                    island[j] = slots[j]
                island[i] = slots[i]
            temp = max(0.3, 4.0 * (1 - step / steps))
    return best, best_island


def _exp(x):
    # e**x for x <= 0 without the math module's help on every port
    if x < -20:
        return 0.0
    total = 1.0
    term = 1.0
    y = -x
    for n in range(1, 30):
        term *= y / n
        total += term
    return 1.0 / total
