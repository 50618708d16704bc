# Does a saved record make sense? The CRC proves only that the bytes are the
# ones written; a faulty writer, another version or a hand-edited save.bin can
# still hold a record the game cannot continue (a seat count the game does not
# allow, a score row short of a seat, a finished match, a move the rules
# refuse). problem() says why in a few words, or None. The store treats such a
# record as damaged: it falls back to the other slot and never writes one.
#
# One code path for every game, through the game protocol: the seat range is
# the rules module's SEATS, match_ends() says when the finished rounds ended
# the match, and the moves are replayed through its new() and play().
from engine.games import GAMES, load

SEAT_KINDS = 4  # human, easy, normal, hard (engine.app.match.LEVELS)
MAX_SEED = 0x7FFFFFFF


def _int(n, low, high):
    return type(n) is int and low <= n <= high


def problem(record, replay=True):
    """Why `record` cannot be continued (a short reason), or None.
    replay=False skips replaying the moves: the console saves only moves the
    rules have just accepted, and replaying every save would cost a match
    O(moves^2) time on the device."""
    game = record.game
    if not _int(game, 0, len(GAMES) - 1):
        return "unknown game"
    try:
        g = load(game)
    except ImportError:
        return "not installed"
    seats = record.seats
    n = len(seats)
    if not g.SEATS[0] <= n <= g.SEATS[1]:
        return "bad seat count"
    for kind in seats:
        if not _int(kind, 0, SEAT_KINDS - 1):
            return "unknown seat kind"
    if not _int(record.seed, 0, MAX_SEED):
        return "bad seed"
    history = record.history
    for row in history:
        if len(row) != n:
            return "bad score row"
        for v in row:
            if not _int(v, -0x80000000, 0x7FFFFFFF):
                return "bad score row"
    # no finished round may come after the one that ended the match
    for k in range(1, len(history) + 1):
        if g.match_ends(n, history[:k]):
            return "too many rounds"
    for m in record.moves:
        if not _int(m, 0, 0xFFFF):
            return "bad move"
    if not replay:
        return None
    # One state, dropped on return: nothing is kept for the title screen.
    # Any error but running out of memory means the record is at fault (the
    # rules raise ValueError; anything else must not crash the title either).
    try:
        state = g.new(n, record.seed, history=history)
    except MemoryError:
        raise
    except Exception:
        return "bad history"
    moves = record.moves
    for i in range(len(moves)):
        try:
            g.play(state, moves[i])
        except MemoryError:
            raise
        except Exception:
            return "move " + str(i + 1) + " refused"
    return None
