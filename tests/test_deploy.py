"""tools/deploy.py: what lands on the CIRCUITPY drive, and what does not."""
import ast
import os
import stat
import sys

import pytest

from tools import deploy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def tree(folder):
    found = []
    for root, _, files in os.walk(folder):
        for name in files:
            found.append(os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/"))
    return sorted(found)


def boot_out_text(version="10.2.1", board_id="raspberry_pi_pico", name="Raspberry Pi Pico with rp2040"):
    """A boot_out.txt as CircuitPython writes it at start-up."""
    return ("Adafruit CircuitPython %s on 2025-10-01; %s\nBoard ID:%s\nUID:E660A4931754432C\n"
            "boot.py output:\n" % (version, name, board_id))


def run(target, **options):
    lines = []
    code = deploy.deploy(str(target), out=lines.append, **options)
    return code, "\n".join(lines)


@pytest.fixture(scope="module")
def deployed(tmp_path_factory):
    target = tmp_path_factory.mktemp("CIRCUITPY")
    code, out = run(target)
    assert code == 0, out
    return target


def test_drive_gets_the_console_and_nothing_host_only(deployed):
    files = tree(deployed)
    for needed in ("code.py", "boot.py", "settings.toml", "hw/__init__.py", "hw/picosystem.py",
                   "hw/pico_st7789.py", "hw/st7789.py", "hw/unsupported.py", "engine/buttons.py",
                   "lib/neopixel.py"):
        assert needed in files, needed
    # the display's start-up is the console's own (hw/st7789.py), not a library's
    assert "lib/adafruit_st7789.py" not in files
    for name in files:
        top = name.split("/")[0]
        base = name.split("/")[-1]
        assert top not in ("tests", "tools"), name
        assert "__pycache__" not in name and not name.endswith((".md", ".pyc")), name
        if top == "hw":
            assert base not in ("desktop.py", "headless.py") and not base.startswith("pc"), name


def test_only_the_library_modules_imported_are_copied(deployed):
    files = tree(deployed)
    project = [name for name in files if not name.startswith("lib/") and name.endswith(".py")]
    uses_text_box = any("text_box" in open(os.path.join(deployed, name)).read() for name in project)
    assert ("lib/adafruit_display_text/text_box.py" in files) == uses_text_box
    # neopixel needs adafruit_pixelbuf, which RP2040 CircuitPython has built in.
    assert "lib/adafruit_pixelbuf.py" not in files and "adafruit_pixelbuf" in deploy.CIRCUITPY_BUILTINS


def _module_path(root, dotted):
    """'file' or 'package' where the drive provides module `dotted` (/ then /lib), else None."""
    for base in (root, os.path.join(root, "lib")):
        path = os.path.join(base, *dotted.split("."))
        if os.path.isdir(path):
            return "package"
        if os.path.exists(path + ".py") or os.path.exists(path + ".mpy"):
            return "file"
    return None


def _required_imports(path):
    """(module, names) imported outside `try: ... except`, read independently of the tool."""
    tree_ = ast.parse(open(path, "rb").read())
    guarded = set()
    for node in ast.walk(tree_):
        if isinstance(node, ast.Try):
            for inner in node.body:
                guarded.update(id(sub) for sub in ast.walk(inner))
    found = []
    for node in ast.walk(tree_):
        if id(node) in guarded:
            continue
        if isinstance(node, ast.Import):
            found += [(alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.append((node.module, tuple(alias.name for alias in node.names)))
    return found


def _defined_in_package(root, package, name):
    for base in (root, os.path.join(root, "lib")):
        init = os.path.join(base, *package.split("."), "__init__.py")
        if os.path.exists(init):
            text = open(init).read()
            return any(form % name in text for form in ("def %s", "class %s", "%s =", "import %s"))
    return False


def _pc_only(dotted):
    # hw/__init__.py imports these only when running on CPython.
    parts = dotted.split(".")
    return parts[0] == "hw" and len(parts) == 2 and (
        parts[1] in ("desktop", "headless") or parts[1].startswith("pc"))


def test_every_import_of_the_device_code_resolves_on_the_drive(deployed):
    unresolved = []
    for name in tree(deployed):
        if not name.endswith(".py"):
            continue
        for module, names in _required_imports(os.path.join(deployed, name)):
            if module.split(".")[0] in deploy.CIRCUITPY_BUILTINS:
                continue
            kind = _module_path(deployed, module)
            if kind is None and _pc_only(module):
                continue  # hw's PC side, imported only on a PC
            if kind is None:
                unresolved.append(name + ": " + module)
                continue
            for item in names if kind == "package" else ():
                dotted = module + "." + item
                if _module_path(deployed, dotted) or _pc_only(dotted):
                    continue
                if not _defined_in_package(deployed, module, item):
                    unresolved.append(name + ": " + dotted)
    assert unresolved == []


def test_dry_run_lists_sizes_and_total_and_copies_nothing(tmp_path):
    code, out = run(tmp_path, dry_run=True)
    assert code == 0
    assert tree(tmp_path) == []
    size = len(deploy.drive_bytes(os.path.join(ROOT, "hw", "picosystem.py"), "hw/picosystem.py"))
    assert "%9d  hw/picosystem.py" % size in out
    assert "bytes in" in out and "This copy needs" in out and " free: " in out and "nothing copied" in out


def test_a_drive_too_small_is_warned_about_and_left_alone(tmp_path, monkeypatch):
    class Usage:
        free = 1000

    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: Usage)
    code, out = run(tmp_path, dry_run=True)
    assert code == 0 and "does not fit" in out
    code, out = run(tmp_path)
    assert code == 1 and "does not fit" in out and tree(tmp_path) == []


def _kb(text):
    """The KB figure of "832 KB", "1.2 MB", "500 bytes"."""
    number, unit = text.split()[:2]
    return float(number) * {"bytes": 1.0 / 1024, "KB": 1, "MB": 1024, "GB": 1024 ** 2}[unit]


def test_the_space_line_says_in_kb_or_mb_what_the_copy_needs_and_that_it_fits(tmp_path, monkeypatch):
    # "79771807744 bytes free on ... (this copy needs 851968 more, in
    # 4096-byte blocks)" read like a shortfall with 74 GB free (issue 26).
    class Usage:
        free = 79771807744

    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: Usage)
    code, out = run(tmp_path, dry_run=True)
    line = [text for text in out.splitlines() if "free" in text][0]
    assert line.endswith("; 74.3 GB free: fits.") and "79771807744" not in line, line
    assert line.startswith("This copy needs ") and " blocks)" in line, line
    need = _kb(line.split("This copy needs ")[1])
    total, _, _, files = [text for text in out.splitlines() if "bytes in" in text][0].split()[:4]
    block = line.split("(in ")[1].split(" blocks")[0].replace("-byte", " bytes")
    # every file rounded up to whole blocks: at most a block more a file
    assert int(total) / 1024.0 <= need <= int(total) / 1024.0 + int(files) * _kb(block) + 1, line
    assert "WARNING" not in out and "short" not in out
    # the issue's own figures, and a real shortfall
    assert deploy.space_line(851968, 79771807744, 4096, "D:") == \
        "This copy needs 832 KB on D: (in 4 KB blocks); 74.3 GB free: fits."
    assert deploy.space_line(851968, 500 * 1024, 512, "D:") == \
        "This copy needs 832 KB on D: (in 512-byte blocks); 500 KB free: 332 KB short, it does not fit."
    assert deploy.space_line(0, 1000, 512, "D:") == \
        "This copy needs no more space on D: than the files it replaces; 1000 bytes free: fits."
    assert [deploy.size_text(n) for n in (512, 4096, 1536 * 1024, 150 * 1024 ** 2)] == \
        ["512 bytes", "4 KB", "1.5 MB", "150 MB"]


def test_a_players_settings_are_kept_and_the_missing_ones_added_unless_forced(tmp_path):
    mine = "# my console\nCONSOLE_SOUND = 0\n"
    (tmp_path / "settings.toml").write_text(mine)
    code, out = run(tmp_path)
    merged = (tmp_path / "settings.toml").read_text()
    assert code == 0 and merged.startswith(mine), merged[:200]
    assert "CONSOLE_SOUND = 1" not in merged and "CONSOLE_BRIGHTNESS = 80" in merged
    assert "adding the console's CONSOLE_BRIGHTNESS" in out and "CONSOLE_SOUND," not in out
    code, out = run(tmp_path)
    assert (tmp_path / "settings.toml").read_text() == merged and "left as it is" in out
    code, out = run(tmp_path, force_settings=True)
    assert (tmp_path / "settings.toml").read_text() == open(os.path.join(ROOT, "settings.toml")).read()


def test_a_stale_compiled_twin_is_removed(tmp_path):
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "rng.mpy").write_bytes(b"C old")
    code, _ = run(tmp_path)
    assert code == 0
    assert not (tmp_path / "engine" / "rng.mpy").exists() and (tmp_path / "engine" / "rng.py").exists()


