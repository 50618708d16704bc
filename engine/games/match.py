# The match bookkeeping every game shares (rules layer: imports nothing).
# A match is a list of completed rounds' score lists (the `history` given to a
# game's new()) plus the current round; these helpers work on that list and on
# the current round's scores, passed as `current` (None while the round runs),
# so each rules module keeps only what is its own: how scores are counted,
# when the match ends and how ties break.


def round_scores(history):
    """The completed rounds before the current one, as new lists."""
    return [list(r) for r in history]


def played(history, current):
    """The completed rounds, plus the current round's scores once it is over."""
    rounds = round_scores(history)
    if current is not None:
        rounds.append(list(current))
    return rounds


def totals(history, current, seats):
    """Per-seat sums of the played rounds."""
    out = [0] * seats
    for r in played(history, current):
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
    return played(history, current)


def best(keys):
    """The seats whose key (a number or a tuple) is the highest; several on a tie."""
    top = max(keys)
    return [s for s in range(len(keys)) if keys[s] == top]
