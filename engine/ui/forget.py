# Forgetting a module whose page was dropped (a game's result pages), so
# that its code leaves the heap with the page, as engine/app/unload.py does
# for a whole game (a game's screen may not import sys, nor the app).
import sys

# CPython keeps them: its tests hold references to the modules and patch them.
FORGET = sys.implementation.name != "cpython"


def forget(name):
    if not FORGET or name not in sys.modules:
        return
    del sys.modules[name]
    dot = name.rfind(".")
    parent = sys.modules.get(name[:dot]) if dot > 0 else None
    if parent is not None:
        try:
            delattr(parent, name[dot + 1:])
        except (AttributeError, TypeError):
            pass
