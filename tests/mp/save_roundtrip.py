# Saves under MicroPython: encode/decode, two-slot save/load, a torn write and
# a damaged slot, with an in-memory nvm-like storage (run from the repo root).
import sys

sys.path.insert(0, ".")

# The nvm stand-ins come first: on the device nvm is flash, not heap, and a
# small heap may be too fragmented after compiling to find 4 KB in one piece.
nvm = bytearray(4096)  # all 0x00: also an empty store
copy = bytearray(4096)

from engine.app.save import Record, Store, crc32, encode
from engine.app.saveload import decode
from hw.nvmstorage import NvmStorage

assert crc32(b"123456789") == 0xCBF43926

store = Store(NvmStorage(nvm))
assert store.load() == (None, None)

first = Record(1, [0, 3, 2, 1, 0], 0x7FFFFFFF, [[12, -7, 0, 65535, -100000]],
               [i % 300 for i in range(400)] + [0, 65535])
assert decode(encode(first)) == first
assert store.save(first) is None
second = Record(0, [0, 2], 12345, [], [1, 2, 3])
assert store.save(second) is None
record, notice = Store(NvmStorage(nvm)).load()
assert record == second and notice is None, (record, notice)


class Torn:
    """Storage that loses power after `budget` more bytes."""

    def __init__(self, nvm, budget):
        self.nvm = nvm
        self.size = len(nvm)
        self.budget = budget

    def read(self, offset, n):
        return bytes(self.nvm[offset:offset + n])

    def write(self, offset, data):
        n = min(len(data), self.budget)
        self.nvm[offset:offset + n] = data[:n]
        self.budget -= n
        if n < len(data):
            raise OSError(5)


third = Record(2, [1], 7, [[3]], [9] * 50)
for budget in range(0, 80):
    copy[:] = nvm
    torn = Store(Torn(copy, budget))
    torn.save(third)
    record, notice = Store(NvmStorage(copy)).load()
    assert record == second or (record == third and notice is None), (budget, record)

nvm[2048 + 20] ^= 0x55  # damage the newest slot: the older save comes back
record, notice = Store(NvmStorage(nvm)).load()
assert record == first and notice, (record, notice)

assert store.clear() is None
assert Store(NvmStorage(nvm)).load() == (None, None)
print("OK")