def _fake_mpy_cross(folder, version, first_byte):
    script = folder / "mpy-cross"
    script.write_text(
        "#!%s\nimport sys\nif sys.argv[1] == '--version':\n    print(%r)\n"
        "else:\n    open(sys.argv[sys.argv.index('-o') + 1], 'wb').write(%r)\n"
        "    open(%r, 'a').write(' '.join(sys.argv[1:]) + '\\n')\n"
        % (sys.executable, version, first_byte + b"\x06\x00", str(folder / "calls.txt"))
    )
    script.chmod(script.stat().st_mode | stat.S_IEXEC)


def test_mpy_needs_circuitpythons_mpy_cross(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    target = tmp_path / "drive"
    target.mkdir()
    code, out = run(target, mpy=True)
    assert code == 0 and "no mpy-cross" in out and (target / "hw" / "picosystem.py").exists()

    _fake_mpy_cross(bin_dir, "MicroPython v1.22.0 on 2024-01-01; mpy-cross emitting mpy v6", b"M")
    code, out = run(target, mpy=True, dry_run=True)
    assert "not CircuitPython's" in out

    _fake_mpy_cross(bin_dir, "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.1", b"C")
    code, out = run(target, mpy=True)
    assert code == 0
    files = tree(target)
    assert "hw/picosystem.mpy" in files and "hw/picosystem.py" not in files
    assert "hw/st7789.mpy" in files and "lib/neopixel.mpy" in files
    # The board runs only code.py/boot.py by those names: they stay source.
    assert "code.py" in files and "boot.py" in files
    # every file compiled without line-number tables (-O3)
    calls = (bin_dir / "calls.txt").read_text().splitlines()
    assert calls and all(call.startswith("-O3 ") for call in calls)


def test_after_an_mpy_copy_the_figure_counts_the_py_files_it_replaces(tmp_path, monkeypatch):
    # The case: with the .py tree on the drive, an --mpy copy shrinks
    # it, yet "needs N more" counted every .mpy as new (380,928 B).
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    _fake_mpy_cross(bin_dir, "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.1", b"C")
    target = tmp_path / "drive"
    target.mkdir()
    (target / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; Pimoroni PicoSystem with rp2040\n")
    assert run(target)[0] == 0
    code, out = run(target, mpy=True, dry_run=True)
    assert code == 0 and "This copy needs no more space" in out, out[-400:]
    # and the .py copy back over the .mpy tree needs only what .py adds
    assert run(target, mpy=True)[0] == 0
    code, out = run(target, dry_run=True)
    need = _kb(out.split("This copy needs ")[1]) * 1024
    py_total = sum(os.path.getsize(os.path.join(ROOT, *d.split("/"))) for _, d in deploy.project_files()
                   if d.endswith(".py"))
    assert 0 < need <= py_total + 512 * 200 + 0.05 * 1024 ** 2     # (1.2 MB: within 0.05 MB)


def test_mpy_cross_for_another_circuitpython_is_refused(tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))
    _fake_mpy_cross(bin_dir, "CircuitPython 8.2.10 on 2024-02-14; mpy-cross emitting mpy v5", b"C")
    target = tmp_path / "drive"
    target.mkdir()
    (target / "boot_out.txt").write_text(boot_out_text("9.2.1"))
    code, out = run(target, mpy=True)
    assert code == 0 and "is for CircuitPython 8 but the board runs CircuitPython 9" in out
    assert (target / "hw" / "picosystem.py").exists() and not (target / "hw" / "picosystem.mpy").exists()


from tools import drives  # noqa: E402


def test_the_drive_is_found_by_either_name_on_linux_and_macos(tmp_path):
    names = ["CONSOLE", "CIRCUITPY"]
    assert drives.find_drives(names, system="linux", user="ann", root=str(tmp_path)) == []
    (tmp_path / "media" / "ann" / "CONSOLE").mkdir(parents=True)
    assert drives.find_drives(names, system="linux", user="ann", root=str(tmp_path)) == [
        (str(tmp_path / "media" / "ann" / "CONSOLE"), "CONSOLE")]
    (tmp_path / "run" / "media" / "ann" / "CIRCUITPY").mkdir(parents=True)  # Fedora, Arch
    found = drives.find_drives(names, system="linux", user="ann", root=str(tmp_path))
    assert [name for _, name in found] == ["CONSOLE", "CIRCUITPY"]
    (tmp_path / "Volumes" / "CIRCUITPY").mkdir(parents=True)
    assert drives.find_drives(names, system="darwin", root=str(tmp_path)) == [
        (str(tmp_path / "Volumes" / "CIRCUITPY"), "CIRCUITPY")]


def test_on_windows_the_drive_letter_is_found_by_its_label():
    labels = {"C:\\": "Windows", "E:\\": "CONSOLE", "F:\\": "USB STICK"}
    assert drives.find_drives(["CONSOLE", "CIRCUITPY"], system="win32", labels=labels) == [("E:\\", "CONSOLE")]
    assert drives.find_drives(["CIRCUITPY"], system="win32", labels={"G:\\": "circuitpy"}) == [("G:\\", "CIRCUITPY")]


def test_the_drive_name_from_settings_is_tried_first(tmp_path):
    (tmp_path / "settings.toml").write_text('CONSOLE_DRIVE_NAME = "my cards console"\n')
    assert drives.drive_names(str(tmp_path)) == ["MY CARDS CO", "CONSOLE", "CIRCUITPY"]
    assert drives.drive_names(str(tmp_path / "none")) == ["CONSOLE", "CIRCUITPY"]


def test_deploy_without_a_drive_finds_it_and_says_which(tmp_path, monkeypatch):
    drive = tmp_path / "CONSOLE"
    drive.mkdir()
    lines = []
    monkeypatch.setattr(drives, "find_drives", lambda names, **kw: [(str(drive), "CONSOLE")])
    assert deploy.main([], out=lines.append) == 0
    assert lines[0] == "Found the board's drive %s (named CONSOLE)." % drive
    assert (drive / "code.py").exists()
    lines = []
    monkeypatch.setattr(drives, "find_drives", lambda names, **kw: [])
    assert deploy.main([], out=lines.append) == 1
    assert "No drive named CONSOLE or CIRCUITPY found" in lines[0]
    monkeypatch.setattr(drives, "find_drives", lambda names, **kw: [("/a/CONSOLE", "CONSOLE"), ("/b/CIRCUITPY", "CIRCUITPY")])
    lines = []
    assert deploy.main([], out=lines.append) == 1 and "Several" in lines[0]


def test_make_deploy_passes_mpy_and_the_drive():
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("no make")

    def dry(*args):
        done = subprocess.run(["make", "-n", "-s", "-C", ROOT, "deploy"] + list(args),
                              capture_output=True, text=True, check=True)
        return done.stdout.strip().splitlines()[-1]

    assert dry().endswith("tools/deploy.py")
    assert "--mpy" in dry("MPY=1") and "--mpy" not in dry("MPY=0")
    assert '"/media/ann/CONSOLE"' in dry("DRIVE=/media/ann/CONSOLE")
