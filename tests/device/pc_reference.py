"""What the console draws on a PC for a device scenario: the reference the
device lane compares the emulated board's frames with.

    python tests/device/pc_reference.py SPEC.json OUT_DIR [TREE]

SPEC: {"nvm": hex of the 4096 NVM bytes, or "save": [game, seats, seed,
moves] (saves.bot_save() with TREE's rules and bots), or "save": "nonsense"
(saves.nonsense_save()); "steps": [...]}, steps in the order they are taken:
  {"shot": NAME}                 the screen as it is now
  {"press": KEY, "shot": NAME}   press KEY (UP DOWN LEFT RIGHT A B X Y MENU), then the screen
  {"human_move": NAME}           the human plays (A on the cursor, RIGHT every
                                 fourth press, A on an outcome) until a bot has
                                 answered and it is the human's turn again
It runs the headless console (hw/headless.py) of TREE (default: this
repository) on a MemoryStorage holding the NVM bytes, lets each screen settle
(the app waiting on a key, then SETTLE_MS of idle frames, so idle-time drawing
is in), and writes OUT_DIR/NAME.rgb565 (240x240 big-endian RGB565) for each
shot, plus OUT_DIR/reference.json: the NVM bytes it started from (hex), the
steps expanded to presses (a human_move becomes the presses it took, each with
its own shot), the log lines, the moves played and the storage's bytes at the
end (hex).

It runs as its own process so that TREE can be another checkout (the commit a
firmware was built from) and so Blinka's display does not meet the test run's.
"""
import json
import os
import sys

SETTLE_MS = 800
# What the app waits on with a key (engine/app: App.key's `where`).
KEY_WAITS = ("title", "setup", "turn", "outcome", "menu", "rules", "notice", "result", "table", "winners",
             "handover", "story", "update")
MOVE_LIMIT = 60  # presses a human_move may take


def main(spec_path, out_dir, tree):
    tree = os.path.abspath(tree)
    for path in (os.path.join(tree, "tests"), tree):
        sys.path.insert(0, path)
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    os.chdir(tree)
    from app_driver import run_app
    from hw.headless import frame_bytes
    from hw.pcstorage import MemoryStorage

    import saves  # tests/device/saves.py, on TREE's engine (first on sys.path)

    with open(spec_path) as f:
        spec = json.load(f)
    record = None
    if spec.get("save") == "nonsense":
        nvm = saves.nonsense_save()
    elif spec.get("save"):
        nvm, record = saves.bot_save(*spec["save"])
    else:
        nvm = bytes.fromhex(spec["nvm"])
    storage = MemoryStorage()
    storage.data[:] = nvm
    os.makedirs(out_dir, exist_ok=True)
    done = []

    def settle(app, hw):
        n = 0
        while app.where not in KEY_WAITS:
            n += 1
            if n > 20000:
                raise RuntimeError("the app never waited on a key (at %r)" % app.where)
            yield None
        for _ in range(SETTLE_MS // hw.step_ms):
            yield None

    def shot(hw, name, key):
        hw.display.refresh()
        with open(os.path.join(out_dir, name + ".rgb565"), "wb") as f:
            f.write(frame_bytes(hw.display))
        done.append({"press": key, "shot": name})

    def human_move(app, hw, name):
        logs = len(hw.logs)
        n = 0
        while True:
            # done when a bot has answered and the human decides again
            answered = [line for line in hw.logs[logs:] if line.startswith("Bot ")]
            if answered and app.where == "turn":
                return
            n += 1
            if n > MOVE_LIMIT:
                raise RuntimeError("no move came of %d presses" % MOVE_LIMIT)
            if app.where == "turn":
                key = "RIGHT" if n % 4 == 0 else "A"
            elif app.where in ("outcome", "notice", "handover", "story"):
                key = "A"
            else:
                raise RuntimeError("a human move stopped at %r" % app.where)
            yield key
            yield from settle(app, hw)
            shot(hw, "%s_%02d" % (name, n), key)

    def script(app, hw):
        for step in spec["steps"]:
            if "human_move" in step:
                yield from settle(app, hw)
                yield from human_move(app, hw, step["human_move"])
                continue
            key = step.get("press")
            if key:
                yield key
            yield from settle(app, hw)
            shot(hw, step["shot"], key)
        box["moves"] = list(app.match.moves) if app.match is not None else None

    box = {}
    app, hw = run_app(script, storage=storage)
    with open(os.path.join(out_dir, "reference.json"), "w") as f:
        json.dump({"nvm": nvm.hex(), "record": repr(record), "steps": done, "logs": hw.logs,
                   "moves": box.get("moves"), "storage": bytes(storage.data).hex(), "tree": tree}, f, indent=1)


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else os.path.dirname(os.path.dirname(here)))
