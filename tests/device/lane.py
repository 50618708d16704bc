"""The device lane's scenarios: what the firmware tests run and the measuring
command prints.

    .venv/bin/python tests/device/lane.py [--uf2 PATH] [--board pico] [--games lost_cities,gold]
                                          [--frames DIR] [--reference-tree DIR] [--repl]

Each game scenario starts the firmware from a save at the human's turn (NVM
bytes, tests/device/saves.py) and takes the steps of STEPS: the title with its
Continue row, Continue to the table, the in-game menu, the Rules row and its
first page, back to the menu, Resume, then one human turn (the presses the PC
console needed) until a bot has answered. After every press the device's
frame must equal the PC console's frame of the same step
(tests/device/pc_reference.py), pixel for pixel, within the step's time.
"""
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

import emulator  # noqa: E402
import saves  # noqa: E402

FRAMES = os.path.join(emulator.CACHE, "frames")
STEP_MS = 30000  # emulated ms a step may take to reach its frame
POLL_MS = 250
QUIET_MS = 300  # --times: a screen is drawn when no pixel has come for this long
# The console's heap goal on stock CircuitPython: at every wait
# for a press at least HEAP_GOAL bytes free after a collection, and a free
# block of BLOCK_GOAL bytes.
HEAP_GOAL = 24 * 1024
BLOCK_GOAL = 8 * 1024
# Every whole session and game after game keep BLOCK_GOAL at every wait
# for a press since 9f9a2eb (docs/memory.md); the tests hold it.
HEAP_LINE = re.compile(r"heap: (\S+) (\d+)(?: (\d+))?")
BAD_SERIAL = ("Traceback", "MemoryError", "Out of memory", "out of memory", "Not enough memory")

STEPS = [
    {"shot": "title"},
    {"press": "A", "shot": "table"},
    {"press": "Y", "shot": "menu"},
    {"press": "DOWN", "shot": "menu_rules"},
    {"press": "A", "shot": "rules"},
    {"press": "B", "shot": "menu_again"},
    {"press": "UP", "shot": "menu_resume"},
    {"press": "A", "shot": "resumed"},
    {"human_move": "turn"},
]


def workdir(name):
    """A fresh folder .cache/device/runs/NAME-PID for one session (two test
    runs at once never share one); folders of processes that have ended are
    removed first."""
    import shutil

    runs = os.path.join(emulator.CACHE, "runs")
    os.makedirs(runs, exist_ok=True)
    for entry in os.listdir(runs):
        stem, _, pid = entry.rpartition("-")
        if stem == name and pid.isdigit() and int(pid) != os.getpid():
            try:
                os.kill(int(pid), 0)
            except ProcessLookupError:
                shutil.rmtree(os.path.join(runs, entry), ignore_errors=True)
            except OSError:
                pass
    path = os.path.join(runs, "%s-%d" % (name, os.getpid()))
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def lane_settings(heap_log=True):
    """settings.toml as the install writes it, with the heap log on."""
    with open(os.path.join(ROOT, "settings.toml")) as f:
        text = f.read()
    if heap_log:
        text += "\n# device lane: the free heap and its largest block on the serial console\nCONSOLE_HEAP_LOG = 2\n"
    return text


def constant(path, name, tree=ROOT):
    """The value a module of the repository (or of the tree `tree`) gives
    `name` at its top level, read from its source (the hw modules import
    CircuitPython's own); KeyError when it gives none."""
    import ast

    with open(os.path.join(tree, path)) as f:
        module = ast.parse(f.read())
    for node in module.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise KeyError("%s: no %s" % (path, name))


def default_rotation(tree):
    """hw/picosetup.py's default turn in this tree (90
    before it was named ROTATION)."""
    try:
        return constant("hw/picosetup.py", "ROTATION", tree)
    except (OSError, KeyError, ValueError):
        return 90


def rotation_of(settings_text, board, tree=ROOT):
    if board == "picosystem":
        return 0
    pins = emulator.settings_pins(settings_text)
    return int(pins["CONSOLE_LCD_ROTATION"]) if "CONSOLE_LCD_ROTATION" in pins else default_rotation(tree)


