# Karuba bots: a cheap estimate of what an unfinished island will score.
#
# For each colour, a 0-1 breadth-first search counts the fewest empty cells
# still to fill to join the explorer to its temple, walking along the placed
# cards' own path edges (never through another explorer or a temple) and
# through empty cells as if any path card could go there. A joined pair is
# worth its real route score; an open pair is worth its points times a
# chance that falls with the cards still missing. A joined pair's score is
# route_points (what score.route gives, without allocating). With ROOMY's weights
# (hard) edges_term adds the room left for the cards to come.

from engine.games.karuba.cards import EDGES, FIRST_EXPLORER, FIRST_TEMPLE, treasure

BIT = (1, 2, 4, 8)
OPP = (4, 8, 1, 2)
# NB[cell * 4 + d]: the neighbour of cell in direction d (N, E, S, W), or 255.
NB = bytearray(64)
for _c in range(16):
    _r = _c >> 2
    _k = _c & 3
    NB[_c * 4] = _c - 4 if _r > 0 else 255
    NB[_c * 4 + 1] = _c + 1 if _k < 3 else 255
    NB[_c * 4 + 2] = _c + 4 if _r < 3 else 255
    NB[_c * 4 + 3] = _c - 1 if _k > 0 else 255

FAR = 99
# LOOT[card]: the treasure points a card adds to a route (cards.treasure as a
# table: a lookup costs far less than a call in the search's inner loop).
LOOT = bytes(treasure(card) for card in range(17))
# Blank rows copied in by a slice to reset the searches' scratch: one copy
# costs about a sixth of a 16-step loop under MicroPython, and stores no
# new object.
FAR16 = bytes(FAR for _ in range(16))
ZERO16 = bytes(16)


# Per edge mask: the directions (opposite bit, step index) it opens.
OPEN = []
for _m in range(16):
    OPEN.append(tuple((OPP[d], d) for d in range(4) if _m & BIT[d]))
OPEN = tuple(OPEN)
# gap's exits when any turn is allowed: every side, whatever the entry.
ANY_TURN = bytes(15 for _ in range(16))


def gap(island, start, goal_card, dist, queue, exits=None, strict=0):
    """Fewest empty cells to fill on a way from the card at `start` to the
    card `goal_card` (placed, or else to be laid on an empty cell). FAR when
    there is no way. `queue` is a 256-byte scratch deque (0-1 search: free
    steps go to its front, steps into an empty cell to its back).
    With `exits` (bytes by the sides an empty cell is entered by: the sides
    a path card still to come can lead on to from one of them), a way
    through an empty cell must turn as such a card does; without it any
    turn is allowed. With `strict` the goal is never
    laid on an empty cell the way to it already passes (it could step out
    of that cell onto a card and back, using the cell twice): queue[16..31]
    holds the cell each cell was first reached from."""
    dist[0:16] = FAR16
    queue[0:16] = ZERO16        # queue[0..15]: sides each empty cell is entered by
    dist[start] = 0
    head = 128
    tail = 129
    queue[start] = 0
    queue[128] = start
    best = FAR
    goal_edges = EDGES[goal_card]
    if exits is None:
        exits = ANY_TURN
    while head < tail:
        cell = queue[head]
        head += 1
        here = dist[cell]
        if here >= best:
            continue
        card = island[cell]
        if card:
            opens = EDGES[card]
        else:
            opens = exits[queue[cell]]
        at = cell * 4
        for opposite, d in OPEN[opens]:
            nxt = NB[at + d]
            if nxt == 255:
                continue
            other = island[nxt]
            if other:
                if not EDGES[other] & opposite:
                    continue
                if other == goal_card:
                    if here < best:
                        best = here
                        queue[32] = cell        # where the best way ends
                    continue
                if other >= FIRST_EXPLORER or here >= dist[nxt]:
                    continue
                dist[nxt] = here
                queue[16 + nxt] = cell
                head -= 1
                queue[head] = nxt
            else:
                if goal_edges & opposite and here < best and not (strict and _on_way(queue, start, cell, nxt)):
                    # the goal card itself could be laid there
                    best = here
                    queue[32] = cell
                if here + 1 < dist[nxt]:
                    dist[nxt] = here + 1
                    queue[16 + nxt] = cell
                    queue[nxt] = opposite
                    queue[tail] = nxt
                    tail += 1
                elif here + 1 == dist[nxt]:
                    queue[nxt] |= opposite
    return best


