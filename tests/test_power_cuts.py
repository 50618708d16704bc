# Power cuts and damaged storage, seen from the console: after a write torn at
# any byte, or random damage to either save slot, the console boots to a title
# that offers Continue for the newest complete save or the one before it (or
# none), and Continue resumes exactly that game. Never garbage, never a crash.
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app_driver import run_app, until
from engine.games import GAMES, NAME, SEATS, load
from engine.rng import Rng
from engine.app.save import Record, Store
from hw.pcstorage import MemoryStorage

from tools.fuzz import blank_text, canon, replay


class Recorder(MemoryStorage):
    """Keeps every write, to replay any prefix of them byte by byte."""

    def __init__(self, data=None):
        MemoryStorage.__init__(self)
        if data is not None:
            self.data[:] = data
        self.writes = []

    def write(self, offset, data):
        self.writes.append((offset, bytes(data)))
        MemoryStorage.write(self, offset, data)


def torn(before, writes, n):
    """The storage `before` with only the first n bytes of `writes` landed."""
    s = MemoryStorage()
    s.data[:] = before
    for offset, data in writes:
        k = min(n, len(data))
        s.data[offset:offset + k] = data[:k]
        n -= k
        if n == 0:
            break
    return s


def records(game, count, seed):
    """Records of one game after 0, 1, ... count-1 moves (random legal moves,
    a second round once the first is over)."""
    g = load(game)
    seats = [2] * g.SEATS[0]
    state = g.new(len(seats), seed)
    rng = Rng(seed)
    history, moves, out = [], [], []
    for _ in range(count):
        out.append(Record(game, seats, seed, [list(h) for h in history], list(moves)))
        if g.over(state):
            if g.match_over(state):
                break
            state = g.next_round(state)
            history = g.round_scores(state)
            moves = []
            continue
        legal = g.legal(state)
        move = legal[rng.below(len(legal))]
        g.play(state, move)
        moves.append(move)
    return out


def boot(storage):
    """Powers on with `storage`: (title notice, Continue record or None, state
    Continue resumed)."""
    seen = {}

    def script(app, hw):
        yield from until(app, "title")
        title = app.current
        seen["notice"] = title.notice.text
        seen["continues"] = title.continues
        seen["name"] = title.saved_name
        if title.continues:
            yield "A"
            while app.match is None:
                yield None
            seen["record"] = app.match.record()
            seen["state"] = canon(app.match.state)

    undo = blank_text(True)
    try:
        run_app(script, storage=storage)
    finally:
        undo()
    return seen


def check_boot(storage, allowed):
    """Boots, checks the title and Continue against Store.load, returns the
    record the console continued (None: no Continue)."""
    return check_seen(storage, allowed)[0]


def check_seen(storage, allowed):
    loaded, _ = Store(storage).load()
    assert loaded is None or loaded in allowed, "loaded garbage: %r" % loaded
    seen = boot(storage)
    assert seen["continues"] == (loaded is not None)
    if loaded is not None:
        assert seen["name"] == GAMES[loaded.game][NAME]
        assert seen["record"] == loaded
        assert seen["state"] == canon(replay(loaded))
    return loaded, seen


def saved(*recs):
    storage = Recorder()
    for r in recs:
        assert Store(storage).save(r) is None
    return storage


CUT_AT = 60  # moves into the game at which the torn save happens


@pytest.mark.parametrize("game", range(len(GAMES)), ids=[g[0] for g in GAMES])
@pytest.mark.parametrize("before", [0, 1, 2], ids=["first-save", "one-slot", "both-slots"])
def test_a_save_torn_at_any_byte_boots_to_the_new_or_the_previous_game(game, before):
    recs = records(game, CUT_AT + 1, 500 + game)
    cut_at = len(recs) - 1  # Karuba's single round may be shorter
    new = recs[cut_at]
    old = recs[cut_at - before: cut_at]  # the saves already on storage, oldest first
    storage = saved(*old)
    image = bytes(storage.data)
    storage.writes = []
    assert Store(storage).save(new) is None
    writes = storage.writes
    total = sum(len(d) for _, d in writes)
    previous = old[-1] if old else None
    booted = set()
    for n in range(total + 1):
        cut = torn(image, writes, n)
        loaded, _ = Store(cut).load()
        # The magic is written last: until the very last byte lands, the old save stands.
        assert loaded == (new if n == total else previous), "torn at byte %d of %d" % (n, total)
        # Boot the console at the edges and a spread of bytes in between.
        if n in (0, 1, 2, total - 2, total - 1, total) or n % 23 == 0:
            assert check_boot(cut, [r for r in (previous, new) if r is not None]) == loaded
            booted.add(n)
    assert len(booted) >= 6


@pytest.mark.parametrize("game", range(len(GAMES)), ids=[g[0] for g in GAMES])
def test_a_clear_torn_at_any_byte_keeps_the_game_or_clears_it(game):
    recs = records(game, 30, 700 + game)
    storage = saved(recs[20], recs[29])
    image = bytes(storage.data)
    storage.writes = []
    assert Store(storage).clear() is None
    writes = storage.writes
    total = sum(len(d) for _, d in writes)
    for n in range(total + 1):
        loaded, _ = Store(torn(image, writes, n)).load()
        assert loaded == (None if n == total else recs[29])
    assert check_boot(torn(image, writes, total // 2), [recs[29]]) == recs[29]
    assert check_boot(torn(image, writes, total), []) is None


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.integers(0, len(GAMES) - 1),
       slot=st.sampled_from([0, 1, "both"]),
       damage=st.lists(st.tuples(st.integers(0, 2047), st.integers(1, 255)), min_size=1, max_size=6),
       moves=st.integers(5, 80))
def test_random_damage_to_either_slot_never_loads_garbage(game, slot, damage, moves):
    if not _has_screen(game):
        return
    recs = records(game, moves + 1, 900 + moves)
    older, newer = recs[-4], recs[-1]
    storage = saved(older, newer)  # slot 0: older, slot 1: newer
    half = storage.size // 2
    hit = set()
    for pos, mask in damage:
        for s in ((0, 1) if slot == "both" else (slot,)):
            storage.data[s * half + pos] ^= mask
            hit.add(s)
    loaded, seen = check_seen(storage, [older, newer])
    length = [11 + len(_payload(r)) for r in (older, newer)]
    touched = [any(pos < length[s] for pos, _ in damage) and s in hit for s in (0, 1)]
    if not touched[1]:
        assert loaded == newer  # the newest save is intact: it is the one continued
    elif not touched[0]:
        assert loaded == older  # the newest is damaged: fall back to the one before
    # Damage that leaves a game to continue but lost a save is said on the title.
    if loaded is not None and (touched[0] or touched[1]):
        assert seen["notice"]


def test_damage_to_the_only_save_says_so_on_the_title():
    recs = records(0, 10, 3)
    storage = saved(recs[9])
    storage.data[20] ^= 0x40
    seen = boot(storage)
    assert not seen["continues"] and "damaged" in seen["notice"]


def _payload(record):
    from engine.app.save import encode

    return encode(record)


def _has_screen(game):
    try:
        load(game, "screen")
    except ImportError:
        return False
    return True
