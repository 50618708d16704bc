# Code that runs only at one moment leaves the heap after it ran (issue 10):
# the Digging sprite sheet and table are made by modules imported only while
# they work and forgotten after, under MicroPython (CPython keeps modules:
# engine/ui/forget.py); a bot imports only its level's code.
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
from engine.games.karuba import art as karuba_art
k = karuba_art.sheet()
assert k[25, 5] != 0
assert "engine.games.karuba.art_sheet" not in sys.modules, "karuba"
from engine.games.gold import art as gold_art
g = gold_art.sheet()
assert g[20, 5] != 0
assert "engine.games.gold.art_sheet" not in sys.modules, "gold"
print("OK")
"""


def test_the_sheet_drawers_leave_the_heap_under_micropython():
    rc, out = run_micropython("256k", code=CODE)
    assert rc == 0 and out.strip().endswith("OK"), out


def test_the_digging_sheet_drawer_has_arts_layout():
    from engine.games.digging import art, art_sheet as s
    assert (s._TW, s._TH, s._COLS) == (art.TILE_W, art.TILE_H, art._COLS)
    assert (s._EMPTY, s._BACK_T, s._MINE, s._CHEST_T, s._DOUBLE, s._CLOSER, s._BANDIT_T) == (
        art.EMPTY_TILE, art.BACK_TILE, art.MINE_TILE, art.CHEST_TILE, art.DOUBLE_TILE,
        art.CLOSER_TILE, art.BANDIT_TILE)


def test_the_karuba_sheet_drawer_has_arts_layout():
    from engine.games.karuba import art, art_sheet as s
    names = ("TILE", "_COLS", "FELT", "EDGE", "JUNGLE", "JUNGLE2", "PATH", "PATH_DARK", "PLATE", "CRYSTAL",
             "GOLD_C", "GOLD_DARK", "COLOUR0", "MARK", "SHADE", "EMPTY", "LEGAL", "ILLEGAL", "BACK")
    assert [getattr(s, n) for n in names] == [getattr(art, n) for n in names]


def test_the_gold_sheet_drawer_has_arts_layout():
    from engine.games.gold import art, art_sheet as s
    names = ("TILE", "_COLS", "EDGE", "BACK", "BACK2", "INK", "COIN", "RIM", "MINE0", "EARTH", "DIMLINE",
             "EMPTY_TILE", "BACK_TILE", "GOLD0", "DYNAMITE_TILE", "PROSPECTOR0")
    assert [getattr(s, n) for n in names] == [getattr(art, n) for n in names]


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
