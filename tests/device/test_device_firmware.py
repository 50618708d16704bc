"""The console on stock CircuitPython 10.2.1 on an emulated RP2040 (rp2040js):
the files of `make bundle` on the drive, a Pico with a 240x240 ST7789 and
buttons on the pins of settings.toml. Every frame the device shows at a step
must equal, pixel for pixel, the PC console's frame at the same step
(tests/device/pc_reference.py), and every session's heap must stay within the
console's goal: at least HEAP_GOAL bytes free at every wait for a press, and
no MemoryError.

These run when the stock UF2 and the bootrom are in the per-user cache
(emulator.FIRMWARE_CACHE: ~/.cache/pocket-cards/device/ unless
$POCKET_CARDS_DEVICE_CACHE or $XDG_CACHE_HOME say otherwise; or CIRCUITPY_UF2
and RP2040_BOOTROM name them) and node with rp2040js is installed (`npm ci`);
otherwise they skip, saying what is missing. DEVICE_LANE=0 skips them.

The sessions take minutes each (the emulator runs at 0.1-0.3x real time), so
the ones the selected tests need start as soon as collection ends
(conftest.py), LANE_WORKERS (2) at a time in the background, while the rest of
the suite runs; each test waits for its own.
"""
import os
import queue
import threading

import pytest

import emulator
import fat
import lane
import saves

UF2, BOOTROM, MISSING = emulator.firmware()
REASON = ("DEVICE_LANE=0: the firmware tests are switched off" if os.environ.get("DEVICE_LANE") == "0"
          else emulator.node_ready() or MISSING)
pytestmark = pytest.mark.skipif(REASON is not None, reason=str(REASON))
GAMES = list(saves.SESSIONS)


IDLE_MS = 2000


def title_session(board):
    """A fresh board (NVM erased) to the title; the title's frame is checked
    against the PC's and boot_out.txt read from the drive afterwards."""
    uf2, bootrom, missing = emulator.firmware(board)
    if missing:
        return {"skip": missing}
    nvm = b"\xff" * emulator.NVM_SIZE
    work = lane.workdir(board + "-title")
    ref_dir = os.path.join(work, "reference")
    ref = lane.reference(nvm, [{"shot": "title"}], ref_dir)
    frames = {}
    with lane.Console(uf2, bootrom, board=board, nvm=nvm, workdir=work) as console:
        results = lane.replay(console, ref, ref_dir, work, frames=frames)
        # the heap line comes as the title waits for a press, after its frame
        console.until_serial("heap: title", ms=20000, start=0)
        status = console.last
        bad = console.bad_serial()
        heap = console.heap()
        # idle at the title, the core sleeps as the chip does (the runner's
        # fixes 3 and 4): the share of IDLE_MS it spent asleep
        before = console.op(op="status")["slept_ms"]
        console.op(op="run", ms=IDLE_MS)
        slept = (console.op(op="status")["slept_ms"] - before) / IDLE_MS
        drive, _ = fat.read_volume(console.read_flash(emulator.drive_offset(board), emulator.drive_size(board)))
    if "title" in frames:
        lane.save_png(frames["title"], os.path.join(lane.FRAMES, "%s_title.png" % board))
    return {"results": results, "status": status, "bad": bad, "heap": heap, "work": work,
            "boot_out": (drive.get("boot_out.txt") or b"").decode("utf-8", "replace"), "slept": slept}


def bad_save_session():
    """A save with a good CRC that makes no sense (three seats in Lost
    Cities), to the title's notice and on to set-up."""
    work = lane.workdir("pico-bad-save")
    ref_dir = os.path.join(work, "reference")
    ref = lane.reference("nonsense", [{"shot": "title_notice"}, {"press": "A", "shot": "setup"}], ref_dir)
    with lane.Console(UF2, BOOTROM, nvm=bytes.fromhex(ref["nvm"]), workdir=work) as console:
        results = lane.replay(console, ref, ref_dir, work)
        return {"results": results, "serial": console.serial(), "bad": console.bad_serial()}


