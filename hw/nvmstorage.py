# The device's save storage: microcontroller.nvm (4 KB of flash on the RP2040),
# read by slicing and written by slice assignment. Out-of-range writes raise
# OSError(ENOSPC) like a full store, so the save code handles them as such.

_ENOSPC = 28
_EROFS = 30


class NvmStorage:
    def __init__(self, nvm):
        self.nvm = nvm
        self.size = len(nvm) if nvm is not None else 0

    def read(self, offset, n):
        if offset < 0 or n < 0 or offset + n > self.size:
            raise ValueError("read outside storage")
        return bytes(self.nvm[offset:offset + n])

    def write(self, offset, data):
        if self.nvm is None:
            raise OSError(_EROFS, "no nvm")
        if offset < 0 or offset + len(data) > self.size:
            raise OSError(_ENOSPC, "write outside nvm")
        self.nvm[offset:offset + len(data)] = data
