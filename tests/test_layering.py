# The layering of DESIGN as a test: which device module may import which.
# Imports are read from the source (ast), including imports inside functions,
# so an import hidden in a function cannot break a layer or close a cycle.
#
#   code.py -> engine.app -> a game's screen and bot -> the game's rules -> engine.rng
#   code.py -> hw;  screens also use engine.ui;  only hw touches the board.
import ast
import os

import pytest

from engine.games import GAMES, MODULE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# PC-only parts of hw/: the simulator window, the headless renderer, file storage
PC_ONLY = {"hw.desktop", "hw.headless", "hw.pcstorage"}
BOARD = {"board", "keypad", "neopixel", "microcontroller", "pwmio", "digitalio", "busio",
         "fourwire", "analogio", "rotaryio", "countio", "usb_cdc", "storage", "supervisor"}
DISPLAY = {"displayio", "vectorio", "terminalio", "fontio", "bitmaptools", "adafruit_display_text"}
# What a rules or bot module may use besides engine/: no clock, no I/O
PURE = {"array", "math", "micropython", "gc"}
MAX_LINES = 400


def module_name(path):
    rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
    return rel[:-9] if rel.endswith(".__init__") else rel


def device_modules():
    """{module name: path} of everything that goes onto the board."""
    found = {}
    for top in ("engine", "hw"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith(".py"):
                    path = os.path.join(folder, f)
                    name = module_name(path)
                    if name not in PC_ONLY:
                        found[name] = path
    for f in ("code.py", "boot.py"):
        found[f[:-3]] = os.path.join(ROOT, f)
    return found


MODULES = device_modules()


def imports(path):
    """Every module a file imports, anywhere in it: (name, line)."""
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    me = module_name(path)
    package = me if path.endswith("__init__.py") else me.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.append((alias.name, node.lineno))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                sub = base + "." + alias.name
                out.append((sub if sub in MODULES else base, node.lineno))
    return out


def edges(name):
    """The device modules that module `name` imports."""
    return sorted({m for m, _ in imports(MODULES[name]) if m in MODULES and m != name})


def game_parts(game):
    prefix = "engine.games." + game + "."
    return {m[len(prefix):] for m in MODULES if m.startswith(prefix)}


def rules_layer(game):
    """rules.py and the game's modules it reaches: the pure layer of the package."""
    prefix = "engine.games." + game + "."
    seen = set()
    todo = [prefix + "rules"]
    while todo:
        m = todo.pop()
        if m in seen:
            continue
        seen.add(m)
        todo.extend(e for e in edges(m) if e.startswith(prefix))
    return seen


def top(name):
    return name.split(".")[0]


def check(name, allowed):
    bad = []
    for m, line in imports(MODULES[name]):
        if not allowed(m):
            bad.append("%s:%d imports %s" % (os.path.relpath(MODULES[name], ROOT), line, m))
    return bad


SHARED_RULES = {"engine.rng", "engine.games", "engine.games.match"}


@pytest.mark.parametrize("game", [row[MODULE] for row in GAMES])
def test_a_games_rules_import_only_the_rules_layer(game):
    layer = rules_layer(game)
    bad = []
    for name in sorted(layer):
        bad += check(name, lambda m: m in layer or m in SHARED_RULES or m in PURE)
    assert not bad, bad


@pytest.mark.parametrize("game", [row[MODULE] for row in GAMES])
def test_a_games_bots_import_only_rules_and_bots(game):
    prefix = "engine.games." + game + "."
    layer = rules_layer(game)
    bots = {prefix + p for p in game_parts(game) if p.startswith("bot")}
    assert prefix + "bot" in bots
    bad = []
    for name in sorted(bots):
        bad += check(name, lambda m: m in layer or m in bots or m in SHARED_RULES or m in PURE)
    assert not bad, bad


@pytest.mark.parametrize("game", [row[MODULE] for row in GAMES])
def test_a_games_screen_never_imports_its_bots_the_app_or_the_board(game):
    prefix = "engine.games." + game + "."
    layer = rules_layer(game)
    screen = {prefix + p for p in game_parts(game)
              if not p.startswith("bot") and p != "help" and prefix + p not in layer}
    assert prefix + "screen" in screen
    bad = []
    for name in sorted(screen):
        bad += check(name, lambda m: m in layer or m in screen or m in SHARED_RULES or m in PURE
                     or m in DISPLAY or m == "engine.buttons" or m.startswith("engine.ui"))
    assert not bad, bad


def test_help_pages_are_text_only():
    for row in GAMES:
        assert imports(MODULES["engine.games." + row[MODULE] + ".help"]) == []


def test_games_do_not_import_each_other():
    bad = []
    for name in MODULES:
        if name.startswith("engine.games.") and name.count(".") == 3:
            own = name.rsplit(".", 1)[0]
            for m, line in imports(MODULES[name]):
                if m.startswith("engine.games.") and m.count(".") >= 2 and not m.startswith(own) \
                        and m != "engine.games.match":
                    bad.append("%s:%d imports %s" % (name, line, m))
    assert not bad, bad


def test_shared_widgets_know_no_game_and_no_app():
    bad = []
    for name in MODULES:
        if name.startswith("engine.ui"):
            bad += check(name, lambda m: top(m) != "hw" and m not in BOARD and not m.startswith("engine.app")
                         and not (m.startswith("engine.games") and m != "engine.games"))
    assert not bad, bad


def test_only_hw_touches_the_board():
    bad = []
    for name in MODULES:
        if top(name) != "hw" and name != "boot":  # boot.py names the drive (storage)
            bad += check(name, lambda m: top(m) not in BOARD and (top(m) != "hw" or name == "code"))
    assert not bad, bad


def test_device_modules_fit_the_compiler():
    long = []
    for name, path in MODULES.items():
        with open(path) as f:
            n = len(f.readlines())
        if n > MAX_LINES:
            long.append("%s: %d lines" % (name, n))
    assert not long, long


def test_no_import_cycle_among_device_modules():
    graph = {name: edges(name) for name in MODULES}
    state = {}  # 1: on the path, 2: done
    cycles = []

    def visit(node, path):
        state[node] = 1
        path.append(node)
        for nxt in graph[node]:
            if state.get(nxt) == 1:
                cycles.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, path)
        path.pop()
        state[node] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [])
    assert not cycles, [" -> ".join(c) for c in cycles]


def test_the_layering_test_sees_imports_inside_functions():
    # the shell imports the match inside a function: that import is an edge,
    # so a cycle cannot hide behind a late import
    assert "engine.app.match" in edges("engine.app.shell")
