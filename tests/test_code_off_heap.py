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
from engine.games.lost_cities import art
s = art.sheet()
assert s is art.sheet()
assert s[40, 25] != 0
assert "engine.games.lost_cities.art_sheet" not in sys.modules, "lost cities"
from engine.games.lost_cities import places
s = places.sheet()
assert s is places.sheet()
assert s[25, 5] != 0
assert "engine.games.lost_cities.art_sheet" not in sys.modules, "places"
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


def test_the_lost_cities_sheet_drawer_has_arts_layout():
    from engine.games.lost_cities import art, art_sheet as s
    assert (s._TW, s._TH, s._COLS) == (art.TILE_W, art.TILE_H, art._COLS)
    assert (s._EDGE, s._FACE, s._INK, s._BACK, s._DIM, s._BACK2) == (
        art.EDGE, art.FACE, art.INK, art.BACK, art.DIM, art.BACK2)
    assert (s._NUM0, s._WAGER_T, s._ICON0, s._BODY_TOP, s._BODY_BOTTOM, s._BACK_TOP, s._BACK_BOTTOM,
            s._SLOT_TOP, s._SLOT_BOTTOM, s._SHORT_BODY, s._SHORT_BACK, s._SHORT_SLOT) == (
        art.NUM0, art.WAGER, art.ICON0, art.BODY_TOP, art.BODY_BOTTOM, art.BACK_TOP, art.BACK_BOTTOM,
        art.SLOT_TOP, art.SLOT_BOTTOM, art.SHORT_BODY, art.SHORT_BACK, art.SHORT_SLOT)



def test_the_places_sheet_drawer_has_places_layout():
    from engine.games.lost_cities import places as p, art_sheet as s
    assert (s._P_TW, s._P_INK, s._P_FAINT, s._P_PLACE, s._P_DX, s._P_DY, s._P_WAGER1) == (
        p.TILE_W, p.INK, p.FAINT, p.PLACE, p.DIGIT_X, p.DIGIT_Y, p.WAGER1)
    assert p.wager_tile(3) == s._P_WAGER1 + 4


BOTS = """
import sys
sys.path.insert(0, ".")
from engine.games.digging.bot import Bot
Bot(0, "random", 1)
assert "engine.games.digging.bot_score" not in sys.modules
assert "engine.games.digging.bot_easy" not in sys.modules
Bot(0, "normal", 1)
assert "engine.games.digging.bot_score" in sys.modules
assert "engine.games.digging.bot_easy" not in sys.modules
Bot(1, "easy", 1)
assert "engine.games.digging.bot_easy" in sys.modules
from engine.games.lost_cities.bot import Bot
Bot(0, "normal", 1)
Bot(1, "hard", 1)
assert "engine.games.lost_cities.bot_easy" not in sys.modules
Bot(1, "greedy", 1)
assert "engine.games.lost_cities.bot_easy" in sys.modules
print("OK")
"""


def test_a_bot_imports_only_its_levels_code():
    rc, out = run_micropython("256k", code=BOTS)
    assert rc == 0 and out.strip().endswith("OK"), out


TABLE = """
import sys
sys.path.insert(0, "build/lib")
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")
from engine.games.digging.table import Table
t = Table(["You", "Bot 2", "Bot 3", "Bot 4"])
assert len(t.displays[0].chips) == 5 and len(t.panel.lines) == 6
assert "engine.games.digging.table_build" not in sys.modules
print("OK")
"""


def test_the_digging_tables_builder_leaves_the_heap():
    rc, out = run_micropython("512k", code=TABLE)
    assert rc == 0 and out.strip().endswith("OK"), out
