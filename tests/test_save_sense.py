"""Saves whose checksum is good but whose content makes no sense (a faulty
writer, another version, a hand-edited save.bin): a seat count outside the
game's range, a score row short of a seat, more rounds than the match has, an
unknown game, seat kind or seed, a move the rules refuse. Each is treated as
damaged: the older slot is loaded with a notice naming the reason, Continue
never crashes, the console never writes such a record and never writes over
the save it offered instead. Also: a save file cut short, a missing save
folder, and what a flash sector cut during its erase leaves."""
import os

import pytest
from hypothesis import given, settings, strategies as st

from app_driver import run_app, until
from engine.app import save
from engine.games import GAMES, load
from engine.rng import Rng
from engine.app.save import Record, Store
from engine.app.savecheck import problem
from hw.pcstorage import FileStorage, MemoryStorage

IDS = [g[0] for g in GAMES]
HALF = 2048

# One sensible fresh game per game, and records that make no sense, from the issue.
GOOD = {0: Record(0, [0, 2], 5, [], []), 1: Record(1, [0, 2, 3], 5, [], []),
        2: Record(2, [0, 1], 5, [], []), 3: Record(3, [0, 2, 1, 3], 5, [], [])}
BAD = [
    # a seat count outside the game's own range
    (Record(0, [0, 2, 2], 5, [], []), "bad seat count"),
    (Record(0, [0], 5, [], []), "bad seat count"),
    (Record(1, [0], 5, [], []), "bad seat count"),
    (Record(1, [0, 2, 2, 2, 2, 2], 5, [], []), "bad seat count"),
    (Record(2, [0], 5, [], []), "bad seat count"),
    (Record(2, [0, 1, 1, 1, 1, 1, 1], 5, [], []), "bad seat count"),
    (Record(3, [0, 2, 2], 5, [], []), "bad seat count"),
    (Record(3, [0, 2, 2, 2, 2], 5, [], []), "bad seat count"),
    # a history row without one score per seat
    (Record(0, [0, 2], 5, [[5]], []), "bad score row"),
    (Record(0, [0, 2], 5, [[5, 1, 2]], []), "bad score row"),
    (Record(1, [0, 2, 3], 5, [[5, 1]], []), "bad score row"),
    (Record(3, [1, 2, 3, 0], 5, [[5]], []), "bad score row"),
    # as many rounds as the match has, or more
    (Record(0, [0, 2], 5, [[1, 2]] * 3, []), "too many rounds"),
    (Record(1, [0, 2], 5, [[1, 2]] * 2, []), "too many rounds"),
    (Record(1, [0, 2, 3], 5, [[1, 2, 0]] * 4, []), "too many rounds"),
    (Record(2, [0, 1], 5, [[3, 4]], []), "too many rounds"),
    (Record(3, [0, 2, 1, 3], 5, [[61, 0, 61, 0]], []), "too many rounds"),
    (Record(3, [0, 2, 1, 3], 5, [[30, 0, 30, 0], [31, 5, 31, 5], [0, 0, 0, 0]], []), "too many rounds"),
    # an unknown game
    (Record(4, [0, 2], 5, [], []), "unknown game"),
    (Record(255, [0, 2], 5, [], []), "unknown game"),
    # a move the rules refuse, in each game
    (Record(0, [0, 2], 5, [], [125]), "move 1 refused"),
    (Record(1, [0, 2], 5, [], [65535]), "move 1 refused"),
    (Record(2, [0, 1], 5, [], [0]), "move 1 refused"),
    (Record(3, [0, 2, 1, 3], 5, [], [65535]), "move 1 refused"),
]


def first_moves(game, n, seed=5):
    """The first n moves of a seeded random game of GOOD[game]'s seats."""
    g = load(game)
    state = g.new(len(GOOD[game].seats), seed)
    rng = Rng(11)
    moves = []
    while len(moves) < n and not g.over(state):
        legal = g.legal(state)
        m = legal[rng.below(len(legal))]
        g.play(state, m)
        moves.append(m)
    return moves


def whole_round(game):
    return first_moves(game, 100000)


def good_with_moves(game, n=6):
    r = GOOD[game]
    return Record(r.game, list(r.seats), r.seed, [], first_moves(game, n))


def newer_is(bad, older):
    """Storage whose older slot holds `older` and whose newer slot holds `bad`
    with a good CRC (written by a store that does not check)."""
    storage = MemoryStorage()
    assert Store(storage, check=problem).save(older) is None
    assert Store(storage).save(bad) is None
    return storage


# ---- the check itself

