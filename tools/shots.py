"""Screenshots of the console without a window: runs the app headless with a
script of button presses and saves PNGs.

  python tools/shots.py --keys "A wait:500 shot:setup A wait:2000 shot:game" --out shots/
  python tools/shots.py --demo --out shots/         # the built-in demo script
  python tools/shots.py --keys "..." --save my.bin  # use (and keep) a save file

Tokens: UP DOWN LEFT RIGHT A B X Y MENU, wait:MS (virtual milliseconds),
shot:NAME (NAME.png in --out). Each token takes one frame (40 ms virtual).
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keys", help="script tokens separated by spaces")
    parser.add_argument("--demo", action="store_true", help="run the built-in demo script")
    parser.add_argument("--out", default="shots", help="folder for the PNGs (default: shots)")
    parser.add_argument("--save", help="a save file to load and write (default: none kept)")
    parser.add_argument("--log", action="store_true", help="print the console log")
    args = parser.parse_args(argv)

    from engine.app.shell import App
    from hw import headless

    if args.keys is None and not args.demo:
        parser.error("give --keys or --demo")
    script = headless.DEMO if args.demo else args.keys
    storage = None
    if args.save:
        from hw.pcstorage import FileStorage

        storage = FileStorage(args.save)
    hw = headless.Hardware(script=script, shots_dir=args.out, storage=storage, verbose=args.log)
    App(hw).run()
    for name in hw.shots:
        print(os.path.join(args.out, name + ".png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
