# Runs once at power-up, before code.py. It names the USB drive (CONSOLE, or
# CONSOLE_DRIVE_NAME from settings.toml) and leaves the drive writable from the
# PC: updating the console is a file copy, and saves go to the chip's nvm, so
# the program never needs to write the drive itself.
# No button held at power-up changes this. Renaming happens only when the name
# differs, so the flash is not rewritten at every boot. A failure here is
# printed to boot_out.txt and never stops the console from starting.
import os

import storage


def wanted_name():
    name = os.getenv("CONSOLE_DRIVE_NAME") or "CONSOLE"
    # A FAT volume label: at most 11 characters, stored upper-case.
    return str(name).upper()[:11]


def name_drive(name):
    mount = storage.getmount("/")
    if mount.label == name:
        return
    # The label can only be written while the program owns the filesystem:
    # take it for a moment, then hand it back to the PC.
    storage.remount("/", readonly=False)
    try:
        mount.label = name
    finally:
        storage.remount("/", readonly=True)


# tools/deploy.py reads this line in boot_out.txt (where CircuitPython keeps
# what boot.py prints): on a console firmware only code.py, boot.py and
# settings.toml belong on the drive, since a copy of engine/ there would be
# imported first (the drive comes before .frozen on sys.path) and cost the
# RAM freezing saves.
FROZEN_LINE = "console firmware: the console is frozen in"


def console_frozen():
    """Whether the firmware holds the console (engine/), looked up in the
    frozen modules alone, so a copy on the drive does not answer for it."""
    import sys

    paths = list(sys.path)
    sys.path[:] = [".frozen"]
    try:
        import engine  # noqa: F401 (bytecode stays in flash; boot.py's VM ends next)
        return True
    except ImportError:
        return False
    finally:
        sys.path[:] = paths


try:
    name_drive(wanted_name())
except Exception as error:
    print("boot.py: drive not renamed:", error)
try:
    if console_frozen():
        print(FROZEN_LINE)
except Exception as error:
    print("boot.py: firmware not looked at:", error)
