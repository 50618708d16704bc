# Forgetting modules: a game's rules, bots and screen, the rules pages, leave
# the heap when they are no longer shown (device RAM). Forgetting one module
# is engine/ui/forget.py's, which a game's screen also uses for its pages.
import sys

from engine.ui.forget import FORGET as UNLOAD, forget  # noqa: F401 (UNLOAD: for the shell)


def unload_since(loaded):
    """Forgets the modules imported since `loaded` (the game's rules, bots and
    screen), so their code leaves the heap when the player is back at the title."""
    for name in list(sys.modules.keys()):
        if name not in loaded:
            forget(name)
