# Runs under the real MicroPython binary (see tests/test_micropython.py):
# random games and full bot matches of one rules module in a capped heap, so a
# CPython-only construct or a memory blow-up fails the suite.
# usage: micropython -X heapsize=N tests/mp/lane.py GAME_INDEX RANDOM_GAMES SEED
import sys

sys.path.insert(0, ".")
import gc
from engine.games import load
from engine.rng import Rng
from engine.selfplay import play_match

index = int(sys.argv[1])
random_games = int(sys.argv[2])
seed = int(sys.argv[3])
game = load(index)
lo, hi = game.SEATS
rng = Rng(seed)

# Random legal moves through whole matches, every seat count.
for g in range(random_games):
    seats = lo + g % (hi - lo + 1)
    state = game.new(seats, seed + g)
    turns = 0
    while True:
        while not game.over(state):
            moves = game.legal(state)
            assert moves, "no legal move in a running round"
            move = moves[rng.below(len(moves))]
            game.parse_move(state, game.move_text(state, move))
            game.play(state, move)
            turns += 1
            assert turns < 100000, "random game does not end"
        game.scores(state)
        if game.match_over(state):
            break
        state = game.next_round(state)
    game.winners(state)
    gc.collect()
print("random", random_games, "games ok")

# Bots: each level against itself, and a mixed table, as whole matches.
for levels in ("easy", "normal", "hard", "mixed"):
    if levels == "mixed":
        seat_levels = [("easy", "normal", "hard")[s % 3] for s in range(hi)]
    else:
        seat_levels = [levels] * lo
    state, capped = play_match(index, seat_levels, seed + 7)
    assert capped == 0, "a bot match stalled"
    print(levels, "match ok", game.totals(state))
    gc.collect()
print("OK", gc.mem_free())
