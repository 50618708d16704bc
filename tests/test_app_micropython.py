# The app shell runs under the real MicroPython binary (displayio replaced by
# the stand-ins in tests/mp/app_stubs): title, set-up, a Lost Cities game by
# button presses, rules, hint, quit, Continue, and a bot-only round.
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# 64-bit MicroPython objects are about twice the device's size; this heap
# corresponds to roughly 128 KB on the RP2040.
HEAP = "256k"


def micropython():
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    assert os.path.exists(exe), "micropython binary missing: pip install -r requirements.txt"
    return exe


def test_app_flow_runs_under_micropython():
    binary = micropython()
    pytest.importorskip("engine.ui.lost_cities")
    result = subprocess.run([binary, "-X", "heapsize=" + HEAP, "tests/mp/app_flow.py"],
                            cwd=ROOT, capture_output=True, text=True, timeout=600)
    out = (result.stdout + result.stderr).strip()
    assert result.returncode == 0 and out.endswith("OK"), out
