"""A map of the board's Python heap, read from the emulated RAM: which
objects cut the free heap into pieces. A whole session (lane.whole_session)
runs with the RAM copied after every heap line; each copy is decoded and the
heap's areas printed with their free bytes and largest free piece, and for the
area with the most free bytes the objects that sit between its free pieces
(--map: every object of it, and of the area with the largest free piece).

    .venv/bin/python tests/device/heapmap.py --game digging [--humans 2] [--at menu] [--map] [--types] [--pools]
        [--owners 20036ed0,...]

What it reads (CircuitPython 10.2.1's collector, described here from what its
source says): the heap is a chain of areas (the heap grows by areas on demand).
Each area's header holds, word by word: the next area, the allocation table,
the table's length in bytes, the finaliser table, the collect table, the pool's
start and end. The pool is cut into 16-byte blocks; the allocation table holds
2 bits a block, 4 blocks a byte from the low bits: 0 free, 1 an object's first
block, 2 its next blocks, 3 marked (only during a collection). An object's
first word is its type, which for built-in types is an address in flash: the
names come from `id()` of each type at the REPL of the same firmware
(type_names()). A first word that is not a type is raw memory: bytecode, a
dict's or list's table, a string's bytes, a pool of interned names.
"""
import argparse
import bisect
import collections
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

RAM = 0x20000000
FLASH = 0x10000000
FLASH_END = FLASH + 2 * 1024 * 1024  # the Pico's and the Pico W's 2 MB
BLOCK = 16
# The types to name, as the REPL spells them.
TYPES = (("list", "list"), ("dict", "dict"), ("tuple", "tuple"), ("str", "str"), ("bytes", "bytes"),
         ("bytearray", "bytearray"), ("int", "int"), ("float", "float"), ("set", "set"), ("type", "type"),
         ("function", "type(lambda: 0)"), ("closure", "type((lambda a: lambda: a)(1))"),
         ("module", "type(sys)"), ("Group", "displayio.Group"), ("TileGrid", "displayio.TileGrid"),
         ("Bitmap", "displayio.Bitmap"), ("Palette", "displayio.Palette"))


def word(ram, address):
    return struct.unpack_from("<I", ram, address - RAM)[0]


def words(ram):
    """Every aligned word of the RAM copy, from its start."""
    count = len(ram) // 4
    return struct.unpack("<%dI" % count, ram[:count * 4])


def areas(ram):
    """The heap's areas, in the collector's chain: dicts of their header's
    fields. Headers are found by their shape (a pool of exactly 64 bytes for
    each byte of the allocation table, the tables in order before the pool),
    then only those linked from the first area by their `next` words are
    kept: RAM the heap does not use can hold the stale header of an area an
    earlier run of the VM had (the firmware's own heap keeps it in a free
    block), and its tables describe nothing alive."""
    end = RAM + len(ram)
    found = {}
    every = words(ram)
    for i in range(len(every) - 7):
        nxt, table, length, finaliser, collect, start, stop = every[i:i + 7]
        if not (RAM <= table < finaliser < collect < start < stop <= end and length):
            continue
        if stop - start != length * 4 * BLOCK or (nxt and not RAM <= nxt < end):
            continue
        found[RAM + i * 4] = {"at": RAM + i * 4, "next": nxt, "table": table, "length": length,
                              "start": start, "stop": stop}
    # the chain: from a header no other header links to, through linked
    # headers, to one whose next is 0; the longest such (the first area's
    # header lies in the firmware's state, the lowest, on a tie)
    linked = set(a["next"] for a in found.values())
    best = []
    for at in sorted(found):
        if at in linked:
            continue
        chain, a = [], found[at]
        while True:
            chain.append(a)
            if a["next"] == 0 or a["next"] not in found or len(chain) > len(found):
                break
            a = found[a["next"]]
        if chain[-1]["next"] == 0 and len(chain) > len(best):
            best = chain
    return best


def pieces(ram, area):
    """The area's pool in order: (address, bytes, first word), the first word
    None for a free piece."""
    table = ram[area["table"] - RAM:area["table"] - RAM + area["length"]]
    kinds = [(table[b >> 2] >> (2 * (b & 3))) & 3 for b in range(area["length"] * 4)]
    out = []
    b = 0
    while b < len(kinds):
        e = b + 1
        if kinds[b] == 0:
            while e < len(kinds) and kinds[e] == 0:
                e += 1
            out.append((area["start"] + b * BLOCK, (e - b) * BLOCK, None))
        else:
            while e < len(kinds) and kinds[e] == 2:
                e += 1
            address = area["start"] + b * BLOCK
            out.append((address, (e - b) * BLOCK, word(ram, address)))
        b = e
    return out


