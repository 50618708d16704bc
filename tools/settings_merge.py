"""The console's settings.toml onto a drive that may have one already: the
settings it lacks are added, with their comments, and every line already
there stays as it is, so a value the player set is never changed.

A fresh CircuitPython drive has an empty settings.toml, which gets the
console's whole file. A key counts as present when the drive's file sets it
or has it commented out ("# CONSOLE_SOUND = 1"): a player who turned a
setting off that way keeps it off.
"""
import re

# "KEY = value" or "# KEY = value"
KEY_LINE = re.compile(r"^\s*#?\s*([A-Z][A-Z0-9_]*)\s*=")
ADDED = "# The console's settings this file lacked (added by make deploy; the lines above are as they were)."


def key_of(line):
    found = KEY_LINE.match(line)
    return found.group(1) if found else None


def is_set(line):
    return key_of(line) is not None and not line.lstrip().startswith("#")


def paragraphs(text):
    """The text's parts between blank lines, each a list of lines."""
    parts, current = [], []
    for line in text.splitlines():
        if line.strip():
            current.append(line)
        elif current:
            parts.append(current)
            current = []
    if current:
        parts.append(current)
    return parts


def merge(console, drive):
    """(the drive's new settings text, [keys it now sets that it did not]).

    A paragraph of the console's file that names keys the drive's file lacks
    is appended with its comment lines and those keys' lines only."""
    if not drive.strip():
        return console, [key_of(line) for line in console.splitlines() if is_set(line)]
    present = set(key_of(line) for line in drive.splitlines() if key_of(line))
    added_parts, added = [], []
    for lines in paragraphs(console):
        missing = [line for line in lines if key_of(line) and key_of(line) not in present]
        if not missing:
            continue
        comments = [line for line in lines if not key_of(line)]
        added_parts.append("\n".join(comments + missing))
        added += [key_of(line) for line in missing if is_set(line)]
    if not added_parts:
        return drive, []
    return drive.rstrip("\n") + "\n\n" + ADDED + "\n\n" + "\n\n".join(added_parts) + "\n", added