@pytest.mark.parametrize("record,reason", BAD, ids=[r[1] + " " + repr(r[0]) for r in BAD])
def test_a_record_that_makes_no_sense_is_named(record, reason):
    assert problem(record) == reason


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_sensible_records_pass_in_every_game(game):
    assert problem(GOOD[game]) is None
    assert problem(good_with_moves(game, 40)) is None
    moves = whole_round(game)
    r = GOOD[game]
    assert problem(Record(game, r.seats, r.seed, [], moves)) is None  # the round just ended
    # a move after the round's end is refused
    assert problem(Record(game, r.seats, r.seed, [], moves + [moves[-1]])) == "move %d refused" % (len(moves) + 1)


def test_a_last_round_still_to_play_is_sensible():
    assert problem(Record(0, [0, 2], 5, [[1, 2]] * 2, [])) is None
    assert problem(Record(1, [0, 2, 3], 5, [[1, 2, 0]] * 2, [])) is None
    assert problem(Record(3, [0, 2, 1, 3], 5, [[59, 0, 59, 0], [1, 60, 1, 60]], [])) is None  # 60 all: play on


@pytest.mark.parametrize("record,reason", [
    (Record(0, [0, 4], 5, [], []), "unknown seat kind"),
    (Record(0, [0, True], 5, [], []), "unknown seat kind"),
    (Record(0, [0, -1], 5, [], []), "unknown seat kind"),
    (Record(0, [0, 2], -1, [], []), "bad seed"),
    (Record(0, [0, 2], 2**31, [], []), "bad seed"),
    (Record(0, [0, 2], 5.0, [], []), "bad seed"),
    (Record(0, [0, 2], 5, [[1, 2.5]], []), "bad score row"),
    (Record(0, [0, 2], 5, [], [True]), "bad move"),
    (Record(0, [0, 2], 5, [], [70000]), "bad move"),
    (Record(True, [0, 2], 5, [], []), "unknown game"),
])
def test_fields_the_codec_cannot_even_hold_are_refused_too(record, reason):
    # The codec refuses these at encode and decode; the check does not rely on it.
    assert problem(record) == reason


# ---- the store: fall back, say why, write nothing nonsensical

@pytest.mark.parametrize("record,reason", BAD, ids=[r[1] + " " + repr(r[0]) for r in BAD])
def test_a_newer_save_that_makes_no_sense_falls_back_to_the_older_with_the_reason(record, reason):
    older = good_with_moves(0 if record.game > 3 else record.game)
    storage = newer_is(record, older)
    assert Store(storage).load() == (record, None)  # the CRC alone lets it through
    assert Store(storage, check=problem).load() == (older, save.NOTICE_SENSE_FELL_BACK % reason)


@pytest.mark.parametrize("record,reason", BAD, ids=[r[1] + " " + repr(r[0]) for r in BAD])
def test_the_only_save_making_no_sense_gives_no_game_and_the_reason(record, reason):
    storage = MemoryStorage()
    assert Store(storage).save(record) is None
    assert Store(storage, check=problem).load() == (None, save.NOTICE_SENSE_LOST % reason)


SHAPE = [b for b in BAD if "refused" not in b[1]]


@pytest.mark.parametrize("record,reason", SHAPE, ids=[r[1] + " " + repr(r[0]) for r in SHAPE])
def test_the_console_never_writes_a_record_that_makes_no_sense(record, reason):
    # At save the moves are not replayed (every save would replay the round:
    # O(moves^2) on the device); the console saves only moves the rules have
    # just accepted, which the next test and test_fuzz_app.py show.
    older = good_with_moves(0 if record.game > 3 else record.game)
    storage = MemoryStorage()
    store = Store(storage, check=problem)
    assert store.save(older) is None
    before = bytes(storage.data)
    assert store.save(record) == save.NOTICE_BAD_RECORD
    assert bytes(storage.data) == before


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_a_move_the_rules_refuse_never_reaches_the_save(game):
    from engine.app.match import Match

    storage = MemoryStorage()
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        app.message = lambda text, color=None: app.notices.append(text)  # no wait for A
        match = Match(app, good_with_moves(game, 3))
        app.match = match
        assert match.apply(0, 65535) is None  # refused: a notice, nothing saved
        seen.append(list(app.notices))
        legal = match.game.legal(match.state)
        assert match.apply(match.game.to_move(match.state), legal[0]) is not None
        seen.append(Store(storage).load()[0])

    run_app(script, storage=storage)
    assert seen[0][-1].startswith("Move refused")
    assert seen[1].moves == first_moves(game, 3) + [seen[1].moves[-1]] and problem(seen[1]) is None


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_the_save_offered_instead_is_never_written_over(game):
    """After a fall-back the next save (a new game) goes into the refused slot;
    the save that was offered stays loadable until the one after."""
    older = good_with_moves(game)
    storage = newer_is(Record(4, [0, 2], 5, [], []), older)
    store = Store(storage, check=problem)
    assert store.load()[0] == older
    offered = bytes(storage.data[0:HALF])
    fresh = Record(game, list(GOOD[game].seats), 77, [], [])
    assert store.save(fresh) is None
    assert bytes(storage.data[0:HALF]) == offered
    assert Store(storage, check=problem).load() == (fresh, None)
    # A store that saves without loading first checks the same way.
    storage = newer_is(Record(game, [0], 5, [], []), older)  # one seat: no game allows it
    offered = bytes(storage.data[0:HALF])
    assert Store(storage, check=problem).save(fresh) is None
    assert bytes(storage.data[0:HALF]) == offered


