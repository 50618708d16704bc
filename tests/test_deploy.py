"""tools/deploy.py: what lands on the CIRCUITPY drive, and what does not."""
import ast
import os
import stat
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402


def tree(folder):
    found = []
    for root, _, files in os.walk(folder):
        for name in files:
            found.append(os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/"))
    return sorted(found)


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
                   "hw/pico_st7789.py", "hw/unsupported.py", "engine/buttons.py",
                   "lib/adafruit_display_text/bitmap_label.py", "lib/adafruit_st7789.py",
                   "lib/neopixel.py"):
        assert needed in files, needed
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
    size = os.path.getsize(os.path.join(ROOT, "hw", "picosystem.py"))
    assert "%9d  hw/picosystem.py" % size in out
    assert "bytes in" in out and "bytes free on" in out and "nothing copied" in out


def test_a_drive_too_small_is_warned_about_and_left_alone(tmp_path, monkeypatch):
    class Usage:
        free = 1000

    monkeypatch.setattr(deploy.shutil, "disk_usage", lambda path: Usage)
    code, out = run(tmp_path, dry_run=True)
    assert code == 0 and "does not fit" in out
    code, out = run(tmp_path)
    assert code == 1 and "does not fit" in out and tree(tmp_path) == []


def test_the_boards_settings_are_kept_unless_forced(tmp_path):
    mine = 'CONSOLE_SOUND = 0\n'
    (tmp_path / "settings.toml").write_text(mine)
    code, out = run(tmp_path)
    assert code == 0 and (tmp_path / "settings.toml").read_text() == mine
    assert "Keeping" in out
    code, out = run(tmp_path, force_settings=True)
    assert (tmp_path / "settings.toml").read_text() != mine


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
        % (sys.executable, version, first_byte + b"\x06\x00")
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
    assert "lib/adafruit_display_text/bitmap_label.mpy" in files
    # The board runs only code.py/boot.py by those names: they stay source.
    assert "code.py" in files and "boot.py" in files
