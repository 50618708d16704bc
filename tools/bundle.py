"""make bundle: one zip with everything the console's drive needs, for people
who do not run Python (the way Adafruit's Learn guides ship a Project Bundle).

    python tools/bundle.py [--out build/pocket-cards-bundle.zip]

The zip holds exactly what tools/deploy.py copies (code.py, boot.py,
settings.toml, engine/, the device modules of hw/, lib/ with the Adafruit
libraries the code imports, as .py files) plus README.txt saying what to do
with them. Its file dates are fixed, so the same tree gives the same zip.
"""
import argparse
import os
import subprocess
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # run as a script: tools/ is on the path, not the repository
from tools import deploy  # noqa: E402

REPO = deploy.REPO
DEFAULT_OUT = os.path.join(REPO, "build", "pocket-cards-bundle.zip")
STAMP = (2026, 1, 1, 0, 0, 0)

README = """Pocket Cards: a card-game console for CircuitPython
=====================================================
Version: {version}
Boards: Pimoroni PicoSystem; Raspberry Pi Pico (or another RP2040 board) with a
240x240 ST7789 screen and buttons, such as the Waveshare Pico-LCD-1.3.

These are the console's files, to copy onto a board that runs CircuitPython.
Read this first: on a Pico or a PicoSystem, stock CircuitPython leaves about
160 KB of memory, and the console copied as files needs more. There the title
and Gold run, but Lost Cities, Karuba and Digging run out of memory (measured
with CircuitPython 10.2.1 on an emulated Pico). On those boards the console
needs a CircuitPython firmware with it built in, which this bundle does not
hold. To see what a board leaves, type at its REPL:
    import gc; gc.collect(); print(gc.mem_free())
The console as files needs about 180-224 KB there.

1. Put CircuitPython on the board. Start its bootloader:
     PicoSystem: hold X while you switch it on;
     Pico: hold BOOTSEL while you plug in the USB cable.
   Copy the board's .uf2 onto the RPI-RP2 drive that appears. The board
   comes back as a drive called CIRCUITPY.
2. Copy everything in this folder except README.txt onto that drive
   (code.py, boot.py, settings.toml and the engine, hw and lib folders),
   replacing the files already there. If the drive has a settings.toml you
   changed (your wiring, say), keep yours instead of this one.
3. The board restarts by itself after the copy and shows the title menu. A
   game that does not fit the board's memory stops with an out-of-memory
   notice. From the next power-up on, the drive is called CONSOLE.

Updating: copy the files of a newer bundle the same way. A new CircuitPython:
choose Update on the title menu; the board restarts as RPI-RP2.
A Pico with another screen wiring: edit the pins in settings.toml on the drive.
"""


def version(repo=REPO):
    try:
        done = subprocess.run(["git", "-C", repo, "describe", "--always", "--dirty"],
                              capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return done.stdout.strip() or "unknown"


def contents(repo=REPO):
    """[(source path, name in the zip)]: deploy's files and settings.toml."""
    files, missing = deploy.plan(repo)
    if missing:
        raise SystemExit("not installed or missing (pip install -r requirements.txt): " + ", ".join(missing))
    settings = os.path.join(repo, deploy.SETTINGS)
    if os.path.exists(settings):
        files.append((settings, deploy.SETTINGS))
    return sorted(files, key=lambda item: item[1])


def build(out=DEFAULT_OUT, repo=REPO):
    """Writes the zip; returns the names in it."""
    files = contents(repo)
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    names = []
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bundle:
        entries = [(None, "README.txt")] + files
        for source, name in entries:
            info = zipfile.ZipInfo(name, STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            if source is None:
                data = README.format(version=version(repo)).encode()
            else:
                with open(source, "rb") as file:
                    data = file.read()
            bundle.writestr(info, data)
            names.append(name)
    return names


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="the zip to write")
    args = parser.parse_args(argv)
    names = build(args.out)
    size = os.path.getsize(args.out)
    print("%s: %d files, %d bytes" % (os.path.relpath(args.out), len(names), size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
