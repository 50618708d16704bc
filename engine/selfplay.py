# Bots playing whole rounds and matches through the game protocol. Shared by
# the MicroPython test lane, the bench (on the PC and on a board) and the fuzz.
from engine.games import GAMES, load
from engine.rng import derive


def bot_module(index):
    return load(index, "bot")


def make_bots(index, levels, seed):
    """One bot per seat; levels[i] is seat i's level."""
    mod = bot_module(index)
    return [mod.Bot(seat, levels[seat], derive(seed, 100 + seat)) for seat in range(len(levels))]


def observe_all(game, state, bots):
    for seat in range(len(bots)):
        bots[seat].observe(game.view(state, seat))


def play_round(game, state, bots, cap=5000, clock=None, times=None, log=None, repeat=1):
    """Plays the current round to its end. Returns the number of decisions, or
    -1 if `cap` decisions passed first (a stalled game). With `clock` (a
    function returning microseconds) each choose() time is appended to `times`,
    the fastest of `repeat` calls on the same view (the first call's move is
    played): on a shared PC the others' time slices fall out of it;
    with `log` (a list) every move's events are appended to it."""
    observe_all(game, state, bots)
    n = 0
    while not game.over(state):
        if n >= cap:
            return -1
        seat = game.to_move(state)
        view = game.view(state, seat)
        if clock is None:
            move = bots[seat].choose(view)
        else:
            t0 = clock()
            move = bots[seat].choose(view)
            best = clock() - t0
            for _ in range(repeat - 1):
                view = game.view(state, seat)
                t0 = clock()
                bots[seat].choose(view)
                t = clock() - t0
                if t < best:
                    best = t
            times.append(best)
        events = game.play(state, move)
        if log is not None:
            log.extend(events)
        observe_all(game, state, bots)
        n += 1
    return n


def play_match(index, levels, seed, cap=5000, clock=None, times=None, repeat=1):
    """A whole match between bots. Returns (final state, capped_rounds)."""
    game = load(index)
    state = game.new(len(levels), seed)
    capped = 0
    rnd = 0
    while True:
        bots = make_bots(index, levels, derive(seed, 1000 + rnd))
        if play_round(game, state, bots, cap, clock, times, repeat=repeat) < 0:
            return state, capped + 1
        if game.match_over(state):
            return state, capped
        state = game.next_round(state)
        rnd += 1
