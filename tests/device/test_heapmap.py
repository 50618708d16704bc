# tests/device/heapmap.py's reading of the collector's tables, on a RAM image
# made here: one area, its header, allocation table and pool.
import struct

import heapmap


def ram_image(blocks_kinds, firsts):
    """A RAM image with one heap area whose blocks have the kinds given
    (0 free, 1 first block, 2 next block) and objects whose first words are
    given in order."""
    ram = bytearray(0x4000)
    header = heapmap.RAM + 0x100
    table = header + 7 * 4
    length = (len(blocks_kinds) + 3) // 4
    finaliser = table + length + 1
    collect = finaliser + 8
    start = heapmap.RAM + 0x1000
    stop = start + length * 4 * heapmap.BLOCK
    struct.pack_into("<7I", ram, header - heapmap.RAM, 0, table, length, finaliser, collect, start, stop)
    firsts = list(firsts)
    for b, k in enumerate(blocks_kinds):
        ram[table - heapmap.RAM + b // 4] |= k << (2 * (b % 4))
        if k == 1:
            struct.pack_into("<I", ram, start + b * heapmap.BLOCK - heapmap.RAM, firsts.pop(0))
    return bytes(ram), start


def small_area(ram, at, nxt, pool, objects):
    """Writes into `ram` an area's header at `at` (its next area `nxt`) over
    a pool of 4 blocks at `pool`, with a one-block object at each block of
    `objects` and the other blocks free."""
    table = at + 7 * 4
    struct.pack_into("<7I", ram, at - heapmap.RAM, nxt, table, 1, table + 2, table + 10, pool,
                     pool + 4 * heapmap.BLOCK)
    ram[table - heapmap.RAM] = 0
    for b in objects:
        ram[table - heapmap.RAM] |= 0b01 << (2 * b)
        struct.pack_into("<I", ram, pool + b * heapmap.BLOCK - heapmap.RAM, 0x0A0B0C0D)


def test_the_map_finds_the_area_and_cuts_its_pool_into_objects_and_free_pieces():
    list_type = 0x100BD6AC
    kinds = [1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 2, 2] + [0] * 4
    ram, start = ram_image(kinds, [list_type, 0x20001234, 0x0A0B0C0D])
    found = heapmap.areas(ram)
    assert [a["start"] for a in found] == [start]
    parts = heapmap.pieces(ram, found[0])
    assert parts == [(start, 32, list_type), (start + 32, 48, None), (start + 80, 16, 0x20001234),
                     (start + 96, 48, None), (start + 144, 48, 0x0A0B0C0D), (start + 192, 64, None)]
    names = {list_type: "list"}
    lines = heapmap.summary(ram, names, between=48)
    assert lines[0] == "area %x: 256 B, 160 B free, largest free piece 64 B" % start
    assert "  list                     32 B in 1" in lines
    # what cuts the free heap: the objects between two free pieces of 48 B or more
    assert lines[-1] == "  between free pieces of 48 B or more: instance or table 1, raw 1"
    assert heapmap.kind(0x0A0B0C0D, names) == "raw"
    # the whole heap's live bytes by kind (--types), the most bytes first
    assert heapmap.histogram(ram, names) == [
        "the whole heap holds 96 B:", "  raw                      48 B in 1",
        "  list                     32 B in 1", "  instance or table        16 B in 1"]


def test_only_the_areas_the_collector_links_are_read():
    # the first area's header (in the firmware's state) links to a second
    # area; a third header of the same shape lies in RAM the heap does not
    # use, left from an earlier run, its next word pointing at no header:
    # its tables describe nothing alive
    ram, start = ram_image([1, 0, 0, 0], [0x0A0B0C0D])
    ram = bytearray(ram)
    first = heapmap.RAM + 0x100
    second = heapmap.RAM + 0x2000
    small_area(ram, second, 0, heapmap.RAM + 0x2100, [0])
    struct.pack_into("<I", ram, first - heapmap.RAM, second)
    small_area(ram, heapmap.RAM + 0x3000, heapmap.RAM + 0x0260, heapmap.RAM + 0x3100, [0])  # stale
    assert [a["at"] for a in heapmap.areas(bytes(ram))] == [first, second]
    # without the link, the first area alone is the heap
    struct.pack_into("<I", ram, first - heapmap.RAM, 0)
    assert [a["at"] for a in heapmap.areas(bytes(ram))] == [first]


def test_owners_follow_the_words_that_point_at_a_block_up_to_a_root():
    # a list (its items' table at byte 12) holds a raw block; a word outside
    # the heap points at the list; a stale word in a free piece points at
    # the raw block too, and holds nothing
    list_type = 0x100BD6AC
    kinds = [1, 0, 1, 2, 0, 0, 0, 0]
    ram, start = ram_image(kinds, [list_type, 0x0A0B0C0D])
    ram = bytearray(ram)
    raw = start + 32
    struct.pack_into("<I", ram, start + 12 - heapmap.RAM, raw)
    struct.pack_into("<I", ram, start + 16 - heapmap.RAM, raw)  # free
    root = heapmap.RAM + 0x800
    struct.pack_into("<I", ram, root - heapmap.RAM, start)
    assert heapmap.owners(bytes(ram), {list_type: "list"}, [raw]) == [
        "%x: %x, 32 B, raw" % (raw, raw),
        "  <- byte 12 of %x, 16 B, list" % start,
        "    <- the word at %x (outside the heap)" % root]


def test_the_pools_of_interned_names_are_found_by_their_header():
    # a 640-entry pool (3,872 B: a 24-byte header, then 4 + 1 + 1 bytes an
    # entry) after a 20-entry one, and an object that only looks a little like one
    kinds = [1] + [2] * 8 + [1] + [2] * 241 + [1, 2, 2] + [0] * 5
    ram, start = ram_image(kinds, [0x10080000, 0x10080000, 0x20001234])
    ram = bytearray(ram)
    small, big, other = start, start + 9 * 16, start + 251 * 16
    struct.pack_into("<6I", ram, small - heapmap.RAM, 0x10080000, 1920, 20, 20, small + 24 + 80, small + 24 + 100)
    struct.pack_into("<6I", ram, big - heapmap.RAM, small, 1940, 640, 25, big + 24 + 2560, big + 24 + 3200)
    struct.pack_into("<6I", ram, other - heapmap.RAM, 0x20001234, 0, 20, 30, other + 24 + 80, 0)
    assert heapmap.qstr_pools(bytes(ram)) == [
        "pools of interned names:",
        "pool at %x: 20 of 20 entries used, 144 B, names 1920 on" % small,
        "pool at %x: 25 of 640 entries used, 3872 B, names 1940 on" % big]


def test_the_map_shows_the_area_with_the_largest_free_piece_too():
    # the first area has more free bytes, in pieces of one block; the second
    # (linked from the first) fewer, in one piece: --map prints both, the
    # second for the largest free block the goal is about
    ram, _ = ram_image([1, 0, 1, 0, 1, 0, 1, 0], [0x0A0B0C0D] * 4)
    ram = bytearray(ram)
    first = heapmap.RAM + 0x100
    second = heapmap.RAM + 0x2000
    small_area(ram, second, 0, heapmap.RAM + 0x2100, [0, 1])  # then two free blocks
    assert [a["at"] for a in heapmap.mapped(bytes(ram))] == [first]  # not linked yet: one area
    struct.pack_into("<I", ram, first - heapmap.RAM, second)
    assert [a["at"] for a in heapmap.mapped(bytes(ram))] == [first, second]
    # the largest piece (16 B) in the area with the most free bytes too:
    # that area alone
    small_area(ram, second, 0, heapmap.RAM + 0x2100, [0, 2])
    assert [a["at"] for a in heapmap.mapped(bytes(ram))] == [first]
