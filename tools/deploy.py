"""Copy the console onto a mounted CircuitPython drive.

    python tools/deploy.py [DRIVE] [--dry-run] [--mpy] [--force-settings]

Without DRIVE the board's drive is looked for by its name: CONSOLE (what
boot.py names it at the first power-up; CONSOLE_DRIVE_NAME in settings.toml)
or CIRCUITPY (a fresh CircuitPython), under /media/$USER, /run/media/$USER
and /media on Linux, /Volumes on macOS, and by volume label among the drive
letters on Windows. The tool says which drive it found.

First it reads the drive's boot_out.txt (tools/boot_out.py): which board,
which CircuitPython. A CircuitPython too old for the console stops it there;
an untested version or board gets a warning and the copy goes on.

Copies code.py, boot.py, engine/ (Python files and data such as .bmp), the
device modules of hw/ (not the PC-only desktop/headless/pc* ones), the
repository's lib/, and into lib/ every library the device code imports, taken
from the installed PyPI packages (pip install -r requirements.txt). The
console's own .py files go without comments and docstrings, every line number
kept (tools/strip.py); `make bundle` zips the same bytes. settings.toml: the
drive's gets the console's settings it lacks and keeps every line it has
(tools/settings_merge.py); --force-settings replaces it. Nothing else on the
drive is touched, and the saves are not on the drive at all (the chip's NVM).

Libraries are found by reading the imports of the copied files, and of the
libraries themselves, so a new import in the engine is picked up without
touching this tool. Of a library package only the modules imported are
copied, to save flash.
Imports inside `try: ... except ImportError:` are optional and not copied
(for example `typing`, or `circuitpython_typing` in Adafruit libraries).
Modules built into CircuitPython on RP2040 boards (CIRCUITPY_BUILTINS,
including adafruit_pixelbuf which neopixel needs) are not copied.
"""
import argparse
import ast
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if REPO not in sys.path:
    sys.path.insert(0, REPO)  # run as a script: tools/ is on the path, not the repository
from tools import boot_out, drives, settings_merge, strip  # noqa: E402
TOP_FILES = ("boot.py", "code.py")
SETTINGS = "settings.toml"
# Files of engine/ worth copying: code and the data it loads.
ENGINE_EXTENSIONS = (".py", ".bmp", ".bin", ".pcf", ".bdf", ".wav", ".json")
SKIP_DIRS = ("__pycache__", "tests", "tools", ".pytest_cache", ".hypothesis")
# Modules compiled into CircuitPython 9 on RP2040 boards (the PicoSystem and
# Pico board stubs), plus MicroPython's own; never copied.
CIRCUITPY_BUILTINS = frozenset(
    """
    _asyncio _bleio _eve _pixelmap _stage adafruit_bus_device adafruit_pixelbuf
    aesio alarm analogbufio analogio array atexit audiobusio audiocore audiomixer
    audiomp3 audiopwmio binascii bitbangio bitmapfilter bitmaptools bitops board
    builtins busdisplay busio codeop collections countio digitalio displayio
    epaperdisplay errno floppyio fontio fourwire framebufferio gc getpass gifio
    hashlib i2cdisplaybus i2ctarget imagecapture io jpegio json keypad
    keypad_demux locale math memorymap microcontroller micropython msgpack
    neopixel_write nvm onewireio os paralleldisplaybus pulseio pwmio qrio
    rainbowio random re rgbmatrix rotaryio rp2pio rtc sdcardio select
    sharpdisplay storage struct supervisor synthio sys terminalio time touchio
    traceback ulab usb usb_cdc usb_hid usb_host usb_midi usb_video vectorio
    warnings watchdog zlib
    """.split()
)


def is_host_only_hw(name):
    return name in ("desktop.py", "headless.py") or name.startswith("pc")


def _walk(base, folder, keep):
    """(absolute path, path relative to base) of the files under folder that keep() accepts."""
    found = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            if keep(name):
                path = os.path.join(root, name)
                found.append((path, os.path.relpath(path, base).replace(os.sep, "/")))
    return found


def project_files(repo=REPO):
    """The project's own device files: [(source path, destination path relative to the drive)]."""
    files = []
    for name in TOP_FILES:
        path = os.path.join(repo, name)
        if os.path.exists(path):
            files.append((path, name))
    engine = os.path.join(repo, "engine")
    files += _walk(repo, engine, lambda name: name.endswith(ENGINE_EXTENSIONS))
    hw = os.path.join(repo, "hw")
    files += [
        item
        for item in _walk(repo, hw, lambda name: name.endswith(".py"))
        if "/" not in item[1][3:] and not is_host_only_hw(os.path.basename(item[0]))
    ]
    lib = os.path.join(repo, "lib")
    if os.path.isdir(lib):
        files += _walk(repo, lib, lambda name: not name.endswith(".md") and not name.startswith("."))
    return files


