# The saved-game record, stored compactly as varints (7 bits a byte, low
# first), with zigzag for scores that may be negative. decode() (in
# engine/app/saveload.py, which only the title's load needs) checks everything,
# so a damaged payload raises ValueError instead of yielding a wrong game.

MAX_SEATS = 8
MAX_SEAT_LEVEL = 3


def _same(a, b):
    """Element-wise equality of two sequences, without copying them."""
    if len(a) != len(b):
        return False
    for i in range(len(a)):
        if a[i] != b[i]:
            return False
    return True


class Record:
    """One game in progress; everything needed to rebuild it by replay."""

    def __init__(self, game=0, seats=None, seed=0, history=None, moves=None):
        self.game = game
        self.seats = seats if seats is not None else []
        self.seed = seed
        self.history = history if history is not None else []
        self.moves = moves if moves is not None else []

    def __eq__(self, other):
        if not isinstance(other, Record) or len(self.history) != len(other.history):
            return False
        for i in range(len(self.history)):
            if not _same(self.history[i], other.history[i]):
                return False
        return (self.game == other.game and self.seed == other.seed
                and _same(self.seats, other.seats) and _same(self.moves, other.moves))

    def __ne__(self, other):
        return not self.__eq__(other)

    def __repr__(self):
        return "Record(game=%d, seats=%r, seed=%d, history=%r, moves=%d)" % (
            self.game, self.seats, self.seed, self.history, len(self.moves))


def _put(out, n):
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def _check_int(n, low, high, what):
    if not isinstance(n, int) or isinstance(n, bool) or n < low or n > high:
        raise ValueError("bad " + what)


def encode(record):
    """Record -> payload bytes; ValueError if a field is out of range."""
    out = bytearray()
    _check_int(record.game, 0, 255, "game")
    _put(out, record.game)
    seats = record.seats
    if not 1 <= len(seats) <= MAX_SEATS:
        raise ValueError("bad seat count")
    _put(out, len(seats))
    for s in seats:
        _check_int(s, 0, MAX_SEAT_LEVEL, "seat")
        out.append(s)
    _check_int(record.seed, 0, 0x7FFFFFFF, "seed")
    _put(out, record.seed)
    _put(out, len(record.history))
    for scores in record.history:
        _put(out, len(scores))
        for v in scores:
            _check_int(v, -0x80000000, 0x7FFFFFFF, "score")
            _put(out, v * 2 if v >= 0 else -v * 2 - 1)
    _put(out, len(record.moves))
    for m in record.moves:
        _check_int(m, 0, 0xFFFF, "move")
        _put(out, m)
    return bytes(out)