def test_an_unknown_game_id_no_longer_hides_an_intact_older_save():
    older = good_with_moves(2)
    storage = newer_is(Record(7, [0, 2], 5, [], [1, 2]), older)
    record, notice = Store(storage, check=problem).load()
    assert record == older and "unknown game" in notice


mutations = st.sampled_from(["seats+", "seats-", "kind", "row-", "row+", "rows", "move", "moves+", "swap"])


@settings(max_examples=120, deadline=None)
@given(game=st.integers(0, 3), n=st.integers(0, 60), what=mutations, at=st.integers(0, 10**6),
       value=st.integers(0, 65535))
def test_any_record_the_check_accepts_rebuilds_and_scores_without_error(game, n, what, at, value):
    """Mutate a good record; whatever the check accepts must rebuild through the
    rules and answer totals, scores and the match state without an exception."""
    r = good_with_moves(game, n)
    seats, history, moves = list(r.seats), [], list(r.moves)
    if what == "seats+":
        seats.append(at % 4)
    elif what == "seats-":
        seats.pop()
    elif what == "kind":
        seats[at % len(seats)] = at % 5
    elif what == "row-":
        history = [[1] * (len(seats) - 1)]
    elif what == "row+":
        history = [[1] * (len(seats) + 1)]
    elif what == "rows":
        history = [[at % 7] * len(seats)] * (at % 5)
    elif what == "move" and moves:
        moves[at % len(moves)] = value
    elif what == "moves+":
        moves.append(value)
    elif what == "swap" and len(moves) > 1:
        i = at % (len(moves) - 1)
        moves[i], moves[i + 1] = moves[i + 1], moves[i]
    record = Record(game, seats, r.seed, history, moves)
    if problem(record) is not None:
        return
    g = load(game)
    state = g.new(len(seats), r.seed, history=history)
    for m in moves:
        g.play(state, m)
    g.totals(state), g.round_scores(state), g.match_over(state)
    for seat in range(len(seats)):
        g.view(state, seat)
    if g.over(state):
        g.scores(state)
        if g.match_over(state):
            g.winners(state)
        else:
            g.next_round(state)


# ---- the console: the title, Continue

def title_seen(storage):
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        seen.append((app.current.continues, app.current.saved_name,
                     app.current.notice.text.replace("\n", " "), list(app.notices)))

    run_app(script, storage=storage)
    return seen[0]


ISSUE = [
    Record(0, [0, 2, 2], 5, [], []), Record(1, [0] * 6, 5, [], []), Record(2, [0] * 7, 5, [], []),
    Record(3, [0, 2, 2], 5, [], []),
    Record(0, [0, 2], 5, [[5]], []), Record(1, [0, 2], 5, [[5]], []), Record(2, [0, 2], 5, [[5]], []),
    Record(3, [1, 2, 3, 0], 5, [[5]], []),
    Record(0, [0, 2], 5, [[1, 2]] * 3, []), Record(1, [0, 2], 5, [[1, 2]] * 3, []),
    Record(2, [0, 2], 5, [[1, 2]], []), Record(3, [0, 2, 2, 2], 5, [[70, 1, 70, 1]], []),
    Record(9, [0, 2], 5, [], []),
]


@pytest.mark.parametrize("bad", ISSUE, ids=[repr(r) for r in ISSUE])
def test_a_nonsense_save_on_its_own_boots_to_the_title_without_continue(bad):
    storage = MemoryStorage()
    assert Store(storage).save(bad) is None
    continues, _, notice, _ = title_seen(storage)
    assert not continues and notice.startswith("The saved game was damaged (")


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_continue_after_a_nonsense_newer_save_resumes_the_older_one(game):
    older = good_with_moves(game, 4)
    bad = [r for r in ISSUE if r.game == game][1]  # the short score row
    storage = newer_is(bad, older)
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        seen.append((app.current.continues, app.current.saved_name, app.current.notice.text.replace("\n", " ")))
        yield "A"  # Continue
        yield from until(app, "turn", "wait", "handover")
        seen.append(app.match.record())

    run_app(script, storage=storage)
    assert seen[0] == (True, GAMES[game][1], save.NOTICE_SENSE_FELL_BACK % "bad score row")
    assert seen[1] == older


