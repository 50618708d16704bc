# Logical buttons. hw/ maps each board's keys to these numbers; the app reads
# them as press events (hw.buttons.next() returns one of these, or -1).
from micropython import const

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)
B = const(5)
X = const(6)
Y = const(7)
MENU = const(8)

NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "X", "Y", "MENU")
