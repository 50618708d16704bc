import sys, time, multiprocessing
sys.path.insert(0, "tools"); sys.path.insert(0, ".")
import bench_strength as bs
n = int(sys.argv[1]); seed = int(sys.argv[2]) if len(sys.argv) > 2 else 20261130
which = sys.argv[3] if len(sys.argv) > 3 else "hh"
import os
import engine.games.karuba.bot as kb
kb.AHEAD = int(os.environ.get("AHEAD", kb.AHEAD))
kb.FAR_EXACT = int(os.environ.get("FAR", kb.FAR_EXACT))
kb.ADJ = int(os.environ.get("ADJ", kb.ADJ))
kb.WIDE = int(os.environ.get("WIDE", kb.WIDE))
with multiprocessing.Pool(2) as pool:
    t = time.time()
    if "h" in which:
        r = bs.series(pool, "karuba", ["hard"], ["hard"], n, seed=seed)
        print("hard vs hard", n, seed, "mean %.3f" % ((r["mean_a"] + r["mean_b"]) / 2), "%.0fs" % (time.time() - t), flush=True)
    if "o" in which:
        t = time.time()
        r = bs.series(pool, "karuba", ["hard"], ["hard-2026"], n, seed=seed)
        print("hard vs hard-2026", n, seed, "win %.1f%% ± %.1f" % (100 * r["win"], 100 * r["ci"]), "means %.2f %.2f margin ± %.2f" % (r["mean_a"], r["mean_b"], r["margin_ci"]), "%.0fs" % (time.time() - t), flush=True)
