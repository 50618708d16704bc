# Runs under MicroPython: one whole bot match; exits non-zero on MemoryError.
# The bench finds the smallest -X heapsize at which this still completes.
# usage: micropython -X heapsize=N tools/mp_heap.py GAME_INDEX LEVEL SEED
import sys

sys.path.insert(0, ".")
from engine.games import load
from engine.selfplay import play_match

index = int(sys.argv[1])
game = load(index)
levels = [sys.argv[2]] * game.SEATS[0]
try:
    play_match(index, levels, int(sys.argv[3]))
except MemoryError:
    print("MemoryError")
    sys.exit(3)
print("OK")
