# Buttons on a CircuitPython board: keypad.Keys scans the pins in the
# background and queues every transition, so a short press between two frames
# is never lost. next() reads the queue into one pre-allocated Event and
# allocates nothing.
import keypad


class KeyButtons:
    def __init__(self, pins, logical, pressed_low=True):
        # pins[i] is the pin of the key whose logical button is logical[i].
        self.logical = tuple(logical)
        self.keys = keypad.Keys(
            tuple(pins), value_when_pressed=not pressed_low, pull=True, interval=0.01
        )
        self._event = keypad.Event()

    def next(self):
        """The logical button of the next queued press, or -1 when none is queued."""
        events = self.keys.events
        event = self._event
        while events.get_into(event):
            if event.pressed:
                return self.logical[event.key_number]
        return -1

    def deinit(self):
        self.keys.deinit()


def find_pin(name):
    """The pin called `name` ("GP8", "D5", "NEOPIXEL" or "GPIO8"); ValueError if none."""
    import board

    pin = getattr(board, name, None)
    if pin is not None:
        return pin
    import microcontroller

    pins = getattr(microcontroller, "pin", None)
    gpio = name
    if name.startswith("GP") and not name.startswith("GPIO"):
        # "GP8" written for a Pico also works on RP2040 boards that only name D pins.
        gpio = "GPIO" + name[2:]
    pin = getattr(pins, gpio, None)
    if pin is None:
        raise ValueError("no pin called " + name + " on this board")
    return pin


def setting_pin(settings, key, default, needed=False):
    """The pin named by settings[key] (or `default`); None when set to "" or
    "none", which a `needed` pin may not be (ValueError, like a wrong name)."""
    name = settings.get(key, default)
    if name is not None:
        name = str(name).strip()
    if name is None or name == "" or name.lower() == "none":
        if needed:
            raise ValueError("settings.toml " + key + " = \"" + (name or "") +
                             "\": the console needs this pin (a name such as \"GP8\")")
        return None
    try:
        return find_pin(name)
    except ValueError:
        raise ValueError("settings.toml " + key + " = \"" + name + "\": no such pin on this board")
