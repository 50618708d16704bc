"""make bundle: one zip with everything the console's drive needs, for people
who do not run Python (the way Adafruit's Learn guides ship a Project Bundle).

    python tools/bundle.py [--out build/pocket-cards-bundle.zip]

The zip holds one folder, pocket-cards-VERSION/, with exactly the bytes
tools/deploy.py copies onto a fresh drive (drive_files(): code.py, boot.py,
settings.toml, engine/, the device modules of hw/, lib/ with the libraries
the code imports; the console's own .py files without comments and
docstrings) plus README.txt saying what to do with them. Its file dates are
fixed, so the same tree gives the same zip.
"""
import argparse
import os
import subprocess
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # run as a script: tools/ is on the path, not the repository
from tools import boot_out, deploy  # noqa: E402

REPO = deploy.REPO
DEFAULT_OUT = os.path.join(REPO, "build", "pocket-cards-bundle.zip")
STAMP = (2026, 1, 1, 0, 0, 0)

README = """Pocket Cards {version}: four card games for a CircuitPython handheld
=====================================================================
Boards: Raspberry Pi Pico, Pico W or Pico 2 with a 240x240 ST7789 screen and
buttons (such as the Waveshare Pico-LCD-1.3); Pimoroni PicoSystem.
It runs on stock CircuitPython {tested} (other 10.x and 9.x versions are
untested; 8.x and older lack modules it needs). See the README's Boards
table for what each board was measured to run.

1. Put CircuitPython on the board. Download its .uf2 from circuitpython.org:
{pages}
   Start the board's bootloader: Pico: hold BOOTSEL while you plug in the
   USB cable; PicoSystem: hold X while you switch it on. A drive called
   RPI-RP2 appears (RP2350 on a Pico 2): copy the .uf2 onto it. The board
   restarts as a drive called CIRCUITPY.
2. Copy everything in this folder except README.txt onto CIRCUITPY (code.py,
   boot.py, settings.toml and the engine, hw and lib folders), replacing
   what is there. If the drive's settings.toml has lines of your own, keep
   it and add to it only the lines of this folder's settings.toml it lacks.
3. The board restarts by itself after the copy and shows the title menu.
   From the next power-up on, its drive is called CONSOLE.

Updates keep your saves (they are in the chip's NVM, not on the drive):
a newer console: copy a newer bundle's files the same way, keeping your
settings.toml; a newer CircuitPython: choose Update on the title menu (the
board restarts as RPI-RP2) and copy the new .uf2; the drive stays as it is.
A Pico wired another way: set the pins in settings.toml on the drive.
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


def drive_files(repo=REPO):
    """{drive path (forward slashes): bytes}: what `make bundle` and `make
    deploy` put on a fresh drive, README.txt aside."""
    return dict(deploy.drive_items(contents(repo)))


def readme(name):
    pages = "\n".join("     " + boot_out.DOWNLOAD % board_id for board_id in boot_out.BOARDS)
    return README.format(version=name, tested=boot_out.TESTED_TEXT, pages=pages)


def build(out=DEFAULT_OUT, repo=REPO):
    """Writes the zip; returns the names in it."""
    name = version(repo)
    folder = "pocket-cards-%s/" % name
    entries = [("README.txt", readme(name).encode())] + sorted(drive_files(repo).items())
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    names = []
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as bundle:
        for path, data in entries:
            info = zipfile.ZipInfo(folder + path, STAMP)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            bundle.writestr(info, data)
            names.append(folder + path)
    return names


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="the zip to write")
    args = parser.parse_args(argv)
    names = build(args.out)
    size = os.path.getsize(args.out)
    on_drive = deploy.on_disk_total(list(drive_files().items()))
    print("%s: %d files in %s, %d bytes; on a drive %s in 512-byte sectors"
          % (os.path.relpath(args.out), len(names), names[0].split("/")[0], size, deploy.size_text(on_drive)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
