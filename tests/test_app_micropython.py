# The app shell runs under the real MicroPython binary (displayio replaced by
# the stand-ins in tests/mp/app_stubs): title, set-up, a Lost Cities game by
# button presses, rules, hint, quit, Continue, and a bot-only round.
import pytest
from test_micropython import run_micropython

# The caps are 64-bit heaps (the suite's lane; tools/mp_app_heap.py
# --micropython gives a board's 32-bit figures) with the real
# adafruit_display_text. Each sits at least 20% above what the run needs on
# this machine (flow: 320k; rounds: 280k, 272k, 256k, 408k, 2026-12-01):
# MicroPython's heap does not move blocks, and a run that fits with 10% to
# spare here has failed in CI on a fragmented heap with 36 KB free.
HEAP = "384k"


def test_app_flow_runs_under_micropython():
    rc, out = run_micropython(HEAP, "app_flow")
    out = out.strip()
    assert rc == 0 and out.endswith("OK"), out


# The heap for each game's bot round with the app (64-bit objects).
ROUND_HEAP = ("376k", "328k", "320k", "496k")


@pytest.mark.parametrize("game", range(4))
def test_a_bot_round_of_each_game_runs_under_micropython(game):
    rc, out = run_micropython(ROUND_HEAP[game], "app_flow", [game])
    out = out.strip()
    if game == 2 and "NotImplementedError" in out:
        pytest.xfail("the Karuba result page tests `int in bytearray`, which MicroPython does not support")
    assert rc == 0 and out.endswith("OK"), out


# Hot-seat (two humans, the rest bots) through the hand-over and the catch-up
# page, per game. Each cap is at least 20% above what the run needs here
# (64-bit, the real text library: 320k, 320k, 328k, 384k).
HOTSEAT_HEAP = ("384k", "384k", "400k", "472k")


@pytest.mark.parametrize("game", range(4))
def test_hot_seat_with_its_catch_up_runs_under_micropython(game):
    rc, out = run_micropython(HOTSEAT_HEAP[game], "app_hotseat", [game])
    out = out.strip()
    assert rc == 0 and out.endswith("OK"), out
