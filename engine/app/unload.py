# Forgetting modules: a game's rules, bots and screen, the rules pages, leave
# the heap when they are no longer shown (device RAM).
import sys

# CPython keeps them: its tests hold references to the modules and patch them.
UNLOAD = sys.implementation.name != "cpython"


def unload_since(loaded):
    """Forgets the modules imported since `loaded` (the game's rules, bots and
    screen), so their code leaves the heap when the player is back at the title."""
    for name in list(sys.modules.keys()):
        if name in loaded:
            continue
        del sys.modules[name]
        dot = name.rfind(".")
        parent = sys.modules.get(name[:dot]) if dot > 0 else None
        if parent is not None:
            try:
                delattr(parent, name[dot + 1:])
            except (AttributeError, TypeError):
                pass