def reload_session():
    """Lost Cities' turn saved on the device, then a soft reload (Ctrl-C,
    Ctrl-D) and Continue: the game as the PC's Continue brings it back."""
    work = lane.workdir("pico-reload")
    ref_dir = os.path.join(work, "reference")
    first = lane.reference(list(saves.SESSIONS["lost_cities"]),
                           [{"shot": "title"}, {"press": "A", "shot": "table"}, {"human_move": "turn"}],
                           os.path.join(ref_dir, "first"))
    nvm = bytes.fromhex(first["nvm"])
    after = bytes.fromhex(first["storage"])
    second = lane.reference(after, [{"shot": "title"}, {"press": "A", "shot": "table"}],
                            os.path.join(ref_dir, "second"))
    out = {}
    with lane.Console(UF2, BOOTROM, nvm=nvm, workdir=work) as console:
        out["played"] = lane.replay(console, first, os.path.join(ref_dir, "first"), work)
        out["saved_as_pc"] = console.read_flash(emulator.nvm_offset("pico"), emulator.NVM_SIZE) == after
        out["before"] = console.bad_serial()
        console.send(data=[3])  # Ctrl-C stops code.py (a KeyboardInterrupt traceback)
        console.until_serial("Use CTRL-D to reload", ms=20000)
        reload_at = console.last["serial_len"]
        console.send(data=[4])  # Ctrl-D: soft reload, code.py again
        out["resumed"] = lane.replay(console, second, os.path.join(ref_dir, "second"), work)
        out["after"] = console.serial(reload_at)
        out["display_resets"] = console.last["display"]["resets"]
    return out


# name -> (function, arguments), the longest first: they share LANE_WORKERS
JOBS = {}
WHOLE_SAVES = {}  # name -> (game, humans): the save a whole session starts from
for _game in ("karuba", "digging", "gold", "lost_cities"):
    JOBS["whole-" + _game] = (lane.whole_session, (_game, UF2, BOOTROM))
    WHOLE_SAVES["whole-" + _game] = (_game, 0)
JOBS["after"] = (lane.after_session, (UF2, BOOTROM))
HOT_GAMES = ("karuba", "digging", "gold", "lost_cities")
for _game in HOT_GAMES:
    JOBS["hot-" + _game] = (lane.whole_session, (_game, UF2, BOOTROM, "pico", lane.FRAMES, None, 2))
    WHOLE_SAVES["hot-" + _game] = (_game, 2)
for _game in GAMES:
    JOBS["scenario-" + _game] = (lane.game_session, (_game, UF2, BOOTROM))
JOBS["reload"] = (reload_session, ())
JOBS["bad-save"] = (bad_save_session, ())
for _board in ("pico", "pico_w", "picosystem"):
    JOBS["title-" + _board] = (title_session, (_board,))

# test function -> the job it reads ("{}": its parameter)
TEST_JOBS = {
    "test_boots_to_the_title": "title-{}",
    "test_a_game_from_its_save_through_table_menu_rules_and_a_turn": "scenario-{}",
    "test_a_whole_session_with_hard_bots_in_every_seat_stays_within_the_heap": "whole-{}",
    "test_a_whole_hot_seat_session_stays_within_the_heap": "hot-{}",
    "test_game_after_game_in_one_power_on_then_continue": "after",
    "test_a_corrupted_save_is_refused_with_its_message": "bad-save",
    "test_a_game_saved_on_the_device_continues_after_a_reload": "reload",
}
_results = {}  # job name -> ("ok", result) or ("error", exception)
_done = {}  # job name -> threading.Event
_lock = threading.Lock()


def start(names):
    """Runs these jobs in the background, LANE_WORKERS at a time, in JOBS'
    order (the longest first); a job already started is not started again."""
    if REASON is not None:
        return
    emulator.prime()  # in this thread: what the sessions share, read before they run
    for name in names:
        # the saves the whole sessions start from are played by the PC's bots:
        # here, not in the sessions' threads beside the suite's bot tests
        if name in WHOLE_SAVES:
            lane.whole_save(*WHOLE_SAVES[name])
    todo = queue.Queue()
    with _lock:
        for name in JOBS:
            if name in names and name not in _done:
                _done[name] = threading.Event()
                todo.put(name)

    def work():
        while True:
            try:
                name = todo.get_nowait()
            except queue.Empty:
                return
            function, args = JOBS[name]
            try:
                _results[name] = ("ok", function(*args))
                report(name, _results[name][1])
            except Exception as error:  # the test that reads it fails with it
                _results[name] = ("error", error)
            _done[name].set()

    for _ in range(int(os.environ.get("LANE_WORKERS", "2"))):
        threading.Thread(target=work, daemon=True).start()


def report(name, result):
    """Keeps a job's result as JSON in .cache/device/report/ (what
    docs/memory.md's tables are read from)."""
    import json

    folder = os.path.join(emulator.CACHE, "report")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name + ".json"), "w") as f:
        json.dump(result, f, indent=1, default=str)


def job(name):
    """The job's result, once it has run (its exception, raised, if it failed)."""
    start([name])
    _done[name].wait()
    kind, value = _results[name]
    if kind == "error":
        raise value
    return value


def describe(result):
    failed = [s for s in result["steps"] if not s["ok"]]
    return "steps: %s; failed: %s; serial: %s" % (
        [s["shot"] for s in result["steps"]], failed, result["serial_path"])


