"""What a CircuitPython drive's boot_out.txt says about its board, and whether
the console supports that board and that CircuitPython (tools/deploy.py asks
before it copies anything).

CircuitPython writes boot_out.txt at every start-up; it begins like this:

    Adafruit CircuitPython 10.2.1 on 2025-10-01; Raspberry Pi Pico with rp2040
    Board ID:raspberry_pi_pico
    UID:E660A4931754432C
"""
import os
import re

TESTED = (10, 2, 1)
TESTED_TEXT = "%d.%d.%d" % TESTED
# board id (circuitpython.org's page name) -> (name, what it needs besides CircuitPython, drive KB).
# The drive is the flash left after CircuitPython's firmware and the 4 KB
# of saves: 2 MB less 1 MB on a Pico, 2 MB less 1.5 MB on a Pico W (its
# firmware carries the Wi-Fi chip's), 4 MB less 1 MB on a Pico 2, 16 MB less
# 1 MB on a PicoSystem.
BOARDS = {
    "raspberry_pi_pico": ("Raspberry Pi Pico", "with a 240x240 ST7789 screen and buttons", 1024),
    "raspberry_pi_pico_w": ("Raspberry Pi Pico W", "with a 240x240 ST7789 screen and buttons", 508),
    "raspberry_pi_pico2": ("Raspberry Pi Pico 2", "with a 240x240 ST7789 screen and buttons", 3072),
    "pimoroni_picosystem": ("Pimoroni PicoSystem", "", 15 * 1024),
}
DOWNLOAD = "https://circuitpython.org/board/%s/"
# 9.0 moved displayio's bus and display classes into the fourwire and
# busdisplay modules; hw/st7789.py imports busdisplay.BusDisplay and
# hw/picosetup.py fourwire.FourWire.
FIRST_MAJOR = 9
OLD_REASON = ("the console's display code needs the fourwire and busdisplay modules "
              "(fourwire.FourWire, busdisplay.BusDisplay), which CircuitPython has from 9.0 on")


class BootOut:
    """version: (major, minor, patch) or None; suffix: "-beta.1" or ""; board_id: str or None."""

    def __init__(self, text):
        found = re.search(r"CircuitPython (\d+)\.(\d+)\.(\d+)(\S*)", text)
        self.version = tuple(int(part) for part in found.groups()[:3]) if found else None
        self.suffix = found.group(4).rstrip(";") if found else ""
        board = re.search(r"Board ID:\s*(\S+)", text)
        self.board_id = board.group(1) if board else None

    def version_text(self):
        if self.version is None:
            return "unknown"
        return "%d.%d.%d%s" % (self.version + (self.suffix,))


def read(target):
    """The drive's BootOut, or None where it has no readable boot_out.txt."""
    try:
        with open(os.path.join(target, "boot_out.txt"), encoding="utf-8", errors="replace") as file:
            return BootOut(file.read())
    except OSError:
        return None


def download_page(board_id):
    if board_id in BOARDS:
        return DOWNLOAD % board_id
    return "https://circuitpython.org/downloads"


def board_lines(info):
    """What deploy says about the board: supported, or a warning."""
    if info.board_id is None:
        return ["WARNING: boot_out.txt names no board (no 'Board ID:' line); copying anyway."]
    if info.board_id in BOARDS:
        name, needs, _ = BOARDS[info.board_id]
        return ["Board: %s (%s)%s: supported." % (name, info.board_id, ", " + needs if needs else "")]
    return [
        "WARNING: board %s is not one the console supports (%s). Copying anyway: at start-up the "
        "console shows a page saying so, and how settings.toml (CONSOLE_BOARD = \"pico_st7789\" and "
        "the pins) drives a 240x240 ST7789 screen and buttons wired to another board."
        % (info.board_id, ", ".join(BOARDS))
    ]


def version_lines(info):
    """(may copy, what deploy says about the CircuitPython version)."""
    page = download_page(info.board_id)
    if info.version is None:
        return True, ["WARNING: boot_out.txt names no CircuitPython version; the console is tested on %s."
                      % TESTED_TEXT]
    running = info.version_text()
    major = info.version[0]
    if major < FIRST_MAJOR:
        return False, [
            "This board runs CircuitPython %s: too old for the console. Nothing copied." % running,
            "Why: " + OLD_REASON + ".",
            "Install CircuitPython %s from %s (README: Boards), then deploy again." % (TESTED_TEXT, page),
        ]
    if info.version == TESTED and not info.suffix:
        return True, ["CircuitPython %s: the version the console is tested on." % running]
    if major > TESTED[0]:
        return True, [
            "WARNING: CircuitPython %s is a newer major version than any the console knows (tested on %s). "
            "A major version may remove what the console uses; copying anyway. If the console does not "
            "start, install CircuitPython %s from %s." % (running, TESTED_TEXT, TESTED_TEXT, page)
        ]
    return True, [
        "Note: CircuitPython %s is untested (the console is tested on %s); it has the modules the console "
        "uses, so it should run. If it does not, install %s from %s." % (running, TESTED_TEXT, TESTED_TEXT, page)
    ]


def check(target):
    """(may copy, lines to say) for the drive at target."""
    info = read(target)
    if info is None:
        return True, ["Note: no boot_out.txt in %s, so its board and CircuitPython version are unknown; "
                      "is it a CircuitPython drive?" % target]
    ok, lines = version_lines(info)
    return ok, board_lines(info) + lines
