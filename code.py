# Entry point, the same file on the device and on a PC: find the hardware,
# run the console. On a PC, `python code.py` opens the simulator window.
import hw
from engine.app.shell import run

hardware = hw.detect()
if hardware is None:
    # No console here (unknown board, wrong pin, missing library): the reason
    # is on the screen and the serial console, and returning would put
    # CircuitPython's terminal over it.
    hw.hold()
run(hardware)
