# The rules pages' worked examples (docs/rules/) under the real MicroPython binary (run from
# the repo root by tests/test_micropython.py), so the numbers a player checks
# against the rulebook hold on the device's Python as well as on CPython.
import sys

sys.path.insert(0, ".")
from engine.games.lost_cities import rules as lc
from engine.games.digging import cards as dc
from engine.games.karuba.score import routes, score


def column(texts):
    # Wagers of one colour are three different cards: take the next free one.
    out = []
    for t in texts:
        card = lc.parse_card(t)
        while card in out:
            card += 1
        out.append(card)
    return out


# Lost Cities: the rulebook's scoring example is 18; one wager alone is -40.
cols = [column(["Y5", "Y8", "Y10"]), [], column(["Wx"]), column(["Gx", "G7", "G8"]),
        column(["Rx", "Rx", "R2", "R3", "R4", "R5", "R6", "R7", "R8"])]
assert [lc.column_breakdown(c)[3] for c in cols] == [3, 0, -40, -10, 65]
assert lc.columns_score(cols) == 18
assert lc.column_breakdown(column(["Bx"])) == (0, 1, 1, -40)
print("lost cities 18 ok")

# Karuba: the rulebook's island scores 13 (blue 7, orange 6, green blocked, purple apart).
isl = bytearray([9, 5, 13, 12, 2, 4, 6, 7, 15, 10, 11, 16, 1, 8, 3, 14])
r = routes(isl)
assert r[0][1] == 7 and r[1][1] == 6 and r[2][1] == 0 and r[3][1] == 0
assert score(isl) == 13
print("karuba 13 ok")

# Digging: gold mine, a double chest first, then three chests: 3 x (2 + 3) x 2 = 30.
assert dc.mine_value([0, dc.parse_card("Dg"), 3, 3, 3]) == 30
assert dc.mine_value([0, 3, dc.parse_card("Dg"), 3, 3]) == 15
print("digging 30 ok")
print("OK")