def upright(raw, display_state, rotation):
    """The frame as the app drew it (the PC console's orientation) from the
    panel's RAM window: undo MADCTL's mirrors, then displayio's rotation
    (which turns the picture clockwise by `rotation` into the RAM)."""
    import numpy as np

    madctl = display_state["madctl"]
    if madctl & 0x20:
        raise NotImplementedError("MADCTL MV (row/column exchange) is not undone here")
    px = np.frombuffer(raw, dtype=">u2").reshape(240, 240)
    if madctl & 0x40:
        px = px[:, ::-1]
    if madctl & 0x80:
        px = px[::-1, :]
    px = np.rot90(px, k=(rotation // 90) % 4)  # counter-clockwise
    return np.ascontiguousarray(px).astype(">u2").tobytes()


def diff_count(a, b):
    import numpy as np

    return int((np.frombuffer(a, dtype=">u2") != np.frombuffer(b, dtype=">u2")).sum())


def save_png(data, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    emulator.rgb565_image(data).save(path)


def reference_tree(uf2=None):
    """Where the PC console that draws the references comes from: this tree,
    whose files are on the device's drive."""
    return ROOT


def reference(start, steps, out_dir, tree=None):
    """Runs tests/device/pc_reference.py from `start` (NVM bytes, a saves.SESSIONS
    row to save with the tree's own rules and bots, or "nonsense"); returns its
    reference.json as a dict, with "nvm" the bytes it started from."""
    tree = tree or os.environ.get("DEVICE_REFERENCE_TREE") or ROOT
    os.makedirs(out_dir, exist_ok=True)
    spec = os.path.join(out_dir, "spec.json")
    with open(spec, "w") as f:
        if isinstance(start, (bytes, bytearray)):
            json.dump({"nvm": bytes(start).hex(), "steps": steps}, f)
        else:
            json.dump({"save": start, "steps": steps}, f)
    env = dict(os.environ, BLINKA_OS_AGNOSTIC="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, os.path.join(HERE, "pc_reference.py"), spec, out_dir, tree],
                          env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError("pc_reference.py failed:\n" + done.stderr[-3000:])
    with open(os.path.join(out_dir, "reference.json")) as f:
        return json.load(f)


class Console(emulator.Session):
    """A session of stock CircuitPython with the console's files and the lane's settings."""

    def __init__(self, uf2, bootrom, board="pico", nvm=None, workdir=None, heap_log=True, extra_files=None,
                 fixes=None):
        self.settings_text = lane_settings(heap_log)
        files = emulator.install_files(extra_files, settings_text=self.settings_text)
        self.rotation = rotation_of(self.settings_text, board, reference_tree(uf2))
        super().__init__(uf2, bootrom, board=board, files=files, nvm=nvm, workdir=workdir, fixes=fixes)

    def upright_frame(self):
        raw = self.frame_bytes()
        return upright(raw, self.last["display"], self.rotation)

    def until_frame(self, expected, ms=STEP_MS, poll_ms=POLL_MS):
        """Runs until the upright frame equals `expected`; (True, frame) or (False, last frame)."""
        deadline = self.ms + ms
        while True:
            frame = self.upright_frame()
            if frame == expected:
                return True, frame
            if self.ms >= deadline:
                return False, frame
            self.run(poll_ms)

    def heap(self):
        """[(where, free bytes)] of the heap log lines so far."""
        return [(m.group(1), int(m.group(2))) for m in HEAP_LINE.finditer(self.serial())]

    def blocks(self):
        """[(where, largest free block in bytes)] of the heap log lines that say it."""
        return [(m.group(1), int(m.group(3))) for m in HEAP_LINE.finditer(self.serial()) if m.group(3)]

    def bad_serial(self):
        """The serial lines that report a crash or memory trouble."""
        return [line for line in self.serial().splitlines() if any(bad in line for bad in BAD_SERIAL)]


def replay(console, ref, ref_dir, out_dir, log=None, frames=None):
    """Takes the reference's steps on the device; returns per-step results
    (and fills `frames`, when given, with the device's frame of each step).
    Stops at the first step whose frame never came (saving both pictures)."""
    results = []
    for step in ref["steps"]:
        started = time.time()
        start_ms = console.ms
        if step["press"]:
            console.press(step["press"])
        with open(os.path.join(ref_dir, step["shot"] + ".rgb565"), "rb") as f:
            expected = f.read()
        ok, frame = console.until_frame(expected)
        if frames is not None:
            frames[step["shot"]] = frame
        result = {"shot": step["shot"], "press": step["press"], "ok": ok,
                  "emulated_ms": round(console.ms - start_ms), "wall_s": round(time.time() - started, 1)}
        if not ok:
            result["differing_pixels"] = diff_count(frame, expected)
            save_png(frame, os.path.join(out_dir, "FAILED_%s_device.png" % step["shot"]))
            save_png(expected, os.path.join(out_dir, "FAILED_%s_expected.png" % step["shot"]))
        results.append(result)
        if log:
            log(result)
        if not ok:
            break
    return results


def game_session(game, uf2, bootrom, board="pico", frames_dir=FRAMES, tree=None, log=None):
    """One game's scenario; a dict of what happened and what was measured."""
    work = workdir(board + "-" + game)
    ref_dir = os.path.join(work, "reference")
    ref = reference(list(saves.SESSIONS[game]), STEPS, ref_dir, tree or reference_tree(uf2))
    nvm = bytes.fromhex(ref["nvm"])
    started = time.time()
    with Console(uf2, bootrom, board=board, nvm=nvm, workdir=work) as console:
        frames = {}
        results = replay(console, ref, ref_dir, work, log, frames)
        # the device's own frames of the title (its Continue row) and the table
        for name, shot in (("title_continue", "title"), (game + "_table", "table"), (game + "_rules", "rules")):
            if shot in frames:
                save_png(frames[shot], os.path.join(frames_dir, "%s_%s.png" % (board, name)))
        nvm_after = console.read_flash(emulator.nvm_offset(board), emulator.NVM_SIZE)
        out = {
            "game": game,
            "record": ref["record"],
            "steps": results,
            "all_frames_matched": all(r["ok"] for r in results) and len(results) == len(ref["steps"]),
            "heap": console.heap(),
            "bad_serial": console.bad_serial(),
            "emulated_ms": round(console.ms),
            "nvm_equals_pc": nvm_after == bytes.fromhex(ref["storage"]),
            "pc_logs": ref["logs"],
            "serial_path": console.serial_path,
        }
    out["wall_s"] = round(console.wall_s, 1)
    out["session_wall_s"] = round(time.time() - started, 1)
    heap = [free for _where, free in out["heap"]]
    out["lowest_free_heap"] = min(heap) if heap else None
    return out


def next_heap(console, start, wheres, ms):
    """Runs until a heap line at one of `wheres` comes after serial byte
    `start`; (where, offset after that line) or (None, start) when ms pass."""
    deadline = console.ms + ms
    while console.ms < deadline:
        text = console.serial(start)
        for m in HEAP_LINE.finditer(text):
            if m.group(1) in wheres:
                return m.group(1), start + len(text[:m.end()].encode("utf-8"))
        console.run(POLL_MS)
    return None, start


class Steps:
    """Follows a session's heap log: step(wheres) runs until the next heap
    line at one of `wheres`, notes its place in `seen` (and the log) and
    returns it; a place that never comes within `ms` fails the session."""

    def __init__(self, console, name, seen, log=None, ms=60000):
        self.console = console
        self.name = name
        self.seen = seen
        self.log = log
        self.ms = ms
        self.at = 0  # the serial offset read up to

    def __call__(self, wheres, ms=None):
        console = self.console
        ms = ms or self.ms
        where, self.at = next_heap(console, self.at, wheres, ms)
        if where is None:
            raise RuntimeError("%s: no heap line at %s within %d ms; serial ends:\n%s"
                               % (self.name, "/".join(wheres), ms, console.serial()[-1500:]))
        self.seen.append(where)
        if self.log:
            self.log({"at": where, "emulated_ms": round(console.ms)})
        return where


HUMAN_PRESSES = 300  # a human's turn: 8 rows of 32 presses reach every place of Gold's grid
WHOLE_MS = 20 * 60 * 1000  # emulated ms the whole session may take


PAGES = ("result", "table", "winners", "story", "handover", "outcome", "notice")


def whole_save(game, humans=0):
    """(nvm bytes, record) a whole session starts from: saves.WHOLE's game,
    the first `humans` seats human."""
    index, seats, seed = saves.WHOLE[game]
    return saves.round_end_save(index, [0] * humans + list(seats[humans:]), seed)


def whole_session(game, uf2, bootrom, board="pico", frames_dir=FRAMES, log=None, humans=0):
    """A game's whole session from a save near its first round's end, hard
    bots in every seat (saves.WHOLE), the first `humans` seats human
    (hot-seat: hand-over and catch-up pages): the title, Continue, the
    table, the in-game menu and a rules page opened mid-round, back to the
    round, its end, every result page, the match table and the next round
    until its third move (or the winners and the title when the match is
    over). A human's turn presses A until a move comes (RIGHT every fourth
    press, as tests/app_driver.py's human_move, and DOWN every 32nd: Gold's
    RIGHT wraps within its row, and near a round's end a row can hold no
    face-down card). The presses follow the heap
    log's places; no frame is compared (the game scenarios do that). What it
    measured: every heap line, the lowest."""
    nvm, record = whole_save(game, humans)
    seats = list(record.seats)
    work = workdir(board + "-whole-" + game + ("-hot" if humans else ""))
    started = time.time()
    seen = []
    tag = game + ("_hot" if humans else "")
    with Console(uf2, bootrom, board=board, nvm=nvm, workdir=work) as console:
        step = Steps(console, game, seen, log, WHOLE_MS)

        def shot(name):
            # the heap line comes before the page is on the panel: wait for
            # the display to go quiet, then keep the frame
            console.until_quiet()
            save_png(console.upright_frame(), os.path.join(frames_dir, "%s_whole_%s_%s.png" % (board, tag, name)))

        everywhere = ("move", "turn", "menu", "rules", "title") + PAGES
        step(("title",))
        console.press("A")                          # Continue
        menu_done = False
        tries = 0  # presses of this human turn so far
        moves_after = 0
        shots = set()
        while True:
            where = step(everywhere)
            if where == "move":
                tries = 0
                if "table" in seen:
                    moves_after += 1
                    if moves_after >= 3:
                        break
            if where in ("move", "turn") and not menu_done:
                # mid-round: the in-game menu, its Rules page, back, Resume
                menu_done = True
                console.press("Y")
                step(("menu",))
                console.press("DOWN")
                step(("menu",))
                console.press("A")
                step(("rules",))
                shot("rules")
                console.press("B")
                step(("menu",))
                console.press("UP")
                step(("menu",))
                console.press("A")
                continue
            if where == "turn":
                tries += 1
                if tries > HUMAN_PRESSES:
                    raise RuntimeError("%s: no move came of %d presses at a human's turn" % (game, HUMAN_PRESSES))
                console.press("DOWN" if tries % 32 == 0 else "RIGHT" if tries % 4 == 0 else "A")
            elif where in PAGES:
                if where not in shots and where in ("result", "handover", "story"):
                    shots.add(where)
                    shot(where)
                console.press("A")
            elif where == "title":
                break
        shot("next")
        out = {"game": game, "seats": seats, "saved_moves": len(record.moves), "heap": console.heap(),
               "blocks": console.blocks(), "bad_serial": console.bad_serial(), "emulated_ms": round(console.ms),
               "places": seen, "serial_path": console.serial_path}
    out["wall_s"] = round(time.time() - started, 1)
    heap = [free for _where, free in out["heap"]]
    out["lowest_free_heap"] = min(heap) if heap else None
    lows = {}
    for where, free in out["heap"]:
        lows[where] = min(free, lows.get(where, free))
    out["lowest_by_place"] = lows
    out["lowest_block"] = min(b for _w, b in out["blocks"]) if out["blocks"] else None
    block_lows = {}
    for where, block in out["blocks"]:
        block_lows[where] = min(block, block_lows.get(where, block))
    out["lowest_block_by_place"] = block_lows
    return out


def setup_presses(game_index):
    """The set-up presses, from Start (where set-up opens), for the largest
    table the game allows with a hard bot in every seat, then Start
    (engine/app/title.py Setup: row 0 players, a row a seat, then Start)."""
    from engine.games import GAMES, SEATS

    low, high = GAMES[game_index][SEATS]
    presses = []
    if low != high:
        presses += ["UP"] * (low + 1) + ["RIGHT"] * (high - low) + ["DOWN"]
    else:
        presses += ["UP"] * low  # row 0 is dimmed: the first seat
    for seat in range(high):
        # a human (seat 1) steps back to hard, a normal bot on to hard
        presses += ["LEFT" if seat == 0 else "RIGHT", "DOWN"]
    return presses + ["A"]


AFTER_MOVES = 6  # moves each game plays before it is quit


def after_session(uf2, bootrom, board="pico", frames_dir=FRAMES, log=None):
    """Game after game in one power-on, from a board with no save: each of
    the four games set up for its largest table with hard bots in every
    seat, AFTER_MOVES moves played, the in-game menu's Quit back to the
    title, the next game; then Continue of the last one (the save Quit
    kept) and a few moves. What it measured: every heap line, the lowest;
    and for the Start of every match after the first and for the Continue
    (each restarts the board's Python first: engine/app/restart.py) the
    emulated ms from the press to the table's first frame: to the last
    pixel the display was sent before the first move's heap line came
    (every seat is a bot, whose move is drawn after its line); and how
    often the display was reset (made)."""
    from engine.games import GAMES

    work = workdir(board + "-after")
    started = time.time()
    seen = []
    nvm = b"\xff" * emulator.NVM_SIZE
    with Console(uf2, bootrom, board=board, nvm=nvm, workdir=work) as console:
        step = Steps(console, "after", seen, log, 120000)

        def presses(keys):
            for key in keys:
                console.press(key)
                console.run(150)

        def to_table(pressed):
            """ms from `pressed` to the table's first frame; the next heap
            line is the first move's."""
            step(("move",))
            drawn = console.op(op="pixel_before", at=step.at - 1)["last_pixel_ms"]
            if drawn is None or drawn <= pressed:
                raise RuntimeError("after: no pixel between the press at %d ms and the first move" % pressed)
            return round(drawn - pressed)

        restarts = {}  # the game started (or "continue") -> ms from the press to its table
        step(("title",))
        for index in range(len(GAMES)):
            saved = index > 0  # a Continue row heads the title once a game is kept
            presses(["DOWN"] * (index + saved) + ["A"])
            step(("setup",))
            keys = setup_presses(index)
            presses(keys[:-1])
            pressed = console.ms
            presses(keys[-1:])  # Start
            if index:
                restarts[GAMES[index][0]] = to_table(pressed)
            for _ in range(AFTER_MOVES - (1 if index else 0)):
                step(("move",))
            console.press("Y")
            step(("menu",))
            presses(["UP", "A"])  # Quit to menu: the last row, one UP from Resume
            step(("title",))
        pressed = console.ms
        presses(["A"])  # Continue: the last game, from its save
        restarts["continue"] = to_table(pressed)
        for _ in range(2):
            step(("move",))
        save_png(console.upright_frame(), os.path.join(frames_dir, "%s_after_continue.png" % board))
        out = {"places": seen, "heap": console.heap(), "blocks": console.blocks(),
               "bad_serial": console.bad_serial(), "emulated_ms": round(console.ms),
               "restart_to_table_ms": restarts, "display_resets": console.last["display"]["resets"],
               "serial_path": console.serial_path}
    out["wall_s"] = round(time.time() - started, 1)
    out["lowest_free_heap"] = min(free for _w, free in out["heap"]) if out["heap"] else None
    out["lowest_block"] = min(b for _w, b in out["blocks"]) if out["blocks"] else None
    return out


def menu_session(game, uf2, bootrom, board="pico", level="2"):
    """The short measuring run of a game's low points: from the whole
    session's save (saves.WHOLE), Continue, the first move, the in-game menu,
    its rules page, the menu again, Resume and two moves. Returns the heap
    lines (at CONSOLE_HEAP_LOG `level`: "3" lists the largest free blocks)."""
    index, seats, seed = saves.WHOLE[game]
    nvm, _record = saves.round_end_save(index, seats, seed)
    settings = lane_settings(True).replace("CONSOLE_HEAP_LOG = 2", "CONSOLE_HEAP_LOG = " + level)
    files = emulator.install_files(settings_text=settings)
    with emulator.Session(uf2, bootrom, board=board, files=files, nvm=nvm,
                          workdir=workdir(board + "-menu-" + game)) as s:
        s.until_serial("heap: title", ms=60000)
        s.press("A")
        s.until_serial("heap: move", ms=120000)
        s.run(500)
        for key, where in (("Y", "menu"), ("DOWN", "menu"), ("A", "rules"), ("B", "menu"), ("UP", "menu"),
                           ("A", "move"), (None, "move")):
            if key:
                s.press(key)
            s.until_serial("heap: " + where, ms=120000)
            s.run(300)
        return [line for line in s.serial().splitlines() if line.startswith(("heap", "out of", "notice"))]


def times_session(game, uf2, bootrom, board="pico"):
    """Load times on the emulated clock for one game, in one power-on from
    an empty board: power-on to the title, Start (set-up's default seats: a
    human and bots) to the table, and, after a soft reload (Ctrl-C, Ctrl-D),
    Continue to the table. Each is timed to the screen drawn: the display's
    last pixel before it stays quiet for QUIET_MS after the screen's first
    heap line (the title's; at the table the first turn's, move's or
    hand-over's), so neither a collection nor the runner's 250 ms looks are
    in it, and a screen drawn after its wait has begun (drawn whole at the
    first frame: hw/devparts.py whole_frame) is. What a screen draws by
    itself soon after (Karuba's placing preview, IDLE_MS after a turn
    begins) counts too. Start and Continue are pressed once the screen
    before is drawn. Beside each, "..._line_ms": to that heap line as the
    runner first saw it, the figure this gave until 2026-12-06. The heap
    log is at level 1 (a collection at each wait, no trial allocations)."""
    from engine.games import GAMES, find

    index = GAMES.index(find(game))
    work = workdir(board + "-times-" + game)
    nvm = b"\xff" * emulator.NVM_SIZE
    out = {"game": game}
    settings = lane_settings(True).replace("CONSOLE_HEAP_LOG = 2", "CONSOLE_HEAP_LOG = 1")

    class Quiet(Console):
        def __init__(self):
            self.settings_text = settings
            files = emulator.install_files(None, settings_text=settings)
            self.rotation = rotation_of(settings, board)
            emulator.Session.__init__(self, uf2, bootrom, board=board, files=files, nvm=nvm, workdir=work)

    with Quiet() as console:
        def until(wheres, start, name, since, ms=120000):
            """Runs to the next heap line at one of `wheres`; notes `name`:
            ms from `since` to the last pixel before the display stays quiet
            after that line (and to the line itself as first seen)."""
            where, at = next_heap(console, start, wheres, ms)
            if where is None:
                raise RuntimeError("times %s: no %s; serial ends:\n%s" % (game, wheres, console.serial()[-800:]))
            if name:
                out[name + "_line_ms"] = round(console.ms - since)
                quiet = console.op(op="until_quiet", quiet_ms=QUIET_MS, ms=20000)
                if not quiet["found"] or quiet["last_pixel_ms"] <= since:
                    raise RuntimeError("times %s: the screen after %d ms never settled" % (game, since))
                out[name + "_ms"] = round(quiet["last_pixel_ms"] - since)
            return where, at

        console.until_serial("code.py |", ms=30000)  # the status line CircuitPython prints as code.py starts
        out["power_on_to_code_py_ms"] = round(console.ms)
        _, at = until(("title",), 0, "power_on_to_title", 0)
        for key in ["DOWN"] * index + ["A"]:
            console.press(key)
        _, at = until(("setup",), at, None, 0)
        console.until_quiet(QUIET_MS, ms=20000)  # Start pressed once set-up is on screen, as a player does
        pressed = console.ms
        console.press("A")  # Start
        out["start_to"], at = until(("turn", "move", "handover"), at, "start_to_table", pressed)
        console.send(data=[3])  # Ctrl-C, then Ctrl-D: code.py again, the game saved
        console.until_serial("Use CTRL-D to reload", ms=20000)
        console.send(data=[4])
        at = console.last["serial_len"]
        reload_at = console.ms
        _, at = until(("title",), at, "reload_to_title", reload_at)
        pressed = console.ms
        console.press("A")  # Continue
        out["continue_to"], at = until(("turn", "move", "handover"), at, "continue_to_table", pressed)
        out["bad_serial"] = console.bad_serial()
    return out


# The least a start to a first screen can take: CircuitPython's own start
# with the console's drive, then a code.py that makes the display as the console does (hw/picosetup.py,
# hw/st7789.py: the same pins, clock and start-up commands) and draws one
# full-screen shape, with none of the console's modules to compile.
FLOOR_CODE = """import board, busio, displayio, vectorio
from fourwire import FourWire
from busdisplay import BusDisplay
displayio.release_displays()
spi = busio.SPI(clock=board.GP10, MOSI=board.GP11)
bus = FourWire(spi, command=board.GP8, chip_select=board.GP9, reset=board.GP12, baudrate=%d)
display = BusDisplay(bus, %r, width=240, height=240, rotation=%d, rowstart=80, backlight_pin=board.GP13,
                     auto_refresh=False)
palette = displayio.Palette(1)
palette[0] = 0x203040
group = displayio.Group()
group.append(vectorio.Rectangle(pixel_shader=palette, width=240, height=240, x=0, y=0))
display.root_group = group
display.refresh()
while True:
    pass
"""


def floor_session(uf2, bootrom, board="pico"):
    """Power-on to the last pixel of FLOOR_CODE's one frame: how much of a
    start is CircuitPython's and the panel's, before any of the console's
    own work. Not on a PicoSystem: its display is its firmware's own, made
    before code.py starts, on other pins."""
    if board == "picosystem":
        return {"power_on_to_frame_ms": None, "why": "the PicoSystem's display is made by its firmware"}
    code = FLOOR_CODE % (constant("hw/picosetup.py", "SPI_BAUDRATE"), constant("hw/st7789.py", "INIT_SEQUENCE"),
                         default_rotation(ROOT))
    work = workdir(board + "-times-floor")
    # the console's drive (boot.py, settings.toml, ...) with this code.py
    files = emulator.install_files({"code.py": code.encode("utf-8")}, settings_text=lane_settings(True))
    with emulator.Session(uf2, bootrom, board=board, files=files,
                          nvm=b"\xff" * emulator.NVM_SIZE, workdir=work) as session:
        drawn = session.op(op="until_quiet", quiet_ms=QUIET_MS, ms=20000, changed=True)
        if not drawn["found"] or drawn["pixels"] != 240 * 240:
            raise RuntimeError("floor: %d pixels drawn; serial ends:\n%s"
                               % (drawn["pixels"], session.serial()[-800:]))
        return {"power_on_to_frame_ms": round(drawn["last_pixel_ms"])}


def repl_heap(uf2, bootrom, board="pico"):
    """Free heap at the REPL: bare, after the modules code.py imports, and
    after every game's rules, bot and screen as well."""
    work = workdir(board + "-repl")
    started = time.time()
    with Console(uf2, bootrom, board=board, workdir=work, heap_log=False) as console:
        console.run(3000)
        console.to_repl()
        probe = "import gc; gc.collect(); print('free', gc.mem_free(), 'alloc', gc.mem_alloc())"
        figures = {"repl": console.repl(probe)}
        module = "hw.picosystem" if board == "picosystem" else "hw.pico_st7789"
        console.repl("import hw, %s; from engine.app.shell import run" % module)
        figures["after code.py's imports (hw, %s, engine.app.shell)" % module] = console.repl(probe)
        console.repl("from engine.games import GAMES, load")
        console.repl("mods = [load(i, p) for i in range(len(GAMES)) for p in ('rules', 'bot', 'screen')]")
        figures["after every game's rules, bot and screen too"] = console.repl(probe)
        figures["emulated_ms"] = round(console.ms)
    figures["wall_s"] = round(time.time() - started, 1)
    return figures


def main(argv=None):
    import argparse

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--uf2", default=None, help="default: the board's stock UF2 in the cache")
    parser.add_argument("--bootrom", default=None)
    parser.add_argument("--board", default="pico", choices=sorted(emulator.BOARDS))
    parser.add_argument("--games", default=",".join(saves.SESSIONS))
    parser.add_argument("--frames", default=FRAMES)
    parser.add_argument("--reference-tree", default=None)
    parser.add_argument("--repl", action="store_true", help="also measure the heap at the REPL")
    parser.add_argument("--humans", type=int, default=0,
                        help="with --whole: the first N seats human (hot-seat hand-over and catch-up)")
    parser.add_argument("--menu", action="store_true",
                        help="the short run of each game's low points (menu_session)")
    parser.add_argument("--level", default="2", help="with --menu: CONSOLE_HEAP_LOG (3: the largest blocks)")
    parser.add_argument("--times", action="store_true",
                        help="load times on the emulated clock per game (times_session)")
    parser.add_argument("--after", action="store_true",
                        help="game after game in one power-on, then Continue (after_session)")
    parser.add_argument("--whole", action="store_true",
                        help="the whole-session scenario (saves.WHOLE) instead of the game scenarios")
    parser.add_argument("--out", default=None, help="write the results as JSON here")
    parser.add_argument("--drive", default=None,
                        help="a folder a deploy wrote (make deploy MPY=1 DRIVE=...): its files on the "
                             "board instead of the bundle's")
    args = parser.parse_args(argv)
    if args.drive:
        emulator.DRIVE_DIR = os.path.abspath(args.drive)
    uf2, bootrom, missing = emulator.firmware(args.board)
    args.uf2 = args.uf2 or uf2
    args.bootrom = args.bootrom or bootrom
    if not (os.path.isfile(args.uf2) and args.bootrom and os.path.isfile(args.bootrom)):
        raise SystemExit(missing or "no UF2 or bootrom at the paths given")
    report = {"uf2": args.uf2, "games": {}}
    if args.repl:
        report["repl"] = repl_heap(args.uf2, args.bootrom, args.board)
        print(json.dumps(report["repl"], indent=1), flush=True)
    if args.menu:
        for game in [g for g in args.games.split(",") if g]:
            print(game, " ".join(menu_session(game, args.uf2, args.bootrom, args.board, args.level)), flush=True)
        args.games = ""
    if args.times:
        report["times"] = {"floor": floor_session(args.uf2, args.bootrom, args.board)}
        print("floor", json.dumps(report["times"]["floor"]), flush=True)
        for game in [g for g in args.games.split(",") if g]:
            result = times_session(game, args.uf2, args.bootrom, args.board)
            report["times"][game] = result
            print(game, json.dumps(result), flush=True)
        args.games = ""
    if args.after:
        result = after_session(args.uf2, args.bootrom, args.board, args.frames,
                               log=lambda r: print("  ", json.dumps(r), flush=True))
        report["after"] = result
        print("after", json.dumps({k: result[k] for k in ("lowest_free_heap", "lowest_block", "bad_serial",
                                                          "restart_to_table_ms", "display_resets", "emulated_ms",
                                                          "wall_s")}),
              flush=True)
        args.games = ""
    for game in [g for g in args.games.split(",") if g and args.whole]:
        result = whole_session(game, args.uf2, args.bootrom, args.board, args.frames,
                               log=lambda r: print("  ", json.dumps(r), flush=True), humans=args.humans)
        report["games"][game] = result
        brief = {k: result[k] for k in ("lowest_free_heap", "lowest_block", "lowest_by_place",
                                         "lowest_block_by_place", "bad_serial", "emulated_ms", "wall_s")}
        print(game, json.dumps(brief), flush=True)
    for game in [g for g in args.games.split(",") if g and not args.whole]:
        result = game_session(game, args.uf2, args.bootrom, args.board, args.frames, args.reference_tree,
                              log=lambda r: print("  ", json.dumps(r), flush=True))
        report["games"][game] = result
        brief = {k: result[k] for k in ("all_frames_matched", "lowest_free_heap", "bad_serial", "emulated_ms",
                                         "wall_s", "nvm_equals_pc")}
        print(game, json.dumps(brief), flush=True)
    if args.out:
        with open(args.out, "w") as f:
            json.dump(report, f, indent=1)
    return report


if __name__ == "__main__":
    main()
