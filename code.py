# Entry point, the same file on the device and on a PC: find the hardware,
# run the console. On a PC, `python code.py` opens the simulator window.
import hw
from engine.app.shell import run

run(hw.detect())
