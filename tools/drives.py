"""Where the console's drive is mounted: found by its name on Linux, macOS
and Windows (tools/deploy.py uses this when no drive is given)."""
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETTINGS = "settings.toml"

# boot.py's default name, then CircuitPython's own (a board not yet renamed).
DRIVE_NAMES = ("CONSOLE", "CIRCUITPY")


def drive_names(repo=REPO):
    """The names the board's drive may have: settings.toml's CONSOLE_DRIVE_NAME
    (as boot.py applies it: upper case, at most 11 letters), CONSOLE, CIRCUITPY."""
    names = []
    try:
        import tomllib

        with open(os.path.join(repo, SETTINGS), "rb") as file:
            configured = tomllib.load(file).get("CONSOLE_DRIVE_NAME")
        if configured:
            names.append(str(configured).upper()[:11])
    except (ImportError, OSError, ValueError):
        pass
    for name in DRIVE_NAMES:
        if name not in names:
            names.append(name)
    return names


def _windows_labels():
    """{"E:\\": "CONSOLE", ...}: the volume label of every drive letter."""
    import ctypes

    kernel = ctypes.windll.kernel32
    mask = kernel.GetLogicalDrives()
    labels = {}
    for i in range(26):
        if not mask & (1 << i):
            continue
        root = chr(ord("A") + i) + ":\\"
        label = ctypes.create_unicode_buffer(261)
        if kernel.GetVolumeInformationW(root, label, 261, None, None, None, None, 0):
            labels[root] = label.value
    return labels


def find_drives(names, system=None, user=None, root=os.sep, labels=None):
    """[(path, name)] of the mounted drives called one of `names`.

    system: sys.platform by default; root and labels stand in for the real
    file system and Windows' volume labels in tests."""
    system = system or sys.platform
    found = []
    if system.startswith("win"):
        labels = _windows_labels() if labels is None else labels
        for drive in sorted(labels):
            label = labels[drive].upper()
            if label in names:
                found.append((drive, label))
        return found
    if system == "darwin":
        bases = ["Volumes"]
    else:
        user = user or os.environ.get("USER") or os.environ.get("LOGNAME") or ""
        bases = [os.path.join("media", user), os.path.join("run", "media", user), "media"]
    for base in bases:
        for name in names:
            path = os.path.join(root, base, name)
            if os.path.isdir(path) and all(path != p for p, _ in found):
                found.append((path, name))
    return found


def where_looked(names, system=None):
    system = system or sys.platform
    if system.startswith("win"):
        return "the drive letters, by volume label"
    if system == "darwin":
        return ", ".join("/Volumes/" + name for name in names)
    return "/media/$USER, /run/media/$USER and /media"


def major_after(text, marker):
    start = text.find(marker)
    if start < 0:
        return None
    digits = ""
    for char in text[start + len(marker):]:
        if not char.isdigit():
            break
        digits += char
    return int(digits) if digits else None


def pick_drive(out=print, **where):
    """(path or None, exit code): the one board drive found, said out loud."""
    names = drive_names()
    found = find_drives(names, **where)
    if len(found) == 1:
        path, name = found[0]
        out("Found the board's drive %s (named %s)." % (path, name))
        return path, 0
    if not found:
        out("No drive named %s found (looked in %s). Plug the board in and wait for its drive, "
            "or name it: python tools/deploy.py /path/to/the/drive (make deploy DRIVE=...)."
            % (" or ".join(names), where_looked(names, where.get("system"))))
    else:
        out("Several board drives found: %s. Name the one to use: "
            "python tools/deploy.py DRIVE (make deploy DRIVE=...)." % ", ".join(p for p, _ in found))
    return None, 1
