"""The bots' decision times on stock CircuitPython: the emulated Pico's REPL runs
engine/devbench.py (from the drive, as make bundle copies it) for one seeded bots-only
match per game and level, and the table shows its times on the emulated clock
beside the PC bench's estimate for the same match (tools/bench.py: the
MicroPython binary on this PC, scaled by its empty loop). Not part of the suite:
it takes about half an hour.

    .venv/bin/python tests/device/bot_times.py [--games lost_cities,gold] [--levels easy,hard]
                                           [--uf2 PATH] [--matches 1] [--no-estimate]

The emulated clock: rp2040js counts the Cortex-M0+'s cycles per instruction at
the clock CircuitPython sets (125 MHz) but no flash wait states, and a real chip
runs its code from flash through a 16 KB cache, so a board may be somewhat
slower than these figures; the empty loop's rate, printed under the table, is
the bench's calibration point measured on the emulated chip.
"""
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
for path in (HERE, ROOT, os.path.join(ROOT, "tools")):
    if path not in sys.path:
        sys.path.append(path)

import emulator  # noqa: E402
import lane  # noqa: E402
from engine.games import GAMES  # noqa: E402
from tools import bench  # noqa: E402 (the PC bench: its reading of devbench, its estimate)

SEED = 4242            # tools/bench.py's seed: the same matches as its speed table
BUDGET_S = 1.0
LEVELS = ("easy", "normal", "hard")
MATCH_MS = 3600 * 1000  # emulated ms one match may take at the REPL


def p95_interval(times, n):
    """A 95% interval of the p95, distribution-free: the order statistics
    whose ranks bound the binomial spread of the decisions below it
    (n p +- 1.96 sqrt(n p (1 - p)), p = 0.95). times: devbench's sorted
    sample, every decision up to 400, else every `step`-th one."""
    spread = 1.96 * (n * 0.95 * 0.05) ** 0.5
    lo, hi = max(0, int(n * 0.95 - spread)), min(n - 1, int(n * 0.95 + spread + 0.999))
    step = max(1, n // 400)
    return times[min(len(times) - 1, lo // step)] / 1e6, times[min(len(times) - 1, hi // step)] / 1e6


def parse(out):
    """devbench's figures (tools/bench.py reads them the same way) and the
    p95's interval."""
    d = bench.devbench_times(out)
    d["p95_in"] = p95_interval(d["times"], d["n"])
    return d


def device_times(console, index, level, matches):
    out = console.repl("devbench.run(%d, %r, %d, %d)" % (index, level, SEED, matches), ms=MATCH_MS * matches)
    if "Traceback" in out or "Error" in out:
        raise RuntimeError("devbench failed on the device:\n" + out[-2000:])
    return parse(out)


def main(argv=None):
    import argparse

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--uf2", default=None, help="default: the Pico's stock UF2 in the cache")
    parser.add_argument("--bootrom", default=None)
    parser.add_argument("--games", default=",".join(g[0] for g in GAMES))
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--matches", type=int, default=1)
    parser.add_argument("--no-estimate", action="store_true", help="leave out the PC bench's estimate")
    args = parser.parse_args(argv)
    uf2, bootrom, missing = emulator.firmware("pico")
    args.uf2 = args.uf2 or uf2
    args.bootrom = args.bootrom or bootrom
    if not (os.path.isfile(args.uf2) and args.bootrom and os.path.isfile(args.bootrom)):
        sys.exit(missing or "no UF2 or bootrom at the paths given")
    names = [g[0] for g in GAMES]
    games = [names.index(g) for g in args.games.split(",") if g]
    levels = [lv for lv in args.levels.split(",") if lv]
    print("## Bot decision times on the emulated Pico (stock CircuitPython 10.2.1, the console as files)\n")
    print("Seed %d, %d bots-only match(es) per row; %s.\n" % (SEED, args.matches, os.path.basename(args.uf2)))
    print("| game | level | decisions | emulated median s | emulated p95 s (95% interval) | PC estimate median s "
          "| PC estimate p95 s | p95 emulated / estimate | p95 within 1 s | wall s |")
    print("|---|---|---|---|---|---|---|---|---|---|", flush=True)
    rates = []
    with lane.Console(args.uf2, args.bootrom, board="pico", workdir=lane.workdir("pico-bench"),
                      heap_log=False) as console:
        console.run(3000)
        console.to_repl()
        console.repl("from engine import devbench")
        for index in games:
            for level in levels:
                started = time.time()
                d = device_times(console, index, level, args.matches)
                rates.append(d["rate"])
                est = ("-", "-", "-")
                if not args.no_estimate:
                    e = bench.speed(index, level, args.matches)
                    est = ("%.3f" % e["dev_med_s"], "%.3f" % e["dev_p95_s"],
                           "%.2f" % (d["p95_s"] / e["dev_p95_s"]) if e["dev_p95_s"] else "-")
                print("| %s | %s | %d | %.3f | %.3f (%.3f-%.3f) | %s | %s | %s | %s | %.0f |" % (
                    GAMES[index][1], level, d["n"], d["med_s"], d["p95_s"], d["p95_in"][0], d["p95_in"][1],
                    est[0], est[1], est[2],
                    "yes" if d["p95_s"] <= BUDGET_S else "NO", time.time() - started), flush=True)
    rates.sort()
    print("\nEmpty loop on the emulated Pico: %d iterations/s (median of the rows; the PC bench "
          "assumes %d/s for a board)." % (rates[len(rates) // 2], 120000))


if __name__ == "__main__":
    main()