def _on_way(queue, start, cell, target):
    """Whether the way gap found to `cell` passes `target` (at most 16 steps
    back along the cells each was first reached from)."""
    for _ in range(16):
        if cell == start:
            return False
        if cell == target:
            return True
        cell = queue[16 + cell]
    return False


def way_loot(island, queue, start):
    """Treasure on the placed cards of the way gap last found (from the cell
    it ended at back to `start`)."""
    cell = queue[32]
    loot = 0
    for _ in range(16):
        if cell == start:
            break
        loot += LOOT[island[cell]]
        cell = queue[16 + cell]
    return loot


def route_points(island, temple_cell, explorer_cell, explorer, dist, queue):
    """What score.route gives a joined explorer, without its lists: a
    breadth-first search from the temple over the placed cards; each card's
    best points on a shortest way back to the temple (255: every such way
    passes another explorer) follow in the search's order, since a card's
    neighbours one step nearer are all done before it."""
    dist[0:16] = FAR16
    pts = queue             # queue[0..15]: best points; queue[16..31]: order
    dist[temple_cell] = 0
    pts[temple_cell] = 0
    queue[16] = temple_cell
    head = 16
    tail = 17
    while head < tail:
        cell = queue[head]
        head += 1
        here = dist[cell]
        if here >= dist[explorer_cell]:
            break
        at = cell * 4
        for opposite, d in OPEN[EDGES[island[cell]]]:
            nxt = NB[at + d]
            if nxt == 255:
                continue
            other = island[nxt]
            if not other or not EDGES[other] & opposite:
                continue
            if dist[nxt] == FAR:
                dist[nxt] = here + 1
                pts[nxt] = 255
                queue[tail] = nxt
                tail += 1
            if dist[nxt] == here + 1 and pts[cell] != 255:
                # the way back through `cell`, if it is the best so far
                p = pts[cell] + LOOT[other]
                if other >= FIRST_EXPLORER and other != explorer:
                    continue
                if pts[nxt] == 255 or p > pts[nxt]:
                    pts[nxt] = p
    best = pts[explorer_cell]
    if dist[explorer_cell] == FAR or best == 255:
        return 0
    return 3 + best


def chance(gap_cards, paths, turns):
    """Per mille chance of laying `gap_cards` more path cards in time, with
    `paths` path cards still to come and `turns` placements left."""
    if gap_cards >= FAR or gap_cards > paths or gap_cards > turns:
        return 0
    return 1000 - 1000 * gap_cards // (min(paths, turns) + 1)


# Weights of the estimate: what an open pair is worth (x1000, before its
# chance of being joined), how much of the average treasure of the path cards
# to come each missing card is expected to add (per mille), the worth of a
# lone placed endpoint and of two endpoints still to come (per mille of the
# first weight), and 1 to let empty cells turn only as the cards to come can.
# PLAIN counts an open pair worth more than a joined one, so it keeps waiting
# for better; SHAPED was fitted on self-play: an open pair whose last card is
# missing rarely gets joined (under 1 point on average, from 1500 games),
# while a lone endpoint whose partner is still to come is worth about 3.
PLAIN = (4500, 0, 900, 700, 0)
SHAPED = (1000, 0, 3000, 2000, 1)
# ROOMY (hard since issue 13; hard-2026 keeps SHAPED) adds edges_term's
# weights: an open edge, a dead edge of a path card, a laid treasure point, a
# dead edge of an explorer. Tuned by a seeded search on the PC against
# hard-2026 (paired games, seats swapped; docs/lab.md): a lone endpoint is
# worth 3.6 (3), two to come 1 (2). Then (issue 13, measured on hard vs hard)
# 1: gap's strict way (no cell used twice); 300: per treasure point already on
# the way an open or lone colour would take, times its chance: without it
# plans whose ways differ only in their treasure tie. Then tuned again
# against hard itself once it looked ahead and planned its pair (a seeded
# coordinate search; docs/lab.md): an open pair 0.8 (was 1; the endpoint
# weights are per mille of it, so a lone endpoint 2.9), a dead path edge
# 0.44 (0.28).
ROOMY = (800, 0, 3600, 1000, 1, 100, 440, 400, 75, 1, 300)


_CACHE = [-1, 0, 0, 0, bytearray(16)]   # mask, paths, loot, fits, exits
# value's row of where each explorer and temple lies (cell + 1), kept so an
# estimate stores no new object (a bot decision asks for about a hundred).
_WHERE = bytearray(17)


