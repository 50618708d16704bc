"""Fuzzes the whole console headless for as long as you like: the fuzzer of
tools/fuzz.py over many power-on sessions that share one storage (each may
Continue the last), then a report of what it covered and any failure.

usage: python tools/soak.py [--presses N] [--game NAME] [--seed S]
"""
import argparse
import os
import sys
import time
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # run as a script: tools/ is on the path, not the repository

from tools.fuzz import Stats, fuzz  # noqa: E402
from engine.games import GAMES, MODULE  # noqa: E402
from hw.pcstorage import MemoryStorage  # noqa: E402


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--presses", type=int, default=100000, help="button presses in all (over the chosen games)")
    parser.add_argument("--game", default="all", help="a game module name (lost_cities, gold, ...) or all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--session", type=int, default=3000, help="presses per power-on session")
    parser.add_argument("--text", action="store_true", help="draw text glyphs too (several times slower)")
    args = parser.parse_args(argv)
    names = [g[MODULE] for g in GAMES]
    if args.game == "all":
        games = list(range(len(GAMES)))
    elif args.game in names:
        games = [names.index(args.game)]
    else:
        parser.error("unknown game %r (one of %s)" % (args.game, ", ".join(names)))
    stats = Stats()
    storage = MemoryStorage()  # kept across sessions: each power-on may Continue
    started = time.time()
    left = args.presses
    session = 0
    while left > 0:
        n = min(args.session, left)
        try:
            # every other session seldom opens the menu, so human matches also end
            fuzz(args.seed * 1000 + session, n, games, stats, storage, text=args.text, patient=session % 2 == 1)
        except Exception:
            stats.exceptions.append("session %d (seed %d):\n%s" % (session, args.seed * 1000 + session,
                                                                  traceback.format_exc()))
            storage = MemoryStorage()
        left -= n
        session += 1
    print("soak: %d sessions, %.0f s wall" % (session, time.time() - started))
    print(stats.report())
    return 1 if stats.exceptions else 0


if __name__ == "__main__":
    sys.exit(main())
