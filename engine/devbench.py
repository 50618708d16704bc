# Bot decision times and the speed of an empty loop, measured in one run.
# The PC bench runs this under the MicroPython binary (tools/mp_time.py); on a
# board, run it from the REPL to measure the board itself:
#   >>> from engine import devbench; devbench.run(0, "hard")
import time
from engine.selfplay import play_match

try:
    _ticks_us = time.ticks_us  # MicroPython

    def clock():
        return _ticks_us()

    def elapsed(t0, t1):
        return time.ticks_diff(t1, t0)
except AttributeError:  # CircuitPython: no ticks_us
    def clock():
        return time.monotonic_ns() // 1000

    def elapsed(t0, t1):
        return t1 - t0


def loop_rate(n=100000):
    """Empty `for` iterations per second (best of five)."""
    best = 0
    for _ in range(5):
        t0 = clock()
        for i in range(n):
            pass
        dt = elapsed(t0, clock())
        if dt > 0 and n * 1000000 // dt > best:
            best = n * 1000000 // dt
    return best


def run(index, level, seed=1, matches=1, seats=None, repeat=1):
    # repeat: each decision timed as the fastest of that many calls (the PC
    # bench uses 3; on a board, where nothing else runs, 1 is enough)
    from engine.games import load
    game = load(index)
    n = seats or game.SEATS[0]
    times = []
    rate = loop_rate()
    for m in range(matches):
        play_match(index, [level] * n, seed + m, clock=clock, times=times, repeat=repeat)
    rate = (rate + loop_rate()) // 2
    times.sort()
    print("LOOP", rate)
    print("N", len(times))
    step = max(1, len(times) // 400)
    print("T", " ".join([str(times[i]) for i in range(0, len(times), step)] + [str(times[-1])]))
    if times:
        print("median ms", times[len(times) // 2] / 1000, "p95 ms", times[len(times) * 95 // 100] / 1000)
