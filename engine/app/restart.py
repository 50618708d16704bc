# A second match in one run of the board's Python would start in a heap the
# first one has cut up and filled with the names it interned (never freed).
# On a board that can restart its Python (hw: restart(), restarted) the
# console saves the match and restarts into it with a fresh heap. In memory
# only at those two moments (engine/app/shell.py).
import gc

from engine.app.unload import UNLOAD, unload_since


def resumed(app):
    """The saved match to go straight into, in the run after the restart
    (None: the title, as when the save could not be read)."""
    record, notice = app.store.load()
    if notice:
        app.hw.log("load: " + notice)
    if UNLOAD:
        # the save's reading code and its replay's rules; not this module,
        # which is running (forget() clears a module's globals)
        unload_since(app.loaded + [__name__])
        gc.collect()
    return record


def fresh_heap(app, record):
    """Saves the match about to start (a Continue is saved already) and
    restarts the board's Python into it; returns only where the save
    failed, and the match is then played in this heap."""
    if not app.kept and app.store.save(record) is not None:
        return
    app.hw.log("restart: a fresh heap for the match")
    app.hw.restart()
