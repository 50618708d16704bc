# Stand-in for CircuitPython's microcontroller: nvm, and the restart into the
# UF2 bootloader, which prints what it was asked and ends the program.
nvm = bytearray(4096)
pin = None
next_mode = []


class RunMode:
    NORMAL = "NORMAL"
    UF2 = "UF2"
    BOOTLOADER = "BOOTLOADER"
    SAFE_MODE = "SAFE_MODE"


def on_next_reset(mode):
    next_mode.append(mode)


def reset():
    print("RESET next mode:", next_mode[-1] if next_mode else RunMode.NORMAL)
    raise SystemExit(0)
