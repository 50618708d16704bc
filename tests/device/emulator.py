"""The device lane's Python side: builds what goes into the emulated flash (the
drive image, NVM save bytes), starts tests/device/runner.js (rp2040js with a
real CircuitPython UF2) and drives a session: presses, serial, frames.

    with Session(uf2, bootrom, nvm=save_bytes) as s:
        s.run(5000)                          # emulated milliseconds
        s.press("A")                         # the key's pin low for 60 ms
        s.until_serial("Bot 2: ", ms=20000)  # a line on the USB serial console
        image = s.frame_image()              # the panel as a PIL image

tests/device/lane.py builds the console's scenarios on it. Paths: the UF2 and
bootrom come from a per-user cache outside the repository (FIRMWARE_CACHE) or
the CIRCUITPY_UF2 / RP2040_BOOTROM environment variables; see firmware().
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# What the lane runs and writes: the stock UF2s and the bootrom in a per-user
# cache outside the repository (never committed); runs and frames in the
# repository's git-ignored .cache/device/.
FIRMWARE_CACHE = (os.environ.get("POCKET_CARDS_DEVICE_CACHE")
                  or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"),
                                  "pocket-cards", "device"))
CACHE = os.path.join(ROOT, ".cache", "device")
RUNNER = os.path.join(HERE, "runner.js")
sys.path.insert(0, HERE)

import fat  # noqa: E402

# Flash layout of CircuitPython on an RP2040 (ports/raspberrypi/mpconfigport.h):
# the firmware region (1020 KiB; a Pico W's board files make it 1536 KiB),
# then the 4 KiB NVM sector (microcontroller.nvm), then the drive to the end
# of the flash CircuitPython assumes (its RDID read gets no answer from
# rp2040js, so the board's EXTERNAL_FLASH_DEVICES size counts: 2 MB on a Pico
# and a Pico W, 16 MB on a PicoSystem).
BOARDS = {
    "pico": {"firmware": 1020 * 1024, "flash": 2 * 1024 * 1024},
    "pico_w": {"firmware": 1536 * 1024, "flash": 2 * 1024 * 1024},
    "picosystem": {"firmware": 1020 * 1024, "flash": 16 * 1024 * 1024},
}
NVM_SIZE = 4096
FIRMWARE_SIZE = BOARDS["pico"]["firmware"]
NVM_OFFSET = FIRMWARE_SIZE  # 0xFF000 on a Pico
DRIVE_OFFSET = FIRMWARE_SIZE + NVM_SIZE  # 0x100000 on a Pico


def nvm_offset(board="pico"):
    return BOARDS[board]["firmware"]


def drive_offset(board="pico"):
    return BOARDS[board]["firmware"] + NVM_SIZE


def drive_size(board="pico"):
    """1 MiB on a Pico, 508 KiB on a Pico W, 15 MiB on a PicoSystem."""
    return BOARDS[board]["flash"] - drive_offset(board)


# The buttons of hw/picosystem.py (CircuitPython's pimoroni_picosystem pins).
PICOSYSTEM_KEYS = {"UP": 23, "DOWN": 20, "LEFT": 22, "RIGHT": 21, "A": 18, "B": 19, "X": 17, "Y": 16}
# The PicoSystem's built-in display bus (board.c: SPI0, DC GPIO9, CS GPIO5).
PICOSYSTEM_DISPLAY = {"spi": 0, "dc": 9, "cs": 5, "view_row": 0, "view_col": 0}


# Looked up once, as the lane is imported: its sessions start in threads
# beside the rest of the suite, some of whose tests set PATH to a folder of
# their own for a moment (test_deploy.py); a session started then found no node.
_NODE = shutil.which("node")


def node():
    return _NODE


def node_ready():
    """None when node and rp2040js are installed, else the reason they are not."""
    if node() is None:
        return "node is not installed (the device lane needs Node.js 18+)"
    if not os.path.isdir(os.path.join(ROOT, "node_modules", "rp2040js")):
        return "rp2040js is not installed: run `npm ci` in the repository (make test does)"
    return None


# The stock CircuitPython the lane runs: the version and, per board, the UF2
# as circuitpython.org names it and the environment variable that overrides it.
CIRCUITPY_VERSION = "10.2.1"
UF2S = {
    "pico": ("adafruit-circuitpython-raspberry_pi_pico-en_US-%s.uf2", "CIRCUITPY_UF2"),
    "pico_w": ("adafruit-circuitpython-raspberry_pi_pico_w-en_US-%s.uf2", "CIRCUITPY_UF2_PICO_W"),
    "picosystem": ("adafruit-circuitpython-pimoroni_picosystem-en_US-%s.uf2", "CIRCUITPY_UF2_PICOSYSTEM"),
}
BOOTROMS = ("bootrom.bin", "bootrom.ts")


def read_bootrom(path):
    """The RP2040 bootrom's 16384 bytes from a binary file, or from rp2040js's
    demo/bootrom.ts as it stands in that repository (its 32-bit words, taken
    little-endian)."""
    import struct

    with open(path, "rb") as f:
        data = f.read()
    if path.endswith(".ts"):
        text = data.decode("utf-8")
        words = [int(w, 16) for w in re.findall(r"0x[0-9a-fA-F]+", text[text.index("["):])]
        data = struct.pack("<%dI" % len(words), *words)
    if len(data) != 16384:
        raise ValueError("%s: a bootrom is 16384 bytes, this is %d" % (path, len(data)))
    return data


def bootrom_bin():
    """The path of the bootrom as a 16384-byte file (RP2040_BOOTROM, else the
    cache's bootrom.bin, else its bootrom.ts written out once as
    bootrom.bin beside it); None when there is none."""
    given = os.environ.get("RP2040_BOOTROM")
    candidates = [given] if given else [os.path.join(FIRMWARE_CACHE, name) for name in BOOTROMS]
    for path in candidates:
        if not os.path.isfile(path):
            continue
        if not path.endswith(".ts"):
            return path
        out = os.path.join(CACHE, "bootrom.bin")
        os.makedirs(CACHE, exist_ok=True)
        with open(out, "wb") as f:
            f.write(read_bootrom(path))
        return out
    return None


def firmware(board="pico"):
    """(uf2 path, bootrom path, reason): the stock UF2 and the bootrom when
    both exist, else a reason naming what is missing and where it goes."""
    name, variable = UF2S[board]
    uf2 = os.environ.get(variable) or os.path.join(FIRMWARE_CACHE, name % CIRCUITPY_VERSION)
    bootrom = bootrom_bin()
    missing = []
    if not os.path.isfile(uf2):
        missing.append(uf2 + " (stock CircuitPython %s for %s, or %s=path)" % (CIRCUITPY_VERSION, board, variable))
    if bootrom is None:
        missing.append(os.path.join(FIRMWARE_CACHE, "bootrom.bin") + " or bootrom.ts (the RP2040 B1 bootrom, "
                       "or RP2040_BOOTROM=path)")
    if missing:
        return uf2, bootrom, "no firmware to run: missing " + "; ".join(missing) + \
            " (tests/device/README.md says where each comes from)"
    return uf2, bootrom, None


# --- settings.toml -----------------------------------------------------------

def settings_pins(text):
    """{key: value} of the uncommented `KEY = value` lines of a settings.toml."""
    found = {}
    for line in text.splitlines():
        m = re.match(r'\s*([A-Z_][A-Z0-9_]*)\s*=\s*(?:"([^"]*)"|([^#\s]+))', line)
        if m:
            value = m.group(2) if m.group(2) is not None else m.group(3)
            found[m.group(1)] = int(value) if m.group(2) is None and re.fullmatch(r"-?\d+", value) else value
    return found


def gpio_number(name):
    m = re.fullmatch(r"GP(?:IO)?(\d+)", name)
    if not m:
        raise ValueError("not a GPIO pin name: " + name)
    return int(m.group(1))


_defaults = {}  # name -> _hw_defaults(name), read once


def _hw_defaults(name):
    """(settings key, default pin) pairs of a tuple in hw/picosetup.py (KEYS,
    LCD_PINS), read from its source: the module imports CircuitPython-only
    modules. Read once (prime() does it before the lane's threads start)."""
    if name in _defaults:
        return _defaults[name]
    import ast

    with open(os.path.join(ROOT, "hw", "picosetup.py")) as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == name:
            _defaults[name] = [(row.elts[0].value, row.elts[1].value) for row in node.value.elts]
            return _defaults[name]
    raise LookupError(name + " not in hw/picosetup.py")


def prime():
    """Reads what the sessions share (the bundle's files, hw/picosetup.py's
    pins) in this thread, before the lane's sessions run in threads of their
    own. Both are read with the ast module, whose parser in CPython 3.11 is
    not safe to run in two threads at once: a session's thread stripping the
    bundle while a test in the main thread parsed the sources failed with
    "SystemError: AST constructor recursion depth mismatch"."""
    _hw_defaults("KEYS")
    _hw_defaults("LCD_PINS")
    install_files()


def pico_keys(settings_text):
    """Logical key -> GPIO of the Pico + ST7789 wiring: hw/picosetup.py's
    defaults, overridden by settings.toml's CONSOLE_KEY_* lines."""
    values = settings_pins(settings_text)
    keys = {}
    for key, default in _hw_defaults("KEYS"):
        name = values.get(key, default)
        if name:
            keys[key[len("CONSOLE_KEY_"):]] = gpio_number(name)
    return keys


def pico_display(settings_text):
    """The display bus of the Pico + ST7789 wiring (SPI1 on the default pins)."""
    values = settings_pins(settings_text)
    pins = {key: values.get(key, default) for key, default in _hw_defaults("LCD_PINS")}
    sck = gpio_number(pins["CONSOLE_LCD_SCK"])
    cs = pins["CONSOLE_LCD_CS"]
    return {
        # RP2040: SCK on GPIO 2/6/18/22 is SPI0, on 10/14/26 SPI1
        "spi": (sck // 8) % 2,
        "dc": gpio_number(pins["CONSOLE_LCD_DC"]),
        "cs": gpio_number(cs) if cs else -1,
        "view_row": 0,
        "view_col": 0,
    }


# --- the drive and NVM -------------------------------------------------------

# A folder a deploy wrote (say `make deploy MPY=1 DRIVE=/tmp/d`) to run in
# place of the bundle's files: lane.py --drive sets it, to measure a copy
# made another way (.mpy files) with the same scenarios.
DRIVE_DIR = os.environ.get("DEVICE_DRIVE", "")


def folder_files(folder):
    """{drive path: bytes} of every file under `folder` but boot_out.txt
    (the board writes its own)."""
    files = {}
    for top, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(top, name)
            rel = os.path.relpath(path, folder).replace(os.sep, "/")
            if rel != "boot_out.txt":
                with open(path, "rb") as f:
                    files[rel] = f.read()
    return files


_bundle = []  # the bundle's {drive path: bytes}, made once


def bundle_files():
    """tools/bundle.py's drive_files for this repository, made once per run."""
    if not _bundle:
        if ROOT not in sys.path:
            sys.path.insert(0, ROOT)
        from tools import bundle

        _bundle.append(bundle.drive_files(ROOT))
    return _bundle[0]


def install_files(extra=None, settings_text=None):
    """What a player copies onto the drive of a stock CircuitPython: the
    files of `make bundle` ({drive path: bytes}, tools/bundle.py's
    drive_files, byte for byte), or those of the folder DRIVE_DIR when set,
    settings.toml replaced by `settings_text` when given, plus `extra`
    ({path: bytes})."""
    files = folder_files(DRIVE_DIR) if DRIVE_DIR else dict(bundle_files())
    if settings_text is not None:
        files["settings.toml"] = settings_text.encode("utf-8")
    files.update(extra or {})
    return files


def drive_image(files, board="pico"):
    return fat.make_volume(files, drive_size(board))


def nvm_bytes(storage_or_bytes):
    """The 4096 NVM bytes: a storage object's data (hw/pcstorage.MemoryStorage) or bytes."""
    data = bytes(getattr(storage_or_bytes, "data", storage_or_bytes))
    if len(data) != NVM_SIZE:
        raise ValueError("NVM is %d bytes, not %d" % (len(data), NVM_SIZE))
    return data


# --- frames ----------------------------------------------------------------

def rgb565_image(data, width=240, height=240):
    """A PIL RGB image of big-endian RGB565 bytes (the headless renderer's scaling)."""
    import numpy as np
    from PIL import Image

    px = np.frombuffer(data, dtype=">u2").astype(np.uint32)
    rgb = np.empty((height * width, 3), dtype=np.uint8)
    rgb[:, 0] = ((px >> 11) & 0x1F) * 255 // 31
    rgb[:, 1] = ((px >> 5) & 0x3F) * 255 // 63
    rgb[:, 2] = (px & 0x1F) * 255 // 31
    return Image.fromarray(rgb.reshape(height, width, 3), "RGB")


class DeviceError(Exception):
    pass


def prepare(workdir, uf2, bootrom, board="pico", files=None, nvm=None, keys=None, flash_writes=True,
            echo=False, fixes=None):
    """Writes the drive image, the NVM bytes and the runner's config into
    workdir; returns the config (a dict) and its path."""
    os.makedirs(workdir, exist_ok=True)
    files = files if files is not None else install_files()
    drive_path = os.path.join(workdir, "drive.img")
    with open(drive_path, "wb") as f:
        f.write(drive_image(files, board))
    images = [{"path": drive_path, "offset": drive_offset(board)}]
    if nvm is not None:
        nvm_path = os.path.join(workdir, "nvm.bin")
        with open(nvm_path, "wb") as f:
            f.write(nvm_bytes(nvm))
        images.append({"path": nvm_path, "offset": nvm_offset(board)})
    settings_text = files.get("settings.toml", b"").decode("utf-8")
    if keys is None:
        keys = PICOSYSTEM_KEYS if board == "picosystem" else pico_keys(settings_text)
    serial_path = os.path.join(workdir, "serial.log")
    open(serial_path, "wb").close()
    config = {
        "uf2": os.path.abspath(uf2),
        "bootrom": os.path.abspath(bootrom),
        "images": images,
        "display": PICOSYSTEM_DISPLAY if board == "picosystem" else pico_display(settings_text),
        "keys": keys,
        "serial_log": serial_path,
        "echo": echo,
        "flash_writes": flash_writes,
    }
    config.update(fixes or {})  # {"fix_qspi_cs": False} / {"fix_spi_timer": False}
    config_path = os.path.join(workdir, "config.json")
    with open(config_path, "w") as f:
        json.dump(config, f, indent=1)
    return config, config_path


class Session:
    """One emulator process running one firmware from power-on."""

    def __init__(self, uf2, bootrom, board="pico", files=None, nvm=None, workdir=None, echo=False,
                 keys=None, flash_writes=True, fixes=None):
        self.board = board
        self.workdir = workdir or tempfile.mkdtemp(prefix="device-")
        self.config, self.config_path = prepare(self.workdir, uf2, bootrom, board, files, nvm, keys,
                                                flash_writes, echo, fixes)
        self.serial_path = self.config["serial_log"]
        self.started = time.time()
        self.proc = subprocess.Popen([node(), RUNNER, self.config_path], cwd=ROOT, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
        self.last = self._reply()
        self.frames = 0

    # --- plumbing --------------------------------------------------------
    def _reply(self):
        line = self.proc.stdout.readline()
        if not line:
            err = self.proc.stderr.read()
            raise DeviceError("the emulator stopped: " + err[-2000:])
        reply = json.loads(line)
        if not reply.get("ok"):
            raise DeviceError("emulator: " + str(reply.get("error")))
        self.last = reply
        return reply

    def op(self, **cmd):
        self.proc.stdin.write(json.dumps(cmd) + "\n")
        self.proc.stdin.flush()
        return self._reply()

    def close(self):
        if self.proc.poll() is None:
            try:
                self.op(op="quit")
            except (DeviceError, BrokenPipeError, OSError):
                pass
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.wall_s = time.time() - self.started
        # the big files go; the serial log, the config and any pictures stay
        for name in os.listdir(self.workdir):
            if name in ("drive.img", "frame.rgb565") or name.startswith("flash-"):
                os.remove(os.path.join(self.workdir, name))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- time, serial, keys ------------------------------------------------
    @property
    def ms(self):
        return self.last["ms"]

    def run(self, ms):
        return self.op(op="run", ms=ms)

    def serial(self, start=0):
        """The serial output so far (from byte offset `start`), as text."""
        with open(self.serial_path, "rb") as f:
            return f.read()[start:].decode("utf-8", "replace")

    def until_serial(self, text, ms=10000, start=None):
        """Runs until `text` appears in the serial output (after `start`, a
        byte offset; default after the last text found). Returns its offset or raises."""
        cmd = {"op": "until_serial", "text": text, "ms": ms}
        if start is not None:
            cmd["from"] = start
        reply = self.op(**cmd)
        if not reply["found"]:
            raise DeviceError("%r not on serial after %d ms (at %.0f ms emulated); serial ends:\n%s"
                              % (text, ms, reply["ms"], self.serial()[-1500:]))
        return reply["at"]

    def until_quiet(self, quiet_ms=300, ms=8000, changed=False):
        """Runs until no pixel has been sent for quiet_ms (True) or ms pass (False)."""
        return self.op(op="until_quiet", quiet_ms=quiet_ms, ms=ms, changed=changed)["found"]

    def press(self, key, hold_ms=60, gap_ms=120):
        return self.op(op="press", key=key, hold_ms=hold_ms, gap_ms=gap_ms)

    def send(self, text=None, data=None):
        if data is not None:
            return self.op(op="send", bytes=list(data))
        return self.op(op="send", text=text)

    # --- frames ----------------------------------------------------------
    def frame_bytes(self):
        self.frames += 1
        path = os.path.join(self.workdir, "frame.rgb565")
        self.op(op="frame", path=path)
        with open(path, "rb") as f:
            return f.read()

    def frame_image(self, save_as=None):
        image = rgb565_image(self.frame_bytes())
        if save_as:
            os.makedirs(os.path.dirname(save_as), exist_ok=True)
            image.save(save_as)
        return image

    def read_flash(self, offset, length):
        """Flash bytes as they are now (the firmware's writes included)."""
        path = os.path.join(self.workdir, "flash-%x.bin" % offset)
        self.op(op="read_flash", offset=offset, length=length, path=path)
        with open(path, "rb") as f:
            return f.read()

    def read_sram(self):
        """The RAM's bytes as they are now, from 0x20000000 (tests/device/heapmap.py)."""
        path = os.path.join(self.workdir, "sram.bin")
        self.op(op="read_sram", path=path)
        with open(path, "rb") as f:
            return f.read()

    # --- the REPL --------------------------------------------------------
    def to_repl(self, ms=20000):
        """Stops code.py with Ctrl-C and enters the REPL."""
        self.send(data=[3])
        self.until_serial("Press any key to enter the REPL", ms=ms)
        self.send("\r")
        self.until_serial(">>> ", ms=ms)

    def repl(self, line, ms=30000):
        """Runs one line at the REPL; returns what it printed."""
        start = self.last["serial_len"]
        self.send(line + "\r")
        self.until_serial(">>> ", ms=ms, start=start + len(line.encode("utf-8")))
        text = self.serial(start)
        # the echo of the line, then its output, then the next prompt
        body = text.split("\n", 1)[1] if "\n" in text else ""
        return body.rsplit(">>> ", 1)[0].strip().replace("\r", "")
