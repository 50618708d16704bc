# Pimoroni PicoSystem: CircuitPython's built-in 240x240 display (board.DISPLAY),
# D-pad + A/B/X/Y, an RGB LED and a piezo. Pin names come from CircuitPython's
# pimoroni_picosystem board definition.
import board

from engine import buttons
from hw.devkeys import KeyButtons
from hw.devparts import DeviceHardware, PwmBeeper, PwmRgbLed

# Key order for keypad.Keys, and the logical button of each key number.
KEY_PINS = ("SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT", "SW_A", "SW_B", "SW_X", "SW_Y")
KEY_BUTTONS = (
    buttons.UP,
    buttons.DOWN,
    buttons.LEFT,
    buttons.RIGHT,
    buttons.A,
    buttons.B,
    buttons.X,
    buttons.Y,
)
# The display backlight (GPIO12) runs PWM at 50 kHz on the slice that GPIO13
# (LED_G) shares, so the LED must use the same frequency.
LED_FREQUENCY = 50000


class Hardware(DeviceHardware):
    def __init__(self, settings):
        DeviceHardware.__init__(self, settings)
        self.name = "PicoSystem"
        self.display = board.DISPLAY
        self.width = self.display.width
        self.height = self.display.height
        try:
            self.display.brightness = self.brightness / 100
        except Exception:
            pass  # Some builds keep the backlight fixed.
        pins = [getattr(board, name) for name in KEY_PINS]
        # The buttons pull to ground when pressed.
        self.buttons = KeyButtons(pins, KEY_BUTTONS, pressed_low=True)
        self.led = self.part("LED", self._make_led)
        self.beeper = self.part("beeper", self._make_beeper)

    def _make_led(self):
        pins = (board.LED_R, board.LED_G, board.LED_B)
        # Common-anode LED: a channel is lit while its pin is low (CircuitPython's
        # board definition drives its status LED as inverted PWM too).
        return PwmRgbLed(pins, True, self.led_brightness, LED_FREQUENCY)

    def _make_beeper(self):
        return PwmBeeper(board.AUDIO, self.clock, self.sound)