def kind(first, names):
    """What an object is, from its first word."""
    if first in names:
        return names[first]
    if FLASH <= first < FLASH_END:
        return "flash type %x" % first
    if RAM <= first < RAM + 0x42000:
        return "instance or table"  # a class made in Python, or a table of pointers
    return "raw"


def cut(ram):
    """Each area with its pieces and the sizes of its free pieces."""
    found = []
    for area in areas(ram):
        parts = pieces(ram, area)
        found.append((area, parts, [size for _, size, first in parts if first is None]))
    return found


def most_free(found):
    """Of cut()'s areas, the one with the most free bytes (the first, on a tie)."""
    return max(found, key=lambda f: sum(f[2]))


def summary(ram, names, between=128, found=None):
    """Lines: each area's size, free bytes and largest free piece; for the
    area with the most free bytes, what its objects are and which of them
    sit between two free pieces of at least `between` bytes (`found`: cut(ram)
    when the caller has it already)."""
    lines = []
    if found is None:
        found = cut(ram)
    for area, _, free in found:
        lines.append("area %x: %d B, %d B free, largest free piece %d B"
                     % (area["start"], area["stop"] - area["start"], sum(free), max(free or [0])))
    if not found:
        return lines + ["no heap area found"]
    area, parts, _ = most_free(found)
    held = collections.Counter()
    count = collections.Counter()
    islands = collections.Counter()
    run = []
    after_free = False
    for _, size, first in parts:
        if first is None:
            if size >= between and after_free and run:
                islands.update(run)
            after_free = size >= between
            run = []
        else:
            what = kind(first, names)
            held[what] += size
            count[what] += 1
            run.append(what)
    lines.append("area %x holds:" % area["start"])
    lines.extend(by_kind(held, count))
    lines.append("  between free pieces of %d B or more: %s"
                 % (between, ", ".join("%s %d" % item for item in islands.most_common())))
    return lines


def histogram(ram, names):
    """Lines: the live bytes and objects of each kind over the whole heap,
    the most bytes first (two runs compared tell what one holds more of)."""
    held = collections.Counter()
    count = collections.Counter()
    for area in areas(ram):
        for _, size, first in pieces(ram, area):
            if first is not None:
                what = kind(first, names)
                held[what] += size
                count[what] += 1
    return ["the whole heap holds %d B:" % sum(held.values())] + by_kind(held, count)


def by_kind(held, count):
    """Lines: each kind's bytes and objects, the most bytes first."""
    return ["  %-20s %6d B in %d" % (what, size, count[what]) for what, size in held.most_common()]


def qstr_pools(ram):
    """Lines: the pools of interned names the heap holds, oldest first. A
    pool is never freed; the firmware's own names are in flash, and each new
    pool is made when the last one is full, with twice its entries (20, 40,
    ... 640, 1,280: 6 bytes an entry) in one piece. Found by its header's
    shape (CircuitPython 10.2.1's qstr_pool_t: the previous pool, the names
    before it, its entries, the entries used, then its hashes' and lengths'
    addresses, the hashes right after the entries' pointers)."""
    found = []
    for area in areas(ram):
        for address, size, first in pieces(ram, area):
            if first is None or size < 48:
                continue
            alloc, used, hashes = word(ram, address + 8), word(ram, address + 12), word(ram, address + 16)
            if 10 <= alloc <= 1 << 16 and used <= alloc and hashes == address + 24 + 4 * alloc:
                before = word(ram, address + 4) & 0x7FFFFFFF
                found.append((before, "pool at %x: %d of %d entries used, %d B, names %d on"
                              % (address, used, alloc, size, before)))
    return ["pools of interned names:"] + [line for _, line in sorted(found)]


