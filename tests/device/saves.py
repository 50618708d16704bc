"""NVM bytes for the device lane, made by the console's own code on the PC.

A device session starts from a save near the moment it tests instead of
playing there from the title (the emulator runs at 0.1-0.2x real time). The
bytes are what the app itself writes: the console's save code (two slots,
sequence numbers, CRC32) into a 4096-byte MemoryStorage laid out as
microcontroller.nvm, holding a bots-only game some moves in, as the app's own
bots and seeds play it; the lane copies that storage into the emulated
flash's NVM sector.

tests/device/pc_reference.py gives the reference pictures: what the console
draws on a PC (hw/headless.py) for the same save.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# the console's code: this repository's, unless a caller (pc_reference.py) has
# put another checkout first
if ROOT not in sys.path:
    sys.path.append(ROOT)

# (game index, seats, seed, moves at least): a human (seat 0, kind 0) against
# normal bots (kind 2), saved at the human's turn after at least that many
# moves. Digging's four seats form two teams.
SESSIONS = {
    "lost_cities": (0, [0, 2], 4242, 6),
    "gold": (1, [0, 2], 4242, 6),
    "karuba": (2, [0, 2], 4242, 4),
    "digging": (3, [0, 2, 2, 2], 4242, 6),
}


def fresh_save(game, seats, seed):
    """A store holding a new game (no moves yet), as set-up's Start leaves it."""
    from engine.app.save import Record, Store
    from engine.app.savecheck import problem
    from hw.pcstorage import MemoryStorage

    storage = MemoryStorage()
    notice = Store(storage, check=problem).save(Record(game, seats, seed, [], []))
    assert notice is None, notice
    return storage


def bot_moves(game, seats, seed, moves):
    """At least `moves` moves of a round, played by the console's bots with
    Match's levels and seeds (engine/app/match.py), from the rules and bots
    alone, so no screen code is involved; with a human seat, until it is a
    human's turn. moves None: the whole round."""
    from engine.app.match import LEVELS, bot_seed
    from engine.games import load

    rules = load(game)
    botmod = load(game, "bot")
    state = rules.new(len(seats), seed, history=[])
    # every seat gets a bot: a human seat's moves come from a normal one
    bots = [botmod.Bot(seat, LEVELS[kind or 2], bot_seed(seed, 0, seat)) for seat, kind in enumerate(seats)]
    played = []

    def observe():
        for seat, bot in enumerate(bots):
            bot.observe(rules.view(state, seat))

    observe()
    while moves is None or len(played) < moves or (0 in seats and seats[rules.to_move(state)] != 0):
        seat = rules.to_move(state)
        if seat < 0 and moves is None:
            break
        if seat < 0:
            raise ValueError("the round ended before %d moves" % moves)
        move = bots[seat].choose(rules.view(state, seat))
        rules.play(state, move)
        played.append(move)
        observe()
    return played


def bot_save(game, seats, seed, moves):
    """(nvm bytes, record): a game bot_moves() in, saved by the
    console's save code (engine/app/save.py, checked for sense) into a
    4096-byte store laid out as microcontroller.nvm."""
    from engine.app.save import Record

    return saved(Record(game, seats, seed, [], bot_moves(game, seats, seed, moves)))


def saved(record):
    """(nvm bytes, record): the record saved by the console's save code over
    a fresh save of its game, as the app writes a game in progress."""
    from engine.app.save import Store
    from engine.app.savecheck import problem

    storage = fresh_save(record.game, record.seats, record.seed)
    notice = Store(storage, check=problem).save(record)
    assert notice is None, notice
    return bytes(storage.data), record


# The whole-session scenario (lane.py --whole): hard bots in every seat the
# game allows, saved BEFORE_END moves before the first round ends, so a short
# session has the table, the in-game menu and a rules page mid-round, the
# round's end, its result pages, the match table and the next round.
WHOLE = {
    "lost_cities": (0, [3, 3], 4242),
    "gold": (1, [3, 3, 3, 3, 3], 4242),
    "karuba": (2, [3, 3, 3, 3, 3, 3], 4242),
    "digging": (3, [3, 3, 3, 3], 4242),
}
BEFORE_END = 8


_ROUND_END = {}  # (game, seats, seed, before_end) -> round_end_save's answer


def round_end_save(game, seats, seed, before_end=BEFORE_END):
    """(nvm bytes, record): a bots-only game saved `before_end` moves before
    its first round ends (the round as the console's bots play it). Kept once
    made: the device lane makes them in the main thread before its sessions'
    threads start, as the bots' module-level caches are not for two threads
    (a test of the bots running meanwhile saw another move)."""
    from engine.app.save import Record

    key = (game, tuple(seats), seed, before_end)
    if key not in _ROUND_END:
        moves = bot_moves(game, seats, seed, None)
        _ROUND_END[key] = saved(Record(game, seats, seed, [], moves[:len(moves) - before_end]))
    return _ROUND_END[key]


def nonsense_save():
    """A save whose CRC is good but whose record makes no sense (three seats
    in Lost Cities): the title must refuse it with a notice, never crash.
    Written past the sense check, as a faulty writer would."""
    from engine.app.save import Record, Store
    from hw.pcstorage import MemoryStorage

    storage = MemoryStorage()
    assert Store(storage).save(Record(0, [0, 2, 2], 5, [], [])) is None
    return bytes(storage.data)


def load_notice(nvm):
    """(record, notice) the console's title load gives for these NVM bytes."""
    from engine.app.save import Store
    from engine.app.savecheck import problem
    from hw.pcstorage import MemoryStorage

    storage = MemoryStorage()
    storage.data[:] = nvm
    return Store(storage, check=problem).load()
