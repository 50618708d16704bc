# Save storage on a PC: a fixed-size file that behaves like the device's nvm
# (erased bytes read as 0xFF), and an in-memory store for tests and headless runs.
# Writes that cannot be done raise OSError with ENOSPC (full), EROFS (read-only)
# or ENOENT (the save folder is missing), the cases the save code tells the
# player about; any other error passes through as it is.
import errno
import os


def _check(size, offset, n):
    if offset < 0 or n < 0 or offset + n > size:
        raise OSError(errno.ENOSPC, "write outside storage")


class MemoryStorage:
    """nvm-like storage in RAM; `data` is open to tests that damage it."""

    def __init__(self, size=4096, read_only=False, full=False):
        self.size = size
        self.data = bytearray(b"\xff" * size)
        self.read_only = read_only
        self.full = full

    def read(self, offset, n):
        if offset < 0 or n < 0 or offset + n > self.size:
            raise ValueError("read outside storage")
        return bytes(self.data[offset:offset + n])

    def write(self, offset, data):
        if self.read_only:
            raise OSError(errno.EROFS, "storage is read-only")
        if self.full:
            raise OSError(errno.ENOSPC, "storage is full")
        _check(self.size, offset, len(data))
        self.data[offset:offset + len(data)] = data


class FileStorage:
    """nvm-like storage in a file of `size` bytes, created erased (0xFF)."""

    def __init__(self, path, size=4096):
        self.path = path
        self.size = size
        if not os.path.exists(path):
            try:
                with open(path, "wb") as f:
                    f.write(b"\xff" * size)
            except OSError:
                # reads give an empty store; writes will report why. A file
                # left short would read as one cut short (cut_short).
                try:
                    os.remove(path)
                except OSError:
                    pass

    def cut_short(self, offset, n):
        """True when the file exists but ends before offset + n: those bytes
        are missing (a copy cut short), not erased ones of a fresh store."""
        try:
            if not os.path.isfile(self.path):
                return False  # no file (a fresh console) or a device such as /dev/full
            return os.path.getsize(self.path) < offset + n
        except OSError:
            return False

    def read(self, offset, n):
        if offset < 0 or n < 0 or offset + n > self.size:
            raise ValueError("read outside storage")
        try:
            with open(self.path, "rb") as f:
                f.seek(offset)
                data = f.read(n)
        except OSError:
            data = b""
        # A short or missing file reads as erased bytes, like fresh flash.
        return data + b"\xff" * (n - len(data))

    def write(self, offset, data):
        _check(self.size, offset, len(data))
        try:
            have = os.path.getsize(self.path) if os.path.exists(self.path) else 0
            if have < self.size:
                with open(self.path, "ab") as f:
                    f.write(b"\xff" * (self.size - have))
            with open(self.path, "r+b") as f:
                f.seek(offset)
                f.write(bytes(data))
                f.flush()
                os.fsync(f.fileno())
        except OSError as e:
            if e.errno in (errno.ENOSPC, errno.EDQUOT):
                raise OSError(errno.ENOSPC, "storage is full: " + self.path) from e
            if e.errno == errno.ENOENT:
                raise OSError(errno.ENOENT, "the save folder is missing: " + self.path) from e
            if e.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
                raise OSError(errno.EROFS, "storage is read-only: " + self.path) from e
            raise
