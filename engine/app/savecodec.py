# The saved-game record, stored compactly as varints (7 bits a byte, low
# first), with zigzag for scores that may be negative. decode() (in
# engine/app/saveload.py, which only the title's load needs) checks everything,
# so a damaged payload raises ValueError instead of yielding a wrong game.

# The slot layout (engine/app/save.py writes it, engine/app/saveload.py reads it)
MAGIC0 = 0x50  # "P"
MAGIC1 = 0x4B  # "K"
VERSION = 1
HEADER = 11

NOTICE_READ_ONLY = "Storage is read-only: this game is not being saved."
NOTICE_FULL = "Storage is full: this game is not being saved."
NOTICE_FAILED = "Saving failed: this game is not being saved."
NOTICE_NO_MEMORY = "Not enough memory to save: the latest moves may not be kept."
NOTICE_TOO_BIG = "This game is too long to save: later moves are not kept."
NOTICE_BAD_RECORD = "This game cannot be saved."
NOTICE_FELL_BACK = "A save was damaged: the last good save was loaded."
NOTICE_LOST = "The saved game was damaged and could not be restored."
NOTICE_OTHER_VERSION = "The saved game is from another version and cannot be continued."
NOTICE_UNREADABLE = "The saved game could not be read."
NOTICE_NO_FOLDER = "The save folder is missing: this game is not being saved."
NOTICE_CUT_FELL_BACK = "The save file was cut short: the last good save was loaded."
NOTICE_CUT_LOST = "The save file was cut short: no saved game could be read."
NOTICE_NO_MEMORY_LOAD = "Not enough memory to check the saved game."
# A record with a good CRC that makes no sense for its game (engine/app/savecheck.py);
# %s is the reason in a few words.
NOTICE_SENSE_FELL_BACK = "Save damaged (%s): the one before it was loaded."
NOTICE_SENSE_LOST = "The saved game was damaged (%s) and cannot be continued."

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