def _room(mask):
    """Fills _CACHE for the path cards in `mask` (bit c: card c to come):
    their count, treasure, every side they have, and per set of entry sides
    the sides they lead on to from one of them (gap's exits)."""
    paths = 0
    loot = 0
    fits = 0
    exits = _CACHE[4]
    exits[0:16] = ZERO16
    for card in range(1, 9):
        if mask & (1 << card):
            paths += 1
            loot += LOOT[card]
            edges = EDGES[card]
            fits |= edges
            for side in (1, 2, 4, 8):
                if edges & side:
                    exits[side] |= edges & ~side
    for entered in range(16):
        for side in (1, 2, 4, 8):
            if entered & side:
                exits[entered] |= exits[side]
    _CACHE[0] = mask
    _CACHE[1] = paths
    _CACHE[2] = loot
    _CACHE[3] = fits


def value(island, future, turns, dist, queue, weights):
    """Estimated final score of `island` (x1000). future[card] is 1 for each
    of the seat's cards that may still come; turns: placements left."""
    base = weights[0]
    per_card = weights[1]
    lone = weights[2]
    none = weights[3]
    shaped = weights[4]
    # What the path cards still to come allow depends only on which they
    # are: a one-entry cache (a decision asks about the same few sets).
    mask = 0
    for card in range(1, 9):
        if future[card]:
            mask |= 1 << card
    if mask != _CACHE[0]:
        _room(mask)
    paths = _CACHE[1]
    fits = _CACHE[3]
    exits = _CACHE[4] if shaped else None
    strict = weights[9] if len(weights) > 9 else 0
    per_card = per_card * _CACHE[2] // paths if paths else 0
    free = 16
    where = _WHERE          # cell + 1 of each placed explorer and temple
    where[0:16] = ZERO16
    where[16] = 0
    for cell in range(16):
        card = island[cell]
        if card:
            free -= 1
            if card >= FIRST_EXPLORER:
                where[card] = cell + 1
    turns = min(turns, free)
    total = 0
    w_way = weights[10] if len(weights) > 10 else 0
    for colour in range(4):
        explorer = FIRST_EXPLORER + colour
        temple = FIRST_TEMPLE + colour
        xe = where[explorer] - 1
        te = where[temple] - 1
        if xe >= 0 and te >= 0:
            k = gap(island, te, explorer, dist, queue, exits, strict)
            if k == 0:
                total += 1000 * route_points(island, te, xe, explorer, dist, queue)
                continue
            c = chance(k, paths, turns)
            total += (base + per_card * k) * c // 1000
            start = te
        elif xe >= 0 and future[temple]:
            k = gap(island, xe, temple, dist, queue, exits, strict)
            c = chance(k, paths, turns - 1)
            total += (base + per_card * k) * c // 1000 * lone // 1000
            start = xe
        elif te >= 0 and future[explorer]:
            k = gap(island, te, explorer, dist, queue, exits, strict)
            c = chance(k, paths, turns - 1)
            total += (base + per_card * k) * c // 1000 * lone // 1000
            start = te
        else:
            if future[explorer] and future[temple] and turns >= 2:
                total += (base + per_card) * chance(1, paths, turns - 2) // 1000 * none // 1000
            continue
        if w_way and c:
            # the treasure already on the way it would take
            total += w_way * way_loot(island, queue, start) * c // 1000
    if len(weights) > 5:
        total += edges_term(island, fits, weights)
    return total


def edges_term(island, fits, weights):
    """Room for the cards to come (x1000), from the placed path cards and
    explorers: + per edge facing an empty cell that a path card still to come
    can continue (`fits`: the sides those cards have), - per edge facing the
    border or a card without the matching edge (a way out lost for good), +
    per treasure point already laid. The gap search above sees only the
    pairs; this sees how much room the island leaves for the rest."""
    w_open = weights[5]
    w_dead = weights[6]
    w_loot = weights[7]
    w_dead_x = weights[8]
    total = 0
    for cell in range(16):
        card = island[cell]
        if not card or card >= FIRST_TEMPLE:
            continue
        dead = w_dead
        if card < FIRST_EXPLORER:
            total += w_loot * LOOT[card]
        else:
            dead = w_dead_x
        at = cell * 4
        for opposite, d in OPEN[EDGES[card]]:
            nxt = NB[at + d]
            if nxt == 255:
                total -= dead
                continue
            other = island[nxt]
            if other:
                if not EDGES[other] & opposite:
                    total -= dead
            elif fits & opposite:
                total += w_open
    return total
