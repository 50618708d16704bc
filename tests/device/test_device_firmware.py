"""The console's firmware on an emulated RP2040 (rp2040js): real CircuitPython
with the console frozen in, a Pico with a 240x240 ST7789 and buttons on the
pins of settings.toml. Every frame the device shows at a step must equal, pixel
for pixel, the PC console's frame at the same step (tests/device/pc_reference.py).

These run when the UF2 and the bootrom are in .cache/device/ (console-pico.uf2,
bootrom.bin) or CONSOLE_UF2 / RP2040_BOOTROM name them, and node with
rp2040js is installed (`npm ci`); otherwise they skip, saying which. The UF2
is compared with the PC console of the commit it was frozen from when a file
beside it says which (console-pico.uf2.commit: the 40-hex commit; exported
with git archive into .cache/device/trees/), else with this tree's;
DEVICE_REFERENCE_TREE names another checkout to draw the references from.
DEVICE_LANE=0 skips them (they take minutes: the emulator runs at 0.1-0.25x).
"""
import os

import pytest

import emulator
import fat
import lane
import saves

UF2, BOOTROM, MISSING = emulator.firmware()
REASON = ("DEVICE_LANE=0: the firmware tests are switched off" if os.environ.get("DEVICE_LANE") == "0"
          else emulator.node_ready() or MISSING)
pytestmark = pytest.mark.skipif(REASON is not None, reason=str(REASON))

_sessions = {}


def session(game):
    """The game's scenario, run once and shared by the tests that read it."""
    if game not in _sessions:
        _sessions[game] = lane.game_session(game, UF2, BOOTROM)
    return _sessions[game]


def describe(result):
    failed = [s for s in result["steps"] if not s["ok"]]
    return "steps: %s; failed: %s; serial: %s" % (
        [s["shot"] for s in result["steps"]], failed, result["serial_path"])


@pytest.mark.parametrize("board", ["pico", "picosystem", "pico_w"])
def test_boots_to_the_title(board):
    """A fresh board (NVM erased) shows the PC console's title exactly. The
    Pico's firmware must be there; the others' run when theirs are
    (console-picosystem.uf2, console-pico_w.uf2)."""
    uf2, bootrom, missing = emulator.firmware(board)
    if missing and board != "pico":
        pytest.skip(missing)
    nvm = b"\xff" * emulator.NVM_SIZE
    work = lane.workdir(board + "-title")
    ref_dir = os.path.join(work, "reference")
    ref = lane.reference(nvm, [{"shot": "title"}], ref_dir, lane.reference_tree(uf2))
    frames = {}
    with lane.Console(uf2, bootrom, board=board, nvm=nvm, workdir=work) as console:
        results = lane.replay(console, ref, ref_dir, work, frames=frames)
        status = console.last
        bad = console.bad_serial()
        drive, _ = fat.read_volume(console.read_flash(emulator.drive_offset(board), emulator.drive_size(board)))
    lane.save_png(frames["title"], os.path.join(lane.FRAMES, "%s_title.png" % board))
    assert results[0]["ok"], "the title never came: %s (pictures in %s)" % (results, work)
    # boot_out.txt names the board and the version, as tools/deploy.py reads them
    boot_out = (drive.get("boot_out.txt") or b"").decode("utf-8", "replace")
    assert "Adafruit CircuitPython " + emulator.CIRCUITPY_VERSION in boot_out, boot_out
    assert "Board ID:" + {"pico": "raspberry_pi_pico", "pico_w": "raspberry_pi_pico_w",
                          "picosystem": "pimoroni_picosystem"}[board] in boot_out, boot_out
    assert status["usb_connected_ms"] > 0
    assert status["display"]["display_on"] and not status["display"]["sleeping"]
    assert bad == []


