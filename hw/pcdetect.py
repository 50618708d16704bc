# The hardware layer's PC side (never copied to a board: deploy leaves hw/pc*
# out): the simulator window or, without a screen, the headless renderer, and
# settings.toml read with tomllib.
import os
import sys


def settings_path():
    here = os.path.dirname(os.path.abspath(__file__))
    return os.path.join(os.path.dirname(here), "settings.toml")


def load_toml(path=None):
    """settings.toml as a dict; {} when absent or unreadable."""
    try:
        import tomllib
    except ImportError:  # CPython before 3.11
        return {}
    try:
        with open(path or settings_path(), "rb") as file:
            return tomllib.load(file)
    except (OSError, ValueError) as error:
        if not isinstance(error, FileNotFoundError):
            print("settings.toml ignored:", error)
        return {}


def no_screen():
    if os.environ.get("CONSOLE_HEADLESS") == "1":
        return "CONSOLE_HEADLESS=1"
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return "SDL_VIDEODRIVER=dummy"
    if sys.platform.startswith("linux"):
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            return "no DISPLAY"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame

        pygame.display.init()
    except Exception as error:
        return "pygame display: " + str(error)
    return None


def run_headless(reason):
    from hw.headless import Hardware

    hardware = Hardware()
    where = getattr(hardware, "shots_dir", None)
    where = os.path.abspath(where) if where else "nowhere (no shots in this script)"
    print("No window (" + reason + "): running headless, screenshots go to " + str(where))
    return hardware


def detect_pc():
    reason = no_screen()
    if reason:
        return run_headless(reason)
    try:
        from hw.desktop import Hardware

        return Hardware()
    except Exception as error:
        return run_headless("the window failed: " + type(error).__name__ + ": " + str(error))