@pytest.mark.parametrize("board", ["pico", "pico_w", "picosystem"])
def test_boots_to_the_title(board):
    """A fresh board shows the PC console's title exactly; boot_out.txt names
    the stock version and the board, as tools/deploy.py reads them. The
    Pico's UF2 must be there; the Pico W's and PicoSystem's run when theirs are."""
    result = job("title-" + board)
    if "skip" in result:
        if board == "pico":
            pytest.fail(result["skip"])
        pytest.skip(result["skip"])
    assert result["results"][0]["ok"], "the title never came: %s (pictures in %s)" % (
        result["results"], result["work"])
    boot_out = result["boot_out"]
    assert "Adafruit CircuitPython " + emulator.CIRCUITPY_VERSION in boot_out, boot_out
    board_id = {"pico": "raspberry_pi_pico", "pico_w": "raspberry_pi_pico_w",
                "picosystem": "pimoroni_picosystem"}[board]
    assert "Board ID:" + board_id in boot_out, boot_out
    assert result["status"]["usb_connected_ms"] > 0
    assert result["status"]["display"]["display_on"] and not result["status"]["display"]["sleeping"]
    assert result["bad"] == []
    assert min(free for _where, free in result["heap"]) >= lane.HEAP_GOAL, result["heap"]
    # waiting for a press the board sleeps, as a chip on a USB host does (no
    # storm of empty USB packets: the runner's fix 3; 0.95 measured)
    assert result["slept"] > 0.8, result["slept"]


@pytest.mark.parametrize("game", GAMES)
def test_a_game_from_its_save_through_table_menu_rules_and_a_turn(game):
    result = job("scenario-" + game)
    assert result["all_frames_matched"], describe(result)
    assert result["bad_serial"] == [], result["bad_serial"]
    # the moves the device played and saved are the PC's: its NVM ends byte
    # for byte as the PC console's storage (saves written on the device)
    assert result["nvm_equals_pc"], describe(result)
    wheres = set(where for where, _free in result["heap"])
    assert {"title", "turn", "menu", "rules", "move"} <= wheres, wheres
    assert result["lowest_free_heap"] >= lane.HEAP_GOAL, result["heap"]


def whole_checks(result):
    assert result["bad_serial"] == [], result["bad_serial"]
    places = set(result["places"])
    assert {"move", "menu", "rules", "result", "table"} <= places, result["places"]
    assert result["lowest_free_heap"] >= lane.HEAP_GOAL, result["lowest_by_place"]
    # the largest free block, found by trial allocation at every heap line
    assert result["lowest_block"] >= lane.BLOCK_GOAL, result["lowest_block_by_place"]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_session_with_hard_bots_in_every_seat_stays_within_the_heap(game):
    result = job("whole-" + game)
    whole_checks(result)


@pytest.mark.parametrize("game", HOT_GAMES)
def test_a_whole_hot_seat_session_stays_within_the_heap(game):
    result = job("hot-" + game)
    whole_checks(result)
    assert "handover" in result["places"], result["places"]
    assert "turn" in result["places"], result["places"]


def test_game_after_game_in_one_power_on_then_continue():
    result = job("after")
    assert result["bad_serial"] == [], result["bad_serial"]
    assert result["places"].count("setup") >= 4 and result["places"].count("title") >= 5, result["places"]
    assert result["lowest_free_heap"] >= lane.HEAP_GOAL, result["heap"]
    assert result["lowest_block"] >= lane.BLOCK_GOAL, result["heap"]
    # the display made at power-on served every match: the console's own
    # restarts (three Starts and the Continue) keep it (hw/picosetup.py)
    assert result["display_resets"] == 1, result["display_resets"]


def test_a_corrupted_save_is_refused_with_its_message():
    """The title says so in its notice line, offers no Continue, and a new
    game can be set up; no traceback on the serial console."""
    _record, notice = saves.load_notice(saves.nonsense_save())
    assert notice == "The saved game was damaged (bad seat count) and cannot be continued."
    result = job("bad-save")
    assert [r["ok"] for r in result["results"]] == [True, True], result["results"]
    assert "load: " + notice in result["serial"]
    assert "Traceback" not in result["serial"] and result["bad"] == []


def test_a_game_saved_on_the_device_continues_after_a_reload():
    """After the Lost Cities scenario's turn the device has autosaved into its
    (emulated) flash; a soft reload starts code.py again and Continue must
    bring back that game exactly as the PC's Continue does."""
    result = job("reload")
    assert all(r["ok"] for r in result["played"]), result["played"]
    assert result["saved_as_pc"]
    assert [r["ok"] for r in result["resumed"]] == [True, True], result["resumed"]
    assert result["before"] == []
    assert [line for line in result["after"].splitlines() if any(bad in line for bad in lane.BAD_SERIAL)] == []
    # a reload from the REPL may follow an edit of settings.toml: the display is made anew
    assert result["display_resets"] == 2, result["display_resets"]
