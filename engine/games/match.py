# The match bookkeeping every game shares (rules layer: imports nothing).
# A match is the completed rounds' score lists (the `history` given to a
# game's new()) plus the current round, whose scores come as `current` (None
# while the round runs); each rules module keeps only what is its own: how a
# round scores, when the match ends and how ties break.


def totals(history, current, seats):
    """Per-seat sums of the completed rounds and, once over, the current one."""
    out = [0] * seats
    for r in history + ([current] if current is not None else []):
        for s in range(seats):
            out[s] += r[s]
    return out


def next_history(history, current, last):
    """The history the next round starts from. Raises ValueError while the
    round runs (current is None) or when it was the match's last (`last`)."""
    if current is None:
        raise ValueError("The round is not over yet")
    if last:
        raise ValueError("The match is over")
    return [list(r) for r in history] + [list(current)]


def best(keys):
    """The seats whose key (a number or a tuple) is the highest; several on a tie."""
    top = max(keys)
    return [s for s in range(len(keys)) if keys[s] == top]
