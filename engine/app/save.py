# Saved games: a record (game, seats, seed, finished rounds' scores, current
# round's moves) encoded with varints, kept in two slots of the `storage` object
# (each half of it). The newest slot whose header and CRC32 check out wins, so a
# power cut while saving falls back to the other slot instead of loading garbage.
#
# Slot layout (little-endian):
#   0 magic "PK" (2)   2 version (1)   3 sequence (2)   5 payload length (2)
#   7 CRC32 of bytes 0..6 and the payload (4)   11 payload
# A payload of length 0 is a "cleared" marker: no game to continue.
#
# Saving writes the slot not holding the newest save, in two steps: first the
# header and payload with the magic left blank (0xFF 0xFF), then the magic.
# Until the second magic byte lands the slot cannot validate, so a write torn at
# any byte leaves either the complete new slot or a rejected one, never a mix.
# On flash, the magic goes onto erased bytes, which needs no second erase.

from engine.app.savecrc import crc32, slot_crc  # noqa: F401 (crc32: the save API)
# the record, the slot layout and the notices live in savecodec (saveload reads them too)
from engine.app.savecodec import (  # noqa: F401 (the save API)
    Record, encode,
    MAGIC0, MAGIC1, VERSION, HEADER, NOTICE_READ_ONLY, NOTICE_FULL, NOTICE_FAILED,
    NOTICE_NO_MEMORY, NOTICE_TOO_BIG, NOTICE_BAD_RECORD, NOTICE_FELL_BACK, NOTICE_LOST,
    NOTICE_OTHER_VERSION, NOTICE_UNREADABLE, NOTICE_NO_FOLDER, NOTICE_CUT_FELL_BACK,
    NOTICE_CUT_LOST, NOTICE_NO_MEMORY_LOAD, NOTICE_SENSE_FELL_BACK, NOTICE_SENSE_LOST)

ENOSPC = 28
EROFS = 30
EACCES = 13
EPERM = 1
ENOENT = 2


def _errno(e):
    n = getattr(e, "errno", None)
    if n is None and e.args and isinstance(e.args[0], int):
        n = e.args[0]
    return n


class Store:
    """Two-slot save store over a `storage` object (size, read, write, and
    optionally cut_short). `check(record, replay)` -> reason or None, when
    given, is asked about every record loaded (replay=True) and saved
    (replay=False): a record it refuses counts as damaged."""

    def __init__(self, storage, check=None):
        self.storage = storage
        self.check = check
        self.half = storage.size // 2
        self.capacity = min(self.half - HEADER, 0xFFFF)
        self._scanned = False
        self._newest = -1  # slot holding the newest valid save, -1 if none
        self._seq = 0
        self._payload_len = -1  # of the newest save (0 = cleared marker)
        self._damaged = False  # a slot failed its checks at the last scan

    def load(self):
        """(record or None, notice or None); never raises."""
        try:
            return self._load()
        except MemoryError:
            # The newest slot stays the newest: a new game writes the other one first.
            return None, NOTICE_NO_MEMORY_LOAD
        except Exception:
            self._scanned = False
            return None, NOTICE_UNREADABLE

    def _load(self):
        # Reading is the title's (engine/app/saveload.py): the shell forgets
        # that module after the load, so a match holds only the writing half.
        from engine.app.saveload import load

        return load(self)

    def save(self, record):
        """Write record to the older slot; notice or None. Never raises."""
        try:
            if self.check is not None and self.check(record, False) is not None:
                return NOTICE_BAD_RECORD
            payload = encode(record)
        except MemoryError:
            return NOTICE_NO_MEMORY
        except Exception:
            return NOTICE_BAD_RECORD
        return self._write(payload)

    def clear(self):
        """Mark that there is no game to continue; notice or None."""
        try:
            if not self._scanned:
                self._load()
        except Exception:
            return NOTICE_UNREADABLE
        if self._payload_len == 0 or (self._newest < 0 and not self._damaged):
            return None  # nothing to clear: spare the flash a write
        return self._write(b"")

    def _write(self, payload):
        try:
            if len(payload) > self.capacity:
                return NOTICE_TOO_BIG
            if not self._scanned:
                # the same checks as Continue: never write over the slot it would offer
                self._load()
            if self._newest < 0:
                target, seq = 0, 1
            else:
                target, seq = 1 - self._newest, (self._seq + 1) & 0xFFFF
            n = len(payload)
            slot = bytearray(HEADER + n)
            slot[0] = MAGIC0
            slot[1] = MAGIC1
            slot[2] = VERSION
            slot[3] = seq & 0xFF
            slot[4] = seq >> 8
            slot[5] = n & 0xFF
            slot[6] = n >> 8
            slot[HEADER:] = payload
            hi, lo = slot_crc(slot, slot, HEADER, HEADER + n)
            slot[7] = lo & 0xFF
            slot[8] = lo >> 8
            slot[9] = hi & 0xFF
            slot[10] = hi >> 8
            # Step 1: everything but the magic, which is left erased.
            magic = bytes(slot[0:2])
            slot[0] = 0xFF
            slot[1] = 0xFF
            base = target * self.half
            self.storage.write(base, slot)
            # Step 2: the magic makes the slot valid.
            self.storage.write(base, magic)
        except OSError as e:
            n = _errno(e)
            if n == EROFS or n == EACCES or n == EPERM:
                return NOTICE_READ_ONLY
            if n == ENOSPC:
                return NOTICE_FULL
            if n == ENOENT:
                return NOTICE_NO_FOLDER
            return NOTICE_FAILED
        except MemoryError:  # the heap, not the storage: a later save may work
            return NOTICE_NO_MEMORY
        except Exception:
            return NOTICE_FAILED
        self._newest = target
        self._seq = seq
        self._payload_len = len(payload)
        return None
