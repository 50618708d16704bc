# Runs under MicroPython: decision times for one game and bot level.
# usage: micropython tools/mp_time.py GAME_INDEX LEVEL SEED MATCHES [REPEAT]
import sys

sys.path.insert(0, ".")
from engine import devbench

devbench.run(int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4]),
             repeat=int(sys.argv[5]) if len(sys.argv) > 5 else 1)
