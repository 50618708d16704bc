# Stand-in for CircuitPython's keypad: the presses come from the
# CONSOLE_TEST_KEYS script, one token each time the console polls an empty
# queue (about once a frame): a button name (A, DOWN, ...) is pressed and
# released, "." is an idle frame, "A*20" repeats a token. When the script runs
# out it prints KEYS DONE and ends the program.
import os


def _script():
    tokens = []
    for token in (os.getenv("CONSOLE_TEST_KEYS") or "").split():
        count = 1
        if "*" in token:
            token, count = token.split("*")
            count = int(count)
        tokens += [token] * count
    return tokens


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class _Queue:
    def __init__(self, pins):
        self.names = [pin.name for pin in pins]
        self.tokens = _script()
        self.next_token = 0
        self.pending = []

    def get_into(self, event):
        if not self.pending:
            if self.next_token >= len(self.tokens):
                print("KEYS DONE")
                raise SystemExit(0)
            token = self.tokens[self.next_token]
            self.next_token += 1
            if token != ".":
                number = self.names.index("SW_" + token)
                self.pending = [(number, True), (number, False)]
            return False
        event.key_number, event.pressed = self.pending.pop(0)
        return True


class Keys:
    def __init__(self, pins, value_when_pressed=False, pull=False, interval=0.02):
        self.events = _Queue(pins)

    def deinit(self):
        pass
