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


try:
    name_drive(wanted_name())
except Exception as error:
    print("boot.py: drive not renamed:", error)
