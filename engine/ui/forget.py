# Forgetting a module whose page was dropped (a game's result pages), so
# that its code leaves the heap with the page, as engine/app/unload.py does
# for a whole game (a game's screen may not import sys, nor the app).
import sys

# CPython keeps them: its tests hold references to the modules and patch them.
FORGET = sys.implementation.name != "cpython"


def forget(name):
    if not FORGET or name not in sys.modules:
        return
    module = sys.modules.pop(name)
    # Its globals go too: a word left on the board's stack that happens to
    # point at one of its functions (the collector cannot tell it from a
    # pointer) then holds that function alone, not the whole module. So a
    # module is forgotten only once none of its code runs or will run.
    module.__dict__.clear()
    dot = name.rfind(".")
    parent = sys.modules.get(name[:dot]) if dot > 0 else None
    if parent is not None:
        try:
            delattr(parent, name[dot + 1:])
        except (AttributeError, TypeError):
            pass