def _catches_import_error(handler):
    if handler.type is None:
        return True
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(getattr(n, "id", "") in ("ImportError", "Exception", "BaseException") for n in names)


def imports_of(path, package=""):
    """(required, optional) imports of a Python file as (module, names) pairs.

    module is absolute (a relative import is resolved against `package`);
    names are what `from module import ...` takes, () for a plain import.
    """
    with open(path, "rb") as file:
        tree = ast.parse(file.read(), filename=path)
    optional_nodes = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(_catches_import_error(h) for h in node.handlers):
            for inner in node.body:
                for sub in ast.walk(inner):
                    optional_nodes.add(id(sub))
    required, optional = [], []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found = [(alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([part for part in base if part] + ([module] if module else []))
            found = [(module, tuple(alias.name for alias in node.names))]
        else:
            continue
        (optional if id(node) in optional_nodes else required).extend(found)
    return required, optional


def is_host_only_module(dotted):
    """hw.desktop, hw.headless, hw.pc*: imported by hw/__init__.py only on a PC."""
    parts = dotted.split(".")
    return parts[0] == "hw" and len(parts) > 1 and is_host_only_hw(parts[1] + ".py")


def _project_gaps(files):
    """Dotted project modules that the copied code imports but nobody copies."""
    dests = set(dest.rsplit(".", 1)[0] for _, dest in files if dest.endswith((".py", ".mpy")))
    packages = set(dest.rsplit("/", 1)[0] for dest in dests if "/" in dest)
    tops = set(dest.split("/")[0] for dest in dests)
    gaps = set()
    for path, dest in files:
        if not dest.endswith(".py") or dest.startswith("lib/"):
            continue
        required, _ = imports_of(path, _package_of(dest))
        for name, _ in required:
            parts = name.split(".")
            if parts[0] not in tops or len(parts) < 2 or is_host_only_module(name):
                continue
            module = "/".join(parts)
            if module not in dests and module not in packages:
                gaps.add(name)
    return gaps


def _local_modules(files):
    """Top-level module names the copied files provide on the drive (sys.path: /, /lib)."""
    names = set()
    for _, dest in files:
        parts = dest.split("/")
        if parts[0] == "lib" and len(parts) > 1:
            parts = parts[1:]
        first = parts[0]
        names.add(first.rsplit(".", 1)[0] if len(parts) == 1 else first)
    return names


def _package_of(dest):
    """The dotted package a file on the drive belongs to ('lib/' is on sys.path)."""
    parts = dest.split("/")
    if parts[0] == "lib":
        parts = parts[1:]
    return ".".join(parts[:-1])


def _library_root(name):
    """Where an installed library lives: its package folder or its .py file; None if absent."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.origin or spec.origin in ("built-in", "frozen"):
        return None
    origin = os.path.abspath(spec.origin)
    # The project's own modules are not libraries, but a virtualenv inside the
    # repository (make's .venv) holds real ones.
    if origin.startswith(REPO + os.sep) and "site-packages" not in origin:
        return None
    if spec.submodule_search_locations:
        return list(spec.submodule_search_locations)[0]
    return spec.origin if spec.origin.endswith(".py") else None


def _library_files(root, dotted_names):
    """The files of library `root` that importing each dotted name needs: (source, 'lib/...').

    For a package that is its __init__.py and the submodules named (a name that
    is a function or class rather than a submodule has no file and adds nothing),
    so unused parts of a big package stay off the drive.
    """
    if not os.path.isdir(root):
        return [(root, "lib/" + os.path.basename(root))]
    top = os.path.basename(root)
    found = [(os.path.join(root, "__init__.py"), "lib/" + top + "/__init__.py")]
    for dotted in dotted_names:
        parts = dotted.split(".")[1:]
        for depth in range(1, len(parts) + 1):
            rel = "/".join(parts[:depth])
            path = os.path.join(root, *parts[:depth])
            if os.path.isfile(path + ".py"):
                found.append((path + ".py", "lib/%s/%s.py" % (top, rel)))
            elif os.path.isfile(os.path.join(path, "__init__.py")):
                found.append((os.path.join(path, "__init__.py"), "lib/%s/%s/__init__.py" % (top, rel)))
            else:
                break
    return found


def plan(repo=REPO):
    """(files, missing): everything to copy, and required imports nothing provides."""
    files = project_files(repo)
    provided = _local_modules(files) | CIRCUITPY_BUILTINS
    stdlib = set(sys.stdlib_module_names)
    missing = _project_gaps(files)
    roots = {}
    copied = set(dest for _, dest in files)
    queue = [(path, dest) for path, dest in files if path.endswith(".py")]
    while queue:
        path, dest = queue.pop()
        required, _ = imports_of(path, _package_of(dest))
        for module, names in required:
            top = module.split(".")[0]
            if not top or top in provided or top in missing:
                continue
            if top not in roots:
                roots[top] = None if top in stdlib else _library_root(top)
            if roots[top] is None:
                missing.add(top)
                continue
            wanted = [module] + [module + "." + name for name in names]
            for source, target in _library_files(roots[top], wanted):
                if target not in copied:
                    copied.add(target)
                    files.append((source, target))
                    queue.append((source, target))
    return files, sorted(missing)


def stage_libraries(folder, repo=REPO):
    """Copy the library files deploy puts in lib/ into `folder` (as lib/ on
    the drive), for the MicroPython lane, which must run the same library
    code as the device (tests/mp/app_*.py put build/lib on sys.path).
    Returns the files' paths relative to folder; a file already there with
    the same bytes is not copied again."""
    files, _ = plan(repo)
    staged = []
    for source, dest in files:
        if not dest.startswith("lib/"):
            continue
        rel = dest[len("lib/"):]
        target = os.path.join(folder, rel)
        with open(source, "rb") as file:
            data = file.read()
        staged.append(rel)
        if os.path.isfile(target):
            with open(target, "rb") as file:
                if file.read() == data:
                    continue
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as file:
            file.write(data)
    return staged


def find_mpy_cross():
    """(path, None) of CircuitPython's mpy-cross, or (None, why not)."""
    path = shutil.which("mpy-cross")
    if path is None:
        return None, "no mpy-cross on PATH"
    try:
        done = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError) as error:
        return None, "mpy-cross did not run: " + str(error)
    version = (done.stdout + done.stderr).strip()
    if not version:
        return None, "mpy-cross gave no version"
    if "CircuitPython" not in version:
        return None, "mpy-cross is not CircuitPython's (" + version.splitlines()[0] + ")"
    return path, None


def mpy_cross_version(path):
    """The CircuitPython major version an mpy-cross emits for, or None."""
    done = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=20)
    return drives.major_after(done.stdout + done.stderr, "CircuitPython ")


