"""A small FAT12 volume writer and reader for the device lane's drive images.

CircuitPython on an RP2040 keeps its CIRCUITPY drive in flash after the
firmware and NVM (flash offset 0x100000): a FAT volume of 512-byte sectors
with no partition table. The emulator cannot run the PC-side copy (USB mass
storage), so the lane writes the files into an image and the runner puts the
image into flash before the firmware starts.

make_volume() writes a volume of the given size holding {path: bytes} (folders
from the paths, long names where a name is not 8.3); read_volume() reads any
such volume back into {path: bytes} (the tests check the writer with it, and
it reads what the firmware left on the drive).
"""
import struct

SECTOR = 512
DIR_ENTRY = 32
ROOT_ENTRIES = 512
MAX_FAT12_CLUSTERS = 4084
ATTR_READ_ONLY = 0x01
ATTR_VOLUME = 0x08
ATTR_DIR = 0x10
ATTR_ARCHIVE = 0x20
ATTR_LFN = 0x0F
# 2026-01-01 00:00: a fixed time so an image is the same bytes every run
FAT_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1
FAT_TIME = 0


def _geometry(size):
    """(sectors, sectors per cluster, FAT sectors, root sectors, first data sector)."""
    if size % SECTOR:
        raise ValueError("volume size must be a multiple of 512")
    sectors = size // SECTOR
    root_sectors = ROOT_ENTRIES * DIR_ENTRY // SECTOR
    per_cluster = 1
    while True:
        clusters = sectors // per_cluster
        fat_sectors = ((clusters + 2) * 3 // 2 + SECTOR - 1) // SECTOR
        data_start = 1 + fat_sectors + root_sectors
        clusters = (sectors - data_start) // per_cluster
        if clusters <= MAX_FAT12_CLUSTERS:
            return sectors, per_cluster, fat_sectors, root_sectors, data_start
        per_cluster *= 2
        if per_cluster > 128:
            raise ValueError("too big for FAT12")


def _short_name(name, taken):
    """(11-byte 8.3 name, NT case flags, needs a long name)."""
    base, dot, ext = name.rpartition(".")
    if not dot:
        base, ext = name, ""
    legal = all(c.isalnum() or c in "_-~" for c in base + ext) and "." not in base
    fits = 1 <= len(base) <= 8 and len(ext) <= 3 and legal
    same_case = lambda s: s == s.lower() or s == s.upper()  # noqa: E731
    if fits and same_case(base) and same_case(ext):
        flags = (0x08 if base and base == base.lower() and base != base.upper() else 0)
        flags |= 0x10 if ext and ext == ext.lower() and ext != ext.upper() else 0
        short = base.upper().ljust(8) + ext.upper().ljust(3)
        if short not in taken:
            return short.encode("ascii"), flags, False
    clean = lambda s: "".join(c for c in s.upper() if c.isalnum() or c in "_-")  # noqa: E731
    stem, tail = clean(base) or "FILE", clean(ext)[:3]
    for n in range(1, 100):
        mark = "~%d" % n
        short = (stem[:8 - len(mark)] + mark).ljust(8) + tail.ljust(3)
        if short not in taken:
            return short.encode("ascii"), 0, True
    raise ValueError("too many similar names: " + name)


def _lfn_checksum(short):
    total = 0
    for b in short:
        total = (((total & 1) << 7) + (total >> 1) + b) & 0xFF
    return total


def _lfn_entries(name, short):
    """The long-name entries that go before the short entry, last part first."""
    units = list(name.encode("utf-16-le"))
    chars = [units[i] | (units[i + 1] << 8) for i in range(0, len(units), 2)]
    parts = [chars[i:i + 13] for i in range(0, len(chars), 13)]
    if len(parts[-1]) < 13:
        parts[-1] = parts[-1] + [0x0000] + [0xFFFF] * (12 - len(parts[-1]))
    check = _lfn_checksum(short)
    out = []
    for index, part in enumerate(parts, 1):
        order = index | (0x40 if index == len(parts) else 0)
        entry = bytearray(DIR_ENTRY)
        entry[0] = order
        entry[1:11] = struct.pack("<5H", *part[0:5])
        entry[11] = ATTR_LFN
        entry[13] = check
        entry[14:26] = struct.pack("<6H", *part[5:11])
        entry[28:32] = struct.pack("<2H", *part[11:13])
        out.append(bytes(entry))
    return list(reversed(out))


def _entry(short, attr, flags, cluster, size):
    return struct.pack("<11sBBBHHHHHHHI", short, attr, flags, 0, FAT_TIME, FAT_DATE, FAT_DATE,
                       0, FAT_TIME, FAT_DATE, cluster, size)


class _Writer:
    def __init__(self, size, label):
        self.sectors, self.per_cluster, self.fat_sectors, self.root_sectors, self.data_start = _geometry(size)
        self.cluster_bytes = self.per_cluster * SECTOR
        self.clusters = (self.sectors - self.data_start) // self.per_cluster
        self.image = bytearray(size)
        self.fat = [0] * (self.clusters + 2)
        self.fat[0] = 0xFF8
        self.fat[1] = 0xFFF
        self.next_free = 2
        self.label = label

    def allocate(self, data):
        """Writes data into new clusters; returns the first cluster (0 if empty)."""
        if not data:
            return 0
        count = (len(data) + self.cluster_bytes - 1) // self.cluster_bytes
        first = self.next_free
        if first + count > self.clusters + 2:
            raise ValueError("the volume is full")
        for i in range(count):
            c = first + i
            self.fat[c] = c + 1 if i < count - 1 else 0xFFF
            at = (self.data_start + (c - 2) * self.per_cluster) * SECTOR
            chunk = data[i * self.cluster_bytes:(i + 1) * self.cluster_bytes]
            self.image[at:at + len(chunk)] = chunk
        self.next_free = first + count
        return first

    def directory(self, tree, own, parent):
        """The bytes of a directory's entries (own/parent: clusters for . and ..; own None for the root)."""
        entries = []
        if own is None:
            label = self.label.upper()[:11].ljust(11).encode("ascii")
            entries.append(_entry(label, ATTR_VOLUME, 0, 0, 0))
        else:
            entries.append(_entry(b".          ", ATTR_DIR, 0, own, 0))
            entries.append(_entry(b"..         ", ATTR_DIR, 0, parent, 0))
        taken = set()
        for name in sorted(tree):
            short, flags, long_name = _short_name(name, taken)
            taken.add(short.decode("ascii"))
            content = tree[name]
            if isinstance(content, dict):
                first = self._subdirectory(content, own or 0)
                record = _entry(short, ATTR_DIR, flags, first, 0)
            else:
                first = self.allocate(content)
                record = _entry(short, ATTR_ARCHIVE, flags, first, len(content))
            if long_name:
                entries.extend(_lfn_entries(name, short))
            entries.append(record)
        return b"".join(entries)

    def _subdirectory(self, tree, parent):
        # The directory's own cluster is needed for its "." entry before its
        # contents are written: reserve it, then fill it.
        size = (2 + sum(1 + (len(n) + 12) // 13 for n in tree)) * DIR_ENTRY
        count = (size + self.cluster_bytes - 1) // self.cluster_bytes
        own = self.allocate(b"\0" * count * self.cluster_bytes)
        body = self.directory(tree, own, parent)
        at = (self.data_start + (own - 2) * self.per_cluster) * SECTOR
        self.image[at:at + len(body)] = body
        return own

    def finish(self):
        root = self.directory(self.tree, None, 0)
        if len(root) > self.root_sectors * SECTOR:
            raise ValueError("too many files in the root folder")
        at = (1 + self.fat_sectors) * SECTOR
        self.image[at:at + len(root)] = root
        fat = bytearray(self.fat_sectors * SECTOR)
        for n in range(0, len(self.fat), 2):
            a = self.fat[n]
            b = self.fat[n + 1] if n + 1 < len(self.fat) else 0
            i = n * 3 // 2
            fat[i] = a & 0xFF
            fat[i + 1] = ((a >> 8) & 0x0F) | ((b & 0x0F) << 4)
            fat[i + 2] = (b >> 4) & 0xFF
        self.image[SECTOR:SECTOR + len(fat)] = fat
        self.image[0:SECTOR] = self.boot_sector()
        return bytes(self.image)

    def boot_sector(self):
        label = self.label.upper()[:11].ljust(11).encode("ascii")
        sector = bytearray(SECTOR)
        sector[0:3] = b"\xEB\x3C\x90"
        sector[3:11] = b"MSWIN4.1"
        small = self.sectors if self.sectors < 0x10000 else 0
        large = 0 if small else self.sectors
        struct.pack_into("<HBHBHHBHHHII", sector, 11, SECTOR, self.per_cluster, 1, 1, ROOT_ENTRIES,
                         small, 0xF8, self.fat_sectors, 63, 255, 0, large)
        struct.pack_into("<BBBI11s8s", sector, 36, 0x80, 0, 0x29, 0x20261202, label, b"FAT12   ")
        sector[510] = 0x55
        sector[511] = 0xAA
        return bytes(sector)


def _tree(files):
    root = {}
    for path, data in files.items():
        parts = [p for p in path.strip("/").split("/") if p]
        node = root
        for part in parts[:-1]:
            node = node.setdefault(part, {})
            if not isinstance(node, dict):
                raise ValueError(path + ": a file is in the way")
        if data is None:  # an empty folder
            node.setdefault(parts[-1], {})
        else:
            node[parts[-1]] = bytes(data)
    return root


def make_volume(files, size, label="CIRCUITPY"):
    """A FAT12 volume image of `size` bytes holding `files` ({"lib/x.py": bytes};
    a value None makes an empty folder)."""
    writer = _Writer(size, label)
    writer.tree = _tree(files)
    return writer.finish()


# --- reading --------------------------------------------------------------

def _geometry_of(image):
    (bytes_per_sector, per_cluster, reserved, fats, root_entries, small, _media, fat_sectors,
     _spt, _heads, _hidden, large) = struct.unpack_from("<HBHBHHBHHHII", image, 11)
    if image[510:512] != b"\x55\xAA" or bytes_per_sector != SECTOR:
        raise ValueError("not a FAT volume of 512-byte sectors")
    sectors = small or large
    root_start = reserved + fats * fat_sectors
    root_sectors = (root_entries * DIR_ENTRY + SECTOR - 1) // SECTOR
    data_start = root_start + root_sectors
    clusters = (sectors - data_start) // per_cluster
    if clusters > MAX_FAT12_CLUSTERS:
        raise ValueError("not FAT12 (%d clusters)" % clusters)
    return {
        "sectors": sectors, "per_cluster": per_cluster, "fat_start": reserved, "fats": fats,
        "fat_sectors": fat_sectors, "root_start": root_start, "root_entries": root_entries,
        "data_start": data_start, "clusters": clusters,
        "label": bytes(image[43:54]).decode("ascii", "replace").rstrip(),
        "type": bytes(image[54:62]).decode("ascii", "replace").rstrip(),
    }


def _fat12(image, g, cluster):
    at = g["fat_start"] * SECTOR + cluster * 3 // 2
    pair = image[at] | (image[at + 1] << 8)
    return (pair >> 4) if cluster & 1 else (pair & 0xFFF)


def _chain(image, g, first):
    out = []
    c = first
    while 2 <= c < 0xFF8:
        if len(out) > g["clusters"]:
            raise ValueError("a cluster chain loops")
        out.append(c)
        c = _fat12(image, g, c)
    return out


def _read_chain(image, g, first):
    size = g["per_cluster"] * SECTOR
    parts = []
    for c in _chain(image, g, first):
        at = (g["data_start"] + (c - 2) * g["per_cluster"]) * SECTOR
        parts.append(bytes(image[at:at + size]))
    return b"".join(parts)


def _entries(raw):
    """(name, attr, first cluster, size) of the live entries of a directory."""
    long_parts = {}
    for at in range(0, len(raw) - DIR_ENTRY + 1, DIR_ENTRY):
        e = raw[at:at + DIR_ENTRY]
        if e[0] == 0:
            break
        if e[0] == 0xE5:
            long_parts = {}
            continue
        attr = e[11]
        if attr == ATTR_LFN:
            units = struct.unpack("<5H", e[1:11]) + struct.unpack("<6H", e[14:26]) + struct.unpack("<2H", e[28:32])
            long_parts[e[0] & 0x1F] = units
            continue
        short = e[0:11].decode("ascii", "replace")
        base, ext = short[:8].rstrip(), short[8:].rstrip()
        if e[12] & 0x08:
            base = base.lower()
        if e[12] & 0x10:
            ext = ext.lower()
        name = base + ("." + ext if ext else "")
        if long_parts:
            units = []
            for order in sorted(long_parts):
                units.extend(long_parts[order])
            chars = []
            for u in units:
                if u in (0x0000, 0xFFFF):
                    break
                chars.append(chr(u))
            name = "".join(chars)
            long_parts = {}
        first = struct.unpack_from("<H", e, 26)[0]
        size = struct.unpack_from("<I", e, 28)[0]
        yield name, attr, first, size


def read_volume(image):
    """({path: bytes}, geometry) of a FAT12 volume; folders map to None."""
    g = _geometry_of(image)
    files = {}
    root = image[g["root_start"] * SECTOR:(g["root_start"] * SECTOR + g["root_entries"] * DIR_ENTRY)]

    def walk(raw, prefix):
        for name, attr, first, size in _entries(raw):
            if attr & ATTR_VOLUME or name in (".", ".."):
                continue
            path = prefix + name
            if attr & ATTR_DIR:
                files[path] = None
                walk(_read_chain(image, g, first), path + "/")
            else:
                files[path] = _read_chain(image, g, first)[:size]

    walk(root, "")
    return files, g
