# Karuba: The Card Game — route scoring of one 4 x 4 island.
#
# An island is 16 cells (row-major, cell = row * 4 + column, row 0 on top),
# each 0 for empty or a card number. Two neighbouring cards are joined when
# both have a path edge on their shared side.
#
# Rules as implemented: an explorer walks the shortest route to its own
# temple, never passing a card twice (a shortest route never does). When
# several routes are equally short, it takes the one that scores most for it;
# a route through another colour's explorer card is blocked and scores 0.
# An unblocked route scores 3 plus 1 per crystal and 2 per gold nugget on its
# cards; routes that share cards each score those cards' treasure.

from engine.games.karuba.cards import (
    EDGES, FIRST_EXPLORER, FIRST_TEMPLE, treasure, is_explorer)

# Per direction N, E, S, W: its bit, the opposite bit, row and column steps.
DIRS = ((1, 4, -1, 0), (2, 8, 0, 1), (4, 1, 1, 0), (8, 2, 0, -1))

# Route status, for the end screen.
MISSING = 0    # the explorer or its temple is not on the island
APART = 1      # both are there, no path joins them
BLOCKED = 2    # every shortest route passes another explorer
SCORED = 3


def neighbours(island, cell):
    """Cells joined to `cell` by a path edge on both cards."""
    out = []
    card = island[cell]
    if not card:
        return out
    row = cell >> 2
    col = cell & 3
    edges = EDGES[card]
    for bit, opposite, dr, dc in DIRS:
        if not edges & bit:
            continue
        r = row + dr
        c = col + dc
        if 0 <= r < 4 and 0 <= c < 4:
            other = island[r * 4 + c]
            if other and EDGES[other] & opposite:
                out.append(r * 4 + c)
    return out


def _distances(island, start):
    """Steps from `start` to every card reachable along paths (-1: no way)."""
    dist = [-1] * 16
    dist[start] = 0
    queue = [start]
    i = 0
    while i < len(queue):
        cell = queue[i]
        i += 1
        for nxt in neighbours(island, cell):
            if dist[nxt] < 0:
                dist[nxt] = dist[cell] + 1
                queue.append(nxt)
    return dist


def _best(island, dist, cell, own, path, best):
    # Walks every shortest route from `cell` down to the temple (dist 0),
    # keeping in best = [points, cells] the one that scores most.
    path.append(cell)
    if dist[cell] == 0:
        points = 3
        for c in path:
            card = island[c]
            if is_explorer(card) and card != own:
                points = 0
                break
            points += treasure(card)
        if best[1] is None or points > best[0]:
            best[0] = points
            best[1] = list(path)
    else:
        for nxt in neighbours(island, cell):
            if dist[nxt] == dist[cell] - 1:
                _best(island, dist, nxt, own, path, best)
    path.pop()


def route(island, colour):
    """(status, points, cells) for one colour; cells run explorer -> temple."""
    explorer = FIRST_EXPLORER + colour
    temple = FIRST_TEMPLE + colour
    xe = -1
    te = -1
    for cell in range(16):
        if island[cell] == explorer:
            xe = cell
        elif island[cell] == temple:
            te = cell
    if xe < 0 or te < 0:
        return (MISSING, 0, [])
    dist = _distances(island, te)
    if dist[xe] < 0:
        return (APART, 0, [])
    best = [0, None]
    _best(island, dist, xe, explorer, [], best)
    status = SCORED if best[0] else BLOCKED
    return (status, best[0], best[1])


def routes(island):
    """Each colour's (status, points, cells), colours in table order."""
    return [route(island, colour) for colour in range(4)]


def score(island):
    total = 0
    for colour in range(4):
        total += route(island, colour)[1]
    return total
