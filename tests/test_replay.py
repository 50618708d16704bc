# Resume equals playing straight through. A save holds only the seed, seats,
# finished rounds and this round's moves; Continue rebuilds the game with the
# app's own resume path (Match.start_round: fresh bots, every move replayed
# through play() and observe()). From every move of recorded games of all four
# games the rebuilt state must equal the live one, and the bots must go on
# choosing exactly what they chose in the uninterrupted game (Gold's bots
# remember cards, so their memory must be rebuilt too).
import pytest

from app_driver import run_app, until
from engine.app.shell import App
from engine.games import GAMES, load
from engine.rng import Rng
from engine.app.save import Record, Store
from hw.headless import Hardware
from hw.pcstorage import MemoryStorage

from tools.fuzz import canon

AHEAD = 4  # moves played on from each resume point with the rebuilt bots


def new_match(game, seats, seed):
    from engine.app.match import Match

    app = App(Hardware(script=[], storage=MemoryStorage()))
    return Match(app, Record(game, seats, seed, [], []))


def straight(match, rounds, rng):
    """Plays on (bots by their own choice, humans at random) through `rounds`
    round ends and a few moves of the round after; returns per round
    (history, moves, states before each move, bot memories before each move)."""
    g = match.game
    played = []
    for r in range(rounds + 1):
        history = list(match.history)
        states, memories = [], []
        limit = 12 if r == rounds else 10 ** 6
        while not g.over(match.state) and len(match.moves) < limit:
            states.append(canon(match.state))
            memories.append(memory(match))
            seat = g.to_move(match.state)
            if match.seats[seat]:
                move = match.choose(seat)
            else:
                legal = g.legal(match.state)
                move = legal[rng.below(len(legal))]
            g.play(match.state, move)
            match.moves.append(move)
            match.observe()
        played.append((history, list(match.moves), states, memories))
        if r < rounds:
            if g.match_over(match.state):
                break
            match.start_round(g.next_round(match.state))
    return played


def memory(match):
    """What the bots remember of the round (Gold: the cards they kept in mind)."""
    return [bytes(b.mem) if b is not None and hasattr(b, "mem") else None for b in match.bots]


def check_every_resume_point(match, played):
    g = match.game
    for history, moves, states, memories in played:
        for k in range(len(states)):
            fresh = g.new(len(match.seats), match.seed, history=[list(h) for h in history])
            match.start_round(fresh, moves[:k])
            assert canon(match.state) == states[k], "state differs after resume at move %d" % k
            assert memory(match) == memories[k], "bot memory differs after resume at move %d" % k
            # The rebuilt bots go on as the live ones did.
            for j in range(k, min(k + AHEAD, len(moves))):
                seat = g.to_move(match.state)
                if match.seats[seat]:
                    assert match.choose(seat) == moves[j], "bot %d chose otherwise at move %d after resume at %d" % (
                        seat + 1, j, k)
                g.play(match.state, moves[j])
                match.moves.append(moves[j])
                match.observe()


# (game, seats, seed, rounds played to the end before a few moves of the next)
CASES = [
    (0, [3, 1], 11, 1),
    (0, [0, 2], 12, 1),
    (1, [3, 2, 1], 21, 1),
    (1, [0, 3, 3, 3, 3], 22, 1),
    (2, [3, 1], 31, 1),
    (2, [0, 2, 3, 1, 2, 3], 32, 1),
    (3, [3, 2, 1, 3], 41, 1),
    (3, [0, 3, 0, 2], 42, 1),
]


@pytest.mark.parametrize("game,seats,seed,rounds", CASES,
                         ids=["%s-%s" % (GAMES[c[0]][0], "".join(map(str, c[1]))) for c in CASES])
def test_resume_from_every_move_equals_playing_straight_through(game, seats, seed, rounds):
    match = new_match(game, seats, seed)
    played = straight(match, rounds, Rng(seed))
    assert sum(len(p[1]) for p in played) > 10
    check_every_resume_point(match, played)


@pytest.mark.parametrize("game", range(len(GAMES)), ids=[g[0] for g in GAMES])
def test_quit_and_continue_in_the_app_goes_on_as_if_never_left(game):
    # The whole path through the app: autosave, Quit to menu, Continue.
    seats = [2, 3, 1, 2][: load(game).SEATS[0]]

    def moves(leave_at):
        storage = MemoryStorage()
        Store(storage).save(Record(game, seats, 99 + game, [], []))
        out = []

        def script(app, hw):
            yield from until(app, "title")
            yield "A"  # Continue
            for stop in leave_at:
                while app.match is None or len(app.match.moves) < stop:
                    yield None
                yield "Y"
                yield from until(app, "menu")
                yield "UP"  # wraps to Quit to menu
                yield "A"
                yield from until(app, "title")
                yield "A"
            while app.match is None or len(app.match.moves) < 30:
                yield None
            out.extend(app.match.moves[:30])

        run_app(script, storage=storage)
        return out

    assert moves([]) == moves([3, 11, 19])
