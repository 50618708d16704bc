# A small seeded random generator that gives the same numbers on CPython,
# MicroPython and CircuitPython (CircuitPython's `random` has no shuffle/sample,
# and its sequence differs from CPython's). xorshift32, 32-bit masked.

_MASK = 0xFFFFFFFF


class Rng:
    def __init__(self, seed):
        s = (seed * 2654435761 + 0x9E3779B9) & _MASK
        self.s = s or 0x6D2B79F5

    def next32(self):
        x = self.s
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.s = x
        return x

    def below(self, n):
        """An int in 0..n-1 (n >= 1)."""
        return self.next32() % n

    def chance(self, num, den):
        """True with probability num/den."""
        return self.next32() % den < num

    def shuffle(self, items):
        """Fisher-Yates shuffle in place."""
        i = len(items) - 1
        while i > 0:
            j = self.next32() % (i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1

    def choice(self, items):
        return items[self.next32() % len(items)]


def derive(seed, n):
    """A seed for sub-stream n (a round, a bot) from a match seed."""
    return (seed * 1000003 + n * 7919 + 17) & 0x7FFFFFFF
