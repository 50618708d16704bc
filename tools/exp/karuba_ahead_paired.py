import sys, os, math, multiprocessing
sys.path.insert(0, "tools"); sys.path.insert(0, ".")
import bench_strength as bs
import engine.games.karuba.bot as kb
n = int(sys.argv[1]); seed = int(sys.argv[2])
def run(cfg):
    kb.AHEAD, kb.WIDE, kb.ADJ, kb.FAR_EXACT = cfg
    with multiprocessing.Pool(2) as pool:
        return pool.map(bs.one_game, [("karuba", ["hard"], ["hard"], i, seed, 0) for i in range(n)], chunksize=4)
a = run((0, 2, 0, 0)); b = run((10, 2, 1, 0))
def deal_means(rows):
    return [(rows[k][0] + rows[k][1] + rows[k+1][0] + rows[k+1][1]) / 4 for k in range(0, n - 1, 2)]
da, db = deal_means(a), deal_means(b)
def ci(v):
    m = sum(v) / len(v); s = math.sqrt(sum((x - m) ** 2 for x in v) / (len(v) - 1)); return m, 1.96 * s / math.sqrt(len(v))
print("seed", seed, "today %.2f ± %.2f" % ci(da), "ahead %.2f ± %.2f" % ci(db), "diff %+.2f ± %.2f" % ci([y - x for x, y in zip(da, db)]))
