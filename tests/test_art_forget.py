# Code that runs only once leaves the heap after it ran (issue 10): the
# Digging and Lost Cities sprite sheets are drawn by modules that are
# imported only while they draw and forgotten after, under MicroPython
# (CPython keeps modules: engine/ui/forget.py).
from test_micropython import run_micropython

CODE = """
import sys
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")
from engine.games.digging import art
s = art.sheet()
assert s is art.sheet()
assert s[20, 5] != 0
assert "engine.games.digging.art_sheet" not in sys.modules, "digging"
print("OK")
"""


def test_sheet_builders_leave_the_heap_under_micropython():
    rc, out = run_micropython("256k", code=CODE)
    assert rc == 0 and out.strip().endswith("OK"), out


def test_the_digging_sheet_drawer_has_arts_layout():
    from engine.games.digging import art, art_sheet as s
    assert (s._TW, s._TH, s._COLS) == (art.TILE_W, art.TILE_H, art._COLS)
    assert (s._EMPTY, s._BACK_T, s._MINE, s._CHEST_T, s._DOUBLE, s._CLOSER, s._BANDIT_T) == (
        art.EMPTY_TILE, art.BACK_TILE, art.MINE_TILE, art.CHEST_TILE, art.DOUBLE_TILE,
        art.CLOSER_TILE, art.BANDIT_TILE)