def owners(ram, names, addresses, depth=4):
    """Lines: what may hold each object at `addresses` alive: each aligned
    word in RAM that points into its first 16-byte block (the collector
    marks an object from a word into its first block, not from one into a
    later block), the object that word lies in, and so on up
    `depth` steps (the RAM read once for all of them); a word outside the heap is a root (the firmware's state,
    the C stack, or the Python stack, which the firmware allocates just
    before the heap). The collector skips the insides of some objects (a
    bitmap's pixels, a bytearray's bytes), so a word found there holds nothing."""
    chain = areas(ram)
    parts = sorted(p for area in chain for p in pieces(ram, area))
    # an area's header points at its pool's first block: not a holder
    headers = set(a["at"] + 4 * i for a in chain for i in range(7))
    starts = [p[0] for p in parts]
    pointing = collections.defaultdict(list)
    for i, value in enumerate(words(ram)):
        if RAM <= value < RAM + len(ram):
            # a word anywhere in an object's first block marks it (the
            # collector takes the block a word points into)
            pointing[value - (value & (BLOCK - 1))].append((RAM + 4 * i, value & (BLOCK - 1)))

    def piece_of(at):
        i = bisect.bisect_right(starts, at) - 1
        if i >= 0 and parts[i][0] <= at < parts[i][0] + parts[i][1]:
            return parts[i]
        return None

    def name(part):
        start, size, first = part
        return "%x, %d B, %s" % (start, size, "free" if first is None else kind(first, names))

    lines = []

    def up(at, level, seen):
        for where, inside in pointing.get(at, []):
            if where in headers:
                continue
            into = " (to byte %d)" % inside if inside else ""
            holder = piece_of(where)
            if holder is None:
                lines.append("  " * level + "<- the word at %x (outside the heap)%s" % (where, into))
            elif holder[2] is None:
                continue  # a stale word in a free piece holds nothing
            else:
                lines.append("  " * level + "<- byte %d of %s%s" % (where - holder[0], name(holder), into))
                if level < depth and holder[0] not in seen:
                    seen.add(holder[0])
                    up(holder[0], level + 1, seen)

    for address in addresses:
        target = piece_of(address)
        lines.append("%x: %s" % (address, name(target) if target else "not in the heap"))
        up(address, 1, set())
    return lines


def mapped(ram, found=None):
    """The areas --map prints: the one with the most free bytes and, when
    another holds it, the one with the largest free piece (the goal's
    block, which the area with the most free bytes need not hold)."""
    if found is None:
        found = cut(ram)
    if not found:
        return []
    most = most_free(found)[0]
    largest = max(found, key=lambda f: max(f[2] or [0]))[0]
    return [most] if largest is most else [most, largest]


def area_map(ram, area, names):
    """One line an object or free piece, with its first bytes as text."""
    lines = []
    for address, size, first in pieces(ram, area):
        if first is None:
            lines.append("%08x  free %d" % (address, size))
            continue
        data = ram[address - RAM:address - RAM + min(size, 40)]
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in data)
        lines.append("%08x  %5d %-18s %s" % (address, size, kind(first, names), text))
    return lines


def type_names(uf2, bootrom, board="pico"):
    """{address: name} of the built-in types, from the REPL of the firmware."""
    import lane

    names = {}
    with lane.Console(uf2, bootrom, board=board, workdir=lane.workdir(board + "-heapmap-types"),
                      heap_log=False) as console:
        console.run(3000)
        console.to_repl()
        console.repl("import displayio, sys")
        for name, expression in TYPES:
            said = console.repl("print(hex(id(%s)))" % expression, ms=20000)
            names[int(said.split()[-1], 16)] = name
    return names


def main(argv=None):
    import emulator
    import lane

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="digging")
    parser.add_argument("--humans", type=int, default=0)
    parser.add_argument("--board", default="pico")
    parser.add_argument("--at", default="menu", help="print the heap lines at these places (comma-separated)")
    parser.add_argument("--map", action="store_true",
                        help="also every object of the area with the most free bytes and of the one "
                             "with the largest free piece")
    parser.add_argument("--types", action="store_true", help="also the live bytes of each kind over the whole heap")
    parser.add_argument("--pools", action="store_true", help="also the pools of interned names")
    parser.add_argument("--owners", default="",
                        help="also what holds the objects at these addresses (hex, comma-separated)")
    args = parser.parse_args(argv)
    uf2, bootrom, missing = emulator.firmware(args.board)
    if missing:
        raise SystemExit(missing)
    names = type_names(uf2, bootrom, args.board)
    wanted = args.at.split(",")
    copies = []
    step = lane.Steps.__call__

    def copying(self, wheres, ms=None):
        # the console waits for a press (or plays on) after its heap line:
        # the RAM as the line measured it, the heap just collected
        where = step(self, wheres, ms)
        if where in wanted:
            copies.append((where, self.console.read_sram()))
        return where

    lane.Steps.__call__ = copying
    try:
        lane.whole_session(args.game, uf2, bootrom, board=args.board, humans=args.humans)
    finally:
        lane.Steps.__call__ = step
    for i, (where, ram) in enumerate(copies):
        print("## %s, %s (heap line %d)" % (args.game, where, i + 1))
        found = cut(ram)  # decoded once for the summary and the map
        print("\n".join(summary(ram, names, found=found)))
        if args.types:
            print("\n".join(histogram(ram, names)))
        if args.pools:
            print("\n".join(qstr_pools(ram)))
        if args.owners:
            print("\n".join(owners(ram, names, [int(a, 16) for a in args.owners.split(",")])))
        if args.map:
            for area in mapped(ram, found):
                print("area %x:" % area["start"])
                print("\n".join(area_map(ram, area, names)))


if __name__ == "__main__":
    main()