@pytest.mark.parametrize("game", list(saves.SESSIONS))
def test_a_game_from_its_save_through_table_menu_rules_and_a_turn(game):
    result = session(game)
    assert result["all_frames_matched"], describe(result)
    assert result["bad_serial"] == [], result["bad_serial"]
    # the moves the device played and saved are the PC's: its NVM ends byte
    # for byte as the PC console's storage (saves written on the device)
    assert result["nvm_equals_pc"], describe(result)


@pytest.mark.parametrize("game", list(saves.SESSIONS))
def test_the_lowest_free_heap_stays_above_64_kb(game):
    result = session(game)
    if not result["heap"]:
        pytest.skip("no 'heap:' lines on serial: this firmware was built without the app's heap log "
                    "(engine/app/shell.py App.heap, settings.toml CONSOLE_HEAP_LOG)")
    wheres = set(where for where, _free in result["heap"])
    assert {"title", "turn", "menu", "rules", "move"} <= wheres, wheres
    assert result["lowest_free_heap"] >= lane.HEAP_GOAL, result["heap"]


def test_a_corrupted_save_is_refused_with_its_message():
    """A save with a good CRC that makes no sense (three seats in Lost
    Cities): the title says so in its notice line, offers no Continue, and a
    new game can be set up; no traceback on the serial console."""
    _record, notice = saves.load_notice(saves.nonsense_save())
    assert notice == "The saved game was damaged (bad seat count) and cannot be continued."
    work = lane.workdir("pico-bad-save")
    ref_dir = os.path.join(work, "reference")
    ref = lane.reference("nonsense", [{"shot": "title_notice"}, {"press": "A", "shot": "setup"}], ref_dir,
                         lane.reference_tree(UF2))
    nvm = bytes.fromhex(ref["nvm"])
    with lane.Console(UF2, BOOTROM, nvm=nvm, workdir=work) as console:
        results = lane.replay(console, ref, ref_dir, work)
        serial = console.serial()
        bad = console.bad_serial()
    assert [r["ok"] for r in results] == [True, True], results
    assert "load: " + notice in serial
    assert "Traceback" not in serial and bad == []


def test_a_game_saved_on_the_device_continues_after_a_reload():
    """After the Lost Cities scenario's turn the device has autosaved into its
    (emulated) flash; a soft reload (Ctrl-C, Ctrl-D) starts code.py again and
    Continue must bring back that game exactly as the PC's Continue does."""
    work = lane.workdir("pico-reload")
    ref_dir = os.path.join(work, "reference")
    tree = lane.reference_tree(UF2)
    first = lane.reference(list(saves.SESSIONS["lost_cities"]),
                           [{"shot": "title"}, {"press": "A", "shot": "table"}, {"human_move": "turn"}],
                           os.path.join(ref_dir, "first"), tree)
    nvm = bytes.fromhex(first["nvm"])
    after = bytes.fromhex(first["storage"])
    second = lane.reference(after, [{"shot": "title"}, {"press": "A", "shot": "table"}],
                            os.path.join(ref_dir, "second"), tree)
    with lane.Console(UF2, BOOTROM, nvm=nvm, workdir=work) as console:
        played = lane.replay(console, first, os.path.join(ref_dir, "first"), work)
        assert all(r["ok"] for r in played), played
        assert console.read_flash(emulator.nvm_offset("pico"), emulator.NVM_SIZE) == after
        before = console.bad_serial()
        console.send(data=[3])  # Ctrl-C stops code.py (a KeyboardInterrupt traceback)
        console.until_serial("Use CTRL-D to reload", ms=20000)
        reload_at = console.last["serial_len"]
        console.send(data=[4])  # Ctrl-D: soft reload, code.py again
        resumed = lane.replay(console, second, os.path.join(ref_dir, "second"), work)
        after = console.serial(reload_at)
    assert [r["ok"] for r in resumed] == [True, True], resumed
    assert before == []
    assert [line for line in after.splitlines() if any(bad in line for bad in lane.BAD_SERIAL)] == []
