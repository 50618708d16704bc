"""Regenerates every screenshot in docs/screens/ (the README's and the docs'),
all at 1x: 240 x 240, the device's own pixels, so each picture shows exactly
what the screen shows and they sit side by side at one size.

    python tools/docs_screens.py [--out docs/screens]

The app's own screens (title, set-up, hot-seat hand-over) come from the
headless console driven by a key script, as tools/shots.py does; each game's
screens from its seeded scenes in tools/shots.py.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # run as a script: tools/ is on the path, not the repository
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Key scripts for the app's screens (tokens as in tools/shots.py).
APP_SCRIPTS = (
    "wait:200 shot:app_title",
    "A wait:200 shot:app_setup",
    # Lost Cities, seat 2 from Normal bot to Human (two RIGHTs), Start: the hand-over
    "A wait:200 UP RIGHT RIGHT DOWN A wait:200 shot:app_handover",
)


def app_screens(out):
    from engine.app.shell import App
    from hw import headless

    class OneX(headless.Hardware):
        def screenshot(self, path, scale=1):
            return headless.Hardware.screenshot(self, path, scale)

    for script in APP_SCRIPTS:
        App(OneX(script=script, shots_dir=out)).run()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "screens"))
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    before = set(name for name in os.listdir(args.out) if name.endswith(".png"))
    app_screens(args.out)
    from engine.games import GAMES, MODULE
    from tools.shots import game_shots

    for row in GAMES:
        game_shots(row[MODULE], args.out)
    after = set(name for name in os.listdir(args.out) if name.endswith(".png"))
    print("%d screenshots in %s" % (len(after), os.path.relpath(args.out)))
    stale = sorted(before - after)
    if stale:
        print("no longer made:", ", ".join(stale))
    return 0


if __name__ == "__main__":
    sys.exit(main())