# ---- a save file cut short, a missing folder, an erased flash sector

def two_saves(path):
    first, second = good_with_moves(0, 2), good_with_moves(0, 4)
    store = Store(FileStorage(path), check=problem)
    assert store.save(first) is None  # slot 0
    assert store.save(second) is None  # slot 1, the newer
    return first, second


def test_a_save_file_cut_short_before_its_newer_slot_says_so(tmp_path):
    path = str(tmp_path / "save.bin")
    first, second = two_saves(path)
    os.truncate(path, HALF)
    assert Store(FileStorage(path), check=problem).load() == (first, save.NOTICE_CUT_FELL_BACK)
    os.truncate(path, 0)
    assert Store(FileStorage(path), check=problem).load() == (None, save.NOTICE_CUT_LOST)
    continues, _, notice, _ = title_seen(FileStorage(path))
    assert not continues and notice == save.NOTICE_CUT_LOST


def test_a_missing_save_file_is_a_fresh_console_and_a_whole_one_says_nothing(tmp_path):
    path = str(tmp_path / "save.bin")
    assert Store(FileStorage(path), check=problem).load() == (None, None)
    first, second = two_saves(path)
    assert Store(FileStorage(path), check=problem).load() == (second, None)


def test_a_missing_save_folder_is_not_called_read_only(tmp_path):
    pytest.importorskip("engine.games.lost_cities.screen")
    storage = FileStorage(str(tmp_path / "gone" / "save.bin"))
    seen = []

    def script(app, hw):
        yield from until(app, "title")
        yield "A"  # Lost Cities
        yield "A"  # Start
        yield from until(app, "notice")
        seen.append(app.notices[-1])
        yield "A"

    run_app(script, storage=storage)
    assert seen == [save.NOTICE_NO_FOLDER]


class Sector(MemoryStorage):
    """CircuitPython's RP2040 nvm: a write onto erased (0xFF) bytes programs
    them; any other write erases the whole 4 KB sector and programs it again,
    256 bytes a page. `pages` is how many pages get programmed before power is
    lost in such a rewrite (None: no cut)."""

    def __init__(self, data, pages=None):
        MemoryStorage.__init__(self, len(data))
        self.data[:] = data
        self.pages = pages

    def write(self, offset, data):
        if all(b == 0xFF for b in self.data[offset:offset + len(data)]):
            self.data[offset:offset + len(data)] = data
            return
        image = bytearray(self.data)
        image[offset:offset + len(data)] = data
        self.data[:] = b"\xff" * len(self.data)  # the erase
        for page in range(len(image) // 256):
            if self.pages is not None and page >= self.pages:
                raise OSError(5, "power cut")
            self.data[page * 256:(page + 1) * 256] = image[page * 256:(page + 1) * 256]


@pytest.mark.parametrize("game", range(len(GAMES)), ids=IDS)
def test_a_cut_during_the_sectors_rewrite_loses_silently_only_when_nothing_was_programmed(game):
    """The documented limit: a cut between the erase and the first page looks
    exactly like a console that never saved (every byte 0xFF). After any page,
    the console loads a save that was made or says that one was damaged."""
    records = [good_with_moves(game, n) for n in (100, 101, 102)]  # long enough to span pages
    image = MemoryStorage()
    store = Store(image, check=problem)
    for r in records[:2]:
        assert store.save(r) is None
    for pages in range(17):
        sector = Sector(image.data, pages)
        Store(sector, check=problem).save(records[2])
        record, notice = Store(sector, check=problem).load()
        if pages == 0:
            assert (record, notice) == (None, None) and sector.data == b"\xff" * 4096
        else:
            assert record in records[1:] or (record is None and notice), (pages, record, notice)
            assert record is not None or notice


def test_no_memory_to_check_the_save_says_so_and_offers_nothing():
    older, newer = good_with_moves(1, 2), good_with_moves(1, 4)
    storage = MemoryStorage()
    store = Store(storage, check=problem)
    assert store.save(older) is None and store.save(newer) is None

    def no_memory(record, replay):
        raise MemoryError("memory allocation failed")

    store = Store(storage, check=no_memory)
    assert store.load() == (None, save.NOTICE_NO_MEMORY_LOAD)
    # the unchecked newest stays the newest: a new game's first save goes over the older
    kept = bytes(storage.data[HALF:])
    assert Store(storage, check=problem).load()[0] == newer
    store.check = problem
    assert store.save(GOOD[1]) is None
    assert bytes(storage.data[HALF:]) == kept