def compile_mpy(mpy_cross, source, workdir):
    """Path of the compiled .mpy, or None when it failed or is not a CircuitPython file."""
    out = os.path.join(workdir, str(abs(hash(source))) + ".mpy")
    # -s: tracebacks on the board name the file as it sits on the drive.
    # -O3: no line-number tables (bytecode is loaded into RAM). A .py file
    # compiled on a stock board keeps its tables: its micropython module has
    # no opt_level (hw/__init__.py's compile_lean).
    command = [mpy_cross, "-O3", "-o", out, "-s", os.path.basename(source), source]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0 or not os.path.exists(out):
        return None
    with open(out, "rb") as file:
        # CircuitPython's .mpy starts with 'C'; MicroPython's 'M' is refused by the board.
        if file.read(1) != b"C":
            return None
    return out


def _block_size(target):
    try:
        return os.statvfs(target).f_frsize or 512
    except (AttributeError, OSError):  # Windows has no statvfs
        return 512


def _on_disk(size, block):
    """Bytes a file of `size` takes on a drive with `block`-byte clusters."""
    return -(-size // block) * block


def _existing_size(path, block):
    return _on_disk(os.path.getsize(path), block) if os.path.isfile(path) else 0


def drive_bytes(source, dest):
    """The bytes `source` gets at `dest` on the drive: the console's own .py
    files without comments and docstrings (tools/strip.py keeps every line
    number), anything else (libraries, data) as it is."""
    with open(source, "rb") as file:
        data = file.read()
    if dest.endswith(".py") and not dest.startswith("lib/"):
        data = strip.strip(data.decode("utf-8")).encode("utf-8")
    return data


def drive_items(files):
    """[(drive path, bytes)]: `files` ([(source, drive path)]) as they go on
    the drive, and what the copy makes rather than copies: each game's sprite
    sheet, drawn here by its own art code (tools/sheets.py), which the board
    reads instead of drawing it."""
    from tools import sheets

    made = sheets.sheet_files()
    names = set(dest for dest, _ in made)  # (a stray copy in the work tree is not copied as well)
    return [(dest, drive_bytes(source, dest)) for source, dest in files if dest not in names] + made


def settings_for(target, force, repo, out):
    """The settings.toml bytes to write on the drive, or None to leave its file alone."""
    path = os.path.join(repo, SETTINGS)
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as file:
        console = file.read()
    here = os.path.join(target, SETTINGS) if target else None
    if force or here is None or not os.path.exists(here):
        if force and here and os.path.exists(here):
            out("settings.toml: replacing the drive's with the console's (--force-settings).")
        return console.encode("utf-8")
    try:
        with open(here, encoding="utf-8") as file:
            drive = file.read()
    except (OSError, UnicodeDecodeError) as error:
        out("WARNING: the drive's settings.toml could not be read (%s): left as it is." % error)
        return None
    merged, added = settings_merge.merge(console, drive)
    if merged == drive:
        out("settings.toml: the drive's has every console setting; left as it is.")
        return None
    if not drive.strip():
        out("settings.toml: the drive's was empty; installing the console's.")
    elif added:
        out("settings.toml: adding the console's %s; every line already there stays as it is."
            % ", ".join(added))
    else:
        out("settings.toml: adding the console's commented-out options it lacked; "
            "every line already there stays as it is.")
    return merged.encode("utf-8")


def deploy(target, dry_run=False, mpy=False, force_settings=False, repo=REPO, out=print):
    """Copy (or list) the console onto target. Returns a process exit code."""
    if target and os.path.isdir(target):
        may_copy, lines = boot_out.check(target)
        for line in lines:
            out(line)
        if not may_copy:
            return 1
    files, missing = plan(repo)
    ours = [name for name in missing if "." in name]
    libraries = [name for name in missing if "." not in name]
    if libraries:
        out("WARNING: libraries not installed (pip install -r requirements.txt): " + ", ".join(libraries))
    if ours:
        out("WARNING: imported but missing from the project: " + ", ".join(ours))
    items = drive_items(files)
    settings = settings_for(target, force_settings, repo, out)
    if settings is not None:
        items.append((SETTINGS, settings))
    workdir = tempfile.mkdtemp(prefix="deploy-mpy-")
    try:
        if mpy:
            mpy_cross, why = find_mpy_cross()
            if mpy_cross is not None:
                why = _version_mismatch(mpy_cross, target, out)
            if why:
                out("Copying .py files, not compiling: " + why + ".")
            else:
                items = _compiled(items, mpy_cross, workdir, out)
        return _copy_all(items, target, dry_run, out)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _version_mismatch(mpy_cross, target, out):
    """Why this mpy-cross must not be used for the board on target, or None.
    A .mpy from another CircuitPython major version does not import."""
    made_for = mpy_cross_version(mpy_cross)
    info = boot_out.read(target) if target else None
    runs = info.version[0] if info and info.version else None
    if runs is None:
        out("Note: the board's CircuitPython version is unknown (no boot_out.txt); "
            "mpy-cross must be for the same major version (%s.x)." % (made_for or "?"))
        return None
    if made_for != runs:
        return ("mpy-cross is for CircuitPython %s but the board runs CircuitPython %d "
                "(boot_out.txt); get mpy-cross %d.x" % (made_for or "?", runs, runs))
    return None


def _compiled(items, mpy_cross, workdir, out):
    result = []
    for number, (dest, data) in enumerate(items):
        if dest.endswith(".py") and dest not in TOP_FILES:
            # the source as the drive would get it, under its own name (mpy-cross -s)
            source = os.path.join(workdir, str(number), dest.rsplit("/", 1)[-1])
            os.makedirs(os.path.dirname(source))
            with open(source, "wb") as file:
                file.write(data)
            compiled = compile_mpy(mpy_cross, source, workdir)
            if compiled is not None:
                with open(compiled, "rb") as file:
                    result.append((dest[:-3] + ".mpy", file.read()))
                continue
            out("  kept as .py (did not compile): " + dest)
        result.append((dest, data))
    return result


def _twin(path, dest):
    """The .mpy of a .py (or the .py of a .mpy) at path, which the copy replaces; None for code.py/boot.py."""
    stem, ext = os.path.splitext(path)
    other = {".py": ".mpy", ".mpy": ".py"}.get(ext)
    if other is None or dest in TOP_FILES:
        return None
    return stem + other


def size_text(n):
    """851968 -> "832 KB", 79771807744 -> "74.3 GB" (1024-based; bytes below 1 KB)."""
    if n < 1024:
        return "%d bytes" % n
    for unit in ("KB", "MB", "GB", "TB"):
        n /= 1024.0
        if n < 1024 or unit == "TB":
            break
    if unit == "KB" or n >= 100:
        return "%d %s" % (int(n + 0.5), unit)
    return "%.1f %s" % (n, unit)


def space_line(need, free, block, target):
    """What the copy adds to the drive (what it replaces counted off) against
    the free space, and whether it fits: "79771807744 bytes free (this copy
    needs 851968 more ...)" read like a shortfall with 74 GB free."""
    if need <= 0:
        needs = "This copy needs no more space on %s than the files it replaces" % target
    else:
        blocks = ("%d-byte" % block) if block < 1024 else size_text(block)
        needs = "This copy needs %s on %s (in %s blocks)" % (size_text(need), target, blocks)
    if need > free:
        return "%s; %s free: %s short, it does not fit." % (needs, size_text(free), size_text(need - free))
    return "%s; %s free: fits." % (needs, size_text(free))


def on_disk_total(items, block=512):
    """Bytes the items take on a FAT drive of `block`-byte clusters, a
    cluster for each folder's entries included."""
    folders = set(dest.rsplit("/", 1)[0] for dest, _ in items if "/" in dest)
    return sum(_on_disk(len(data), block) for _, data in items) + len(folders) * block


def board_fit_lines(items):
    """Without a drive: what the copy takes on each supported board's drive."""
    need = on_disk_total(items)
    lines = []
    for board_id, (name, _, drive_kb) in boot_out.BOARDS.items():
        left = drive_kb * 1024 - need
        verdict = "%s left" % size_text(left) if left > 0 else "does not fit"
        lines.append("  %s (%s drive): %s" % (name, size_text(drive_kb * 1024), verdict))
    return ["On a fresh drive this takes %s (512-byte sectors, folders counted); left of each board's "
            "drive, before its FAT tables (about 20 KB):" % size_text(need)] + lines


def _copy_all(items, target, dry_run, out):
    block = _block_size(target) if target else 512
    total = 0
    need = 0
    for dest, data in items:
        total += len(data)
        if target:
            # What is there now goes: the file itself and a twin (.py for
            # .mpy or the other way), which the copy deletes.
            here = os.path.join(target, *dest.split("/"))
            need += _on_disk(len(data), block) - _existing_size(here, block)
            twin = _twin(here, dest)
            if twin:
                need -= _existing_size(twin, block)
        if dry_run:
            out("%9d  %s" % (len(data), dest))
    if target:
        # a new folder's entries take a cluster of their own
        folders = set(dest.rsplit("/", 1)[0] for dest, _ in items if "/" in dest)
        need += block * len([f for f in folders if not os.path.isdir(os.path.join(target, *f.split("/")))])
    out("%9d  bytes in %d files" % (total, len(items)))
    if not target or not os.path.isdir(target):
        out("Target %s not found: free space unknown." % (target or "drive"))
        for line in board_fit_lines(items):
            out(line)
        return 0 if dry_run else 1
    free = shutil.disk_usage(target).free
    out(space_line(need, free, block, target))
    if need > free:
        out("WARNING: this does not fit on the drive; nothing copied. Make room by deleting files of "
            "your own from it, or compile with --mpy (smaller files).")
        if not dry_run:
            return 1
    else:
        out("After the copy %s stay free on the drive for files of your own." % size_text(free - need))
    if dry_run:
        out("Dry run: nothing copied.")
        return 0
    # code.py last: the board restarts when it changes, best with the rest in place.
    for dest, data in sorted(items, key=lambda item: item[0] in TOP_FILES):
        path = os.path.join(target, *dest.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        # A stale twin would win the import (.py is tried before .mpy).
        twin = _twin(path, dest)
        if twin and os.path.exists(twin):
            os.remove(twin)
        with open(path, "wb") as file:
            file.write(data)
    if hasattr(os, "sync"):
        os.sync()
    out("Copied %d files to %s." % (len(items), target))
    return 0


def main(argv=None, out=print):
    parser = argparse.ArgumentParser(description="Copy the console onto its CircuitPython drive.")
    parser.add_argument("target", nargs="?", help="the mounted drive (default: find CONSOLE or CIRCUITPY)")
    parser.add_argument("--dry-run", action="store_true", help="list files and sizes, copy nothing")
    parser.add_argument("--mpy", action="store_true", help="compile with CircuitPython's mpy-cross")
    parser.add_argument("--force-settings", action="store_true",
                        help="replace the drive's settings.toml (without it, only the settings it lacks are added)")
    args = parser.parse_args(argv)
    target = args.target
    if not target:
        target, code = drives.pick_drive(out)
        if target is None and not args.dry_run:
            return code
    return deploy(target, args.dry_run, args.mpy, args.force_settings, out=out)


if __name__ == "__main__":
    sys.exit(main())
