# Reading saves back: the scan of both slots, the decoder and the fall-back
# from a refused record to the other slot (engine/app/savecodec.py has the layout).
# Only the title's Continue check needs this, so the shell imports it for the
# load and forgets it again; a match keeps only the writing half in memory.
from engine.app.savecodec import (HEADER, MAGIC0, MAGIC1, MAX_SEAT_LEVEL, MAX_SEATS, NOTICE_CUT_FELL_BACK,
                                  NOTICE_CUT_LOST, NOTICE_FELL_BACK, NOTICE_LOST, NOTICE_OTHER_VERSION,
                                  NOTICE_SENSE_FELL_BACK, NOTICE_SENSE_LOST, VERSION, Record)
from engine.app.savecrc import slot_crc

# Slot states found by a scan.
EMPTY = 0
VALID = 1
DAMAGED = 2
OTHER_VERSION = 3
CUT = 4  # a save file that ends before this slot (storage.cut_short)


def _newer(a, b):
    """Serial-number comparison of 16-bit sequence numbers (RFC 1982)."""
    d = (a - b) & 0xFFFF
    return 0 < d < 0x8000


def _blank(data):
    first = data[0]
    if first != 0xFF and first != 0x00:
        return False
    for b in data:
        if b != first:
            return False
    return True


def _read_slot(store, i):
    """(state, seq, payload bytes or None) of slot i."""
    base = i * store.half
    if store.capacity < 0:
        return EMPTY, 0, None
    storage = store.storage
    # Read only the header and payload: small allocations on the device.
    head = storage.read(base, HEADER)
    if _blank(head):
        if _rest_blank(store, base, head[0]):
            cut = getattr(storage, "cut_short", None)
            if cut is not None and cut(base, store.half):
                return CUT, 0, None  # missing bytes, not erased ones
            return EMPTY, 0, None
        return DAMAGED, 0, None
    if head[0] != MAGIC0 or head[1] != MAGIC1:
        return DAMAGED, 0, None
    length = head[5] | (head[6] << 8)
    if length > store.capacity:
        return DAMAGED, 0, None
    payload = storage.read(base + HEADER, length)
    hi, lo = slot_crc(head, payload, 0, length)
    if (head[7] != lo & 0xFF or head[8] != lo >> 8
            or head[9] != hi & 0xFF or head[10] != hi >> 8):
        return DAMAGED, 0, None
    if head[2] != VERSION:
        return OTHER_VERSION, 0, None
    return VALID, head[3] | (head[4] << 8), payload


def _rest_blank(store, base, fill):
    pos = HEADER
    half = store.half
    while pos < half:
        n = min(128, half - pos)
        for b in store.storage.read(base + pos, n):
            if b != fill:
                return False
        pos += n
    return True


def scan(store, skip=-1):
    """Find the newest valid slot (slot `skip` counts as damaged); sets the
    store's idea of it and returns (payload or None, notice)."""
    store._newest = -1
    store._payload_len = -1
    states = []
    best = None
    for i in range(2):
        state, seq, payload = _read_slot(store, i) if i != skip else (DAMAGED, 0, None)
        states.append(state)
        if state == VALID and (store._newest < 0 or _newer(seq, store._seq)):
            store._newest = i
            store._seq = seq
            best = payload
    if best is not None:
        store._payload_len = len(best)
    notice = None
    if CUT in states:
        notice = NOTICE_CUT_FELL_BACK if best else NOTICE_CUT_LOST
    elif DAMAGED in states or OTHER_VERSION in states:
        # After a clear (empty payload) there is no game to lose.
        if best:
            notice = NOTICE_FELL_BACK
        elif best is None and DAMAGED in states:
            notice = NOTICE_LOST
        elif best is None:
            notice = NOTICE_OTHER_VERSION
    store._damaged = DAMAGED in states or OTHER_VERSION in states or CUT in states
    store._scanned = True
    return best, notice


def load(store):
    """(record or None, notice or None) of the newest slot that decodes and
    that the store's check accepts; a refused one counts as damaged."""
    skip = -1
    why = None  # why the newer record was refused, for the notice
    for _ in range(2):
        payload, notice = scan(store, skip)
        if not payload:
            if why is not None:
                return None, NOTICE_SENSE_LOST % why
            return None, notice
        try:
            record = decode(payload)
        except ValueError:
            # CRC-valid but not a record (a faulty writer): treat the
            # slot as damaged and try the other one.
            record = None
        if record is not None:
            reason = store.check(record, True) if store.check is not None else None
            if reason is None:
                if why is not None:
                    notice = NOTICE_SENSE_FELL_BACK % why
                return record, notice
            if why is None:
                why = reason
        # The refused slot counts as damaged from now on: the next save
        # goes into it, never over the record that was offered instead.
        skip = store._newest
    if why is not None:
        return None, NOTICE_SENSE_LOST % why
    return None, NOTICE_LOST


class _Reader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def num(self, high):
        """Next varint, at most `high`; ValueError if short, overlong or too big."""
        data = self.data
        n = 0
        shift = 0
        while True:
            if self.pos >= len(data):
                raise ValueError("truncated")
            b = data[self.pos]
            self.pos += 1
            n |= (b & 0x7F) << shift
            if b < 0x80:
                if b == 0 and shift:
                    raise ValueError("overlong varint")
                break
            shift += 7
            if shift > 28:
                raise ValueError("varint too long")
        if n > high:
            raise ValueError("value out of range")
        return n

    def count(self):
        # Every counted item takes at least one byte, which bounds allocation.
        return self.num(len(self.data) - self.pos)


def decode(data):
    """Payload bytes (engine/app/savecodec.py's encode) -> Record; ValueError
    on anything malformed."""
    r = _Reader(data)
    game = r.num(255)
    n = r.num(MAX_SEATS)
    if n < 1:
        raise ValueError("no seats")
    seats = [r.num(MAX_SEAT_LEVEL) for _ in range(n)]
    seed = r.num(0x7FFFFFFF)
    history = []
    for _ in range(r.count()):
        scores = []
        for _ in range(r.count()):
            z = r.num(0xFFFFFFFF)
            scores.append(z >> 1 if not z & 1 else -(z >> 1) - 1)
        history.append(scores)
    # One allocation of the final size: growing a long list fragments a small heap.
    moves = [0] * r.count()
    for i in range(len(moves)):
        moves[i] = r.num(0xFFFF)
    if r.pos != len(data):
        raise ValueError("trailing bytes")
    return Record(game, seats, seed, history, moves)
