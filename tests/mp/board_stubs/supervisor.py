# Stand-in for CircuitPython's supervisor: a virtual clock, 40 ms a call, so
# bots' pauses pass without waiting and the frame loop never sleeps.
_now = [0]


def ticks_ms():
    _now[0] = (_now[0] + 40) & 0x1FFFFFFF
    return _now[0]
